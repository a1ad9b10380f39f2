package reindex_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"readapi"
	"readapi/internal/dupes"
	"readapi/internal/opensearch"
	"readapi/reindex"
	"readapi/search/sources"
)

// The write side of "Duplicate postings": groups follow loads, ingests
// (a later copy joins, an edit moves a copy away), retirements, removals
// and the journal's replay onto a loading index.

// groupsRegistry types the sources of the fixture.
const groupsRegistry = `{"source":"emp","name":"Emp","url":null,"jobs_url":null,"dataset":"jobs","source_type":"employer","aggregator":false}
{"source":"brd","name":"Brd","url":null,"jobs_url":null,"dataset":"jobs","source_type":"board","aggregator":false}
{"source":"agg","name":"Agg","url":null,"jobs_url":null,"dataset":"jobs","source_type":"aggregator","aggregator":true}
`

// body is a 20-word description (16 shingles).
const body = "Bakı ofisinə təcrübəli mühasib tələb olunur maaş razılaşma yolu ilə müəyyən edilir iş qrafiki beş gün doqquzdan altıya qədər"

// groupJob is a snapshot row of the fixture; company and description may
// be "" for null.
func groupJob(id, title, company, description, url, firstSeen string, active bool) string {
	source, _, _ := strings.Cut(id, ":")
	fields := []string{fmt.Sprintf(`"id":%q`, id), fmt.Sprintf(`"source":%q`, source), fmt.Sprintf(`"title":%q`, title),
		fmt.Sprintf(`"url":%q`, url), fmt.Sprintf(`"ingested_at":%q`, firstSeen), fmt.Sprintf(`"first_seen_at":%q`, firstSeen),
		`"times_seen":1`, fmt.Sprintf(`"active":%v`, active)}
	if company != "" {
		fields = append(fields, fmt.Sprintf(`"company":{"name":%q,"slug":null}`, company))
	}
	if description != "" {
		fields = append(fields, fmt.Sprintf(`"description":%q`, description))
	}
	return "{" + strings.Join(fields, ",") + "}"
}

// scrapedJob is a batch line (no platform-kept fields).
func scrapedJob(id, title, company, description, url string) string {
	var doc map[string]any
	_ = json.Unmarshal([]byte(groupJob(id, title, company, description, url, "2026-01-01T00:00:00Z", true)), &doc)
	for _, k := range []string{"ingested_at", "first_seen_at", "times_seen", "active"} {
		delete(doc, k)
	}
	line, _ := json.Marshal(doc)
	return string(line)
}

// groupOf is what a row stores of its group: "" for a row alone; flags
// are its dup_varies and dup_leads as text.
type groupOf struct {
	Group string
	Rank  int
	Size  int
	flags string
}

