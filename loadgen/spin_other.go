//go:build !unix

package loadgen

import "errors"

// spinSupported reports whether --spin can poll a socket without blocking:
// not here (Windows sockets are not read with read(2)).
const SpinSupported = false

// sysRead is never called where spinSupported is false.
func sysRead(uintptr, []byte) (int, error) {
	return 0, errors.New("load: --spin needs a Unix system")
}
