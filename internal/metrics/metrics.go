// Package metrics owns readapi's Prometheus instrumentation and its one
// dependency on client_golang: a registry holding the Go runtime and process
// collectors and the API's own series, the methods that the hooks of
// handlers (Server.Observer, KeyGate.Observe) and internal/opensearch
// (Config.Observe) are wired to, and the handler answering /metrics. Every
// label takes its values from a small bounded set (route templates, methods,
// statuses, operation names, outcomes), never a key, an id or a query string.
package metrics

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics is the API process's registry and series.
type Metrics struct {
	registry          *prometheus.Registry
	requests          *prometheus.CounterVec
	requestDuration   *prometheus.HistogramVec
	inFlight          prometheus.Gauge
	openSearchCalls   *prometheus.HistogramVec
	openSearchErrors  *prometheus.CounterVec
	admissions        *prometheus.CounterVec
	admissionDuration *prometheus.HistogramVec
	cursorRejections  prometheus.Counter
	engineSpent       prometheus.Counter
	shed              prometheus.Counter
}

// redisBuckets suit one Redis round trip (the limiter's timeout is 300 ms).
var redisBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5}

// New returns the series, registered with the Go runtime and process
// collectors.
func New() *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "readapi_http_requests_total",
			Help: "HTTP requests answered, by route template, method and status.",
		}, []string{"route", "method", "status"}),
		requestDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "readapi_http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route template, method and status.",
			Buckets: prometheus.DefBuckets,
		}, []string{"route", "method", "status"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "readapi_http_requests_in_flight",
			Help: "HTTP requests being answered.",
		}),
		openSearchCalls: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "readapi_opensearch_request_duration_seconds",
			Help:    "Time of a call to OpenSearch, retries included, by operation.",
			Buckets: prometheus.DefBuckets,
		}, []string{"operation"}),
		openSearchErrors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "readapi_opensearch_errors_total",
			Help: "Calls to OpenSearch that failed, by operation and class: no_answer, or the status class (4xx: a 404 may be an ordinary miss).",
		}, []string{"operation", "class"}),
		admissions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "readapi_admissions_total",
			Help: "Key checks of guarded requests, by outcome: admitted, rate_limited (the per-second limit), engine_budget and in_flight (429 rate_limited for the key's engine budget or its cap of requests in flight), quota_exceeded, unauthorized, forbidden, unavailable.",
		}, []string{"outcome"}),
		admissionDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "readapi_admission_redis_duration_seconds",
			Help:    "Time of the Redis round trip deciding an admission, by outcome (requests refused before Redis is asked are not counted).",
			Buckets: redisBuckets,
		}, []string{"outcome"}),
		engineSpent: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "readapi_engine_budget_spent_seconds_total",
			Help: "Engine time spent by admitted requests (the took of their searches), as charged to their keys' engine budgets.",
		}),
		shed: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "readapi_shed_total",
			Help: "Requests answered 503 at once because the API was serving its cap of requests in flight.",
		}),
		cursorRejections: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "readapi_cursor_rejections_total",
			Help: "Collection requests refused (400) for their cursor: malformed, foreign, for other filters, or on a retired version.",
		}),
	}
	m.registry.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		m.requests, m.requestDuration, m.inFlight,
		m.openSearchCalls, m.openSearchErrors,
		m.admissions, m.admissionDuration, m.cursorRejections,
		m.engineSpent, m.shed,
	)
	return m
}

// Handler answers a scrape in the Prometheus text (or negotiated) format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}

// RequestStarted counts a request in flight.
func (m *Metrics) RequestStarted() { m.inFlight.Inc() }

// RequestDone records an answered request. route is a route template or a
// fixed name; a method outside the standard ones is counted as "other", and
// status 0 (nothing written) as the 200 net/http then sends.
func (m *Metrics) RequestDone(route, method string, status int, elapsed time.Duration) {
	m.inFlight.Dec()
	if status == 0 {
		status = http.StatusOK
	}
	method, code := methodLabel(method), strconv.Itoa(status)
	m.requests.WithLabelValues(route, method, code).Inc()
	m.requestDuration.WithLabelValues(route, method, code).Observe(elapsed.Seconds())
}

// EngineSpent adds an admitted request's engine time.
func (m *Metrics) EngineSpent(spent time.Duration) { m.engineSpent.Add(spent.Seconds()) }

// Shed counts a request refused for the API's cap of requests in flight.
func (m *Metrics) Shed() { m.shed.Inc() }

// CursorRejected counts a refused cursor.
func (m *Metrics) CursorRejected() { m.cursorRejections.Inc() }

// OpenSearchCall records a call to OpenSearch: its operation (a fixed name,
// see opensearch.Operation), the status answered (0 for none) and its time.
func (m *Metrics) OpenSearchCall(operation string, status int, elapsed time.Duration) {
	m.openSearchCalls.WithLabelValues(operation).Observe(elapsed.Seconds())
	switch {
	case status == 0:
		m.openSearchErrors.WithLabelValues(operation, "no_answer").Inc()
	case status >= 300:
		m.openSearchErrors.WithLabelValues(operation, strconv.Itoa(status/100)+"xx").Inc()
	}
}

// Admission records the outcome of a key check and, when Redis was asked
// (redis > 0), how long it took.
func (m *Metrics) Admission(outcome string, redis time.Duration) {
	m.admissions.WithLabelValues(outcome).Inc()
	if redis > 0 {
		m.admissionDuration.WithLabelValues(outcome).Observe(redis.Seconds())
	}
}

// methodLabel bounds the method label: a client may send any token.
func methodLabel(method string) string {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return method
	}
	return "other"
}
