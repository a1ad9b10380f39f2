package mappings

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"strings"
)

// jobTitles is the curated list of job-title synonyms (see the file's header
// for its format and how to add to it).
//
//go:embed synonyms/job-titles.txt
var jobTitles []byte

// synonymFilter is the synonym_graph filter of analysis.json that the
// groups are copied into.
const synonymFilter = "job_titles"

// SynonymGroups returns the groups of mappings/synonyms/job-titles.txt, each
// a list of titles that mean the same job. A title may appear only once in
// the whole file: in two groups it would silently merge them.
func SynonymGroups() ([][]string, error) {
	var groups [][]string
	seen := map[string]int{}
	scanner := bufio.NewScanner(bytes.NewReader(jobTitles))
	for n := 1; scanner.Scan(); n++ {
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.ContainsAny(line, "=>\\") {
			return nil, fmt.Errorf("mappings: job-titles.txt line %d: only groups of equivalent titles are supported: %q", n, line)
		}
		var group []string
		for _, title := range strings.Split(line, ",") {
			title = strings.Join(strings.Fields(title), " ")
			if title == "" {
				return nil, fmt.Errorf("mappings: job-titles.txt line %d: empty title in %q", n, line)
			}
			key := strings.ToLower(title)
			if at, ok := seen[key]; ok {
				return nil, fmt.Errorf("mappings: job-titles.txt line %d: %q is already on line %d", n, title, at)
			}
			seen[key] = n
			group = append(group, title)
		}
		if len(group) < 2 {
			return nil, fmt.Errorf("mappings: job-titles.txt line %d: a group needs at least two titles: %q", n, line)
		}
		groups = append(groups, group)
	}
	return groups, scanner.Err()
}

// inlineSynonyms copies the synonym groups into the job_titles filter of the
// analysis settings: OpenSearch reads synonyms from the index settings or
// from files on its own nodes, never from this repository.
func inlineSynonyms(settings map[string]any) error {
	groups, err := SynonymGroups()
	if err != nil {
		return err
	}
	analysis, _ := settings["analysis"].(map[string]any)
	filters, _ := analysis["filter"].(map[string]any)
	filter, ok := filters[synonymFilter].(map[string]any)
	if !ok {
		return fmt.Errorf("mappings: analysis.json lacks the %s filter", synonymFilter)
	}
	rules := make([]string, len(groups))
	for i, g := range groups {
		rules[i] = strings.Join(g, ", ")
	}
	filter["synonyms"] = rules
	return nil
}

// placesHeader starts the section of job-titles.txt that lists the cities;
// the section ends at the next blank line after its groups.
const placesHeader = "# Places:"

// PlaceNames returns every name of the cities in the Places section of
// mappings/synonyms/job-titles.txt (Bakı, Baku, Баку, ...), in file order.
func PlaceNames() []string {
	var names []string
	in := false
	scanner := bufio.NewScanner(bytes.NewReader(jobTitles))
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		switch {
		case strings.HasPrefix(line, placesHeader):
			in = true
		case in && line == "" && len(names) > 0:
			return names
		case in && line != "" && !strings.HasPrefix(line, "#"):
			for _, name := range strings.Split(line, ",") {
				names = append(names, strings.Join(strings.Fields(name), " "))
			}
		}
	}
	return names
}
