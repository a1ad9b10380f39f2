package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"readapi/internal/gendata"
	"readapi/internal/testenv"
	"readapi/ratelimit"
	"readapi/reindex"
)

// TestFleetServesOneWalk: two api processes (the built binary) with the
// same CURSOR_SECRET and INDEX_PREFIX serve one walk alternately, and the
// walk sees every row exactly once: nothing of a walk lives in a process.
// A process with another secret refuses the fleet's cursors.
func TestFleetServesOneWalk(t *testing.T) {
	client, rdb, prefix := testenv.OpenSearch(t), testenv.Redis(t), testenv.Prefix(t)
	ctx := context.Background()
	dir := t.TempDir()
	if err := gendata.Write(dir, gendata.Options{Seed: 5, Jobs: 700}); err != nil {
		t.Fatal(err)
	}
	rows, err := os.Open(filepath.Join(dir, "jobs.ndjson"))
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	if _, err := (&reindex.Loader{Client: client, Prefix: prefix}).Load(ctx, "jobs", rows); err != nil {
		t.Fatal(err)
	}
	key, _, err := (&ratelimit.Store{Redis: rdb, Prefix: prefix}).Create(ctx, "scale", "fleet", nil, ratelimit.Overrides{RPS: 10000, Burst: 10000})
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "api")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("building the api: %v\n%s", err, out)
	}
	fleet := []string{startAPIProcess(t, bin, prefix, "fleet-secret"), startAPIProcess(t, bin, prefix, "fleet-secret")}

	var total int
	seen := map[string]bool{}
	cursor := ""
	for page := 0; ; page++ {
		query := "limit=25&count=true"
		if cursor != "" {
			query = "limit=25&cursor=" + url.QueryEscape(cursor)
		}
		var got struct {
			Data []struct {
				ID string `json:"id"`
			} `json:"data"`
			Meta struct {
				Next  *string `json:"next"`
				Total int     `json:"total"`
			} `json:"meta"`
		}
		if status := fleetGet(t, fleet[page%2]+"/v1/jobs?"+query, key, &got); status != http.StatusOK {
			t.Fatalf("page %d through process %d: status %d", page, page%2, status)
		}
		if page == 0 {
			total = got.Meta.Total
		}
		for _, row := range got.Data {
			if seen[row.ID] {
				t.Fatalf("row %s came twice in one walk (page %d)", row.ID, page)
			}
			seen[row.ID] = true
		}
		if got.Meta.Next == nil {
			break
		}
		cursor = *got.Meta.Next
		if page == 1 {
			stranger := startAPIProcess(t, bin, prefix, "another-secret")
			if status := fleetGet(t, stranger+"/v1/jobs?limit=25&cursor="+url.QueryEscape(cursor), key, nil); status != http.StatusBadRequest {
				t.Fatalf("a process with another secret answered %d to the fleet's cursor, want 400", status)
			}
		}
	}
	if total < 600 || len(seen) != total {
		t.Fatalf("the walk through two processes saw %d rows of %d", len(seen), total)
	}
}

// startAPIProcess runs the api binary on a free port over prefix and returns its
// base URL once it is ready; the test stops it.
func startAPIProcess(t *testing.T, bin, prefix, secret string) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "INDEX_PREFIX="+prefix, "CURSOR_SECRET="+secret, "LISTEN_ADDR="+addr)
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	base := "http://" + addr
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if fleetGet(t, base+"/readyz", "", nil) == http.StatusOK {
			return base
		}
	}
	t.Fatalf("the api at %s was not ready within 20 s", base)
	return ""
}

// fleetGet sends a GET with the key and decodes a 200's body into out; it
// returns the status (0 when nothing answered).
func fleetGet(t *testing.T, u, key string, out any) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		t.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK && out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatal(fmt.Errorf("decoding %s: %w", u, err))
		}
	}
	return resp.StatusCode
}
