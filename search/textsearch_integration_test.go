package search_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/reindex"
	"readapi/search"
)

// textEnv is a private index prefix holding the rows of one test, searched
// with the request body the API builds.
type textEnv struct {
	t      testing.TB
	client *opensearch.Client
	prefix string
	signer *search.Signer
}

// loadText loads the rows into the dataset under a fresh prefix.
func loadText(t testing.TB, dataset string, rows ...map[string]any) *textEnv {
	t.Helper()
	e := &textEnv{t: t, client: testenv.OpenSearch(t), prefix: testenv.Prefix(t), signer: search.NewSigner("text")}
	e.add(dataset, rows...)
	return e
}

// add loads the rows into another dataset under the same prefix.
func (e *textEnv) add(dataset string, rows ...map[string]any) {
	t := e.t
	t.Helper()
	var b strings.Builder
	for _, r := range rows {
		line, _ := json.Marshal(r)
		b.Write(line)
		b.WriteByte('\n')
	}
	l := &reindex.Loader{Client: e.client, Prefix: e.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), dataset, strings.NewReader(b.String())); err != nil {
		t.Fatalf("loading %s: %v", dataset, err)
	}
}

// jobRow is a job posting with the required fields filled.
func jobRow(id, title, description string) map[string]any {
	return map[string]any{"id": id, "source": "s", "title": title, "description": description, "company": nil,
		"ingested_at": "2026-11-01T00:00:00Z", "first_seen_at": "2026-11-01T00:00:00Z", "times_seen": 1, "active": true, "deactivated_at": nil}
}

type textHit struct {
	Index     string              `json:"_index"`
	ID        string              `json:"_id"`
	Sort      []json.RawMessage   `json:"sort"`
	Highlight map[string][]string `json:"highlight"`
}

// page runs one page of the query string against the dataset.
func (e *textEnv) page(d *readapi.Dataset, query string) (*search.Query, []textHit) {
	e.t.Helper()
	params, err := url.ParseQuery(query)
	if err != nil {
		e.t.Fatal(err)
	}
	q, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Dataset: d}, e.signer, params)
	if err != nil {
		e.t.Fatalf("%s?%s: %v", d.Name, query, err)
	}
	body, err := q.Body(false)
	if err != nil {
		e.t.Fatal(err)
	}
	index := e.prefix + d.Name
	if q.After != nil {
		index = q.After.Index
	}
	data, err := e.client.Search(context.Background(), index, body)
	if err != nil {
		e.t.Fatalf("%s?%s: %v", d.Name, query, err)
	}
	var out struct {
		Hits struct {
			Hits []textHit `json:"hits"`
		} `json:"hits"`
	}
	if err := json.Unmarshal(data, &out); err != nil {
		e.t.Fatal(err)
	}
	return q, out.Hits.Hits
}

// ids returns the ids of the first page (up to 100 rows) in order.
func (e *textEnv) ids(d *readapi.Dataset, query string) []string {
	e.t.Helper()
	_, hits := e.page(d, query+"&limit=100")
	var out []string
	for _, h := range hits {
		out = append(out, h.ID)
	}
	return out
}

