package search

import (
	"fmt"
	"strings"
	"testing"

	"readapi"
)

// TestCollapsedPageReadsLeadsInOneSearch: with no filter but active, a
// collapsed page is one search of the rows outside groups and the leads of
// the filter's mode, each kept with the mode's copies among its group's
// stored ids; no copies are read. A filter on a field that varies in a
// group adds that group's rows, whose copies are read.
func TestCollapsedPageReadsLeadsInOneSearch(t *testing.T) {
	hit := func(id, extra string) string {
		return fmt.Sprintf(`{"_index":"i","_id":%q,"_source":{"id":%q%s},"sort":[%q]}`, id, id, extra, id)
	}
	group := `,"dup_group":"g","dup_size":3,"dup_varies":["city","id"],"dup_members":["m:0","m:1","m:2"],"dup_actives":2`
	answer := `{"hits":{"hits":[` + hit("a:1", "") + `,` + hit("m:1", group+`,"dup_rank":1`) + `]}}`
	for _, c := range []struct {
		query      string
		removed    map[string]struct{}
		has, hasnt string
		groups     []string
		kept       int
		copiesOfM1 string
	}{
		// the row of rank 1 leads the inactive copies; m:2 is the other
		{"collapse=duplicates&active=false", nil, `{"term":{"dup_leads":"inactive"}}`, `{"terms":{"dup_varies"`, nil, 2, "[m:2]"},
		{"collapse=duplicates", nil, `{"term":{"dup_leads":"all"}}`, `{"terms":{"dup_varies"`, nil, 2, "[m:0 m:2]"},
		{"collapse=duplicates&active=true&remote=false", nil, `{"terms":{"dup_varies":["remote"]}}`, "dup_rank", nil, 2, "[m:0]"},
		// city varies in g: its copies are read
		{"collapse=duplicates&city=Baki", nil, `{"terms":{"dup_varies":["city"]}}`, "dup_rank", []string{"g"}, 0, ""},
		{"collapse=duplicates&q=baki", nil, `"query"`, "dup_leads", []string{"g"}, 0, ""},
	} {
		q, err := parse(t, readapi.Jobs, c.query+"&limit=5")
		if err != nil {
			t.Fatal(err)
		}
		coll := Compile(q, nil).Collapser(c.removed, 0)
		body, err := coll.BatchBody()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(body), c.has) || strings.Contains(string(body), c.hasnt) {
			t.Errorf("%s: the batch %s should hold %s and not %s", c.query, body, c.has, c.hasnt)
		}
		if _, needed, _ := coll.RemovedBody(); needed {
			t.Errorf("%s: no removal, yet a check of removed rows", c.query)
		}
		groups, err := coll.Batch([]byte(answer))
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(groups) != fmt.Sprint(c.groups) {
			t.Errorf("%s: copies read for %v, want %v", c.query, groups, c.groups)
		}
		if len(groups) > 0 {
			continue
		}
		if err := coll.Keep(); err != nil {
			t.Fatal(err)
		}
		if len(coll.kept) != c.kept || fmt.Sprint(coll.copies["m:1"]) != c.copiesOfM1 {
			t.Errorf("%s: kept %d rows, copies of m:1 %v; want %d and %s", c.query, len(coll.kept), coll.copies["m:1"], c.kept, c.copiesOfM1)
		}
	}
}

// TestCollapseCountReadsLeads: count=true counts the leads of the mode and
// the rows outside groups, and reads by their ids only the groups where a
// filtered field varies or stored without flags (one per group), or under
// q every grouped row.
func TestCollapseCountReadsLeads(t *testing.T) {
	for _, c := range []struct {
		query, has, groupsHas string
	}{
		{"collapse=duplicates&active=true", `{"term":{"dup_leads":"active"}}`, `"must_not":[{"exists":{"field":"dup_varies"}}]`},
		{"collapse=duplicates&city=Baki", `"must_not":[{"terms":{"dup_varies":["city"]}}]`, `{"terms":{"dup_varies":["city"]}}`},
		{"collapse=duplicates&q=baki", `"track_total_hits":true`, `{"exists":{"field":"dup_group"}}`},
	} {
		q, err := parse(t, readapi.Jobs, c.query)
		if err != nil {
			t.Fatal(err)
		}
		p := Compile(q, nil)
		body, _ := p.CountBody()
		groups, _ := p.GroupsBody(nil)
		if !strings.Contains(string(body), c.has) || !strings.Contains(string(groups), c.groupsHas) {
			t.Errorf("%s: count %s, groups %s; want %s, %s", c.query, body, groups, c.has, c.groupsHas)
		}
		if split, flagless := q.texts == nil, strings.Contains(string(groups), `"exists":{"field":"dup_varies"}`); split != flagless {
			t.Errorf("%s: groups %s read the groups without flags %v, want %v", c.query, groups, flagless, split)
		}
		// two groups in GroupsBody's answer: each counts once under a
		// split; else their rows beyond the first are taken away
		add, _, err := p.Groups([]byte(`{"aggregations":{"groups":{"buckets":[{"doc_count":3},{"doc_count":2}]}}}`))
		if want := map[bool]int64{true: 2, false: -3}[q.texts == nil]; err != nil || add != want {
			t.Errorf("%s: groups add %d (%v), want %d", c.query, add, err, want)
		}
	}
}

// TestCollapsedPageChecksRemovedRows: with removals on the list, the first
// batch is sent with a search for those rows in the index; none there, the
// leads stand; one there (its group's flags may count it), the batch is
// built again over every selected row.
func TestCollapsedPageChecksRemovedRows(t *testing.T) {
	q, err := parse(t, readapi.Jobs, "collapse=duplicates")
	if err != nil {
		t.Fatal(err)
	}
	for _, total := range []int{0, 1} {
		coll := Compile(q, nil).Collapser(map[string]struct{}{"x:2": {}, "x:1": {}}, 0)
		check, needed, err := coll.RemovedBody()
		if err != nil || !needed || !strings.Contains(string(check), `{"ids":{"values":["x:1","x:2"]}}`) {
			t.Fatalf("check %s (%v, %v)", check, needed, err)
		}
		again, err := coll.Removed([]byte(fmt.Sprintf(`{"hits":{"total":{"value":%d,"relation":"eq"},"hits":[]}}`, total)))
		if err != nil || again != (total > 0) {
			t.Fatalf("%d removed rows in the index: again %v (%v)", total, again, err)
		}
		body, _ := coll.BatchBody()
		if strings.Contains(string(body), "dup_leads") == (total > 0) {
			t.Errorf("%d removed rows in the index: batch %s", total, body)
		}
	}
}
