// Package pipeline is a small q pipeline for qwalk's tests: its calls
// cross files in a known order.
package pipeline

// Query is a request.
type Query struct{ fuzzy bool }

type queryParse struct {
	q     *Query
	texts []string
}

// ParseQuery starts the walk.
func ParseQuery() *Query {
	p := &queryParse{q: &Query{}}
	p.text()
	p.textClauses()
	return p.q
}

func (p *queryParse) text() { p.texts = p.q.parseText() }

func (q *Query) parseText() []string { return []string{"a b"} }

// textClauses passes q's values on: classify (classify.go), then render
// (render.go) with a function value that quote (classify.go) is bound to.
func (p *queryParse) textClauses() {
	for _, v := range p.texts {
		c := classify(v)
		render(c, quote)
		limit(len(p.texts))
	}
}

// single has the name of a method of classes: the walk must not take one
// for the other.
func single(s string) bool { return s == "" }

// limit carries no q: the walk does not stop there.
func limit(n int) int { return n }
