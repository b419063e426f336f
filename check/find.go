package check

import (
	"context"
	"errors"
	"fmt"
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
	tree  *treeDir  // what abs must resolve inside
	sniff bool      // a *.json found by a walk: skipped unless it holds a chat
	base  *baseFile // with --diff: the file at the base revision; nil for a new file
}

// finder decides which files are prompt files.
type finder struct {
	dir     string              // absolute
	tree    *treeDir            // dir's
	outside map[string]*treeDir // of PATHs outside dir, by directory
	include []glob
	exclude []glob
	ignore  gitignore.Matcher
	loaded  map[string]bool // directories whose .pqsignore was read
	errs    []FileError     // unreadable .pqsignore files
}

func newFinder(dir string) (*finder, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
		return nil, errors.New(dir + ": not a directory")
	}
	t, err := openTree(abs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	return &finder{dir: abs, tree: t, loaded: map[string]bool{}, outside: map[string]*treeDir{}}, nil
}

// setGlobs compiles the include and exclude globs.
func (f *finder) setGlobs(include, exclude []string) (err error) {
	if f.include, err = compileGlobs(include); err != nil {
		return err
	}
	f.exclude, err = compileGlobs(exclude)
	return err
}

// loadConfig reads the configuration file name, or when name is empty
// the directory's .pqs.yml if it has one. The directory's file comes
// with the tree, so it is read by the tree's rules.
func (f *finder) loadConfig(name string) (Config, error) {
	var data []byte
	if name == "" {
		name = filepath.Join(f.dir, ConfigFile)
		var fe *FileError
		data, fe = f.tree.read(name, ConfigFile, MaxFileBytes)
		switch {
		case fe != nil && fe.Code == CodeNotFound:
			return Config{}, nil
		case fe != nil:
			return Config{}, fmt.Errorf("read config: %w", fe)
		}
	} else {
		var err error
		if data, err = readFile(name, MaxFileBytes); err != nil {
			return Config{}, fmt.Errorf("read config: %w", err)
		}
	}
	c, err := ParseConfig(data)
	if err != nil {
		return Config{}, fmt.Errorf("%s: %w", name, err)
	}
	return c, nil
}

// close releases the trees.
func (f *finder) close() {
	f.tree.Close()
	for _, t := range f.outside {
		t.Close()
	}
}

// treeOf returns the tree a file under dir (a PATH, or the directory of
// a PATH that is a file) is read in: the directory checked when dir lies
// in it, else dir itself, so that a PATH outside is a tree of its own.
func (f *finder) treeOf(dir string) (*treeDir, error) {
	if !isOutside(f.rel(dir)) {
		return f.tree, nil
	}
	if t, ok := f.outside[dir]; ok {
		return t, nil
	}
	t, err := openTree(dir)
	if err != nil {
		return nil, err
	}
	f.outside[dir] = t
	return t, nil
}

func isOutside(rel string) bool {
	return rel == ".." || strings.HasPrefix(rel, "../") || path.IsAbs(rel)
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

// ignoredHere is ignored for a walk, which never enters an ignored
// directory: only rel itself is left to match, not each of its parents
// again (on a tree 1,000 deep that would be a million matches).
func (f *finder) ignoredHere(rel string, isDir bool) bool {
	if f.ignore.Match(rel, isDir) {
		return true
	}
	for _, g := range f.exclude {
		if g.Match(rel, isDir) {
			return true
		}
	}
	return false
}

// load reads the .pqsignore of directory rel, in tree t, once.
func (f *finder) load(t *treeDir, rel string) {
	if f.loaded[rel] {
		return
	}
	f.loaded[rel] = true
	name := path.Join(rel, IgnoreFile)
	data, fe := t.read(f.abs(filepath.FromSlash(name)), name, MaxFileBytes)
	switch {
	case fe == nil:
		ps := gitignore.Parse(rel, data)
		if f.ignore.Len()+len(ps) > MaxGlobs {
			f.errs = append(f.errs, FileError{name, CodeTooLarge, fmt.Sprintf("the %s files hold more than %d patterns", IgnoreFile, MaxGlobs)})
			return
		}
		f.ignore.AddPatterns(ps)
	case fe.Code != CodeNotFound:
		f.errs = append(f.errs, *fe)
	}
}

// loadUpTo reads the .pqsignore files of directory rel and of every
// directory between it and the directory checked, parents first.
func (f *finder) loadUpTo(rel string) {
	if isOutside(rel) {
		return // outside: only what a walk below rel finds applies
	}
	f.load(f.tree, "")
	for i := 0; i < len(rel); i++ {
		if rel[i] == '/' {
			f.load(f.tree, rel[:i])
		}
	}
	if rel != "" {
		f.load(f.tree, rel)
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
			t, err := f.treeOf(filepath.Dir(abs))
			if err != nil {
				errs = append(errs, statError(p, err))
				continue
			}
			add(target{path: rel, abs: abs, kind: k, tree: t, sniff: sniff})
			continue
		}
		t, err := f.treeOf(abs)
		if err != nil {
			errs = append(errs, statError(p, err))
			continue
		}
		f.loadUpTo(rel)
		if rel != "" && !isOutside(rel) && f.ignored(rel, true) {
			continue // as git: nothing below an ignored directory is seen
		}
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
				if p != abs && (isSkipDir(d.Name()) || f.ignoredHere(r, true)) {
					return filepath.SkipDir
				}
				f.load(t, r)
				return nil
			}
			if d.Type()&fs.ModeSymlink != 0 {
				// A link is never walked into, and a link to nothing is
				// not a file; where a link to a file leads, read decides.
				if fi, err := os.Stat(p); err != nil || fi.IsDir() {
					return nil
				}
			}
			if f.ignoredHere(r, false) {
				return nil
			}
			if k, sniff, ok := f.classify(r, false); ok {
				add(target{path: r, abs: p, kind: k, tree: t, sniff: sniff})
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
