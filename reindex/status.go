package reindex

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"readapi"
	"readapi/internal/opensearch"
)

// Status is what an operator needs of a deployment before acting, read
// from the indices, the journal, the locks and the snapshot repository.
type Status struct {
	Engine    EngineStatus     `json:"engine"`
	Datasets  []DatasetStatus  `json:"datasets"`
	Snapshots *SnapshotsStatus `json:"snapshots,omitempty"`
	// Problems name what is wrong: an alias that does not point at exactly
	// one index, an engine that is red or does not answer.
	Problems []string `json:"problems"`
}

// EngineStatus is the cluster's health.
type EngineStatus struct {
	Health string `json:"health"` // green, yellow, red, or unreachable
	Nodes  int    `json:"nodes,omitempty"`
	Error  string `json:"error,omitempty"`
}

// DatasetStatus is one dataset's state.
type DatasetStatus struct {
	Dataset string `json:"dataset"`
	Alias   string `json:"alias"`
	// Indices are what the alias points at (one when all is well).
	Indices []string `json:"indices"`
	Rows    int64    `json:"rows"`
	// Active and Retired split the rows of a dataset whose rows retire.
	Active   *int64          `json:"active,omitempty"`
	Retired  *int64          `json:"retired,omitempty"`
	Versions []VersionStatus `json:"versions"`
	LastLoad *LoadStatus     `json:"last_load,omitempty"`
	Rollback *RollbackStatus `json:"last_rollback,omitempty"`
	Ingests  []IngestStatus  `json:"ingests"`
	Removals int64           `json:"removals"`
	// NewestRemoval is the removed_at of the latest removal.
	NewestRemoval *time.Time      `json:"newest_removal,omitempty"`
	Running       []RunningStatus `json:"running"`
}

// VersionStatus is one versioned index of a dataset.
type VersionStatus struct {
	Index    string `json:"index"`
	Live     bool   `json:"live"`
	Complete bool   `json:"complete"`
	Rows     int64  `json:"rows"`
	// Vocabularies is the version of the vocabularies the index's rows were
	// derived with ("" for a dataset that derives nothing, or an index
	// built before derivation); VocabulariesStale says it is not the
	// running one (mappings.Vocabularies), so the next load derives anew,
	// and VocabulariesRunning names the running one then.
	Vocabularies        string `json:"vocabularies,omitempty"`
	VocabulariesStale   bool   `json:"vocabularies_stale,omitempty"`
	VocabulariesRunning string `json:"vocabularies_running,omitempty"`
}

// LoadStatus is the newest complete version's load: when it was marked
// complete, its rows then, and how long it took to build.
type LoadStatus struct {
	Index   string    `json:"index"`
	At      time.Time `json:"at"`
	Rows    int64     `json:"rows"`
	Seconds float64   `json:"seconds"`
}

// RollbackStatus is the last move of the alias back to an older version.
type RollbackStatus struct {
	From string    `json:"from"`
	To   string    `json:"to"`
	At   time.Time `json:"at"`
}

// IngestStatus is the last accepted batch of one source.
type IngestStatus struct {
	Source     string    `json:"source"`
	AcceptedAt time.Time `json:"accepted_at"`
	ScrapedAt  time.Time `json:"scraped_at"`
	Complete   bool      `json:"complete"`
	Lines      int64     `json:"lines"`
	// Changed counts the rows the batch created, updated or retired (nil
	// for batches recorded before it was kept).
	Changed *int64 `json:"changed,omitempty"`
}

// RunningStatus is a load, rollback, ingest, removal or regrouping that
// holds a lock now.
type RunningStatus struct {
	Operation string    `json:"operation"`
	Source    string    `json:"source,omitempty"`
	Phase     string    `json:"phase,omitempty"`
	Step      string    `json:"step,omitempty"`
	Building  string    `json:"building,omitempty"`
	Holder    string    `json:"holder"`
	Since     time.Time `json:"since"`
}

// SnapshotsStatus is the deployment's snapshots in the repository.
type SnapshotsStatus struct {
	Repository string          `json:"repository"`
	Count      int             `json:"count"`
	Newest     *NewestSnapshot `json:"newest,omitempty"`
	Error      string          `json:"error,omitempty"`
}

// NewestSnapshot is the latest snapshot of the deployment.
type NewestSnapshot struct {
	Name  string    `json:"name"`
	State string    `json:"state"`
	At    time.Time `json:"at"`
}

