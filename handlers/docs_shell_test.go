package handlers_test

import (
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The README and the guides of docs/ are held to the code by
// TestDocsExamples (every curl example runs against the API over the real
// engine) and TestDocsCommands (every other command exists and takes the
// flags it is shown with). This file reads their shell blocks.

// docCommand is one command of a shell block of a document: its words after
// quoting and expansion, the comment that follows it (on its line or on the
// comment lines right below), and where it is.
type docCommand struct {
	file    string
	line    int
	words   []string
	comment string
	// env holds the variables set before it in its document (H="…", export).
	env map[string]string
}

func (c docCommand) String() string {
	return c.file + ":" + strconv.Itoa(c.line) + ": " + strings.Join(c.words, " ")
}

// doc is one document whose examples are held, as lines.
type doc struct {
	name  string
	lines []string
}

// docs reads the README and every guide of docs/.
func docs(t *testing.T) []doc {
	t.Helper()
	files, err := filepath.Glob("../docs/*.md")
	if err != nil || len(files) == 0 {
		t.Fatalf("no guides in ../docs: %v", err)
	}
	var out []doc
	for _, file := range append([]string{"../README.md"}, files...) {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, doc{name: filepath.Base(file), lines: strings.Split(string(raw), "\n")})
	}
	return out
}

var shellFence = regexp.MustCompile("^```(sh|bash|shell)\\s*$")