// storedGroups reads every row of the jobs alias: its stored group, and
// the group the rule gives over the rows the index holds (the oracle).
func (e *env) storedGroups() (stored, oracle map[string]groupOf) {
	e.t.Helper()
	ctx := context.Background()
	registry, err := sources.Registry(ctx, e.client, e.prefix)
	if err != nil {
		e.t.Fatal(err)
	}
	types := map[string]string{}
	for _, r := range registry {
		types[r.Source] = *r.SourceType
	}
	var postings []dupes.Posting
	var actives []bool
	var raws []map[string]json.RawMessage
	stored = map[string]groupOf{}
	if err := e.client.Refresh(ctx, e.prefix+"jobs"); err != nil {
		e.t.Fatal(err)
	}
	err = e.client.EachHit(ctx, e.prefix+"jobs", map[string]any{"match_all": map[string]any{}}, nil, func(hits []opensearch.Hit) error {
		for _, h := range hits {
			var row struct {
				Title   string `json:"title"`
				Source  string `json:"source"`
				Company *struct {
					Name string `json:"name"`
				} `json:"company"`
				Description *string   `json:"description"`
				URL         *string   `json:"url"`
				Active      bool      `json:"active"`
				FirstSeen   time.Time `json:"first_seen_at"`
				Group       *string   `json:"dup_group"`
				Rank        *int      `json:"dup_rank"`
				Size        *int      `json:"dup_size"`
				Varies      []string  `json:"dup_varies"`
				Leads       []string  `json:"dup_leads"`
				Members     []string  `json:"dup_members"`
				Actives     *int      `json:"dup_actives"`
			}
			var raw map[string]json.RawMessage
			if err := json.Unmarshal(h.Source, &row); err != nil {
				return err
			}
			if err := json.Unmarshal(h.Source, &raw); err != nil {
				return err
			}
			p := dupes.Posting{ID: h.ID, Title: row.Title, Description: row.Description, URL: row.URL, Active: row.Active,
				SourceType: types[row.Source], FirstSeen: row.FirstSeen}
			if row.Company != nil {
				p.Company = &row.Company.Name
			}
			postings, actives, raws = append(postings, p), append(actives, row.Active), append(raws, raw)
			if row.Group != nil {
				stored[h.ID] = groupOf{*row.Group, *row.Rank, *row.Size, fmt.Sprint(row.Varies, row.Leads, row.Members, *row.Actives)}
			} else if row.Varies != nil || row.Leads != nil || row.Members != nil || row.Actives != nil {
				stored[h.ID] = groupOf{flags: fmt.Sprint(row.Varies, row.Leads, row.Members, row.Actives)}
			}
		}
		return nil
	})
	if err != nil {
		e.t.Fatal(err)
	}
	oracle = map[string]groupOf{}
	assignments := dupes.Group(postings)
	flags := reindex.GroupedFlags(readapi.Jobs, assignments, actives, raws)
	for i, a := range assignments {
		if a.Size > 1 {
			f := flags[i]
			oracle[a.ID] = groupOf{a.Group, a.Rank, a.Size, fmt.Sprint(f.Varies, f.Leads, f.Members, f.Actives)}
		}
	}
	return stored, oracle
}

// expectGroups checks the stored groups against the rule over the index's
// rows and against want: each group's ids in canonical order.
func (e *env) expectGroups(when string, want ...[]string) {
	e.t.Helper()
	stored, oracle := e.storedGroups()
	if !maps.Equal(stored, oracle) {
		e.t.Errorf("%s: stored groups differ from the rule over the index's rows\nstored %v\noracle %v", when, stored, oracle)
	}
	expected := map[string]groupOf{}
	for _, ids := range want {
		for rank, id := range ids {
			expected[id] = groupOf{slices.Min(ids), rank, len(ids), oracle[id].flags}
		}
	}
	if !maps.Equal(stored, expected) {
		e.t.Errorf("%s: stored groups\n got %v\nwant %v", when, stored, expected)
	}
}

