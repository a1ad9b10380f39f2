package engine

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestStoredDocScan checks the get-API reader against encoding/json.
func TestStoredDocScan(t *testing.T) {
	for _, in := range []string{
		`{"_index":"jobs-1","_id":"a:1","_version":1,"_seq_no":0,"_primary_term":1,"found":true,"_source":{"id":"a:1","t":"x \"y\""}}`,
		`{"_index":"jobs-1","_id":"a:2","found":false}`,
	} {
		var fast, slow storedDoc
		if !fast.scan([]byte(in)) {
			t.Fatalf("%s: declined", in)
		}
		if err := json.Unmarshal([]byte(in), &slow); err != nil {
			t.Fatal(err)
		}
		if fast.Found != slow.Found || !bytes.Equal(fast.Source, slow.Source) {
			t.Errorf("%s: scan %v %s, encoding/json %v %s", in, fast.Found, fast.Source, slow.Found, slow.Source)
		}
	}
	var d storedDoc
	if d.scan([]byte(`{"found":true,"_source":{"a":1}`)) {
		t.Error("accepted a truncated answer")
	}
}

// FuzzStoredDocScan feeds arbitrary bytes to the get-API reader: it may
// not panic.
func FuzzStoredDocScan(f *testing.F) {
	for _, seed := range []string{`{"found":true,"_source":{"id":"a:1","facts":{}}}`, `[{[]}]`, `{"a\"":1}`, `"x"`, `{}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var d storedDoc
		d.scan(data)
	})
}
