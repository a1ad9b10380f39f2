package reindex

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"os"
	"slices"
	"time"

	"readapi"
	"readapi/internal/dupes"
)

// A load groups the copies of its snapshot before writing it, so that each
// row is written once, with its group: a first pass copies the lines to a
// spool file and notes each line's block (a hash of it) and place; the
// blocks of two lines or more are then read back from the spool, grouped,
// and the second pass (the bulk) appends their group to those rows. Memory
// holds about 24 bytes a line and one block at a time.

// spooledLine is where a line of the snapshot is in the spool, and its block.
type spooledLine struct {
	block  uint64
	offset int64
	length int32
}

// snapshotGroups are a snapshot's rows in groups of two or more, by id.
type snapshotGroups map[string]groupedRow

// groupedRow is what a row of a group stores: its assignment and flags.
type groupedRow struct {
	dupes.Assignment
	GroupFlags
}

// fields returns the helper fields of the row id, if it is in a group.
func (g snapshotGroups) fields(id string) ([]string, []any, bool) {
	r, ok := g[id]
	if !ok {
		return nil, nil, false
	}
	names, values := r.GroupFlags.fields()
	return append([]string{dupes.GroupField, dupes.RankField, dupes.SizeField}, names...),
		append([]any{r.Group, r.Rank, r.Size}, values...), true
}

// groupSnapshot spools input to a temporary file and groups its rows. It
// returns the spool to read instead of input, the groups, and a function
// that deletes the spool.
func groupSnapshot(d *readapi.Dataset, input io.Reader, removed map[string]bool, types map[string]string, derive *deriving) (io.Reader, snapshotGroups, func(), error) {
	spool, err := os.CreateTemp("", "readapi-load-*.ndjson")
	if err != nil {
		return nil, nil, nil, fmt.Errorf("creating the spool file that grouping copies needs: %w", err)
	}
	drop := func() {
		spool.Close()
		os.Remove(spool.Name())
	}
	lines, err := spoolLines(input, spool, removed)
	if err != nil {
		drop()
		return nil, nil, nil, err
	}
	groups, err := groupSpooled(d, spool, lines, types, derive)
	if err != nil {
		drop()
		return nil, nil, nil, err
	}
	if _, err := spool.Seek(0, io.SeekStart); err != nil {
		drop()
		return nil, nil, nil, err
	}
	return bufio.NewReaderSize(spool, 1<<20), groups, drop, nil
}

var blockSeed = maphash.MakeSeed()

// spoolLines copies every line of input to spool and returns the place and
// block of each line that has a block and whose id was not removed.
func spoolLines(input io.Reader, spool *os.File, removed map[string]bool) ([]spooledLine, error) {
	w := bufio.NewWriterSize(spool, 1<<20)
	reader := newLineReader(input)
	var out []spooledLine
	var offset int64
	for {
		line, number, err := reader.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("reading the input after line %d: %w", number, err)
		}
		if len(line) == 0 {
			continue
		}
		if keys, err := topLevel(line, []string{"id", "title"}); err == nil {
			var id, title string
			if json.Unmarshal(keys["id"], &id) == nil && json.Unmarshal(keys["title"], &title) == nil && !removed[id] {
				if block := dupes.BlockKey(title); block != "" {
					out = append(out, spooledLine{block: maphash.String(blockSeed, block), offset: offset, length: int32(len(line))})
				}
			}
		}
		if _, err := w.Write(line); err != nil {
			return nil, fmt.Errorf("writing the spool file: %w", err)
		}
		if err := w.WriteByte('\n'); err != nil {
			return nil, fmt.Errorf("writing the spool file: %w", err)
		}
		offset += int64(len(line)) + 1
	}
	if err := w.Flush(); err != nil {
		return nil, fmt.Errorf("writing the spool file: %w", err)
	}
	return out, nil
}

