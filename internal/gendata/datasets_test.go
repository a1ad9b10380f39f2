package gendata

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// decodeAll generates rows with write and decodes them as T.
func decodeAll[T any](t testing.TB, write func(io.Writer) error) []T {
	t.Helper()
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		t.Fatal(err)
	}
	var out []T
	dec := json.NewDecoder(&buf)
	for {
		var row T
		if err := dec.Decode(&row); err == io.EOF {
			return out
		} else if err != nil {
			t.Fatal(err)
		}
		out = append(out, row)
	}
}

func share[T any](rows []T, has func(T) bool) float64 {
	n := 0
	for _, r := range rows {
		if has(r) {
			n++
		}
	}
	return float64(n) / float64(len(rows))
}

func near(t *testing.T, what string, got, want, tolerance float64) {
	t.Helper()
	if math.Abs(got-want) > tolerance {
		t.Errorf("%s: %.3f, want %.2f ± %.2f", what, got, want, tolerance)
	} else {
		t.Logf("%s: %.3f", what, got)
	}
}

func parseInstant(t *testing.T, field string, s string) time.Time {
	t.Helper()
	at, err := time.Parse(time.RFC3339, s)
	if err != nil || !strings.HasSuffix(s, "Z") {
		t.Fatalf("%s %q is not an RFC 3339 UTC instant", field, s)
	}
	return at
}

var (
	cyrillic    = regexp.MustCompile(`[А-Яа-яЁё]`)
	azerbaijani = regexp.MustCompile(`[əƏıİöÖüÜğĞşŞçÇ]`)
)