// walk follows the cursors of the query to the end, as the engine issues
// them, and returns every id in order.
func (e *textEnv) walk(d *readapi.Dataset, query string, limit int) []string {
	e.t.Helper()
	var out []string
	cursor := ""
	for range 1000 {
		q, hits := e.page(d, fmt.Sprintf("%s&limit=%d%s", query, limit, cursor))
		for i, h := range hits {
			if i < limit {
				out = append(out, h.ID)
			}
		}
		if len(hits) <= limit {
			return out
		}
		last := hits[limit-1]
		cursor = "&cursor=" + e.signer.Encode(search.Cursor{Fingerprint: q.Fingerprint, Index: last.Index, After: last.Sort})
	}
	e.t.Fatal("the walk does not end")
	return nil
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func TestTextMatchesInflectedForms(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("s:az-muhasib", "Mühasib", "Maliyyə şöbəsi"),
		jobRow("s:az-surucu", "Sürücü", "B kateqoriyası"),
		jobRow("s:az-muellim", "Müəllim", "Məktəb"),
		jobRow("s:az-kassa", "Kassa işçisi", "Mağaza"),
		jobRow("s:ru-buh", "Бухгалтер", "Офис"),
		jobRow("s:ru-vod", "Водитель", "Категория B"),
		jobRow("s:en-acc", "Accountant", "Finance team"),
		jobRow("s:en-drv", "Driver", "Licence B"),
		jobRow("s:other", "Aşpaz", "Restoran mətbəxi"),
	)
	accountants := []string{"s:az-muhasib", "s:ru-buh", "s:en-acc"}
	drivers := []string{"s:az-surucu", "s:ru-vod", "s:en-drv"}
	for _, c := range []struct {
		q     string
		first string
		all   []string
	}{
		{"mühasib", "s:az-muhasib", accountants},
		{"mühasiblər", "s:az-muhasib", accountants},
		{"mühasibi", "s:az-muhasib", accountants},
		{"mühasibə", "s:az-muhasib", accountants},
		{"MÜHASİBLƏRİ", "s:az-muhasib", accountants},
		{"muhasibler", "s:az-muhasib", accountants},
		{"sürücüsü", "s:az-surucu", drivers},
		{"sürücülər", "s:az-surucu", drivers},
		{"sürücüyə", "s:az-surucu", drivers},
		{"müəllimləri", "s:az-muellim", []string{"s:az-muellim"}},
		{"müəllimə", "s:az-muellim", []string{"s:az-muellim"}},
		{"kassası", "s:az-kassa", []string{"s:az-kassa"}},
		{"kassaya", "s:az-kassa", []string{"s:az-kassa"}},
		{"kassalar", "s:az-kassa", []string{"s:az-kassa"}},
		{"бухгалтера", "s:ru-buh", accountants},
		{"бухгалтеров", "s:ru-buh", accountants},
		{"водителя", "s:ru-vod", drivers},
		{"accountants", "s:en-acc", accountants},
		{"accountant's", "s:en-acc", accountants},
		{"drivers", "s:en-drv", drivers},
	} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q))
		if len(got) == 0 || got[0] != c.first || !sameSet(got, c.all) {
			t.Errorf("q=%s: %v, want %s first of %v", c.q, got, c.first, c.all)
		}
	}
}

func TestTextSynonymGroups(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("s:nurse-az", "Tibb bacısı", "Poliklinika"),
		jobRow("s:nurse-ru", "Медсестра", "Поликлиника"),
		jobRow("s:nurse-en", "Nurse", "Clinic"),
		jobRow("s:sales-az", "Satış meneceri", "Mağaza şəbəkəsi"),
		jobRow("s:sales-ru", "Менеджер по продажам", "Сеть магазинов"),
		jobRow("s:sales-en", "Sales manager", "Retail chain"),
		jobRow("s:guard-az", "Mühafizəçi", "Ticarət mərkəzi"),
		jobRow("s:guard-ru", "Охранник", "Торговый центр"),
		jobRow("s:guard-en", "Security guard", "Shopping mall"),
		jobRow("s:dev-az", "Proqramçı", "Veb layihələr"),
		jobRow("s:dev-ru", "Программист", "Веб-проекты"),
		jobRow("s:dev-en", "Developer", "Web projects"),
		jobRow("s:cook-en", "Cook", "Kitchen"),
		jobRow("s:manager-en", "Office manager", "Front office"),
	)
	nurses := []string{"s:nurse-az", "s:nurse-ru", "s:nurse-en"}
	sales := []string{"s:sales-az", "s:sales-ru", "s:sales-en"}
	guards := []string{"s:guard-az", "s:guard-ru", "s:guard-en"}
	devs := []string{"s:dev-az", "s:dev-ru", "s:dev-en"}
	for _, c := range []struct {
		q     string
		first string
		all   []string
	}{
		{"tibb bacısı", "s:nurse-az", nurses},
		{"медсестры", "s:nurse-ru", nurses},
		{"nurses", "s:nurse-en", nurses},
		{"satış meneceri", "s:sales-az", sales},
		{"менеджер по продажам", "s:sales-ru", sales},
		{"sales manager", "s:sales-en", sales},
		{"mühafizəçilər", "s:guard-az", guards},
		{"охранника", "s:guard-ru", guards},
		{"security guard", "s:guard-en", guards},
		{"proqramist", "s:dev-az", devs},
		{"программисты", "s:dev-ru", devs},
		{"developers", "s:dev-en", devs},
		{"aşpaz", "s:cook-en", []string{"s:cook-en"}},
	} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q))
		if !sameSet(got, c.all) || (c.q != "proqramist" && got[0] != c.first) {
			t.Errorf("q=%s: %v, want %s first of %v", c.q, got, c.first, c.all)
		}
	}
}