func TestGroupsFollowLoadsIngestsRetirementsAndRemovals(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	mustLoad(t, l, "sources", groupsRegistry)
	edited := strings.Replace(body, "qədər", "kimi", 1) // the last shingle differs: Jaccard 15/17
	snapshot := strings.Join([]string{
		groupJob("brd:1", "Mühasib", "Acme", body, "https://brd.az/v/1", "2026-11-01T00:00:00Z", true),
		groupJob("agg:1", "MÜHASİB", "ACME", edited, "https://brd.az/v/1?utm_source=agg", "2026-11-01T00:00:00Z", true),
		groupJob("emp:1", "Mühasib", "", body, "https://emp.az/karyera/1", "2026-11-03T00:00:00Z", true),
		groupJob("brd:3", "Mühasib", "Beta", body, "https://brd.az/v/3", "2026-11-01T00:00:00Z", true), // another company: a near miss
		groupJob("brd:4", "Sürücü", "", "", "https://brd.az/v/4", "2026-11-01T00:00:00Z", true),
		groupJob("agg:4", "Sürücü", "", "", "http://www.brd.az/v/4/?rid=9", "2026-11-01T00:00:00Z", true),
		groupJob("agg:5", "Sürücü", "", "", "https://brd.az/v/5", "2026-11-01T00:00:00Z", true), // another url
	}, "\n") + "\n"
	if !dupes.Copies(dupes.Posting{Title: "a", Description: ptr(body)}, dupes.Posting{Title: "a", Description: ptr(edited)}) {
		t.Fatal("the edited body must stay a copy for this test")
	}
	report := mustLoad(t, l, "jobs", snapshot)
	// emp:1 has no company: it joins Acme's copies (and Beta's, whose
	// posting becomes part of the same group through it).
	e.expectGroups("after the load", []string{"emp:1", "brd:1", "brd:3", "agg:1"}, []string{"brd:4", "agg:4"})
	if report.Grouped != 6 {
		t.Errorf("load report: %d rows grouped, want 6", report.Grouped)
	}
	srv := e.api()
	copiesOf := func(id string, wantStatus int, want ...string) {
		t.Helper()
		var rows []map[string]any
		status := call(t, srv, "/v1/jobs/"+id+"/copies", &rows)
		var got []string
		for _, r := range rows {
			got = append(got, r["id"].(string))
			if _, ok := r["description_html"]; ok || r[dupes.GroupField] != nil {
				t.Errorf("%s/copies: a row not in the collection shape: %v", id, r)
			}
		}
		if status != wantStatus || !slices.Equal(got, want) {
			t.Errorf("%s/copies: %d %v, want %d %v", id, status, got, wantStatus, want)
		}
	}
	copiesOf("brd:1", 200, "emp:1", "brd:3", "agg:1")
	copiesOf("agg:4", 200, "brd:4")
	copiesOf("agg:5", 200)
	copiesOf("nope:1", 404)

	in := e.ingester()
	// A later copy from a board joins, after the board's earlier one.
	mustIngest(t, in, "jobs", "brd", "2026-11-20T00:00:00Z", false, scrapedJob("brd:5", "Mühasib", "Acme", body, "https://brd.az/v/5"))
	e.expectGroups("after a copy arrived", []string{"emp:1", "brd:1", "brd:3", "brd:5", "agg:1"}, []string{"brd:4", "agg:4"})

	// The canonical copy edited away hands over; without it Beta's posting
	// is no longer linked to Acme's.
	mustIngest(t, in, "jobs", "emp", "2026-11-20T01:00:00Z", false, scrapedJob("emp:1", "Baş mühasib", "", body, "https://emp.az/karyera/1"))
	e.expectGroups("after the canonical copy was edited away", []string{"brd:1", "brd:5", "agg:1"}, []string{"brd:4", "agg:4"})

	// A complete batch of the board that lacks brd:1 retires it: retired
	// copies rank last.
	mustIngest(t, in, "jobs", "brd", "2026-11-22T00:00:00Z", true,
		scrapedJob("brd:3", "Mühasib", "Beta", body, "https://brd.az/v/3"),
		scrapedJob("brd:4", "Sürücü", "", "", "https://brd.az/v/4"),
		scrapedJob("brd:5", "Mühasib", "Acme", body, "https://brd.az/v/5"))
	if row := e.row("brd:1"); row["active"] != false {
		t.Fatalf("brd:1 was not retired: %v", row)
	}
	e.expectGroups("after the canonical copy was retired", []string{"brd:5", "agg:1", "brd:1"}, []string{"brd:4", "agg:4"})

	// A removal hands over too, and a group of two left with one is none.
	remover := &reindex.Remover{Client: e.client, Prefix: e.prefix, Progress: testWriter{t}}
	for _, id := range []string{"brd:5", "agg:4"} {
		if _, err := remover.Remove(context.Background(), "jobs", id); err != nil {
			t.Fatal(err)
		}
	}
	e.expectGroups("after removals", []string{"agg:1", "brd:1"})
	copiesOf("brd:1", 200, "agg:1")
	copiesOf("brd:4", 200)
	copiesOf("brd:5", 410)
}

