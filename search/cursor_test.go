package search

import (
	"encoding/base64"
	"encoding/json"
	"testing"
)

// TestCursorCarriesTheWalksPreference: the preference survives the signed
// round trip, and a cursor issued before preferences existed (no "p")
// still decodes, with none.
func TestCursorCarriesTheWalksPreference(t *testing.T) {
	s := NewSigner("k")
	after := []json.RawMessage{json.RawMessage(`"x"`)}
	p := NewPreference()
	if p == NewPreference() || p == "" || p[0] == '_' {
		t.Fatalf("preferences %q: want fresh ones, not starting with _ (reserved by OpenSearch)", p)
	}
	c, err := s.Decode(s.Encode(Cursor{Fingerprint: "f", Index: "i", After: after, Preference: p}))
	if err != nil || c.Preference != p {
		t.Fatalf("decoded %+v, %v: want preference %q", c, err, p)
	}
	old := []byte(`{"v":1,"f":"f","i":"i","a":["x"]}`)
	c, err = s.Decode(base64.RawURLEncoding.EncodeToString(append(old, s.mac(old)...)))
	if err != nil || c.Preference != "" || c.Index != "i" {
		t.Fatalf("a cursor without preference: %+v, %v", c, err)
	}
}
