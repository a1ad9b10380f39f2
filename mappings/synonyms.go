package mappings

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"slices"
	"strings"
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

// synonymList is a curated list of synonym groups and the synonym_graph
// filter of analysis.json its rules are copied into.
type synonymList struct {
	file   string
	data   []byte
	filter string
}

// synonymLists are the lists, read from the embedded files at each call.
func synonymLists() []synonymList {
	return []synonymList{
		{"job-titles.txt", jobTitles, synonymFilter},
		{"event-words.txt", eventWords, "event_words"},
	}
}

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

// read reads the groups and the field links of a list, checking both.
func (l synonymList) read() ([][]string, []fieldLink, error) {
	var groups [][]string
	type arrow struct {
		field, title string
		line         int
	}
	var arrows []arrow
	seen := map[string]int{}
	scanner := bufio.NewScanner(bytes.NewReader(l.data))
	for n := 1; scanner.Scan(); n++ {
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if name, ok := sectionHeader(line); ok {
			if !slices.Contains(synonymSections, name) {
				return nil, nil, fmt.Errorf("mappings: job-titles.txt line %d: unknown section [%s] (known: %s)", n, name, strings.Join(synonymSections, ", "))
			}
			continue
		}
		if field, title, ok := strings.Cut(line, fieldArrow); ok {
			field, title = strings.Join(strings.Fields(field), " "), strings.Join(strings.Fields(title), " ")
			if field == "" || title == "" || strings.ContainsAny(field+title, ",=>\\") {
				return nil, nil, fmt.Errorf("mappings: %s line %d: a field link is one title of a group, %s, one title of another: %q", l.file, n, fieldArrow, line)
			}
			arrows = append(arrows, arrow{field, title, n})
			continue
		}
		if strings.ContainsAny(line, "=>\\") {
			return nil, nil, fmt.Errorf("mappings: %s line %d: only groups of equivalent titles and field links (FIELD %s TITLE) are supported: %q", l.file, n, fieldArrow, line)
		}
		var group []string
		for _, title := range strings.Split(line, ",") {
			title = strings.Join(strings.Fields(title), " ")
			if title == "" {
				return nil, nil, fmt.Errorf("mappings: %s line %d: empty title in %q", l.file, n, line)
			}
			key := strings.ToLower(title)
			if at, ok := seen[key]; ok {
				return nil, nil, fmt.Errorf("mappings: %s line %d: %q is already on line %d", l.file, n, title, at)
			}
			seen[key] = n
			group = append(group, title)
		}
		if len(group) < 2 {
			return nil, nil, fmt.Errorf("mappings: %s line %d: a group needs at least two titles: %q", l.file, n, line)
		}
		groups = append(groups, group)
	}
	if err := scanner.Err(); err != nil {
		return nil, nil, err
	}
	groupOf := func(title string) int {
		for i, g := range groups {
			for _, t := range g {
				if strings.EqualFold(t, title) {
					return i
				}
			}
		}
		return -1
	}
	var links []fieldLink
	for _, a := range arrows {
		from, to := groupOf(a.field), groupOf(a.title)
		if from < 0 || to < 0 || from == to {
			return nil, nil, fmt.Errorf("mappings: %s line %d: %q and %q must be titles of two different groups", l.file, a.line, a.field, a.title)
		}
		links = append(links, fieldLink{from, to})
	}
	return groups, links, nil
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

// synonymSections are the sections of job-titles.txt: a line "[name]"
// starts one, and is no rule.
var synonymSections = []string{"titles", "places", "qualifiers", "fields"}

// sectionHeader returns the name of a section header line "[name]".
func sectionHeader(line string) (string, bool) {
	if !strings.HasPrefix(line, "[") || !strings.HasSuffix(line, "]") {
		return "", false
	}
	return strings.TrimSpace(line[1 : len(line)-1]), true
}

// PlaceNames returns every name of the cities in the [places] section of
// mappings/synonyms/job-titles.txt (Bakı, Baku, Баку, ...), in file order.
func PlaceNames() []string {
	var names []string
	in := false
	scanner := bufio.NewScanner(bytes.NewReader(jobTitles))
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		if name, ok := sectionHeader(line); ok {
			in = name == "places"
			continue
		}
		if in && line != "" && !strings.HasPrefix(line, "#") {
			for _, name := range strings.Split(line, ",") {
				names = append(names, strings.Join(strings.Fields(name), " "))
			}
		}
	}
	return names
}
