package handlers_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

// programs maps the names the documents run programs by (bare, as an
// installed binary would be) to their packages.
var programs = map[string]string{
	"reindex": "./cmd/reindex", "apikey": "./cmd/apikey", "api": "./cmd/api", "gendata": "./cmd/gendata",
}

// TestDocsCommands checks every command of the shell blocks of the README
// and docs/ that is not a curl example (those run in TestDocsExamples), and
// the make targets and programs named in code spans of their prose:
// a make target is one of the Makefile's; a program (go run ./PKG, or its
// bare name) builds, and each subcommand and flag it is shown with is one
// its --help lists; go test and go generate name packages that exist;
// a script exists. A command of another kind fails the test, so a new kind
// gets a check here.
func TestDocsCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the programs")
	}
	helps := &programHelp{t: t, dir: t.TempDir(), built: map[string]string{}}
	targets := makeTargets(t)
	for _, c := range append(docCommands(t), docInlineCommands(t)...) {
		if c.words[0] == "curl" {
			continue
		}
		words := c.words
		for len(words) > 0 && isAssignment(words[0]) {
			words = words[1:]
		}
		if len(words) == 0 {
			continue
		}
		switch name := words[0]; {
		case name == "make":
			for _, target := range words[1:] {
				if !isAssignment(target) && !targets[target] {
					t.Errorf("%s: no target %q in the Makefile", c, target)
				}
			}
		case name == "go" && len(words) > 2 && words[1] == "run":
			helps.check(c, words[2], words[3:])
		case programs[name] != "":
			helps.check(c, programs[name], words[1:])
		case name == "go" && len(words) > 1 && (words[1] == "test" || words[1] == "generate"):
			checkPackages(t, c, words[2:])
		case name == "bash" && len(words) > 1:
			checkFile(t, c, words[1])
		case strings.HasPrefix(name, "scripts/"):
			checkFile(t, c, name)
		default:
			t.Errorf("%s: a command of a kind TestDocsCommands does not check; add a check", c)
		}
	}
}

// makeTargets reads the targets of ../Makefile.
func makeTargets(t *testing.T) map[string]bool {
	t.Helper()
	raw, err := os.ReadFile("../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	targets := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^([a-z][a-z0-9-]*):`).FindAllStringSubmatch(string(raw), -1) {
		targets[m[1]] = true
	}
	return targets
}

// checkPackages fails on a package argument of go test or go generate that
// names no folder of the module.
func checkPackages(t *testing.T, c docCommand, args []string) {
	t.Helper()
	for _, a := range args {
		if !strings.HasPrefix(a, "./") {
			continue
		}
		dir := filepath.Join("..", strings.TrimSuffix(strings.TrimSuffix(a, "..."), "/"))
		if info, err := os.Stat(dir); err != nil || !info.IsDir() {
			t.Errorf("%s: no package folder %s", c, a)
		}
	}
}

func checkFile(t *testing.T, c docCommand, path string) {
	t.Helper()
	if _, err := os.Stat(filepath.Join("..", path)); err != nil {
		t.Errorf("%s: %v", c, err)
	}
}

// programHelp builds each program once and reads its --help.
type programHelp struct {
	t     *testing.T
	dir   string
	mu    sync.Mutex
	built map[string]string // package to binary
}

var flagWord = regexp.MustCompile(`^--?([a-z][a-z0-9-]*)`)

// check builds pkg and verifies that the subcommands (the leading words of
// lowercase letters) and every flag of args are ones its --help lists.
func (h *programHelp) check(c docCommand, pkg string, args []string) {
	h.t.Helper()
	bin := h.binary(c, pkg)
	if bin == "" || len(args) == 0 {
		return
	}
	var sub []string
	for _, a := range args {
		if !regexp.MustCompile(`^[a-z]+$`).MatchString(a) {
			break
		}
		sub = append(sub, a)
	}
	out, _ := exec.Command(bin, append(slices.Clone(sub), "--help")...).CombinedOutput()
	help := string(out)
	name := strings.Join(append([]string{filepath.Base(bin)}, sub...), " ")
	// A subcommand's flag set is named after it; a program's own flags are
	// listed under its path.
	known := strings.Contains(help, "Usage of "+name+":") || strings.Contains(help, "Usage: "+name) ||
		len(sub) == 0 && strings.Contains(help, "Usage of "+bin+":")
	h.verdict(c, known, "--help of "+name+" does not answer with its usage:\n"+help)
	if !known {
		return
	}
	for _, a := range args[len(sub):] {
		m := flagWord.FindStringSubmatch(a)
		if m == nil {
			continue
		}
		listed := regexp.MustCompile(`(?m)^\s+-` + regexp.QuoteMeta(m[1]) + `\b`).MatchString(help)
		h.verdict(c, listed, name+" --help lists no flag -"+m[1])
	}
}

// verdict fails the test on a command that does not exist.
func (h *programHelp) verdict(c docCommand, exists bool, why string) {
	h.t.Helper()
	if !exists {
		h.t.Errorf("%s: %s", c, why)
	}
}

// binary builds pkg into the test's folder once and returns the binary's path.
func (h *programHelp) binary(c docCommand, pkg string) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	if bin, ok := h.built[pkg]; ok {
		return bin
	}
	bin := filepath.Join(h.dir, filepath.Base(pkg))
	cmd := exec.Command("go", "build", "-o", bin, pkg)
	cmd.Dir = ".."
	if out, err := cmd.CombinedOutput(); err != nil {
		h.t.Errorf("%s: go build %s: %v\n%s", c, pkg, err, out)
		bin = ""
	}
	h.built[pkg] = bin
	return bin
}
