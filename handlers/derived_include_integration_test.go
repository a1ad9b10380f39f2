package handlers_test

import (
	"fmt"
	"strings"
	"testing"

	"readapi"
)

// TestCopiesTakeEveryIncludeToken holds include on /v1/jobs/{id}/copies:
// its rows are Job rows in the collection shape (search-extensions,
// Duplicate postings), without description_html and requirements_html
// unless include=bodies, as on the collection and /similar; and on jobs
// derived is a token beside bodies, include=bodies,derived giving both.
func TestCopiesTakeEveryIncludeToken(t *testing.T) {
	a := newAPI(t)
	loadDerivedJobs(t, a, true)
	oracle := derivedOracle(t)
	copies, _ := a.ok("/v1/jobs?collapse=duplicates&limit=100").Meta["copies"].(map[string]any)
	if len(copies) == 0 {
		t.Fatal("the fixture has no copies")
	}
	for id := range copies {
		plain := a.ok("/v1/jobs/" + id + "/copies").rows(t)
		both := a.ok("/v1/jobs/" + id + "/copies?include=bodies,derived").rows(t)
		if len(plain) == 0 || len(both) != len(plain) {
			t.Fatalf("%s: %d copies, %d with include=bodies,derived", id, len(plain), len(both))
		}
		for i, r := range both {
			if hasKey(plain[i], "description_html") || hasKey(plain[i], readapi.DerivedField) {
				t.Errorf("%s/copies: row %v is not in the collection shape", id, plain[i]["id"])
			}
			if !hasKey(r, "description_html") || !hasKey(r, "requirements_html") {
				t.Errorf("%s/copies?include=bodies,derived: row %v lacks its bodies", id, r["id"])
			}
			if d := r[readapi.DerivedField]; fmt.Sprint(d) != fmt.Sprint(oracle[r["id"].(string)]) {
				t.Errorf("%s/copies?include=bodies,derived: row %v derived %v, want %v", id, r["id"], d, oracle[r["id"].(string)])
			}
		}
		for _, r := range a.ok("/v1/jobs/" + id + "/copies?include=bodies").rows(t) {
			if !hasKey(r, "description_html") || hasKey(r, readapi.DerivedField) {
				t.Errorf("%s/copies?include=bodies: row %v", id, r)
			}
		}
	}
}

// TestOneRecordIncludeNamesWhatItTakes: the one-record path carries its
// bodies always and takes only derived; its 400 for another token lists
// what it takes, never a token it then refuses.
func TestOneRecordIncludeNamesWhatItTakes(t *testing.T) {
	a := newAPI(t)
	loadDerivedJobs(t, a, true)
	for _, path := range []string{"/v1/jobs/a:1?include=nope", "/v1/jobs/a:1?include=bodies"} {
		e := a.bad(path, "include")
		if strings.Contains(e.Error.Message, `"bodies", `) || !strings.Contains(e.Error.Message, `"derived"`) {
			t.Errorf("GET %s: %q should list what the path takes (derived)", path, e.Error.Message)
		}
	}
	e := a.bad("/v1/jobs/a:1/copies?include=nope", "include")
	if !strings.Contains(e.Error.Message, `"bodies", "derived"`) {
		t.Errorf("GET /copies?include=nope: %q should list bodies and derived", e.Error.Message)
	}
}
