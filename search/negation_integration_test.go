package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// A posting that names a qualifier of q only to deny it states the
// opposite: with order=relevance it ranks below the postings that leave
// the qualifier unsaid.
func TestDeniedQualifierRanksBelowTheUnsaid(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-denied", "Kassir", "Marketə kassir. Gecə növbəsi yoxdur."),
		jobRow("b-plain", "Kassir", "Marketə kassir."),
		jobRow("c-said", "Kassir", "Marketə kassir. Gecə növbəsi."),
		jobRow("d-denied", "Mühasib", "Ofisə mühasib. Təcrübəsiz namizədlər nəzərdən keçirilmir."),
		jobRow("e-plain", "Mühasib", "Ofisə mühasib."),
		jobRow("f-said", "Mühasib", "Ofisə mühasib. Təcrübəsiz namizədlər də ola bilər."),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"kassir gecə növbəsi", []string{"c-said", "b-plain", "a-denied"}},
		{"mühasib təcrübəsiz", []string{"f-said", "e-plain", "d-denied"}},
	} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q)); !slices.Equal(got, c.want) {
			t.Errorf("order=relevance&q=%s: %v, want %v", c.q, got, c.want)
		}
	}
}

// A qualifier of q that a denial word follows asks for a posting without
// it: with order=relevance the postings denying it rank first ("yoxdur",
// "olmayan"), then the one leaving it unsaid, then the one stating it, and
// the denial word need not match; under another order every word must.
func TestQualifierDeniedInQ(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-denied", "Kassir", "Marketə kassir. Gecə növbəsi yoxdur."),
		jobRow("b-plain", "Kassir", "Marketə kassir."),
		jobRow("c-said", "Kassir", "Marketə kassir. Gecə növbəsi."),
		jobRow("d-denied", "Kassir", "Gecə növbəsi olmayan iş, 09:00-18:00."),
	)
	for _, q := range []string{"kassir gecə növbəsi olmayan", "kassir gecə növbəsi yoxdur"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if len(got) != 4 || !sameSet(got[:2], []string{"a-denied", "d-denied"}) || !slices.Equal(got[2:], []string{"b-plain", "c-said"}) {
			t.Errorf("order=relevance&q=%s: %v, want a-denied and d-denied, then b-plain, then c-said", q, got)
		}
	}
	if got := e.ids(readapi.Jobs, "q="+url.QueryEscape("kassir gecə növbəsi olmayan")); !slices.Equal(got, []string{"d-denied"}) {
		t.Errorf("q=kassir gecə növbəsi olmayan by date: %v, want [d-denied]", got)
	}
}
