package main

import (
	"os"
	"testing"

	"readapi/mappings/datacheck/datachecktest"
)

// TestMain runs the test binary as the reindex command itself when a test
// re-executes it so: REINDEX_AS_COMMAND=1 (the interrupt tests), or over a
// broken data file (TestRefusesBrokenData, through datachecktest).
func TestMain(m *testing.M) {
	datachecktest.RunIfBroken(&checkData, main)
	if os.Getenv("REINDEX_AS_COMMAND") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}
