package enrich

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// EventRow is what the events enricher reads of a snapshot row (the
// events snapshot row's keys, so json.Unmarshal of a row fills it).
type EventRow struct {
	Name        string  `json:"name"`
	Category    *string `json:"category"`
	Description *string `json:"description"`
	AgeLimit    *string `json:"age_limit"`
	Venue       *struct {
		ID   *string `json:"id"`
		Name string  `json:"name"`
	} `json:"venue"`
	Sessions []struct {
		Language *string `json:"language"`
	} `json:"sessions"`
}

// EventDerived is what an event is in the vocabularies: every key present,
// null (or []) when the row does not say.
type EventDerived struct {
	Kind      *string  `json:"kind"`
	Genres    []string `json:"genres"`
	Place     *string  `json:"place"`
	Languages []string `json:"languages"`
	Audience  *string  `json:"audience"`
	MinAge    *int     `json:"min_age"`
}

// The kinds the reading of an event treats apart.
const (
	// kindCinema: a category that files an event under the cinema is not
	// overruled by its name (a filmed play or ballet is a screening).
	kindCinema = "cinema"
	// kindFestival: an event of a festival keeps its festival's genres,
	// and a name that says a festival and another kind is of the kind its
	// last word says: "Rostropovich Festival: Opening Concert" is a concert,
	// "Bakı Səhnəsi teatr festivalı" a festival.
	kindFestival = "festival"
	adultAge     = 18
)

// stageKinds: a source files its operas and ballets under the theatre; a
// theatre category yields to the one of them the name or the description
// says ("Opera in three acts"; "an opera after the play").
var stageKinds = map[string][]string{"theatre": {"opera", "ballet"}}

// Event derives what an event is, from its row alone (precision first: a
// null before a wrong value):
//   - kind: the category's, read whole (every word of it a kind, genre,
//     audience or language word, of one kind: "konsert", "usaq-teatri"; a
//     category naming a venue or a festival, "yasil-teatr",
//     "baku-jazz-festival", says nothing), unless the name says one other
//     kind (sources file stand-up under concerts; a cinema's category
//     stands, kindCinema) or a theatre's names an opera or a ballet
//     (stageKinds); without either, the
//     kind of the genres the category and name say (a mugham evening is a
//     concert), then the one kind the description says. A name or
//     description is read without its venues (place.txt and the row's own
//     venue name): "Yaşıl Teatr" says nothing of a concert held there.
//   - genres: those the category, name and description say whose parent
//     is the kind (any, at a festival).
//   - place: the term of place.txt the venue's name or id is, else the
//     venue's id, else null.
//   - languages: the sessions' languages and the notes of the name and
//     description (rus dilində, на русском языке, in English).
//   - min_age: the age limit (16+: 16), else an "N+" in the name or the
//     description; audience: children when the category, name or
//     description says so (and no other audience), else adults from 18 on.
func Event(row EventRow, env Env) EventDerived {
	d := EventDerived{Genres: []string{}, Languages: []string{}}
	if env.Vocab == nil {
		return d
	}
	if env.Fold == nil {
		env.Fold = strings.ToLower
	}
	ix := indexFor(env)
	r := ix.read(row, env.Fold)
	d.Place = r.place
	d.Kind = r.kind()
	d.Genres = r.genres(d.Kind)
	d.Languages = r.languages()
	d.MinAge = minAge(row)
	d.Audience = r.audience(d.MinAge)
	return d
}

// eventText is an event's texts, tokenized, with what the index read in them.
type eventText struct {
	ix                          *eventIndex
	category, name, description text
	nameSkip, descriptionSkip   []bool
	categoryIsPlace             bool
	place                       *string
	sessionLanguages            []string
}

