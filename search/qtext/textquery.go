package qtext

import (
	"strings"

	"readapi"
)

// The clauses of q: textClause builds them from q's classified value
// (classify.go) and the dataset's fields (textfields.go, which also says
// how a word matches and scores); textMatch assembles the clauses of the
// groups of q, which clauses.go renders. None of them looks a word of q up
// again.

// textClause is the clause one value of q adds: it selects the matching
// rows and, when scored, ranks them, from q's syntax (qsyntax.go) and the
// classes of its words (classify.go): each group must match, no exclusion
// may.
func textClause(d *readapi.Dataset, qc qClasses, fuzzy, scored bool, corrections map[string][]string) readapi.Clause {
	if len(qc.groups) == 0 && len(qc.excluded) == 0 {
		return readapi.Clause{"match_none": readapi.Clause{}}
	}
	fields := textFields(d)
	qc = qc.withCorrections(d, corrections)
	if scored {
		qc.conflicts = dimensionConflicts(fields, qc)
	}
	c, qualifiers := textMatch(fields, qc, fuzzy, scored, corrections)
	if !scored {
		return c
	}
	dimensions, others := qc.conflicts, append(contradictingClauses(qc), payConflicts(qc)...)
	if Cost(c)+Cost(readapi.Clause{"bool": readapi.Clause{"should": append(conflictClauses(qc), others...)}}) > MaxClauses/2 {
		dimensions, others = nil, nil
	}
	return rankRetired(d, demote(fields, rankQualifiers(c, qualifiers, dimensions, others), qc, honorificFilter(d, fields, qc, fuzzy, corrections)))
}

