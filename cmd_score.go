package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
)

// maxPromptBytes bounds a prompt read from a file, stdin or a JSON line.
const maxPromptBytes = 1 << 20

// cmdScore scores one prompt, or JSON lines of prompts with --jsonl.
//
//	pqs score [--vertical V] [--json] [--file F] PROMPT|-
//	pqs score --jsonl < prompts.jsonl
func cmdScore(ctx context.Context, e *cliEnv, args []string) error {
	fs, f := newFlags(e, "score", "usage: pqs score [--vertical V] [--json] [--file F] PROMPT|-\n       pqs score --jsonl < prompts.jsonl\n")
	var vert string
	f.String(&vert, "vertical", "PQS_VERTICAL", "general", "vertical: general, crypto, content or research")
	asJSON := fs.Bool("json", false, "print the paid /api/score JSON shape")
	jsonl := fs.Bool("jsonl", false, `read {"prompt":...,"vertical":...} lines from stdin, write one JSON result per line`)
	file := fs.String("file", "", "read the prompt from this file")
	if err := parseFlags(fs, f, args, true); err != nil {
		return err
	}
	v, err := scoring.ParseVertical(vert)
	if err != nil {
		return usageError("score: %v", err)
	}
	if *jsonl {
		if fs.NArg() > 0 || *file != "" {
			return usageError("score: --jsonl reads stdin; give no PROMPT or --file")
		}
		return scoreJSONL(ctx, e, v)
	}
	prompt, err := promptArg(e, fs.Args(), *file)
	if err != nil {
		return err
	}
	if strings.TrimSpace(prompt) == "" {
		// The same code REST and MCP answer with.
		return usageError("score: %s: prompt must not be empty", tools.CodeEmptyPrompt)
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

func promptArg(e *cliEnv, args []string, file string) (string, error) {
	switch {
	case file != "" && len(args) > 0:
		return "", usageError("score: give either PROMPT or --file, not both")
	case file != "":
		b, err := os.ReadFile(file)
		if err != nil {
			return "", fmt.Errorf("score: %w", err)
		}
		return string(b), nil
	case len(args) == 1 && args[0] == "-":
		b, err := io.ReadAll(io.LimitReader(e.Stdin, maxPromptBytes+1))
		if err != nil {
			return "", fmt.Errorf("score: read stdin: %w", err)
		}
		if len(b) > maxPromptBytes {
			return "", usageError("score: prompt longer than %d bytes", maxPromptBytes)
		}
		return string(b), nil
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
		Line    int    `json:"line"`
	} `json:"error"`
}

func scoreJSONL(ctx context.Context, e *cliEnv, def scoring.Vertical) error {
	sc := bufio.NewScanner(e.Stdin)
	sc.Buffer(make([]byte, 0, 64<<10), maxPromptBytes*2)
	progress := isTerminal(e.Stderr)
	n := 0
	for sc.Scan() {
		if err := ctx.Err(); err != nil {
			return err
		}
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var in struct {
			Prompt   *string `json:"prompt"`
			Vertical string  `json:"vertical"`
		}
		bad := func(code, msg string) error {
			var je jsonlError
			je.Error.Code, je.Error.Message, je.Error.Line = code, msg, n
			return writeJSON(e.Stdout, je)
		}
		var err error
		switch {
		case json.Unmarshal([]byte(line), &in) != nil:
			err = bad(tools.CodeInvalidJSON, "line is not a JSON object")
		case in.Prompt == nil:
			err = bad(tools.CodeMissingPrompt, `"prompt" is required`)
		case strings.TrimSpace(*in.Prompt) == "":
			err = bad(tools.CodeEmptyPrompt, `"prompt" must not be empty`)
		default:
			v := def
			if in.Vertical != "" {
				v, err = scoring.ParseVertical(in.Vertical)
			}
			if err != nil {
				err = bad(tools.CodeUnknownVertical, err.Error())
				break
			}
			r, _ := scoring.Score(*in.Prompt, v)
			err = writeJSON(e.Stdout, tools.NewScoreResult(*in.Prompt, r, tools.DefaultPoweredBy))
		}
		if err != nil {
			return fmt.Errorf("score: write: %w", err)
		}
		if progress {
			fmt.Fprintf(e.Stderr, "\rscored %d lines", n)
		}
	}
	if progress {
		fmt.Fprintln(e.Stderr)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("score: read stdin: %w", err)
	}
	return nil
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
	fmt.Fprintf(w, "%s  %d/%d  grade %s  percentile %d\n", paint("1", "Prompt score"), r.Total, r.OutOf,
		paint("1;"+gradeColor, r.Grade), r.Percentile)
	fmt.Fprintf(w, "  (%s, vertical %s, scorer %s)\n\n", scoring.PercentileBasis(), r.Vertical, scoring.Version)
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
	if len(r.TopFixes) > 0 {
		fmt.Fprintf(w, "\n%s\n", paint("1", "Top fixes"))
		for i, f := range r.TopFixes {
			fmt.Fprintf(w, "  %d. (+%d %s) %s\n", i+1, f.Gain, f.Dimension, f.Action)
		}
	}
	fmt.Fprintf(w, "\n%s\n", paint("1", "Evidence"))
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
			fmt.Fprintf(w, "    %s %s\n", paint("2", "missing:"), m)
		}
	}
}
