package main

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// processCPU returns the CPU time (user and system) the process pid has
// used so far, read from /proc; 0 when pid is 0 or unreadable (then no
// CPU figure is printed). Clock ticks are taken as 1/100 s, Linux's
// USER_HZ.
func processCPU(pid int) time.Duration {
	if pid == 0 {
		return 0
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	s := string(b)
	end := strings.LastIndexByte(s, ')') // the command name may hold spaces
	if end < 0 || end+2 > len(s) {
		return 0
	}
	fields := strings.Fields(s[end+2:]) // from field 3, the state
	if len(fields) < 13 {
		return 0
	}
	user, err1 := strconv.ParseInt(fields[11], 10, 64)
	system, err2 := strconv.ParseInt(fields[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0
	}
	return time.Duration(user+system) * 10 * time.Millisecond
}

// perRequest is a CPU time per request in microseconds, as a column.
func perRequest(cpu time.Duration, requests int) float64 {
	if requests == 0 {
		return 0
	}
	return float64(cpu.Microseconds()) / float64(requests)
}