func TestFuzzyThresholds(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("s:4", "Bank", ""),
		jobRow("s:5", "Kiosk", ""),
		jobRow("s:8", "Operator", ""),
		jobRow("s:9", "Marketinq", ""),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"benk", nil},                  // 4 characters: exact only
		{"kiosq", []string{"s:5"}},     // 5: one edit
		{"kaosq", nil},                 // 5: two edits
		{"operatur", []string{"s:8"}},  // 8: one edit
		{"opreator", []string{"s:8"}},  // 8: a transposition is one edit
		{"oparatur", nil},              // 8: two edits
		{"morkatinq", []string{"s:9"}}, // 9: two edits
		{"morkatinx", nil},             // 9: three edits
		{"MARKƏTİNK", []string{"s:9"}}, // edits count after folding
	} {
		got := e.ids(readapi.Jobs, "fuzzy=true&q="+url.QueryEscape(c.q))
		if !sameSet(got, c.want) {
			t.Errorf("q=%s&fuzzy=true: %v, want %v", c.q, got, c.want)
		}
		if c.want != nil {
			if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(c.q)); len(got) != 0 {
				t.Errorf("q=%s without fuzzy: %v", c.q, got)
			}
		}
	}
}

func TestRelevanceRanking(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("s:exact", "Mühasib", ""),
		jobRow("s:plural", "Mühasiblər", ""),
		jobRow("s:synonym", "Accountant", ""),
		jobRow("s:typo", "Kiosq", ""),
		jobRow("s:kiosk", "Kiosk", ""),
		jobRow("s:body", "Vakansiya", "Anbardar tələb olunur"),
		jobRow("s:title", "Anbardar", "Vakansiya"),
		jobRow("s:mention", "Maliyyə şöbəsi", "Baş mühasibə tabedir"),
		jobRow("s:tie-c", "Qaynaqçı", ""),
		jobRow("s:tie-a", "Qaynaqçı", ""),
		jobRow("s:tie-b", "Qaynaqçı", ""),
	)
	for _, c := range []struct {
		query string
		want  []string
	}{
		{"q=mühasib", []string{"s:exact", "s:plural", "s:synonym", "s:mention"}},
		{"q=mühasiblər", []string{"s:plural", "s:exact", "s:synonym", "s:mention"}},
		{"q=kiosk&fuzzy=true", []string{"s:kiosk", "s:typo"}},
		{"q=kiosq&fuzzy=true", []string{"s:typo", "s:kiosk"}},
		{"q=anbardar", []string{"s:title", "s:body"}},
		{"q=qaynaqçı", []string{"s:tie-a", "s:tie-b", "s:tie-c"}},
	} {
		if got := e.ids(readapi.Jobs, "order=relevance&"+c.query); !slices.Equal(got, c.want) {
			t.Errorf("%s&order=relevance: %v, want %v", c.query, got, c.want)
		}
	}
	// Without order, the dataset's default order applies.
	if got := e.ids(readapi.Jobs, "q=mühasib"); !slices.Equal(got, []string{"s:synonym", "s:plural", "s:mention", "s:exact"}) {
		t.Errorf("q=mühasib in the default order (-posted_at, then -id): %v", got)
	}
}

