package handlers

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gorilla/mux"
	"github.com/klauspost/compress/gzhttp"
	"github.com/klauspost/compress/gzip"
	"go.uber.org/zap"

	"readapi"
	"readapi/internal/enginetime"
	"readapi/internal/vocab"
	"readapi/search"
)

// Backend is what the handlers read: the search engine (*engine.Engine in
// production, a fake in unit tests).
type Backend interface {
	// List returns a page of a dataset for the request's parameters.
	List(ctx context.Context, d *readapi.Dataset, params url.Values) (*search.Page, error)
	// Get returns one record of a dataset, carrying what include asked for.
	Get(ctx context.Context, d *readapi.Dataset, id string, in readapi.Include) (json.RawMessage, error)
	// Random returns the quotation of the day (/v1/quotes/random).
	Random(ctx context.Context, params url.Values) (json.RawMessage, error)
	// Latest returns the rates of the bulletin in force (/v1/rates/latest).
	Latest(ctx context.Context, params url.Values) ([]json.RawMessage, error)
	// Venue returns a venue from the newest event that names it.
	Venue(ctx context.Context, id string) (json.RawMessage, error)
	// Suggest returns the completions of a prefix (/v1/{dataset}/suggest).
	Suggest(ctx context.Context, d *readapi.Dataset, params url.Values) ([]search.Suggestion, error)
	// Copies returns the other copies of one record (/v1/jobs/{id}/copies).
	Copies(ctx context.Context, d *readapi.Dataset, id string, in readapi.Include) ([]json.RawMessage, error)
	// Similar returns the records most like one (/v1/jobs/{id}/similar).
	Similar(ctx context.Context, d *readapi.Dataset, id string, params url.Values) ([]json.RawMessage, error)
	// SourceListing lists every source of every dataset (/v1/sources).
	SourceListing(ctx context.Context) ([]search.SourceRow, error)
	// VocabularyNames lists the vocabularies (/v1/vocabularies).
	VocabularyNames() []string
	// Vocabulary returns the named vocabulary, nil when there is none
	// (/v1/vocabularies/{name}).
	Vocabulary(ctx context.Context, name string) (*vocab.Vocabulary, error)
}

// Server is the read API.
type Server struct {
	Engine Backend
	Log    *zap.Logger
	// Gate guards every dataset path; nil admits every request.
	Gate Gate
	// Ready reports whether the dependencies answer (for /readyz).
	Ready func(ctx context.Context) error
	// Observer, when set, is told about every request (for metrics).
	Observer Observer
	// Metrics, when set, answers GET /metrics (no key, no envelope).
	Metrics http.Handler
	// MaxInFlight caps the requests served at once by this process
	// (/healthz and /metrics aside); beyond it a request is answered 503
	// with Retry-After at once, without waiting. 0 means no cap.
	MaxInFlight int
	// Shed, when set, is told about every request refused by MaxInFlight.
	Shed func()
	// OpenTTL, when set, is how long the answer of /v1/sources is kept
	// and shared: however many requests come, it is asked of the engine
	// about once per OpenTTL. 0 asks for every request. /readyz shares
	// one check among the requests that come while it runs, and keeps no
	// answer (it must say at once when a dependency goes away).
	OpenTTL time.Duration

	inFlight atomic.Int64
	openOnce sync.Once
	listing  *shared[[]search.SourceRow]
	ready    *shared[struct{}]
}

// openCaches makes the shared answers of the paths without a key.
func (s *Server) openCaches() {
	s.openOnce.Do(func() {
		s.listing = &shared[[]search.SourceRow]{ttl: s.OpenTTL}
		// /readyz must say at once when a dependency goes away: it
		// shares one check among the requests that come while it runs,
		// and keeps no answer after it.
		s.ready = &shared[struct{}]{coalesceOnly: true}
	})
}

// Observer is told about every request the server answers. What it is given
// is bounded: route templates ("unmatched" when no route matched), never a
// path, a key or a query string.
type Observer interface {
	// RequestStarted is called when a request comes in.
	RequestStarted()
	// RequestDone is called when it has been answered.
	RequestDone(route, method string, status int, elapsed time.Duration)
	// CursorRejected is called when a collection refuses its cursor.
	CursorRejected()
}

// Handler returns the API's root handler.
func (s *Server) Handler() http.Handler {
	return withRequest(s.Log, s.Observer, bounded(s.capped(gzipped(s.router()))))
}

// capped sheds what comes beyond MaxInFlight requests at once: a 503 at
// once rather than a queue behind the engine.
func (s *Server) capped(next http.Handler) http.Handler {
	if s.MaxInFlight <= 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/healthz" || r.URL.Path == "/metrics" {
			next.ServeHTTP(w, r)
			return
		}
		if s.inFlight.Add(1) > int64(s.MaxInFlight) {
			s.inFlight.Add(-1)
			if s.Shed != nil {
				s.Shed()
			}
			routeName(w, "shed")
			writeError(w, r, unavailable("the API is serving as many requests as it can; retry shortly"))
			return
		}
		defer s.inFlight.Add(-1)
		next.ServeHTTP(w, r)
	})
}

