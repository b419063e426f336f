package main

import (
	"context"
	"fmt"
	"strconv"

	"github.com/pqs-dev/pqs/check"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/settings"
)

// cmdCheck scores the prompt files of a tree and holds each to a minimum
// score: exit 0 when all pass, 1 when any falls below, 2 on a usage
// error or a file that cannot be read or parsed (named on stderr).
//
//	pqs check [--min-score N] [--format F] [--diff BASE] [PATH...]
func cmdCheck(ctx context.Context, e *cliEnv, args []string) error {
	f := e.newFlags("check", `usage: pqs check [flags] [PATH...]

Scores the prompt files under each PATH (default: the directory): *.prompt.yml,
*.prompt.yaml, *.prompt.md, *.prompt.txt, and *.json files that hold a chat. Plain
*.md and *.txt files are checked when named or matched by --include. .pqsignore
files (gitignore syntax) and --exclude leave files out. Exit status: 0 when every
file meets its minimum score, 1 when any falls below, 2 on a usage error or a file
that cannot be read or parsed. Details: docs/check.md.

flags:
`)
	fs := f.FlagSet
	minScore := fs.String("min-score", e.Getenv("PQS_MIN_SCORE"), fmt.Sprintf("fail files scoring below `N` of 80 (env PQS_MIN_SCORE; default: .pqs.yml's, else %d)", check.DefaultMinScore))
	vert := fs.String("vertical", e.Getenv("PQS_VERTICAL"), "`vertical`: general, crypto, content or research (env PQS_VERTICAL; default: .pqs.yml's, else general)")
	var formatName string
	f.String(&formatName, "format", "PQS_FORMAT", "text", "report `format`: text, json, sarif, github or markdown")
	var include, exclude settings.List
	fs.Var(&include, "include", "also check files matching `GLOB` (.gitignore syntax), read as text; repeatable")
	fs.Var(&exclude, "exclude", "leave out files matching `GLOB` (.gitignore syntax); repeatable")
	dir := fs.String("dir", ".", "the `directory` checked: PATHs, globs and reported paths are relative to it, and its .pqs.yml is read")
	config := fs.String("config", "", "read this `file` instead of DIR/.pqs.yml")
	diff := fs.String("diff", "", "check only the prompt files changed since this git `revision`, with their scores before and after")
	maxDrop := fs.Int("max-drop", -1, "with --diff, also fail a file whose score fell by more than `N` points (-1: no limit)")
	paths, err := parseInterleaved(fs, args)
	if err := e.parsed(f, err); err != nil {
		return err
	}
	format, err := check.ParseFormat(formatName)
	if err != nil {
		return usageError("check: --format: %v", err)
	}
	opts := check.Options{
		Dir: *dir, Paths: paths, Include: include, Exclude: exclude, Config: *config,
		Diff: *diff, MaxDrop: *maxDrop,
	}
	if *minScore != "" {
		n, err := strconv.Atoi(*minScore)
		if err != nil || n < 0 || n > scoring.OutOf {
			return usageError("check: --min-score %q: want a whole number from 0 to %d", *minScore, scoring.OutOf)
		}
		opts.MinScore = &n
	}
	if *vert != "" {
		v, err := scoring.ParseVertical(*vert)
		if err != nil {
			return usageError("check: --vertical: %v", err)
		}
		opts.Vertical = v
	}
	rep, err := check.Run(ctx, opts)
	if err != nil {
		if ctx.Err() != nil {
			return err
		}
		return usageError("check: %v", err)
	}
	if err := check.Write(e.Stdout, format, rep); err != nil {
		return exitError{code: 2, msg: fmt.Sprintf("check: write report: %v", err)}
	}
	for _, fe := range rep.Errors {
		fmt.Fprintf(e.Stderr, "pqs: check: %s: %s (%s)\n", fe.Path, fe.Message, fe.Code)
	}
	switch {
	case len(rep.Errors) > 0:
		return exitError{code: 2, msg: fmt.Sprintf("check: %d file(s) could not be checked", len(rep.Errors))}
	case rep.Failed() > 0:
		return exitError{code: 1}
	}
	return nil
}
