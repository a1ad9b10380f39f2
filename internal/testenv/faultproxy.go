package testenv

import (
	"io"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"
)

// FaultProxy is a TCP proxy in front of a real service that a test switches
// between passing bytes through and the ways a dependency fails: refusing
// connections, breaking them (at once, or halfway through an answer),
// accepting and never answering, and answering slowly. A switch applies to the connections already open as well as to
// new ones.
type FaultProxy struct {
	// Addr is the proxy's host:port; it stays the same through every switch.
	Addr   string
	target string

	mu       sync.Mutex
	listener net.Listener // nil while refusing
	mode     faultMode
	delay    time.Duration
	changed  chan struct{} // closed and replaced on every switch
	conns    map[net.Conn]bool
	closed   bool
}

type faultMode int

const (
	modePass faultMode = iota
	modeRefuse
	modeReset
	modeBlackhole
	modeSlow
	modeBreak
)

// NewFaultProxy starts a proxy to target (host:port, or a URL whose host is
// taken) that passes bytes through until told otherwise; it stops when the
// test ends.
func NewFaultProxy(t testing.TB, target string) *FaultProxy {
	t.Helper()
	if u, err := url.Parse(target); err == nil && u.Host != "" {
		target = u.Host
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("testenv: fault proxy: %v", err)
	}
	p := &FaultProxy{Addr: l.Addr().String(), target: target, listener: l,
		changed: make(chan struct{}), conns: map[net.Conn]bool{}}
	go p.accept(l)
	t.Cleanup(p.close)
	return p
}

// URLFor returns rawURL (an http:// or redis:// URL) with its host replaced
// by the proxy's.
func (p *FaultProxy) URLFor(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return rawURL
	}
	u.Host = p.Addr
	return u.String()
}

// Pass forwards bytes both ways as they come (listening again if the proxy
// was refusing).
func (p *FaultProxy) Pass() error { return p.switchTo(modePass, 0) }

// Refuse stops listening, so that connecting is refused, and resets every
// open connection.
func (p *FaultProxy) Refuse() error { return p.switchTo(modeRefuse, 0) }

// Reset breaks every connection: open ones and new ones are reset at once.
func (p *FaultProxy) Reset() error { return p.switchTo(modeReset, 0) }

// Blackhole accepts connections and never answers; open connections stop
// carrying bytes either way.
func (p *FaultProxy) Blackhole() error { return p.switchTo(modeBlackhole, 0) }

// Slow delays every chunk of bytes, either way, by d.
func (p *FaultProxy) Slow(d time.Duration) error { return p.switchTo(modeSlow, d) }

// Break passes requests but breaks every answer: half of its first chunk
// of bytes gets through, then the connection is reset.
func (p *FaultProxy) Break() error { return p.switchTo(modeBreak, 0) }

func (p *FaultProxy) switchTo(mode faultMode, delay time.Duration) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.mode, p.delay = mode, delay
	close(p.changed)
	p.changed = make(chan struct{})
	if mode == modeRefuse || mode == modeReset {
		for c := range p.conns {
			reset(c)
		}
	}
	switch {
	case mode == modeRefuse && p.listener != nil:
		p.listener.Close()
		p.listener = nil
	case mode != modeRefuse && p.listener == nil:
		l, err := net.Listen("tcp", p.Addr)
		if err != nil {
			return err
		}
		p.listener = l
		go p.accept(l)
	}
	return nil
}

func (p *FaultProxy) accept(l net.Listener) {
	for {
		client, err := l.Accept()
		if err != nil {
			return
		}
		go p.serve(client)
	}
}

// serve carries one client connection to the target.
func (p *FaultProxy) serve(client net.Conn) {
	if !p.track(client) {
		return
	}
	defer p.untrack(client)
	p.mu.Lock()
	mode := p.mode
	p.mu.Unlock()
	switch mode {
	case modeReset:
		reset(client)
		return
	case modeBlackhole:
		_, _ = io.Copy(io.Discard, client)
		return
	}
	server, err := net.DialTimeout("tcp", p.target, 2*time.Second)
	if err != nil {
		reset(client)
		return
	}
	if !p.track(server) {
		return
	}
	defer p.untrack(server)
	done := make(chan struct{}, 2)
	go func() { p.pipe(server, client, false); done <- struct{}{} }()
	go func() { p.pipe(client, server, true); done <- struct{}{} }()
	<-done
	client.Close()
	server.Close()
	<-done
}

// pipe copies src to dst chunk by chunk, as the current mode says;
// answers says whether src is the target.
func (p *FaultProxy) pipe(dst, src net.Conn, answers bool) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			pass, more := p.hold(n, answers)
			if _, werr := dst.Write(buf[:pass]); werr != nil {
				return
			}
			if !more {
				reset(dst)
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// hold keeps a chunk of n bytes as the mode says: at once when passing,
// after the delay when slow, until another switch when blackholed. It
// returns how many of the bytes to pass on and whether the connection
// carries on.
func (p *FaultProxy) hold(n int, answers bool) (pass int, more bool) {
	for {
		p.mu.Lock()
		mode, delay, changed, closed := p.mode, p.delay, p.changed, p.closed
		p.mu.Unlock()
		switch {
		case closed || mode == modeRefuse || mode == modeReset:
			return 0, false
		case mode == modePass || mode == modeBreak && !answers:
			return n, true
		case mode == modeBreak:
			return n / 2, false
		case mode == modeSlow:
			time.Sleep(delay)
			return n, true
		}
		<-changed
	}
}

func (p *FaultProxy) track(c net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		c.Close()
		return false
	}
	p.conns[c] = true
	return true
}

func (p *FaultProxy) untrack(c net.Conn) {
	p.mu.Lock()
	delete(p.conns, c)
	p.mu.Unlock()
	c.Close()
}

func (p *FaultProxy) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	close(p.changed)
	p.changed = make(chan struct{})
	if p.listener != nil {
		p.listener.Close()
	}
	for c := range p.conns {
		c.Close()
	}
}

// reset closes c with an RST rather than a FIN, as a crashed peer or a
// dropped route does.
func reset(c net.Conn) {
	if tcp, ok := c.(*net.TCPConn); ok {
		_ = tcp.SetLinger(0)
	}
	c.Close()
}
