package engine

import (
	"context"
	"sync"

	"readapi/internal/opensearch"
	"readapi/search"
)

// startFacets sends the plan's facet searches while the page is read: all
// first searches (the facets' batches) in one _msearch, then whatever further searches a facet's
// answer asks for (search.FacetSearch). wait returns when every facet has
// its counts; stop abandons them if they are still running. A missing
// index has no values, unless a cursor pinned it (then the walk's index
// was retired). Nothing is sent when the page's search counts the facets
// (search.Plan.FacetsInPage; run hands them its answer).
func (e *Engine) startFacets(ctx context.Context, index string, plan *search.Plan) (wait func() error, stop func()) {
	if len(plan.Facets) == 0 || plan.FacetsInPage() {
		return func() error { return nil }, func() {}
	}
	ctx, stop = context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- e.facets(ctx, index, plan) }()
	return func() error { return <-done }, stop
}

// facets sends the plan's facet batches (one search for the facets that
// share their filters, two for a facet counted over whole days,
// search.FacetBatch) in one _msearch and hands each facet its part of the
// answers; the facets that ask for further searches are followed side by
// side.
func (e *Engine) facets(ctx context.Context, index string, plan *search.Plan) error {
	batches, err := plan.FacetBatches()
	if err != nil {
		return err
	}
	var bodies [][]byte
	var preferences []string
	for _, b := range batches {
		bodies, preferences = append(bodies, b.Bodies()...), append(preferences, b.Preferences()...)
	}
	answers, errs, err := e.Client.MultiSearchPreferring(ctx, index, bodies, preferences)
	if err != nil {
		return engineError(err)
	}
	var searches []*search.FacetSearch
	var first [][]byte
	next := 0
	for _, b := range batches {
		got := make([][]byte, len(b.Bodies()))
		for j := range got {
			switch k := next + j; {
			case opensearch.IsMissingIndex(errs[k]) && plan.Query.After == nil:
			case errs[k] != nil:
				return engineError(errs[k])
			default:
				got[j] = []byte(answers[k])
			}
		}
		next += len(got)
		parts, err := b.Split(got)
		if err != nil {
			return err
		}
		searches = append(searches, b.Searches...)
		first = append(first, parts...)
	}
	return e.followFacets(ctx, index, searches, first)
}

// followFacets hands each facet search its first answer and follows the
// further searches (composite pages) it asks for, each facet's alongside
// the others'.
func (e *Engine) followFacets(ctx context.Context, index string, searches []*search.FacetSearch, first [][]byte) error {
	failed := make([]error, len(searches))
	var wg sync.WaitGroup
	for i, f := range searches {
		wg.Add(1)
		go func() {
			defer wg.Done()
			failed[i] = e.followFacet(ctx, index, f, first[i])
		}()
	}
	wg.Wait()
	for _, err := range failed {
		if err != nil {
			return err
		}
	}
	return nil
}

// followFacet hands a facet its first answer and sends the further
// searches it asks for, one after the other.
func (e *Engine) followFacet(ctx context.Context, index string, f *search.FacetSearch, answer []byte) error {
	for more, err := f.Read(answer); more || err != nil; more, err = f.Read(answer) {
		if err != nil {
			return err
		}
		body, err := f.Body()
		if err != nil {
			return err
		}
		if answer, err = e.searchRaw(ctx, index, f.Preference(), body); err != nil {
			return err
		}
	}
	return nil
}