// docCommands returns the commands of every shell block of the documents,
// in order. A line ending in a backslash continues on the next; a
// pipeline's later stages (jq, head) and redirections are left out, and
// commands joined by || or && are each returned.
func docCommands(t *testing.T) []docCommand {
	t.Helper()
	var out []docCommand
	for _, d := range docs(t) {
		lines := d.lines
		env := map[string]string{} // set once per document, as a reader's shell would keep it
		for i := 0; i < len(lines); i++ {
			if !shellFence.MatchString(lines[i]) {
				continue
			}
			for i++; i < len(lines) && !strings.HasPrefix(lines[i], "```"); i++ {
				start := i
				text := lines[i]
				for strings.HasSuffix(text, `\`) && i+1 < len(lines) {
					i++
					text = strings.TrimSuffix(text, `\`) + " " + strings.TrimSpace(lines[i])
				}
				words, comment, err := shellWords(text, env)
				if err != nil {
					t.Errorf("%s:%d: %v", d.name, start+1, err)
					continue
				}
				for j := i + 1; j < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[j]), "#"); j++ {
					comment += " " + strings.TrimSpace(lines[j])
				}
				for _, cmd := range splitCommands(words) {
					if assigned(cmd, env) {
						continue
					}
					out = append(out, docCommand{file: d.name, line: start + 1, words: cmd,
						comment: comment, env: maps.Clone(env)})
				}
			}
		}
	}
	return out
}

// inlineCommand matches a code span of prose that is a command to check:
// a make target or a program run with its arguments.
var inlineCommand = regexp.MustCompile("`((?:make|reindex|apikey|gendata) [a-z][^`]*|go run \\./[^`]+)`")

// docInlineCommands returns the commands written in code spans of the
// documents' prose (outside fenced blocks), with their optional parts
// ([--json]) and alternatives (a|b) left out.
func docInlineCommands(t *testing.T) []docCommand {
	t.Helper()
	var out []docCommand
	for _, d := range docs(t) {
		fenced := false
		for i, line := range d.lines {
			if strings.HasPrefix(line, "```") {
				fenced = !fenced
			}
			if fenced {
				continue
			}
			for _, m := range inlineCommand.FindAllStringSubmatch(line, -1) {
				text := regexp.MustCompile(`\[[^\]]*\]|\S*\|\S*|…`).ReplaceAllString(m[1], "")
				words, _, err := shellWords(text, nil)
				if err != nil || len(words) < 2 {
					continue
				}
				out = append(out, docCommand{file: d.name, line: i + 1, words: words})
			}
		}
	}
	return out
}

// assigned records a command that only sets variables (H="…", export A=B)
// and reports whether it was one.
func assigned(words []string, env map[string]string) bool {
	rest := words
	if len(rest) > 0 && rest[0] == "export" {
		rest = rest[1:]
	}
	if len(rest) == 0 || slices.ContainsFunc(rest, func(w string) bool { return !isAssignment(w) }) {
		return false
	}
	for _, w := range rest {
		name, value, _ := strings.Cut(w, "=")
		env[name] = value
	}
	return true
}

var assignment = regexp.MustCompile(`^[A-Z_][A-Z0-9_]*=`)

func isAssignment(w string) bool { return assignment.MatchString(w) }

// operators are the shell's control words as shellWords returns them.
const (
	opPipe     = "\x00|"
	opAnd      = "\x00&&"
	opOr       = "\x00||"
	opRedirect = "\x00>"
)

// splitCommands cuts words at || and &&, drops a pipeline's later stages
// and redirections with their targets.
func splitCommands(words []string) [][]string {
	var out [][]string
	var cur []string
	piped := false
	for i := 0; i < len(words); i++ {
		switch w := words[i]; w {
		case opAnd, opOr:
			out, cur, piped = append(out, cur), nil, false
		case opPipe:
			piped = true
		case opRedirect:
			i++ // its target
		default:
			if !piped {
				cur = append(cur, w)
			}
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return slices.DeleteFunc(out, func(c []string) bool { return len(c) == 0 })
}

// shellWords splits a line as a POSIX shell would for the commands of the
// documents: single and double quotes, $NAME and ${NAME} expanded from env
// (or left as written when unset), a backslash escaping the next character,
// and |, ||, &&, > and 2> as operators. A # starting a word begins the
// comment, which is returned apart.
func shellWords(line string, env map[string]string) (words []string, comment string, err error) {
	var cur strings.Builder
	inWord := false
	flush := func() {
		if inWord {
			words = append(words, cur.String())
		}
		cur.Reset()
		inWord = false
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == ' ' || c == '\t':
			flush()
		case c == '#' && !inWord:
			return words, strings.TrimSpace(line[i:]), nil
		case c == '\'':
			end := strings.IndexByte(line[i+1:], '\'')
			if end < 0 {
				return nil, "", errUnbalanced
			}
			cur.WriteString(line[i+1 : i+1+end])
			inWord, i = true, i+1+end
		case c == '"':
			end := closingQuote(line, i+1)
			if end < 0 {
				return nil, "", errUnbalanced
			}
			cur.WriteString(expand(unescapeDouble(line[i+1:end]), env))
			inWord, i = true, end
		case c == '\\' && i+1 < len(line):
			cur.WriteByte(line[i+1])
			inWord, i = true, i+1
		case c == '|' || c == '&' && i+1 < len(line) && line[i+1] == '&':
			flush()
			if i+1 < len(line) && line[i+1] == c {
				words = append(words, map[byte]string{'|': opOr, '&': opAnd}[c])
				i++
			} else {
				words = append(words, opPipe)
			}
		case c == '>' || c == '2' && !inWord && i+1 < len(line) && line[i+1] == '>':
			flush()
			if c == '2' {
				i++
			}
			words = append(words, opRedirect)
		case c == '$':
			_, n := variable(line[i:])
			if n == 0 {
				cur.WriteByte(c)
			} else {
				cur.WriteString(expand(line[i:i+n], env))
				i += n - 1
			}
			inWord = true
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	flush()
	return words, "", nil
}

type shellError string

func (e shellError) Error() string { return string(e) }

const errUnbalanced = shellError("an unbalanced quote")

// closingQuote returns the index of the " closing a double-quoted string
// that starts at from, or -1.
func closingQuote(line string, from int) int {
	for i := from; i < len(line); i++ {
		switch line[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return -1
}

func unescapeDouble(s string) string {
	return strings.NewReplacer(`\"`, `"`, `\\`, `\`, `\$`, "\x01").Replace(s)
}

var varRef = regexp.MustCompile(`^\$(\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z_][A-Za-z0-9_]*)`)

// variable returns the name of the variable reference at the start of s
// and its length in bytes (0 when s starts with no reference).
func variable(s string) (string, int) {
	m := varRef.FindString(s)
	return strings.Trim(m, "${}"), len(m)
}

// expand replaces the variable references of s by their values in env,
// leaving unset ones as written.
func expand(s string, env map[string]string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		name, n := variable(s[i:])
		if n == 0 {
			b.WriteByte(s[i])
			continue
		}
		if v, ok := env[name]; ok {
			b.WriteString(v)
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n - 1
	}
	return strings.ReplaceAll(b.String(), "\x01", "$")
}

// TestShellWords holds the reading of the documents' command lines.
func TestShellWords(t *testing.T) {
	env := map[string]string{"H": "Authorization: Bearer k"}
	cases := []struct {
		line    string
		want    []string
		comment string
	}{
		{`curl -s -H "$H" 'localhost:8080/v1/jobs?q=a&b=c' | jq .meta   # note`,
			[]string{"curl", "-s", "-H", "Authorization: Bearer k", "localhost:8080/v1/jobs?q=a&b=c", opPipe, "jq", ".meta"}, "# note"},
		{`curl -s "$OPENSEARCH_URL/_x" -d '{"a":"b"}' > out.json`,
			[]string{"curl", "-s", "$OPENSEARCH_URL/_x", "-d", `{"a":"b"}`, opRedirect, "out.json"}, ""},
		{`go run ./cmd/reindex remove --ids f 2> nf || go run x`,
			[]string{"go", "run", "./cmd/reindex", "remove", "--ids", "f", opRedirect, "nf", opOr, "go", "run", "x"}, ""},
		{`A=1 B="two words" cmd`, []string{"A=1", "B=two words", "cmd"}, ""},
	}
	for _, c := range cases {
		got, comment, err := shellWords(c.line, env)
		if err != nil || !slices.Equal(got, c.want) || comment != c.comment {
			t.Errorf("shellWords(%q) = %q, %q, %v; want %q, %q", c.line, got, comment, err, c.want, c.comment)
		}
	}
	if got := splitCommands([]string{"a", opPipe, "jq", opOr, "b", opRedirect, "f"}); len(got) != 2 || got[0][0] != "a" || len(got[1]) != 1 {
		t.Errorf("splitCommands: %q", got)
	}
}