func TestRelevanceCursorWalk(t *testing.T) {
	var rows []map[string]any
	titles := []string{"Mühasib", "Baş mühasib", "Mühasiblər", "Accountant", "Mühasib köməkçisi", "Бухгалтер", "Satış meneceri"}
	for i := range 60 {
		body := strings.Repeat("mühasib ", i%4) + strings.Repeat("hesabat ", i%7)
		rows = append(rows, jobRow(fmt.Sprintf("s:%02d", i), titles[i%len(titles)], body))
	}
	e := loadText(t, "jobs", rows...)
	for _, query := range []string{"order=relevance&q=mühasib", "order=relevance&q=mühasib&fuzzy=true", "q=mühasib"} {
		want := e.ids(readapi.Jobs, query)
		if len(want) < 40 {
			t.Fatalf("%s matches %d rows", query, len(want))
		}
		for _, limit := range []int{1, 4, 7} {
			got := e.walk(readapi.Jobs, query, limit)
			if !slices.Equal(got, want) {
				t.Errorf("%s walked by %d: %v, want %v", query, limit, got, want)
			}
		}
	}
	_, hits := e.page(readapi.Jobs, "order=relevance&q=mühasib")
	fractional := false
	for _, h := range hits {
		fractional = fractional || bytes.ContainsAny(h.Sort[0], ".eE")
	}
	if !fractional {
		t.Error("no score is fractional: the walk did not exercise float search_after values")
	}
	// A cursor is bound to q and fuzzy.
	q, hits := e.page(readapi.Jobs, "order=relevance&q=mühasib&limit=3")
	token := e.signer.Encode(search.Cursor{Fingerprint: q.Fingerprint, Index: hits[2].Index, After: hits[2].Sort})
	for _, other := range []string{"order=relevance&q=mühasib&fuzzy=true", "order=relevance&q=accountant", "q=mühasib"} {
		params, _ := url.ParseQuery(other + "&cursor=" + token)
		_, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Dataset: readapi.Jobs}, e.signer, params)
		if se, ok := err.(*readapi.Error); !ok || se.Param != "cursor" {
			t.Errorf("%s with a cursor of order=relevance&q=mühasib: %v", other, err)
		}
	}
}

