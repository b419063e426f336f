//go:build !unix

package transport_test

import "syscall"

func smallReceiveBuffer(_, _ string, _ syscall.RawConn) error { return nil }
