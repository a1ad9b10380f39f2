package readapi

// TombstoneIndex is the internal index (behind an alias of this name) that
// records ids removed at the request of the people concerned.
const TombstoneIndex = "tombstones"
