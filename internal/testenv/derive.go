package testenv

import (
	"encoding/json"
	"testing"

	"readapi/internal/enrich"
)

// DeriveRows derives each row as a load does, through derive (a dataset's
// Derivation.Derive) and env, and decodes each derived object into T: the
// oracle of the tests of derived fields, computed from their fixture.
func DeriveRows[T any](t testing.TB, derive func(line []byte, env enrich.Env) (json.RawMessage, error), env enrich.Env, rows []map[string]any) []T {
	t.Helper()
	out := make([]T, len(rows))
	for i, r := range rows {
		line, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		raw, err := derive(line, env)
		if err != nil {
			t.Fatalf("deriving row %d: %v", i, err)
		}
		if err := json.Unmarshal(raw, &out[i]); err != nil {
			t.Fatalf("decoding the derived row %d: %v", i, err)
		}
	}
	return out
}
