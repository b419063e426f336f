package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"golang.org/x/term"

	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
)

// maxPromptBytes bounds a prompt read from a file, stdin or a JSON line.
const maxPromptBytes = 1 << 20

// maxLineBytes bounds a line of --jsonl: a prompt of maxPromptBytes with
// room for JSON escaping.
const maxLineBytes = 4 * maxPromptBytes

const scoreUsage = `usage: pqs score [flags] PROMPT|-
       pqs score --jsonl [--vertical V] < requests.jsonl

Scores PROMPT (its words joined by spaces), or standard input with -. Flags may
come before or after the prompt; a prompt that starts with - goes after --.
With --jsonl each line of standard input is a request body of /api/score,
{"prompt": ...} or {"messages": [{"role", "content"}, ...]} with an optional
"vertical", and each gets a line of output: the result, or {"error": {"code",
"message", "field", "line"}} with the API's codes. Bad lines do not stop the
run; the exit status is then 2.

flags:
`

// cmdScore scores one prompt, or JSON lines of requests with --jsonl.
//
//	pqs score [--vertical V] [--json] [--file F] PROMPT|-
//	pqs score --jsonl < requests.jsonl
func cmdScore(ctx context.Context, e *cliEnv, args []string) error {
	f := e.newFlags("score", scoreUsage)
	fs := f.FlagSet
	var vert string
	f.String(&vert, "vertical", "PQS_VERTICAL", "general", "vertical: general, crypto, content or research")
	asJSON := fs.Bool("json", false, "print the paid /api/score JSON shape")
	jsonl := fs.Bool("jsonl", false, `read /api/score request bodies, one a line, from stdin; write one JSON result or error per line`)
	file := fs.String("file", "", "read the prompt from this file")
	rest, err := parseInterleaved(fs, args)
	switch {
	case err != nil && !errors.Is(err, flag.ErrHelp) && unknownFlag(fs, args):
		err = fmt.Errorf("%v (a prompt that starts with - goes after --: pqs score -- \"-x ...\")", err)
	case err == nil:
		err = f.Err()
	}
	if err := e.parsed(f, err); err != nil {
		return err
	}
	v, err := scoring.ParseVertical(vert)
	if err != nil {
		return usageError("score: %v", err)
	}
	args = rest
	if *jsonl {
		if len(args) > 0 || *file != "" {
			return usageError("score: --jsonl reads stdin; give no PROMPT or --file")
		}
		return scoreJSONL(ctx, e, v)
	}
	prompt, err := promptArg(e, args, *file)
	if err != nil {
		return err
	}
	// The checks REST and MCP make, with their codes (empty_prompt).
	if err := tools.New(tools.Config{MaxPromptBytes: maxPromptBytes}).Validate(tools.NewRequest(prompt, string(v))); err != nil {
		return usageError("score: %v", err)
	}
	r, err := scoring.Score(prompt, v)
	if err != nil {
		return usageError("score: %v", err)
	}
	if *asJSON {
		return writeJSON(e.Stdout, tools.NewScoreResult(prompt, r, tools.DefaultPoweredBy))
	}
	writeBreakdown(e.Stdout, r, isTerminal(e.Stdout))
	return nil
}

// unknownFlag reports whether args, before any "--", hold a word that
// looks like a flag fs does not define: likely a prompt that starts with
// a dash.
func unknownFlag(fs *flag.FlagSet, args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if len(a) > 1 && a[0] == '-' {
			name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
			if fs.Lookup(name) == nil {
				return true
			}
		}
	}
	return false
}

// readPrompt reads a prompt from r, at most maxPromptBytes of it.
func readPrompt(r io.Reader, name string) (string, error) {
	b, err := io.ReadAll(io.LimitReader(r, maxPromptBytes+1))
	if err != nil {
		return "", usageError("score: read %s: %v", name, err)
	}
	if len(b) > maxPromptBytes {
		return "", usageError("score: prompt longer than %d bytes", maxPromptBytes)
	}
	return string(b), nil
}

func promptArg(e *cliEnv, args []string, file string) (string, error) {
	switch {
	case file != "" && len(args) > 0:
		return "", usageError("score: give either PROMPT or --file, not both")
	case file != "":
		fh, err := os.Open(file)
		if err != nil {
			return "", usageError("score: --file: %v", err)
		}
		defer fh.Close()
		return readPrompt(fh, file)
	case len(args) == 1 && args[0] == "-":
		return readPrompt(e.Stdin, "stdin")
	case len(args) == 0:
		return "", usageError("score: missing PROMPT (use - to read stdin, or --file)")
	}
	return strings.Join(args, " "), nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// jsonlError is the line written for an input line that cannot be scored.
type jsonlError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
		Field   string `json:"field,omitempty"`
		Line    int    `json:"line"`
	} `json:"error"`
}

