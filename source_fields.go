package readapi

import (
	"strings"
)

// SourceFields are the fields of a /v1/sources row, in SourceRow's order:
// the Source resource of the OpenAPI document.
var SourceFields = []Field{
	field("source", String, false, "The stem; the value ?source= takes; first half of every job id."),
	field("name", String, true, "Display name; null where there is no registry entry."),
	field("url", String, true, "Source's own website (a job's source_url)."),
	field("jobs_url", String, true, "Page the vacancies are read from."),
	field("dataset", String, false, "The dataset the source feeds: "+strings.Join(sourceDatasetNames(), ", ")+"."),
	field("source_type", String, true, "employer, platform, agency, board, aggregator or unknown; null for non-jobs datasets."),
	field("records", Integer, false, "Rows in the current-state table, including retired jobs."),
	field("live_records", Integer, false, "For jobs, the rows active=true returns; otherwise equals records."),
	field("aggregator", Boolean, false, "True when the source republishes other boards' postings."),
	field("last_ingested_at", Timestamp, true, "When a batch was last accepted; says the scraper ran, not that anything changed."),
	field("quality", Object, true, "Shares over the live rows; null on non-jobs datasets and on jobs sources with no live rows.").shaped(QualityShape),
}

// sourceDatasetNames lists the slugs a row's dataset can hold.
func sourceDatasetNames() []string {
	names := make([]string, 0, len(All))
	for _, d := range All {
		names = append(names, d.Name)
	}
	return names
}
