package devservices

import (
	"bufio"
	"net"
	"testing"
	"time"
)

// TestRoundTrip checks the RESP bytes sent and the replies read, against
// a scripted peer on an in-memory connection.
func TestRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		args        []string
		sent        string
		reply, want string
	}{
		{[]string{"PING"}, "*1\r\n$4\r\nPING\r\n", "+PONG\r\n", "+PONG"},
		{[]string{"PING"}, "*1\r\n$4\r\nPING\r\n", "-NOAUTH Authentication required.\r\n", "-NOAUTH Authentication required."},
		{[]string{"CLUSTER", "INFO"}, "*2\r\n$7\r\nCLUSTER\r\n$4\r\nINFO\r\n", "$34\r\ncluster_state:ok\r\ncluster_size:3\r\n\r\n", "cluster_state:ok\r\ncluster_size:3\r\n"},
	} {
		client, server := net.Pipe()
		client.SetDeadline(time.Now().Add(5 * time.Second))
		server.SetDeadline(time.Now().Add(5 * time.Second))
		got := make(chan string, 1)
		go func() {
			buf := make([]byte, len(tc.sent))
			n, _ := bufioRead(server, buf)
			got <- string(buf[:n])
			server.Write([]byte(tc.reply))
		}()
		reply, err := roundTrip(client, bufio.NewReader(client), tc.args...)
		if sent := <-got; sent != tc.sent {
			t.Errorf("%v: sent %q, want %q", tc.args, sent, tc.sent)
		}
		if err != nil || reply != tc.want {
			t.Errorf("%v: reply %q (%v), want %q", tc.args, reply, err, tc.want)
		}
		client.Close()
		server.Close()
	}
}

func bufioRead(c net.Conn, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		m, err := c.Read(buf[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}
