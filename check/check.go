package check

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"sort"
	"sync"

	"github.com/pqs-dev/pqs/promptfile"
	"github.com/pqs-dev/pqs/scoring"
)

// MaxFileBytes bounds a prompt file. A larger *.json file found in a walk
// is taken for data, not a prompt, and skipped.
const MaxFileBytes = 1 << 20

// Options says what to check and how.
type Options struct {
	// Dir is the directory checked, "." when empty: PATHs, globs and
	// reported paths are relative to it, and its .pqs.yml is read.
	Dir string
	// Paths are the files and directories to check, relative to Dir;
	// none means Dir itself. A file named here is checked whatever its
	// name, .pqsignore and the exclude globs say.
	Paths []string
	// Include globs match files that are not prompt files by name; they
	// are read as text (or as what their name says, for *.md and *.txt).
	Include []string
	// Exclude globs leave files out, as .pqsignore lines do.
	Exclude []string
	// MinScore, when set, replaces .pqs.yml's top-level min-score (its
	// overrides still apply).
	MinScore *int
	// Vertical, when set, replaces .pqs.yml's top-level vertical.
	Vertical scoring.Vertical
	// Config is the .pqs.yml to read; empty means Dir/.pqs.yml if there
	// is one.
	Config string
	// Diff, when set, is a git revision: only the prompt files changed
	// since then are scored, each with its score at that revision.
	Diff string
	// MaxDrop, with Diff, fails a file whose score fell by more than this
	// many points; negative means no limit.
	MaxDrop int
	// Workers is how many files are scored at once; 0 means GOMAXPROCS.
	Workers int
}

// A Report is what Run found.
type Report struct {
	Files  []Result    // scored files, sorted by path
	Errors []FileError // files that could not be checked, sorted by path
	Diff   string      // the base revision, with Options.Diff
}

// A Result is one scored file.
type Result struct {
	Path     string // slash-separated, relative to Options.Dir
	Kind     promptfile.Kind
	Line     int // where a report points: the system message or the first line
	Vertical scoring.Vertical
	MinScore int
	Score    scoring.Result
	Before   *Before // with Options.Diff: the file at the base revision; nil for a new file
	Pass     bool
	Reason   string // why it failed; empty when it passed
}

// Before is a changed file's score at the base revision.
type Before struct {
	Path  string // the file's path then (it differs after a rename)
	Total int
	Grade string
}

// A FileError is a file that could not be checked.
type FileError struct {
	Path    string
	Code    string // one of the Code constants
	Message string
}

func (e FileError) Error() string { return e.Path + ": " + e.Message }

// Stable codes of FileError.
const (
	CodeNotFound   = "not_found"    // a PATH that does not exist
	CodeUnreadable = "unreadable"   // permissions, a directory where a file was expected, I/O
	CodeTooLarge   = "too_large"    // over MaxFileBytes
	CodeNotPrompt  = "not_a_prompt" // a file named on the command line that is not a prompt file
	CodeMalformed  = "malformed"    // a prompt file that does not parse
	CodeEmpty      = "empty_prompt" // a prompt file with no text
	CodeOutside    = "outside_tree" // a symbolic link out of the directory checked: never read
	CodeNotRegular = "not_regular"  // a named pipe, socket or device: never read
)

// Failed counts the files that did not pass.
func (r *Report) Failed() int {
	n := 0
	for _, f := range r.Files {
		if !f.Pass {
			n++
		}
	}
	return n
}

