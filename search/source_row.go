package search

// Quality is the share of a jobs source's live rows with a description, a
// location, and a url (query string stripped) that appears more than once.
type Quality struct {
	DescriptionPct  int `json:"description_pct"`
	LocationPct     int `json:"location_pct"`
	DuplicateURLPct int `json:"duplicate_url_pct"`
}

// SourceRow is one row of /v1/sources.
type SourceRow struct {
	Source         string   `json:"source"`
	Name           *string  `json:"name"`
	URL            *string  `json:"url"`
	JobsURL        *string  `json:"jobs_url"`
	Dataset        string   `json:"dataset"`
	SourceType     *string  `json:"source_type"`
	Records        int64    `json:"records"`
	LiveRecords    int64    `json:"live_records"`
	Aggregator     bool     `json:"aggregator"`
	LastIngestedAt *string  `json:"last_ingested_at"`
	Quality        *Quality `json:"quality"`
}
