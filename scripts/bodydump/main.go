// Command bodydump proves a refactoring of the compilation of q
// byte-identical: for every q string drawn from the repository's text files
// (the judged sets' queries and corpora, the language data, the synonyms,
// the transliteration tables) and variants of them in q's syntax (a phrase,
// an exclusion, OR, a prefix, a letter dropped, upper case), on jobs, events
// and quotes, under the default order and relevance, fuzzy and not, it
// prints one line: the query and a digest of what package search compiles
// for it, without the engine: the page body, with and without facets, the
// facet's own body, meta.relaxed, the typo words and the page body again
// with corrections of those (made up from the words, as the engine's would
// be found). Run it from the repository's root before and after a change and
// compare:
//
//	go run ./scripts/bodydump > before.txt   # on the commit before
//	go run ./scripts/bodydump > after.txt    # on the change
//	cmp before.txt after.txt
//
// It prints the counts of q strings, queries and body bytes on stderr.
package main

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"readapi"
	"readapi/search"
)

// stems is a source catalog of one source, which q needs not.
type stems map[string]string

func (s stems) Stems(context.Context, string) (map[string]string, error) { return s, nil }

func main() {
	qs, err := qStrings()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bodydump:", err)
		os.Exit(1)
	}
	fmt.Fprintln(os.Stderr, "q strings:", len(qs))
	var searched []*readapi.Dataset
	for _, d := range readapi.All {
		if len(d.FullText) > 0 {
			searched = append(searched, d)
		}
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	var queries, bytes int
	for i, q := range qs {
		if i%1000 == 0 {
			fmt.Fprintf(os.Stderr, "%d of %d q strings\n", i, len(qs))
		}
		for _, d := range searched {
			for _, order := range []string{"", readapi.OrderRelevance} {
				for _, fuzzy := range []bool{false, true} {
					h := sha256.New()
					n := dump(h, d, q, order, fuzzy)
					queries++
					bytes += n
					fmt.Fprintf(w, "%s %s %v %q %s\n", d.Name, order, fuzzy, q, hex.EncodeToString(h.Sum(nil))[:20])
				}
			}
		}
	}
	fmt.Fprintln(os.Stderr, "queries:", queries, "body bytes:", bytes)
}

// dump writes into h what search compiles for q on d and returns the bytes
// written.
func dump(h io.Writer, d *readapi.Dataset, q, order string, fuzzy bool) int {
	n := 0
	put := func(s string) { h.Write([]byte(s)); h.Write([]byte{0}); n += len(s) }
	for _, facets := range []bool{false, true} {
		v := url.Values{"q": {q}}
		if order != "" {
			v.Set("order", order)
		}
		if fuzzy {
			v.Set("fuzzy", "true")
		}
		if facets {
			v.Set("facets", d.Facets[0].Name)
		}
		query, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Sources: stems{"s": "board"}, Dataset: d}, search.NewSigner("dump"), v)
		if err != nil {
			put("error: " + err.Error())
			continue
		}
		p := search.Compile(query, search.NewSigner("dump"))
		b, err := p.PageBody(false)
		put(string(b) + fmt.Sprint(err))
		if facets {
			b, err := query.FacetBody(0)
			put(string(b) + fmt.Sprint(err))
			continue
		}
		put(fmt.Sprintf("relaxed %q", query.Relaxed()))
		words := query.TypoWords()
		put(fmt.Sprintf("typos %q", words))
		if len(words) == 0 {
			continue
		}
		corrections := map[string][]string{}
		for i, w := range words {
			r := []rune(w)
			if i%2 == 0 {
				corrections[w] = []string{string(r[:len(r)-1]), string(r[1:])}
			}
		}
		query.CorrectTypos(corrections)
		b, err = p.PageBody(false)
		put(string(b) + fmt.Sprint(err))
	}
	return n
}

// sourceDirs are the folders whose .txt files the q strings are drawn from.
var sourceDirs = []string{"scripts/relevance", "mappings/language", "mappings/synonyms", "mappings/translit"}

// qStrings draws q strings from the text files of sourceDirs and makes
// variants of them in q's syntax, in a fixed order.
func qStrings() ([]string, error) {
	seen := map[string]bool{}
	var base []string
	add := func(s string) {
		s = strings.Join(strings.Fields(s), " ")
		if s == "" || seen[s] || len([]rune(s)) > 120 {
			return
		}
		seen[s] = true
		base = append(base, s)
	}
	for _, dir := range sourceDirs {
		err := filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() || !strings.HasSuffix(path, ".txt") {
				return err
			}
			data, err := os.ReadFile(path)
			for _, line := range strings.Split(string(data), "\n") {
				if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "[") {
					continue
				}
				if strings.HasSuffix(path, "queries.txt") {
					q, _, _ := strings.Cut(line, "|")
					add(q)
					continue
				}
				for _, part := range strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune("|;,={}>", r) }) {
					add(part)
				}
			}
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("%w (run from the repository's root)", err)
		}
	}
	slices.Sort(base)
	return withVariants(base), nil
}

// withVariants returns base and, for each string, one variant in q's
// syntax (a phrase, an exclusion, OR, a prefix, a letter dropped, upper
// case beside another string), each string once.
func withVariants(base []string) []string {
	out := slices.Clone(base)
	for i, s := range base {
		words := strings.Fields(s)
		switch i % 6 {
		case 0:
			out = append(out, `"`+s+`"`)
		case 1:
			if len(words) > 1 {
				out = append(out, words[0]+" -"+words[len(words)-1])
			} else {
				out = append(out, s+" -"+base[(i*7)%len(base)])
			}
		case 2:
			out = append(out, s+" OR "+base[(i*13)%len(base)])
		case 3:
			r := []rune(words[0])
			out = append(out, string(r[:max(1, len(r)/2)])+"* "+strings.Join(words[1:], " "))
		case 4:
			r := []rune(s)
			if len(r) > 5 {
				out = append(out, string(r[:len(r)/2])+string(r[len(r)/2+1:]))
			}
		case 5:
			out = append(out, strings.ToUpper(s)+" "+strings.Map(func(r rune) rune {
				if unicode.IsPunct(r) {
					return -1
				}
				return r
			}, base[(i*31)%len(base)]))
		}
	}
	var uniq []string
	done := map[string]bool{}
	for _, s := range out {
		if !done[s] {
			done[s] = true
			uniq = append(uniq, s)
		}
	}
	return uniq
}
