package qtext

// Words of q that a posting contradicts: a posting states at most one value
// of a dimension (a seniority, a schedule, a driver's vehicle, a teacher's
// subject: words.go), and one that states another value than q asks for
// ("Senior Accountant" for `junior accountant`, "Tam ştat" in the body for
// `part-time kassir`, "Taksi sürücüsü" for `truck driver`, "Fizika müəllimi"
// for `riyaziyyat müəllimi`) is a worse answer than one that leaves it
// unsaid, though it is still the job. With order=relevance it scores
// conflictFactor times what it would: below an unsaid posting matched
// through a synonym (a title matched exactly, 3 × 0.7 = 2.1 < 3 × 0.8),
// above a posting of the job matched only in its body. A posting that also
// states a value q asks for contradicts nothing; one that contradicts holds
// nothing of the value asked (a "Riyaziyyat müəllimi" that wants "rus dili"
// in its body is no Russian teacher: softwords.go). It selects nothing.
// The dimensions, their values and the phrases stating each are data
// ([dimension] sections of mappings/language/jobs.txt).

// conflictFactor scales the score of a posting contradicting q.
const conflictFactor = 0.7

// contradictions returns, for a word of q that says a value, the phrases
// of a posting stating the other values of its dimension.
func (lang wordSet) contradictions(w string) []string {
	at, ok := lang.valueOf(w)
	if !ok {
		return nil
	}
	var out []string
	for v, val := range lang.Dimensions[at.Dim].Values {
		if v != at.Value {
			out = append(out, val.States...)
		}
	}
	return out
}
