//go:build unix

package transport_test

import "syscall"

// smallReceiveBuffer is a net.Dialer Control function that shrinks the
// socket's receive buffer before it connects, so that a client that does
// not read stalls the server's writes early.
func smallReceiveBuffer(_, _ string, c syscall.RawConn) error {
	var serr error
	if err := c.Control(func(fd uintptr) {
		serr = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096)
	}); err != nil {
		return err
	}
	return serr
}