// gzipped compresses responses of 1 KB or more at the fastest level for
// clients that accept gzip (and answers Vary: Accept-Encoding).
func gzipped(h http.Handler) http.Handler {
	wrap, err := gzhttp.NewWrapper(gzhttp.CompressionLevel(gzip.BestSpeed), gzhttp.MinSize(1024), gzhttp.EnableZstd(false))
	if err != nil {
		panic("handlers: gzip options: " + err.Error())
	}
	return wrap(h)
}

// router builds the routes: the open paths, then every dataset path behind
// the gate.
func (s *Server) router() *mux.Router {
	router := mux.NewRouter().UseEncodedPath()
	router.NotFoundHandler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, r, NewError(http.StatusNotFound, CodeNotFound, "no such path: %s", r.URL.Path))
	})
	router.MethodNotAllowedHandler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", "GET, HEAD")
		writeError(w, r, NewError(http.StatusMethodNotAllowed, CodeMethodNotAllowed, "%s is not allowed; the API is read-only (GET, HEAD)", r.Method))
	})

	s.open(router, "/healthz", s.healthz)
	s.open(router, "/readyz", s.readyz)
	s.open(router, "/v1/openapi.json", s.openapi)
	router.HandleFunc(rawOpenAPIPath, s.rawOpenAPI).Methods(http.MethodGet, http.MethodHead)
	router.HandleFunc(docsPath, s.serveDocsPage).Methods(http.MethodGet, http.MethodHead)
	router.HandleFunc(docsAssetRoute, s.serveDocsAsset).Methods(http.MethodGet, http.MethodHead)
	s.open(router, "/v1/sources", s.sources)
	s.open(router, "/v1/vocabularies", s.vocabularies)
	s.open(router, "/v1/vocabularies/{name}", s.vocabulary)
	if s.Metrics != nil {
		router.Handle("/metrics", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			routeName(w, "/metrics")
			s.Metrics.ServeHTTP(w, r)
		})).Methods(http.MethodGet, http.MethodHead)
	}
	s.guarded(router, "/v1/quotes/random", readapi.RandomQuotes.Name, s.randomQuote)
	s.guarded(router, "/v1/rates/latest", readapi.LatestRates.Name, s.latestRates)
	s.guarded(router, "/v1/venues/{id:.+}", readapi.Events.Name, s.venue)
	for _, d := range readapi.All {
		removed := readapi.Removed(d)
		s.guarded(router, "/v1"+removed.ListPaths[0], d.Name, s.list(removed))
		if p := d.SuggestPath(); p != "" {
			s.guarded(router, "/v1"+p, d.Name, s.suggest(d))
		}
		// Before the item paths, whose {id} would take "…/copies" in.
		if p := d.CopiesPath(); p != "" {
			s.guarded(router, "/v1"+strings.Replace(p, "{id}", "{id:.+}", 1), d.Name, s.copies(d))
			s.guarded(router, "/v1"+strings.Replace(d.SimilarPath(), "{id}", "{id:.+}", 1), d.Name, s.similar(d))
		}
	}
	for _, d := range readapi.All {
		for _, p := range d.ListPaths {
			s.guarded(router, "/v1"+p, d.Name, s.list(d))
		}
		for _, p := range d.ItemPaths {
			s.guarded(router, "/v1"+strings.Replace(p, "{id}", "{id:.+}", 1), d.Name, s.item(d))
		}
	}
	return router
}

// open registers a route that needs no key.
func (s *Server) open(router *mux.Router, path string, h handlerFunc) {
	router.Handle(path, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		routeName(w, path)
		serve(w, r, h, nil)
	})).Methods(http.MethodGet, http.MethodHead)
}

// guarded registers a dataset route behind the gate, and acts on the gate's
// admission.
func (s *Server) guarded(router *mux.Router, path, dataset string, h handlerFunc) {
	router.Handle(path, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		routeName(w, path)
		if s.Gate == nil {
			serve(w, r, h, nil)
			return
		}
		r = r.WithContext(enginetime.With(r.Context(), &enginetime.Meter{}))
		a := s.Gate.Admit(w, r, dataset)
		if a.Done != nil {
			defer a.Done()
		}
		switch a.Verdict {
		case Serve:
			sw := &settlingWriter{ResponseWriter: w, settle: a.Settle}
			defer func() {
				if sw.status == 0 {
					sw.settleOnce(http.StatusInternalServerError)
				}
			}()
			serve(sw, r, h, nil)
		case RevalidateOnly:
			serve(w, r, h, a.Refusal)
		default:
			writeError(w, r, a.Refusal)
		}
	})).Methods(http.MethodGet, http.MethodHead)
}

