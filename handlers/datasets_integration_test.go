package handlers_test

import (
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"

	"readapi"
)

func TestEvents(t *testing.T) {
	a := newAPI(t)
	venue := map[string]any{"id": "heydar-aliyev-sarayi", "name": "Heydər Əliyev Sarayı", "address": "Bülbül prospekti 35", "lat": 40.38, "lng": 49.85}
	session := []map[string]any{{"id": "s1", "starts_at": "2026-12-01T16:00:00Z", "ends_at": nil, "sell_ends_at": nil,
		"price": map[string]any{"min": 10, "max": 20, "currency": "AZN"}, "tickets_available": 5, "language": "az", "observed_at": "2026-11-20T00:00:00Z"}}
	a.load("events",
		row(readapi.Events.Fields, map[string]any{"id": "cinema:1", "source": "cinema", "name": "Film gecəsi", "category": "cinema",
			"venue": venue, "starts_at": "2026-12-01T16:00:00Z", "ingested_at": "2026-11-20T00:00:00Z", "sessions": session}),
		row(readapi.Events.Fields, map[string]any{"id": "tix:1", "source": "tix", "name": "Jazz concert", "category": "concert",
			"venue": venue, "starts_at": "2026-11-25T16:00:00Z", "ingested_at": "2026-11-21T00:00:00Z", "description": "Caz axşamı"}),
		row(readapi.Events.Fields, map[string]any{"id": "tix:2", "source": "tix", "name": "Teatr", "category": "theatre",
			"starts_at": nil, "ingested_at": "2026-11-19T00:00:00Z"}),
	)
	ids := a.ok("/v1/events").ids(t)
	if !slices.Equal(ids, []string{"tix:1", "cinema:1", "tix:2"}) {
		t.Errorf("default order starts_at: %v", ids)
	}
	for _, r := range a.ok("/v1/events").rows(t) {
		if _, ok := r["sessions"]; ok {
			t.Errorf("collection event %v carries sessions", r["id"])
		}
	}
	if _, ok := a.ok("/v1/events/cinema:1").object(t)["sessions"]; !ok {
		t.Error("single event of a session-publishing source lacks sessions")
	}
	if _, ok := a.ok("/v1/events/tix:1").object(t)["sessions"]; ok {
		t.Error("single event of a source without sessions carries the key")
	}
	assertIDs(t, a, "/v1/events?category=concert", "tix:1")
	assertIDs(t, a, "/v1/events?q=sarayi", "cinema:1", "tix:1")
	assertIDs(t, a, "/v1/events?q=gecesi", "cinema:1")
	assertIDs(t, a, "/v1/events?starts_after=2026-11-26T00:00:00Z", "cinema:1")
	assertIDs(t, a, "/v1/events?starts_before=2026-11-25T16:00:00Z", "tix:1")
	assertIDs(t, a, "/v1/events?updated_after=2026-11-20T00:00:00Z", "tix:1")
	assertIDs(t, a, "/v1/events?source=nosuch")
	a.bad("/v1/events?starts_after=soon", "starts_after")
	a.bad("/v1/events?active=true", "active")

	v := a.ok("/v1/venues/heydar-aliyev-sarayi").object(t)
	if v["name"] != "Heydər Əliyev Sarayı" || v["lat"] != 40.38 || len(v) != 5 {
		t.Errorf("venue %v", v)
	}
	if e := a.get("/v1/venues/nowhere"); e.Status != http.StatusNotFound {
		t.Errorf("unknown venue: %d", e.Status)
	}
}

func quote(id string, active bool, category any, extra map[string]any) map[string]any {
	base := map[string]any{"id": id, "source": "quotes", "text": "Text of " + id, "author": "Nizami Gəncəvi",
		"category": category, "active": active, "ingested_at": "2026-11-01T00:00:00Z"}
	for k, v := range extra {
		base[k] = v
	}
	return row(readapi.Quotes.Fields, base)
}

