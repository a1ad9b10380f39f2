package reindex

import (
	"errors"
	"testing"

	"readapi"
	"readapi/internal/dupes"
)

// Every helper field of every description, and the groups of copies, are
// refused in the input of every
// dataset, by loads and by ingests alike.
func TestInputNeverCarriesHelperFields(t *testing.T) {
	for _, dataset := range readapi.Names() {
		for _, helper := range append(readapi.HelperFields(), dupes.Fields...) {
			line := []byte(`{"id":"s:1","source":"s","` + helper + `":1}`)
			if _, err := prepareRow(dataset, line, nil, nil); !errors.Is(err, errHelperField) {
				t.Errorf("load of %s with %s: %v", dataset, helper, err)
			}
			if _, _, err := parseBatchLine(line, "s"); !errors.Is(err, errHelperField) {
				t.Errorf("ingest of %s with %s: %v", dataset, helper, err)
			}
		}
	}
}

func TestNumbersAsTextOnlyWhereDescribed(t *testing.T) {
	line := []byte(`{"id":"g","release_version":1.10,"sort_order":1}`)
	r, err := prepareRow("genome", line, nil, nil)
	if err != nil || string(r.Doc) != `{"id":"g","release_version":"1.10","sort_order":1}` {
		t.Errorf("genome: %s, %v", r.Doc, err)
	}
	if r, err := prepareRow("genome", []byte(`{"id":"g","release_version":"113"}`), nil, nil); err != nil || string(r.Doc) != `{"id":"g","release_version":"113"}` {
		t.Errorf("genome with a string version: %s, %v", r.Doc, err)
	}
	if r, err := prepareRow("events", line, nil, nil); err != nil || string(r.Doc) != string(line) {
		t.Errorf("events: %s, %v", r.Doc, err)
	}
	if _, err := prepareRow("nope", line, nil, nil); err == nil {
		t.Error("an unknown dataset was accepted")
	}
}
