package enrich

import "slices"

// What a job posting is: its occupation (from the title), field,
// seniority, employment, language and pay in AZN a month.

// JobRow is what the jobs enricher reads of a snapshot row (CONTRACT
// "Snapshot rows"): json.Unmarshal of the row fills it.
type JobRow struct {
	Title          string   `json:"title"`
	Description    *string  `json:"description"`
	EmploymentType *string  `json:"employment_type"`
	JobFunction    *string  `json:"job_function"`
	CareerLevel    *string  `json:"career_level"`
	SalaryFrom     *float64 `json:"salary_from"`
	SalaryTo       *float64 `json:"salary_to"`
	SalaryCurrency *string  `json:"salary_currency"`
	SalaryPeriod   *string  `json:"salary_period"`
	PostedAt       *string  `json:"posted_at"`
	FirstSeenAt    *string  `json:"first_seen_at"`
}

// JobDerived is what a posting is in the vocabularies: every key always
// present, null when the row does not tell.
type JobDerived struct {
	Occupation *string    `json:"occupation"`
	Field      *string    `json:"field"`
	Seniority  *string    `json:"seniority"`
	Employment *string    `json:"employment"`
	Language   *string    `json:"language"`
	SalaryAZN  *SalaryAZN `json:"salary_azn"`
}

// SalaryAZN is pay in whole manats a month; each end null on its own.
type SalaryAZN struct {
	From *int64 `json:"from"`
	To   *int64 `json:"to"`
}

// Job derives a posting. A value the row does not clearly say is null: a
// wrong value is worse than none.
//   - occupation: the one occupation the title names (in any language,
//     script or inflection); null when it names none or several, whatever
//     the description says;
//   - field: the occupation's parent, else the field job_function names;
//   - seniority: career_level, else the title's words that say a rank;
//   - employment: employment_type, else the title's, else the
//     description's phrases (work_type is another axis);
//   - language: the language of most of the title's and description's
//     words, else the language of the occupation's label the title is
//     written in;
//   - salary_azn: see jobSalary.
func Job(row JobRow, env Env) JobDerived {
	k := jobKnowledgeOf(env)
	t := jobTokens(k.fold(row.Title))
	title := t.words
	var d JobDerived
	occupation, spans := k.occupation(t)
	d.Occupation = jobID(occupation)
	if occupation != "" {
		d.Field = jobID(k.parents[occupation])
	}
	if d.Field == nil && row.JobFunction != nil {
		d.Field = jobID(k.fields[k.valueKey(*row.JobFunction)])
	}
	d.Seniority = jobID(k.seniority(row.CareerLevel, title, occupation, spans))
	d.Employment = jobID(k.employment(row, title))
	d.Language = jobID(k.language(row, title))
	d.SalaryAZN = jobSalary(row, env.Rates)
	return d
}

// jobID is a pointer to a non-empty id, else nil.
func jobID(id string) *string {
	if id == "" {
		return nil
	}
	return &id
}

// jobUnlisted is the term of the titles of jobs the occupations lack
// (vocab.Vocabulary.Unlisted): a title naming one derives no occupation,
// though a wider one's word stands inside it ("Оператор колл-центра").
const jobUnlisted = "\x00unlisted"

// occupation is the one occupation the title's words name, and the
// places its phrases stand. Two occupations joined by a hyphen name the
// first one's job ("Бухгалтер-кассир" is an accountant, "Sürücü-ekspeditor"
// a driver); any other two name none, nor does a job the vocabulary lacks.
// A title of a job the vocabulary lacks right after an occupation's words
// is that occupation's head ("Kafelçi usta" is a tiler; "usta" alone, a
// craftsman of any trade, names none). Words in brackets say where or for
// whom, or translate: they name the job only where the others name none
// ("Registrator (həkim qəbulu)" is a receptionist, "Baş aşpaz (Chef)" a
// head chef).
func (k *jobKnowledge) occupation(t jobTitle) (string, []jobMatch) {
	found := jobHeadsDropped(jobMaximal(k.occupations.matches(t.words)))
	if outside := jobUnbracketed(found, t.bracketed); len(outside) > 0 {
		found = outside
	}
	term := jobOnlyTerm(found)
	if term == "" && len(found) == 2 && found[0].end == found[1].start && t.hyphened[found[1].start] {
		term = found[0].term
	}
	if term == jobUnlisted {
		term = ""
	}
	return term, found
}