// scoreJSONL scores each line of stdin as the paid /api/score would score
// it as a body, through the same tools.Service: {"prompt"} or
// {"messages"}, the same checks and codes, and the flag's vertical when a
// line names none. Blank lines are skipped. A bad line gets an error line
// and the run goes on; the exit status says how many there were.
func scoreJSONL(ctx context.Context, e *cliEnv, def scoring.Vertical) error {
	svc := tools.New(tools.Config{MaxPromptBytes: maxPromptBytes})
	in := bufio.NewReaderSize(e.Stdin, 64<<10)
	progress := isTerminal(e.Stderr)
	var n, lines, failed int
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		line, long, rerr := readLine(in, maxLineBytes)
		if rerr != nil && rerr != io.EOF {
			return fmt.Errorf("score: read stdin: %w", rerr)
		}
		if rerr == io.EOF && len(line) == 0 && !long {
			break
		}
		n++
		line = bytes.TrimSpace(line)
		if len(line) > 0 || long {
			lines++
			ok, err := scoreLine(ctx, e.Stdout, svc, def, line, long, n)
			if err != nil {
				return fmt.Errorf("score: write: %w", err)
			}
			if !ok {
				failed++
			}
			if progress {
				fmt.Fprintf(e.Stderr, "\rscored %d lines", n)
			}
		}
		if rerr == io.EOF {
			break
		}
	}
	if progress {
		fmt.Fprintln(e.Stderr)
	}
	if failed > 0 {
		return exitError{code: 2, msg: fmt.Sprintf("score: %d of %d lines could not be scored (their error lines say why)", failed, lines)}
	}
	return nil
}

// scoreLine writes the result of the request on line n, or its error, and
// reports whether it was scored.
func scoreLine(ctx context.Context, w io.Writer, svc *tools.Service, def scoring.Vertical, line []byte, long bool, n int) (bool, error) {
	bad := func(te *tools.Error) (bool, error) {
		var je jsonlError
		je.Error.Code, je.Error.Message, je.Error.Field, je.Error.Line = te.Code, te.Message, te.Field, n
		return false, writeJSON(w, je)
	}
	if long {
		return bad(tools.Errorf(tools.CodeBodyTooLarge, "line longer than %d bytes", maxLineBytes))
	}
	var req tools.Request
	if err := json.Unmarshal(line, &req); err != nil {
		var te *tools.Error
		if errors.As(err, &te) {
			return bad(te)
		}
		return bad(tools.Errorf(tools.CodeInvalidJSON, "line is not a JSON object"))
	}
	if req.Vertical == "" {
		req.Vertical = string(def)
	}
	res, err := svc.Score(ctx, req)
	if err != nil {
		var te *tools.Error
		if !errors.As(err, &te) {
			te = tools.Errorf(tools.CodeInternal, "%v", err)
		}
		return bad(te)
	}
	return true, writeJSON(w, res)
}

// readLine reads a line of r without its newline. A line over limit
// bytes is read to its end and dropped: long reports it, line is nil.
func readLine(r *bufio.Reader, limit int) (line []byte, long bool, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		if !long {
			if len(line)+len(chunk) > limit+1 { // +1: the newline
				long, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err != nil:
			return line, long, err
		}
		return bytes.TrimSuffix(line, []byte("\n")), long, nil
	}
}

// isTerminal reports whether w is a terminal, for colour and progress.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// writeBreakdown prints a readable score: a bar per dimension, the grade,
// the percentile and what it is relative to, the fixes and the evidence.
func writeBreakdown(w io.Writer, r scoring.Result, color bool) {
	paint := func(code, s string) string {
		if !color {
			return s
		}
		return "\x1b[" + code + "m" + s + "\x1b[0m"
	}
	gradeColor := map[string]string{"A": "32", "B": "32", "C": "33", "D": "33", "F": "31"}[r.Grade]
	l := scoring.Labels(r.Language) // the prompt's language
	fmt.Fprintf(w, "%s  %d/%d  %s %s  %s %d\n", paint("1", l.Score), r.Total, r.OutOf,
		l.Grade, paint("1;"+gradeColor, r.Grade), l.Percentile, r.Percentile)
	fmt.Fprintf(w, "  (percentile: %s; vertical %s, scorer %s)\n\n", scoring.PercentileBasis(), r.Vertical, scoring.Version)
	for _, d := range r.Dimensions {
		bar := strings.Repeat("█", d.Score) + strings.Repeat("░", 10-d.Score)
		c := "32"
		switch {
		case d.Score < 4:
			c = "31"
		case d.Score < 7:
			c = "33"
		}
		fmt.Fprintf(w, "  %-16s %s %2d\n", d.Name, paint(c, bar), d.Score)
	}
	// No fix is offered in a language the engine does not read (its
	// warning says so); otherwise none means none is worth making.
	unread := slices.ContainsFunc(r.Warnings, func(x scoring.Warning) bool { return x.Code == scoring.WarnLanguageNotSupported })
	if len(r.TopFixes) > 0 || !unread {
		fmt.Fprintf(w, "\n%s\n", paint("1", l.Fixes))
	}
	for i, f := range r.TopFixes {
		fmt.Fprintf(w, "  %d. (+%d %s) %s\n", i+1, f.Gain, f.Dimension, f.Action)
	}
	if len(r.TopFixes) == 0 && !unread {
		fmt.Fprintf(w, "  %s\n", l.NoFixes)
	}
	for _, x := range r.Warnings {
		fmt.Fprintf(w, "\n%s %s\n", paint("33", "!"), l.Warning(x))
	}
	fmt.Fprintf(w, "\n%s\n", paint("1", l.Evidence))
	for _, d := range r.Dimensions {
		if len(d.Fired) == 0 && len(d.Deducted) == 0 && len(d.Missing) == 0 {
			continue
		}
		fmt.Fprintf(w, "  %s\n", d.Name)
		for _, f := range d.Fired {
			fmt.Fprintf(w, "    %s %s\n", paint("32", "+"), f)
		}
		for _, f := range d.Deducted {
			fmt.Fprintf(w, "    %s %s\n", paint("31", "−"), f)
		}
		for _, m := range d.Missing {
			fmt.Fprintf(w, "    %s %s\n", paint("2", l.Missing), m)
		}
	}
}
