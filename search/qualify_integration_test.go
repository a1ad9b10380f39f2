package search_test

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/search"
	"readapi/search/engine"
)

// Words that only qualify (docs/search.md, "Text matching"): under
// every order but relevance each word of q but the stop words must match;
// under relevance the qualifier and kind words need not, and meta.relaxed
// names them.

// qualRow is a posting of the fixture with what its title or description
// was written to say, in any language, exactly, inflected or through the
// synonym groups of mappings/synonyms/job-titles.txt: its occupation and
// the qualifiers it states.
type qualRow struct {
	id, title, description string
	says                   []string
}

var qualRows = []qualRow{
	{"acc-junior-az", "Junior mühasib", "Hesabatların hazırlanması.", []string{"accountant", "junior"}},
	{"acc-junior-ru", "Младший бухгалтер", "Первичная документация.", []string{"accountant", "junior"}},
	{"acc-junior-body", "Accountant", "Рассматриваем кандидатов без опыта работы.", []string{"accountant", "junior"}},
	{"acc-plain", "Mühasib", "Maliyyə hesabatları.", []string{"accountant"}},
	{"acc-chief-az", "Baş mühasib", "Vergi bəyannamələri.", []string{"accountant", "chief"}},
	{"acc-chief-ru", "Главный бухгалтер", "Налоговая отчётность.", []string{"accountant", "chief"}},
	{"acc-senior", "Senior Accountant", "IFRS reporting.", []string{"accountant", "senior"}},
	{"cash-part-az", "Kassir (yarımştat)", "Nağd əməliyyatlar.", []string{"cashier", "part-time"}},
	{"cash-part-ru", "Кассир", "Подработка, 3 дня в неделю.", []string{"cashier", "part-time"}},
	{"cash-part-en", "Part-time cashier", "Till and receipts.", []string{"cashier", "part-time"}},
	{"cash-plain", "Kassir", "Tam ştat.", []string{"cashier"}},
	{"sell-woman-az", "Satıcı (xanım)", "Mağazaya satıcı.", []string{"seller", "woman"}},
	{"sell-woman-ru", "Продавец", "Требуется девушка на кассу.", []string{"seller", "woman"}},
	{"sell-plain", "Salesperson", "Sales floor.", []string{"seller"}},
	{"drv-taxi-az", "Taksi sürücüsü", "Gündəlik ödəniş.", []string{"driver", "taxi"}},
	{"drv-taxi-ru", "Водитель такси", "Своя машина.", []string{"driver", "taxi"}},
	{"drv-bus", "Avtobus sürücüsü", "Şəhərdaxili marşrut.", []string{"driver", "bus"}},
	{"drv-plain", "Sürücü", "Əməkdaşların daşınması.", []string{"driver"}},
	{"drv-director", "Direktorun sürücüsü", "Rəhbərin daşınması.", []string{"driver", "director"}},
	{"drv-director-body", "Şəxsi sürücü", "Şirkət direktoruna xidmət.", []string{"driver", "director"}},
	// A family's personal driver is no director's: `direktorun` must not
	// widen to every personal driver (issue 43).
	{"drv-family-az", "Şəxsi sürücü", "Ailəyə şəxsi sürücü tələb olunur, uşaqları məktəbə aparmaq.", []string{"driver", "personal", "family"}},
	{"drv-family-ru", "Личный водитель", "В семью требуется водитель.", []string{"driver", "personal", "family"}},
	{"drv-family-en", "Personal driver", "A family is looking for a driver.", []string{"driver", "personal", "family"}},
	{"tch-math-az", "Riyaziyyat müəllimi", "Dərslərin keçirilməsi.", []string{"teacher", "math"}},
	{"tch-math-ru", "Учитель математики", "Проведение уроков.", []string{"teacher", "math"}},
	{"tch-physics", "Fizika müəllimi", "Dərslərin keçirilməsi.", []string{"teacher", "physics"}},
	{"tch-plain", "Müəllim", "Dərslərin keçirilməsi.", []string{"teacher"}},
	{"nanny-family", "Dayə", "Ailəyə dayə tələb olunur.", []string{"nanny", "family"}},
	{"nanny-family-ru", "Няня в семью", "Уход за ребёнком.", []string{"nanny", "family"}},
	{"nanny-plain", "Dayə", "Uşaqlara qulluq.", []string{"nanny"}},
}

