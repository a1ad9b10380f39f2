package mappings

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"readapi/internal/datafile"
)

// jobTitles is the curated list of job-title synonyms (see the file's header
// for its format and how to add to it).
//
//go:embed synonyms/job-titles.txt
var jobTitles []byte

// eventWords is the curated list of event words (kinds, genres, occasions
// and the sources' category slugs), in the format of job-titles.txt.
//
//go:embed synonyms/event-words.txt
var eventWords []byte

// synonymFilter is the synonym_graph filter of analysis.json that the
// groups are copied into.
const synonymFilter = "job_titles"

// synonymList is a curated list of synonym groups, the sections its file
// may hold and the synonym_graph filter of analysis.json its rules are
// copied into.
type synonymList struct {
	file     string
	data     []byte
	sections []string
	filter   string
}

// synonymLists are the lists, read from the embedded files at each call.
func synonymLists() []synonymList {
	return []synonymList{
		{"job-titles.txt", jobTitles, []string{"titles", "places", "qualifiers", "fields"}, synonymFilter},
		{"event-words.txt", eventWords, []string{"words", "fields"}, "event_words"},
	}
}

// path is the list's file as the repository holds it, for messages.
func (l synonymList) path() string { return "mappings/synonyms/" + l.file }

// EventWordGroups returns the groups of mappings/synonyms/event-words.txt,
// each a list of words for the same kind of event.
func EventWordGroups() ([][]string, error) {
	groups, _, err := synonymLists()[1].read()
	return groups, err
}

// SynonymGroups returns the groups of mappings/synonyms/job-titles.txt, each
// a list of titles that mean the same job. A title may appear only once in
// the whole file: in two groups it would silently merge them.
func SynonymGroups() ([][]string, error) {
	groups, _, err := readSynonyms()
	return groups, err
}

// QualifierTitles returns the titles of the [qualifiers] groups of
// mappings/synonyms/job-titles.txt: what a searcher adds to an occupation
// (a seniority, a schedule, a workplace, a kind), in the three languages.
func QualifierTitles() ([]string, error) {
	f, err := synonymLists()[0].parse()
	var out []string
	for i, g := range f.groups {
		if f.sections[i] == "qualifiers" {
			out = append(out, g...)
		}
	}
	return out, err
}

// fieldArrow separates the two sides of a field link.
const fieldArrow = "=>"

// fieldLink is a line "FIELD => TITLE" of job-titles.txt: the words of
// FIELD's group (a trade or field of work: security, aptek, accounting) also
// search every title of TITLE's group, one way: "security" finds a
// "Mühafizəçi" whose title does not say it, "mühafizəçi" does not find a
// "Security Systems Engineer". from and to index the groups.
type fieldLink struct{ from, to int }

// readSynonyms reads the job-title groups and field links.
func readSynonyms() ([][]string, []fieldLink, error) {
	return synonymLists()[0].read()
}

// synonymFile is a list as read: its groups in file order, the section
// each group stands in, and its field links.
type synonymFile struct {
	groups   [][]string
	sections []string
	links    []fieldLink
}

// read reads the groups and the field links of a list, checking both.
func (l synonymList) read() ([][]string, []fieldLink, error) {
	f, err := l.parse()
	return f.groups, f.links, err
}

// parse reads the list through datafile.Parse, which checks its sections,
// then its groups and field links, naming the file and the line of a
// problem.
func (l synonymList) parse() (synonymFile, error) {
	file, err := datafile.Parse(l.path(), l.data, func(name string) bool { return slices.Contains(l.sections, name) })
	if err != nil {
		return synonymFile{}, err
	}
	var out synonymFile
	type arrow struct {
		field, title string
		line         int
	}
	var arrows []arrow
	seen := map[string]int{}
	for _, sec := range file.Sections {
		for i, line := range sec.Entries {
			n := sec.Lines[i]
			if field, title, ok := strings.Cut(line, fieldArrow); ok {
				field, title = strings.Join(strings.Fields(field), " "), strings.Join(strings.Fields(title), " ")
				if field == "" || title == "" || strings.ContainsAny(field+title, ",=>\\") {
					return synonymFile{}, datafile.Errorf(file.Name, n, "a field link is one title of a group, %s, one title of another: %q", fieldArrow, line)
				}
				arrows = append(arrows, arrow{field, title, n})
				continue
			}
			group, err := readGroup(file.Name, n, line, seen)
			if err != nil {
				return synonymFile{}, err
			}
			out.groups = append(out.groups, group)
			out.sections = append(out.sections, sec.Name)
		}
	}
	for _, a := range arrows {
		from, to := groupOf(out.groups, a.field), groupOf(out.groups, a.title)
		if from < 0 || to < 0 || from == to {
			return synonymFile{}, datafile.Errorf(file.Name, a.line, "%q and %q must be titles of two different groups", a.field, a.title)
		}
		out.links = append(out.links, fieldLink{from, to})
	}
	return out, nil
}

