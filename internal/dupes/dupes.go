// Package dupes holds the rule that groups the copies of one job posting
// (docs/search.md, "How the writers group copies"): when two postings are
// copies, the groups they form (connected components of that relation)
// and each group's canonical order. It is pure: the writers in reindex
// fetch the postings of a block, call Group and store what it returns in
// the helper fields named here.
package dupes

import (
	"cmp"
	"hash/fnv"
	"slices"
	"strings"
	"time"
)

// The helper fields stored beside a grouped dataset's rows. Block is on
// every row with a title; Group, Rank and Size only on the rows of a group
// of two or more (a row without them is a group of its own).
const (
	// BlockField is the blocking key: the folded title. Only postings of
	// one block can be copies.
	BlockField = "dup_block"
	// GroupField is the group's id: the smallest id among its postings.
	GroupField = "dup_group"
	// RankField is the posting's place in its group's canonical order,
	// 0 for the canonical copy.
	RankField = "dup_rank"
	// SizeField is the number of postings in the group.
	SizeField = "dup_size"
)

// Fields lists the helper fields, which input never carries and no row
// shows.
var Fields = []string{BlockField, GroupField, RankField, SizeField, VariesField, LeadsField, MembersField, ActivesField}

// MinJaccard is the word 5-shingle Jaccard similarity at and above which
// two descriptions are the same text.
const MinJaccard = 0.8

// shingleWords is the number of words in a shingle.
const shingleWords = 5

// SourceTypes are the source types in canonical order; a type not listed
// ranks as the last (unknown).
var SourceTypes = []string{"employer", "board", "platform", "agency", "aggregator", "unknown"}

// Posting is what the rule reads of one posting. Company, Description and
// URL are nil when the posting has none.
type Posting struct {
	ID          string
	Title       string
	Company     *string
	Description *string
	URL         *string
	Active      bool
	SourceType  string
	FirstSeen   time.Time
}

// Assignment is what Group decides for one posting.
type Assignment struct {
	ID    string
	Group string
	Rank  int
	Size  int
}

// BlockKey is the posting's blocking key: its folded title ("" when the
// title has no word, and such a posting is nobody's copy).
func BlockKey(title string) string { return Fold(title) }

// features is a posting prepared for comparison.
type features struct {
	block    string
	company  string // folded; "" when missing
	shingles []uint64
	url      string // normalised; "" when missing
	hasDesc  bool
}

func prepare(p Posting) features {
	f := features{block: BlockKey(p.Title)}
	if p.Company != nil {
		f.company = Fold(*p.Company)
	}
	if p.Description != nil {
		f.shingles = Shingles(*p.Description)
		f.hasDesc = len(f.shingles) > 0
	}
	if p.URL != nil {
		f.url = NormalizeURL(*p.URL)
	}
	return f
}

