// Package engine answers the read API's questions from OpenSearch. For a
// page or suggestions it compiles the request with package search and only
// executes the plan: it chooses the index (the versioned index a walk
// started on), the preference, the count timeout and the retries, sends the
// plan's searches through internal/opensearch and hands the answers back to
// the plan's decoders; it knows no feature (facets, highlights, geography,
// suggestions). It also answers single records with their 410 for removals,
// the latest rates, the quotation of the day, venues and the source listing.
package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/mappings"
	"readapi/search"
	"readapi/search/sources"
)

// Engine answers the read API's questions from OpenSearch.
type Engine struct {
	// Client is the transport; its call timeout bounds every request.
	Client  *opensearch.Client
	Prefix  string
	Signer  *search.Signer
	Sources readapi.SourceCatalog
	// Vocabularies checks the ids of the filters on derived fields and
	// answers /v1/vocabularies.
	Vocabularies *Vocabularies
	// CountTimeout bounds the page query that also counts (count=true);
	// 0 means 3 seconds.
	CountTimeout time.Duration
	// SuggestSlack is how many groups beyond limit a suggestion's first
	// search returns (see suggest.go); 0 means 40.
	SuggestSlack int
	// CopiesPage is how many copies of a collapsed batch's groups one
	// search reads (collapse=duplicates reads them all, page by page); 0
	// means search.DefaultCopiesPage.
	CopiesPage int
	// Now is the clock that says which day it is: the day of
	// /v1/quotes/random and the date in Baku of /v1/rates/latest when the
	// request names none. nil means time.Now.
	Now func() time.Time

	removalList removals
	typoCache   typoCache
	shardSizes  shardSizes
}

// New returns an engine over client for the indices of prefix, with the
// source catalog that validates `source` and `source_type`.
func New(client *opensearch.Client, prefix string, signer *search.Signer) *Engine {
	return &Engine{Client: client, Prefix: prefix, Signer: signer, Sources: &sources.Catalog{Client: client, Prefix: prefix},
		Vocabularies: &Vocabularies{Client: client, Prefix: prefix, Set: mappings.MustVocabularies()}}
}

// now reads the engine's clock.
func (e *Engine) now() time.Time {
	if e.Now != nil {
		return e.Now()
	}
	return time.Now()
}

// Alias returns the alias a dataset is served from.
func (e *Engine) Alias(dataset string) string { return e.Prefix + dataset }

// List answers one page of a collection.
func (e *Engine) List(ctx context.Context, d *readapi.Dataset, params url.Values) (*search.Page, error) {
	q, err := search.ParseQuery(e.env(ctx, d), e.Signer, params)
	if err != nil {
		return nil, engineError(err)
	}
	return e.Run(ctx, q)
}

// Run executes a parsed query. A cursor's page is read from the concrete
// index the walk started on, so a walk is never mixed across an alias swap,
// and from the shard copies its first page was read from (its preference);
// once that index is retired, the cursor is a bad request (see retired).
func (e *Engine) Run(ctx context.Context, q *search.Query) (*search.Page, error) {
	target := e.Alias(q.Dataset.Name)
	preference := ""
	if q.After != nil {
		if !strings.HasPrefix(q.After.Index, e.Alias(q.Dataset.Name)+"-") {
			return nil, readapi.Invalid("cursor", "cursor does not belong to /v1/%s", q.Dataset.Name)
		}
		target, preference = q.After.Index, q.After.Preference
	}
	if preference == "" {
		preference = search.NewPreference()
	}
	if words := q.TypoWords(); len(words) > 0 {
		q.CorrectTypos(e.corrections(ctx, target, q.Dataset, words))
	}
	page, err := e.run(ctx, target, preference, q)
	if err != nil && q.After != nil && e.retired(ctx, target, err) {
		return nil, readapi.Invalid("cursor", "the %s dataset was rebuilt and the version this cursor was walking has been retired; start the walk again without cursor", q.Dataset.Name)
	}
	return page, err
}

// retired reports whether a cursor's page failed because its index is gone.
// While OpenSearch deletes an index, a search of it fails in several ways
// before the index is simply missing (a 503 when every shard failed, shard
// failures in a 200, a 503 in the facets' msearch), and for a moment the
// index still exists although its shards are closed. So an unavailable
// answer on a cursor's page is checked against the index itself, a few
// times over retiredWait, and the walk is told to start again when the
// index is gone; an index that stays is a real outage, a 503.
func (e *Engine) retired(ctx context.Context, index string, err error) bool {
	if opensearch.IsMissingIndex(err) {
		return true
	}
	if !errors.Is(err, opensearch.ErrUnavailable) {
		return false
	}
	for wait := retiredWait; ; wait -= retiredPoll {
		_, err = e.Client.Do(ctx, http.MethodHead, opensearch.Path(index), nil)
		if err != nil || wait <= 0 {
			return opensearch.HasStatus(err, http.StatusNotFound)
		}
		select {
		case <-ctx.Done():
			return false
		case <-time.After(retiredPoll):
		}
	}
}

// How long, and how often, retired looks for an index being deleted.
const (
	retiredWait = time.Second
	retiredPoll = 50 * time.Millisecond
)

