//go:build unix

package sqlite

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// claim takes an exclusive flock on path, which the kernel drops when the
// process ends, however it ends.
func claim(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("sqlite: claim: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("sqlite: %w (lock %s)", ErrServed, path)
		}
		return nil, fmt.Errorf("sqlite: claim: %w", err)
	}
	return func() { f.Close() }, nil
}
