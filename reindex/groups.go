package reindex

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"slices"
	"time"

	"readapi"
	"readapi/internal/dupes"
	"readapi/internal/opensearch"
	"readapi/search/sources"
)

// Duplicate groups (package dupes) on the write side. Every row of a
// grouped dataset carries its block (the dup_block helper, computed with
// the others); the members of a group of two or more also carry its id,
// their rank in its canonical order and its size. Whatever writes or
// deletes rows regroups their blocks afterwards, from what the index then
// holds: a load every block of its new index, an ingest the blocks of its
// lines (their old and new titles) and of the rows it retired, a replay
// those of the journaled lines. A removal regroups the removed row's block
// without it before deleting it, under the groups lock held until the
// deletion is visible, so that no moment exists, even if it is killed,
// when the row is gone and its block still counts it. Regrouping
// is idempotent, and on a live index it runs under the dataset's groups
// lock after a refresh, so the last regrouping of a block has seen every
// write made before it began.

// grouped reports whether the dataset groups its copies.
func grouped(d *readapi.Dataset) bool { return d != nil && d.HasHelper(dupes.BlockField) }

// blockSet collects the blocks an operation touched.
type blockSet map[string]bool

// add notes the block of a decoded row (its title) and, when stored is a
// row it replaces, the block stored with it.
func (s blockSet) add(next, stored map[string]any) {
	if s == nil {
		return
	}
	if title, ok := next["title"].(string); ok {
		if b := dupes.BlockKey(title); b != "" {
			s[b] = true
		}
	}
	if b, ok := stored[dupes.BlockField].(string); ok && b != "" {
		s[b] = true
	}
}

// groupMember is what regrouping reads of a stored row.
type groupMember struct {
	postingFields
	Group   *string  `json:"dup_group"`
	Rank    *int     `json:"dup_rank"`
	Size    *int     `json:"dup_size"`
	Varies  []string `json:"dup_varies"`
	Leads   []string `json:"dup_leads"`
	Members []string `json:"dup_members"`
	Actives *int     `json:"dup_actives"`
	// raw are the row's top-level values the flags read.
	raw map[string]json.RawMessage
}

// sameFlags reports whether the row stores the flags want.
func sameFlags(m groupMember, want GroupFlags) bool {
	got, ok := m.flags()
	return ok && slices.Equal(got.Varies, want.Varies) && slices.Equal(got.Leads, want.Leads) &&
		(got.Members == nil) == (want.Members == nil) && slices.Equal(got.Members, want.Members) && got.Actives == want.Actives
}

// flags are the stored flags of a grouped row (stored is false when it
// has none).
func (m groupMember) flags() (g GroupFlags, stored bool) {
	if m.Varies == nil || m.Leads == nil || m.Actives == nil {
		return g, false
	}
	return GroupFlags{Varies: m.Varies, Leads: m.Leads, Members: m.Members, Actives: *m.Actives}, true
}

// memberFields are the stored fields regrouping reads of dataset d's rows.
func memberFields(d *readapi.Dataset) []string {
	return append([]string{"id", "source", "title", "company.name", "description", "url", "active", "first_seen_at",
		dupes.GroupField, dupes.RankField, dupes.SizeField, dupes.VariesField, dupes.LeadsField, dupes.MembersField, dupes.ActivesField},
		flagKeys(d)...)
}

// sourceTypes returns each registered source's type for dataset.
func sourceTypes(ctx context.Context, c *opensearch.Client, prefix, dataset string) (map[string]string, error) {
	entries, err := sources.Registry(ctx, c, prefix)
	if err != nil {
		return nil, fmt.Errorf("reading the source registry for the canonical order of copies: %w", err)
	}
	out := map[string]string{}
	for _, e := range entries {
		if e.Dataset == dataset && e.SourceType != nil {
			out[e.Source] = *e.SourceType
		}
	}
	return out, nil
}

// groupStats says what a regrouping did.
type groupStats struct {
	Blocks, Rows, Grouped, Written int64
}