// qualCases are queries of an occupation and a qualifier or kind word,
// with the words of the fixture each word of q says.
var qualCases = []struct {
	q, relaxed string
	says       []string
}{
	{"junior mühasib", "junior", []string{"junior", "accountant"}},        // seniority
	{"baş mühasib", "baş", []string{"chief", "accountant"}},               // seniority, held by a title of two words
	{"yarımştat kassir", "yarımştat", []string{"part-time", "cashier"}},   // schedule
	{"satıcı xanım", "xanım", []string{"woman", "seller"}},                // whom the employer asks for
	{"taksi sürücüsü", "taksi", []string{"taxi", "driver"}},               // a driver's vehicle
	{"direktorun sürücüsü", "direktorun", []string{"director", "driver"}}, // whose driver
	{"riyaziyyat müəllimi", "riyaziyyat", []string{"math", "teacher"}},    // a subject
	{"ailəyə dayə", "ailəyə", []string{"family", "nanny"}},                // for whom
	{"Junior MÜHASİB üçün", "Junior", []string{"junior", "accountant"}},   // a stop word need not match
}

// loadQualRows loads the fixture, each row with its own posted_at (four
// rows have none) and an ingested_at in another order, and returns the
// rows as the engine stores them, for the oracle.
func loadQualRows(t *testing.T) (*textEnv, []map[string]any) {
	var rows []map[string]any
	for i, r := range qualRows {
		row := jobRow(r.id, r.title, r.description)
		if i%6 != 5 {
			row["posted_at"] = fmt.Sprintf("2026-10-%02dT08:00:00Z", 1+(i*7)%28)
		}
		row["ingested_at"] = fmt.Sprintf("2026-11-%02dT09:00:00Z", 1+(i*11)%28)
		rows = append(rows, row)
	}
	return loadText(t, "jobs", rows...), rows
}

// oracleOrder sorts rows as order says: the field ascending or descending
// (-), rows lacking it last, ties by id in the same direction.
func oracleOrder(rows []map[string]any, order string) []string {
	field, desc := strings.TrimPrefix(order, "-"), strings.HasPrefix(order, "-")
	sorted := slices.Clone(rows)
	slices.SortFunc(sorted, func(a, b map[string]any) int {
		av, aok := a[field].(string)
		bv, bok := b[field].(string)
		if aok != bok {
			if aok {
				return -1
			}
			return 1
		}
		c := cmp.Or(cmp.Compare(av, bv), cmp.Compare(a["id"].(string), b["id"].(string)))
		if desc {
			return -c
		}
		return c
	})
	var out []string
	for _, r := range sorted {
		out = append(out, r["id"].(string))
	}
	return out
}

// holding keeps the rows of the fixture that say every one of says.
func holding(rows []map[string]any, says []string) []map[string]any {
	var out []map[string]any
	for i, r := range qualRows {
		if !slices.ContainsFunc(says, func(s string) bool { return !slices.Contains(r.says, s) }) {
			out = append(out, rows[i])
		}
	}
	return out
}

// listPage asks the engine, as the API does, for one page.
func listPage(t *testing.T, e *textEnv, query string) *search.Page {
	t.Helper()
	params, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	page, err := engine.New(e.client, e.prefix, e.signer).List(context.Background(), readapi.Jobs, params)
	if err != nil {
		t.Fatalf("jobs?%s: %v", query, err)
	}
	return page
}

// pageIDs are the ids of a page's rows, in order.
func pageIDs(t *testing.T, page *search.Page) []string {
	t.Helper()
	var out []string
	for _, raw := range page.Rows {
		var row struct{ ID string }
		if err := json.Unmarshal(raw, &row); err != nil {
			t.Fatal(err)
		}
		out = append(out, row.ID)
	}
	return out
}

// engineWalk follows the engine's cursors to the end, limit rows a page.
func engineWalk(t *testing.T, e *textEnv, query string, limit int) []string {
	t.Helper()
	var out []string
	cursor := ""
	for range 100 {
		page := listPage(t, e, fmt.Sprintf("%s&limit=%d%s", query, limit, cursor))
		out = append(out, pageIDs(t, page)...)
		if page.Next == "" {
			return out
		}
		cursor = "&cursor=" + url.QueryEscape(page.Next)
	}
	t.Fatal("the walk does not end")
	return nil
}