func TestQuotes(t *testing.T) {
	a := newAPI(t)
	var rows []map[string]any
	for i := range 40 {
		rows = append(rows, quote(fmt.Sprintf("corpus:%02d", i), i%2 == 0, []string{"love", "life"}[i%4/2], nil))
	}
	rows = append(rows, quote("corpus:x", true, "wisdom", map[string]any{"author": nil, "text": "Bilik gücdür"}))
	a.load("quotes", rows...)

	all := a.walk("/v1/quotes?limit=100")
	if len(all) != 21 {
		t.Errorf("default (curated) pool has %d quotes, want 21", len(all))
	}
	if n := len(a.walk("/v1/quotes?active=false&limit=100")); n != 20 {
		t.Errorf("archive has %d", n)
	}
	if n := len(a.walk("/v1/quotes?active=any&limit=100")); n != 41 {
		t.Errorf("active=any has %d", n)
	}
	assertIDs(t, a, "/v1/quotes?q=bilik", "corpus:x")
	if n := len(a.ok("/v1/quotes?author=nizami%20gencevi&limit=100").ids(t)); n != 20 {
		t.Errorf("author filter gave %d", n)
	}
	assertIDs(t, a, "/v1/quotes?category=wisdom", "corpus:x")
	a.bad("/v1/quotes?active=maybe", "active")
	a.bad("/v1/quotes?order=text", "order")
	for _, r := range a.ok("/v1/quotes").rows(t) {
		if _, ok := r["active"]; ok {
			t.Fatal("quotes rows carry the loading key active")
		}
	}

	// The quote of the day is stable per date and filters, curated only,
	// and category restricts the pool.
	byDate := map[string]bool{}
	drawn := map[string]any{}
	for _, day := range []string{"2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05", "2026-01-06"} {
		first := a.ok("/v1/quotes/random?date=" + day).object(t)
		again := a.ok("/v1/quotes/random?date=" + day).object(t)
		if first["id"] != again["id"] {
			t.Errorf("date %s gave %v then %v", day, first["id"], again["id"])
		}
		var i int
		if _, err := fmt.Sscanf(first["id"].(string), "corpus:%d", &i); err == nil && i%2 != 0 {
			t.Errorf("quote of the day %v is from the archive", first["id"])
		}
		byDate[first["id"].(string)] = true
		drawn[day] = first["id"]
		if got := a.ok("/v1/quotes/random?category=wisdom&date=" + day).object(t)["id"]; got != "corpus:x" {
			t.Errorf("category restricted pool gave %v", got)
		}
	}
	if len(byDate) < 2 {
		t.Errorf("six dates gave the same quotation: %v", byDate)
	}
	// Without a date the engine's clock says the day, in UTC: 23:30 on the
	// 6th is already the 7th in Baku.
	a.engine.Now = func() time.Time { return time.Date(2026, 1, 6, 23, 30, 0, 0, time.UTC) }
	today := a.ok("/v1/quotes/random").object(t)["id"]
	if got := a.ok("/v1/quotes/random?date=2026-01-06").object(t)["id"]; got != today {
		t.Errorf("date=today gave %v, no date gave %v", got, today)
	}
	// A reload of the same rows into a new versioned index draws the same
	// quotations.
	a.load("quotes", rows...)
	for day, before := range drawn {
		if got := a.ok("/v1/quotes/random?date=" + day).object(t)["id"]; got != before {
			t.Errorf("after a reload date %s gave %v, before %v", day, got, before)
		}
	}
	a.bad("/v1/quotes/random?date=tomorrow", "date")
	a.bad("/v1/quotes/random?date=", "date")
	a.bad("/v1/quotes/random?limit=3", "limit")
	if e := a.get("/v1/quotes/random?category=nothing"); e.Status != http.StatusNotFound {
		t.Errorf("empty pool: %d", e.Status)
	}
	if got := a.ok("/v1/quotes/corpus:x").object(t)["author"]; got != nil {
		t.Errorf("null author came back as %v", got)
	}
}

func rate(date, effective, code string) map[string]any {
	kind, unit := "currency", "unit"
	if code[0] == 'X' {
		kind, unit = "metal", "troy_ounce"
	}
	return map[string]any{"id": "cbar:" + date + ":" + code, "source": "cbar", "date": date, "effective_date": effective,
		"carried_forward": date != effective, "kind": kind, "base": "AZN", "code": code, "name": code, "unit": unit,
		"nominal": 1, "value": 1.7, "rate_per_unit": 1.7, "source_url": "u/" + date, "bulletin_url": "u/" + effective,
		"ingested_at": "2026-11-01T00:00:00Z"}
}

