package handlers_test

import (
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"readapi"
)

// The long inputs of issue 16, which OpenSearch refused and the API passed
// on as 500s: each is a 400 naming its parameter.
func TestLongInputsAre400(t *testing.T) {
	a := newAPI(t)
	jobsFixture(a)
	for _, path := range []string{"/v1/jobs", "/v1/events", "/v1/quotes"} {
		for _, v := range []string{strings.Repeat("😀 a", 2600), strings.Repeat("word ", 5000), strings.Repeat("a😀b ", 1000), strings.Repeat("x,", 5000)} {
			a.bad(path+"?q="+url.QueryEscape(v), "q")
		}
		a.bad(path+"?fuzzy=true&q="+url.QueryEscape(strings.Repeat("mühasib ", 40)), "q")
	}
	for _, param := range []string{"location", "job_function", "career_level"} {
		a.bad("/v1/jobs?"+param+"="+strings.Repeat("a", 10000), param)
		a.ok("/v1/jobs?" + param + "=" + url.QueryEscape(strings.Repeat("a", readapi.MaxSubstringLength)))
	}
	// At the bounds docs/search.md gives, the engine answers.
	a.ok("/v1/jobs?order=relevance&highlight=true&count=true&facets=source&q=" + url.QueryEscape(strings.Repeat("mühasib ", 80)))
	a.ok("/v1/jobs?order=relevance&fuzzy=true&q=" + url.QueryEscape("mühasibat hesabatları meneceri satış ofisi"))
}

// An id over 512 bytes cannot be stored: every single-resource path
// answers 404 for it, as OpenSearch refused to look it up.
func TestLongIDsAre404(t *testing.T) {
	a := newAPI(t)
	jobsFixture(a)
	paths := []string{"/v1/venues/{id}"}
	for _, d := range readapi.All {
		for _, p := range d.ItemPaths {
			paths = append(paths, "/v1"+p)
		}
	}
	for _, p := range paths {
		for _, id := range []string{strings.Repeat("a", 5000), strings.Repeat("%E2%82%AC", 3000), strings.Repeat(":", 5000), strings.Repeat("a", readapi.MaxIDBytes+1)} {
			path := strings.Replace(p, "{id}", id, 1)
			if e := a.get(path); e.Status != http.StatusNotFound || e.Error == nil || e.Error.Code != "not_found" {
				t.Errorf("GET %.60s… (%d bytes): %d %.200s", path, len(path), e.Status, e.Raw)
			}
		}
	}
}

// Readers walking with cursors while their index is deleted get a page or
// the 400 naming cursor, never a 503 or a 500.
func TestCursorsWhileTheirIndexIsDeleted(t *testing.T) {
	a := newAPI(t)
	for round := range 2 {
		a.load("jobs", nullableJobs(60)...)
		var cursors []string
		for _, q := range []string{"limit=5", "limit=5&count=true", "limit=5&facets=source"} {
			e := a.ok("/v1/jobs?" + q)
			cursors = append(cursors, q+"&cursor="+e.next())
		}
		old := a.aliasTargets(a.prefix + "jobs")
		a.load("jobs", nullableJobs(3)...)
		var wg sync.WaitGroup
		stop := make(chan struct{})
		var mu sync.Mutex
		seen := map[int]int{}
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for n := 0; ; n++ {
					select {
					case <-stop:
						if n > 0 {
							return
						}
					default:
					}
					e := a.get("/v1/jobs?" + cursors[(i+n)%len(cursors)])
					mu.Lock()
					seen[e.Status]++
					mu.Unlock()
					if e.Status != http.StatusOK && (e.Status != http.StatusBadRequest || !strings.Contains(e.Error.Message, "cursor")) {
						t.Errorf("round %d: a cursor of an index being deleted: %d %s", round, e.Status, e.Raw)
					}
				}
			}()
		}
		for _, index := range old {
			a.osDo(http.MethodDelete, "/"+index, nil)
		}
		close(stop)
		wg.Wait()
		t.Logf("round %d: answers by status %v", round, seen)
	}
}
