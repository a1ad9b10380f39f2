package dupes_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"readapi/internal/dupes"
)

var t0 = time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)

func ptr(s string) *string { return &s }

// words returns the first n of a fixed list of distinct words, joined.
func words(n int) string {
	all := strings.Fields("one two three four five six seven eight nine ten eleven twelve")
	return strings.Join(all[:n], " ")
}

func posting(id, title string, company *string, description *string) dupes.Posting {
	return dupes.Posting{ID: id, Title: title, Company: company, Description: description, Active: true, SourceType: "board", FirstSeen: t0}
}

func TestCopies(t *testing.T) {
	acme := ptr("Acme MMC")
	cases := []struct {
		name string
		a, b dupes.Posting
		want bool
	}{
		{"Jaccard exactly 0.8 (4 of 5 shingles) is a copy",
			posting("a:1", "Mühasib", acme, ptr(words(8))), posting("b:1", "Mühasib", acme, ptr(words(9))), true},
		{"Jaccard 0.75 (3 of 4 shingles) is not",
			posting("a:1", "Mühasib", acme, ptr(words(7))), posting("b:1", "Mühasib", acme, ptr(words(8))), false},
		{"identical 4-word descriptions are one shingle each, equal",
			posting("a:1", "Mühasib", acme, ptr(words(4))), posting("b:1", "Mühasib", acme, ptr(words(4))), true},
		{"4-word descriptions differing in one word share no shingle",
			posting("a:1", "Mühasib", acme, ptr("one two three four")), posting("b:1", "Mühasib", acme, ptr("one two three nine")), false},
		{"a 4-word description is not the first shingle of a 5-word one",
			posting("a:1", "Mühasib", acme, ptr(words(4))), posting("b:1", "Mühasib", acme, ptr(words(5))), false},
		{"titles, companies and descriptions compare after folding",
			posting("a:1", "BAŞ MÜHASİB", ptr("ACME mmc"), ptr("Əmək haqqı: 1000 AZN, iş Bakıda!")),
			posting("b:1", "baş mühasib", ptr("Acme MMC."), ptr("emek haqqi 1000 azn is bakida")), true},
		{"different titles are never copies",
			posting("a:1", "Mühasib", acme, ptr(words(9))), posting("b:1", "Baş mühasib", acme, ptr(words(9))), false},
		{"a missing company matches any company",
			posting("a:1", "Mühasib", acme, ptr(words(9))), posting("b:1", "Mühasib", nil, ptr(words(9))), true},
		{"two different companies do not",
			posting("a:1", "Mühasib", acme, ptr(words(9))), posting("b:1", "Mühasib", ptr("Beta"), ptr(words(9))), false},
		{"one description missing: never copies, even with equal urls",
			withURL(posting("a:1", "Mühasib", acme, ptr(words(9))), "https://boss.az/v/1"),
			withURL(posting("b:1", "Mühasib", acme, nil), "https://boss.az/v/1"), false},
		{"a description of no word counts as none",
			withURL(posting("a:1", "Mühasib", acme, ptr(" — ")), "https://boss.az/v/1"),
			withURL(posting("b:1", "Mühasib", acme, nil), "https://boss.az/v/1"), true},
		{"no descriptions: normalised urls equal (scheme, www., query, trailing / dropped)",
			withURL(posting("a:1", "Mühasib", acme, nil), "https://www.boss.az/vacancies/1/?utm_source=x"),
			withURL(posting("b:1", "Mühasib", acme, nil), "http://boss.az/vacancies/1"), true},
		{"no descriptions: different paths are not copies",
			withURL(posting("a:1", "Mühasib", acme, nil), "https://boss.az/vacancies/1"),
			withURL(posting("b:1", "Mühasib", acme, nil), "https://boss.az/vacancies/12"), false},
		{"no descriptions and no urls are not copies",
			posting("a:1", "Mühasib", acme, nil), posting("b:1", "Mühasib", acme, nil), false},
	}
	for _, c := range cases {
		if got := dupes.Copies(c.a, c.b); got != c.want {
			t.Errorf("%s: Copies = %v, want %v", c.name, got, c.want)
		}
		if got := dupes.Copies(c.b, c.a); got != c.want {
			t.Errorf("%s (swapped): Copies = %v, want %v", c.name, got, c.want)
		}
		groups := dupes.Group([]dupes.Posting{c.a, c.b})
		if together := groups[0].Group == groups[1].Group; together != c.want {
			t.Errorf("%s: grouped together = %v, want %v (%+v)", c.name, together, c.want, groups)
		}
	}
}

func withURL(p dupes.Posting, url string) dupes.Posting {
	p.URL = &url
	return p
}