// Run finds the files opts names, scores them and holds each to its
// minimum score. The error is for the run as a whole (a bad option or
// config, git failing with Diff); a file that cannot be checked is in
// Report.Errors instead.
func Run(ctx context.Context, opts Options) (*Report, error) {
	if opts.Dir == "" {
		opts.Dir = "."
	}
	f, err := newFinder(opts.Dir)
	if err != nil {
		return nil, err
	}
	defer f.close()
	cfg, err := f.loadConfig(opts.Config)
	if err != nil {
		return nil, err
	}
	rs, err := newRules(cfg, opts)
	if err != nil {
		return nil, err
	}
	err = f.setGlobs(append(append([]string{}, cfg.Include...), opts.Include...),
		append(append([]string{}, cfg.Exclude...), opts.Exclude...))
	if err != nil {
		return nil, err
	}
	rep := &Report{Diff: opts.Diff}
	var targets []target
	if opts.Diff != "" {
		targets, rep.Errors, err = f.changed(ctx, opts.Paths, opts.Diff)
		if err != nil {
			return nil, err
		}
	} else {
		targets, rep.Errors, err = f.find(ctx, opts.Paths)
		if err != nil {
			return nil, err
		}
	}
	if err := score(ctx, rep, targets, rs, opts); err != nil {
		return nil, err
	}
	sort.Slice(rep.Errors, func(i, j int) bool { return rep.Errors[i].Path < rep.Errors[j].Path })
	return rep, nil
}

// outcome is what a worker made of one target.
type outcome struct {
	res  *Result
	err  *FileError
	skip bool
}

// score reads, parses and scores targets on a bounded pool of workers,
// keeping the targets' order.
func score(ctx context.Context, rep *Report, targets []target, rs rules, opts Options) error {
	outs := make([]outcome, len(targets))
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(workers, len(targets)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				outs[i] = scoreOne(targets[i], rs.For(targets[i].path), opts.MaxDrop)
			}
		}()
	}
	var err error
	for i := range targets {
		if err = ctx.Err(); err != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if err != nil {
		return err
	}
	for _, o := range outs {
		switch {
		case o.res != nil:
			rep.Files = append(rep.Files, *o.res)
		case o.err != nil:
			rep.Errors = append(rep.Errors, *o.err)
		}
	}
	return nil
}

func scoreOne(t target, s settings, maxDrop int) outcome {
	data, fe := t.tree.read(t.abs, t.path, MaxFileBytes)
	if fe != nil {
		// Other JSON need not be a chat: one too large, or one pqs may
		// not read, is taken for data.
		if t.sniff && (fe.Code == CodeTooLarge || fe.Code == CodeOutside || fe.Code == CodeNotRegular) {
			return outcome{skip: true}
		}
		return outcome{err: fe}
	}
	pf, err := promptfile.Parse(t.kind, data)
	if err != nil {
		switch {
		case errors.Is(err, promptfile.ErrNotChat) && t.sniff:
			return outcome{skip: true}
		case errors.Is(err, promptfile.ErrNotChat):
			return outcome{err: &FileError{t.path, CodeNotPrompt, err.Error() +
				`: want an array of {"role", "content"} messages or {"messages": [...]}`}}
		case errors.Is(err, promptfile.ErrEmpty):
			return outcome{err: &FileError{t.path, CodeEmpty, err.Error()}}
		case errors.Is(err, promptfile.ErrTooLarge):
			return outcome{err: &FileError{t.path, CodeTooLarge, err.Error()}}
		}
		return outcome{err: &FileError{t.path, CodeMalformed, err.Error()}}
	}
	r, _ := scoring.Score(pf.Prompt, s.vertical) // the vertical was checked with the options
	res := &Result{Path: t.path, Kind: pf.Kind, Line: pf.Line, Vertical: r.Vertical, MinScore: s.minScore, Score: r, Pass: true}
	if t.base != nil {
		res.Before = t.base.score(t.kind, s.vertical)
	}
	switch {
	case r.Total < s.minScore:
		res.Pass, res.Reason = false, fmt.Sprintf("below the minimum score %d", s.minScore)
	case res.Before != nil && maxDrop >= 0 && res.Before.Total-r.Total > maxDrop:
		res.Pass, res.Reason = false, fmt.Sprintf("fell %d points, more than the %d allowed", res.Before.Total-r.Total, maxDrop)
	}
	return outcome{res: res}
}

// errMessage is an OS error without the path the report already names.
func errMessage(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