func TestRates(t *testing.T) {
	a := newAPI(t)
	var rows []map[string]any
	// Thu 5, Fri 6 business days; Sat 7, Sun 8 carried forward from Fri 6.
	for _, d := range [][2]string{{"2026-11-05", "2026-11-05"}, {"2026-11-06", "2026-11-06"}, {"2026-11-07", "2026-11-06"}, {"2026-11-08", "2026-11-06"}} {
		for _, c := range []string{"USD", "EUR", "XAU"} {
			rows = append(rows, rate(d[0], d[1], c))
		}
	}
	a.load("rates", rows...)
	if n := len(a.walk("/v1/rates?limit=5")); n != 12 {
		t.Errorf("full walk %d", n)
	}
	assertIDs(t, a, "/v1/rates?from=2026-11-07&codes=usd", "cbar:2026-11-07:USD", "cbar:2026-11-08:USD")
	assertIDs(t, a, "/v1/rates?to=2026-11-05&codes=usd,Eur", "cbar:2026-11-05:USD", "cbar:2026-11-05:EUR")
	assertIDs(t, a, "/v1/rates?to=2026-11-05&codes=usd&codes=xau", "cbar:2026-11-05:USD", "cbar:2026-11-05:XAU")
	assertIDs(t, a, "/v1/rates?kind=metal&carried_forward=false", "cbar:2026-11-05:XAU", "cbar:2026-11-06:XAU")
	assertIDs(t, a, "/v1/rates?kind=metal&carried_forward=true", "cbar:2026-11-07:XAU", "cbar:2026-11-08:XAU")
	a.bad("/v1/rates?kind=crypto", "kind")
	a.bad("/v1/rates?from=07.11.2026", "from")
	a.bad("/v1/rates?carried_forward=maybe", "carried_forward")

	// Without to, latest is as of the engine's day in Baku.
	a.engine.Now = func() time.Time { return time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC) }
	latest := func(q string) []string { return a.ok("/v1/rates/latest" + q).ids(t) }
	if got := latest(""); len(got) != 3 || got[0] != "cbar:2026-11-08:EUR" {
		t.Errorf("latest: %v", got)
	}
	if got := latest("?carried_forward=false&codes=usd"); !slices.Equal(got, []string{"cbar:2026-11-06:USD"}) {
		t.Errorf("latest published: %v", got)
	}
	if got := latest("?to=2026-11-05&kind=currency"); !slices.Equal(got, []string{"cbar:2026-11-05:EUR", "cbar:2026-11-05:USD"}) {
		t.Errorf("latest as of to: %v", got)
	}
	if got := latest("?to=2026-11-04"); len(got) != 0 {
		t.Errorf("latest before any bulletin: %v", got)
	}
	if got := latest("?from=2026-11-09"); len(got) != 0 {
		t.Errorf("latest after from: %v", got)
	}
	a.bad("/v1/rates/latest?limit=2", "limit")
	if e := a.ok("/v1/rates/cbar:2026-11-07:USD").object(t); e["carried_forward"] != true || e["bulletin_url"] != "u/2026-11-06" {
		t.Errorf("single rate %v", e)
	}
}

