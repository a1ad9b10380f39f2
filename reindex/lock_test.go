package reindex

import (
	"fmt"
	"os"
	"os/exec"
	"testing"
)

// deadPid returns the pid of a process that has exited.
func deadPid(t *testing.T) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return cmd.Process.Pid
}

func TestHolderGone(t *testing.T) {
	host, _ := os.Hostname()
	for holder, gone := range map[string]bool{
		fmt.Sprintf("%s pid %d", host, deadPid(t)):   true,
		fmt.Sprintf("%s pid %d", host, os.Getppid()): false, // alive
		fmt.Sprintf("%s pid %d", host, os.Getpid()):  false, // this process: another load in it
		fmt.Sprintf("other-%s pid %d", host, 999999): false, // another machine
		"no pid here": false,
	} {
		if holderGone(holder) != gone {
			t.Errorf("holderGone(%q) = %v, want %v", holder, !gone, gone)
		}
	}
}
