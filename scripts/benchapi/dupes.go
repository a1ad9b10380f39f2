package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
)

// dupePairs are issue 26's rows: collapse=duplicates against the same page
// without it (the default order, q in the default order and by relevance,
// and the default page with facets, which count groups under collapse),
// and GET /v1/jobs/{id}/similar, for ids drawn from the index in turn,
// against the plain q page.
func dupePairs(q, facets string, ids []string) []pagePair {
	plain := "/v1/jobs?q=" + url.QueryEscape(q)
	var next atomic.Int64
	similar := func() string {
		id := ids[int(next.Add(1)-1)%len(ids)]
		return "/v1/jobs/" + url.PathEscape(id) + "/similar"
	}
	return []pagePair{
		{name: "collapse, default page", path: fixed("/v1/jobs?collapse=duplicates"), base: fixed("/v1/jobs")},
		{name: "collapse, q", path: fixed(plain + "&collapse=duplicates"), base: fixed(plain)},
		{name: "collapse, q, relevance", path: fixed(plain + "&order=relevance&collapse=duplicates"), base: fixed(plain + "&order=relevance")},
		{name: "collapse, facets", path: fixed("/v1/jobs?collapse=duplicates&facets=" + facets), base: fixed("/v1/jobs?facets=" + facets)},
		{name: "similar (/ plain q)", path: similar, base: fixed(plain)},
	}
}

// sampleIDs draws up to n job ids from the index behind alias, spread over
// it by a seeded random score.
func sampleIDs(client *http.Client, osURL, alias string, n int) []string {
	body := fmt.Sprintf(`{"size":%d,"_source":false,"query":{"function_score":{"random_score":{"seed":26,"field":"_seq_no"}}}}`, n)
	resp, err := client.Post(osURL+"/"+alias+"/_search", "application/json", strings.NewReader(body))
	if err != nil {
		fail("sampling job ids: %v", err)
	}
	defer resp.Body.Close()
	var out struct {
		Hits struct {
			Hits []struct {
				ID string `json:"_id"`
			} `json:"hits"`
		} `json:"hits"`
	}
	if resp.StatusCode != http.StatusOK {
		fail("sampling job ids: status %d", resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		fail("sampling job ids: %v", err)
	}
	var ids []string
	for _, h := range out.Hits.Hits {
		ids = append(ids, h.ID)
	}
	if len(ids) == 0 {
		fail("sampling job ids: the index has no jobs")
	}
	return ids
}

// dupesTable prints the duplicates table over ids sampled from the index.
func dupesTable(client *http.Client, apiURL, baseAPI, osURL, alias, q, facets, conc string, n int) {
	t := pairTable{title: "duplicates (issue 26): collapse=duplicates / the same page, similar / the plain q page", base: "base page", baseOfBase: "base base"}
	t.print(client, apiURL, baseAPI, conc, n, dupePairs(q, facets, sampleIDs(client, osURL, alias, 200)))
}