func TestJobsFollowTheSpec(t *testing.T) {
	g := New(1)
	jobs := decodeAll[Job](t, func(w io.Writer) error { return g.WriteJobs(w, 20000) })
	var live, retired []Job
	for _, j := range jobs {
		if j.Active {
			live = append(live, j)
		} else {
			retired = append(retired, j)
		}
	}

	near(t, "retired share", float64(len(retired))/float64(len(jobs)), 0.10, 0.03)
	near(t, "description on live postings", share(live, func(j Job) bool { return j.Description != nil }), 0.92, 0.03)
	near(t, "requirements on live postings", share(live, func(j Job) bool { return j.Requirements != nil }), 0.11, 0.03)
	near(t, "city on live postings", share(live, func(j Job) bool { return j.City != nil }), 0.25, 0.03)
	if got := share(retired, func(j Job) bool { return j.Description != nil }); got >= 0.9 {
		t.Errorf("description on %.2f of retired postings; the spec says worse than live", got)
	}
	withCompany := slices.DeleteFunc(slices.Clone(jobs), func(j Job) bool { return j.Company == nil })
	if got := share(withCompany, func(j Job) bool { return j.Company.Slug != nil }); got == 0 || got >= 0.5 {
		t.Errorf("company slug on %.2f of companies; want null on most rows, set on some", got)
	}

	sources := map[string]*jobSource{}
	for _, s := range g.jobSources {
		sources[s.seed.stem] = s
	}
	ids := map[string]bool{}
	cityNames := map[string]bool{}
	for _, c := range cities {
		cityNames[c.name] = true
	}
	seen := struct {
		sources                               map[string]bool
		schemaOrg, labels, factsAbsent        bool
		fromOnly, toOnly, archiveFacts        bool
		cyrillic, azerbaijani, english        bool
		sourceHTML, generatedHTML, accountant bool
	}{sources: map[string]bool{}}
	for _, j := range jobs {
		src := sources[j.Source]
		if src == nil {
			t.Fatalf("%s: unknown source %q", j.ID, j.Source)
		}
		seen.sources[j.Source] = true
		if ids[j.ID] {
			t.Fatalf("duplicate id %s", j.ID)
		}
		ids[j.ID] = true
		if !strings.HasPrefix(j.ID, j.Source+":") || len(j.ID) == len(j.Source)+1 {
			t.Fatalf("id %q is not <source>:<source_job_id>", j.ID)
		}
		if (j.SourceName == nil) != !src.registered() {
			t.Fatalf("%s: source_name %v for a source registered=%v", j.ID, j.SourceName, src.registered())
		}

		// Lifecycle.
		first := parseInstant(t, "first_seen_at", j.FirstSeenAt)
		ingested := parseInstant(t, "ingested_at", j.IngestedAt)
		if first.After(ingested) || j.TimesSeen < 1 || ingested.After(Reference) {
			t.Fatalf("%s: first_seen_at %s, ingested_at %s, times_seen %d", j.ID, j.FirstSeenAt, j.IngestedAt, j.TimesSeen)
		}
		if j.Active != (j.DeactivatedAt == nil) {
			t.Fatalf("%s: active %v with deactivated_at %v", j.ID, j.Active, j.DeactivatedAt)
		}
		if j.DeactivatedAt != nil {
			gone := parseInstant(t, "deactivated_at", *j.DeactivatedAt)
			if gone.Sub(ingested) < 24*time.Hour || gone.After(Reference) {
				t.Fatalf("%s: retired at %s, last seen %s; the pass retires after 24 hours unseen", j.ID, *j.DeactivatedAt, j.IngestedAt)
			}
		}
		if j.PostedAt != nil && parseInstant(t, "posted_at", *j.PostedAt).After(first) {
			t.Fatalf("%s: posted_at %s after first_seen_at %s", j.ID, *j.PostedAt, j.FirstSeenAt)
		}

		// Company, place and pay.
		if src.seed.kind == kindClassifieds && j.Company != nil {
			t.Fatalf("%s: classifieds postings have no company", j.ID)
		}
		if j.City != nil && (!cityNames[*j.City] || j.Location == nil) {
			t.Fatalf("%s: city %q (location %v)", j.ID, *j.City, j.Location)
		}
		if j.District != nil && (j.City == nil || *j.City != "Bakı") {
			t.Fatalf("%s: district %s without city Bakı", j.ID, *j.District)
		}
		if j.Country != nil && !regexp.MustCompile(`^[A-Z]{2}$`).MatchString(*j.Country) {
			t.Fatalf("%s: country %q is not an ISO alpha-2 code", j.ID, *j.Country)
		}
		for _, v := range []*float64{j.SalaryFrom, j.SalaryTo} {
			if v != nil && *v <= 0 {
				t.Fatalf("%s: salary %v; null, never 0, when not published", j.ID, *v)
			}
		}
		hasPay := j.SalaryFrom != nil || j.SalaryTo != nil
		seen.fromOnly = seen.fromOnly || j.SalaryFrom != nil && j.SalaryTo == nil
		seen.toOnly = seen.toOnly || j.SalaryFrom == nil && j.SalaryTo != nil
		if j.SalaryPeriod != nil && (*j.SalaryPeriod != "MONTH" || !hasPay) {
			t.Fatalf("%s: salary_period %q", j.ID, *j.SalaryPeriod)
		}
		if hasPay != (j.SalaryCurrency != nil) {
			t.Fatalf("%s: salary_currency %v with pay %v", j.ID, j.SalaryCurrency, hasPay)
		}

		// Vocabularies, languages and bodies.
		if j.EmploymentType != nil {
			seen.schemaOrg = seen.schemaOrg || slices.Contains(employmentSchemaOrg, *j.EmploymentType)
			seen.labels = seen.labels || slices.Contains(employmentLabels, *j.EmploymentType)
		}
		seen.factsAbsent = seen.factsAbsent || j.Facts == nil
		seen.archiveFacts = seen.archiveFacts || j.Facts["flag_status"] != ""
		seen.cyrillic = seen.cyrillic || cyrillic.MatchString(j.Title)
		seen.azerbaijani = seen.azerbaijani || azerbaijani.MatchString(j.Title)
		seen.english = seen.english || regexp.MustCompile(`^[A-Za-z ()/–-]+$`).MatchString(j.Title)
		seen.accountant = seen.accountant || strings.Contains(j.Title, "Mühasib")
		if (j.DescriptionHTML != nil && j.Description == nil) || (j.RequirementsHTML != nil && j.Requirements == nil) {
			t.Fatalf("%s: markup without the body", j.ID)
		}
		if j.DescriptionHTML != nil {
			seen.sourceHTML = seen.sourceHTML || strings.HasPrefix(*j.DescriptionHTML, "<div")
			seen.generatedHTML = seen.generatedHTML || strings.HasPrefix(*j.DescriptionHTML, "<p>")
		}
		if j.ContactEmail != nil && *j.ContactEmail != strings.ToLower(*j.ContactEmail) {
			t.Fatalf("%s: contact_email %q is not lower-cased", j.ID, *j.ContactEmail)
		}
		if v, ok := j.Facts["view_count"]; ok && j.ViewCount == nil {
			t.Fatalf("%s: facts echo view_count %q but view_count is null", j.ID, v)
		}
	}
	if len(seen.sources) != 130 {
		t.Errorf("%d job sources in the data, want 130", len(seen.sources))
	}
	if !seen.schemaOrg || !seen.labels {
		t.Error("both employment-type vocabularies should appear")
	}
	if !seen.factsAbsent || !seen.archiveFacts {
		t.Error("want rows without facts and imported archive rows with bookkeeping facts")
	}
	if !seen.fromOnly || !seen.toOnly {
		t.Error("either end of the pay range should be null on its own sometimes")
	}
	if !seen.cyrillic || !seen.azerbaijani || !seen.english || !seen.accountant {
		t.Error("titles should come in Azerbaijani (Mühasib), Russian and English")
	}
	if !seen.sourceHTML || !seen.generatedHTML {
		t.Error("want both source HTML and markup generated from plain text")
	}
	checkDuplicateURLs(t, jobs, sources)
}

