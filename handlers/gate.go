package handlers

import "net/http"

// Gate admits or refuses a request for a dataset before it is served
// (authentication, scopes, limits).
type Gate interface {
	// Admit decides about a request for dataset. Whatever it decides, it
	// may add headers to w (Vary, the key's quota position).
	Admit(w http.ResponseWriter, r *http.Request, dataset string) Admission
}

// Verdict is what a Gate lets the server do with a request.
type Verdict int

const (
	// Serve: answer the request, then settle its account.
	Serve Verdict = iota
	// RevalidateOnly: answer 304 when If-None-Match names the current tag,
	// the refusal otherwise (never data). Nothing is settled: a 304 costs
	// nothing.
	RevalidateOnly
	// Refuse: answer the refusal without running the handler.
	Refuse
)

// Admission is a Gate's decision about one request.
type Admission struct {
	Verdict Verdict
	// Settle (Serve only) is called with the response status.
	Settle Settle
	// Refusal (RevalidateOnly and Refuse) is the error answered.
	Refusal error
	// Done, when set, is called once the request has been answered.
	Done func()
}

// Settle is called exactly once for a served request, with the response
// status, just before the header is written (so it can still add headers),
// or with 500 when the handler panicked before writing anything.
type Settle func(h http.Header, status int)

// settlingWriter settles the gate's account when the status is written.
type settlingWriter struct {
	http.ResponseWriter
	settle Settle
	status int
}

func (w *settlingWriter) settleOnce(status int) {
	if w.status == 0 {
		w.status = status
		w.settle(w.Header(), status)
	}
}

func (w *settlingWriter) WriteHeader(status int) {
	w.settleOnce(status)
	w.ResponseWriter.WriteHeader(status)
}

// Unwrap returns the wrapped writer.
func (w *settlingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *settlingWriter) Write(b []byte) (int, error) {
	w.settleOnce(http.StatusOK)
	return w.ResponseWriter.Write(b)
}
