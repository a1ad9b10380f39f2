package readapi_test

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// maxTrackedFile is the largest file the repository may track outside a
// testdata folder: a bigger one is a compiled program, generated data or a
// downloaded distribution, none of which belong in it.
const maxTrackedFile = 1 << 20

// TestNoLargeTrackedFiles fails on a file git tracks that is over 1 MB
// and not test data (under a folder named testdata).
func TestNoLargeTrackedFiles(t *testing.T) {
	out, err := exec.Command("git", "ls-files", "-z").Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	files := strings.Split(strings.TrimSuffix(string(out), "\x00"), "\x00")
	if len(files) < 100 {
		t.Fatalf("git ls-files lists %d files", len(files))
	}
	for _, f := range files {
		if slices.Contains(strings.Split(f, "/"), "testdata") {
			continue
		}
		info, err := os.Lstat(f)
		if err != nil {
			continue // deleted in the work tree, not yet in the index
		}
		if info.Size() > maxTrackedFile {
			t.Errorf("%s is %d bytes, over 1 MB and not under a testdata folder: untrack it (git rm --cached) and ignore it in .gitignore", f, info.Size())
		}
	}
}
