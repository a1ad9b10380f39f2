package search

import (
	"container/list"
	"sync"

	"readapi"
	"readapi/search/qtext"
)

// Compiling a value of q (qtext.Parse, its clause and the clause's cost)
// was most of the API's own work on a q page, and the same q repeats
// across its pages and its users. compiled keeps the latest compilations
// in a bounded cache; what it returns is shared, so nothing may change a
// compiled clause in place (the query builders only wrap clauses in new
// ones, and CorrectTypos replaces a text clause rather than edit it).

// textKey is everything a value's compilation depends on: the dataset's
// description (its languages and vocabularies), the text, fuzzy, and
// whether the clause is scored (order=relevance).
type textKey struct {
	dataset *readapi.Dataset
	text    string
	fuzzy   bool
	scored  bool
}

// compiledText is one value of q compiled: parsed and classified, its
// clause, and the clause's cost (qtext.Cost).
type compiledText struct {
	value  qtext.Value
	clause readapi.Clause
	cost   int
}

// The cache's bounds: compiled values, and the clauses they hold in all
// (by qtext.Cost, which grows with a clause's size), so that long q
// strings cannot fill memory; a value costing more than maxCachedCost is
// compiled every time.
const (
	maxCachedTexts   = 4096
	maxCachedClauses = 64 * 1024
	maxCachedCost    = 1024
)

// compileText compiles a value of q, or returns its compilation from the
// cache.
func compileText(d *readapi.Dataset, text string, fuzzy, scored bool) compiledText {
	return texts.get(textKey{dataset: d, text: text, fuzzy: fuzzy, scored: scored})
}

var texts = newTextCache(maxCachedTexts, maxCachedClauses)

// textCache is a least-recently-used cache of compiled values, bounded by
// entries and by the cost of their clauses, safe for concurrent use.
type textCache struct {
	mu         sync.Mutex
	maxEntries int
	maxCost    int
	cost       int
	order      *list.List // of *textEntry, most recently used first
	entries    map[textKey]*list.Element
}

type textEntry struct {
	key      textKey
	compiled compiledText
}

func newTextCache(maxEntries, maxCost int) *textCache {
	return &textCache{maxEntries: maxEntries, maxCost: maxCost, order: list.New(), entries: map[textKey]*list.Element{}}
}

// get returns the compilation of k, compiling it (outside the lock) when
// it is not cached.
func (c *textCache) get(k textKey) compiledText {
	c.mu.Lock()
	if e, ok := c.entries[k]; ok {
		c.order.MoveToFront(e)
		compiled := e.Value.(*textEntry).compiled
		c.mu.Unlock()
		return compiled
	}
	c.mu.Unlock()
	value := qtext.Parse(k.dataset, k.text, k.fuzzy)
	clause := value.Clause(k.scored, nil)
	compiled := compiledText{value: value, clause: clause, cost: qtext.Cost(clause)}
	c.put(k, compiled)
	return compiled
}

// put caches compiled under k, dropping the least recently used entries
// until the cache is within its bounds again.
func (c *textCache) put(k textKey, compiled compiledText) {
	weight := compiled.cost + 1
	if weight > min(maxCachedCost, c.maxCost) {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.entries[k]; ok { // compiled meanwhile by another request
		return
	}
	c.entries[k] = c.order.PushFront(&textEntry{key: k, compiled: compiled})
	c.cost += weight
	for c.order.Len() > c.maxEntries || c.cost > c.maxCost {
		last := c.order.Back()
		e := last.Value.(*textEntry)
		c.order.Remove(last)
		delete(c.entries, e.key)
		c.cost -= e.compiled.cost + 1
	}
}

// len returns the number of cached values and their clauses' cost in all.
func (c *textCache) len() (entries, cost int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len(), c.cost
}
