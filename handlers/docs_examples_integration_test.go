package handlers_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"go.uber.org/zap"

	"readapi/handlers"
	"readapi/internal/gendata"
	"readapi/internal/metrics"
	"readapi/internal/testenv"
	"readapi/keylimits"
	"readapi/reindex"
)

// TestDocsExamples runs every curl example of the README and docs/ as
// written against the API over the real engine, loaded with the demo data
// of `make run` (gendata's seed 1, at the sizes of the OpenAPI examples, so
// that the ids the examples name exist), with the key gate and the metrics
// of cmd/api. Each must answer 2xx, or what the document says: a 304 for an
// If-None-Match example (its "<etag>" is the tag of the same request sent
// first), the error code a comment on or below the example names
// ("code":"invalid_request"). Examples addressed to $OPENSEARCH_URL run
// against the engine under the test's prefix.
func TestDocsExamples(t *testing.T) {
	d := newDocsAPI(t)
	ran := 0
	for _, c := range docCommands(t) {
		if c.words[0] != "curl" {
			continue
		}
		ran++
		t.Run(fmt.Sprintf("%s:%d", c.file, c.line), func(t *testing.T) {
			req := parseCurl(t, c)
			if req.engine {
				d.engineExample(t, c, req)
			} else {
				d.apiExample(t, c, req)
			}
		})
	}
	if ran < 40 {
		t.Errorf("only %d curl examples found in the documents", ran)
	}
}

// docsAPI is the API of make run over a private prefix: demo data, a key.
type docsAPI struct {
	*apiEnv
	key string
}

