package handlers_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
)

func jobsFixture(a *apiEnv) {
	a.load("sources",
		map[string]any{"source": "boss", "name": "Boss.az", "url": "https://boss.az", "jobs_url": "https://boss.az/vacancies", "dataset": "jobs", "source_type": "board", "aggregator": false},
		map[string]any{"source": "acme", "name": "Acme careers", "url": nil, "jobs_url": nil, "dataset": "jobs", "source_type": "employer", "aggregator": false},
		map[string]any{"source": "agg", "name": "Aggregator", "url": "https://agg.example", "jobs_url": nil, "dataset": "jobs", "source_type": "aggregator", "aggregator": true},
	)
	a.load("jobs",
		job("boss:1", map[string]any{"title": "Baş Mühasib", "company": map[string]any{"name": "Azər Ltd", "slug": "azer-ltd"},
			"location": "Bakı, Nəsimi r.", "city": "Bakı", "district": "Nəsimi", "country": "AZ", "employment_type": "Full-time",
			"job_function": "Maliyyə və mühasibat", "career_level": "Senior mütəxəssis", "salary_from": 1200, "salary_currency": "AZN", "salary_period": "MONTH",
			"posted_at": "2026-10-05T00:00:00Z", "deadline_at": "2026-12-01T00:00:00Z", "ingested_at": "2026-11-02T00:00:00Z",
			"description": "Maliyyə hesabatları", "description_html": "<p>Maliyyə hesabatları</p>", "facts": map[string]any{"view_count": "1.3K"}}),
		job("boss:2", map[string]any{"title": "Ofis meneceri Bakı", "location": "Sumqayıt", "employment_type": "FULL_TIME", "salary_to": 900,
			"posted_at": "2026-10-04T00:00:00Z", "country": "GE", "remote": true, "facts": map[string]any{}}),
		job("acme:1", map[string]any{"title": "Бухгалтер", "employment_type": "CONTRACTOR", "salary_from": 800, "salary_to": 1500,
			"posted_at": "2026-10-06T00:00:00Z", "career_level": "Junior", "location": "Баку", "job_function": "Бухгалтерия"}),
		job("acme:2", map[string]any{"title": "Contract accountant", "employment_type": "Contract", "active": false,
			"deactivated_at": "2026-11-10T00:00:00Z", "ingested_at": "2026-10-20T00:00:00Z"}),
		job("agg:1", map[string]any{"title": "Software engineer", "employment_type": "Part-time", "deadline_at": "2026-10-01T00:00:00Z",
			"posted_at": "2026-10-01T00:00:00Z", "first_seen_at": "2026-11-05T00:00:00Z", "ingested_at": "2026-11-05T00:00:00Z"}),
		job("ghost:1", map[string]any{"title": "Unregistered source", "posted_at": "2026-10-02T00:00:00Z"}),
	)
}

func sorted(ids []string) []string {
	s := slices.Clone(ids)
	slices.Sort(s)
	return s
}

func assertIDs(t *testing.T, a *apiEnv, path string, want ...string) {
	t.Helper()
	got := sorted(a.ok(path).ids(t))
	if want == nil {
		want = []string{}
	}
	if got == nil {
		got = []string{}
	}
	if !slices.Equal(got, sorted(want)) {
		t.Errorf("GET %s: ids %v, want %v", path, got, sorted(want))
	}
}

