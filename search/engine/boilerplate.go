package engine

import (
	"context"
	"encoding/json"
	"sync"
	"time"
)

// A body word that more than boilerplateShare of a shard's documents hold
// (the employer's benefits, "full-time", "lunch provided") says nothing
// about which postings are alike, like a stop word: more_like_this leaves
// it out (max_doc_freq). Kept in, such words make it score nearly every
// posting of the index: at 1,000,000 generated jobs a similar search read
// 800,000 documents and took a second, against a tenth of that without.
const boilerplateShare = 0.05

// boilerplateFloor is the least document frequency ever called
// boilerplate: in a small index a shared word is as likely a shared
// subject.
const boilerplateFloor = 20

// shardSizeTTL is how long a measured shard size is trusted; the ceiling
// is a proportion, so a size a minute old serves as well.
const shardSizeTTL = time.Minute

// shardSizes caches the documents per shard of each alias.
type shardSizes struct {
	mu      sync.Mutex
	byAlias map[string]shardSize
}

type shardSize struct {
	docs int
	at   time.Time
}

// bodyWordCeiling is the document frequency above which a body word of
// alias is boilerplate: boilerplateShare of its documents per shard (the
// frequency more_like_this compares is a shard's), at least
// boilerplateFloor; 0 (no ceiling) when the size cannot be read.
func (e *Engine) bodyWordCeiling(ctx context.Context, alias string) int {
	docs, ok := e.docsPerShard(ctx, alias)
	if !ok {
		return 0
	}
	return max(boilerplateFloor, int(boilerplateShare*float64(docs)))
}

// docsPerShard returns the documents per shard of alias (deleted ones
// aside), measured at most shardSizeTTL ago: one search counting every
// document, whose answer also says how many shards it read.
func (e *Engine) docsPerShard(ctx context.Context, alias string) (int, bool) {
	e.shardSizes.mu.Lock()
	cached, ok := e.shardSizes.byAlias[alias]
	e.shardSizes.mu.Unlock()
	if ok && time.Since(cached.at) < shardSizeTTL {
		return cached.docs, true
	}
	data, err := e.Client.Search(ctx, alias, map[string]any{"size": 0, "track_total_hits": true})
	if err != nil {
		return 0, false
	}
	var answer struct {
		Shards struct {
			Total int `json:"total"`
		} `json:"_shards"`
		Hits struct {
			Total struct {
				Value int `json:"value"`
			} `json:"total"`
		} `json:"hits"`
	}
	if json.Unmarshal(data, &answer) != nil || answer.Shards.Total == 0 {
		return 0, false
	}
	docs := answer.Hits.Total.Value / answer.Shards.Total
	e.shardSizes.mu.Lock()
	if e.shardSizes.byAlias == nil {
		e.shardSizes.byAlias = map[string]shardSize{}
	}
	e.shardSizes.byAlias[alias] = shardSize{docs: docs, at: time.Now()}
	e.shardSizes.mu.Unlock()
	return docs, true
}
