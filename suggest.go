package readapi

import (
	"slices"
)

// SuggestField is one field suggestions complete.
type SuggestField struct {
	// Param is the value of field= that selects it.
	Param string
	// Path is the text field, whose prefix, folded and raw subfields serve
	// suggestions.
	Path string
	Doc  string
}

// PrefixField is the subfield of the folded words' beginnings.
func (f SuggestField) PrefixField() string { return f.Path + ".prefix" }

// GroupField is the subfield of the whole value folded.
func (f SuggestField) GroupField() string { return f.Path + ".folded" }

// FormField is the subfield of the value as stored.
func (f SuggestField) FormField() string { return f.Path + ".raw" }

// SuggestPath is the path of the dataset's suggestions (relative to /v1);
// "" when it has none.
func (d *Dataset) SuggestPath() string {
	if len(d.Suggest) == 0 {
		return ""
	}
	return d.ListPaths[0] + "/suggest"
}

// SuggestParams lists every query parameter the suggestions accept, sorted.
func (d *Dataset) SuggestParams() []string {
	names := append([]string{"prefix", "field", "limit"}, d.SuggestFilters...)
	slices.Sort(names)
	return names
}

// SuggestFieldNames lists the values field= accepts, the default first.
func (d *Dataset) SuggestFieldNames() []string {
	names := make([]string, len(d.Suggest))
	for i, f := range d.Suggest {
		names[i] = f.Param
	}
	return names
}
