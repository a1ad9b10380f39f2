package gendata

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// With Options.Copies, some active postings of sources that are not
// aggregators get more rows, right after them (aggregators already repost
// other sources' postings on their own):
//
//   - a repost by the same source under a new id, the same page, its body
//     opened with "(təcili)" (urgent), seen again a few days later;
//   - the same vacancy on another board, under that board's id and url,
//     its body with one word changed (a salary or a phone retyped);
//   - near misses, other vacancies that are not copies: the same title and
//     body from another company (an agency's template), or the same title
//     and company with another body (a second opening).
//
// Copies share their vacancy's key (EachJob's truth); near misses have
// their own. The extra rows draw from a stream of their own.

// Shares of the active postings that get each kind of extra row.
const (
	repostShare     = 0.10
	otherBoardShare = 0.08
	nearMissShare   = 0.05
)

// copyMaker plans the extra rows and hands them out in order.
type copyMaker struct {
	r       *rand.Rand
	pending []Job
	keys    []string
	misses  int
}

func newCopyMaker(seed uint64) *copyMaker {
	return &copyMaker{r: stream(seed, "job copies")}
}

// pop moves the next planned row into job and its vacancy key into
// vacancy; false when none is planned.
func (c *copyMaker) pop(job *Job, vacancy *string) bool {
	if len(c.pending) == 0 {
		return false
	}
	*job, *vacancy = c.pending[0], c.keys[0]
	c.pending, c.keys = c.pending[1:], c.keys[1:]
	return true
}

func (c *copyMaker) add(job Job, vacancy string) {
	c.pending = append(c.pending, job)
	c.keys = append(c.keys, vacancy)
}

// plan decides the extra rows of the posting p that src published as job.
func (c *copyMaker) plan(g *jobGenerator, src *jobSource, job *Job, p *posting) {
	r := c.r
	if chance(r, repostShare) {
		repost := *job
		repost.ID = src.seed.stem + ":" + src.jobID(g.nextSeq(src), p.slug)
		if job.Description != nil {
			repost.Description = ptr("(təcili) " + *job.Description)
			repost.DescriptionHTML = ptr("<p>(təcili)</p>" + deref(job.DescriptionHTML))
		}
		c.add(seenLater(r, repost, g.now), g.vacancy)
	}
	if board := g.otherBoard(r, src); board != nil && job.Description != nil && chance(r, otherBoardShare) {
		c.add(seenLater(r, republished(g, board, job, p, editOneWord(r, job.Description)), g.now), g.vacancy)
	}
	if !chance(r, nearMissShare) {
		return
	}
	c.misses++
	miss := g.otherBoard(r, src)
	if miss == nil {
		return
	}
	if job.Company != nil && chance(r, 0.5) {
		// Another company's posting of the same title and body.
		other := republished(g, miss, job, p, job.Description)
		other.Company = &Company{Name: g.companies[r.IntN(len(g.companies))].name}
		if other.Company.Name == job.Company.Name {
			return
		}
		c.add(other, fmt.Sprintf("miss:%d", c.misses))
		return
	}
	// A second opening of the same title and company, with its own body.
	second := g.posting(src, 1_000_000_000+c.misses)
	body := plainText(second.bodyBlocks(true))
	if job.Description == nil {
		return
	}
	other := republished(g, miss, job, p, &body)
	c.add(other, fmt.Sprintf("miss:%d", c.misses))
}

// republished is job as board publishes it, under its own id and url,
// with description.
func republished(g *jobGenerator, board *jobSource, job *Job, p *posting, description *string) Job {
	out := *job
	id := board.jobID(g.nextSeq(board), p.slug)
	out.ID, out.Source, out.SourceName, out.SourceURL = board.seed.stem+":"+id, board.seed.stem, board.name, board.url
	out.URL = ptr(board.postingURL(id, p.slug, p.company))
	out.Description, out.DescriptionHTML = description, nil
	if description != nil {
		out.DescriptionHTML = ptr(generatedHTML(*description))
	}
	out.Facts = nil
	return out
}

// nextSeq takes the source's next sequence number (its next id).
func (g *jobGenerator) nextSeq(src *jobSource) int {
	seq := g.counts[src.index]
	g.counts[src.index]++
	return seq
}

// otherBoard picks a board other than src (nil when there is none).
func (g *jobGenerator) otherBoard(r *rand.Rand, src *jobSource) *jobSource {
	for range 8 {
		s := g.sources[g.pickOrigin.pick(r)]
		if s != src && s.sourceType == typeBoard {
			return s
		}
	}
	return nil
}

// seenLater moves a copy's first sighting one to four days after the
// original's, never after the reference instant.
func seenLater(r *rand.Rand, job Job, now time.Time) Job {
	first, err := time.Parse(time.RFC3339, job.FirstSeenAt)
	if err != nil {
		return job
	}
	later := first.Add(time.Duration(between(r, 24, 96)) * time.Hour)
	if later.After(now) {
		later = now
	}
	job.FirstSeenAt, job.TimesSeen = instant(later), 1
	if ingested, err := time.Parse(time.RFC3339, job.IngestedAt); err == nil && ingested.Before(later) {
		job.IngestedAt = job.FirstSeenAt
	}
	return job
}

// editOneWord changes one of the last words of a description (a retyped
// figure or name in its closing lines); nil stays nil.
func editOneWord(r *rand.Rand, description *string) *string {
	if description == nil {
		return nil
	}
	words := strings.Split(*description, " ")
	if len(words) < 12 {
		return description
	}
	words[len(words)-1-r.IntN(2)] = pick(r, []string{"razılaşma", "1200", "+994", "tezliklə", "Bakı"})
	return ptr(strings.Join(words, " "))
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
