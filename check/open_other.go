//go:build !unix

package check

import "os"

const openFlags = os.O_RDONLY
