package handlers_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"readapi"
	"readapi/internal/dupes"
	"readapi/reindex"
)

// collapse=duplicates over a hand-made fixture whose groups the rule
// (internal/dupes) assigns, as the write side stores them; every
// expectation is computed from the fixture.

// collapseBody is a 20-word description (16 shingles).
const collapseBody = "Bakı ofisinə təcrübəli mühasib tələb olunur maaş razılaşma yolu ilə müəyyən edilir iş qrafiki beş gün doqquzdan altıya qədər"

// collapseRow is one fixture posting.
type collapseRow struct {
	id, title, company, description, url, city string
	active                                     bool
	firstSeen                                  string
}

var collapseRows = []collapseRow{
	// a: three copies by description, employer first.
	{"agg:a3", "Baş mühasib", "Kapital", collapseBody, "https://agg.az/a3", "Bakı", true, "2026-09-01T00:00:00Z"},
	{"brd:a2", "Baş Mühasib", "Kapital", collapseBody, "https://brd.az/a2", "Gəncə", true, "2026-09-02T00:00:00Z"},
	{"emp:a1", "baş mühasib", "", collapseBody, "https://emp.az/a1", "Bakı", true, "2026-09-03T00:00:00Z"},
	// b: no descriptions, one url; the employer's copy is retired.
	{"emp:b3", "Satış meneceri", "Azersell", "", "https://www.jobs.az/b?x=1", "Bakı", false, "2026-09-04T00:00:00Z"},
	{"brd:b1", "Satış meneceri", "Azersell", "", "http://jobs.az/b/", "Bakı", true, "2026-09-05T00:00:00Z"},
	{"agg:b2", "satış meneceri", "Azersell", "", "https://jobs.az/b", "Gəncə", true, "2026-09-06T00:00:00Z"},
	// c: two board copies, the earlier first.
	{"brd:c2", "Proqramçı", "Pasha", collapseBody + " Go", "https://brd.az/c2", "Bakı", true, "2026-09-07T00:00:00Z"},
	{"brd:c1", "Proqramçı", "Pasha", collapseBody + " Go", "https://brd.az/c1", "Bakı", true, "2026-09-08T00:00:00Z"},
	// alone.
	{"emp:s1", "Sürücü", "Bolt", "", "https://emp.az/s1", "Gəncə", true, "2026-09-09T00:00:00Z"},
	{"emp:s2", "Aşpaz", "Fed", "", "https://emp.az/s2", "Bakı", true, "2026-09-10T00:00:00Z"},
	{"brd:s3", "Dizayner", "Art", "", "https://brd.az/s3", "Bakı", true, "2026-09-11T00:00:00Z"},
	{"agg:s4", "Müəllim", "Məktəb", "", "https://agg.az/s4", "Bakı", true, "2026-09-12T00:00:00Z"},
}

var collapseSourceTypes = map[string]string{"emp": "employer", "brd": "board", "agg": "aggregator"}

// collapseFixture loads the rows with the groups the rule gives them and
// returns the rule's assignments by id.
func collapseFixture(a *apiEnv) map[string]dupes.Assignment { return collapseLoad(a, collapseRows) }

// collapseLoad loads rows with the groups and flags the writers would
// store (into a new index behind the alias).
func collapseLoad(a *apiEnv, subset []collapseRow) map[string]dupes.Assignment {
	return collapseLoadFlags(a, subset, true)
}

