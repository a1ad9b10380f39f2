package readapi_test

import (
	"slices"
	"testing"

	"readapi"
	"readapi/mappings"
)

func TestHelperFieldsAreMapped(t *testing.T) {
	for _, d := range readapi.All {
		props, err := mappings.Properties(d.Name)
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range d.Helpers {
			if !slices.Contains(props, h.Name) {
				t.Errorf("%s: helper field %s is not in mappings/%s.json", d.Name, h.Name, d.Name)
			}
		}
	}
}

func TestDescriptionsAreConsistentWithMappings(t *testing.T) {
	if err := readapi.CheckAll(readapi.All); err != nil {
		t.Fatal(err)
	}
	for _, d := range readapi.All {
		props, err := mappings.Properties(d.Name)
		if err != nil {
			t.Fatal(err)
		}
		have := map[string]bool{}
		for _, p := range props {
			have[p] = true
		}
		for _, f := range d.Fields {
			if !have[f.Name] {
				t.Errorf("%s: field %s is not in mappings/%s.json", d.Name, f.Name, d.Name)
			}
		}
	}
}
