package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// employedJob is a job posting whose source published an employment type.
func employedJob(id, title, description, employment string) map[string]any {
	row := jobRow(id, title, description)
	row["employment_type"] = employment
	return row
}

// A schedule word of q is held by a row derived to its employment (the
// source's employment_type, written nowhere in the text) as by one that
// says it, and a row derived to the other employment contradicts it; by
// date the word must still be written.
func TestScheduleWordsReadTheDerivedEmployment(t *testing.T) {
	e := loadText(t, "jobs",
		employedJob("a-full", "Kassir", "Kassa.", "FULL_TIME"),
		jobRow("b-plain", "Kassir", "Kassa."),
		employedJob("c-part", "Kassir", "Kassa.", "PART_TIME"),
		jobRow("d-said", "Kassir", "Kassa, yarımştat."),
	)
	// a schedule said in two words, neither of which says it alone (a
	// stop word among them), reads as the one word
	for _, q := range []string{"part-time kassir", "yarım ştat kassir", "kassir part time"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if len(got) != 4 || !sameSet(got[:2], []string{"c-part", "d-said"}) || got[2] != "b-plain" || got[3] != "a-full" {
			t.Errorf("order=relevance&q=%s: %v, want c-part and d-said, then b-plain, then a-full", q, got)
		}
	}
	// by date every word but the stop words (ştat) must match, however
	// they read together
	if got := e.ids(readapi.Jobs, "q="+url.QueryEscape("yarımştat kassir")); !slices.Equal(got, []string{"d-said"}) {
		t.Errorf("q=yarımştat kassir: %v, want [d-said]", got)
	}
	for _, q := range []string{"yarım ştat kassir", "kassir part time"} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(q)); len(got) > 1 || len(got) == 1 && got[0] != "d-said" {
			t.Errorf("q=%s: %v, want at most [d-said]", q, got)
		}
	}
}

// levelledJob is a job posting whose source published a career level.
func levelledJob(id, title, description, level string) map[string]any {
	row := jobRow(id, title, description)
	row["career_level"] = level
	return row
}

// A seniority word of q is held by a row derived to a term of its value
// (the source's career_level, written nowhere in the text: "Kiçik
// mütəxəssis" is junior, and an intern's query takes a junior's posting),
// and a row derived to the other value contradicts it; a mid-level row
// neither holds nor contradicts it.
func TestSeniorityWordsReadTheDerivedSeniority(t *testing.T) {
	e := loadText(t, "jobs",
		levelledJob("a-junior", "Mühasib", "Uçot.", "Kiçik mütəxəssis"),
		jobRow("b-plain", "Mühasib", "Uçot."),
		levelledJob("c-mid", "Mühasib", "Uçot.", "Orta səviyyəli mütəxəssis"),
		levelledJob("d-senior", "Mühasib", "Uçot.", "Böyük mütəxəssis"),
	)
	// rows scoring alike are ordered by id: the junior row and the senior
	// row each stand where only the derived seniority can put them
	for _, q := range []string{"junior mühasib", "stajyor mühasib", "kiçik mütəxəssis mühasib"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if !slices.Equal(got, []string{"a-junior", "b-plain", "c-mid", "d-senior"}) {
			t.Errorf("order=relevance&q=%s: %v, want a-junior, b-plain, c-mid, d-senior", q, got)
		}
	}
	for _, q := range []string{"senior mühasib", "ведущий специалист бухгалтер"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if !slices.Equal(got, []string{"d-senior", "b-plain", "c-mid", "a-junior"}) {
			t.Errorf("order=relevance&q=%s: %v, want d-senior, b-plain, c-mid, a-junior", q, got)
		}
	}
	// by date a career level's words must be written
	if got := e.ids(readapi.Jobs, "q="+url.QueryEscape("kiçik mütəxəssis mühasib")); len(got) != 0 {
		t.Errorf("q=kiçik mütəxəssis mühasib: %v, want none", got)
	}
}

// A seasonal job and a permanent one are two values of one dimension: a
// posting derived to temporary employment (employment_type "Mövsümi")
// holds mövsümi and contradicts daimi iş, one saying "Daimi iş" holds
// that and contradicts mövsümi; a posting paid daily holds gündəlik
// ödəniş, a qualifier of two words, in any language.
func TestDurationAndPayQualifiers(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-plain", "Aşpaz", "Mətbəx."),
		employedJob("b-season", "Aşpaz", "Mətbəx.", "Mövsümi"),
		jobRow("c-permanent", "Aşpaz", "Mətbəx. Daimi iş."),
		jobRow("d-daily", "Повар", "Кухня. Ежедневная оплата."),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"mövsümi aşpaz", []string{"b-season", "a-plain", "d-daily", "c-permanent"}},
		{"daimi iş aşpaz", []string{"c-permanent", "a-plain", "d-daily", "b-season"}},
		{"gündəlik ödəniş aşpaz", []string{"d-daily", "a-plain", "b-season", "c-permanent"}},
	} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q)); !slices.Equal(got, c.want) {
			t.Errorf("order=relevance&q=%s: %v, want %v", c.q, got, c.want)
		}
	}
}

// A remote-work word of q is held by a row its source flags remote, though
// its text never says so, and contradicted by one that says the work is
// at the office.
func TestRemoteWordsReadTheRemoteFlag(t *testing.T) {
	flagged := jobRow("c-flag", "Proqramçı", "Backend.")
	flagged["remote"] = true
	e := loadText(t, "jobs",
		jobRow("a-office", "Proqramçı", "Backend, ofisdə iş."),
		jobRow("b-plain", "Proqramçı", "Backend."),
		flagged,
	)
	for _, q := range []string{"uzaqdan proqramçı", "proqramçı remote", "удалённо программист"} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)); !slices.Equal(got, []string{"c-flag", "b-plain", "a-office"}) {
			t.Errorf("order=relevance&q=%s: %v, want c-flag, b-plain, a-office", q, got)
		}
	}
}
