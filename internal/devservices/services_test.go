package devservices

import (
	"bytes"
	"strings"
	"testing"
)

func TestRunCommandLine(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		vars   map[string]string
		status int
		stderr string
	}{
		{nil, nil, 2, "usage: services.sh up|down|status [opensearch|redis] | java-home"},
		{[]string{"start"}, nil, 2, "usage:"},
		{[]string{"up", "postgres"}, nil, 2, "usage:"},
		{[]string{"--help"}, nil, 2, "A second argument limits up and down to that one service."},
		{[]string{"up"}, map[string]string{"OPENSEARCH_NODES": "0"}, 1, "services.sh: error: OPENSEARCH_NODES must be 1 to 99 (got 0)\n"},
		{nil, map[string]string{"REDIS_URL": "mysql://x"}, 1, "services.sh: error: REDIS_URL must be"},
	} {
		var stdout, stderr bytes.Buffer
		status := Run(tc.args, env(tc.vars), 1000, "/h", "", &stdout, &stderr)
		if status != tc.status || !strings.Contains(stderr.String(), tc.stderr) || stdout.Len() != 0 {
			t.Errorf("%v %v: status %d, stderr %q, stdout %q; want %d and %q", tc.args, tc.vars, status, stderr.String(), stdout.String(), tc.status, tc.stderr)
		}
	}
}