// DependencyError is a dependency that does not answer, for /readyz: the
// answer names the dependency, the log the error (which may hold internal
// addresses).
type DependencyError struct {
	Name string
	// Status, when the dependency answered with an error status, is that
	// status (e.g. 401 for credentials it refused); 0 when it did not
	// answer at all.
	Status int
	Err    error
}

func (e *DependencyError) Error() string { return e.Name + ": " + e.Err.Error() }

// Unwrap returns the dependency's error.
func (e *DependencyError) Unwrap() error { return e.Err }

// notAnswering names the dependencies err says do not answer.
func notAnswering(err error) string {
	var names []string
	var walk func(error)
	walk = func(err error) {
		var d *DependencyError
		if errors.As(err, &d) {
			what := d.Name + " not answering"
			if d.Status != 0 {
				what = fmt.Sprintf("%s answering %d", d.Name, d.Status)
			}
			if !slices.Contains(names, what) {
				names = append(names, what)
			}
		}
		if joined, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range joined.Unwrap() {
				walk(e)
			}
		}
	}
	walk(err)
	if len(names) == 0 {
		return "a dependency does not answer"
	}
	return strings.Join(names, " and ")
}

// pathID returns the {id} path variable, decoded.
func pathID(r *http.Request) (string, error) {
	raw := mux.Vars(r)["id"]
	id, err := url.PathUnescape(raw)
	if err != nil {
		return "", NewError(http.StatusBadRequest, CodeInvalid, "id is not a valid escaped path segment: %q", raw)
	}
	return id, nil
}

// noParams rejects any query parameter not in accepted.
func noParams(r *http.Request, accepted ...string) error {
	var names []string
	for name := range r.URL.Query() {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if !slices.Contains(accepted, name) {
			list := "none"
			if len(accepted) > 0 {
				list = strings.Join(accepted, ", ")
			}
			return NewError(http.StatusBadRequest, CodeInvalid, "unknown parameter %q; %s accepts: %s", name, r.URL.Path, list)
		}
	}
	return nil
}

// itemInclude reads the one parameter the path of one record accepts:
// include, where the dataset has it, with the tokens of RecordIncludes
// (the record carries its bodies always).
func itemInclude(r *http.Request, d *readapi.Dataset) (readapi.Include, error) {
	if len(d.Includes) == 0 {
		return readapi.Include{}, noParams(r)
	}
	if err := noParams(r, "include"); err != nil {
		return readapi.Include{}, err
	}
	return d.ParseRecordInclude(r.URL.Query()["include"])
}

func (s *Server) list(d *readapi.Dataset) handlerFunc {
	return func(r *http.Request) (*response, error) {
		params := r.URL.Query()
		if err := checkQ(params); err != nil {
			return nil, err
		}
		page, err := s.Engine.List(r.Context(), d, params)
		if err != nil {
			var se *readapi.Error
			if s.Observer != nil && errors.As(err, &se) && se.Param == "cursor" {
				s.Observer.CursorRejected()
			}
			return nil, err
		}
		return pageResponse(page), nil
	}
}

func pageResponse(page *search.Page) *response {
	res := &response{data: page.Data(), collection: true, count: len(page.Rows), next: page.Next, total: page.Total}
	if page.Highlights != nil {
		res.extra = append(res.extra, metaPart{name: "highlights", value: page.Highlights})
	}
	if page.Facets != nil {
		res.extra = append(res.extra, metaPart{name: "facets", value: page.Facets})
	}
	if page.Copies != nil {
		res.extra = append(res.extra, metaPart{name: "copies", value: page.Copies})
	}
	if page.Relaxed != nil {
		relaxed, _ := json.Marshal(page.Relaxed) // strings always marshal
		res.extra = append(res.extra, metaPart{name: "relaxed", value: relaxed, untagged: true})
	}
	return res
}

func (s *Server) item(d *readapi.Dataset) handlerFunc {
	return func(r *http.Request) (*response, error) {
		in, err := itemInclude(r, d)
		if err != nil {
			return nil, err
		}
		id, err := pathID(r)
		if err != nil {
			return nil, err
		}
		row, err := s.Engine.Get(r.Context(), d, id, in)
		if err != nil {
			return nil, err
		}
		return &response{data: row}, nil
	}
}

func (s *Server) healthz(r *http.Request) (*response, error) {
	return &response{data: json.RawMessage(`{"status":"ok"}`), noCache: true}, nil
}

// readyz answers whether the dependencies answer. What failed is logged;
// the answer names no internal address, only which dependency.
func (s *Server) readyz(r *http.Request) (*response, error) {
	if s.Ready != nil {
		s.openCaches()
		_, err := s.ready.get(r.Context(), func(ctx context.Context) (struct{}, error) { return struct{}{}, s.Ready(ctx) })
		if err != nil {
			return nil, &readapi.Error{Code: CodeUnavailable, Message: "not ready: " + notAnswering(err), Err: err}
		}
	}
	return &response{data: json.RawMessage(`{"status":"ready"}`), noCache: true}, nil
}
