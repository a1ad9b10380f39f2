package reindex

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// OpenInput opens a snapshot or batch file: "-" is stdin, a name ending in
// .gz is gunzipped.
func OpenInput(name string) (io.ReadCloser, error) {
	var f io.ReadCloser = os.Stdin
	if name != "-" {
		file, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		f = file
	}
	if !strings.HasSuffix(name, ".gz") {
		return f, nil
	}
	zr, err := gzip.NewReader(bufio.NewReaderSize(f, 1<<20))
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: not gzip: %w", name, err)
	}
	return struct {
		io.Reader
		io.Closer
	}{zr, closeBoth{zr, f}}, nil
}

type closeBoth [2]io.Closer

func (c closeBoth) Close() error { return errors.Join(c[0].Close(), c[1].Close()) }

// lineReader yields the lines of an NDJSON stream with their numbers.
type lineReader struct {
	r    *bufio.Reader
	line int
	buf  []byte
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 1<<20)}
}

// next returns the next line (without its newline, trimmed) and its 1-based
// number. The slice is valid until the following call. io.EOF ends the stream.
func (lr *lineReader) next() ([]byte, int, error) {
	lr.buf = lr.buf[:0]
	for {
		chunk, err := lr.r.ReadSlice('\n')
		lr.buf = append(lr.buf, chunk...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && (!errors.Is(err, io.EOF) || len(lr.buf) == 0) {
			return nil, lr.line, err
		}
		lr.line++
		return bytes.TrimSpace(lr.buf), lr.line, nil
	}
}
