// Command highlightcmp records what highlight=true answers for every q
// string of the project's own judged sets, and compares two such records,
// so that a change to the highlight request can show that the marks did not
// change (or which did): load the sets and keep them (go run
// ./scripts/relevance -keep -prefix P), serve the API over the jobs
// (INDEX_PREFIX=P) and over the events and quotes (INDEX_PREFIX=Pev-), record
// with one build, record again with the other, then compare.
//
//	highlightcmp -jobs-api http://127.0.0.1:18431 -jobs-key K1 -events-api http://127.0.0.1:18432 -events-key K2 -out before.json
//	highlightcmp -compare before.json after.json
//
// Each q string is asked of its collection (the job queries of jobs, the
// event queries of events and quotes), by date and by relevance, with and
// without fuzzy=true, limit 25. A record maps each request to the ids of
// its page and its meta.highlights.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"time"
)

// answer is what a record keeps of one request: the page's ids and its
// meta.highlights (or the HTTP status of an error).
type answer struct {
	IDs        []string        `json:"ids,omitempty"`
	Highlights json.RawMessage `json:"highlights,omitempty"`
	Status     int             `json:"status,omitempty"`
}

func main() {
	jobsAPI := flag.String("jobs-api", "", "the API serving the judged jobs")
	jobsKey := flag.String("jobs-key", "", "its API key")
	eventsAPI := flag.String("events-api", "", "the API serving the judged events and quotes")
	eventsKey := flag.String("events-key", "", "its API key")
	sets := flag.String("sets", "scripts/relevance", "the directory of the judged sets")
	out := flag.String("out", "", "file the record is written to")
	compare := flag.Bool("compare", false, "compare the two records named as arguments")
	flag.Parse()
	if *compare {
		if flag.NArg() != 2 {
			fail("-compare takes two records")
		}
		a, b := readRecord(flag.Arg(0)), readRecord(flag.Arg(1))
		differ := differences(a, b)
		for _, k := range differ {
			fmt.Printf("differ: %s\n  %s\n  %s\n", k, show(a[k]), show(b[k]))
		}
		fmt.Printf("%d requests, %d differ\n", len(a), len(differ))
		if len(differ) > 0 {
			os.Exit(1)
		}
		return
	}
	if *jobsAPI == "" || *eventsAPI == "" || *out == "" {
		fail("-jobs-api, -events-api and -out are needed to record")
	}
	jobs, events, err := judgedQueries(*sets)
	if err != nil {
		fail(err.Error())
	}
	client := &http.Client{Timeout: 30 * time.Second}
	record := map[string]answer{}
	for _, r := range requests(jobs, events) {
		base, key := *jobsAPI, *jobsKey
		if r.collection != "jobs" {
			base, key = *eventsAPI, *eventsKey
		}
		a, err := ask(client, base+r.path(), key)
		if err != nil {
			fail(err.Error())
		}
		record[r.path()] = a
		if len(record)%200 == 0 {
			fmt.Fprintf(os.Stderr, "%d requests\n", len(record))
		}
	}
	b, _ := json.MarshalIndent(record, "", " ")
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		fail(err.Error())
	}
	fmt.Fprintf(os.Stderr, "%d requests recorded in %s\n", len(record), *out)
}

// request is one page asked with highlight=true.
type request struct {
	collection, q string
	relevance     bool
	fuzzy         bool
}

func (r request) path() string {
	v := url.Values{"q": {r.q}, "highlight": {"true"}, "limit": {"25"}}
	if r.relevance {
		v.Set("order", "relevance")
	}
	if r.fuzzy {
		v.Set("fuzzy", "true")
	}
	return "/v1/" + r.collection + "?" + v.Encode()
}

// requests are the pages asked: each job q of jobs, each event q of events
// and quotes, by date and by relevance, fuzzy or not, each once.
func requests(jobs, events []string) []request {
	var out []request
	seen := map[string]bool{}
	add := func(collection string, qs []string) {
		for _, q := range qs {
			for _, relevance := range []bool{false, true} {
				for _, fuzzy := range []bool{false, true} {
					r := request{collection, q, relevance, fuzzy}
					if !seen[r.path()] {
						seen[r.path()] = true
						out = append(out, r)
					}
				}
			}
		}
	}
	add("jobs", jobs)
	add("events", events)
	add("quotes", events)
	return out
}

// judgedQueries reads the q strings of the own judged sets: queries.txt and
// queries.json (jobs) and events/queries.txt (events and quotes).
func judgedQueries(dir string) (jobs, events []string, err error) {
	if jobs, err = queryLines(dir + "/queries.txt"); err != nil {
		return nil, nil, err
	}
	raw, err := os.ReadFile(dir + "/queries.json")
	if err != nil {
		return nil, nil, err
	}
	var first []struct {
		Q string `json:"q"`
	}
	if err := json.Unmarshal(raw, &first); err != nil {
		return nil, nil, fmt.Errorf("%s/queries.json: %w", dir, err)
	}
	for _, f := range first {
		jobs = append(jobs, f.Q)
	}
	events, err = queryLines(dir + "/events/queries.txt")
	return jobs, events, err
}

// queryLines reads the q of each "q | intent" line of a queries file
// (comments, blank lines and "[group]" lines skipped).
func queryLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	s := bufio.NewScanner(f)
	for s.Scan() {
		line := strings.TrimSpace(s.Text())
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "[") {
			continue
		}
		q, _, _ := strings.Cut(line, " | ")
		out = append(out, strings.TrimSpace(q))
	}
	return out, s.Err()
}

// ask sends one request and keeps its ids and meta.highlights.
func ask(client *http.Client, u, key string) (answer, error) {
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		return answer{}, err
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := client.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return answer{}, err
	}
	if resp.StatusCode != http.StatusOK {
		return answer{Status: resp.StatusCode}, nil
	}
	var page struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
		Meta struct {
			Highlights json.RawMessage `json:"highlights"`
		} `json:"meta"`
	}
	if err := json.Unmarshal(body, &page); err != nil {
		return answer{}, fmt.Errorf("%s: %w", u, err)
	}
	a := answer{Highlights: page.Meta.Highlights}
	for _, d := range page.Data {
		a.IDs = append(a.IDs, d.ID)
	}
	return a, nil
}

// differences are the requests, sorted, whose ids, highlights or status
// differ between a and b, or that only one of them holds.
func differences(a, b map[string]answer) []string {
	var out []string
	for k, x := range a {
		y, ok := b[k]
		if !ok || !slices.Equal(x.IDs, y.IDs) || x.Status != y.Status || !sameJSON(x.Highlights, y.Highlights) {
			out = append(out, k)
		}
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// sameJSON tells whether two JSON values are equal once compacted.
func sameJSON(x, y json.RawMessage) bool {
	var bx, by bytes.Buffer
	if json.Compact(&bx, x) != nil || json.Compact(&by, y) != nil {
		return bytes.Equal(x, y)
	}
	return bytes.Equal(bx.Bytes(), by.Bytes())
}

func show(a answer) string {
	b, _ := json.Marshal(a)
	return string(b)
}

func readRecord(path string) map[string]answer {
	raw, err := os.ReadFile(path)
	if err != nil {
		fail(err.Error())
	}
	var r map[string]answer
	if err := json.Unmarshal(raw, &r); err != nil {
		fail(path + ": " + err.Error())
	}
	return r
}

func fail(msg string) {
	fmt.Fprintln(os.Stderr, "highlightcmp:", msg)
	os.Exit(2)
}
