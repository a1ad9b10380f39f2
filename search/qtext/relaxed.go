package qtext

import "slices"

// Words that only qualify (docs/search.md, "Text matching"): under
// order=relevance the qualifier and kind words of q (softwords.go,
// words.go) need not match, a row holding them ranks first; under every
// other order nothing would rank those rows first, so every word of q but
// the stop words must match (textMatch). meta.relaxed tells a client which
// words the relevance order let go, so that a UI can say "also without
// junior".
//
// What is listed: the plain words of q that classify marks soft and the
// compound words (compounds.go), as typed
// (the piece of q, its spelling, case and punctuation kept), in the order
// of q; with several q values, those of each value in turn, a word listed
// once. Never listed, because they are required under relevance too: a
// word inside a phrase, an exclusion or an OR group, and the qualifier
// words of a q (value) that holds no other word or only place words
// besides them. Stop words (words.go) are never listed either: they
// need not match under any order, so relevance relaxes nothing there.

// Relaxed returns the words of this value of q that rows need not hold
// under order=relevance, as typed and in the order of q, each once.
func (v Value) Relaxed() []string {
	qc := v.classes
	out := []string{}
	for i, soft := range qc.soft {
		if w := qc.groups[i][0].text; (soft || qc.compoundGroup(i)) && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}