// StatusReader reads a deployment's Status.
type StatusReader struct {
	Client *opensearch.Client
	Prefix string
	// Repository names the snapshot repository (SNAPSHOT_REPOSITORY).
	Repository string
	Clock      func() time.Time
}

// Read returns the status of dataset (every dataset when ""). Problems
// found in the deployment are in Status.Problems, not the error, which is
// only for a dataset name that does not exist.
func (s *StatusReader) Read(ctx context.Context, dataset string) (*Status, error) {
	names := readapi.Names()
	if dataset != "" {
		if _, ok := readapi.ByName(dataset); !ok {
			return nil, fmt.Errorf("unknown dataset %q (one of %v)", dataset, names)
		}
		names = []string{dataset}
	}
	c := s.Client.WithTimeout(15 * time.Second)
	st := &Status{Engine: engineHealth(ctx, c), Datasets: []DatasetStatus{}, Problems: []string{}}
	switch st.Engine.Health {
	case "unreachable":
		st.Problems = append(st.Problems, "OpenSearch does not answer: "+st.Engine.Error)
		return st, nil
	case "red":
		st.Problems = append(st.Problems, fmt.Sprintf("OpenSearch is red: a primary shard is unassigned (%s)", st.Engine.Error))
	}
	for _, name := range names {
		d, _ := readapi.ByName(name)
		ds, err := s.dataset(ctx, c, d)
		if err != nil {
			st.Problems = append(st.Problems, fmt.Sprintf("%s: %v", name, err))
		}
		switch {
		case len(ds.Indices) == 0:
			st.Problems = append(st.Problems, fmt.Sprintf("%s: the alias %s points at no index (never loaded)", name, ds.Alias))
		case len(ds.Indices) > 1:
			st.Problems = append(st.Problems, fmt.Sprintf("%s: the alias %s points at %d indices (%s); expected one", name, ds.Alias, len(ds.Indices), strings.Join(ds.Indices, ", ")))
		}
		st.Datasets = append(st.Datasets, ds)
	}
	st.Snapshots = s.snapshots(ctx, c)
	return st, nil
}

// engineHealth reads the cluster's health; a red cluster's Error names
// the indices with unassigned primaries.
func engineHealth(ctx context.Context, c *opensearch.Client) EngineStatus {
	data, err := c.Do(ctx, http.MethodGet, "/_cluster/health?level=indices", nil)
	if err != nil && !opensearch.HasStatus(err, http.StatusRequestTimeout) {
		return EngineStatus{Health: "unreachable", Error: err.Error()}
	}
	var h struct {
		Status  string `json:"status"`
		Nodes   int    `json:"number_of_nodes"`
		Indices map[string]struct {
			Status string `json:"status"`
		} `json:"indices"`
	}
	if err := json.Unmarshal(data, &h); err != nil {
		return EngineStatus{Health: "unreachable", Error: fmt.Sprintf("decoding the cluster health: %v", err)}
	}
	out := EngineStatus{Health: h.Status, Nodes: h.Nodes}
	if h.Status == "red" {
		var red []string
		for name, index := range h.Indices {
			if index.Status == "red" {
				red = append(red, name)
			}
		}
		slices.Sort(red)
		out.Error = "red indices: " + strings.Join(red, ", ")
	}
	return out
}

// dataset reads one dataset's status; what it could read is returned with
// the first error.
func (s *StatusReader) dataset(ctx context.Context, c *opensearch.Client, d *readapi.Dataset) (DatasetStatus, error) {
	alias := s.Prefix + d.Name
	ds := DatasetStatus{Dataset: d.Name, Alias: alias, Indices: []string{}, Versions: []VersionStatus{}, Ingests: []IngestStatus{}, Running: []RunningStatus{}}
	targets, err := c.AliasTargets(ctx, alias)
	if err != nil {
		return ds, err
	}
	slices.Sort(targets)
	ds.Indices = append(ds.Indices, targets...)
	for _, read := range []func(context.Context, *opensearch.Client, *DatasetStatus) error{
		s.rows, s.versions, s.rollback, s.ingests, s.removals, s.running,
	} {
		if err := read(ctx, c, &ds); err != nil {
			return ds, err
		}
	}
	return ds, nil
}