func TestJaccardBoundary(t *testing.T) {
	a, b := dupes.Shingles(words(8)), dupes.Shingles(words(9))
	if len(a) != 4 || len(b) != 5 || dupes.Jaccard(a, b) != 0.8 {
		t.Fatalf("shingles %d and %d, Jaccard %v; want 4, 5 and 0.8", len(a), len(b), dupes.Jaccard(a, b))
	}
	if got := dupes.Shingles("Bir iki üç"); len(got) != 1 {
		t.Errorf("a 3-word text has %d shingles, want 1", len(got))
	}
	if got := dupes.Shingles("one two one two one two one two"); len(got) != 2 {
		t.Errorf("repeated shingles count once: got %d, want 2", len(got))
	}
}

func TestChains(t *testing.T) {
	acme := ptr("Acme")
	// A~B (4/5) and B~C (5/6) but A≁C (4/6): one group of three.
	a := posting("s:a", "Sürücü", acme, ptr(words(8)))
	b := posting("s:b", "Sürücü", acme, ptr(words(9)))
	c := posting("s:c", "Sürücü", acme, ptr(words(10)))
	if dupes.Copies(a, c) {
		t.Fatal("A and C must not be copies for this test")
	}
	// Through a posting without a company, two companies' postings join.
	x := posting("s:x", "Sürücü", ptr("Xco"), ptr(words(12)))
	n := posting("s:n", "Sürücü", nil, ptr(words(12)))
	y := posting("s:y", "Sürücü", ptr("Yco"), ptr(words(12)))
	got := dupes.Group([]dupes.Posting{a, x, b, n, c, y})
	if got[0].Group != got[2].Group || got[2].Group != got[4].Group || got[0].Size != 3 {
		t.Errorf("A, B, C: %+v %+v %+v; want one group of 3", got[0], got[2], got[4])
	}
	if got[1].Group != got[3].Group || got[3].Group != got[5].Group || got[1].Size != 3 || got[1].Group != "s:n" {
		t.Errorf("X, N, Y: %+v %+v %+v; want one group of 3 named s:n (the smallest id)", got[1], got[3], got[5])
	}
	if got[0].Group == got[1].Group {
		t.Error("the two chains must be two groups")
	}
}

func TestCanonicalOrder(t *testing.T) {
	body := ptr(words(9))
	p := func(id string, active bool, sourceType string, firstSeen time.Time) dupes.Posting {
		return dupes.Posting{ID: id, Title: "Aşpaz", Description: body, Active: active, SourceType: sourceType, FirstSeen: firstSeen}
	}
	postings := []dupes.Posting{
		p("a:retired-employer", false, "employer", t0.Add(-time.Hour)),
		p("b:unknown", true, "unknown", t0),
		p("c:odd-type", true, "something else", t0.Add(-time.Hour)), // ranks as unknown
		p("d:aggregator", true, "aggregator", t0),
		p("e:agency", true, "agency", t0),
		p("f:platform", true, "platform", t0),
		p("g:board-later", true, "board", t0.Add(time.Minute)),
		p("h:board-tie", true, "board", t0),
		p("g:board-tie", true, "board", t0), // same instant: smaller id first
		p("z:employer", true, "employer", t0.Add(time.Hour)),
	}
	want := []string{"z:employer", "g:board-tie", "h:board-tie", "g:board-later", "f:platform", "e:agency",
		"d:aggregator", "c:odd-type", "b:unknown", "a:retired-employer"}
	got := dupes.Group(postings)
	ranked := make([]string, len(got))
	for i, a := range got {
		if a.Size != len(postings) || a.Group != "a:retired-employer" {
			t.Fatalf("%+v: want one group of %d named a:retired-employer", a, len(postings))
		}
		ranked[a.Rank] = postings[i].ID
	}
	if !slices.Equal(ranked, want) {
		t.Errorf("canonical order\n got %v\nwant %v", ranked, want)
	}
}

func TestFoldAndURL(t *testing.T) {
	for in, want := range map[string]string{
		"İŞ ELANI: Baş Mühasib!": "is elani bas muhasib",
		"Ёлка  —  Şöbə":          "елка sobe",
		"IĞDIR":                  "igdir",
		"":                       "",
	} {
		if got := dupes.Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"https://www.Boss.az/vacancies/1/?utm_source=x#top": "boss.az/vacancies/1",
		"http://boss.az/vacancies/1":                        "boss.az/vacancies/1",
		"boss.az/vacancies/1///":                            "boss.az/vacancies/1",
		"https://www.boss.az/":                              "boss.az",
		"https://boss.az/Vacancies/1":                       "boss.az/Vacancies/1", // paths keep their case
	} {
		if got := dupes.NormalizeURL(in); got != want {
			t.Errorf("NormalizeURL(%q) = %q, want %q", in, got, want)
		}
	}
}
