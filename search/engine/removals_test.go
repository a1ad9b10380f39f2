package engine

import (
	"context"
	"fmt"
	"testing"
	"time"

	"readapi/search"
)

// withRemovals returns an engine whose copy of the removals list holds n
// removed jobs ids (a:0 … a:n-1), fresh for an hour.
func withRemovals(n int) *Engine {
	ids := map[string]struct{}{}
	for i := range n {
		ids[fmt.Sprintf("a:%d", i)] = struct{}{}
	}
	e := &Engine{}
	e.removalList.current.Store(&removalSets{readAt: time.Now().Add(time.Hour), byDataset: map[string]map[string]struct{}{"jobs": ids}})
	return e
}

func TestWithoutRemovedDropsOnlyRemovedRows(t *testing.T) {
	e := withRemovals(3)
	hits := []search.Hit{{ID: "a:0"}, {ID: "b:1"}, {ID: "a:2"}, {ID: "b:3"}}
	got := search.WithoutIDs(hits, e.removedSet(context.Background(), "jobs"))
	if len(got) != 2 || got[0].ID != "b:1" || got[1].ID != "b:3" {
		t.Fatalf("kept %v", got)
	}
	if got := search.WithoutIDs(hits, e.removedSet(context.Background(), "events")); len(got) != 4 {
		t.Fatalf("another dataset's removals dropped rows: %v", got)
	}
	if !e.removed(context.Background(), "jobs", "a:1") || e.removed(context.Background(), "jobs", "b:1") {
		t.Fatal("removed() disagrees with the list")
	}
}

// BenchmarkRemovedCheck is the read path's cost of the removals check: a
// page of 25 rows, none removed, against a list of 10,000 removed ids.
func BenchmarkRemovedCheck(b *testing.B) {
	e := withRemovals(10000)
	hits := make([]search.Hit, 25)
	for i := range hits {
		hits[i] = search.Hit{ID: fmt.Sprintf("b:%d", i)}
	}
	ctx := context.Background()
	b.Run("page of 25", func(b *testing.B) {
		for b.Loop() {
			_ = search.WithoutIDs(hits, e.removedSet(ctx, "jobs"))
		}
	})
	b.Run("single id", func(b *testing.B) {
		for b.Loop() {
			_ = e.removed(ctx, "jobs", "b:7")
		}
	})
}
