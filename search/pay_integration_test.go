package search_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/mappings/language"
)

// paidJob is an accountant's posting paying from–to manats a month (0: the
// end is not published).
func paidJob(id, description string, from, to float64) map[string]any {
	row := jobRow(id, "Mühasib", description)
	if from > 0 {
		row["salary_from"] = from
	}
	if to > 0 {
		row["salary_to"] = to
	}
	if from > 0 || to > 0 {
		row["salary_currency"] = "AZN"
	}
	return row
}

// Pay said in q only qualifies: with order=relevance the rows whose pay
// reaches the amount ("to", or "from" when no "to" is published) rank
// first, then those publishing no pay, then those publishing less, and
// meta.relaxed lists the pay's words as typed; by date each word must
// match as written.
func TestPayInQOnlyQualifies(t *testing.T) {
	high := language.Jobs().Pay.High
	e := loadText(t, "jobs",
		paidJob("a-reaches", "Uçot.", high-300, high+300),
		paidJob("b-from", "Uçot.", high+100, 0),
		paidJob("c-unpaid", "Uçot.", 0, 0),
		paidJob("d-less", "Uçot.", high-700, high-500),
		paidJob("e-said", "Uçot. Maaş 1500 manat.", 0, 0),
	)
	if high != 1500 {
		t.Fatalf("fixture: jobs.txt's high pay is %v, the q below asks for 1500", high)
	}
	for _, c := range []struct{ q, relaxed string }{
		{"mühasib 1500 manat", "1500 manat"},
		{"Mühasib от 1500 AZN", "1500 AZN"}, // от is a stop word
		{"mühasib yüksək maaş", "yüksək maaş"},
	} {
		page := listPage(t, e, "order=relevance&q="+url.QueryEscape(c.q))
		got := pageIDs(t, page)
		if len(got) != 5 || !sameSet(got[:2], []string{"a-reaches", "b-from"}) || !sameSet(got[2:4], []string{"c-unpaid", "e-said"}) || got[4] != "d-less" {
			t.Errorf("order=relevance&q=%s: %v, want a-reaches and b-from, then c-unpaid and e-said, then d-less", c.q, got)
		}
		if want := strings.Fields(c.relaxed); !slices.Equal(page.Relaxed, want) {
			t.Errorf("order=relevance&q=%s: meta.relaxed %v, want %v", c.q, page.Relaxed, want)
		}
	}
	if got := e.ids(readapi.Jobs, "q="+url.QueryEscape("mühasib 1500 manat")); !slices.Equal(got, []string{"e-said"}) {
		t.Errorf("q=mühasib 1500 manat: %v, want [e-said], the one row saying it", got)
	}
}
