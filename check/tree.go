package check

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// A treeDir is a directory whose files are read only where they resolve
// inside it. The tree checked comes from a pull request, so a symbolic
// link out of it (to /proc/self/environ, say) must never be followed:
// what pqs reads ends up in public annotations.
type treeDir struct {
	dir  string   // absolute, as the paths in it are written
	real string   // dir with symbolic links resolved
	root *os.Root // opens only what lies inside, one directory at a time
}

func openTree(dir string) (*treeDir, error) {
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return nil, err
	}
	root, err := os.OpenRoot(real)
	if err != nil {
		return nil, err
	}
	return &treeDir{dir: dir, real: real, root: root}, nil
}

func (t *treeDir) Close() error { return t.root.Close() }

// read returns the contents of the file at abs, a path under t.dir, up to
// limit bytes. report is the path errors name. It refuses a file whose
// path leads out of the tree and anything but a regular file (a named
// pipe would block the read for ever), without reading them.
func (t *treeDir) read(abs, report string, limit int) ([]byte, *FileError) {
	rel, err := filepath.Rel(t.dir, abs)
	if err != nil || !filepath.IsLocal(rel) {
		return nil, &FileError{report, CodeOutside, "outside the directory checked: not read"}
	}
	f, err := t.root.OpenFile(rel, openFlags, 0)
	if err != nil && !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, fs.ErrPermission) {
		// The root refuses a link that leaves it, and an absolute one
		// even into the tree: tell the two apart, and follow the second.
		resolved, rerr := filepath.EvalSymlinks(abs)
		if rerr != nil {
			return nil, &FileError{report, CodeUnreadable, errMessage(err)}
		}
		in, rerr := filepath.Rel(t.real, resolved)
		if rerr != nil || !filepath.IsLocal(in) {
			return nil, &FileError{report, CodeOutside, "a symbolic link out of the directory checked: not read"}
		}
		f, err = t.root.OpenFile(in, openFlags, 0)
	}
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			if fi, lerr := os.Lstat(abs); lerr == nil && fi.Mode()&fs.ModeSymlink != 0 {
				return nil, &FileError{report, CodeNotFound, "a symbolic link to nothing"}
			}
			return nil, &FileError{report, CodeNotFound, "no such file"}
		}
		return nil, &FileError{report, CodeUnreadable, errMessage(err)}
	}
	defer f.Close()
	return readOpen(f, report, limit)
}

// readFile reads the file name, which the command line gave and may lie
// anywhere, up to limit bytes; it must be a regular file.
func readFile(name string, limit int) ([]byte, error) {
	f, err := os.OpenFile(name, openFlags, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, fe := readOpen(f, name, limit)
	if fe != nil {
		return nil, fe
	}
	return data, nil
}

// readOpen reads f, a regular file of at most limit bytes.
func readOpen(f *os.File, report string, limit int) ([]byte, *FileError) {
	fi, err := f.Stat()
	if err != nil {
		return nil, &FileError{report, CodeUnreadable, errMessage(err)}
	}
	switch m := fi.Mode(); {
	case m.IsDir():
		return nil, &FileError{report, CodeUnreadable, "is a directory"}
	case !m.IsRegular():
		return nil, &FileError{report, CodeNotRegular, "not a regular file (" + modeName(m) + "): not read"}
	}
	data, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	if err != nil {
		return nil, &FileError{report, CodeUnreadable, errMessage(err)}
	}
	if len(data) > limit {
		return nil, &FileError{report, CodeTooLarge, fmt.Sprintf("larger than %d bytes", limit)}
	}
	return data, nil
}

func modeName(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "mode " + m.String()
}