// textMatch compiles a parsed q: each group must match, no exclusion may;
// stop words need not, nor, when scored, qualifier words (softwords.go):
// under another order nothing ranks the rows holding them first, so they
// must match like every word. It returns apart, for rankQualifiers, what
// holds each qualifier word: the word itself, or a synonym of several
// words that takes it in ("baş mühasib" finds "Главный бухгалтер").
func textMatch(fields []textField, qc qClasses, fuzzy, scored bool, corrections map[string][]string) (readapi.Clause, []qualifier) {
	if !scored {
		// unscored, no word is soft: every word but the stop words must
		// match (relaxed.go)
		qc.soft = make([]bool, len(qc.groups))
	}
	stopped, kept, soft := qc.stopped, qc.kept, qc.soft
	var qualifiers []qualifier
	// Latin-typed Russian is tried in short queries without typos, which
	// keeps the clauses within the limit.
	translit := !fuzzy && kept <= maxTranslitWords
	short := qc.short()
	// Synonyms of several words inside q are looked for without typos,
	// which keeps a fuzzy q within the clause limit.
	runs, inRun := qualifierRuns(qc)
	qualifiers = append(qualifiers, payQualifiers(qc)...)
	var windows, refining [][]readapi.Clause
	if qc.plain && !fuzzy {
		windows, refining = synonymWindows(fields, qc)
	}
	own := ownWords(fields)
	var each, rest []readapi.Clause
	var extra []string
	k := 0
	for i, g := range qc.groups {
		if stopped[i] {
			continue
		}
		if soft[i] && qc.inPay[i] {
			continue // held by its run's pay (pay.go)
		}
		if size, ok := runs[i]; ok {
			negated := negatedClause(fields, qc, i, size)
			held, voiding := qualifierPhrase(fields, qc, i, size)
			qualifiers = denied(append(qualifiers, voidable(qc, held, voiding, nil, negated)), negated)
		}
		if inRun[i] {
			continue
		}
		if soft[i] {
			if qc.named[i] != nil && qc.named[i].qualifies {
				qualifiers = append(qualifiers, qualifier{held: namedClause(fields, qc.named[i]), factor: derivedFirstFactor})
			}
			var runs []readapi.Clause
			if refining != nil {
				runs = refining[i]
			}
			negated := negatedClause(fields, qc, i, 1)
			if held, ok := softQualifier(fields, qc, i, runs, negated); ok {
				qualifiers = denied(append(qualifiers, held), negated)
			}
			continue
		}
		if named := qc.named[i]; named != nil && named.qualifies && !scored {
			// under another order than relevance, a word naming a term
			// that only qualifies selects the rows derived to it
			each = append(each, namedClause(fields, named))
			continue
		}
		if k++; k > own && qc.plain {
			extra = append(extra, g[0].text)
			continue
		}
		var alternatives []readapi.Clause
		for j, t := range g {
			alternatives = append(alternatives, termClause(fields, t, qc.terms[i][j], fuzzy, scored, translit, short))
			fixed := corrections[t.text]
			if len(fixed) > 0 && !t.phrase && !t.prefix {
				alternatives = append(alternatives, correctedClause(fields, fixed, short))
			}
			if i < len(qc.corrected) && qc.corrected[i] != nil && !t.phrase && !t.prefix {
				// the word is misspelt, or in a run a correction names
				alternatives = append(alternatives, correctedOccupationClause(fields, qc.corrected[i]))
			}
			if fuzzy && short && len(fixed) == 0 && qc.terms[i][j].word {
				if typo := nameTypoClause(fields, qc.terms[i][j].readings.names); typo != nil {
					alternatives = append(alternatives, typo)
				}
			}
		}
		if windows != nil {
			alternatives = append(alternatives, windows[i]...)
		}
		if scored && qc.compoundGroup(i) {
			alternatives = append(alternatives, headClause(fields, qc, i))
			qualifiers = append(qualifiers, compoundQualifier(fields, qc, i))
		}
		named := qc.named[i]
		if named != nil && !named.adds {
			alternatives = append(alternatives, namedClause(fields, named))
			if scored && i < len(qc.kinds) && qc.kinds[i] != nil {
				alternatives = append(alternatives, kindsClause(fields, qc.kinds[i]))
			}
		}
		clause := alternatives[0]
		if len(alternatives) > 1 {
			clause = readapi.Clause{"dis_max": readapi.Clause{"queries": alternatives}}
		}
		if named != nil && named.adds {
			clause = withNamed(clause, namedClause(fields, named))
		}
		if qc.place[i] {
			clause = scalePlace(clause)
		}
		each = append(each, clause)
	}
	if len(extra) > 0 {
		each = append(each, constant(crossFields(strings.Join(extra, " "), boosted(majorFields(fields), ""), 1), exactTier))
	}
	for _, t := range qc.excluded {
		rest = append(rest, excludedClause(fields, t))
	}
	direct := readapi.Clause{"bool": readapi.Clause{"must": each}}
	if len(rest) > 0 {
		direct = readapi.Clause{"bool": readapi.Clause{"must": each, "must_not": rest}}
	}
	ws := qc.words
	if !qc.plain || len(ws) < 2 {
		return direct, qualifiers
	}
	text := strings.Join(ws, " ")
	if scored {
		direct["bool"].(readapi.Clause)["should"] = []readapi.Clause{adjacentClause(fields, text)}
	}
	// A synonym of several words scores as if each word matched by synonym
	// (a job title: so only in the most boosted field).
	var phrase []readapi.Clause
	left, leftCyrillic := qc.keptWords()
	for _, f := range fields {
		if f.synonyms && f.title {
			phrase = append(phrase, constant(match(f.name+"."+synonymSubfield, text), float64(len(ws))*synonymTier*f.boost))
			if translit && qc.cyrillic != "" {
				phrase = append(phrase, constant(match(f.name+"."+synonymSubfield, qc.cyrillic), float64(len(ws))*translitTier*f.boost))
			}
			if len(left) > 1 {
				phrase = append(phrase, constant(match(f.name+"."+synonymSubfield, strings.Join(left, " ")), float64(len(left))*synonymTier*f.boost))
			}
			if len(left) > 1 && translit && leftCyrillic != "" {
				phrase = append(phrase, constant(match(f.name+"."+synonymSubfield, leftCyrillic), float64(len(left))*translitTier*f.boost))
			}
		}
	}
	if len(phrase) == 0 {
		return direct, qualifiers
	}
	return readapi.Clause{"bool": readapi.Clause{"should": []readapi.Clause{direct, {"dis_max": readapi.Clause{"queries": phrase}}}, "minimum_should_match": 1}}, qualifiers
}
