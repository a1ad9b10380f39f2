package reindex

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
)

// A load prepares its rows (checks, the derived object, the helper fields:
// prepareRow) on as many goroutines as the machine has cores, while the
// bulk requests run: on one goroutine, the preparing kept the engine
// waiting between requests. The rows come out in the input's order, so
// rejections are reported and a later line of an id written after an
// earlier one as before.

// preparedLine is one line of the input and what prepareRow made of it.
type preparedLine struct {
	number int
	line   []byte
	row    row
	err    error
}

// preparedChunk is a run of consecutive lines; done is closed once every
// line of it is prepared. err, on the last chunk, is why reading stopped.
type preparedChunk struct {
	lines []preparedLine
	err   error
	done  chan struct{}
}

// chunkLines is the lines of a chunk: enough that handing chunks around
// costs little beside preparing them, few enough that a 4 MiB bulk
// request is many chunks.
const chunkLines = 64

// prepareLines reads the lines of input and prepares those of dataset
// (derived by derive) on several goroutines; input read from a load's
// spool (*spool) gives the derived objects that the grouping computed,
// which are not computed again. It returns the chunks, in the input's
// order, and a function that stops the goroutines; the channel is closed
// after the last chunk or once stopped.
func prepareLines(ctx context.Context, dataset string, input io.Reader, derive *deriving) (<-chan *preparedChunk, func()) {
	var known *derivedSpool
	if s, ok := input.(*spool); ok {
		known = s.derived
	}
	ctx, stop := context.WithCancel(ctx)
	workers := runtime.GOMAXPROCS(0)
	work := make(chan *preparedChunk)
	out := make(chan *preparedChunk, 2*workers)
	for range workers {
		go func() {
			for c := range work {
				for i := range c.lines {
					p := &c.lines[i]
					if len(p.line) == 0 {
						continue
					}
					// The spool has no empty lines: the line numbered n is
					// its (n-1)th.
					derived, err := known.get(p.number - 1)
					if p.err = err; err == nil {
						p.row, p.err = prepareRow(dataset, p.line, derive, derived)
					}
				}
				close(c.done)
			}
		}()
	}
	go func() {
		defer close(out)
		defer close(work)
		lines := newLineReader(input)
		for last := false; !last; {
			c := &preparedChunk{lines: make([]preparedLine, 0, chunkLines), done: make(chan struct{})}
			for len(c.lines) < chunkLines {
				line, number, err := lines.next()
				if errors.Is(err, io.EOF) {
					last = true
					break
				}
				if err != nil {
					c.err, last = fmt.Errorf("reading the input after line %d: %w", number, err), true
					break
				}
				c.lines = append(c.lines, preparedLine{number: number, line: bytes.Clone(line)})
			}
			select {
			case work <- c:
			case <-ctx.Done():
				return
			}
			select {
			case out <- c:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, stop
}

// eachPrepared hands the prepared lines of chunks, in order, to add until
// it returns false or ctx is done; it returns the error that stopped the
// reading, if any.
func eachPrepared(ctx context.Context, chunks <-chan *preparedChunk, add func(preparedLine) bool) error {
	for {
		var c *preparedChunk
		select {
		case c = <-chunks:
		case <-ctx.Done():
		}
		if c == nil {
			return nil
		}
		select {
		case <-c.done:
		case <-ctx.Done():
			return nil
		}
		for _, p := range c.lines {
			if ctx.Err() != nil {
				return nil
			}
			if len(p.line) > 0 && !add(p) {
				return nil
			}
		}
		if c.err != nil {
			return c.err
		}
	}
}