func (ix *eventIndex) read(row EventRow, fold func(string) string) *eventText {
	t := &eventText{ix: ix, name: ix.text(row.Name, fold)}
	if row.Category != nil {
		t.category = ix.text(*row.Category, fold)
		t.categoryIsPlace = ix.place.term(t.category) != ""
	}
	if row.Description != nil {
		t.description = ix.text(*row.Description, fold)
	}
	var venueName text
	if row.Venue != nil {
		venueName = ix.text(row.Venue.Name, fold)
		t.place = ix.placeOf(venueName, row.Venue.ID, fold)
	}
	t.nameSkip = ix.placesIn(t.name, venueName.tokens)
	t.descriptionSkip = ix.placesIn(t.description, venueName.tokens)
	for _, s := range row.Sessions {
		if s.Language == nil {
			continue
		}
		if id := ix.language.whole[strings.Join(tokenize(*s.Language, fold), " ")]; id != "" && !slices.Contains(t.sessionLanguages, id) {
			t.sessionLanguages = append(t.sessionLanguages, id)
		}
	}
	return t
}

// placeOf is the venue's term: its name read whole, or a known venue's
// name making up at least half of it ("Heydər Əliyev Sarayı, böyük zal"),
// or its id read whole; else its id as an open term; else nil.
func (ix *eventIndex) placeOf(name text, id *string, fold func(string) string) *string {
	if term := ix.place.term(name); term != "" {
		return &term
	}
	if id == nil || *id == "" {
		return nil
	}
	if term := ix.place.whole[strings.Join(tokenize(*id, fold), " ")]; term != "" {
		return &term
	}
	return id
}

// term is the one term tokens name: a word read whole, or the longest
// word of two tokens or more that covers at least half of them, when no
// other term's word is as long.
func (ix *wordIndex) term(t text) string {
	if len(t.tokens) == 0 {
		return ""
	}
	if term := ix.whole[strings.Join(t.tokens, " ")]; term != "" {
		return term
	}
	best, size, tie := "", 0, false
	for _, m := range ix.find(t, nil) {
		switch n := m.end - m.start; {
		case n < 2 || 2*n < len(t.tokens) || n < size:
		case n == size && m.term != best:
			tie = true
		case n > size:
			best, size, tie = m.term, n, false
		}
	}
	if tie {
		return ""
	}
	return best
}

// placesIn marks the tokens of text that name a venue: the venues of
// place.txt and the row's own venue name.
func (ix *eventIndex) placesIn(t text, venueName []string) []bool {
	skip := make([]bool, len(t.tokens))
	for _, m := range ix.place.find(t, nil) {
		for i := m.start; i < m.end; i++ {
			skip[i] = true
		}
	}
	if n := len(venueName); n > 0 {
		for i := 0; i+n <= len(t.tokens); i++ {
			if slices.Equal(t.tokens[i:i+n], venueName) {
				for k := i; k < i+n; k++ {
					skip[k] = true
				}
			}
		}
	}
	return skip
}

// categoryKind is the one kind the category says, when every word of it
// is a word of the events' vocabularies; else "".
func (t *eventText) categoryKind() string {
	if len(t.category.tokens) == 0 || t.categoryIsPlace {
		return ""
	}
	covered := make([]bool, len(t.category.tokens))
	var kinds []string
	for _, ix := range []*wordIndex{t.ix.kind, t.ix.genre, t.ix.audience, t.ix.language} {
		for _, m := range ix.find(t.category, covered) {
			for i := m.start; i < m.end; i++ {
				covered[i] = true
			}
			if ix == t.ix.kind && !slices.Contains(kinds, m.term) {
				kinds = append(kinds, m.term)
			}
		}
	}
	if len(kinds) != 1 || slices.Contains(covered, false) {
		return ""
	}
	return kinds[0]
}

func (t *eventText) kind() *string {
	category := t.categoryKind()
	named := t.ix.kind.find(t.name, t.nameSkip)
	described := terms(t.ix.kind.find(t.description, t.descriptionSkip))
	kind := ""
	switch one := nameKind(named); {
	case category == kindCinema:
		kind = category
	case one != "":
		kind = one
	case category != "":
		kind = narrowed(category, described)
	case len(named) > 0:
		return nil
	default:
		kind = t.genreKind()
	}
	if kind == "" && len(described) == 1 {
		kind = described[0]
	}
	if kind == "" {
		return nil
	}
	return &kind
}

// narrowed is the one kind of stageKinds[category] the description says,
// else category.
func narrowed(category string, described []string) string {
	var said []string
	for _, k := range described {
		if slices.Contains(stageKinds[category], k) {
			said = append(said, k)
		}
	}
	if len(said) == 1 {
		return said[0]
	}
	return category
}

