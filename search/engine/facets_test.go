package engine

import (
	"encoding/json"
	"testing"

	"readapi"
	"readapi/search"
)

// TestFacetAnswerCertainty: a facet's terms answer is used only when no
// shard left a value out and every value that may be shown is there.
func TestFacetAnswerCertainty(t *testing.T) {
	plain := search.AskedFacet{Facet: &readapi.Facet{Name: "city", Kind: readapi.String}}
	grouped := search.AskedFacet{Facet: &readapi.Facet{Name: "source_type", Kind: readapi.String}, All: true}
	for _, c := range []struct {
		name   string
		answer string
		facet  search.AskedFacet
		want   bool
	}{
		{"everything returned", `{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":"a","doc_count":3},{"key":"b","doc_count":3}]}`, plain, true},
		{"a shard left values out", `{"doc_count_error_upper_bound":2,"sum_other_doc_count":0,"buckets":[{"key":"a","doc_count":3}]}`, plain, false},
		{"the error is unknown", `{"doc_count_error_upper_bound":-1,"sum_other_doc_count":0,"buckets":[{"key":"a","doc_count":3}]}`, plain, false},
		{"ties end within the answer", `{"doc_count_error_upper_bound":0,"sum_other_doc_count":9,"buckets":[{"key":"a","doc_count":3},{"key":"b","doc_count":2},{"key":"c","doc_count":1}]}`, plain, true},
		{"ties may go on", `{"doc_count_error_upper_bound":0,"sum_other_doc_count":9,"buckets":[{"key":"a","doc_count":3},{"key":"b","doc_count":2},{"key":"c","doc_count":2}]}`, plain, false},
		{"a grouped facet needs every value", `{"doc_count_error_upper_bound":0,"sum_other_doc_count":1,"buckets":[{"key":"a","doc_count":3},{"key":"b","doc_count":2},{"key":"c","doc_count":1}]}`, grouped, false},
		{"a grouped facet with every value", `{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":"a","doc_count":3}]}`, grouped, true},
	} {
		var a termsAnswer
		if err := json.Unmarshal([]byte(c.answer), &a); err != nil {
			t.Fatal(err)
		}
		if got := a.certain(c.facet, 2); got != c.want {
			t.Errorf("%s: certain %v, want %v", c.name, got, c.want)
		}
	}
}

func TestFacetKeysKeepTheirType(t *testing.T) {
	var a termsAnswer
	_ = json.Unmarshal([]byte(`{"buckets":[{"key":1,"key_as_string":"true","doc_count":2},{"key":0,"key_as_string":"false","doc_count":1}]}`), &a)
	counts, err := a.counts(readapi.Boolean)
	if err != nil || len(counts) != 2 || counts[0].Value != true || counts[1].Value != false {
		t.Errorf("boolean keys %v %v", counts, err)
	}
	for key, want := range map[string]any{`true`: true, `false`: false, `"Bakı"`: "Bakı"} {
		kind := readapi.Boolean
		if _, ok := want.(string); ok {
			kind = readapi.String
		}
		if v, err := facetValue(kind, json.RawMessage(key)); err != nil || v != want {
			t.Errorf("composite key %s: %v %v", key, v, err)
		}
	}
	if _, err := facetValue(readapi.Boolean, json.RawMessage(`"yes"`)); err == nil {
		t.Error("a boolean facet accepted a string key")
	}
}
