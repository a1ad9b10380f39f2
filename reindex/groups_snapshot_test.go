package reindex

import (
	"fmt"
	"io"
	"maps"
	"strings"
	"testing"

	"readapi"
	"readapi/internal/dupes"
)

// The snapshot's groups are the rule's over its rows: removed ids left
// out, a repeated id taken from its later line, bad lines ignored, and
// the spool gives back every line as read.
func TestGroupSnapshot(t *testing.T) {
	body := `"description":"one two three four five six seven eight nine ten"`
	lines := []string{
		`{"id":"b:1","source":"b","title":"Mühasib",` + body + `,"first_seen_at":"2026-11-01T00:00:00Z","active":true}`,
		`{"id":"a:1","source":"a","title":"MÜHASİB",` + body + `,"first_seen_at":"2026-11-02T00:00:00Z","active":true}`,
		`{"id":"a:2","source":"a","title":"Mühasib",` + body + `,"active":true}`,                 // removed
		`{"id":"b:2","source":"b","title":"Mühasib","description":"another text","active":true}`, // replaced below
		`not json`,
		`{"id":"b:2","source":"b","title":"Mühasib",` + body + `,"first_seen_at":"2026-11-03T00:00:00Z","active":false}`,
		`{"id":"b:3","source":"b","title":"Sürücü","url":"https://x.az/1"}`,
		`{"id":"a:3","source":"a","title":"Sürücü","url":"https://www.x.az/1/?utm=a"}`,
		`{"id":"a:4","source":"a","title":"Aşpaz",` + body + `}`,
	}
	input := strings.Join(lines, "\n") + "\n"
	spool, groups, drop, err := groupSnapshot(readapi.Jobs, strings.NewReader(input), map[string]bool{"a:2": true}, map[string]string{"a": "employer", "b": "board"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer drop()
	copied, err := io.ReadAll(spool)
	if err != nil || string(copied) != input {
		t.Fatalf("the spool gives back %q (%v), want the input", copied, err)
	}
	want := map[string]dupes.Assignment{
		"a:1": {ID: "a:1", Group: "a:1", Rank: 0, Size: 3},
		"b:1": {ID: "b:1", Group: "a:1", Rank: 1, Size: 3},
		"b:2": {ID: "b:2", Group: "a:1", Rank: 2, Size: 3}, // retired: last
		"a:3": {ID: "a:3", Group: "a:3", Rank: 0, Size: 2},
		"b:3": {ID: "b:3", Group: "a:3", Rank: 1, Size: 2},
	}
	got := map[string]dupes.Assignment{}
	for id, r := range groups {
		got[id] = r.Assignment
	}
	if !maps.Equal(got, want) {
		t.Errorf("groups\n got %v\nwant %v", got, want)
	}
	// The flags: what varies across each group, and who leads per mode and
	// facet value (the later line of b:2 counts, retired).
	flags := map[string]string{
		"a:1": "[active first_seen_at id source title] [active active/active active/source all all/active all/source] [a:1 b:1 b:2] 2",
		"b:1": "[active first_seen_at id source title] [active/source all/source] [a:1 b:1 b:2] 2",
		"b:2": "[active first_seen_at id source title] [all/active inactive inactive/active inactive/source] [a:1 b:1 b:2] 2",
		"a:3": "[id source url] [active active/source all all/source] [a:3 b:3] 2",
		"b:3": "[id source url] [active/source all/source] [a:3 b:3] 2",
	}
	for id, w := range flags {
		if g := fmt.Sprint(groups[id].Varies, " ", groups[id].Leads, " ", groups[id].Members, " ", groups[id].Actives); g != w {
			t.Errorf("flags of %s: %s, want %s", id, g, w)
		}
	}
	names, values, ok := groups.fields("b:2")
	if !ok || len(names) != 7 || names[0] != dupes.GroupField || values[1] != 2 {
		t.Errorf("fields of b:2: %v %v %v", names, values, ok)
	}
	if _, _, ok := groups.fields("a:4"); ok {
		t.Error("a posting alone has no group fields")
	}
}