// readGroup reads a line of titles separated by commas; seen holds the
// line of every title (lower-cased) read before it in the file.
func readGroup(file string, n int, line string, seen map[string]int) ([]string, error) {
	if strings.ContainsAny(line, "=>\\") {
		return nil, datafile.Errorf(file, n, "only groups of equivalent titles and field links (FIELD %s TITLE) are supported: %q", fieldArrow, line)
	}
	var group []string
	for _, title := range strings.Split(line, ",") {
		title = strings.Join(strings.Fields(title), " ")
		if title == "" {
			return nil, datafile.Errorf(file, n, "empty title in %q", line)
		}
		key := strings.ToLower(title)
		if at, ok := seen[key]; ok {
			return nil, datafile.Errorf(file, n, "%q is already on line %d", title, at)
		}
		seen[key] = n
		group = append(group, title)
	}
	if len(group) < 2 {
		return nil, datafile.Errorf(file, n, "a group needs at least two titles: %q", line)
	}
	return group, nil
}

// groupOf returns the index of the group holding title (any case), or -1.
func groupOf(groups [][]string, title string) int {
	for i, g := range groups {
		for _, t := range g {
			if strings.EqualFold(t, title) {
				return i
			}
		}
	}
	return -1
}

// synonymRules are the synonym_graph rules of the groups and field links: a
// group is one rule of equivalent titles; a group with field links maps its
// titles to themselves and to every title of the groups it links to.
func synonymRules() ([]string, error) {
	return synonymLists()[0].rules()
}

// rules are the synonym_graph rules of a list.
func (l synonymList) rules() ([]string, error) {
	groups, links, err := l.read()
	if err != nil {
		return nil, err
	}
	extra := map[int][]string{}
	for _, l := range links {
		extra[l.from] = append(extra[l.from], groups[l.to]...)
	}
	rules := make([]string, len(groups))
	for i, g := range groups {
		rules[i] = strings.Join(g, ", ")
		if more := extra[i]; len(more) > 0 {
			rules[i] += " " + fieldArrow + " " + strings.Join(append(slices.Clone(g), more...), ", ")
		}
	}
	return rules, nil
}

// inlineSynonyms copies the rules of each list into its filter of the
// analysis settings: OpenSearch reads synonyms from the index settings or
// from files on its own nodes, never from this repository.
func inlineSynonyms(settings map[string]any) error {
	analysis, _ := settings["analysis"].(map[string]any)
	filters, _ := analysis["filter"].(map[string]any)
	for _, l := range synonymLists() {
		rules, err := l.rules()
		if err != nil {
			return err
		}
		filter, ok := filters[l.filter].(map[string]any)
		if !ok {
			return fmt.Errorf("mappings: analysis.json lacks the %s filter", l.filter)
		}
		filter["synonyms"] = rules
	}
	return nil
}

// PlaceNames returns every name of the cities in the [places] section of
// mappings/synonyms/job-titles.txt (Bakı, Baku, Баку, ...), in file order,
// once the whole file is read and checked.
func PlaceNames() ([]string, error) {
	f, err := synonymLists()[0].parse()
	if err != nil {
		return nil, err
	}
	var names []string
	for i, g := range f.groups {
		if f.sections[i] == "places" {
			names = append(names, g...)
		}
	}
	return names, nil
}
