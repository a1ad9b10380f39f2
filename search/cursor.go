package search

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
)

// cursorVersion changes whenever the cursor payload changes meaning.
const cursorVersion = 1

// macSize is how many bytes of the HMAC-SHA256 a cursor carries.
const macSize = 16

// Cursor is the decoded content of meta.next: where the previous page ended,
// in which concrete index, for which filters and order, and on which shard
// copies.
type Cursor struct {
	Version     int               `json:"v"`
	Fingerprint string            `json:"f"`
	Index       string            `json:"i"`
	After       []json.RawMessage `json:"a"`
	// Preference is OpenSearch's search preference of the walk: every page
	// sent with the same string is served by the same copy of each shard,
	// so replicas whose segments differ never skip or repeat a row. Cursors
	// issued before it existed carry none.
	Preference string `json:"p,omitempty"`
}

// NewPreference returns a fresh preference string for a walk's first page.
func NewPreference() string {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		panic("search: no randomness for a walk's preference: " + err.Error())
	}
	return "w" + base64.RawURLEncoding.EncodeToString(b)
}

// Signer signs and verifies cursors with CURSOR_SECRET.
type Signer struct{ key []byte }

// NewSigner returns a signer for the secret; an empty secret draws a random
// one (cursors then do not survive a restart).
func NewSigner(secret string) *Signer {
	key := []byte(secret)
	if len(key) == 0 {
		key = make([]byte, 32)
		if _, err := rand.Read(key); err != nil {
			panic("search: no randomness for the cursor key: " + err.Error())
		}
	}
	return &Signer{key: key}
}

func (s *Signer) mac(payload []byte) []byte {
	m := hmac.New(sha256.New, s.key)
	m.Write(payload)
	return m.Sum(nil)[:macSize]
}

// Encode returns the opaque, signed form of c.
func (s *Signer) Encode(c Cursor) string {
	c.Version = cursorVersion
	payload, _ := json.Marshal(c)
	return base64.RawURLEncoding.EncodeToString(append(payload, s.mac(payload)...))
}

var errBadCursor = errors.New("cursor is malformed or was not issued by this service")

// Decode verifies and decodes an opaque cursor.
func (s *Signer) Decode(token string) (Cursor, error) {
	raw, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil || len(raw) <= macSize {
		return Cursor{}, errBadCursor
	}
	payload, mac := raw[:len(raw)-macSize], raw[len(raw)-macSize:]
	if !hmac.Equal(mac, s.mac(payload)) {
		return Cursor{}, errBadCursor
	}
	var c Cursor
	if err := json.Unmarshal(payload, &c); err != nil || c.Version != cursorVersion || len(c.After) == 0 {
		return Cursor{}, errBadCursor
	}
	return c, nil
}
