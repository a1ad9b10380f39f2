package engine

import (
	"context"
	"encoding/json"
	"fmt"

	"readapi"
	"readapi/internal/dupes"
	"readapi/search"
)

// maxCopies bounds the copies one answer lists (a group that large is a
// scraper's loop, not a vacancy).
const maxCopies = 1000

// Copies returns the other records of the id's group of copies, retired
// ones included, in the group's canonical order, in the collection shape;
// none when it has no copies. An unknown id is a 404 and a removed one a
// 410, as for the id itself. in says what include asked the rows to carry.
func (e *Engine) Copies(ctx context.Context, d *readapi.Dataset, id string, in readapi.Include) ([]json.RawMessage, error) {
	source, err := e.stored(ctx, d, id)
	if err != nil {
		return nil, err
	}
	var doc struct {
		Group string `json:"dup_group"`
	}
	if err := json.Unmarshal(source, &doc); err != nil {
		return nil, fmt.Errorf("search: cannot decode document %q: %w", id, err)
	}
	rows := []json.RawMessage{}
	if doc.Group == "" {
		return rows, nil
	}
	body := map[string]any{
		"size": maxCopies,
		"query": map[string]any{"bool": map[string]any{
			"filter":   []any{map[string]any{"term": map[string]any{dupes.GroupField: doc.Group}}},
			"must_not": []any{map[string]any{"ids": map[string]any{"values": []string{id}}}},
		}},
		"sort": []any{map[string]any{dupes.RankField: "asc"}, map[string]any{"id": "asc"}},
	}
	hits, err := e.Client.Hits(ctx, e.Alias(d.Name), body)
	if err != nil {
		return nil, engineError(err)
	}
	for _, h := range hits {
		if e.removed(ctx, d.Name, h.ID) {
			continue
		}
		row, err := search.Project(d.Fields, h.Source, false, in)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	return rows, nil
}
