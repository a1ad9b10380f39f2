package dupes

import (
	"fmt"
	"testing"
)

// TestFlags: the fields that differ anywhere in the group vary; per mode,
// the best-ranked copy leads the mode and, per facet, each value's
// best-ranked holder leads it; a copy without a value leads nothing of
// that facet; members come in any order.
func TestFlags(t *testing.T) {
	members := []Member{
		{Rank: 2, Active: false, Fields: map[string]string{"city": `"Bakı"`, "id": "3"}, Facets: map[string]string{"city": "Bakı"}},
		{Rank: 0, Active: true, Fields: map[string]string{"city": `"Bakı"`, "id": "1"}, Facets: map[string]string{"city": "Bakı"}},
		{Rank: 1, Active: true, Fields: map[string]string{"city": "", "id": "2"}, Facets: map[string]string{}},
		{Rank: 3, Active: false, Fields: map[string]string{"city": `"Gəncə"`, "id": "4"}, Facets: map[string]string{"city": "Gəncə"}},
	}
	varies, leads := Flags(members)
	want := []string{
		"[inactive inactive/city]", // Bakı is led by rank 0 over all copies
		"[active active/city all all/city]",
		"[]",
		"[all/city inactive/city]", // the one holder of Gəncə

	}
	if fmt.Sprint(varies) != "[city id]" {
		t.Errorf("varies %v, want [city id]", varies)
	}
	for i, w := range want {
		if got := fmt.Sprint(leads[i]); got != w {
			t.Errorf("leads of rank %d: %s, want %s", members[i].Rank, got, w)
		}
	}
	if varies, _ := Flags(members[1:2]); len(varies) != 0 {
		t.Errorf("one member varies in %v", varies)
	}
}
