package main

import (
	"os"
	"testing"

	"readapi/mappings/datacheck/datachecktest"
)

// TestMain runs the program itself over a broken data file when
// TestRefusesBrokenData re-runs the test binary.
func TestMain(m *testing.M) {
	datachecktest.RunIfBroken(&checkData, main)
	os.Exit(m.Run())
}

// TestRefusesBrokenData: api refuses to start when a data file does not
// hold: it exits with status 1, naming the file and the line.
func TestRefusesBrokenData(t *testing.T) {
	datachecktest.Refuses(t, "api")
}
