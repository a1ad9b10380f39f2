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
// it: with order=relevance the posting denying it ranks first, then the
// one leaving it unsaid, then the one stating it, and the denial word need
// not match; under another order every word must.
func TestQualifierDeniedInQ(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-denied", "Kassir", "Marketə kassir. Gecə növbəsi yoxdur."),
		jobRow("b-plain", "Kassir", "Marketə kassir."),
		jobRow("c-said", "Kassir", "Marketə kassir. Gecə növbəsi."),
		jobRow("d-seeker", "Kassir", "Gecə növbəsi olmayan iş axtarıram."),
	)
	for _, q := range []string{"kassir gecə növbəsi olmayan", "kassir gecə növbəsi yoxdur"} {
		if got, want := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)), []string{"a-denied", "b-plain", "c-said", "d-seeker"}; !slices.Equal(got[:3], want[:3]) || len(got) != 4 {
			t.Errorf("order=relevance&q=%s: %v, want %v first", q, got, want[:3])
		}
	}
	if got := e.ids(readapi.Jobs, "q="+url.QueryEscape("kassir gecə növbəsi olmayan")); !slices.Equal(got, []string{"d-seeker"}) {
		t.Errorf("q=kassir gecə növbəsi olmayan by date: %v, want [d-seeker]", got)
	}
}
