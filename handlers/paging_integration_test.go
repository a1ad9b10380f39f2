package handlers_test

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
)

// nullableJobs has posted_at on some rows only, with ties, so walks cross
// ties and the rows without a value.
func nullableJobs(n int) []map[string]any {
	var rows []map[string]any
	for i := range n {
		posted := any(nil)
		if i%3 != 0 {
			posted = fmt.Sprintf("2026-10-%02dT00:00:00Z", 1+i%7)
		}
		rows = append(rows, job(fmt.Sprintf("boss:%03d", i), map[string]any{"posted_at": posted}))
	}
	return rows
}

func TestCursorWalkIsComplete(t *testing.T) {
	a := newAPI(t)
	const n = 47
	a.load("jobs", nullableJobs(n)...)
	for _, order := range []string{"posted_at", "-posted_at", "ingested_at", "-ingested_at"} {
		for _, limit := range []int{1, 4, 10, 100} {
			ids := a.walk(fmt.Sprintf("/v1/jobs?order=%s&limit=%d", order, limit))
			if len(ids) != n {
				t.Errorf("order=%s limit=%d: walk returned %d rows, want %d", order, limit, len(ids), n)
			}
			seen := map[string]bool{}
			for _, id := range ids {
				if seen[id] {
					t.Errorf("order=%s limit=%d: %s returned twice", order, limit, id)
				}
				seen[id] = true
			}
			if strings.HasSuffix(order, "posted_at") {
				// Rows with no posted_at come last in both directions.
				tail := ids[len(ids)-(n+2)/3:]
				for _, id := range tail {
					var i int
					fmt.Sscanf(id, "boss:%d", &i)
					if i%3 != 0 {
						t.Errorf("order=%s: %s has a posted_at but sorts among the nulls", order, id)
					}
				}
			}
		}
	}
	// A filtered walk returns exactly the matching rows.
	ids := a.walk("/v1/jobs?posted_after=2026-10-04&limit=3")
	want := 0
	for i := range n {
		if i%3 != 0 && 1+i%7 >= 4 {
			want++
		}
	}
	if len(ids) != want {
		t.Errorf("filtered walk: %d rows, want %d", len(ids), want)
	}
}

func TestCursorIsBoundAndSigned(t *testing.T) {
	a := newAPI(t)
	a.load("jobs", nullableJobs(10)...)
	next := a.ok("/v1/jobs?limit=2&order=posted_at").next()
	if next == "" {
		t.Fatal("no meta.next on a first page")
	}
	a.ok("/v1/jobs?limit=5&order=posted_at&cursor=" + next)
	a.bad("/v1/jobs?limit=2&order=-posted_at&cursor="+next, "cursor")
	a.bad("/v1/jobs?limit=2&cursor="+next, "cursor")
	a.bad("/v1/jobs?limit=2&order=posted_at&remote=true&cursor="+next, "cursor")
	a.bad("/v1/events?limit=2&order=starts_at&cursor="+next, "cursor")
	tampered := []byte(next)
	tampered[len(tampered)/2] ^= 1
	a.bad("/v1/jobs?limit=2&order=posted_at&cursor="+url.QueryEscape(string(tampered)), "cursor")
	a.bad("/v1/jobs?cursor=not-a-cursor", "cursor")
	a.bad("/v1/jobs?cursor=", "cursor")
}

func TestCursorAcrossAliasSwap(t *testing.T) {
	a := newAPI(t)
	old := nullableJobs(20)
	a.load("jobs", old...)
	first := a.ok("/v1/jobs?limit=5")
	ids := first.ids(t)

	// A rebuild moves the alias while the walk is under way: the walk
	// finishes on the version it started on, without skips or repeats.
	a.load("jobs", append(nullableJobs(20), job("boss:999", map[string]any{"posted_at": "2030-01-01T00:00:00Z"}))...)
	e := first
	for e.next() != "" {
		e = a.ok("/v1/jobs?limit=5&cursor=" + e.next())
		ids = append(ids, e.ids(t)...)
	}
	if len(ids) != 20 || slices.Contains(ids, "boss:999") {
		t.Errorf("walk across a swap returned %d rows (new row included: %v)", len(ids), slices.Contains(ids, "boss:999"))
	}
	// A fresh walk sees the new version.
	if got := a.ok("/v1/jobs?limit=1").ids(t); !slices.Equal(got, []string{"boss:999"}) {
		t.Errorf("fresh walk starts with %v", got)
	}

	// Once the walked version is deleted, the cursor is refused clearly.
	cursor := a.ok("/v1/jobs?limit=5").next()
	for _, index := range a.aliasTargets(a.prefix + "jobs") {
		a.load("jobs", nullableJobs(3)...)
		a.osDo(http.MethodDelete, "/"+index, nil)
	}
	e = a.bad("/v1/jobs?limit=5&cursor="+cursor, "cursor")
	if !strings.Contains(e.Error.Message, "again") {
		t.Errorf("retired-version message does not say to start again: %s", e.Error.Message)
	}
}