// jobUnbracketed are the matches with a word out of brackets.
func jobUnbracketed(found []jobMatch, bracketed []bool) []jobMatch {
	var out []jobMatch
	for _, f := range found {
		if slices.Contains(bracketed[f.start:f.end], false) {
			out = append(out, f)
		}
	}
	return out
}

// jobHeadsDropped drops from found, ordered by start, the matches of a job
// the vocabulary lacks that follow another occupation's match at once.
func jobHeadsDropped(found []jobMatch) []jobMatch {
	kept := found[:0:0]
	for i, f := range found {
		if f.term == jobUnlisted && i > 0 && found[i-1].end == f.start && found[i-1].term != jobUnlisted {
			continue
		}
		kept = append(kept, f)
	}
	return kept
}

// seniority reads career_level as a whole value, else its words, else the
// title's qualifying words; of several, the highest in the vocabulary's
// order ("Baş direktor" is executive).
func (k *jobKnowledge) seniority(level *string, title []string, occupation string, spans []jobMatch) string {
	if level != nil {
		if id := k.levels[k.valueKey(*level)]; id != "" {
			return id
		}
		// A label no source was seen with: the words that say a level in it.
		if id := k.highest(jobMaximal(k.seniorityWords.matches(jobWords(k.fold(*level))))); id != "" {
			return id
		}
	}
	var said []jobMatch
	for _, m := range jobMaximal(k.seniorityWords.matches(title)) {
		if jobQualifies(m, occupation, spans) {
			said = append(said, m)
		}
	}
	return k.highest(said)
}

// highest is the highest seniority the matches say, or "".
func (k *jobKnowledge) highest(found []jobMatch) string {
	said := ""
	for _, m := range found {
		if said == "" || k.ranks[m.term] > k.ranks[said] {
			said = m.term
		}
	}
	return said
}

// jobQualifies reports whether a seniority word of the title says the
// posting's seniority: one that stands in an occupation's phrase
// ("direktor", "müdir", "baş" of "baş mühasib") says it only inside the
// occupation the title derives ("Maliyyə direktoru" is executive; in
// "Direktor köməkçisi", which names two occupations, "direktor" says
// nothing); the others ("senior", "kiçik") say it wherever they stand.
func jobQualifies(m jobMatch, occupation string, spans []jobMatch) bool {
	for _, s := range spans {
		if m.start < s.end && s.start < m.end {
			return occupation != "" && s.term == occupation
		}
	}
	return true
}

// employment reads employment_type as a whole value, else the phrases of
// employment_type, of the title, of the description, in turn.
func (k *jobKnowledge) employment(row JobRow, title []string) string {
	if row.EmploymentType != nil {
		if id := k.employments[k.valueKey(*row.EmploymentType)]; id != "" {
			return id
		}
		if id := jobOnlyTerm(jobMaximal(k.employmentWords.matches(jobWords(k.fold(*row.EmploymentType))))); id != "" {
			return id
		}
	}
	if id := jobOnlyTerm(jobMaximal(k.employmentWords.matches(title))); id != "" {
		return id
	}
	if row.Description == nil {
		return ""
	}
	return jobOnlyTerm(jobMaximal(k.employmentWords.matches(jobWords(k.fold(*row.Description)))))
}

// language is the language the letters of the title and description
// tell, else the one language of the occupations' labels the title holds
// ("Cashier" is English, "Muhasib" Azerbaijani).
func (k *jobKnowledge) language(row JobRow, title []string) string {
	if l := jobLanguage(row.Title, row.Description); l != "" {
		return l
	}
	return jobOnlyTerm(k.labelLanguages.matches(title))
}