// checkDuplicateURLs: aggregators republish other sources' urls, sometimes
// with their own query strings, and some sources repeat a url under two
// ids, so the duplicate-url statistic is not trivially zero.
func checkDuplicateURLs(t *testing.T, jobs []Job, sources map[string]*jobSource) {
	t.Helper()
	base := func(u string) string { u, _, _ = strings.Cut(u, "?"); return u }
	owners := map[string]map[string]bool{}
	perSource := map[string]map[string][]string{}
	for _, j := range jobs {
		if j.URL == nil {
			continue
		}
		b := base(*j.URL)
		if owners[b] == nil {
			owners[b] = map[string]bool{}
		}
		owners[b][j.Source] = true
		if perSource[j.Source] == nil {
			perSource[j.Source] = map[string][]string{}
		}
		perSource[j.Source][b] = append(perSource[j.Source][b], *j.URL)
	}
	republished := 0
	for _, srcs := range owners {
		if len(srcs) > 1 {
			republished++
		}
	}
	var sameSource, differingQuery int
	for stem, urls := range perSource {
		for _, full := range urls {
			if len(full) < 2 {
				continue
			}
			if sources[stem].sourceType != typeAggregator {
				sameSource++
			} else if full[0] != full[1] {
				differingQuery++
			}
		}
	}
	if republished < 100 || sameSource == 0 || differingQuery == 0 {
		t.Errorf("url bases under several sources %d, same-source duplicates %d, aggregator copies with differing query strings %d; want all non-zero",
			republished, sameSource, differingQuery)
	}
}

