package dupes_test

import (
	"testing"
	"time"

	"readapi/internal/dupes"
	"readapi/internal/gendata"
)

func BenchmarkGroup(b *testing.B) {
	g := gendata.New(1)
	var postings []dupes.Posting
	_ = g.EachJob(20000, func(j *gendata.Job, _ string) error {
		p := dupes.Posting{ID: j.ID, Title: j.Title, Description: j.Description, URL: j.URL, Active: j.Active}
		if j.Company != nil {
			name := j.Company.Name
			p.Company = &name
		}
		p.FirstSeen, _ = time.Parse(time.RFC3339, j.FirstSeenAt)
		postings = append(postings, p)
		return nil
	})
	b.ResetTimer()
	for b.Loop() {
		dupes.Group(postings)
	}
}