// TestGroupsOfIngestsDuringALoad runs an ingest after a load grouped its
// new index: the journal's replay regroups the blocks it touched there.
func TestGroupsOfIngestsDuringALoad(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	mustLoad(t, l, "sources", groupsRegistry)
	snapshot := groupJob("brd:1", "Aşpaz", "Acme", body, "https://brd.az/v/1", "2026-11-01T00:00:00Z", true) + "\n" +
		groupJob("agg:1", "Aşpaz", "Acme", body, "https://agg.az/1", "2026-11-01T00:00:00Z", true) + "\n"
	mustLoad(t, l, "jobs", snapshot)
	in := e.ingester()
	ingested := false
	reindex.BeforeStep(l, func(step string) {
		if step != "ready" || ingested {
			return
		}
		ingested = true
		mustIngest(t, in, "jobs", "emp", "2026-11-20T00:00:00Z", false, scrapedJob("emp:1", "Aşpaz", "Acme", body, "https://emp.az/1"))
	})
	mustLoad(t, l, "jobs", snapshot)
	if !ingested {
		t.Fatal("the ingest did not run")
	}
	e.expectGroups("after the load that replayed the ingest", []string{"emp:1", "brd:1", "agg:1"})

	// The registry reclassifies emp as an aggregator: its copy now ranks
	// after agg's, seen earlier.
	mustLoad(t, l, "sources", strings.Replace(groupsRegistry, `"source_type":"employer"`, `"source_type":"aggregator"`, 1))
	e.expectGroups("after the registry reclassified emp", []string{"brd:1", "agg:1", "emp:1"})
}

func ptr(s string) *string { return &s }

// TestSimilarPostings holds the rules of /v1/jobs/{id}/similar: active
// postings like the id's across languages, never itself nor its copies,
// one per group (its first active copy), limit bounds.
func TestSimilarPostings(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	mustLoad(t, l, "sources", groupsRegistry)
	az := "Şirkətə mühasib tələb olunur. Mühasibat uçotunun aparılması, hesabatların hazırlanması, vergi bəyannamələri."
	ru := "Требуется бухгалтер. Ведение бухгалтерского учёта, подготовка отчётности, налоговые декларации, первичная документация."
	en := "We are hiring an accountant. Bookkeeping, financial reporting, tax returns and payroll for a growing company."
	drive := "Sürücü tələb olunur. Şəhərdaxili daşımalar, avtomobilin texniki baxışı, B kateqoriyalı sürücülük vəsiqəsi."
	snapshot := strings.Join([]string{
		groupJob("emp:1", "Mühasib", "Acme", az, "https://emp.az/1", "2026-11-01T00:00:00Z", true),
		groupJob("brd:1", "Mühasib", "Acme", az, "https://brd.az/1", "2026-11-01T00:00:00Z", true),
		groupJob("agg:2", "Бухгалтер", "Beta", ru, "https://agg.az/2", "2026-11-01T00:00:00Z", true),
		groupJob("brd:2", "Бухгалтер", "Beta", ru, "https://brd.az/2", "2026-11-02T00:00:00Z", true),
		groupJob("brd:3", "Accountant", "Gamma", en, "https://brd.az/3", "2026-11-01T00:00:00Z", true),
		groupJob("brd:4", "Sürücü", "Delta", drive, "https://brd.az/4", "2026-11-01T00:00:00Z", true),
		groupJob("brd:5", "Mühasib", "Omega", az+" Əlavə məlumat.", "https://brd.az/5", "2026-11-01T00:00:00Z", false),
	}, "\n") + "\n"
	mustLoad(t, l, "jobs", snapshot)
	srv := e.api()
	var rows []map[string]any
	if status := call(t, srv, "/v1/jobs/emp:1/similar", &rows); status != 200 {
		t.Fatalf("similar: status %d", status)
	}
	var ids []string
	for _, r := range rows {
		ids = append(ids, r["id"].(string))
	}
	for _, never := range []string{"emp:1", "brd:1", "agg:2", "brd:5"} {
		if slices.Contains(ids, never) {
			t.Errorf("similar of emp:1 %v holds %s (itself, its copy, a second copy of a group or a retired posting)", ids, never)
		}
	}
	for _, want := range []string{"brd:2", "brd:3"} {
		if !slices.Contains(ids, want) {
			t.Errorf("similar of emp:1 %v lacks %s (a synonym across languages; brd:2 is its group's first active copy)", ids, want)
		}
	}
	if i := slices.Index(ids, "brd:4"); i >= 0 && i < slices.Index(ids, "brd:2") {
		t.Errorf("similar of emp:1 %v ranks the driver above the accountants", ids)
	}
	if status := call(t, srv, "/v1/jobs/emp:1/similar?limit=1", &rows); status != 200 || len(rows) != 1 {
		t.Errorf("limit=1: %d, %d rows", status, len(rows))
	}
	for _, bad := range []string{"limit=0", "limit=51", "limit=x", "x=1"} {
		if status := call(t, srv, "/v1/jobs/emp:1/similar?"+bad, nil); status != 400 {
			t.Errorf("%s: status %d, want 400", bad, status)
		}
	}
	if status := call(t, srv, "/v1/jobs/nope:1/similar", nil); status != 404 {
		t.Errorf("an unknown id: status %d, want 404", status)
	}
}

