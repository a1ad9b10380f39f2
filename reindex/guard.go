package reindex

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"
	"unicode"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/search"
)

// MinGuardedSource is the number of live rows from which a source's own
// collapse is refused by the shrink guard.
const MinGuardedSource = 100

// ErrShrink marks a load refused by the shrink guard.
var ErrShrink = fmt.Errorf("the new index would drop much of the live data")

// guard runs the checks an index must pass before it is swapped in: the
// shrink guard, then the smoke queries. A relevance gate (_rank_eval over
// a judged set) would be one more check here.
func (l *Loader) guard(ctx context.Context, b *build) error {
	counts, err := sourceCounts(ctx, b.c, b.report.Index)
	if err != nil {
		return err
	}
	if b.kind.isDataset() {
		b.report.Sources = counts
		fmt.Fprintf(l.progress(), "reindex: %s: rows per source in %s: %s\n", b.kind.Name, b.report.Index, formatCounts(counts))
	}
	if err := l.guardShrink(ctx, b, counts); err != nil {
		return err
	}
	if b.kind.isDataset() {
		return l.smoke(ctx, b)
	}
	return nil
}

// guardShrink refuses, unless AllowShrink, a new index that holds fewer
// than half the live index's rows, or keeps fewer than half the live rows
// of a source that had at least MinGuardedSource: a truncated snapshot or
// a scraper that lost a source would otherwise replace good data.
func (l *Loader) guardShrink(ctx context.Context, b *build, counts map[string]int64) error {
	if l.AllowShrink || len(b.current) != 1 {
		return nil
	}
	live := b.current[0]
	total, err := b.c.Count(ctx, live)
	if err != nil {
		return err
	}
	liveCounts, err := sourceCounts(ctx, b.c, live)
	if err != nil {
		return err
	}
	var problems []string
	if 2*b.report.Docs < total {
		problems = append(problems, fmt.Sprintf("%d rows against %d live", b.report.Docs, total))
	}
	for _, source := range slices.Sorted(maps.Keys(liveCounts)) {
		if n := liveCounts[source]; n >= MinGuardedSource && 2*counts[source] < n {
			problems = append(problems, fmt.Sprintf("source %s: %d rows against %d live", source, counts[source], n))
		}
	}
	if len(problems) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s (a load keeps at least half the live rows, and half of those of each source with %d or more); nothing swapped: check the snapshot, or pass --allow-shrink if the drop is meant",
		ErrShrink, strings.Join(problems, "; "), MinGuardedSource)
}

// sourceCounts counts the rows of index per source.
func sourceCounts(ctx context.Context, c *opensearch.Client, index string) (map[string]int64, error) {
	var aggs struct {
		Sources struct {
			Buckets []struct {
				Key   string `json:"key"`
				Count int64  `json:"doc_count"`
			} `json:"buckets"`
		} `json:"sources"`
	}
	body := map[string]any{"size": 0, "aggs": map[string]any{"sources": map[string]any{"terms": map[string]any{"field": "source", "size": 10000}}}}
	if _, err := c.Aggregate(ctx, index, body, &aggs); err != nil {
		return nil, fmt.Errorf("counting the rows of %s per source: %w", index, err)
	}
	out := map[string]int64{}
	for _, b := range aggs.Sources.Buckets {
		out[b.Key] = b.Count
	}
	return out, nil
}

func formatCounts(counts map[string]int64) string {
	var parts []string
	for _, source := range slices.Sorted(maps.Keys(counts)) {
		parts = append(parts, fmt.Sprintf("%s=%d", source, counts[source]))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, " ")
}

// smoke asks the new index what the API will: the dataset's first page,
// and a q page for a word of its first row. Both must answer, and the q
// page must find the row the word came from.
func (l *Loader) smoke(ctx context.Context, b *build) error {
	d, index := b.kind.Dataset, b.report.Index
	first, err := smokePage(ctx, b.c, index, d, url.Values{"limit": {"10"}})
	if err != nil {
		return fmt.Errorf("smoke query: the first page of %s: %w", d.Name, err)
	}
	line := fmt.Sprintf("first page %d rows", len(first))
	if word := textWord(d, first); word != "" {
		hits, err := smokePage(ctx, b.c, index, d, url.Values{"limit": {"10"}, "q": {word}})
		if err != nil {
			return fmt.Errorf("smoke query: q=%s on %s: %w", word, d.Name, err)
		}
		if len(hits) == 0 {
			return fmt.Errorf("smoke query: q=%s found nothing in %s, though its first page holds the word", word, index)
		}
		line += fmt.Sprintf(", q=%s %d rows", word, len(hits))
	}
	fmt.Fprintf(l.progress(), "reindex: %s: smoke queries on %s: %s\n", d.Name, index, line)
	return nil
}

// smokePage runs the collection query of params on index and returns its
// rows' sources.
func smokePage(ctx context.Context, c *opensearch.Client, index string, d *readapi.Dataset, params url.Values) ([]json.RawMessage, error) {
	q, err := search.ParseQuery(readapi.Env{Ctx: ctx, Dataset: d}, nil, params)
	if err != nil {
		return nil, err
	}
	body, err := q.Body(false)
	if err != nil {
		return nil, err
	}
	hits, err := c.Hits(ctx, index, json.RawMessage(body))
	if err != nil {
		return nil, err
	}
	hits = hits[:min(len(hits), q.Limit)] // the query asks for one more, for the next cursor
	out := make([]json.RawMessage, len(hits))
	for i, h := range hits {
		out[i] = h.Source
	}
	return out, nil
}

// textWord returns the longest word (of letters only, three or more) of
// the first full-text field of the first row that has one ("" when the
// dataset has no q or no such word).
func textWord(d *readapi.Dataset, rows []json.RawMessage) string {
	for _, raw := range rows {
		var doc map[string]any
		if json.Unmarshal(raw, &doc) != nil {
			continue
		}
		for _, field := range d.FullText {
			name, _, _ := strings.Cut(field, "^")
			var v any = doc
			for _, part := range strings.Split(name, ".") {
				m, _ := v.(map[string]any)
				v = m[part]
			}
			text, _ := v.(string)
			longest := ""
			// Whole words of letters only: the analyzers keep "tix:center"
			// one token, so its parts would find nothing.
			for _, w := range strings.Fields(text) {
				if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0 && len([]rune(w)) > len([]rune(longest)) {
					longest = w
				}
			}
			if len([]rune(longest)) >= 3 {
				return longest
			}
		}
	}
	return ""
}
