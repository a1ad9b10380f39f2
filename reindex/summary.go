package reindex

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// Summary is the load's one line for operators' log scrapers: space-
// separated key=value pairs after "reindex: load", the alias's indices
// before and after comma-separated ("none" when there were none).
func (r *LoadReport) Summary() string {
	return fmt.Sprintf("reindex: load result=ok dataset=%s rows=%d lines=%d rejected=%d removed=%d merged=%d seconds=%s alias=%s alias_before=%s alias_after=%s deleted=%s",
		r.Dataset, r.Docs, r.Lines, r.Rejected, r.Removed, r.Merged, seconds(r.Elapsed),
		r.Alias, indices(r.Previous), r.Index, indices(r.Deleted))
}

// Summary is the ingest's one line for operators' log scrapers, like
// LoadReport.Summary's: applied counts the rows created or updated, index
// is the live index the batch was applied to.
func (r *IngestReport) Summary() string {
	return fmt.Sprintf("reindex: ingest result=ok dataset=%s source=%s scraped_at=%s rows=%d applied=%d created=%d updated=%d unchanged=%d immutable=%d rejected=%d removed=%d retired=%d seconds=%s alias=%s index=%s",
		r.Dataset, value(r.Source), r.ScrapedAt.Format(time.RFC3339), r.Lines, r.Created+r.Updated, r.Created, r.Updated,
		r.Unchanged, r.Immutable, r.Rejected, r.Removed, r.Retired, seconds(r.Elapsed), r.Alias, r.Index)
}

// FailedSummary is the one line of a load or ingest (operation) that failed
// after elapsed; the error, quoted, ends it.
func FailedSummary(operation, dataset string, elapsed time.Duration, err error) string {
	return fmt.Sprintf("reindex: %s result=failed dataset=%s seconds=%s error=%q", operation, value(dataset), seconds(elapsed), err.Error())
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.3f", d.Seconds()) }

// value quotes a value given on the command line when it would not read
// back as one value.
func value(s string) string {
	if s == "" || strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r == '"' || r == '=' || r == '\\' || !unicode.IsPrint(r) }) {
		return strconv.Quote(s)
	}
	return s
}

func indices(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ",")
}