// rows counts the rows behind the alias, active and retired apart for a
// dataset whose rows retire.
func (s *StatusReader) rows(ctx context.Context, c *opensearch.Client, ds *DatasetStatus) error {
	if len(ds.Indices) == 0 {
		return nil
	}
	n, err := countWhere(ctx, c, ds.Alias, map[string]any{"match_all": map[string]any{}})
	if err != nil {
		return err
	}
	ds.Rows = n
	if d, _ := readapi.ByName(ds.Dataset); !d.Write.Retires {
		return nil
	}
	active, err := countWhere(ctx, c, ds.Alias, map[string]any{"term": map[string]any{"active": true}})
	if err != nil {
		return err
	}
	retired := n - active
	ds.Active, ds.Retired = &active, &retired
	return nil
}

// countWhere counts the documents of index matching query.
func countWhere(ctx context.Context, c *opensearch.Client, index string, query any) (int64, error) {
	data, err := c.Do(ctx, http.MethodPost, opensearch.Path(index, "_count"), map[string]any{"query": query})
	if err != nil {
		return 0, fmt.Errorf("counting in %s: %w", index, err)
	}
	var resp struct {
		Count int64 `json:"count"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return 0, fmt.Errorf("decoding a count of %s: %w", index, err)
	}
	return resp.Count, nil
}

// versions lists the dataset's versioned indices and takes the last load
// from the newest complete one.
func (s *StatusReader) versions(ctx context.Context, c *opensearch.Client, ds *DatasetStatus) error {
	all, err := versions(ctx, c, ds.Alias)
	if err != nil {
		return err
	}
	for _, v := range all {
		vs := VersionStatus{Index: v.Index, Live: slices.Contains(ds.Indices, v.Index), Complete: v.Complete()}
		vs.Vocabularies, vs.VocabulariesStale = vocabulariesOf(ds.Dataset, v.Meta)
		if vs.VocabulariesStale {
			vs.VocabulariesRunning = runningVocabularies()
		}
		if vs.Rows, err = countWhere(ctx, c, v.Index, map[string]any{"match_all": map[string]any{}}); err != nil && !opensearch.IsMissingIndex(err) {
			return err
		}
		ds.Versions = append(ds.Versions, vs)
		if !v.Complete() {
			continue
		}
		load := &LoadStatus{Index: v.Index}
		if at, ok := v.Meta["loaded_at"].(string); ok {
			load.At, _ = time.Parse(time.RFC3339, at)
		}
		if docs, ok := v.Meta["documents"].(float64); ok {
			load.Rows = int64(docs)
		}
		if created, ok := versionCreated(ds.Alias, v.Index); ok && !load.At.IsZero() {
			load.Seconds = max(load.At.Sub(created).Seconds(), 0)
		}
		ds.LastLoad = load
	}
	return nil
}

// rollback finds in the journal the last swap that moved the alias back
// to an older version.
func (s *StatusReader) rollback(ctx context.Context, c *opensearch.Client, ds *DatasetStatus) error {
	body := map[string]any{"size": 50, "query": map[string]any{"bool": map[string]any{"filter": []any{
		map[string]any{"term": map[string]any{"dataset": ds.Dataset}},
		map[string]any{"term": map[string]any{"entry": entrySwap}},
	}}}, "sort": []any{map[string]any{"recorded_at": "desc"}}}
	// Swaps are written without a refresh (as lastSwapFrom reads them).
	if err := c.Refresh(ctx, s.Prefix+readapi.JournalIndex); opensearch.IsMissingIndex(err) {
		return nil
	} else if err != nil {
		return fmt.Errorf("reading the journal: %w", err)
	}
	hits, err := c.Hits(ctx, s.Prefix+readapi.JournalIndex, body)
	if opensearch.IsMissingIndex(err) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("reading the journal: %w", err)
	}
	for _, h := range hits {
		var e journalEntry
		if err := json.Unmarshal(h.Source, &e); err != nil {
			return fmt.Errorf("decoding the journal: %w", err)
		}
		if e.To < e.From { // names sort in creation order
			ds.Rollback = &RollbackStatus{From: e.From, To: e.To, At: e.RecordedAt}
			return nil
		}
	}
	return nil
}

// ingests reads the last accepted batch of each source of the dataset.
func (s *StatusReader) ingests(ctx context.Context, c *opensearch.Client, ds *DatasetStatus) error {
	body := map[string]any{"size": 0,
		"query": map[string]any{"term": map[string]any{"dataset": ds.Dataset}},
		"aggs": map[string]any{"sources": map[string]any{"terms": map[string]any{"field": "source", "size": 1000, "order": map[string]any{"_key": "asc"}},
			"aggs": map[string]any{"last": map[string]any{"top_hits": map[string]any{"size": 1, "sort": []any{map[string]any{"accepted_at": "desc"}, map[string]any{"scraped_at": "desc"}}}}}}}}
	var resp struct {
		Sources struct {
			Buckets []struct {
				Last struct {
					Hits struct {
						Hits []struct {
							Source struct {
								Source     string    `json:"source"`
								AcceptedAt time.Time `json:"accepted_at"`
								ScrapedAt  time.Time `json:"scraped_at"`
								Complete   bool      `json:"complete"`
								Rows       int64     `json:"rows"`
								Changed    *int64    `json:"changed"`
							} `json:"_source"`
						} `json:"hits"`
					} `json:"hits"`
				} `json:"last"`
			} `json:"buckets"`
		} `json:"sources"`
	}
	if _, err := c.Aggregate(ctx, s.Prefix+readapi.BatchesIndex, body, &resp); err != nil {
		if opensearch.IsMissingIndex(err) {
			return nil
		}
		return fmt.Errorf("reading the ingested batches: %w", err)
	}
	for _, b := range resp.Sources.Buckets {
		for _, h := range b.Last.Hits.Hits {
			src := h.Source
			ds.Ingests = append(ds.Ingests, IngestStatus{Source: src.Source, AcceptedAt: src.AcceptedAt, ScrapedAt: src.ScrapedAt,
				Complete: src.Complete, Lines: src.Rows, Changed: src.Changed})
		}
	}
	return nil
}

// removals reads how many removals the dataset has and the newest.
func (s *StatusReader) removals(ctx context.Context, c *opensearch.Client, ds *DatasetStatus) error {
	newest, count, err := newestRemoval(ctx, c, s.Prefix+readapi.TombstoneIndex, ds.Dataset)
	if opensearch.IsMissingIndex(err) {
		return nil
	}
	if err != nil {
		return err
	}
	ds.Removals = count
	if count > 0 {
		ds.NewestRemoval = &newest
	}
	return nil
}

// running lists the live locks of the dataset: what runs on it now.
func (s *StatusReader) running(ctx context.Context, c *opensearch.Client, ds *DatasetStatus) error {
	now := time.Now()
	if s.Clock != nil {
		now = s.Clock()
	}
	// Locks are written without a refresh (as applyingIngests reads them).
	if err := c.Refresh(ctx, s.Prefix+readapi.LocksIndex); opensearch.IsMissingIndex(err) {
		return nil
	} else if err != nil {
		return fmt.Errorf("reading the locks: %w", err)
	}
	query := map[string]any{"term": map[string]any{"dataset": ds.Dataset}}
	err := c.EachHit(ctx, s.Prefix+readapi.LocksIndex, query, nil, func(hits []opensearch.Hit) error {
		for _, h := range hits {
			var doc lockDoc
			if err := json.Unmarshal(h.Source, &doc); err != nil {
				return fmt.Errorf("decoding the lock %s: %w", h.ID, err)
			}
			if doc.live(now) {
				ds.Running = append(ds.Running, RunningStatus{Operation: doc.Operation, Source: doc.Source, Phase: doc.Phase,
					Step: doc.Step, Building: doc.Building, Holder: doc.Holder, Since: doc.AcquiredAt})
			}
		}
		return nil
	})
	if opensearch.IsMissingIndex(err) {
		return nil
	}
	slices.SortFunc(ds.Running, func(a, b RunningStatus) int { return a.Since.Compare(b.Since) })
	return err
}

// snapshots reads the deployment's snapshots; a repository that cannot be
// read is noted, not a problem of the deployment.
func (s *StatusReader) snapshots(ctx context.Context, c *opensearch.Client) *SnapshotsStatus {
	out := &SnapshotsStatus{Repository: s.Repository}
	list, err := (&Snapshots{Client: c, Prefix: s.Prefix, Repository: s.Repository}).List(ctx)
	if err != nil {
		out.Error = err.Error()
		return out
	}
	out.Count = len(list)
	if len(list) > 0 {
		newest := list[len(list)-1]
		out.Newest = &NewestSnapshot{Name: newest.Name, State: newest.State, At: newest.Start}
	}
	return out
}

// ErrUnhealthy marks a status with problems: the command exits 1.
var ErrUnhealthy = errors.New("the deployment needs attention")
