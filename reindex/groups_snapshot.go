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
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"readapi"
	"readapi/internal/dupes"
)

// A load groups the copies of its snapshot before writing it, so that each
// row is written once, with its group: a first pass copies the lines to a
// spool file and notes each line's block (a hash of it) and place; the
// blocks of two lines or more are then read back from the spool, grouped,
// and the second pass (the bulk) appends their group to those rows. The
// derived object that grouping computes of a line is kept in a second
// spool file, where the bulk reads it instead of deriving the line again.
// Memory holds about 40 bytes a line and one block at a time.

// spooledLine is where a line of the snapshot is in the spool, its place
// among the spool's lines, and its block.
type spooledLine struct {
	block   uint64
	offset  int64
	length  int32
	ordinal int32
}

// spool is the copy of a snapshot that a load reads back for its bulk,
// with the derived objects the grouping computed.
type spool struct {
	io.Reader
	derived *derivedSpool
}

// derivedSpool holds the derived objects of spooled lines, by the lines'
// ordinal: a file of their JSON and where each is in it.
type derivedSpool struct {
	file   *os.File
	places []derivedPlace
	end    atomic.Int64
}

// derivedPlace is where a line's derived object is in the file; a zero
// length is none.
type derivedPlace struct {
	offset int64
	length int32
}

// put stores the derived object of the line of ordinal (called from
// several goroutines, each line once).
func (s *derivedSpool) put(ordinal int32, derived []byte) error {
	at := s.end.Add(int64(len(derived))) - int64(len(derived))
	if _, err := s.file.WriteAt(derived, at); err != nil {
		return fmt.Errorf("writing the derived objects' spool file: %w", err)
	}
	s.places[ordinal] = derivedPlace{offset: at, length: int32(len(derived))}
	return nil
}