func TestEventsFollowTheSpec(t *testing.T) {
	g := New(2)
	events := decodeAll[Event](t, func(w io.Writer) error { return g.WriteEvents(w, 2000) })
	venues := map[string]Venue{}
	slugVenues := map[string]map[string]bool{}
	withSessions := map[string]bool{}
	for _, e := range events {
		es := eventSources[slices.IndexFunc(eventSources, func(s eventSource) bool { return s.stem == e.Source })]
		if (len(e.Sessions) > 0) != es.sessions {
			t.Fatalf("%s: %d sessions; only %v sources publish them", e.ID, len(e.Sessions), es.sessions)
		}
		withSessions[e.Source] = len(e.Sessions) > 0
		if e.Venue != nil {
			if v, ok := venues[*e.Venue.ID]; ok && !jsonEqual(v, *e.Venue) {
				t.Fatalf("venue %s differs between events: %+v vs %+v", *e.Venue.ID, v, *e.Venue)
			}
			venues[*e.Venue.ID] = *e.Venue
			if e.Slug != nil {
				if slugVenues[*e.Slug] == nil {
					slugVenues[*e.Slug] = map[string]bool{}
				}
				slugVenues[*e.Slug][*e.Venue.ID] = true
			}
		}
		if e.TicketsAvailable != nil && *e.TicketsAvailable <= 0 {
			t.Fatalf("%s: tickets_available %d", e.ID, *e.TicketsAvailable)
		}
		starts := parseInstant(t, "starts_at", *e.StartsAt)
		if ingested := parseInstant(t, "ingested_at", e.IngestedAt); ingested.After(Reference) {
			t.Fatalf("%s: ingested_at %s after the reference instant", e.ID, e.IngestedAt)
		}
		for _, s := range e.Sessions {
			if parseInstant(t, "session starts_at", *s.StartsAt).Before(starts) {
				t.Fatalf("%s: session %s starts before the event", e.ID, s.ID)
			}
		}
	}
	shared := 0
	for _, vs := range slugVenues {
		if len(vs) > 1 {
			shared++
		}
	}
	if shared == 0 {
		t.Error("no slug shared by events at different venues (the same film at two cinemas)")
	}
	if len(withSessions) != len(eventSources) {
		t.Errorf("events from %d of %d sources", len(withSessions), len(eventSources))
	}
	if _, ok := venues["heydar-aliyev-sarayi"]; !ok {
		t.Error("venue ids should be slugified names, e.g. heydar-aliyev-sarayi")
	}
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

func TestQuotesHaveTwoHalvesAndAFolksonomy(t *testing.T) {
	g := New(3)
	quotes := decodeAll[Quote](t, func(w io.Writer) error { return g.WriteQuotes(w, 5000) })
	categories := map[string]bool{}
	misparsed := 0
	for _, q := range quotes {
		if q.Active != (q.Source == quotesCurated) || !strings.HasPrefix(q.ID, q.Source+":") {
			t.Fatalf("%s: source %s, active %v", q.ID, q.Source, q.Active)
		}
		if q.Category != nil {
			categories[*q.Category] = true
		}
		if !q.Active && q.Author != nil && strings.Contains(*q.Author, "―") {
			misparsed++
		}
	}
	near(t, "curated share", share(quotes, func(q Quote) bool { return q.Active }), 0.5, 0.001)
	if len(categories) < 300 {
		t.Errorf("%d categories; want a folksonomy of hundreds", len(categories))
	}
	if misparsed == 0 {
		t.Error("no mis-parsed archive row (author holding part of the quotation)")
	}
}

func TestRatesAreADenseDailySeries(t *testing.T) {
	g := New(4)
	rates := decodeAll[Rate](t, func(w io.Writer) error { return g.WriteRates(w, 120) })
	if len(rates) != 120*42 {
		t.Fatalf("%d rows, want %d", len(rates), 120*42)
	}
	byDate := map[string]map[string]Rate{}
	for _, r := range rates {
		if byDate[r.Date] == nil {
			byDate[r.Date] = map[string]Rate{}
		}
		byDate[r.Date][r.Code] = r
	}
	if len(byDate) != 120 || byDate[bakuDate(Reference)] == nil {
		t.Fatalf("%d dates; want 120 ending on %s", len(byDate), bakuDate(Reference))
	}
	hundred := []string{"KRW", "KZT", "HUF", "UZS", "PKR", "RUB", "JPY"}
	weekends := 0
	for date, codes := range byDate {
		if len(codes) != 42 {
			t.Fatalf("%s: %d codes", date, len(codes))
		}
		metals := 0
		for code, r := range codes {
			if r.ID != "cbar:"+date+":"+code || r.Base != "AZN" {
				t.Fatalf("%s: id or base wrong: %+v", r.ID, r)
			}
			if (r.Nominal == 100) != slices.Contains(hundred, code) || r.RatePerUnit != r.Value/float64(r.Nominal) {
				t.Fatalf("%s: nominal %d, value %v, rate_per_unit %v", r.ID, r.Nominal, r.Value, r.RatePerUnit)
			}
			if r.Kind == "metal" {
				metals++
				if r.Unit != "troy_ounce" {
					t.Fatalf("%s: metal unit %s", r.ID, r.Unit)
				}
			}
			if r.CarriedForward != (r.Date != r.EffectiveDate) || r.EffectiveDate > r.Date {
				t.Fatalf("%s: date %s, effective %s, carried_forward %v", r.ID, r.Date, r.EffectiveDate, r.CarriedForward)
			}
			if (*r.SourceURL == *r.BulletinURL) == r.CarriedForward {
				t.Fatalf("%s: source_url and bulletin_url differ exactly on carried-forward rows", r.ID)
			}
			if effective, ok := byDate[r.EffectiveDate]; ok && effective[code].Value != r.Value {
				t.Fatalf("%s: carried value %v differs from the bulletin of %s (%v)", r.ID, r.Value, r.EffectiveDate, effective[code].Value)
			}
		}
		if metals != 4 || codes["SDR"].Code != "SDR" {
			t.Fatalf("%s: %d metals, SDR %v", date, metals, codes["SDR"].Code)
		}
		day, _ := time.Parse(time.DateOnly, date)
		effective, _ := time.Parse(time.DateOnly, codes["USD"].EffectiveDate)
		if wd := effective.Weekday(); wd == time.Saturday || wd == time.Sunday {
			t.Fatalf("%s: effective date %s is a weekend", date, codes["USD"].EffectiveDate)
		}
		if wd := day.Weekday(); wd == time.Saturday || wd == time.Sunday {
			weekends++
			if !codes["USD"].CarriedForward {
				t.Fatalf("%s is a weekend but not carried forward", date)
			}
		}
	}
	if weekends < 30 {
		t.Errorf("%d weekend dates in 120 days", weekends)
	}
	if r := byDate["2026-11-09"]["USD"]; !r.CarriedForward || r.EffectiveDate != "2026-11-06" {
		t.Errorf("2026-11-09 (Flag Day, after the Victory Day weekend) should repeat 2026-11-06: %+v", r)
	}
}

func TestGenomeMarkers(t *testing.T) {
	g := New(5)
	rows := decodeAll[GenomeRelease](t, g.WriteGenome)
	if len(rows) != 10 {
		t.Fatalf("%d markers, want 10", len(rows))
	}
	statuses := map[string]int{}
	authorities := map[string]bool{}
	dated := 0
	for i, r := range rows {
		statuses[r.Status]++
		authorities[r.Authority] = true
		if r.ID != r.SourceID || strings.Contains(r.ID, ":") || r.SortOrder != i+1 || r.Checksum != nil {
			t.Errorf("%s: id %s, source_id %s, sort_order %d, checksum %v", r.ID, r.ID, r.SourceID, r.SortOrder, r.Checksum)
		}
		if r.ReleaseVersion == nil && (r.Status == probeOK || r.RetrievedAt != nil) {
			t.Errorf("%s: no release yet, status %s, retrieved_at %v", r.ID, r.Status, r.RetrievedAt)
		}
		if r.Status == probeOK && (r.RetrievedAt == nil || *r.RetrievedAt != r.IngestedAt) {
			t.Errorf("%s: ok probe should advance retrieved_at to the probe", r.ID)
		}
		if r.Status != probeOK && r.RetrievedAt != nil && *r.RetrievedAt >= r.IngestedAt {
			t.Errorf("%s: failed probe advanced retrieved_at", r.ID)
		}
		if r.ReleaseDate != nil {
			dated++
		}
	}
	for _, s := range []string{probeOK, probeDegraded, probeUnreachable, probeError} {
		if statuses[s] == 0 {
			t.Errorf("no %s marker", s)
		}
	}
	if len(authorities) != 2 || dated > 1 {
		t.Errorf("%d authorities (want 2), %d markers with a release_date (want at most 1)", len(authorities), dated)
	}
}

func TestReachabilityRecords(t *testing.T) {
	g := New(6)
	rows := decodeAll[ReachabilityRecord](t, func(w io.Writer) error { return g.WriteReachability(w, 200) })
	if len(rows) != 200 {
		t.Fatalf("%d rows, want 200", len(rows))
	}
	classes := map[string]bool{}
	ids := map[string]bool{}
	for _, r := range rows {
		if ids[r.ID] || r.ID != r.Source+":"+r.TargetID {
			t.Fatalf("id %s (source %s, target %s) duplicated or malformed", r.ID, r.Source, r.TargetID)
		}
		ids[r.ID] = true
		checked := parseInstant(t, "checked_at", r.CheckedAt)
		if r.Reachable {
			if r.FailureClass != nil || r.ConsecutiveFailures != 0 || r.FirstFailedAt != nil || r.HTTPStatus == nil ||
				*r.HTTPStatus != 200 || r.LastReachableAt == nil || *r.LastReachableAt != r.CheckedAt {
				t.Fatalf("%s: reachable record %+v", r.ID, r)
			}
			continue
		}
		if r.FailureClass == nil || r.ConsecutiveFailures < 1 || r.FirstFailedAt == nil || (r.HTTPStatus != nil && *r.HTTPStatus == 200) {
			t.Fatalf("%s: unreachable record %+v", r.ID, r)
		}
		classes[*r.FailureClass] = true
		if parseInstant(t, "first_failed_at", *r.FirstFailedAt).After(checked) {
			t.Fatalf("%s: first failure after the probe", r.ID)
		}
		if r.LastReachableAt != nil && *r.LastReachableAt >= *r.FirstFailedAt {
			t.Fatalf("%s: last reachable %s not before the first failure %s", r.ID, *r.LastReachableAt, *r.FirstFailedAt)
		}
		if (*r.FailureClass == "robots_disallowed") != !r.RobotsAllowed {
			t.Fatalf("%s: robots_allowed %v with %s", r.ID, r.RobotsAllowed, *r.FailureClass)
		}
		if r.HTTPStatus == nil && (r.FinalURL != nil || r.Redirected || r.ResponseMS != nil) {
			t.Fatalf("%s: no response but final_url %v, redirected %v, response_ms %v", r.ID, r.FinalURL, r.Redirected, r.ResponseMS)
		}
		if r.Error != nil && len(*r.Error) > 200 {
			t.Fatalf("%s: error longer than 200 characters", r.ID)
		}
	}
	for _, c := range FailureClasses {
		if !classes[c] {
			t.Errorf("failure class %s never appears", c)
		}
	}
}

// BenchmarkJobs measures job generation and encoding, without disk.
func BenchmarkJobs(b *testing.B) {
	g := New(1)
	b.ReportAllocs()
	b.ResetTimer()
	if err := g.WriteJobs(io.Discard, b.N); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}

// TestJobCopies checks the copies mode: the same bytes for a seed, unique
// ids, copies and near misses present, and every copy sharing its
// vacancy's title.
func TestJobCopies(t *testing.T) {
	rows := func() ([]Job, []string) {
		var jobs []Job
		var keys []string
		err := New(3).WithCopies().EachJob(5000, func(j *Job, vacancy string) error {
			jobs = append(jobs, *j)
			keys = append(keys, vacancy)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return jobs, keys
	}
	jobs, keys := rows()
	again, _ := rows()
	ids := map[string]bool{}
	titles := map[string]string{}
	copies, misses, reposts := 0, 0, 0
	for i, j := range jobs {
		if ids[j.ID] {
			t.Fatalf("id %s twice", j.ID)
		}
		ids[j.ID] = true
		if j.ID != again[i].ID || deref(j.Description) != deref(again[i].Description) {
			t.Fatalf("row %d differs between two runs of one seed", i)
		}
		if title, ok := titles[keys[i]]; ok {
			copies++
			if title != j.Title {
				t.Errorf("%s: title %q, its vacancy's %q", j.ID, j.Title, title)
			}
		}
		titles[keys[i]] = j.Title
		if strings.HasPrefix(keys[i], "miss:") {
			misses++
		}
		if strings.HasPrefix(deref(j.Description), "(təcili) ") {
			reposts++
		}
	}
	if copies < 500 || misses < 50 || reposts < 100 {
		t.Errorf("copies %d, near misses %d, urgent reposts %d in 5000 rows: want at least 500, 50 and 100", copies, misses, reposts)
	}
}
