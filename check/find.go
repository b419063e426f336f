package check

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pqs-dev/pqs/internal/gitignore"
	"github.com/pqs-dev/pqs/promptfile"
)

// IgnoreFile is the name of the files whose gitignore-syntax lines leave
// paths out of a walk; one may sit in any directory.
const IgnoreFile = ".pqsignore"

// skipDirs are never walked into.
var skipDirs = []string{".git", "node_modules"}

// target is a file to score.
type target struct {
	path  string // reported: slash-separated, relative to the directory checked
	abs   string // to read
	kind  promptfile.Kind
	sniff bool      // a *.json found by a walk: skipped unless it holds a chat
	base  *baseFile // with --diff: the file at the base revision; nil for a new file
}

// finder decides which files are prompt files.
type finder struct {
	dir     string // absolute
	include []glob
	exclude []glob
	ignore  gitignore.Matcher
	loaded  map[string]bool // directories whose .pqsignore was read
	errs    []FileError     // unreadable .pqsignore files
}

func newFinder(dir string, include, exclude []string) (*finder, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
		return nil, errors.New(dir + ": not a directory")
	}
	f := &finder{dir: abs, loaded: map[string]bool{}}
	if f.include, err = compileGlobs(include); err != nil {
		return nil, err
	}
	if f.exclude, err = compileGlobs(exclude); err != nil {
		return nil, err
	}
	return f, nil
}

// rel is the reported path of p: relative to the directory checked, or
// as given when it lies outside; "" is the directory itself.
func (f *finder) rel(p string) string {
	r, err := filepath.Rel(f.dir, p)
	if err != nil {
		return filepath.ToSlash(filepath.Clean(p))
	}
	if r = filepath.ToSlash(r); r == "." {
		return ""
	}
	return r
}

// abs is the path to open for a PATH given relative to the directory.
func (f *finder) abs(p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(f.dir, p)
}

// classify says whether the file at rel is checked, and as what. A file
// named on the command line (explicit) may be plain Markdown or text.
func (f *finder) classify(rel string, explicit bool) (k promptfile.Kind, sniff, ok bool) {
	k, known := promptfile.KindOf(path.Base(rel))
	switch {
	case k == promptfile.ChatJSON:
		return k, !explicit, true
	case known && k != promptfile.Markdown && k != promptfile.Text:
		return k, false, true
	case explicit && known, matchAny(f.include, rel, false):
		if !known {
			k = promptfile.Text
		}
		return k, false, true
	}
	return "", false, false
}

// ignored reports whether a walk leaves rel out: a .pqsignore line or an
// exclude glob matches it or a directory it is in.
func (f *finder) ignored(rel string, isDir bool) bool {
	return f.ignore.Ignored(rel, isDir) || matchAny(f.exclude, rel, isDir)
}

// load reads the .pqsignore of directory rel once.
func (f *finder) load(rel string) {
	if f.loaded[rel] {
		return
	}
	f.loaded[rel] = true
	p := filepath.Join(f.abs(filepath.FromSlash(rel)), IgnoreFile)
	data, err := os.ReadFile(p)
	switch {
	case err == nil:
		f.ignore.Add(rel, data)
	case !errors.Is(err, fs.ErrNotExist):
		f.errs = append(f.errs, FileError{path.Join(rel, IgnoreFile), CodeUnreadable, errMessage(err)})
	}
}

// loadUpTo reads the .pqsignore files of directory rel and of every
// directory between it and the directory checked, parents first.
func (f *finder) loadUpTo(rel string) {
	if rel == ".." || strings.HasPrefix(rel, "../") {
		return // outside: only what a walk below rel finds applies
	}
	f.load("")
	for i := 0; i < len(rel); i++ {
		if rel[i] == '/' {
			f.load(rel[:i])
		}
	}
	if rel != "" {
		f.load(rel)
	}
}

// find walks paths (the directory itself when there are none) and
// returns the prompt files in them, sorted by path.
func (f *finder) find(ctx context.Context, paths []string) ([]target, []FileError, error) {
	if len(paths) == 0 {
		paths = []string{"."}
	}
	var (
		ts   []target
		errs []FileError
		seen = map[string]bool{}
	)
	add := func(t target) {
		if !seen[t.abs] {
			seen[t.abs] = true
			ts = append(ts, t)
		}
	}
	for _, p := range paths {
		abs := f.abs(p)
		rel := f.rel(abs)
		fi, err := os.Stat(abs)
		if err != nil {
			errs = append(errs, statError(p, err))
			continue
		}
		if !fi.IsDir() {
			k, sniff, ok := f.classify(rel, true)
			if !ok {
				errs = append(errs, FileError{rel, CodeNotPrompt, "not a prompt file: name it *.prompt.md, *.prompt.txt or *.prompt.yml, or match it with --include"})
				continue
			}
			add(target{path: rel, abs: abs, kind: k, sniff: sniff})
			continue
		}
		f.loadUpTo(rel)
		err = filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
			if err := ctx.Err(); err != nil {
				return err
			}
			r := f.rel(p)
			if err != nil {
				errs = append(errs, FileError{r, CodeUnreadable, errMessage(err)})
				return nil
			}
			if d.IsDir() {
				if p != abs && (isSkipDir(d.Name()) || f.ignored(r, true)) {
					return filepath.SkipDir
				}
				f.load(r)
				return nil
			}
			if !d.Type().IsRegular() {
				// A symbolic link is followed to a file, never to a directory.
				if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() {
					return nil
				}
			}
			if f.ignored(r, false) {
				return nil
			}
			if k, sniff, ok := f.classify(r, false); ok {
				add(target{path: r, abs: p, kind: k, sniff: sniff})
			}
			return nil
		})
		if err != nil {
			return nil, nil, err
		}
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i].path < ts[j].path })
	return ts, append(errs, f.errs...), nil
}

func isSkipDir(name string) bool {
	for _, s := range skipDirs {
		if name == s {
			return true
		}
	}
	return false
}

func statError(p string, err error) FileError {
	p = filepath.ToSlash(p)
	if errors.Is(err, fs.ErrNotExist) {
		return FileError{p, CodeNotFound, "no such file or directory"}
	}
	return FileError{p, CodeUnreadable, errMessage(err)}
}
