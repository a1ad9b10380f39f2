package testenv

import (
	"fmt"
	"syscall"
	"testing"
)

// RefusingURL returns the http URL of a loopback port that refuses every
// connection for the rest of the test: a socket bound to it, never
// listening, holds it, so no other server of the machine (another test's,
// running alongside) can take it and answer, as a closed server's port may.
func RefusingURL(t testing.TB) string {
	t.Helper()
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = syscall.Close(fd) })
	if err := syscall.Bind(fd, &syscall.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}); err != nil {
		t.Fatal(err)
	}
	sa, err := syscall.Getsockname(fd)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("http://127.0.0.1:%d", sa.(*syscall.SockaddrInet4).Port)
}
