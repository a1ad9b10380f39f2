package reindex

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"time"

	"readapi/internal/opensearch"
)

// versionName returns a new versioned index name for alias; names sort in
// creation order.
func versionName(alias string, at time.Time) string {
	b := make([]byte, 2)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%s-%s%03d-%s", alias, at.UTC().Format("20060102t150405"), at.Nanosecond()/1e6, hex.EncodeToString(b))
}

// version is one versioned index of an alias with its readapi _meta (nil
// while a load is still building it) and the removals it has applied.
type version struct {
	Index    string
	Meta     map[string]any
	Removals int64
}

// Complete reports whether a load finished building the version.
func (v version) Complete() bool { return v.Meta != nil }

// versions lists the versioned indices of alias, complete or being built,
// oldest (first created) first.
func versions(ctx context.Context, c *opensearch.Client, alias string) ([]version, error) {
	data, err := c.Do(ctx, http.MethodGet, opensearch.Path(alias+"-*", "_mapping")+"?expand_wildcards=open", nil)
	if err != nil {
		return nil, fmt.Errorf("listing the versions of %s: %w", alias, err)
	}
	var m map[string]struct {
		Mappings struct {
			Meta struct {
				Readapi map[string]any `json:"readapi"`
			} `json:"_meta"`
		} `json:"mappings"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("decoding the versions of %s: %w", alias, err)
	}
	pattern := regexp.MustCompile("^" + regexp.QuoteMeta(alias) + `-\d{8}t\d{9}-[0-9a-f]{4}$`)
	var out []version
	for index, v := range m {
		if !pattern.MatchString(index) {
			continue
		}
		meta := v.Mappings.Meta.Readapi
		n, _ := meta["removals"].(float64)
		out = append(out, version{Index: index, Meta: meta, Removals: int64(n)})
	}
	slices.SortFunc(out, func(a, b version) int { return strings.Compare(a.Index, b.Index) })
	return out, nil
}

// swapAlias moves alias from the indices it points at to index in one
// atomic _aliases request; it fails if the alias moved meanwhile.
func swapAlias(ctx context.Context, c *opensearch.Client, alias string, from []string, to string) error {
	var actions []map[string]any
	for _, index := range from {
		actions = append(actions, map[string]any{"remove": map[string]any{"index": index, "alias": alias, "must_exist": true}})
	}
	actions = append(actions, map[string]any{"add": map[string]any{"index": to, "alias": alias}})
	if _, err := c.Do(ctx, http.MethodPost, "/_aliases", map[string]any{"actions": actions}); err != nil {
		return fmt.Errorf("moving the alias %s to %s: %w", alias, to, err)
	}
	return nil
}

// swap moves the alias to index. Once begun it is not cancelled (an
// interrupt then waits for the one request), and when its answer is lost the
// alias is read back: a swap OpenSearch applied is a swap done.
func (l *Loader) swap(ctx context.Context, c *opensearch.Client, alias string, from []string, to string) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 60*time.Second)
	defer cancel()
	err := swapAlias(ctx, c, alias, from, to)
	if err == nil {
		return nil
	}
	if targets, terr := c.AliasTargets(ctx, alias); terr == nil && slices.Equal(targets, []string{to}) {
		fmt.Fprintf(l.progress(), "reindex: the answer to the alias swap was lost (%v), but %s points at %s\n", err, alias, to)
		return nil
	}
	return err
}

// prune deletes versions beyond the Keep previous complete ones, and
// unfinished leftovers of interrupted loads. The version that was live
// before this load (previous) is kept first, even when a rollback left newer
// ones behind it; the newest others fill the remaining places. It returns
// what it deleted.
func (l *Loader) prune(ctx context.Context, c *opensearch.Client, alias, live string, previous []string) []string {
	all, err := versions(ctx, c, alias)
	if err != nil {
		fmt.Fprintf(l.progress(), "reindex: could not list old versions of %s to prune them: %v\n", alias, err)
		return nil
	}
	keep := map[string]bool{live: true}
	kept := 0
	for _, v := range all {
		if v.Complete() && slices.Contains(previous, v.Index) && kept < l.Keep {
			keep[v.Index] = true
			kept++
		}
	}
	for i := len(all) - 1; i >= 0 && kept < l.Keep; i-- {
		if v := all[i]; v.Complete() && !keep[v.Index] {
			keep[v.Index] = true
			kept++
		}
	}
	var deleted []string
	for _, v := range all {
		if keep[v.Index] {
			continue
		}
		if err := c.DeleteIndex(ctx, v.Index); err != nil {
			fmt.Fprintf(l.progress(), "reindex: could not delete the old version %s: %v\n", v.Index, err)
			continue
		}
		deleted = append(deleted, v.Index)
	}
	return deleted
}