// collapseLoadFlags is collapseLoad, without the flags of groups unless
// flags (an index written before them).
func collapseLoadFlags(a *apiEnv, subset []collapseRow, flags bool) map[string]dupes.Assignment {
	var postings []dupes.Posting
	for _, r := range subset {
		source, _, _ := strings.Cut(r.id, ":")
		first, _ := time.Parse(time.RFC3339, r.firstSeen)
		p := dupes.Posting{ID: r.id, Title: r.title, Active: r.active, SourceType: collapseSourceTypes[source], FirstSeen: first, URL: &r.url}
		if r.company != "" {
			p.Company = &r.company
		}
		if r.description != "" {
			p.Description = &r.description
		}
		postings = append(postings, p)
	}
	assignments := dupes.Group(postings)
	groups := map[string]dupes.Assignment{}
	for _, g := range assignments {
		groups[g.ID] = g
	}
	var rows []map[string]any
	var actives []bool
	var raws []map[string]json.RawMessage
	for _, r := range subset {
		// the orders of the whole fixture, whatever the subset
		i := slices.IndexFunc(collapseRows, func(c collapseRow) bool { return c.id == r.id })
		o := map[string]any{"title": r.title, "url": r.url, "city": r.city, "active": r.active, "first_seen_at": r.firstSeen,
			// two orders that interleave the groups differently
			"ingested_at": fmt.Sprintf("2026-11-%02dT00:00:00Z", 1+(i*5)%len(collapseRows)),
			"posted_at":   fmt.Sprintf("2026-10-%02d", 1+(i*7)%len(collapseRows))}
		if r.company != "" {
			o["company"] = map[string]any{"name": r.company, "slug": nil}
		}
		if r.description != "" {
			o["description"] = r.description
		}
		if g := groups[r.id]; g.Size > 1 {
			o[dupes.GroupField], o[dupes.RankField], o[dupes.SizeField] = g.Group, g.Rank, g.Size
		}
		row := job(r.id, o)
		text, _ := json.Marshal(row)
		var raw map[string]json.RawMessage
		_ = json.Unmarshal(text, &raw)
		rows, actives, raws = append(rows, row), append(actives, r.active), append(raws, raw)
	}
	// the flags the writers store with the groups
	stored := reindex.GroupedFlags(readapi.Jobs, assignments, actives, raws)
	for i, row := range rows {
		if f := stored[i]; flags && assignments[i].Size > 1 {
			row[dupes.VariesField], row[dupes.LeadsField], row[dupes.MembersField], row[dupes.ActivesField] = f.Varies, f.Leads, f.Members, f.Actives
		}
	}
	a.load("jobs", rows...)
	return groups
}

// collapseOracle is what collapse returns of the rows selected: each
// group's best selected copy, and its other selected copies in canonical
// order.
func collapseOracle(groups map[string]dupes.Assignment, selected func(collapseRow) bool) (returned []string, copies map[string][]string) {
	byGroup := map[string][]dupes.Assignment{}
	for _, r := range collapseRows {
		if !selected(r) {
			continue
		}
		g := groups[r.id]
		key := g.Group
		if g.Size <= 1 {
			key = "alone:" + r.id
		}
		byGroup[key] = append(byGroup[key], g)
	}
	copies = map[string][]string{}
	for _, members := range byGroup {
		slices.SortFunc(members, func(x, y dupes.Assignment) int { return x.Rank - y.Rank })
		returned = append(returned, members[0].ID)
		for _, m := range members[1:] {
			copies[members[0].ID] = append(copies[members[0].ID], m.ID)
		}
	}
	slices.Sort(returned)
	return returned, copies
}

func TestCollapseDuplicates(t *testing.T) {
	a := newAPI(t)
	checkCollapseWalks(t, a, collapseFixture(a), []string{"", "order=ingested_at", "order=-ingested_at", "order=posted_at"})
}

// TestCollapseReadsEveryPageOfCopies: when a batch's groups hold more
// copies than one search reads, the copies are read page by page, and
// the walks are the same.
func TestCollapseReadsEveryPageOfCopies(t *testing.T) {
	a := newAPI(t)
	a.engine.CopiesPage = 2
	checkCollapseWalks(t, a, collapseFixture(a), []string{"", "order=-ingested_at"})
}

