// Command pqs scores natural-language prompts before they are run.
//
// Usage:
//
//	pqs serve    the web page, REST API, MCP over streamable HTTP at /mcp, metrics
//	pqs mcp      MCP over stdio (for Claude Desktop, Claude Code, Cursor)
//	pqs score    score one prompt (or JSON lines) on the command line
//	pqs check    score a tree's prompt files and gate them on a minimum score
//	pqs keys     create, list and revoke API keys
//	pqs migrate  apply storage migrations
//	pqs eval     pairwise accuracy of the scorer on labelled pairs
//	pqs load     load test a running server
//	pqs web      write the web page as a static folder
//
// Run "pqs COMMAND --help" for a command's flags; every flag also has an
// environment variable. "pqs --version" prints the release version.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"syscall"

	"github.com/pqs-dev/pqs/settings"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr)
	stop()
	if err != nil {
		var ee exitError
		if errors.As(err, &ee) {
			if ee.msg != "" {
				fmt.Fprintln(os.Stderr, "pqs:", ee.msg)
			}
			os.Exit(ee.code)
		}
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "pqs:", err)
			os.Exit(1)
		}
	}
}

// cliEnv is what a command may touch of the outside world; tests pass their own.
type cliEnv struct {
	Getenv func(string) string
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
}

// exitError ends the program with a specific exit code (2 for usage errors).
type exitError struct {
	code int
	msg  string
}

func (e exitError) Error() string { return e.msg }

func usageError(format string, args ...any) error {
	return exitError{code: 2, msg: fmt.Sprintf(format, args...)}
}

type command struct {
	run     func(ctx context.Context, e *cliEnv, args []string) error
	summary string
}

func commands() map[string]command {
	return map[string]command{
		"serve":   {cmdServe, "run the web page, the REST API and MCP over HTTP"},
		"mcp":     {cmdMCP, "run MCP over stdio"},
		"score":   {cmdScore, "score a prompt"},
		"check":   {cmdCheck, "score the prompt files of a tree against a minimum"},
		"keys":    {cmdKeys, "manage API keys"},
		"migrate": {cmdMigrate, "apply storage migrations"},
		"eval":    {cmdEval, "print the scoring figures on the evaluation files"},
		"load":    {cmdLoad, "load test a running server"},
		"web":     {cmdWeb, "write the web page as a static folder"},
	}
}

func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	e := &cliEnv{Getenv: getenv, Stdin: stdin, Stdout: stdout, Stderr: stderr}
	cmds := commands()
	if len(args) == 1 && (args[0] == "--version" || args[0] == "-version" || args[0] == "version") {
		fmt.Fprintf(stdout, "pqs %s\n", displayVersion())
		return nil
	}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		w := stdout // asked for; without a command it is a usage error
		if len(args) == 0 {
			w = stderr
		}
		fmt.Fprintln(w, "usage: pqs COMMAND [flags]\n\ncommands:")
		names := make([]string, 0, len(cmds))
		for n := range cmds {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			fmt.Fprintf(w, "  %-8s %s\n", n, cmds[n].summary)
		}
		fmt.Fprintln(w, "\npqs --version prints the version.")
		if len(args) == 0 {
			return usageError("")
		}
		return nil
	}
	c, ok := cmds[args[0]]
	if !ok {
		return usageError("unknown command %q (run pqs help)", args[0])
	}
	return c.run(ctx, e, args[1:])
}

// flags are a command's flags. What they print (usage, a bad flag) is
// held until the parse is over: --help's text goes to stdout, since it
// was asked for, and the rest to stderr.
type flags struct {
	*settings.Flags
	out bytes.Buffer
}

func (e *cliEnv) newFlags(name, usage string) *flags {
	f := &flags{}
	f.Flags = settings.NewFlags(name, usage, e.Getenv, &f.out)
	return f
}

// parsed sends what the flags printed where it belongs and returns err,
// the parse's outcome, as a usage error of the command (flag.ErrHelp and
// exit errors as they are).
func (e *cliEnv) parsed(f *flags, err error) error {
	return e.route(f.FlagSet.Name(), &f.out, err)
}

func (e *cliEnv) route(cmd string, out *bytes.Buffer, err error) error {
	w := e.Stderr
	if errors.Is(err, flag.ErrHelp) {
		w = e.Stdout
	}
	w.Write(out.Bytes())
	var ee exitError
	if err == nil || errors.Is(err, flag.ErrHelp) || errors.As(err, &ee) {
		return err
	}
	return usageError("%s: %v", cmd, err)
}

// parseSettings runs one of the settings package's Parse functions for
// command cmd, its output sent as the flags' is.
func parseSettings[T any](e *cliEnv, cmd string, args []string, parse func([]string, func(string) string, io.Writer) (T, error)) (T, error) {
	var out bytes.Buffer
	c, err := parse(args, e.Getenv, &out)
	return c, e.route(cmd, &out, err)
}

// parseInterleaved parses flags that may come before, between or after
// the positional arguments (pqs check prompts/ --min-score 40), up to a
// "--", and returns the positional ones.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			return append(pos, rest...), nil
		}
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}
