package main

import (
	"testing"

	"readapi/mappings/datacheck/datachecktest"
)

// TestRefusesBrokenData: reindex refuses to start when a data file does not
// hold: it exits with status 1, naming the file and the line.
func TestRefusesBrokenData(t *testing.T) {
	datachecktest.Refuses(t, "reindex", "status")
}