// postingFields are the fields of a job row the grouping rule reads, in a
// spooled line or a stored row alike.
type postingFields struct {
	ID      string `json:"id"`
	Source  string `json:"source"`
	Title   string `json:"title"`
	Company *struct {
		Name *string `json:"name"`
	} `json:"company"`
	Description *string    `json:"description"`
	URL         *string    `json:"url"`
	Active      *bool      `json:"active"`
	FirstSeenAt *time.Time `json:"first_seen_at"`
}

// posting is the row as the rule sees it, its source typed by types.
func (f postingFields) posting(types map[string]string) dupes.Posting {
	p := dupes.Posting{ID: f.ID, Title: f.Title, Description: f.Description, URL: f.URL,
		Active: f.Active == nil || *f.Active, SourceType: types[f.Source]}
	if f.Company != nil {
		p.Company = f.Company.Name
	}
	if f.FirstSeenAt != nil {
		p.FirstSeen = *f.FirstSeenAt
	}
	return p
}

// groupSpooled groups the spooled lines block by block (lines of one hash
// are grouped together; the rule itself tells blocks apart).
func groupSpooled(d *readapi.Dataset, spool *os.File, lines []spooledLine, types map[string]string, derive *deriving) (snapshotGroups, error) {
	slices.SortFunc(lines, func(a, b spooledLine) int {
		return cmp.Or(cmp.Compare(a.block, b.block), cmp.Compare(a.offset, b.offset))
	})
	groups := snapshotGroups{}
	keys := flagKeys(d)
	var buf []byte
	for start := 0; start < len(lines); {
		end := start + 1
		for end < len(lines) && lines[end].block == lines[start].block {
			end++
		}
		if end-start < 2 {
			start = end
			continue
		}
		// A later line of an id replaces an earlier one, as in the index.
		byID := map[string]int{}
		var postings []dupes.Posting
		var raws []map[string]json.RawMessage
		for _, l := range lines[start:end] {
			buf = slices.Grow(buf[:0], int(l.length))[:l.length]
			if _, err := spool.ReadAt(buf, l.offset); err != nil {
				return nil, fmt.Errorf("reading the spool file: %w", err)
			}
			p, ok := spooledPostingOf(buf, types)
			if !ok {
				continue // a bad line, which the bulk rejects
			}
			// the raw values point into the line, which outlives buf's reuse
			raw, err := topLevel(bytes.Clone(buf), keys)
			if err != nil || derivedKeys(d, derive, buf, raw) != nil {
				continue
			}
			if i, seen := byID[p.ID]; seen {
				postings[i], raws[i] = p, raw
				continue
			}
			byID[p.ID] = len(postings)
			postings = append(postings, p)
			raws = append(raws, raw)
		}
		assignments := dupes.Group(postings)
		actives := make([]bool, len(postings))
		for i, p := range postings {
			actives[i] = p.Active
		}
		flags := GroupedFlags(d, assignments, actives, raws)
		for i, a := range assignments {
			if a.Size > 1 {
				groups[a.ID] = groupedRow{Assignment: a, GroupFlags: flags[i]}
			}
		}
		start = end
	}
	return groups, nil
}

func spooledPostingOf(line []byte, types map[string]string) (dupes.Posting, bool) {
	var f postingFields
	if json.Unmarshal(line, &f) != nil || f.ID == "" {
		return dupes.Posting{}, false
	}
	return f.posting(types), true
}

// derivedKeys adds to a row's raw keys (read from its line for the flags)
// what the writers derive: the derived object and the helper fields among
// the keys that read it (salary_band).
func derivedKeys(d *readapi.Dataset, derive *deriving, line []byte, raw map[string]json.RawMessage) error {
	if derive == nil {
		return nil
	}
	derived, err := derive.line(line)
	if err != nil {
		return err
	}
	raw[readapi.DerivedField] = derived
	for _, h := range d.Helpers {
		if !slices.Contains(h.From, readapi.DerivedField) {
			continue
		}
		if value, ok := h.Value(raw); ok {
			if raw[h.Name], err = json.Marshal(value); err != nil {
				return err
			}
		}
	}
	return nil
}