// get returns the derived object of the line of ordinal, if grouping
// derived it (nil spool: none).
func (s *derivedSpool) get(ordinal int) (json.RawMessage, error) {
	if s == nil || ordinal < 0 || ordinal >= len(s.places) || s.places[ordinal].length == 0 {
		return nil, nil
	}
	p := s.places[ordinal]
	derived := make([]byte, p.length)
	if _, err := s.file.ReadAt(derived, p.offset); err != nil {
		return nil, fmt.Errorf("reading the derived objects' spool file: %w", err)
	}
	return derived, nil
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
func groupSnapshot(d *readapi.Dataset, input io.Reader, removed map[string]bool, types map[string]string, derive *deriving) (*spool, snapshotGroups, func(), error) {
	var files []*os.File
	drop := func() {
		for _, f := range files {
			f.Close()
			os.Remove(f.Name())
		}
	}
	for range 2 {
		f, err := os.CreateTemp("", "readapi-load-*.ndjson")
		if err != nil {
			drop()
			return nil, nil, nil, fmt.Errorf("creating the spool file that grouping copies needs: %w", err)
		}
		files = append(files, f)
	}
	lines, count, err := spoolLines(input, files[0], removed)
	if err != nil {
		drop()
		return nil, nil, nil, err
	}
	derived := &derivedSpool{file: files[1], places: make([]derivedPlace, count)}
	groups, err := groupSpooled(d, files[0], lines, types, derive, derived)
	if err != nil {
		drop()
		return nil, nil, nil, err
	}
	if _, err := files[0].Seek(0, io.SeekStart); err != nil {
		drop()
		return nil, nil, nil, err
	}
	return &spool{Reader: bufio.NewReaderSize(files[0], 1<<20), derived: derived}, groups, drop, nil
}

var blockSeed = maphash.MakeSeed()

// spoolLines copies every line of input to spool and returns the place and
// block of each line that has a block and whose id was not removed, and
// the number of lines spooled.
func spoolLines(input io.Reader, spool *os.File, removed map[string]bool) ([]spooledLine, int, error) {
	w := bufio.NewWriterSize(spool, 1<<20)
	reader := newLineReader(input)
	var out []spooledLine
	var offset int64
	ordinal := 0
	for {
		line, number, err := reader.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, 0, fmt.Errorf("reading the input after line %d: %w", number, err)
		}
		if len(line) == 0 {
			continue
		}
		if keys, err := topLevel(line, []string{"id", "title"}); err == nil {
			var id, title string
			if json.Unmarshal(keys["id"], &id) == nil && json.Unmarshal(keys["title"], &title) == nil && !removed[id] {
				if block := dupes.BlockKey(title); block != "" {
					out = append(out, spooledLine{block: maphash.String(blockSeed, block), offset: offset, length: int32(len(line)), ordinal: int32(ordinal)})
				}
			}
		}
		if _, err := w.Write(line); err != nil {
			return nil, 0, fmt.Errorf("writing the spool file: %w", err)
		}
		if err := w.WriteByte('\n'); err != nil {
			return nil, 0, fmt.Errorf("writing the spool file: %w", err)
		}
		offset += int64(len(line)) + 1
		ordinal++
	}
	if err := w.Flush(); err != nil {
		return nil, 0, fmt.Errorf("writing the spool file: %w", err)
	}
	return out, ordinal, nil
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
// are grouped together; the rule itself tells blocks apart), the blocks
// on as many goroutines as the machine has cores: the engine waits for
// the grouping. Each block's groups are merged in the blocks' order, so a
// row in two blocks gets the same group whatever finished first.
func groupSpooled(d *readapi.Dataset, spool *os.File, lines []spooledLine, types map[string]string, derive *deriving, derived *derivedSpool) (snapshotGroups, error) {
	slices.SortFunc(lines, func(a, b spooledLine) int {
		return cmp.Or(cmp.Compare(a.block, b.block), cmp.Compare(a.offset, b.offset))
	})
	var blocks [][]spooledLine
	for start := 0; start < len(lines); {
		end := start + 1
		for end < len(lines) && lines[end].block == lines[start].block {
			end++
		}
		if end-start > 1 {
			blocks = append(blocks, lines[start:end])
		}
		start = end
	}
	found := make([][]groupedRow, len(blocks))
	errs := make([]error, len(blocks))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g := blockGrouper{d: d, spool: spool, types: types, derive: derive, derived: derived, keys: flagKeys(d)}
			for i := range next {
				found[i], errs[i] = g.group(blocks[i])
			}
		}()
	}
	for i := range blocks {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	groups := snapshotGroups{}
	for _, rows := range found {
		for _, r := range rows {
			groups[r.ID] = r
		}
	}
	return groups, nil
}

// blockGrouper groups the lines of one block at a time.
type blockGrouper struct {
	d      *readapi.Dataset
	spool  *os.File
	types  map[string]string
	derive *deriving
	// derived keeps what derive made of each line, for the bulk.
	derived *derivedSpool
	keys    []string
	buf     []byte
}

// group reads a block's lines from the spool and returns its rows in
// groups of two or more.
func (g *blockGrouper) group(block []spooledLine) ([]groupedRow, error) {
	// A later line of an id replaces an earlier one, as in the index.
	byID := map[string]int{}
	var postings []dupes.Posting
	var raws []map[string]json.RawMessage
	for _, l := range block {
		g.buf = slices.Grow(g.buf[:0], int(l.length))[:l.length]
		if _, err := g.spool.ReadAt(g.buf, l.offset); err != nil {
			return nil, fmt.Errorf("reading the spool file: %w", err)
		}
		p, ok := spooledPostingOf(g.buf, g.types)
		if !ok {
			continue // a bad line, which the bulk rejects
		}
		// the raw values point into the line, which outlives buf's reuse
		raw, err := topLevel(bytes.Clone(g.buf), g.keys)
		if err != nil || derivedKeys(g.d, g.derive, g.buf, raw) != nil {
			continue
		}
		if v := raw[readapi.DerivedField]; g.derive != nil && len(v) > 0 {
			if err := g.derived.put(l.ordinal, v); err != nil {
				return nil, err
			}
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
	flags := GroupedFlags(g.d, assignments, actives, raws)
	var out []groupedRow
	for i, a := range assignments {
		if a.Size > 1 {
			out = append(out, groupedRow{Assignment: a, GroupFlags: flags[i]})
		}
	}
	return out, nil
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