// regroup recomputes the groups of the given blocks of index from the rows
// it holds (refreshed first) but the ids in without (rows about to be
// deleted), and writes the helper fields that changed.
func regroup(ctx context.Context, c *opensearch.Client, d *readapi.Dataset, index string, types map[string]string, blocks []string, without ...string) (groupStats, error) {
	var st groupStats
	if len(blocks) == 0 {
		return st, nil
	}
	if err := c.Refresh(ctx, index); err != nil {
		return st, fmt.Errorf("refreshing %s before grouping copies: %w", index, err)
	}
	for chunk := range slices.Chunk(blocks, 500) {
		var members []groupMember
		query := map[string]any{"terms": map[string]any{dupes.BlockField: chunk}}
		if len(without) > 0 {
			query = map[string]any{"bool": map[string]any{"filter": []any{query},
				"must_not": []any{map[string]any{"ids": map[string]any{"values": without}}}}}
		}
		err := c.EachHit(ctx, index, query, memberFields(d), func(hits []opensearch.Hit) error {
			for _, h := range hits {
				var m groupMember
				if err := json.Unmarshal(h.Source, &m); err != nil {
					return fmt.Errorf("decoding %s: %w", h.ID, err)
				}
				if err := json.Unmarshal(h.Source, &m.raw); err != nil {
					return fmt.Errorf("decoding %s: %w", h.ID, err)
				}
				m.ID = h.ID
				members = append(members, m)
			}
			return nil
		})
		if err != nil {
			return st, fmt.Errorf("reading the rows of %d blocks of %s: %w", len(chunk), index, err)
		}
		written, grouped, err := writeGroups(ctx, c, d, index, types, members)
		if err != nil {
			return st, err
		}
		st.Blocks += int64(len(chunk))
		st.Rows += int64(len(members))
		st.Grouped += grouped
		st.Written += written
	}
	return st, nil
}

// writeGroups groups members (every row of some blocks) and writes to
// index the helper fields that differ from those stored. It returns the
// rows written and the rows in groups of two or more.
func writeGroups(ctx context.Context, c *opensearch.Client, d *readapi.Dataset, index string, types map[string]string, members []groupMember) (int64, int64, error) {
	postings := make([]dupes.Posting, len(members))
	actives := make([]bool, len(members))
	raws := make([]map[string]json.RawMessage, len(members))
	for i, m := range members {
		postings[i] = m.posting(types)
		actives[i], raws[i] = postings[i].Active, m.raw
	}
	assignments := dupes.Group(postings)
	flags := GroupedFlags(d, assignments, actives, raws)
	var bulk opensearch.Bulk
	var groupedRows int64
	for i, a := range assignments {
		m := members[i]
		if a.Size > 1 && m.Group != nil && *m.Group == a.Group && m.Rank != nil && *m.Rank == a.Rank && m.Size != nil && *m.Size == a.Size &&
			sameFlags(m, flags[i]) ||
			a.Size <= 1 && m.Group == nil && m.Rank == nil && m.Size == nil && m.Varies == nil && m.Leads == nil && m.Members == nil && m.Actives == nil {
			if a.Size > 1 {
				groupedRows++
			}
			continue
		}
		want := map[string]any{dupes.GroupField: nil, dupes.RankField: nil, dupes.SizeField: nil}
		names, values := flags[i].fields()
		for j, name := range names {
			want[name] = nil
			if a.Size > 1 {
				want[name] = values[j]
			}
		}
		if a.Size > 1 {
			groupedRows++
			want[dupes.GroupField], want[dupes.RankField], want[dupes.SizeField] = a.Group, a.Rank, a.Size
		}
		if err := bulk.Update(index, m.ID, want); err != nil {
			return 0, 0, err
		}
	}
	results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshLater)
	if err != nil {
		return 0, 0, fmt.Errorf("writing the groups of copies: %w", err)
	}
	var written int64
	for _, res := range results {
		switch {
		case res.Status == http.StatusNotFound: // removed meanwhile; its removal regroups the block
		case res.Error != nil:
			return 0, 0, fmt.Errorf("writing the group of %s: %s", res.ID, opensearch.ItemReason(res))
		default:
			written++
		}
	}
	return written, groupedRows, nil
}

