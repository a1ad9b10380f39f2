package main

import (
	"os"
	"testing"
)

// TestMain runs the test binary as the reindex command itself when a test
// re-executes it so: REINDEX_AS_COMMAND=1 (the interrupt tests) or
// REINDEX_BROKEN_DATA (the data check, over a broken file).
func TestMain(m *testing.M) {
	switch {
	case os.Getenv("REINDEX_BROKEN_DATA") != "":
		checkData = brokenData
		main()
		os.Exit(0)
	case os.Getenv("REINDEX_AS_COMMAND") == "1":
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}
