//go:build unix

package loadgen

import "syscall"

// spinSupported reports whether --spin can poll a socket without blocking.
const SpinSupported = true

// sysRead reads a non-blocking socket once (see spinReader).
func sysRead(fd uintptr, p []byte) (int, error) { return syscall.Read(int(fd), p) }
