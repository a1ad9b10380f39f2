package readapi

// Every index readapi reads or writes sits behind an alias (under
// INDEX_PREFIX): a dataset's alias is its Name; the internal indices below
// are readapi's own, each behind an alias of its name.
const (
	// RegistryIndex holds the source registry loaded by `reindex sources`.
	RegistryIndex = "sources"
	// TombstoneIndex records ids removed at the request of the people
	// concerned.
	TombstoneIndex = "tombstones"
	// BatchesIndex records every scrape batch an ingest accepted.
	BatchesIndex = "batches"
	// LocksIndex holds the locks that order loads, ingests and swaps of one
	// dataset.
	LocksIndex = "locks"
	// JournalIndex holds the ingested batches that loads and rollbacks
	// replay.
	JournalIndex = "journal"
	// StatsIndex holds, per versioned jobs index and source, the live rows
	// whose url (query string stripped) appears more than once among the
	// source's live rows: the jobs statistic too costly to aggregate per
	// request. The writers (reindex load, ingest, remove) keep it current;
	// the sources listing aggregates it live only for a source it lacks.
	StatsIndex = "stats"
)

// InternalIndices are the indices readapi keeps for itself (see the
// constants above), each with a mapping file of its name in mappings/.
var InternalIndices = []string{RegistryIndex, TombstoneIndex, BatchesIndex, LocksIndex, JournalIndex, StatsIndex}
