// Command similarcmp records the neighbours /v1/jobs/{id}/similar gives for
// a seeded sample of job ids, and compares two such records, so that a
// change to similar can show that its neighbours did not change (or which
// did): record with one build, record again with the other over the same
// loaded data, then compare.
//
//	similarcmp -api http://127.0.0.1:18080 -key K -opensearch http://127.0.0.1:9200 -prefix P -out before.tsv
//	similarcmp -compare before.tsv after.tsv
//
// A record is one line per sampled id: the id, a tab, its neighbours' ids
// in order, comma-separated.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"time"
)

func main() {
	apiURL := flag.String("api", "", "the read API's base URL")
	key := flag.String("key", "", "API key sent as a bearer token, when the API needs one")
	osURL := flag.String("opensearch", "http://127.0.0.1:9200", "OpenSearch, where the ids are sampled")
	prefix := flag.String("prefix", "", "index prefix of the loaded jobs")
	n := flag.Int("n", 50, "how many ids to sample")
	seed := flag.Int("seed", 43, "seed of the sample")
	out := flag.String("out", "", "file the record is written to")
	compare := flag.Bool("compare", false, "compare the two records named as arguments")
	flag.Parse()
	if *compare {
		if flag.NArg() != 2 {
			fail("-compare takes two records")
		}
		compareRecords(read(flag.Arg(0)), read(flag.Arg(1)))
		return
	}
	if *apiURL == "" || *out == "" {
		fail("-api and -out are needed (or -compare a b)")
	}
	client := &http.Client{Timeout: 30 * time.Second}
	ids := sample(client, *osURL, *prefix+"jobs", *n, *seed)
	var b strings.Builder
	for i, id := range ids {
		fmt.Fprintf(&b, "%s\t%s\n", id, strings.Join(neighbours(client, *apiURL, *key, id), ","))
		if (i+1)%10 == 0 {
			fmt.Fprintf(os.Stderr, "similarcmp: %d of %d ids\n", i+1, len(ids))
		}
	}
	if err := os.WriteFile(*out, []byte(b.String()), 0o644); err != nil {
		fail("%v", err)
	}
}

// sample draws n active job ids from alias by a seeded random score, in id
// order.
func sample(client *http.Client, osURL, alias string, n, seed int) []string {
	body := fmt.Sprintf(`{"size":%d,"_source":false,"query":{"function_score":{"query":{"term":{"active":true}},"random_score":{"seed":%d,"field":"_seq_no"}}}}`, n, seed)
	var answer struct {
		Hits struct {
			Hits []struct {
				ID string `json:"_id"`
			} `json:"hits"`
		} `json:"hits"`
	}
	get(client, http.MethodPost, osURL+"/"+alias+"/_search", "", body, &answer)
	var ids []string
	for _, h := range answer.Hits.Hits {
		ids = append(ids, h.ID)
	}
	if len(ids) == 0 {
		fail("no job in %s", alias)
	}
	slices.Sort(ids)
	return ids
}

// neighbours returns the ids /similar answers for id, in order.
func neighbours(client *http.Client, apiURL, key, id string) []string {
	var page struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	get(client, http.MethodGet, apiURL+"/v1/jobs/"+url.PathEscape(id)+"/similar", key, "", &page)
	var ids []string
	for _, r := range page.Data {
		ids = append(ids, r.ID)
	}
	return ids
}

// get sends one request and decodes its 200 answer into out.
func get(client *http.Client, method, u, key, body string, out any) {
	req, err := http.NewRequest(method, u, strings.NewReader(body))
	if err != nil {
		fail("%v", err)
	}
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := client.Do(req)
	if err != nil {
		fail("%v", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		fail("%s %s: status %d", method, u, resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		fail("%s %s: %v", method, u, err)
	}
}

// read reads a record: id to its neighbours, and the ids in file order.
func read(path string) record {
	f, err := os.Open(path)
	if err != nil {
		fail("%v", err)
	}
	defer f.Close()
	r := record{lists: map[string][]string{}}
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		id, list, ok := strings.Cut(lines.Text(), "\t")
		if !ok {
			fail("%s: a line without a tab: %q", path, lines.Text())
		}
		r.ids = append(r.ids, id)
		r.lists[id] = nil
		if list != "" {
			r.lists[id] = strings.Split(list, ",")
		}
	}
	if err := lines.Err(); err != nil {
		fail("%s: %v", path, err)
	}
	return r
}

// record is the neighbours of each sampled id.
type record struct {
	ids   []string
	lists map[string][]string
}

// compareRecords prints how many lists are identical, how many hold the
// same ids in another order, and for each other list the ids it lost and
// gained.
func compareRecords(before, after record) {
	identical, reordered, differ, missing := 0, 0, 0, 0
	for _, id := range before.ids {
		a, ok := after.lists[id]
		if !ok {
			missing++
			continue
		}
		b := before.lists[id]
		switch {
		case slices.Equal(a, b):
			identical++
		case sameSet(a, b):
			reordered++
			fmt.Printf("%s: reordered\n  before %v\n  after  %v\n", id, b, a)
		default:
			differ++
			fmt.Printf("%s: lost %v, gained %v\n  before %v\n  after  %v\n", id, minus(b, a), minus(a, b), b, a)
		}
	}
	fmt.Printf("%d ids: %d identical, %d reordered, %d differ, %d not in the second record\n",
		len(before.ids), identical, reordered, differ, missing)
}

// sameSet reports whether a and b hold the same ids.
func sameSet(a, b []string) bool {
	return len(a) == len(b) && len(minus(a, b)) == 0
}

// minus returns the ids of a not in b, in a's order.
func minus(a, b []string) []string {
	var out []string
	for _, id := range a {
		if !slices.Contains(b, id) {
			out = append(out, id)
		}
	}
	return out
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "similarcmp: "+format+"\n", args...)
	os.Exit(1)
}
