package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"unicode"

	"readapi/internal/opensearch"
)

// What routing by language at write time would save the engine (issue
// 44, the mapping's cost): a variant of the jobs mapping whose title and
// description have no language subfields (az, ru, en) and instead one
// field per language (title_az, description_ru, ...), analysed by the same
// chain, and the rows with each paragraph of the description, and the
// title, copied into the field of its own language only. It measures the
// engine's side of the lever, not a design: the paragraphs' language here
// is a rough guess from their letters (Cyrillic is ru, a letter only
// Azerbaijani Latin has is az, other Latin is en, a paragraph with none of
// these goes with the posting's most common language), close enough for
// how much text each chain analyses.

// routedLanguages are the language subfields routed.
var routedLanguages = []string{"az", "ru", "en"}

// routedFields are the text fields whose language subfields are routed.
var routedFields = []string{"title", "description"}

// A second variant merges instead of routing: title and description keep
// one subfield, stems, analysed by all three languages' stemmers chained
// (the folded_stems analyzer that syn indexes with), in place of az, ru and
// en; the rows are unchanged.

// variantRun is a plain _bulk into a variant of the jobs mapping.
type variantRun struct {
	name string
	baseline
}

// mappingVariants measures plain _bulk runs into the routed and the merged
// variants of the jobs mapping (jobsMapping), printing each.
func mappingVariants(client *opensearch.Client, input, prefix string, jobsMapping []byte) ([]variantRun, error) {
	routed, err := routedBulk(client, input, prefix+"baseline-routed", jobsMapping)
	if err != nil {
		return nil, fmt.Errorf("baseline into the routed jobs mapping: %w", err)
	}
	fmt.Printf("plain _bulk into the jobs mapping with title and description routed by language (%d requests at a time, the same rows with each paragraph in its language's field): %s\n", loadWorkers, routed)
	merged, err := variantMapping(jobsMapping, false)
	if err != nil {
		return nil, err
	}
	defer perform(client, http.MethodDelete, "/"+prefix+"baseline-merged", nil)
	stems, err := plainBulk(client, input, prefix+"baseline-merged", merged, loadWorkers, false)
	if err != nil {
		return nil, fmt.Errorf("baseline into the merged jobs mapping: %w", err)
	}
	fmt.Printf("plain _bulk into the jobs mapping with title and description's az, ru and en merged into one subfield of the three stemmers (%d requests at a time): %s\n", loadWorkers, stems)
	return []variantRun{{"routed by language (title and description)", routed}, {"az, ru, en merged into one stems subfield", stems}}, nil
}

// variantMapping returns the create-index body of a variant of the jobs
// mapping that body (the jobs mapping's) describes: routed, each language
// subfield of title and description moved to a field of its own;
// otherwise, merged into one stems subfield.
func variantMapping(body []byte, routed bool) ([]byte, error) {
	var index struct {
		Settings json.RawMessage `json:"settings"`
		Mappings struct {
			Dynamic    any                       `json:"dynamic"`
			Properties map[string]map[string]any `json:"properties"`
		} `json:"mappings"`
	}
	if err := json.Unmarshal(body, &index); err != nil {
		return nil, err
	}
	props := index.Mappings.Properties
	for _, name := range routedFields {
		subfields, _ := props[name]["fields"].(map[string]any)
		for _, lang := range routedLanguages {
			sub, ok := subfields[lang]
			if !ok {
				return nil, fmt.Errorf("the jobs mapping has no %s.%s to route", name, lang)
			}
			delete(subfields, lang)
			if routed {
				props[name+"_"+lang] = sub.(map[string]any)
			}
		}
		if !routed {
			subfields["stems"] = map[string]any{"type": "text", "analyzer": "folded_stems", "index_options": "offsets", "norms": false}
		}
	}
	return json.Marshal(index)
}

// routedRows writes the rows of input to output with the title and each
// paragraph of the description copied into the field of its language.
func routedRows(input, output string) error {
	in, err := os.Open(input)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(output)
	if err != nil {
		return err
	}
	defer out.Close()
	w := bufio.NewWriterSize(out, 1<<20)
	lines := bufio.NewScanner(in)
	lines.Buffer(make([]byte, 1<<20), 64<<20)
	for lines.Scan() {
		var row map[string]any
		if err := json.Unmarshal(lines.Bytes(), &row); err != nil {
			return fmt.Errorf("%s: %w", input, err)
		}
		routeRow(row)
		line, err := json.Marshal(row)
		if err != nil {
			return err
		}
		w.Write(line)
		w.WriteByte('\n')
	}
	if err := lines.Err(); err != nil {
		return err
	}
	return w.Flush()
}

// routeRow adds to row the title and description fields of each language.
func routeRow(row map[string]any) {
	title, _ := row["title"].(string)
	description, _ := row["description"].(string)
	paragraphs := strings.Split(description, "\n\n")
	counts := map[string]int{}
	langs := make([]string, len(paragraphs))
	for i, p := range paragraphs {
		langs[i] = guessLanguage(p)
		counts[langs[i]] += len(p)
	}
	main := "az"
	for _, lang := range routedLanguages {
		if counts[lang] > counts[main] {
			main = lang
		}
	}
	texts := map[string][]string{}
	for i, p := range paragraphs {
		lang := langs[i]
		if lang == "" {
			lang = main
		}
		texts[lang] = append(texts[lang], p)
	}
	for lang, ps := range texts {
		row["description_"+lang] = strings.Join(ps, "\n\n")
	}
	if lang := guessLanguage(title); lang != "" {
		row["title_"+lang] = title
	} else if title != "" {
		row["title_"+main] = title
	}
}

// guessLanguage guesses the language of a text from its letters ("" when
// it has none of them).
func guessLanguage(text string) string {
	var cyrillic, latin, az int
	for _, r := range text {
		switch {
		case unicode.Is(unicode.Cyrillic, r):
			cyrillic++
		case strings.ContainsRune("əğıöüşçƏĞİÖÜŞÇ", r):
			az++
			latin++
		case unicode.Is(unicode.Latin, r):
			latin++
		}
	}
	switch {
	case cyrillic > latin:
		return "ru"
	case az > 0:
		return "az"
	case latin > 0:
		return "en"
	}
	return ""
}

// routedBulk measures a plain _bulk of the rows of input, routed, into a
// fresh index with the routed variant of the jobs mapping (jobsMapping).
func routedBulk(client *opensearch.Client, input, index string, jobsMapping []byte) (baseline, error) {
	body, err := variantMapping(jobsMapping, true)
	if err != nil {
		return baseline{}, err
	}
	rows, err := os.CreateTemp("", "readapi-bench-routed-*.ndjson")
	if err != nil {
		return baseline{}, err
	}
	rows.Close()
	defer os.Remove(rows.Name())
	if err := routedRows(input, rows.Name()); err != nil {
		return baseline{}, err
	}
	defer perform(client, http.MethodDelete, "/"+index, nil)
	return plainBulk(client, rows.Name(), index, body, loadWorkers, false)
}