func TestJobsFilters(t *testing.T) {
	a := newAPI(t)
	jobsFixture(a)
	cases := []struct {
		path string
		want []string
	}{
		// the mühasib / бухгалтер / accountant synonym group (search extensions)
		{"/v1/jobs?q=muhasib", []string{"boss:1", "acme:1", "acme:2"}},
		{"/v1/jobs?q=MÜHASİB", []string{"boss:1", "acme:1", "acme:2"}},
		// a place word also matches location and city (boss:1's city Bakı,
		// acme:1's location Баку through the place synonyms)
		{"/v1/jobs?q=baki", []string{"acme:1", "boss:1", "boss:2"}},
		{"/v1/jobs?q=бухгалтер", []string{"boss:1", "acme:1", "acme:2"}},
		{"/v1/jobs?q=azer", []string{"boss:1"}},
		{"/v1/jobs?q=maliyye", []string{"boss:1"}},
		{"/v1/jobs?remote=true", []string{"boss:2"}},
		{"/v1/jobs?company=AZER-LTD", []string{"boss:1"}},
		{"/v1/jobs?company=azər%20ltd", []string{"boss:1"}},
		{"/v1/jobs?updated_after=2026-11-04T00:00:00Z", []string{"acme:2", "agg:1"}},
		{"/v1/jobs?updated_after=2026-11-04t00:00:00z", []string{"acme:2", "agg:1"}},
		{"/v1/jobs?first_seen_after=2026-11-01T00:00:00Z", []string{"agg:1"}},
		{"/v1/jobs?posted_after=2026-10-05", []string{"boss:1", "acme:1"}},
		{"/v1/jobs?location=nəsimi", []string{"boss:1"}},
		{"/v1/jobs?location=SUMQ", []string{"boss:2"}},
		// case folds beyond ASCII: Cyrillic, İ/i and I/ı (Azerbaijani capitals)
		{"/v1/jobs?location=БАКУ", []string{"acme:1"}},
		{"/v1/jobs?job_function=бухгалТЕРИЯ", []string{"acme:1"}},
		{"/v1/jobs?location=NƏSİMİ", []string{"boss:1"}},
		{"/v1/jobs?location=SUMQAYIT", []string{"boss:2"}},
		{"/v1/jobs?career_level=SENİOR%20MÜTƏXƏSSİS", []string{"boss:1"}},
		{"/v1/jobs?city=BAKI", []string{"boss:1"}},
		{"/v1/jobs?location=*", nil},
		{"/v1/jobs?employment_type=full_time", []string{"boss:1", "boss:2"}},
		{"/v1/jobs?employment_type=FULL-TIME", []string{"boss:1", "boss:2"}},
		{"/v1/jobs?employment_type=contractor", []string{"acme:1"}},
		{"/v1/jobs?employment_type=intern", nil},
		{"/v1/jobs?job_function=MÜHASIB", []string{"boss:1"}},
		{"/v1/jobs?career_level=senior", []string{"boss:1"}},
		{"/v1/jobs?has_salary=true", []string{"boss:1", "boss:2", "acme:1"}},
		{"/v1/jobs?has_salary=false", []string{"acme:2", "agg:1", "ghost:1"}},
		{"/v1/jobs?salary_from_at_least=1000", []string{"boss:1"}},
		{"/v1/jobs?salary_from_at_least=0", []string{"boss:1", "acme:1"}},
		{"/v1/jobs?salary_currency=azn", []string{"boss:1"}},
		{"/v1/jobs?city=bakı", []string{"boss:1"}},
		{"/v1/jobs?district=NƏSIMI", []string{"boss:1"}},
		{"/v1/jobs?country=az", []string{"boss:1"}},
		{"/v1/jobs?country=GE", []string{"boss:2"}},
		{"/v1/jobs?country=", []string{"boss:1", "boss:2", "acme:1", "acme:2", "agg:1", "ghost:1"}},
		{"/v1/jobs?country=FR", nil},
		{"/v1/jobs?deadline_after=2026-11-01", []string{"boss:1"}},
		{"/v1/jobs?active=true", []string{"boss:1", "boss:2", "acme:1", "agg:1", "ghost:1"}},
		{"/v1/jobs?active=false", []string{"acme:2"}},
		{"/v1/jobs?active=any", []string{"boss:1", "boss:2", "acme:1", "acme:2", "agg:1", "ghost:1"}},
		{"/v1/jobs", []string{"boss:1", "boss:2", "acme:1", "acme:2", "agg:1", "ghost:1"}},
		{"/v1/jobs?source_type=employer,aggregator", []string{"acme:1", "acme:2", "agg:1"}},
		{"/v1/jobs?source_type=unknown", []string{"ghost:1"}},
		{"/v1/jobs?source_type=agency", nil},
		{"/v1/jobs?source=boss", []string{"boss:1", "boss:2"}},
		{"/v1/jobs?source=boss&source=acme", nil},
		{"/v1/jobs?source=ghost", []string{"ghost:1"}},
	}
	for _, c := range cases {
		assertIDs(t, a, c.path, c.want...)
	}
}