// Shingles returns the sorted, distinct hashes of the word 5-shingles of
// a folded text; a text of fewer than 5 words is one shingle of all its
// words, and a text with no word has none (it counts as no description).
func Shingles(text string) []uint64 {
	words := Words(text)
	if len(words) == 0 {
		return nil
	}
	hashes := make([]uint64, len(words))
	for i, w := range words {
		h := fnv.New64a()
		h.Write([]byte(w))
		hashes[i] = h.Sum64()
	}
	n := max(1, len(words)-shingleWords+1)
	out := make([]uint64, 0, n)
	for i := range n {
		// The words' hashes combined in order (FNV-style), so that a
		// shingle's hash depends on its words and their order.
		h := uint64(14695981039346656037)
		for _, w := range hashes[i:min(len(hashes), i+shingleWords)] {
			h = (h ^ w) * 1099511628211
		}
		out = append(out, h)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Jaccard is the Jaccard similarity of two sorted sets of distinct hashes.
func Jaccard(a, b []uint64) float64 {
	inter := intersection(a, b)
	return float64(inter) / float64(len(a)+len(b)-inter)
}

// similar reports Jaccard(a, b) >= MinJaccard in integers (5·|a∩b| ≥
// 4·|a∪b|), so that exactly 0.8 counts whatever the floating point says.
func similar(a, b []uint64) bool {
	small, large := min(len(a), len(b)), max(len(a), len(b))
	if 5*small < 4*large { // the size bound: |a∩b|/|a∪b| ≤ small/large
		return false
	}
	inter := intersection(a, b)
	return 5*inter >= 4*(len(a)+len(b)-inter)
}

func intersection(a, b []uint64) int {
	n, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] == b[j]:
			n++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return n
}

// copies is the rule: same folded title, same folded company or either
// missing, and similar descriptions or, both without one, equal urls.
func copies(a, b *features) bool {
	if a.block == "" || a.block != b.block {
		return false
	}
	if a.company != "" && b.company != "" && a.company != b.company {
		return false
	}
	switch {
	case a.hasDesc && b.hasDesc:
		return similar(a.shingles, b.shingles)
	case !a.hasDesc && !b.hasDesc:
		return a.url != "" && a.url == b.url
	}
	return false
}

// Copies reports whether two postings are copies of each other.
func Copies(a, b Posting) bool {
	fa, fb := prepare(a), prepare(b)
	return copies(&fa, &fb)
}

// Group returns, for each of the postings (all those of one or more
// blocks, so that no copy is missing), its group, its rank in the group's
// canonical order and the group's size, in the order of postings.
func Group(postings []Posting) []Assignment {
	fs := make([]features, len(postings))
	for i, p := range postings {
		fs[i] = prepare(p)
	}
	u := newUnion(len(postings))
	blocks := map[string][]int{}
	for i := range fs {
		if fs[i].block != "" {
			blocks[fs[i].block] = append(blocks[fs[i].block], i)
		}
	}
	for _, members := range blocks {
		joinBlock(fs, members, u)
	}
	components := map[int][]int{}
	for i := range postings {
		root := u.find(i)
		components[root] = append(components[root], i)
	}
	out := make([]Assignment, len(postings))
	for _, members := range components {
		slices.SortFunc(members, func(a, b int) int { return Canonical(postings[a], postings[b]) })
		group := postings[members[0]].ID
		for _, m := range members {
			group = min(group, postings[m].ID)
		}
		for rank, m := range members {
			out[m] = Assignment{ID: postings[m].ID, Group: group, Rank: rank, Size: len(members)}
		}
	}
	return out
}

// joinBlock joins the copies among the members of one block. Postings
// without descriptions are compared with those of the same url. Those with
// descriptions are compared only when they share a shingle of their
// prefixes (prefix filtering, which misses no pair at or above
// MinJaccard): two sets with Jaccard ≥ 0.8 share at least ⌈0.8·|x|⌉
// shingles, so, every set ordered one way (rarest shingle of the block
// first), they share one among the first |x| − ⌈0.8·|x|⌉ + 1 of each.
// Every candidate is then checked by the rule itself.
func joinBlock(fs []features, members []int, u *union) {
	byURL := map[string][]int{}
	var described []int
	df := map[uint64]int{}
	for _, i := range members {
		switch {
		case fs[i].hasDesc:
			described = append(described, i)
			for _, s := range fs[i].shingles {
				df[s]++
			}
		case fs[i].url != "":
			byURL[fs[i].url] = append(byURL[fs[i].url], i)
		}
	}
	for _, same := range byURL {
		for x, i := range same {
			for _, j := range same[x+1:] {
				if u.find(i) != u.find(j) && copies(&fs[i], &fs[j]) {
					u.join(i, j)
				}
			}
		}
	}
	index := map[uint64][]int{}
	checked := map[int]int{} // candidate → the member it was last checked against
	var prefix []uint64
	for _, i := range described {
		prefix = append(prefix[:0], fs[i].shingles...)
		slices.SortFunc(prefix, func(a, b uint64) int { return cmp.Or(cmp.Compare(df[a], df[b]), cmp.Compare(a, b)) })
		n := len(prefix)
		prefix = prefix[:n-(4*n+4)/5+1]
		for _, s := range prefix {
			for _, j := range index[s] {
				if last, ok := checked[j]; ok && last == i {
					continue
				}
				checked[j] = i
				if u.find(i) != u.find(j) && copies(&fs[i], &fs[j]) {
					u.join(i, j)
				}
			}
		}
		for _, s := range prefix {
			index[s] = append(index[s], i)
		}
	}
}

// Canonical compares two copies in canonical order: active before retired,
// then by source type (SourceTypes), then the earliest first seen, then the
// smallest id.
func Canonical(a, b Posting) int {
	if a.Active != b.Active {
		if a.Active {
			return -1
		}
		return 1
	}
	if c := cmp.Compare(typeRank(a.SourceType), typeRank(b.SourceType)); c != 0 {
		return c
	}
	if c := a.FirstSeen.Compare(b.FirstSeen); c != 0 {
		return c
	}
	return strings.Compare(a.ID, b.ID)
}

func typeRank(t string) int {
	if i := slices.Index(SourceTypes, t); i >= 0 {
		return i
	}
	return len(SourceTypes) - 1
}

// union is a union-find over 0..n-1.
type union struct{ parent []int }

func newUnion(n int) *union {
	u := &union{parent: make([]int, n)}
	for i := range u.parent {
		u.parent[i] = i
	}
	return u
}

func (u *union) find(i int) int {
	for u.parent[i] != i {
		u.parent[i] = u.parent[u.parent[i]]
		i = u.parent[i]
	}
	return i
}

func (u *union) join(a, b int) { u.parent[u.find(a)] = u.find(b) }