// checkCollapseWalks walks the collapsed fixture under several filters,
// the given orders and limits 1 to 3, against the oracle.
func checkCollapseWalks(t *testing.T, a *apiEnv, groups map[string]dupes.Assignment, orders []string, removed ...string) {
	t.Helper()
	if groups["emp:a1"].Size != 3 || groups["brd:b1"].Size != 3 || groups["brd:c1"].Size != 2 {
		t.Fatalf("the fixture does not have the groups it is meant to: %v", groups)
	}
	selections := map[string]func(collapseRow) bool{
		"":                           func(collapseRow) bool { return true },
		"city=G%C9%99nc%C9%99":       func(r collapseRow) bool { return r.city == "Gəncə" },
		"active=true":                func(r collapseRow) bool { return r.active },
		"active=false":               func(r collapseRow) bool { return !r.active },
		"company=Kapital":            func(r collapseRow) bool { return r.company == "Kapital" },
		"active=true&city=Bak%C4%B1": func(r collapseRow) bool { return r.active && r.city == "Bakı" },
		"q=m%C3%BChasib": func(r collapseRow) bool {
			return strings.Contains(strings.ToLower(r.title+" "+r.description), "mühasib")
		},
	}
	for filter, selects := range selections {
		selected := func(r collapseRow) bool { return selects(r) && !slices.Contains(removed, r.id) }
		want, wantCopies := collapseOracle(groups, selected)
		for _, order := range orders {
			for limit := 1; limit <= 3; limit++ {
				path := fmt.Sprintf("/v1/jobs?collapse=duplicates&limit=%d", limit)
				for _, p := range []string{filter, order} {
					if p != "" {
						path += "&" + p
					}
				}
				var got []string
				gotCopies := map[string][]string{}
				e := a.ok(path + "&count=true")
				if total, _ := e.Meta["total"].(float64); int(total) != len(want) {
					t.Errorf("%s: meta.total %v, want %d groups", path, e.Meta["total"], len(want))
				}
				for pages := 0; ; pages++ {
					ids := e.ids(t)
					if len(ids) > limit || (len(ids) == 0 && pages > 0) {
						t.Errorf("%s: page %d has %d rows", path, pages, len(ids))
					}
					got = append(got, ids...)
					copies, ok := e.Meta["copies"].(map[string]any)
					if !ok {
						t.Fatalf("%s: meta.copies is not an object: %s", path, e.Raw)
					}
					for id, v := range copies {
						if !slices.Contains(ids, id) {
							t.Errorf("%s: meta.copies names %s, not on the page", path, id)
						}
						for _, c := range v.([]any) {
							gotCopies[id] = append(gotCopies[id], c.(string))
						}
					}
					if e.next() == "" || pages > 50 {
						break
					}
					e = a.ok(path + "&count=true&cursor=" + e.next())
				}
				slices.Sort(got)
				if !slices.Equal(got, want) {
					t.Errorf("%s: walked %v, want each group once at its best selected copy: %v", path, got, want)
				}
				if !maps.EqualFunc(gotCopies, wantCopies, slices.Equal) {
					t.Errorf("%s: meta.copies %v, want %v", path, gotCopies, wantCopies)
				}
			}
		}
	}
}

// TestCollapseOfGroupsWithoutFlags: groups stored without their flags (an
// index loaded before them) are read copy by copy: walks, counts and
// facets stay exact.
func TestCollapseOfGroupsWithoutFlags(t *testing.T) {
	a := newAPI(t)
	groups := collapseLoadFlags(a, collapseRows, false)
	checkCollapseWalks(t, a, groups, []string{"", "order=ingested_at"})
	for _, filter := range []string{"", "&active=true", "&city=G%C9%99nc%C9%99", "&active=false"} {
		query := "collapse=duplicates&facets=city,source,company" + filter
		e := a.ok("/v1/jobs?" + query)
		got := facetsOf(t, e, "city,source,company")
		for f, w := range collapseFacetsOracle(t, groups, query) {
			if !sameEntries(got[f], w) {
				t.Errorf("%s: facet %s\n got %s\nwant %s", query, f, entriesText(got[f]), entriesText(w))
			}
		}
	}
}

// TestCollapseWithRemovalsListed: with ids on the removals list, a page
// checks whether one is still in the index; one that is (a group's first
// copy that came back) is left out and its group is returned at its next
// selected copy; ids no longer there leave the leads to serve the page.
func TestCollapseWithRemovalsListed(t *testing.T) {
	for _, removed := range [][]string{{"emp:a1", "zzz:gone"}, {"zzz:gone"}} {
		a := newAPI(t)
		groups := collapseFixture(a)
		var tombstones []map[string]any
		for _, id := range removed {
			tombstones = append(tombstones, map[string]any{"id": id, "dataset": "jobs", "removed_at": "2026-11-10T00:00:00Z"})
		}
		a.load("tombstones", tombstones...)
		checkCollapseWalks(t, a, groups, []string{"", "order=ingested_at"}, removed...)
	}
}

func TestCollapseOnlyABoardsCopy(t *testing.T) {
	a := newAPI(t)
	collapseFixture(a)
	e := a.ok("/v1/jobs?collapse=duplicates&city=G%C9%99nc%C9%99&order=ingested_at")
	got := e.ids(t)
	slices.Sort(got)
	if want := []string{"agg:b2", "brd:a2", "emp:s1"}; !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if copies := e.Meta["copies"].(map[string]any); len(copies) != 0 {
		t.Fatalf("meta.copies %v, want {}", copies)
	}
	e = a.ok("/v1/jobs?collapse=duplicates&order=ingested_at&limit=100")
	copies := e.Meta["copies"].(map[string]any)
	if fmt.Sprint(copies["emp:a1"]) != "[brd:a2 agg:a3]" || fmt.Sprint(copies["brd:b1"]) != "[agg:b2 emp:b3]" {
		t.Fatalf("meta.copies %v", copies)
	}
	plain := a.ok("/v1/jobs?order=ingested_at&limit=100")
	if plain.Meta["copies"] != nil || len(plain.ids(t)) != len(collapseRows) {
		t.Fatalf("without collapse: %d rows, meta %v", len(plain.ids(t)), plain.Meta)
	}
	if e.Header.Get("ETag") == "" {
		t.Fatal("no ETag")
	}
}

