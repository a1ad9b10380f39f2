package reindex

import (
	"testing"
	"time"

	"readapi/mappings"
)

// TestOwnIndexTakesEveryIndexReindexNames: every name reindex gives an
// index (a dataset's versions, an internal index) belongs to its prefix,
// whatever the prefix, so that a snapshot misses none of them.
func TestOwnIndexTakesEveryIndexReindexNames(t *testing.T) {
	at := time.Date(2026, 11, 22, 6, 0, 0, 123e6, time.UTC)
	for _, prefix := range []string{"", "a", "t-0a1b2c3d-", "prod_"} {
		for _, name := range mappings.Names() {
			for _, index := range []string{prefix + name + "-1", versionName(prefix+name, at), prefix + name} {
				if !ownIndex(prefix, index) {
					t.Errorf("ownIndex(%q, %q) = false, want true", prefix, index)
				}
			}
		}
	}
}

// TestOwnIndexLeavesOtherPrefixesAlone: indices of another deployment whose
// prefix starts with this one, system indices and strangers are not taken.
func TestOwnIndexLeavesOtherPrefixesAlone(t *testing.T) {
	for _, c := range []struct{ prefix, index string }{
		{"", ".opendistro-job-scheduler-lock"},
		{"", ".plugins-ml-config"},
		{"", "t-0a1b2c3d-jobs-1"},
		{"", "jobs-jobs-20261122t060000123-ab12cd34"}, // prefix "jobs-"
		{"", "tombstones-x-tombstones-1"},             // prefix "tombstones-x-"
		{"a", "abjobs-1"},                             // prefix "ab"
		{"a", "ajobs-jobs-1"},                         // prefix "ajobs-"
		{"a", "ajobs-2jobs-1"},                        // prefix "ajobs-2"
		{"a", "ajobs-"},
		{"a", "bjobs-1"},
		{"a", "ajobsx-1"},
		{"a", "a"},
	} {
		if ownIndex(c.prefix, c.index) {
			t.Errorf("ownIndex(%q, %q) = true, want false", c.prefix, c.index)
		}
	}
}