// regroupLocked regroups blocks of index under the dataset's groups lock,
// so that two writers never interleave their reading and writing of one
// block; the writes are visible when it returns.
func regroupLocked(ctx context.Context, c *opensearch.Client, prefix string, d *readapi.Dataset, index string, blocks blockSet, progress io.Writer, clock func() time.Time) (groupStats, error) {
	if !grouped(d) || len(blocks) == 0 {
		return groupStats{}, nil
	}
	lock, err := acquireLock(ctx, c, prefix, "groups:"+d.Name, lockDoc{Dataset: d.Name, Operation: "grouping of copies"}, time.Time{}, progress, clock)
	if err != nil {
		return groupStats{}, err
	}
	defer lock.release()
	types, err := sourceTypes(ctx, c, prefix, d.Name)
	if err != nil {
		return groupStats{}, err
	}
	st, err := regroup(ctx, c, d, index, types, slices.Sorted(maps.Keys(blocks)))
	if err != nil {
		return st, err
	}
	if err := c.Refresh(ctx, index); err != nil {
		return st, err
	}
	return st, lock.check()
}

// groupAllLocked is groupAll on a live index, under the groups lock.
func groupAllLocked(ctx context.Context, c *opensearch.Client, prefix string, d *readapi.Dataset, index string, progress io.Writer, clock func() time.Time) (groupStats, error) {
	lock, err := acquireLock(ctx, c, prefix, "groups:"+d.Name, lockDoc{Dataset: d.Name, Operation: "grouping of copies"}, time.Time{}, progress, clock)
	if err != nil {
		return groupStats{}, err
	}
	defer lock.release()
	st, err := groupAll(ctx, c, prefix, d, index)
	if err != nil {
		return st, err
	}
	return st, lock.check()
}

// groupAll groups every block of index holding two rows or more (a load's
// new index: the blocks of one row need no writing there).
func groupAll(ctx context.Context, c *opensearch.Client, prefix string, d *readapi.Dataset, index string) (groupStats, error) {
	var st groupStats
	types, err := sourceTypes(ctx, c, prefix, d.Name)
	if err != nil {
		return st, err
	}
	if err := c.Refresh(ctx, index); err != nil {
		return st, err
	}
	var pending []string
	pendingRows := int64(0)
	flush := func() error {
		got, err := regroup(ctx, c, d, index, types, pending)
		st.Blocks += got.Blocks
		st.Rows += got.Rows
		st.Grouped += got.Grouped
		st.Written += got.Written
		pending, pendingRows = pending[:0], 0
		return err
	}
	var after map[string]any
	for {
		composite := map[string]any{"size": 5000, "sources": []any{map[string]any{"block": map[string]any{"terms": map[string]any{"field": dupes.BlockField}}}}}
		if after != nil {
			composite["after"] = after
		}
		body := map[string]any{"size": 0, "aggs": map[string]any{"blocks": map[string]any{"composite": composite}}}
		var aggs struct {
			Blocks struct {
				AfterKey map[string]any `json:"after_key"`
				Buckets  []struct {
					Key      map[string]string `json:"key"`
					DocCount int64             `json:"doc_count"`
				} `json:"buckets"`
			} `json:"blocks"`
		}
		if _, err := c.Aggregate(ctx, index, body, &aggs); err != nil {
			return st, fmt.Errorf("listing the blocks of %s: %w", index, err)
		}
		for _, b := range aggs.Blocks.Buckets {
			if b.DocCount < 2 {
				continue
			}
			pending = append(pending, b.Key["block"])
			if pendingRows += b.DocCount; pendingRows >= 5000 || len(pending) >= 500 {
				if err := flush(); err != nil {
					return st, err
				}
			}
		}
		if len(aggs.Blocks.Buckets) == 0 || aggs.Blocks.AfterKey == nil {
			break
		}
		after = aggs.Blocks.AfterKey
	}
	if err := flush(); err != nil {
		return st, err
	}
	return st, c.Refresh(ctx, index)
}
