package check

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/pqs-dev/pqs/promptfile"
	"github.com/pqs-dev/pqs/scoring"
)

// baseFile is a changed file as it was at the base revision.
type baseFile struct {
	path string // relative to the directory checked
	oid  string // the blob's object name
	data []byte
}

// score scores the file at the base revision as the current file is
// scored; nil when it was not a prompt file then.
func (b *baseFile) score(now promptfile.Kind, v scoring.Vertical) *Before {
	k, ok := promptfile.KindOf(path.Base(b.path))
	if !ok || (k == promptfile.Markdown || k == promptfile.Text) && !now.Chat() {
		k = now // an included file, or one renamed into a prompt file's name
	}
	pf, err := promptfile.Parse(k, b.data)
	if err != nil {
		return nil
	}
	r, _ := scoring.Score(pf.Prompt, v)
	return &Before{Path: b.path, Total: r.Total, Grade: r.Grade}
}

// git runs git in the directory checked and returns its standard output.
func (f *finder) git(ctx context.Context, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = f.dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("git %s: %s", args[0], msg)
	}
	return out, nil
}

// changed returns the prompt files under paths that differ from base
// (committed since, staged, modified or untracked), each with its
// contents at base. It compares with the merge base of base and HEAD,
// as a pull request's diff does, or with base itself when they share
// no history here (a shallow clone).
func (f *finder) changed(ctx context.Context, paths []string, base string) ([]target, []FileError, error) {
	if _, err := f.git(ctx, "rev-parse", "--is-inside-work-tree"); err != nil {
		return nil, nil, fmt.Errorf("--diff needs a git work tree: %w", err)
	}
	if strings.HasPrefix(base, "-") {
		return nil, nil, fmt.Errorf("--diff %q: not a revision", base)
	}
	out, err := f.git(ctx, "rev-parse", "--verify", "--end-of-options", base+"^{commit}")
	if err != nil {
		return nil, nil, fmt.Errorf("--diff %q: unknown revision (in a shallow clone, fetch it first): %w", base, err)
	}
	rev := strings.TrimSpace(string(out))
	if mb, err := f.git(ctx, "merge-base", rev, "HEAD"); err == nil {
		rev = strings.TrimSpace(string(mb))
	}
	// Paths relative to the directory checked; renames keep their old
	// name. Every name is NUL-terminated (a name may hold a newline), and
	// the base file is then asked for by its blob's object name.
	diff, err := f.git(ctx, "diff", "--raw", "-z", "--no-abbrev", "-M", "--relative", "--diff-filter=ACMRT", rev, "--")
	if err != nil {
		return nil, nil, err
	}
	untracked, err := f.git(ctx, "ls-files", "--others", "--exclude-standard", "-z")
	if err != nil {
		return nil, nil, err
	}
	old, err := parseRawDiff(diff)
	if err != nil {
		return nil, nil, err
	}
	for _, p := range strings.Split(string(untracked), "\x00") {
		if p != "" {
			old[p] = nil
		}
	}

	var errs []FileError
	roots := make([]string, 0, len(paths))
	for _, p := range paths {
		abs := f.abs(p)
		if _, err := os.Stat(abs); err != nil {
			errs = append(errs, statError(p, err))
			continue
		}
		roots = append(roots, f.rel(abs))
	}
	if len(paths) == 0 {
		roots = []string{""}
	}
	var ts []target
	for p, base := range old {
		explicit, under := false, false
		for _, r := range roots {
			explicit = explicit || p == r
			under = under || r == "" || p == r || strings.HasPrefix(p, r+"/")
		}
		if !under {
			continue
		}
		if !explicit {
			f.loadUpTo(path.Dir(p))
			if f.ignored(p, false) {
				continue
			}
		}
		k, sniff, ok := f.classify(p, explicit)
		if !ok {
			continue
		}
		ts = append(ts, target{path: p, abs: f.abs(p), kind: k, tree: f.tree, sniff: sniff, base: base})
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i].path < ts[j].path })
	if err := f.readBase(ctx, ts); err != nil {
		return nil, nil, err
	}
	return ts, append(errs, f.errs...), nil
}

// parseRawDiff reads the output of git diff --raw -z: for each changed
// path, the file it was at the base revision, or nil when it is new or was
// not a regular file there (a symbolic link's blob is its target's name).
//
//	:<old mode> <new mode> <old oid> <new oid> <status>\0<path>\0[<new path>\0]
func parseRawDiff(out []byte) (map[string]*baseFile, error) {
	old := map[string]*baseFile{}
	fields := strings.Split(strings.TrimSuffix(string(out), "\x00"), "\x00")
	for i := 0; i < len(fields) && fields[i] != ""; {
		h := strings.Fields(strings.TrimPrefix(fields[i], ":"))
		if !strings.HasPrefix(fields[i], ":") || len(h) != 5 || i+1 >= len(fields) || fields[i+1] == "" {
			return nil, fmt.Errorf("git diff: unexpected output %q", fields[i])
		}
		mode, oid, status, p := h[0], h[2], h[4], fields[i+1]
		i += 2
		was := p
		if strings.HasPrefix(status, "R") || strings.HasPrefix(status, "C") {
			if i >= len(fields) || fields[i] == "" {
				return nil, fmt.Errorf("git diff: %s %q has no new name", status, p)
			}
			p = fields[i]
			i++
		}
		if status == "A" || (mode != "100644" && mode != "100755") {
			old[p] = nil
			continue
		}
		old[p] = &baseFile{path: was, oid: oid}
	}
	return old, nil
}

// readBase fills in the contents of the targets' base files, with one git
// cat-file process for all of them. A blob over MaxFileBytes is not read:
// the file counts as new.
func (f *finder) readBase(ctx context.Context, ts []target) error {
	var want []*baseFile
	var req bytes.Buffer
	for _, t := range ts {
		if t.base != nil {
			want = append(want, t.base)
			fmt.Fprintf(&req, "%s\n", t.base.oid)
		}
	}
	if len(want) == 0 {
		return nil
	}
	cmd := exec.CommandContext(ctx, "git", "cat-file", "--batch")
	cmd.Dir = f.dir
	cmd.Stdin = &req
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("git cat-file: %w", err)
	}
	r := bufio.NewReader(stdout)
	for _, b := range want {
		// "<oid> <type> <size>\n<contents>\n", or "<name> missing\n".
		header, err := r.ReadString('\n')
		if err != nil {
			break
		}
		parts := strings.Fields(header)
		if len(parts) != 3 || parts[1] != "blob" {
			b.data = nil
			continue
		}
		n, err := strconv.Atoi(parts[2])
		if err != nil {
			break
		}
		if n > MaxFileBytes {
			if _, err := io.CopyN(io.Discard, r, int64(n)+1); err != nil {
				break
			}
			continue
		}
		data := make([]byte, n+1)
		if _, err := io.ReadFull(r, data); err != nil {
			break
		}
		b.data = data[:n]
	}
	_, _ = io.Copy(io.Discard, r)
	if err := cmd.Wait(); err != nil {
		return fmt.Errorf("git cat-file: %w", err)
	}
	for i := range ts {
		if ts[i].base != nil && ts[i].base.data == nil {
			ts[i].base = nil // not a file at base
		}
	}
	return nil
}