func TestJobsBadParameters(t *testing.T) {
	a := newAPI(t)
	jobsFixture(a)
	for _, v := range []string{"0", "101", "abc", "", "-1", "2.5"} {
		a.bad("/v1/jobs?limit="+v, "limit")
	}
	e := a.bad("/v1/jobs?colour=red", "colour")
	for _, p := range []string{"employment_type", "limit", "cursor", "source_type", "q"} {
		if !strings.Contains(e.Error.Message, p) {
			t.Errorf("unknown-parameter message does not list %q: %s", p, e.Error.Message)
		}
	}
	e = a.bad("/v1/jobs?country=UK", "country")
	if !strings.Contains(e.Error.Message, "GB") {
		t.Errorf("UK message does not say GB: %s", e.Error.Message)
	}
	for _, v := range []string{"AZE", "A", "1Z", "az,ge"} {
		e = a.bad("/v1/jobs?country="+v, "country")
		if !strings.Contains(e.Error.Message, v) {
			t.Errorf("country message does not name the value %q: %s", v, e.Error.Message)
		}
	}
	a.bad("/v1/jobs?source=nosuch", "nosuch")
	a.bad("/v1/jobs?source=boss,acme", "boss,acme")
	// A query string that does not parse is refused, naming the parameter,
	// rather than served with the broken parameter dropped.
	a.bad("/v1/jobs?limit=%zz", "limit")
	a.bad("/v1/jobs?limit=500;x", "limit")
	a.bad("/v1/jobs?limit=1&active=%zz", "active")
	a.bad("/v1/jobs?cursor=%zz", "cursor")
	a.bad("/v1/jobs?bogus%zz=1", "bogus%zz")
	a.bad("/v1/jobs/boss:1?foo=%zz", "foo")
	a.bad("/v1/jobs?active=maybe", "active")
	a.bad("/v1/jobs?source_type=employer,charity", "source_type")
	a.bad("/v1/jobs?source_type=", "source_type")
	a.bad("/v1/jobs?source_type=,", "source_type")
	a.bad("/v1/jobs?include=bodies,photos", "include")
	a.bad("/v1/jobs?order=title", "order")
	a.bad("/v1/jobs?remote=yes", "remote")
	a.bad("/v1/jobs?has_salary=1", "has_salary")
	a.bad("/v1/jobs?salary_from_at_least=lots", "salary_from_at_least")
	for _, v := range []string{"inf", "nan", "1_000", "0x1p10", "1e", "."} {
		a.bad("/v1/jobs?salary_from_at_least="+v, "salary_from_at_least")
	}
	for _, p := range []string{"remote", "has_salary", "active", "updated_after", "deadline_after", "salary_from_at_least"} {
		a.bad("/v1/jobs?"+p+"=", p)
	}
	a.bad("/v1/jobs?updated_after=yesterday", "updated_after")
	a.bad("/v1/jobs?deadline_after=2026-13-01", "deadline_after")
	a.bad("/v1/jobs?count=maybe", "count")
	a.bad("/v1/jobs/boss:1?include=bodies", "include")
}

