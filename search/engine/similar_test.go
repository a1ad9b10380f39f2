package engine

import (
	"context"
	"encoding/json"
	"testing"

	"readapi"
	"readapi/search"
)

func TestGroupOfReadsTheGroupAndRank(t *testing.T) {
	cases := []struct {
		source string
		want   similarHit
	}{
		{`{"id":"a:2","title":"Mühasib","dup_group":"a:1","dup_rank":2}`, similarHit{"a:1", 2}},
		{`{"id":"b:1","title":"Mühasib"}`, similarHit{}},
		{`{"id":"c:1","dup_group":null,"dup_rank":null}`, similarHit{}},
		// escapes jsonscan declines are read by encoding/json
		{`{"id":"d:1","dup_group":"d:\u0031","dup_rank":0}`, similarHit{"d:1", 0}},
	}
	for _, c := range cases {
		if got := groupOf(json.RawMessage(c.source)); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.source, got, c.want)
		}
	}
}

// TestSimilarPicksTakeTheFirstCopyFromTheHits: a hit of rank > 0 is shown
// as its group's copy of rank 0 when that copy is among the hits and not
// removed (no lookup); otherwise its source is left for firstActive.
func TestSimilarPicksTakeTheFirstCopyFromTheHits(t *testing.T) {
	hit := func(id, group string, rank int) search.Hit {
		src, _ := json.Marshal(map[string]any{"id": id, "dup_group": group, "dup_rank": rank})
		if group == "" {
			src, _ = json.Marshal(map[string]any{"id": id})
		}
		return search.Hit{ID: id, Source: src}
	}
	hits := []search.Hit{hit("a:3", "a:1", 2), hit("b:1", "", 0), hit("a:1", "a:1", 0), hit("c:2", "c:1", 1), hit("d:1", "", 0)}
	for _, removed := range []int{0, 2} {
		e := withRemovals(removed) // a:0, a:1 when 2
		picks := e.similarPicks(context.Background(), readapi.Jobs, hits, 3, nil)
		if len(picks) != 3 || picks[0].id != "a:3" || picks[1].id != "b:1" || picks[2].id != "c:2" {
			t.Fatalf("removed %d: picks %+v", removed, picks)
		}
		var first struct{ ID string }
		if removed == 0 {
			if err := json.Unmarshal(picks[0].source, &first); err != nil || first.ID != "a:1" {
				t.Errorf("group a shown as %s, want its hit of rank 0, a:1", picks[0].source)
			}
		} else if picks[0].source != nil {
			t.Errorf("removed a:1: group a shown as %s, want a lookup", picks[0].source)
		}
		if picks[2].source != nil || !picks[2].lookup {
			t.Errorf("group c, whose first copy is not a hit: %+v, want a lookup", picks[2])
		}
		if err := json.Unmarshal(picks[1].source, &first); err != nil || first.ID != "b:1" {
			t.Errorf("a record without copies shown as %s", picks[1].source)
		}
	}
}