// nameKind is the one kind a name says; of a festival and another kind,
// the kind of its last word.
func nameKind(named []match) string {
	kinds := terms(named)
	switch {
	case len(kinds) == 1:
		return kinds[0]
	case len(kinds) == 2 && slices.Contains(kinds, kindFestival):
		return named[len(named)-1].term
	}
	return ""
}

// genreKind is the one kind the genres of the category and the name are of.
func (t *eventText) genreKind() string {
	var kinds []string
	for _, g := range append(t.categoryGenres(), terms(t.ix.genre.find(t.name, t.nameSkip))...) {
		if p := t.ix.genreParent[g]; p != "" && !slices.Contains(kinds, p) {
			kinds = append(kinds, p)
		}
	}
	if len(kinds) != 1 {
		return ""
	}
	return kinds[0]
}

func (t *eventText) categoryGenres() []string {
	if t.categoryIsPlace {
		return nil
	}
	return terms(t.ix.genre.find(t.category, nil))
}

func (t *eventText) genres(kind *string) []string {
	out := []string{}
	if kind == nil {
		return out
	}
	found := append(t.categoryGenres(), terms(t.ix.genre.find(t.name, t.nameSkip))...)
	found = append(found, terms(t.ix.genre.find(t.description, t.descriptionSkip))...)
	for _, g := range found {
		if (t.ix.genreParent[g] == *kind || *kind == kindFestival) && !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return t.ix.sorted("genre", out)
}

func (t *eventText) languages() []string {
	out := append([]string{}, t.sessionLanguages...)
	for _, m := range append(t.ix.languageNotes.find(t.name, t.nameSkip), t.ix.languageNotes.find(t.description, t.descriptionSkip)...) {
		if !slices.Contains(out, m.term) {
			out = append(out, m.term)
		}
	}
	return t.ix.sorted("language", out)
}

// audience: children when the category, name and description say children
// alone (search-extensions.md lists it first); else adults from an age
// limit of 18 on; else the one audience they say.
func (t *eventText) audience(age *int) *string {
	said := t.audiencesSaid()
	if len(said) == 1 && said[0] == "children" {
		return &said[0]
	}
	if age != nil && *age >= adultAge {
		adults := "adults"
		return &adults
	}
	if len(said) != 1 {
		return nil
	}
	return &said[0]
}

// audiencesSaid are the audiences the category, name and description say.
func (t *eventText) audiencesSaid() []string {
	var said []string
	if !t.categoryIsPlace {
		said = terms(t.ix.audience.find(t.category, nil))
	}
	for _, m := range append(t.ix.audience.find(t.name, t.nameSkip), t.ix.audience.find(t.description, t.descriptionSkip)...) {
		if !slices.Contains(said, m.term) {
			said = append(said, m.term)
		}
	}
	return said
}

var (
	// ageLimit reads an age_limit as published: "16+", "16 +", "16",
	// "6+ yaş", "от 12 лет", "12 yaşdan".
	ageLimit = regexp.MustCompile(`^\D*?(\d{1,2})\s*(\+|$|\s|yaş|лет|years|год)`)
	// agePlus is an "N+" standing alone in a name or a description.
	agePlus   = regexp.MustCompile(`(?:^|[\s(\[,;:])(\d{1,2})\+(?:$|[\s)\],.;:!])`)
	maxMinAge = 21
)

// minAge is the row's age limit as a number, else the one "N+" of its
// name, then of its description; nil when none is readable.
func minAge(row EventRow) *int {
	if row.AgeLimit != nil {
		if m := ageLimit.FindStringSubmatch(strings.ToLower(strings.TrimSpace(*row.AgeLimit))); m != nil {
			return age(m[1])
		}
		return nil
	}
	texts := []string{row.Name}
	if row.Description != nil {
		texts = append(texts, *row.Description)
	}
	for _, text := range texts {
		if found := agePlus.FindAllStringSubmatch(text, -1); len(found) == 1 {
			return age(found[0][1])
		}
	}
	return nil
}

func age(digits string) *int {
	n, err := strconv.Atoi(digits)
	if err != nil || n > maxMinAge {
		return nil
	}
	return &n
}
