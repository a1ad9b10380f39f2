package engine

import (
	"context"
	"encoding/json"
	"time"

	"readapi/internal/opensearch"
	"readapi/search"
)

// collapsed reads a collapsed page (collapse=duplicates): the plan's
// batches and their groups' copies until the page is complete, then, with
// count=true, the number of groups, within CountTimeout: as without
// collapse, a failed count leaves the total out and never fails the page.
// The facets (over groups) are counted meanwhile. A missing index is an
// empty page on a walk's first page.
func (e *Engine) collapsed(ctx context.Context, target, preference string, plan *search.Plan) (*search.Page, error) {
	facets, stop := e.startFacets(ctx, target, plan)
	defer stop()
	page, err := e.collapsedPage(ctx, target, preference, plan)
	if err != nil {
		return nil, err
	}
	if err := facets(); err != nil {
		return nil, err
	}
	page.Facets = plan.FacetsJSON()
	return page, nil
}

// collapsedPage reads the rows of a collapsed page and, with count=true,
// its number of groups.
func (e *Engine) collapsedPage(ctx context.Context, target, preference string, plan *search.Plan) (*search.Page, error) {
	c := plan.Collapser(e.removedSet(ctx, plan.Query.Dataset.Name), e.CopiesPage)
	check, checking, err := c.RemovedBody()
	if err != nil {
		return nil, err
	}
	for !c.Done() {
		body, err := c.BatchBody()
		if err != nil {
			return nil, err
		}
		var answer []byte
		if checking {
			checking = false
			if answer, err = e.batchChecked(ctx, target, preference, c, body, check); err != nil {
				return nil, err
			}
		} else if answer, err = e.searchRaw(ctx, target, preference, body); err != nil && !(opensearch.IsMissingIndex(err) && plan.Query.After == nil) {
			return nil, err
		}
		groups, err := c.Batch(answer)
		if err != nil {
			return nil, err
		}
		for more := len(groups) > 0; more; {
			if body, err = c.CopiesBody(); err != nil {
				return nil, err
			}
			copies, err := e.searchRaw(ctx, target, preference, body)
			if err != nil {
				return nil, err
			}
			if more, err = c.Copies(copies); err != nil {
				return nil, err
			}
		}
		if err := c.Keep(); err != nil {
			return nil, err
		}
	}
	page, err := c.Page(preference)
	if err != nil || !plan.Query.Count {
		return page, err
	}
	timeout := e.CountTimeout
	if timeout <= 0 {
		timeout = 3 * time.Second
	}
	countCtx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if page.Total, err = e.countGroups(countCtx, target, preference, plan); err != nil && ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return page, nil
}

// batchChecked sends a collapsed page's first batch with the check of its
// removed rows in one _msearch; when a removed row is still in the index,
// the batch is sent again as the Collapser then builds it.
func (e *Engine) batchChecked(ctx context.Context, target, preference string, c *search.Collapser, batch, check []byte) ([]byte, error) {
	answers, errs, err := e.Client.MultiSearchPreferring(ctx, target, [][]byte{batch, check}, []string{preference, preference})
	if err != nil {
		return nil, engineError(err)
	}
	var got [2][]byte
	for i := range got {
		switch {
		case opensearch.IsMissingIndex(errs[i]) && c.FirstPage():
		case errs[i] != nil:
			return nil, engineError(errs[i])
		default:
			got[i] = answers[i]
		}
	}
	again, err := c.Removed(got[1])
	if err != nil || !again {
		return got[0], err
	}
	if batch, err = c.BatchBody(); err != nil {
		return nil, err
	}
	answer, err := e.searchRaw(ctx, target, preference, batch)
	if err != nil && !(opensearch.IsMissingIndex(err) && c.FirstPage()) {
		return nil, err
	}
	return answer, nil
}

// countGroups counts the groups of the selected rows (search.Plan's
// CountBody, then GroupsBody's pages). A missing index counts none.
func (e *Engine) countGroups(ctx context.Context, target, preference string, plan *search.Plan) (*int64, error) {
	var total int64
	body, err := plan.CountBody()
	if err != nil {
		return nil, err
	}
	answer, err := e.searchRaw(ctx, target, preference, body)
	if opensearch.IsMissingIndex(err) {
		return &total, nil
	}
	if err != nil {
		return nil, err
	}
	resp, err := search.DecodeAnswer(answer)
	if err != nil {
		return nil, err
	}
	if resp.Hits.Total != nil {
		total = resp.Hits.Total.Value
	}
	var after json.RawMessage
	for {
		if body, err = plan.GroupsBody(after); err != nil {
			return nil, err
		}
		if answer, err = e.searchRaw(ctx, target, preference, body); err != nil {
			return nil, err
		}
		add, next, err := plan.Groups(answer)
		if err != nil {
			return nil, err
		}
		total += add
		if next == nil {
			return &total, nil
		}
		after = next
	}
}