func TestGenomeAndReachability(t *testing.T) {
	a := newAPI(t)
	var genome []map[string]any
	for i := 1; i <= 3; i++ {
		genome = append(genome, row(readapi.Genome.Fields, map[string]any{"id": fmt.Sprintf("src%d", i), "source": "registry",
			"source_id": fmt.Sprintf("src%d", i), "source_name": "S", "authority": "A", "category": []string{"variation", "reference_sequence", "variation"}[i-1],
			"update_frequency": "continuous", "release_version": []any{113, "GRCh38.p14", nil}[i-1], "status": "ok",
			"sort_order": i, "ingested_at": "2026-11-01T00:00:00Z"}))
	}
	a.load("genome", genome...)
	for _, path := range []string{"/v1/genome", "/v1/genome/releases"} {
		if n := len(a.ok(path).ids(t)); n != 3 {
			t.Errorf("%s: %d rows", path, n)
		}
	}
	assertIDs(t, a, "/v1/genome?category=variation", "src1", "src3")
	assertIDs(t, a, "/v1/genome/releases?category=no_such_label")
	if v := a.ok("/v1/genome/releases/src1").object(t)["release_version"]; v != "113" {
		t.Errorf("release_version %#v is not the string \"113\"", v)
	}
	if v := a.ok("/v1/genome/releases/src3").object(t)["release_version"]; v != nil {
		t.Errorf("release_version %#v, want null", v)
	}
	if ids := a.ok("/v1/genome?order=sort_order").ids(t); !slices.Equal(ids, []string{"src1", "src2", "src3"}) {
		t.Errorf("order=sort_order: %v", ids)
	}

	probe := func(id, watchlist string, reachable bool, class any) map[string]any {
		return row(readapi.Reachability.Fields, map[string]any{"id": id, "source": "prober", "target_id": id[7:], "url": "https://x/" + id,
			"watchlist": watchlist, "vantage": "baku", "reachable": reachable, "redirected": false, "failure_class": class,
			"robots_allowed": true, "checked_at": "2026-11-01T00:00:00Z", "consecutive_failures": 0, "ingested_at": "2026-11-01T00:00:00Z"})
	}
	a.load("reachability", probe("prober:a", "gov", true, nil), probe("prober:b", "gov", false, "timeout"), probe("prober:c", "banks", false, "dns_error"))
	assertIDs(t, a, "/v1/reachability?watchlist=gov", "prober:a", "prober:b")
	assertIDs(t, a, "/v1/reachability?watchlist=unknown-list")
	assertIDs(t, a, "/v1/reachability?reachable=false", "prober:b", "prober:c")
	assertIDs(t, a, "/v1/reachability?failure_class=dns_error", "prober:c")
	assertIDs(t, a, "/v1/reachability?vantage=baku&failure_class=timeout", "prober:b")
	a.bad("/v1/reachability?failure_class=gremlins", "failure_class")
	a.ok("/v1/reachability/prober:a")
}

func TestSourcesListing(t *testing.T) {
	a := newAPI(t)
	jobsFixture(a)
	a.load("jobs",
		job("boss:1", map[string]any{"description": "d", "location": "Bakı", "url": "https://boss.az/1?utm=a", "url_base": "https://boss.az/1", "ingested_at": "2026-11-02T10:00:00Z"}),
		job("boss:2", map[string]any{"url": "https://boss.az/1?utm=b", "url_base": "https://boss.az/1"}),
		job("boss:3", map[string]any{"description": "d", "url": "https://boss.az/3", "url_base": "https://boss.az/3"}),
		job("boss:4", map[string]any{"active": false, "deactivated_at": "2026-11-03T00:00:00Z"}),
		job("ghost:1", map[string]any{}),
	)
	e := a.ok("/v1/sources")
	bySource := map[string]map[string]any{}
	for _, r := range e.rows(t) {
		bySource[r["dataset"].(string)+"/"+r["source"].(string)] = r
	}
	boss := bySource["jobs/boss"]
	if boss == nil || boss["records"] != float64(4) || boss["live_records"] != float64(3) || boss["name"] != "Boss.az" ||
		boss["source_type"] != "board" || boss["last_ingested_at"] != "2026-11-02T10:00:00Z" {
		t.Errorf("boss row %v", boss)
	}
	if q, _ := boss["quality"].(map[string]any); q["description_pct"] != float64(67) || q["location_pct"] != float64(33) || q["duplicate_url_pct"] != float64(67) {
		t.Errorf("boss quality %v", boss["quality"])
	}
	ghost := bySource["jobs/ghost"]
	if ghost == nil || ghost["name"] != nil || ghost["source_type"] != "unknown" {
		t.Errorf("unregistered source row %v", ghost)
	}
	if acme := bySource["jobs/acme"]; acme == nil || acme["records"] != float64(0) || acme["quality"] != nil || acme["last_ingested_at"] != nil {
		t.Errorf("registered source without rows %v", acme)
	}
}
