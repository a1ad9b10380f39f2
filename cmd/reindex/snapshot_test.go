package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"maps"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/keylimits"
	"readapi/search"
	"readapi/search/engine"
)

// TestRestoreDrill is the drill of docs/operations.md "Backups": load, ingest, remove,
// issue keys, snapshot, wipe every index of the prefix, restore; every row,
// alias and removal is back as it was, and the keys still admit. Indices
// of two other prefixes that start with this one are left out of the
// snapshot and untouched by the restore. Then a removal, and a restore
// over the live indices with --replace: the removal stays.
func TestRestoreDrill(t *testing.T) {
	ctx := context.Background()
	client := testenv.OpenSearch(t)
	rdb := testenv.Redis(t)
	prefix := testenv.Prefix(t)
	t.Setenv("INDEX_PREFIX", prefix)
	dir := t.TempDir()
	write := func(name string, lines ...string) string { return writeLines(t, dir, name, lines...) }
	reindex := func(args ...string) string {
		t.Helper()
		var stdout, stderr bytes.Buffer
		if err := run(ctx, args, &stdout, &stderr); err != nil {
			t.Fatalf("reindex %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
		}
		return stdout.String()
	}
	job := func(id, title string) string {
		return `{"id":"s:` + id + `","source":"s","title":"` + title + `","url":"https://s.az/` + id + `"}`
	}
	snapshotFile := write("jobs.ndjson", job("1", "Mühasib"), job("2", "Sürücü"), job("3", "Aşpaz"))
	reindex("load", "--dataset", "jobs", "--input", snapshotFile)
	reindex("load", "--dataset", "jobs", "--input", snapshotFile) // the first stays, for rollback
	reindex("sources", "--input", write("sources.ndjson", `{"source":"s","name":"S","url":"https://s.az","dataset":"jobs","source_type":"board","aggregator":false}`))
	reindex("ingest", "--dataset", "jobs", "--source", "s", "--scraped-at", "2026-11-22T06:00:00Z",
		"--input", write("batch.ndjson", job("4", "Satıcı")))
	reindex("remove", "--dataset", "jobs", "--id", "s:2")

	keys := &keylimits.Store{Redis: rdb, Prefix: prefix}
	kept, _, err := keys.Create(ctx, "free", "kept", nil, keylimits.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	revoked, _, err := keys.Create(ctx, "free", "revoked", nil, keylimits.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := keys.Revoke(ctx, revoked); err != nil {
		t.Fatal(err)
	}

	// Two other deployments whose prefixes start with this one.
	foreign := []string{prefix + "ajobs-1", prefix + "jobs-jobs-20261122t060000000-abcd"}
	for _, index := range foreign {
		if _, err := client.Do(ctx, http.MethodPut, opensearch.Path(index), nil); err != nil {
			t.Fatal(err)
		}
	}

	before := deployment(t, client, prefix, foreign)
	if len(before.docs) < 6 { // two jobs versions, sources, batches, tombstones, locks
		t.Fatalf("the deployment holds only %v", slices.Sorted(maps.Keys(before.docs)))
	}
	name := strings.SplitN(reindex("snapshot", "create"), "\n", 2)[0]
	if !strings.HasPrefix(name, prefix+"snapshot-") {
		t.Fatalf("snapshot create printed %q on its first line, want the snapshot's name", name)
	}
	t.Cleanup(func() {
		_ = run(context.Background(), []string{"snapshot", "delete", "--name", name}, io.Discard, io.Discard)
	})
	if list := reindex("snapshot", "list"); !strings.Contains(list, name+" ") || !strings.Contains(list, "SUCCESS") {
		t.Fatalf("snapshot list lacks %s:\n%s", name, list)
	}

	var stderr bytes.Buffer
	err = run(ctx, []string{"snapshot", "restore", "--name", name}, &bytes.Buffer{}, &stderr)
	if err == nil || !strings.Contains(err.Error(), "refusing to restore") {
		t.Fatalf("a restore over the live indices: %v, want a refusal", err)
	}

	for index := range before.docs {
		if err := client.DeleteIndex(ctx, index); err != nil {
			t.Fatal(err)
		}
	}
	if wiped := deployment(t, client, prefix, foreign); len(wiped.docs) != 0 {
		t.Fatalf("indices left after the wipe: %v", slices.Sorted(maps.Keys(wiped.docs)))
	}
	reindex("snapshot", "restore", "--name", name)

	after := deployment(t, client, prefix, foreign)
	if !reflect.DeepEqual(after.aliases, before.aliases) {
		t.Errorf("aliases after the restore:\n%v\nwant\n%v", after.aliases, before.aliases)
	}
	if !reflect.DeepEqual(after.docs, before.docs) {
		t.Errorf("documents after the restore differ: indices %v, want %v", slices.Sorted(maps.Keys(after.docs)), slices.Sorted(maps.Keys(before.docs)))
		for index, docs := range before.docs {
			if !reflect.DeepEqual(after.docs[index], docs) {
				t.Errorf("%s: %d documents %v, want %d %v", index, len(after.docs[index]), after.docs[index], len(docs), docs)
			}
		}
	}
	for _, index := range foreign {
		if _, err := client.Do(ctx, http.MethodHead, opensearch.Path(index), nil); err != nil {
			t.Errorf("the other deployment's %s: %v", index, err)
		}
	}

	e := engine.New(client, prefix, search.NewSigner("x"))
	if _, err := e.Get(ctx, readapi.Jobs, "s:2", readapi.Include{}); readapi.CodeOf(err) != readapi.CodeGone {
		t.Errorf("the removed s:2 after the restore: %v, want 410", err)
	}
	for _, id := range []string{"s:1", "s:3", "s:4"} {
		if _, err := e.Get(ctx, readapi.Jobs, id, readapi.Include{}); err != nil {
			t.Errorf("%s after the restore: %v", id, err)
		}
	}
	// A restore over the live indices with --replace keeps the removals
	// made since the snapshot and saves what it replaced. (The other
	// prefixes' indices go first: reindex remove finds copies by the
	// pattern <prefix>jobs-*, which also matches prefix "<prefix>jobs-".)
	for _, index := range foreign {
		if err := client.DeleteIndex(ctx, index); err != nil {
			t.Fatal(err)
		}
	}
	reindex("remove", "--dataset", "jobs", "--id", "s:3")
	out := reindex("snapshot", "restore", "--name", name, "--replace")
	_, saved, ok := strings.Cut(out, "saved in snapshot ")
	saved, _, _ = strings.Cut(saved, ";")
	if !ok {
		t.Fatalf("restore --replace printed\n%s\nwant the snapshot of the replaced indices", out)
	}
	t.Cleanup(func() {
		_ = run(context.Background(), []string{"snapshot", "delete", "--name", saved}, io.Discard, io.Discard)
	})
	if !strings.Contains(out, "1 removals made since "+name+" applied again") {
		t.Errorf("restore --replace printed\n%s\nwant 1 removal applied again", out)
	}
	for id, want := range map[string]string{"s:2": readapi.CodeGone, "s:3": readapi.CodeGone, "s:1": "", "s:4": ""} {
		if _, err := e.Get(ctx, readapi.Jobs, id, readapi.Include{}); readapi.CodeOf(err) != want {
			t.Errorf("%s after restore --replace: %v, want %q", id, err, want)
		}
	}
	err = client.EachHit(ctx, prefix+"jobs-*", map[string]any{"ids": map[string]any{"values": []string{"s:2", "s:3"}}}, false,
		func(hits []opensearch.Hit) error {
			for _, h := range hits {
				t.Errorf("the removed %s is back in %s after restore --replace", h.ID, h.Index)
			}
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	if list := reindex("snapshot", "list"); !strings.Contains(list, saved+" ") {
		t.Errorf("snapshot list lacks the replaced state's %s:\n%s", saved, list)
	}

	limiter := &keylimits.Limiter{Redis: rdb, Prefix: prefix}
	for key, want := range map[string]keylimits.Outcome{kept: keylimits.Allowed, revoked: keylimits.Revoked} {
		d, err := limiter.Admit(ctx, key, "jobs")
		if err != nil || d.Outcome != want {
			t.Errorf("key %s after the restore: %v %v, want outcome %v", d.KeyID, d.Outcome, err, want)
		}
	}
}

// state is what a deployment holds in OpenSearch: each index's documents
// (id to source) and each alias's indices.
type state struct {
	docs    map[string]map[string]string
	aliases map[string][]string
}

// deployment reads every index under prefix except the foreign ones.
func deployment(t *testing.T, c *opensearch.Client, prefix string, foreign []string) state {
	t.Helper()
	ctx := context.Background()
	data, err := c.Do(ctx, http.MethodGet, opensearch.Path(prefix+"*", "_alias")+"?allow_no_indices=true", nil)
	if err != nil {
		t.Fatal(err)
	}
	var indices map[string]struct {
		Aliases map[string]json.RawMessage `json:"aliases"`
	}
	if err := json.Unmarshal(data, &indices); err != nil {
		t.Fatal(err)
	}
	s := state{docs: map[string]map[string]string{}, aliases: map[string][]string{}}
	for index, info := range indices {
		if slices.Contains(foreign, index) {
			continue
		}
		for alias := range info.Aliases {
			s.aliases[alias] = append(s.aliases[alias], index)
			slices.Sort(s.aliases[alias])
		}
		// A search sees what the last refresh made visible; a snapshot
		// holds every write (the lock an ingest just deleted, say).
		if err := c.Refresh(ctx, index); err != nil {
			t.Fatal(err)
		}
		docs := map[string]string{}
		err := c.EachHit(ctx, index, map[string]any{"match_all": map[string]any{}}, nil, func(hits []opensearch.Hit) error {
			for _, h := range hits {
				docs[h.ID] = string(h.Source)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		s.docs[index] = docs
	}
	return s
}

// TestSnapshotRefusals: a restore without --name, an unknown action, and
// a repository that is not registered each fail naming the problem.
func TestSnapshotRefusals(t *testing.T) {
	testenv.OpenSearch(t)
	t.Setenv("INDEX_PREFIX", testenv.Prefix(t))
	t.Setenv("SNAPSHOT_REPOSITORY", "readapi-no-such-repository")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"snapshot", "restore"}, "--name is required"},
		{[]string{"snapshot", "take"}, `unknown action "take"`},
		{[]string{"snapshot", "create"}, "readapi-no-such-repository is not registered"},
		{[]string{"snapshot", "list"}, "set SNAPSHOT_REPOSITORY"},
	} {
		err := run(context.Background(), c.args, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("reindex %s: %v, want an error saying %q", strings.Join(c.args, " "), err, c.want)
		}
	}
}