func TestHighlights(t *testing.T) {
	long := strings.Repeat("Komandamız böyüyür və yeni əməkdaşlar axtarır. ", 6)
	row := jobRow("s:1", "Baş mühasib", long+"Mühasiblər <b>hesabat</b> & vergi. "+long+"Mühasibə tələblər. "+long+"Mühasibi. "+long+"mühasib.")
	row["company"] = map[string]any{"name": "Maliyyə Servis", "slug": nil}
	e := loadText(t, "jobs", row, jobRow("s:2", "Accountant", "Finance"))

	_, hits := e.page(readapi.Jobs, "q=mühasib&highlight=true&order=relevance")
	if len(hits) != 2 || hits[0].ID != "s:1" {
		t.Fatalf("hits %+v", hits)
	}
	h := hits[0].Highlight
	if _, ok := h["company.name"]; ok {
		t.Errorf("company.name highlighted without a match: %v", h)
	}
	if !slices.Equal(h["title"], []string{"Baş <mark>mühasib</mark>"}) {
		t.Errorf("title %q", h["title"])
	}
	desc := h["description"]
	if len(desc) == 0 || len(desc) > 3 {
		t.Fatalf("description fragments %q", desc)
	}
	all := strings.Join(desc, " ")
	for _, f := range desc {
		if !strings.Contains(f, "<mark>") || len([]rune(f)) > 260 {
			t.Errorf("fragment without a mark or far longer than 160 characters: %q", f)
		}
		if strings.Contains(strings.NewReplacer("<mark>", "", "</mark>", "").Replace(f), "<") {
			t.Errorf("markup other than mark in %q", f)
		}
	}
	if !strings.Contains(all, "<mark>Mühasiblər</mark>") && !strings.Contains(all, "<mark>Mühasibə</mark>") && !strings.Contains(all, "<mark>Mühasibi</mark>") {
		t.Errorf("no stemmed form marked: %q", desc)
	}
	if strings.Contains(all, "hesabat") && !strings.Contains(all, "&lt;b&gt;hesabat&lt;") {
		t.Errorf("text not HTML-escaped: %q", desc)
	}
	if got := hits[1].Highlight["title"]; !slices.Equal(got, []string{"<mark>Accountant</mark>"}) {
		t.Errorf("synonym match not marked: %v", hits[1].Highlight)
	}

	_, hits = e.page(readapi.Jobs, "q=muhasbi&fuzzy=true&highlight=true")
	if len(hits) == 0 || !slices.Equal(hits[0].Highlight["title"], []string{"Baş <mark>mühasib</mark>"}) {
		t.Errorf("typo match not marked: %+v", hits)
	}
	_, hits = e.page(readapi.Jobs, "q=servis&highlight=true")
	if len(hits) != 1 || !slices.Equal(hits[0].Highlight["company.name"], []string{"Maliyyə <mark>Servis</mark>"}) || len(hits[0].Highlight) != 1 {
		t.Errorf("company highlight: %+v", hits)
	}
	_, hits = e.page(readapi.Jobs, "q=mühasib")
	if hits[0].Highlight != nil {
		t.Errorf("highlight without highlight=true: %v", hits[0].Highlight)
	}
}

func TestEventsAndQuotesText(t *testing.T) {
	venue := map[string]any{"id": "filarmoniya", "name": "Filarmoniya", "address": "İstiqlaliyyət küçəsi 2", "lat": nil, "lng": nil}
	event := func(id, name, description string) map[string]any {
		return map[string]any{"id": id, "source": "tix", "name": name, "venue": venue, "description": description,
			"starts_at": "2026-12-01T16:00:00Z", "ingested_at": "2026-11-01T00:00:00Z"}
	}
	e := loadText(t, "events",
		event("tix:body", "Axşam proqramı", "Caz konsertləri mövsümü"),
		event("tix:name", "Caz konserti", "Axşam proqramı"),
	)
	if got := e.ids(readapi.Events, "order=relevance&q=konsert"); !slices.Equal(got, []string{"tix:name", "tix:body"}) {
		t.Errorf("events q=konsert by relevance: %v", got)
	}
	_, hits := e.page(readapi.Events, "q=filarmoniyaya&highlight=true")
	if len(hits) != 2 || !slices.Equal(hits[0].Highlight["venue.name"], []string{"<mark>Filarmoniya</mark>"}) {
		t.Errorf("venue highlight: %+v", hits)
	}

	quote := func(id, text, author string) map[string]any {
		return map[string]any{"id": id, "source": "q", "text": text, "author": author, "category": nil, "origin": nil,
			"active": true, "ingested_at": "2026-11-01T00:00:00Z"}
	}
	e = loadText(t, "quotes",
		quote("q:author", "Bilik gücdür", "Müəllim Nizami"),
		quote("q:text", "Yaxşı müəllim işığa bənzəyir", "Anonim"),
	)
	if got := e.ids(readapi.Quotes, "order=relevance&q=müəllim"); !slices.Equal(got, []string{"q:text", "q:author"}) {
		t.Errorf("quotes q=müəllim by relevance: %v", got)
	}
	_, hits = e.page(readapi.Quotes, "q=teacher&highlight=true&order=relevance")
	if len(hits) != 1 || hits[0].ID != "q:text" || !slices.Equal(hits[0].Highlight["text"], []string{"Yaxşı <mark>müəllim</mark> işığa bənzəyir"}) {
		t.Errorf("quotes synonym highlight: %+v", hits)
	}
}
