//go:build unix

package check

import (
	"os"
	"syscall"
)

// openFlags opens a named pipe without waiting for a writer, so that its
// mode can be checked and the pipe refused.
const openFlags = os.O_RDONLY | syscall.O_NONBLOCK