// run reads one page of target from the walk's shard copies, with its
// facets: it compiles the query into a plan and sends the plan's searches.
func (e *Engine) run(ctx context.Context, target, preference string, q *search.Query) (*search.Page, error) {
	plan := search.Compile(q, e.Signer)
	if q.Collapse {
		return e.collapsed(ctx, target, preference, plan)
	}
	facets, stop := e.startFacets(ctx, target, plan)
	defer stop()
	answer, err := e.page(ctx, target, preference, plan)
	if opensearch.IsMissingIndex(err) && q.After == nil {
		answer = nil
	} else if err != nil {
		return nil, err
	}
	page, err := plan.DecodePage(answer, preference, e.removedSet(ctx, q.Dataset.Name))
	if err != nil {
		return nil, err
	}
	if plan.FacetsInPage() {
		first, err := plan.PageFacets()
		if err != nil {
			return nil, err
		}
		if err := e.followFacets(ctx, target, plan.Facets, first); err != nil {
			return nil, err
		}
	}
	if err := facets(); err != nil {
		return nil, err
	}
	page.Facets = plan.FacetsJSON()
	return page, nil
}

// page sends the plan's page search. With count=true it asks for the exact
// total (track_total_hits) within CountTimeout; when that search fails, the
// page is fetched again without the total, so a failed count never fails
// the page. Both are sent with the walk's preference.
func (e *Engine) page(ctx context.Context, index, preference string, plan *search.Plan) ([]byte, error) {
	if plan.Query.Count {
		timeout := e.CountTimeout
		if timeout <= 0 {
			timeout = 3 * time.Second
		}
		countCtx, cancel := context.WithTimeout(ctx, timeout)
		body, err := plan.PageBody(true)
		if err != nil {
			cancel()
			return nil, err
		}
		answer, err := e.searchWith(countCtx, index, preference, body, plan.PageCached())
		cancel()
		if err == nil || opensearch.IsMissingIndex(err) || ctx.Err() != nil || opensearch.Cancelled(err) {
			return answer, err
		}
	}
	body, err := plan.PageBody(false)
	if err != nil {
		return nil, err
	}
	return e.searchWith(ctx, index, preference, body, plan.PageCached())
}

// Get returns one record by id, with the fields of the single-resource path.
// An id OpenSearch could never have stored (readapi.ValidID) is not found
// without asking it. in says what include asked the row to carry.
func (e *Engine) Get(ctx context.Context, d *readapi.Dataset, id string, in readapi.Include) (json.RawMessage, error) {
	source, err := e.stored(ctx, d, id)
	if err != nil {
		return nil, err
	}
	in.Bodies = true
	return search.Project(d.Fields, source, true, in)
}

// stored returns one record's stored source, helper fields included: a
// 404 when it is unknown and a 410 when it was removed, as for Get.
func (e *Engine) stored(ctx context.Context, d *readapi.Dataset, id string) (json.RawMessage, error) {
	if !readapi.ValidID(id) {
		return nil, readapi.NotFound(d.Name, id)
	}
	data, err := e.Client.Do(ctx, http.MethodGet, opensearch.DocPath(e.Alias(d.Name), id), nil)
	var doc storedDoc
	switch {
	case opensearch.HasStatus(err, http.StatusNotFound):
	case err != nil:
		return nil, engineError(err)
	case !doc.scan(data):
		doc = storedDoc{}
		if err := json.Unmarshal(data, &doc); err != nil {
			return nil, fmt.Errorf("search: cannot decode document %q: %w", id, err)
		}
	}
	if !doc.Found {
		gone, err := e.gone(ctx, d.Name, id)
		if err != nil {
			return nil, err
		}
		if gone {
			return nil, readapi.Gone(d.Name, id)
		}
		return nil, readapi.NotFound(d.Name, id)
	}
	if e.removed(ctx, d.Name, id) {
		return nil, readapi.Gone(d.Name, id)
	}
	return doc.Source, nil
}

// gone reports whether the dataset's id was removed on request.
func (e *Engine) gone(ctx context.Context, dataset, id string) (bool, error) {
	path := opensearch.DocPath(e.Alias(readapi.TombstoneIndex), readapi.TombstoneID(dataset, id)) + "?_source=false"
	data, err := e.Client.Do(ctx, http.MethodGet, path, nil)
	if opensearch.HasStatus(err, http.StatusNotFound) {
		return false, nil
	}
	if err != nil {
		return false, engineError(err)
	}
	var doc struct {
		Found bool `json:"found"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return false, fmt.Errorf("search: cannot decode a tombstone: %w", err)
	}
	return doc.Found, nil
}

// SourceListing lists every source of every dataset (/v1/sources).
func (e *Engine) SourceListing(ctx context.Context) ([]search.SourceRow, error) {
	rows, err := sources.List(ctx, e.Client, e.Prefix)
	if err != nil {
		return nil, engineError(err)
	}
	return rows, nil
}

// Ping reports whether OpenSearch answers.
func (e *Engine) Ping(ctx context.Context) error {
	_, err := e.Client.Do(ctx, http.MethodGet, "/_cluster/health", nil)
	return engineError(err)
}