// Under the default order, each sortable order and its reverse, a
// qualifier or kind word must match like every word: the rows, the count
// and a cursor walk are those of the fixture that say every word of q, in
// the order's order; meta.relaxed is absent.
func TestQualifierWordsMustMatchUnderEveryOtherOrder(t *testing.T) {
	e, rows := loadQualRows(t)
	orders := []string{""}
	for _, o := range readapi.Jobs.AcceptedOrders() {
		if o != readapi.OrderRelevance {
			orders = append(orders, o)
		}
	}
	if len(orders) < 5 {
		t.Fatalf("jobs sorts by %v: want two fields and their reverses", orders)
	}
	for _, c := range qualCases {
		for _, order := range orders {
			query := "q=" + url.QueryEscape(c.q)
			effective := readapi.Jobs.DefaultOrder
			if order != "" {
				query += "&order=" + url.QueryEscape(order)
				effective = order
			}
			want := oracleOrder(holding(rows, c.says), effective)
			if len(want) < 2 || len(want) == len(holding(rows, c.says[1:])) {
				t.Fatalf("fixture: %q selects %v, too few to tell the qualifier from the occupation", c.q, want)
			}
			page := listPage(t, e, query+"&count=true&limit=100")
			if got := pageIDs(t, page); !slices.Equal(got, want) {
				t.Errorf("%s: %v, want %v", query, got, want)
			}
			if page.Total == nil || *page.Total != int64(len(want)) {
				t.Errorf("%s&count=true: total %v, want %d", query, page.Total, len(want))
			}
			if page.Relaxed != nil {
				t.Errorf("%s: meta.relaxed %v, want it absent", query, page.Relaxed)
			}
			if got := engineWalk(t, e, query, 1); !slices.Equal(got, want) {
				t.Errorf("%s walked a row at a time: %v, want %v", query, got, want)
			}
		}
	}
}

// Under relevance a qualifier or kind word need not match: every posting of
// the occupation is found, those that say the word first, and meta.relaxed
// names the word as typed; a cursor walk sees the same rows.
func TestQualifierWordsRefineUnderRelevance(t *testing.T) {
	e, rows := loadQualRows(t)
	for _, c := range qualCases {
		query := "order=relevance&q=" + url.QueryEscape(c.q)
		first := holding(rows, c.says)
		all := holding(rows, c.says[1:])
		page := listPage(t, e, query+"&count=true&limit=100")
		got := pageIDs(t, page)
		if !sameSet(got, oracleOrder(all, "id")) || len(got) < len(first) || !sameSet(got[:len(first)], oracleOrder(first, "id")) {
			t.Errorf("%s: %v, want %v first, then the rest of %v", query, got, oracleOrder(first, "id"), oracleOrder(all, "id"))
		}
		if page.Total == nil || *page.Total != int64(len(all)) {
			t.Errorf("%s&count=true: total %v, want %d", query, page.Total, len(all))
		}
		if want := []string{c.relaxed}; !slices.Equal(page.Relaxed, want) {
			t.Errorf("%s: meta.relaxed %q, want %q", query, page.Relaxed, want)
		}
		if walked := engineWalk(t, e, query, 2); !slices.Equal(walked, got) {
			t.Errorf("%s walked: %v, want %v", query, walked, got)
		}
	}
}

// meta.relaxed under relevance: [] when every word must match (no
// qualifier word; a qualifier inside a phrase, an OR group or an exclusion;
// a q of qualifier words alone, or with places only); with several values
// of q, each value's relaxed words once, in order; a compound word
// (taksist) is listed, a place word never (it must match).
func TestRelaxedWords(t *testing.T) {
	e, _ := loadQualRows(t)
	for _, c := range []struct {
		q    []string
		want []string
	}{
		{[]string{"mühasib"}, []string{}},
		{[]string{`"junior mühasib"`}, []string{}},
		{[]string{"junior OR baş mühasib"}, []string{}},
		{[]string{"mühasib -junior"}, []string{}},
		{[]string{"junior"}, []string{}},
		{[]string{"junior Bakı"}, []string{}},
		{[]string{"mühasib junior", "Junior kassir", "taksi sürücüsü"}, []string{"junior", "Junior", "taksi"}},
		{[]string{"mühasib junior", "junior"}, []string{"junior"}},
		{[]string{"Yarımştat (gecə) kassir"}, []string{"Yarımştat", "(gecə)"}},
		// a place must match; a compound word lets its kind go for its
		// head occupation
		{[]string{"Bakıda mühasib"}, []string{}},
		{[]string{"taksist"}, []string{"taksist"}},
	} {
		params := url.Values{"q": c.q, "order": {readapi.OrderRelevance}}
		page := listPage(t, e, params.Encode())
		if page.Relaxed == nil || !slices.Equal(page.Relaxed, c.want) {
			t.Errorf("q=%q&order=relevance: meta.relaxed %q, want %q", c.q, page.Relaxed, c.want)
		}
	}
}