func TestCollapseRefusals(t *testing.T) {
	a := newAPI(t)
	collapseFixture(a)
	a.bad("/v1/jobs?collapse=yes", "collapse")
	a.bad("/v1/jobs?collapse=duplicates&collapse=duplicates", "collapse")
	// a cursor of an uncollapsed walk does not continue a collapsed one
	next := a.ok("/v1/jobs?limit=1").next()
	a.bad("/v1/jobs?limit=1&collapse=duplicates&cursor="+next, "cursor")
}

// TestCollapseETagCoversCopies: when only meta.copies changes (a copy that
// is never returned leaves the index), the page's data is the same bytes
// but its ETag changes, so the old tag no longer answers 304.
func TestCollapseETagCoversCopies(t *testing.T) {
	a := newAPI(t)
	groups := collapseFixture(a)
	if groups["agg:a3"].Rank == 0 || groups["agg:a3"].Size < 3 {
		t.Fatalf("agg:a3 must be a copy that collapse never returns: %+v", groups["agg:a3"])
	}
	const path = "/v1/jobs?collapse=duplicates&limit=100"
	before := a.ok(path)
	tag := before.Header.Get("ETag")
	if a.request(http.MethodGet, path, http.Header{"If-None-Match": {tag}}).Status != http.StatusNotModified {
		t.Fatal("the page's own tag does not answer 304")
	}
	// agg:a3 leaves, its group regrouped as the writers do
	collapseLoad(a, slices.DeleteFunc(slices.Clone(collapseRows), func(r collapseRow) bool { return r.id == "agg:a3" }))
	after := a.ok(path)
	if !bytes.Equal(before.Data, after.Data) {
		t.Fatalf("the data changed, so the test proves nothing:\n%s\n%s", before.Data, after.Data)
	}
	if fmt.Sprint(before.Meta["copies"]) == fmt.Sprint(after.Meta["copies"]) {
		t.Fatalf("meta.copies did not change: %v", after.Meta["copies"])
	}
	if after.Header.Get("ETag") == tag {
		t.Errorf("same ETag %s with meta.copies %v then %v", tag, before.Meta["copies"], after.Meta["copies"])
	}
	if got := a.request(http.MethodGet, path, http.Header{"If-None-Match": {tag}}).Status; got != http.StatusOK {
		t.Errorf("the old tag answers %d, want 200", got)
	}
}

// TestSimilarSkipsARemovedFirstActiveCopy: a similar posting of rank > 0
// is shown as its group's first active copy; when that copy is on the
// removals list (still in the index), the next active copy stands in.
func TestSimilarSkipsARemovedFirstActiveCopy(t *testing.T) {
	for _, removed := range []string{"", "emp:a1"} {
		a := newAPI(t)
		groups := collapseFixture(a)
		if removed != "" {
			a.load("tombstones", map[string]any{"id": removed, "dataset": "jobs", "removed_at": "2026-11-10T00:00:00Z"})
		}
		// group a's copies are the closest to brd:c1 (the same body less a
		// word); the first hit of them, by id, is agg:a3 (rank 2)
		if groups["agg:a3"].Rank == 0 || groups["emp:a1"].Rank != 0 || groups["brd:a2"].Rank != 1 {
			t.Fatalf("the fixture's group a is not what the test needs: %v", groups)
		}
		ids := a.ok("/v1/jobs/brd:c1/similar").ids(t)
		want, never := "emp:a1", []string{"brd:a2", "agg:a3"}
		if removed != "" {
			want, never = "brd:a2", []string{"emp:a1", "agg:a3"}
		}
		if !slices.Contains(ids, want) || slices.ContainsFunc(never, func(id string) bool { return slices.Contains(ids, id) }) {
			t.Errorf("removed %q: similar of brd:c1 %v, want group a as %s and none of %v", removed, ids, want, never)
		}
	}
}
