package handlers_test

import (
	"slices"
	"testing"

	"readapi"
	"readapi/internal/enrich"
	"readapi/internal/testenv"
	"readapi/mappings"
	"readapi/mappings/language"
)

// /similar on the derived occupation (issue 43), through the real loader
// and engine: a posting's neighbours are its occupation's first, the same
// city and seniority lifted; a posting without an occupation is compared
// with the whole index. The occupations expected are what enrich derives
// of the fixture's rows.

// similarBody is the body the target shares with a posting of another
// occupation, which would rank first on text alone.
const similarBody = "Maliyyə hesabatlarının hazırlanması vergi bəyannamələri audit yoxlamaları balans tərtibi ilkin sənədlərin uçotu"

// similarJob is one posting of the fixture.
func similarJob(id, title, city, career, description string) map[string]any {
	row := derivedJob(id, title, career, "Full-time", nil, nil, "", "", "2026-03-05T08:00:00Z")
	row["city"] = nilIfEmpty(city)
	row["description"] = nilIfEmpty(description)
	row["url"] = "https://example.az/" + id
	return row
}

var similarJobs = []map[string]any{
	similarJob("t:1", "Mühasib", "Bakı", "Senior", similarBody),
	// the target's occupation: the same text; n:2 alone shares its city
	// and seniority, n:1 comes first by id
	similarJob("n:1", "Mühasib", "Gəncə", "Junior", ""),
	similarJob("n:2", "Mühasib", "Bakı", "Senior", ""),
	// another occupation, the target's very body
	similarJob("x:1", "Sürücü", "Bakı", "Senior", similarBody),
	// no occupation: its neighbours are of any occupation
	similarJob("u:1", "Qzyx", "Bakı", "", "Qzyx vakansiyası: "+similarBody),
}

// similarOccupations is what enrich derives of each fixture row's
// occupation ("" for none), by id.
func similarOccupations(t *testing.T) map[string]string {
	t.Helper()
	env := enrich.Env{Vocab: mappings.MustVocabularies(), Fold: language.Fold, Rates: enrich.NewRateTable(nil)}
	out := map[string]string{}
	for i, d := range testenv.DeriveRows[struct{ Occupation *string }](t, readapi.Jobs.Derivation.Derive, env, similarJobs) {
		if d.Occupation != nil {
			out[similarJobs[i]["id"].(string)] = *d.Occupation
		}
	}
	return out
}

func TestSimilarOnTheOccupation(t *testing.T) {
	occ := similarOccupations(t)
	if occ["t:1"] == "" || occ["n:1"] != occ["t:1"] || occ["n:2"] != occ["t:1"] || occ["x:1"] == occ["t:1"] || occ["u:1"] != "" {
		t.Fatalf("the fixture's occupations are not what the test needs: %v", occ)
	}
	a := newAPI(t)
	a.loadRows("jobs", similarJobs)

	// the occupation's postings first, the same city and seniority ahead
	// of the first by id; then, as fewer than the limit, the rest by text
	got := a.ok("/v1/jobs/t:1/similar").ids(t)
	if !slices.Equal(got[:min(len(got), 2)], []string{"n:2", "n:1"}) || !slices.Contains(got[2:], "x:1") {
		t.Errorf("similar of t:1: %v, want [n:2 n:1] first, then x:1 among the rest", got)
	}
	if got := a.ok("/v1/jobs/t:1/similar?limit=2").ids(t); !slices.Equal(got, []string{"n:2", "n:1"}) {
		t.Errorf("similar of t:1, limit 2: %v, want [n:2 n:1]", got)
	}
	// no occupation: the whole index by text, other occupations included
	got = a.ok("/v1/jobs/u:1/similar").ids(t)
	if !slices.Contains(got, "t:1") || !slices.Contains(got, "x:1") || slices.Contains(got, "u:1") {
		t.Errorf("similar of u:1 (no occupation): %v, want t:1 and x:1, never u:1", got)
	}
}
