package enrich

import (
	"reflect"
	"strings"
	"sync"
	"unicode"

	"readapi/internal/vocab"
)

// jobKnowledge is what the jobs enricher reads of the vocabularies,
// indexed once per set and folding.
type jobKnowledge struct {
	fold func(string) string
	// occupations match a title's words against every label and word of
	// the occupations (their job-title groups), and the titles of the jobs
	// the vocabulary lacks as jobUnlisted.
	occupations *jobMatcher
	// parents are the occupations' fields.
	parents map[string]string
	// fields, levels and employments are the terms of field, seniority
	// and employment by the whole values of a source's field that name
	// them (valueKey of a label or a word); an ambiguous value names none.
	fields, levels, employments map[string]string
	// seniorityWords and employmentWords are the words in lower case of
	// seniority and employment: the words of a title or a text that say
	// a term ("baş", "senior", "tam ştat", "полная занятость").
	seniorityWords, employmentWords *jobMatcher
	// ranks are the seniorities' places in their vocabulary's order.
	ranks map[string]int
	// labelLanguages match the occupations' labels, each naming the
	// language it is written in (a label two languages share names none).
	labelLanguages *jobMatcher
}

// jobCacheKey names a set and a folding: the knowledge is built once for
// each.
type jobCacheKey struct {
	set  *vocab.Set
	fold uintptr
}

var jobCache sync.Map // jobCacheKey → *jobKnowledge

// jobKnowledgeOf returns the knowledge of env's vocabularies, built on
// first use (an Env without vocabularies knows no term).
func jobKnowledgeOf(env Env) *jobKnowledge {
	fold := env.Fold
	if fold == nil {
		fold = jobLower
	}
	key := jobCacheKey{set: env.Vocab, fold: reflect.ValueOf(fold).Pointer()}
	if k, ok := jobCache.Load(key); ok {
		return k.(*jobKnowledge)
	}
	k, _ := jobCache.LoadOrStore(key, newJobKnowledge(env.Vocab, fold))
	return k.(*jobKnowledge)
}

// jobLower is the folding of an Env without one: lower case (İ is i).
func jobLower(s string) string { return strings.ToLower(strings.ReplaceAll(s, "İ", "i")) }

func newJobKnowledge(set *vocab.Set, fold func(string) string) *jobKnowledge {
	get := func(name string) *vocab.Vocabulary {
		if set == nil {
			return nil
		}
		return set.Get(name)
	}
	k := &jobKnowledge{fold: fold, parents: map[string]string{}}
	occupations := get("occupation")
	k.occupations = newJobMatcher(occupations, fold, func(t vocab.Term) []string { return append(t.Labels.All(), t.Words...) }, false)
	k.labelLanguages = newJobMatcher(nil, fold, nil, false)
	if occupations != nil {
		for _, title := range occupations.Unlisted {
			k.occupations.add(jobUnlisted, fold(title))
		}
		for _, t := range occupations.Terms {
			k.parents[t.ID] = t.Parent
			k.addLabels(t.Labels)
		}
	}
	k.fields = k.valueIndex(get("field"))
	k.levels = k.valueIndex(get("seniority"))
	k.employments = k.valueIndex(get("employment"))
	k.seniorityWords = newJobMatcher(get("seniority"), fold, jobLowerCaseWords, true)
	k.employmentWords = newJobMatcher(get("employment"), fold, jobLowerCaseWords, false)
	k.ranks = map[string]int{}
	if v := get("seniority"); v != nil {
		for i, t := range v.Terms {
			k.ranks[t.ID] = i
		}
	}
	return k
}

// jobLowerCaseWords are a term's words written in lower case: the words
// of a text that say it (the others are a source's labels, said only by
// a whole value).
func jobLowerCaseWords(t vocab.Term) []string {
	var words []string
	for _, w := range t.Words {
		if strings.IndexFunc(w, unicode.IsUpper) < 0 {
			words = append(words, w)
		}
	}
	return words
}

// valueKey is how a source's whole value is compared: folded, its words
// joined by one space ("FULL_TIME", "Full-time" and "full time" are one).
func (k *jobKnowledge) valueKey(s string) string { return strings.Join(jobWords(k.fold(s)), " ") }

// valueIndex maps the value keys of each term's id, labels and words to
// the term; a key of two terms maps to "" (it names neither).
func (k *jobKnowledge) valueIndex(v *vocab.Vocabulary) map[string]string {
	index := map[string]string{}
	if v == nil {
		return index
	}
	for _, t := range v.Terms {
		if t.Retired {
			continue
		}
		for _, name := range append(append([]string{t.ID}, t.Labels.All()...), t.Words...) {
			key := k.valueKey(name)
			if other, seen := index[key]; seen && other != t.ID {
				index[key] = ""
			} else if !seen {
				index[key] = t.ID
			}
		}
	}
	return index
}

// addLabels indexes the labels of a term by their language; a label that
// is the same in two languages (Barista) says neither.
func (k *jobKnowledge) addLabels(l vocab.Labels) {
	byLanguage := map[string]string{"az": k.fold(l.AZ), "ru": k.fold(l.RU), "en": k.fold(l.EN)}
	for language, label := range byLanguage {
		shared := false
		for other, o := range byLanguage {
			shared = shared || other != language && o == label
		}
		if !shared {
			k.labelLanguages.add(language, label)
		}
	}
}