func newDocsAPI(t *testing.T) *docsAPI {
	t.Helper()
	a := newAPI(t)
	rdb := testenv.Redis(t)
	m := metrics.New()
	gate := &handlers.KeyGate{Limiter: &keylimits.Limiter{Redis: rdb, Prefix: a.prefix}, Log: zap.NewNop(), Observe: m.Admission}
	a.srv = httptest.NewServer((&handlers.Server{Engine: a.engine, Log: zap.NewNop(), Gate: gate,
		Observer: m, Metrics: m.Handler()}).Handler())
	t.Cleanup(a.srv.Close)
	key, _, err := (&keylimits.Store{Redis: rdb, Prefix: a.prefix}).Create(context.Background(), "scale", t.Name(), nil, keylimits.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := gendata.Write(dir, exampleData); err != nil {
		t.Fatal(err)
	}
	loader := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	for _, file := range gendata.Files {
		f, err := os.Open(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		_, err = loader.Load(context.Background(), strings.TrimSuffix(file, ".ndjson"), f)
		f.Close()
		if err != nil {
			t.Fatalf("loading %s: %v", file, err)
		}
	}
	return &docsAPI{apiEnv: a, key: key}
}

// curlRequest is what a curl example sends.
type curlRequest struct {
	method, target string // target: the URL as written, less the base
	header         http.Header
	body           []byte
	engine         bool // addressed to $OPENSEARCH_URL
}

// apiBase matches the bases the documents address the API by.
var apiBase = regexp.MustCompile(`^(https?://)?(localhost|127\.0\.0\.1):8080|^\$BASE_URL`)

// parseCurl reads the options of curl the documents use.
func parseCurl(t *testing.T, c docCommand) curlRequest {
	t.Helper()
	r := curlRequest{method: http.MethodGet, header: http.Header{}}
	var data url.Values
	get := false
	args := c.words[1:]
	for i := 0; i < len(args); i++ {
		a := args[i]
		value := func() string {
			if i+1 >= len(args) {
				t.Fatalf("%s: %s without its value", c, a)
			}
			i++
			return args[i]
		}
		switch {
		case a == "-s" || a == "-i" || a == "-sS":
		case a == "-H":
			name, v, _ := strings.Cut(value(), ":")
			r.header.Add(name, strings.TrimSpace(v))
		case a == "-G":
			get = true
		case a == "--data-urlencode":
			if data == nil {
				data = url.Values{}
			}
			name, v, _ := strings.Cut(value(), "=")
			data.Add(name, v)
		case a == "-d":
			r.body = []byte(value())
			r.method = http.MethodPost
		case strings.HasPrefix(a, "-X"):
			r.method = strings.TrimPrefix(a, "-X")
			if r.method == "" {
				r.method = value()
			}
		case strings.HasPrefix(a, "-"):
			t.Fatalf("%s: curl option %s is not read by this test; add it", c, a)
		case strings.HasPrefix(a, "$OPENSEARCH_URL"):
			r.target, r.engine = strings.TrimPrefix(a, "$OPENSEARCH_URL"), true
		case apiBase.MatchString(a):
			r.target = apiBase.ReplaceAllString(a, "")
		default:
			t.Fatalf("%s: %q is addressed neither to the API nor to $OPENSEARCH_URL", c, a)
		}
	}
	if get && data != nil {
		r.target += map[bool]string{true: "&", false: "?"}[strings.Contains(r.target, "?")] + data.Encode()
	}
	return r
}

// apiExample sends an example to the API with the test's key in $KEY and
// $API_KEY, and checks the status the document promises.
func (d *docsAPI) apiExample(t *testing.T, c docCommand, r curlRequest) {
	keyed := strings.NewReplacer("$KEY", d.key, "$API_KEY", d.key)
	header := http.Header{}
	for name, vs := range r.header {
		for _, v := range vs {
			header.Add(name, keyed.Replace(v))
		}
	}
	if strings.Contains(r.target, "<meta.next>") {
		first := d.send(t, r.method, strings.NewReplacer("&cursor=<meta.next>", "", "?cursor=<meta.next>", "").Replace(r.target), header, nil)
		var page struct{ Meta struct{ Next string } }
		_ = json.Unmarshal(first.body, &page)
		if page.Meta.Next == "" {
			t.Fatalf("%s: the page before has no meta.next: %s", c, first.body)
		}
		r.target = strings.ReplaceAll(r.target, "<meta.next>", url.QueryEscape(page.Meta.Next))
	}
	want := "2xx"
	if tag := header.Get("If-None-Match"); strings.Contains(tag, "<etag>") {
		first := d.send(t, r.method, r.target, without(header, "If-None-Match"), nil)
		header.Set("If-None-Match", first.header.Get("ETag"))
		want = "304"
	}
	code := regexp.MustCompile(`"code":"([a-z_]+)"`).FindStringSubmatch(c.comment)
	answer := d.send(t, r.method, r.target, header, r.body)
	switch {
	case code != nil:
		var e struct{ Error *struct{ Code string } }
		if json.Unmarshal(answer.body, &e) != nil || e.Error == nil || e.Error.Code != code[1] {
			t.Errorf("%s: want error %s as the document says, got %d: %.300s", c, code[1], answer.status, answer.body)
		}
	case want == "304":
		if answer.status != http.StatusNotModified {
			t.Errorf("%s: want 304 for the tag of the same request, got %d", c, answer.status)
		}
	default:
		if answer.status/100 != 2 {
			t.Errorf("%s: answered %d: %.300s", c, answer.status, answer.body)
			return
		}
		d.checkEnvelope(t, c, r.target, answer)
	}
}

// checkEnvelope holds a /v1 answer to the envelope: data present, no error.
func (d *docsAPI) checkEnvelope(t *testing.T, c docCommand, target string, answer sent) {
	if !strings.HasPrefix(target, "/v1/") {
		return
	}
	var e struct {
		Data  json.RawMessage
		Error json.RawMessage
	}
	if err := json.Unmarshal(answer.body, &e); err != nil || len(e.Data) == 0 || string(e.Data) == "null" || string(e.Error) != "null" {
		t.Errorf("%s: not an envelope with data: %v: %.300s", c, err, answer.body)
	}
}

func without(h http.Header, name string) http.Header {
	out := h.Clone()
	out.Del(name)
	return out
}

// sent is one answer of the API or the engine.
type sent struct {
	status int
	header http.Header
	body   []byte
}

func (d *docsAPI) send(t *testing.T, method, target string, header http.Header, body []byte) sent {
	t.Helper()
	req, err := http.NewRequest(method, d.srv.URL+target, bytes.NewReader(body))
	if err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	req.Header = header
	resp, err := d.srv.Client().Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return sent{status: resp.StatusCode, header: resp.Header, body: raw}
}

// engineExample sends an example addressed to $OPENSEARCH_URL to the
// engine, under the test's prefix: an index or alias name gains it, and so
// do a snapshot repository's name and location (registered for the test
// and removed after it).
func (d *docsAPI) engineExample(t *testing.T, c docCommand, r curlRequest) {
	path, body := r.target, r.body
	if repo, ok := strings.CutPrefix(path, "/_snapshot/"); ok {
		path = "/_snapshot/" + d.prefix + repo
		var reg struct {
			Type     string         `json:"type"`
			Settings map[string]any `json:"settings"`
		}
		if err := json.Unmarshal(body, &reg); err != nil {
			t.Fatalf("%s: the body is not JSON: %v", c, err)
		}
		reg.Settings["location"] = d.prefix + fmt.Sprint(reg.Settings["location"])
		body, _ = json.Marshal(reg)
		t.Cleanup(func() { _, _ = d.client.Do(context.Background(), http.MethodDelete, path, nil) })
	} else if !strings.HasPrefix(path, "/_") {
		path = "/" + d.prefix + strings.TrimPrefix(path, "/")
	}
	if _, err := d.client.Do(context.Background(), r.method, path, body); err != nil {
		t.Errorf("%s: %s %s: %v", c, r.method, path, err)
	}
}
