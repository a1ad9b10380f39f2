package main

import (
	"crypto/sha256"
	"os"
	"testing"
	"time"
)

// TestProcessCPU: the CPU time read from /proc grows with the work this
// process does, and is 0 for no process.
func TestProcessCPU(t *testing.T) {
	if processCPU(0) != 0 {
		t.Error("pid 0 has a CPU time")
	}
	before := processCPU(os.Getpid())
	sum := sha256.Sum256(nil)
	for start := time.Now(); processCPU(os.Getpid())-before < 50*time.Millisecond; {
		for range 10000 {
			sum = sha256.Sum256(sum[:])
		}
		if time.Since(start) > 30*time.Second {
			t.Fatalf("the CPU time read stayed at %v after 30 s of work", processCPU(os.Getpid())-before)
		}
	}
	if got := perRequest(30*time.Millisecond, 100); got != 300 {
		t.Errorf("30 ms over 100 requests is %v µs a request, want 300", got)
	}
}
