package search_test

import (
	"readapi"

	"context"
	"net/url"
	"testing"

	"readapi/search"
)

// BenchmarkRelevanceBody measures what a q page costs before the engine:
// parsing the parameters and rendering the search body, for one word and
// for an everyday query of several words, in the date order and by
// relevance. The same q repeats, so after the first request its clauses
// come from the cache of compiled values (textcache.go).
func BenchmarkRelevanceBody(b *testing.B) {
	signer := search.NewSigner("bench")
	for _, q := range []string{"mühasib", "junior developer Baku", "muhasiblr"} {
		for _, extra := range []string{"order=-posted_at", "order=relevance", "order=relevance&fuzzy=true"} {
			params, err := url.ParseQuery("q=" + url.QueryEscape(q) + "&limit=25&" + extra)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(q+"&"+extra, func(b *testing.B) {
				b.ReportAllocs()
				for range b.N {
					parsed, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Dataset: readapi.Jobs}, signer, params)
					if err != nil {
						b.Fatal(err)
					}
					if _, err := parsed.Body(false); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
