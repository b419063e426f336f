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
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"syscall"
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
		fmt.Fprintln(stderr, "usage: pqs COMMAND [flags]\n\ncommands:")
		names := make([]string, 0, len(cmds))
		for n := range cmds {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			fmt.Fprintf(stderr, "  %-8s %s\n", n, cmds[n].summary)
		}
		fmt.Fprintln(stderr, "\npqs --version prints the version.")
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

// newFlags returns the flag set of command name, which writes to
// e.Stderr and prints usage above its flags for --help, and the envFlags
// that give its flags defaults from the environment.
func newFlags(e *cliEnv, name, usage string) (*flag.FlagSet, *envFlags) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
	}
	return fs, &envFlags{fs: fs, getenv: e.Getenv}
}

// parseFlags parses args into fs. A bad flag, a bad environment value, or
// a positional argument is a usage error naming the command; --help is
// flag.ErrHelp.
func parseFlags(fs *flag.FlagSet, f *envFlags, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError("%s: %v", fs.Name(), err)
	}
	if fs.NArg() > 0 {
		return usageError("%s: unexpected argument %q", fs.Name(), fs.Arg(0))
	}
	if f.err != nil {
		return usageError("%s: %v", fs.Name(), f.err)
	}
	return nil
}
