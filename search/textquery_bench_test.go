package search_test

import (
	"readapi"

	"context"
	"net/url"
	"testing"

	"readapi/search"
)

// BenchmarkRelevanceBody measures what a q page costs before the engine:
// parsing the parameters and rendering the search body (the text clauses
// through encoding/json), for one word and for an everyday query of
// several words.
func BenchmarkRelevanceBody(b *testing.B) {
	signer := search.NewSigner("bench")
	for _, q := range []string{"mühasib", "junior developer Baku", "muhasiblr"} {
		for _, extra := range []string{"order=relevance", "order=relevance&fuzzy=true"} {
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