// killed is what the step hook panics with to stop a removal where a kill
// would.
type killed string

// removeKilledAt runs a removal of id that stops (as if killed) before
// step, and checks that it did stop there.
func removeKilledAt(t *testing.T, remover *reindex.Remover, id, step string) {
	t.Helper()
	reindex.BeforeRemoveStep(remover, func(s string) {
		if s == step {
			panic(killed(s))
		}
	})
	defer reindex.BeforeRemoveStep(remover, nil)
	defer func() {
		if got := recover(); got != killed(step) {
			t.Fatalf("the removal of %s was not stopped before %q: %v", id, step, got)
		}
	}()
	_, _ = remover.Remove(context.Background(), "jobs", id)
}

// loadTwoGroups loads the registry and jobs holding two groups of copies:
// emp:1, brd:1 and agg:1 (the same body), brd:4 and agg:4 (the same url).
func loadTwoGroups(t *testing.T, e *env) {
	t.Helper()
	l := e.loader()
	mustLoad(t, l, "sources", groupsRegistry)
	mustLoad(t, l, "jobs", strings.Join([]string{
		groupJob("emp:1", "Mühasib", "Acme", body, "https://emp.az/1", "2026-11-01T00:00:00Z", true),
		groupJob("brd:1", "Mühasib", "Acme", body, "https://brd.az/1", "2026-11-01T00:00:00Z", true),
		groupJob("agg:1", "Mühasib", "Acme", body, "https://agg.az/1", "2026-11-01T00:00:00Z", true),
		groupJob("brd:4", "Sürücü", "", "", "https://brd.az/v/4", "2026-11-01T00:00:00Z", true),
		groupJob("agg:4", "Sürücü", "", "", "http://www.brd.az/v/4/?rid=9", "2026-11-01T00:00:00Z", true),
	}, "\n")+"\n")
	e.expectGroups("after the load", []string{"emp:1", "brd:1", "agg:1"}, []string{"brd:4", "agg:4"})
}

// TestRemovalKilledLeavesNoStaleGroup: a removal stopped after the row is
// deleted leaves its block grouped without it (and its rerun has nothing
// to undo); one stopped before the deletion leaves the row, which its
// rerun deletes and regroups.
func TestRemovalKilledLeavesNoStaleGroup(t *testing.T) {
	e := newEnv(t)
	loadTwoGroups(t, e)
	remover := &reindex.Remover{Client: e.client, Prefix: e.prefix, Progress: testWriter{t}}

	// Killed once the row is deleted: the canonical copy has already
	// handed over, and a group of two left with one is none.
	removeKilledAt(t, remover, "emp:1", "release the groups lock")
	removeKilledAt(t, remover, "agg:4", "release the groups lock")
	if e.row("emp:1") != nil || e.row("agg:4") != nil {
		t.Fatal("the killed removals did not delete their rows")
	}
	e.expectGroups("after removals killed once the rows were deleted", []string{"brd:1", "agg:1"})
	for _, id := range []string{"emp:1", "agg:4"} {
		if report, err := remover.Remove(context.Background(), "jobs", id); err != nil || !report.AlreadyRemoved {
			t.Fatalf("rerun of the removal of %s: %+v, %v", id, report, err)
		}
	}
	e.expectGroups("after their reruns", []string{"brd:1", "agg:1"})

	// Killed before the deletion: the row stays until the rerun.
	removeKilledAt(t, remover, "brd:1", "delete chunk 1")
	if e.row("brd:1") == nil {
		t.Fatal("a removal killed before its deletion deleted the row")
	}
	if _, err := remover.Remove(context.Background(), "jobs", "brd:1"); err != nil {
		t.Fatal(err)
	}
	e.expectGroups("after the rerun of a removal killed before its deletion")
}