func TestJobsShape(t *testing.T) {
	a := newAPI(t)
	jobsFixture(a)
	rows := a.ok("/v1/jobs?source=boss").rows(t)
	for _, r := range rows {
		for _, k := range []string{"description_html", "requirements_html"} {
			if _, ok := r[k]; ok {
				t.Errorf("collection row %v carries %s", r["id"], k)
			}
		}
		if _, ok := r["url_base"]; ok {
			t.Errorf("helper field url_base leaked into %v", r["id"])
		}
		if _, ok := r["company"]; !ok {
			t.Errorf("nullable key company missing from %v", r["id"])
		}
		_, hasFacts := r["facts"]
		if want := r["id"] == "boss:1"; hasFacts != want {
			t.Errorf("row %v: facts present %v, want %v", r["id"], hasFacts, want)
		}
	}
	for _, r := range a.ok("/v1/jobs?source=boss&include=bodies").rows(t) {
		if _, ok := r["description_html"]; !ok {
			t.Errorf("include=bodies row %v lacks description_html", r["id"])
		}
	}
	item := a.ok("/v1/jobs/boss:2").object(t)
	if _, ok := item["description_html"]; !ok {
		t.Error("single job lacks description_html")
	}
	if _, ok := item["facts"]; ok {
		t.Error("single job without facts carries the facts key")
	}
	if got := a.ok("/v1/jobs/acme:2").object(t)["active"]; got != false {
		t.Errorf("a retired posting resolves by id with active=%v", got)
	}
	// Default order is -posted_at, rows without posted_at last.
	ids := a.ok("/v1/jobs").ids(t)
	want := []string{"acme:1", "boss:1", "boss:2", "ghost:1", "agg:1", "acme:2"}
	if !slices.Equal(ids, want) {
		t.Errorf("default order %v, want %v", ids, want)
	}
	ids = a.ok("/v1/jobs?order=posted_at").ids(t)
	want = []string{"agg:1", "ghost:1", "boss:2", "boss:1", "acme:1", "acme:2"}
	if !slices.Equal(ids, want) {
		t.Errorf("order=posted_at %v, want %v", ids, want)
	}
}

func TestJobsIDsRoutedWhole(t *testing.T) {
	a := newAPI(t)
	a.load("jobs", job("odd:a/b:c d?", map[string]any{}))
	e := a.ok("/v1/jobs/odd:a%2Fb:c%20d%3F")
	if got := e.object(t)["id"]; got != "odd:a/b:c d?" {
		t.Errorf("id routed as %v", got)
	}
	if e := a.get("/v1/jobs/odd:nothing"); e.Status != http.StatusNotFound || e.Error.Code != "not_found" {
		t.Errorf("unknown id: %d %s", e.Status, e.Raw)
	}
}

func TestCountTotal(t *testing.T) {
	a := newAPI(t)
	var rows []map[string]any
	for i := range 30 {
		rows = append(rows, job(fmt.Sprintf("boss:%02d", i), map[string]any{}))
	}
	a.load("jobs", rows...)
	e := a.ok("/v1/jobs?count=true&limit=7")
	if e.Meta["total"] != float64(30) || e.Meta["count"] != float64(7) {
		t.Errorf("meta %v, want total 30 and count 7", e.Meta)
	}
	if _, ok := a.ok("/v1/jobs").Meta["total"]; ok {
		t.Error("meta.total present without count=true")
	}
	if n := len(a.ok("/v1/jobs").ids(t)); n != 25 {
		t.Errorf("default page size %d, want 25", n)
	}
	if n := len(a.ok("/v1/jobs?limit=100").ids(t)); n != 30 {
		t.Errorf("limit=100 gave %d rows", n)
	}

	// When counting fails the page still answers, without total.
	a.engine.CountTimeout = 1
	e = a.ok("/v1/jobs?count=true&limit=5")
	if _, ok := e.Meta["total"]; ok || len(e.ids(t)) != 5 {
		t.Errorf("failed count: meta %v with %d rows", e.Meta, len(e.ids(t)))
	}
}
