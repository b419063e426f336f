package check

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/pqs-dev/pqs/scoring"
)

// A Format is a way to write a Report.
type Format string

// The report formats.
const (
	Text     Format = "text"     // for people: per file its score, grade and fixes
	JSON     Format = "json"     // JSON Lines: one object per file
	SARIF    Format = "sarif"    // SARIF 2.1.0: one result per failing file
	GitHub   Format = "github"   // GitHub Actions workflow commands
	Markdown Format = "markdown" // a table for a pull request comment or job summary
)

// Formats lists the formats in the order --help shows them.
func Formats() []Format { return []Format{Text, JSON, SARIF, GitHub, Markdown} }

// ParseFormat returns the format named s.
func ParseFormat(s string) (Format, error) {
	for _, f := range Formats() {
		if string(f) == s {
			return f, nil
		}
	}
	return "", fmt.Errorf("unknown format %q: want text, json, sarif, github or markdown", s)
}

// Write writes rep to w in format f.
func Write(w io.Writer, f Format, rep *Report) error {
	bw := bufio.NewWriter(w)
	switch f {
	case Text:
		writeText(bw, rep)
	case JSON:
		if err := writeJSONLines(bw, rep); err != nil {
			return err
		}
	case SARIF:
		if err := writeSARIF(bw, rep); err != nil {
			return err
		}
	case GitHub:
		writeGitHub(bw, rep)
	case Markdown:
		writeMarkdown(bw, rep)
	default:
		return fmt.Errorf("unknown format %q", f)
	}
	return bw.Flush()
}

// weakest is the dimension a failing file is reported under, with the
// fix for it: of the dimensions the top fixes name, the one with the
// lowest score (the more valuable fix on a tie); with no fixes, the
// lowest-scoring dimension.
func weakest(r scoring.Result) (scoring.Dimension, *scoring.Fix) {
	byName := map[string]scoring.Dimension{}
	for _, d := range r.Dimensions {
		byName[d.Name] = d
	}
	var (
		best scoring.Dimension
		fix  *scoring.Fix
	)
	for i, f := range r.TopFixes {
		if d, ok := byName[f.Dimension]; ok && (fix == nil || d.Score < best.Score) {
			best, fix = d, &r.TopFixes[i]
		}
	}
	if fix != nil {
		return best, fix
	}
	for i, d := range r.Dimensions {
		if i == 0 || d.Score < best.Score {
			best = d
		}
	}
	return best, nil
}

// summary is the closing line of the text, Markdown and GitHub reports.
func summary(rep *Report) string {
	what := "prompt files"
	if rep.Diff != "" {
		what = "changed prompt files since " + rep.Diff
	}
	n := len(rep.Files)
	if n == 1 {
		what = strings.Replace(what, "files", "file", 1)
	}
	s := fmt.Sprintf("%d %s: %d pass, %d fail", n, what, n-rep.Failed(), rep.Failed())
	if len(rep.Errors) > 0 {
		s += fmt.Sprintf("; %d could not be checked", len(rep.Errors))
	}
	return s + "."
}

// change says how a file's score moved since the base revision.
func change(f Result) string {
	if f.Before == nil {
		return "new"
	}
	d := f.Score.Total - f.Before.Total
	return fmt.Sprintf("was %d/%d %s, %+d", f.Before.Total, f.Score.OutOf, f.Before.Grade, d)
}

func writeText(w io.Writer, rep *Report) {
	for _, f := range rep.Files {
		status := "pass"
		if !f.Pass {
			status = "FAIL: " + f.Reason
		}
		moved := ""
		if rep.Diff != "" {
			moved = " (" + change(f) + ")"
		}
		fmt.Fprintf(w, "%s:%d  %d/%d %s%s  %s\n", f.Path, f.Line, f.Score.Total, f.Score.OutOf, f.Score.Grade, moved, status)
		for i, x := range f.Score.TopFixes {
			fmt.Fprintf(w, "    %d. (+%d %s) %s\n", i+1, x.Gain, x.Dimension, x.Action)
		}
	}
	if len(rep.Files) > 0 {
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, summary(rep))
}

// fileJSON is one line of the json format.
type fileJSON struct {
	Path       string      `json:"path"`
	Kind       string      `json:"kind"`
	Line       int         `json:"line"`
	Vertical   string      `json:"vertical"`
	Score      int         `json:"score"`
	OutOf      int         `json:"out_of"`
	Grade      string      `json:"grade"`
	MinScore   int         `json:"min_score"`
	Pass       bool        `json:"pass"`
	Reason     string      `json:"reason,omitempty"`
	Dimensions dimensions  `json:"dimensions"`
	TopFixes   []string    `json:"top_fixes"`
	Before     *beforeJSON `json:"before,omitempty"`
	New        bool        `json:"new,omitempty"`
}

type beforeJSON struct {
	Path  string `json:"path"`
	Score int    `json:"score"`
	Grade string `json:"grade"`
}

type errorJSON struct {
	Path  string `json:"path"`
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// dimensions marshals as an object whose keys keep the engine's order.
type dimensions []scoring.Dimension

func (ds dimensions) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	b.WriteByte('{')
	for i, d := range ds {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%d", d.Name, d.Score)
	}
	b.WriteByte('}')
	return []byte(b.String()), nil
}

func writeJSONLines(w io.Writer, rep *Report) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, f := range rep.Files {
		fixes := make([]string, 0, len(f.Score.TopFixes))
		for _, x := range f.Score.TopFixes {
			fixes = append(fixes, x.Action)
		}
		line := fileJSON{
			Path: f.Path, Kind: string(f.Kind), Line: f.Line, Vertical: string(f.Vertical),
			Score: f.Score.Total, OutOf: f.Score.OutOf, Grade: f.Score.Grade, MinScore: f.MinScore,
			Pass: f.Pass, Reason: f.Reason, Dimensions: f.Score.Dimensions, TopFixes: fixes,
		}
		if f.Before != nil {
			line.Before = &beforeJSON{f.Before.Path, f.Before.Total, f.Before.Grade}
		} else if rep.Diff != "" {
			line.New = true
		}
		if err := enc.Encode(line); err != nil {
			return err
		}
	}
	for _, e := range rep.Errors {
		var line errorJSON
		line.Path, line.Error.Code, line.Error.Message = e.Path, e.Code, e.Message
		if err := enc.Encode(line); err != nil {
			return err
		}
	}
	return nil
}

// escapeData and escapeProperty escape a workflow command's message and
// property values as @actions/core does.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}

// writeGitHub writes a warning on each failing file's line, an error for
// each file that could not be checked, and a notice with the summary.
func writeGitHub(w io.Writer, rep *Report) {
	for _, f := range rep.Files {
		if f.Pass {
			continue
		}
		title := fmt.Sprintf("pqs: %d/%d (%s), %s", f.Score.Total, f.Score.OutOf, f.Score.Grade, f.Reason)
		fmt.Fprintf(w, "::warning file=%s,line=%d,title=%s::%s\n",
			escapeProperty(f.Path), f.Line, escapeProperty(title), escapeData(failMessage(f, rep.Diff != "")))
	}
	for _, e := range rep.Errors {
		fmt.Fprintf(w, "::error file=%s,title=%s::%s\n", escapeProperty(e.Path), escapeProperty("pqs: "+e.Code), escapeData(e.Message))
	}
	fmt.Fprintf(w, "::notice title=pqs check::%s\n", escapeData(summary(rep)))
}

// failMessage says why a file failed and what to do first: the message
// of its GitHub annotation and SARIF result.
func failMessage(f Result, diff bool) string {
	d, fix := weakest(f.Score)
	var b strings.Builder
	fmt.Fprintf(&b, "Prompt score %d/%d (grade %s), %s", f.Score.Total, f.Score.OutOf, f.Score.Grade, f.Reason)
	if diff {
		b.WriteString(" (" + change(f) + ")")
	}
	fmt.Fprintf(&b, ". Weakest: %s %d/10.", d.Name, d.Score)
	if fix != nil {
		fmt.Fprintf(&b, " Fix (+%d): %s", fix.Gain, fix.Action)
	}
	for _, x := range f.Score.TopFixes {
		if fix == nil || x != *fix {
			fmt.Fprintf(&b, "\nAlso (+%d %s): %s", x.Gain, x.Dimension, x.Action)
		}
	}
	return b.String()
}

// mdCell makes s one line of a Markdown table cell: a pipe would end the
// cell (GitHub reads \| as one, in a code span too).
func mdCell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ", "\r", "").Replace(s)
}

// mdText makes s plain text in a Markdown table cell: what could open
// markup (a link, an image, emphasis, a code span, HTML, an entity) is
// escaped, so that a file name or a message shows as written and links
// nowhere.
func mdText(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("\\`*_[]<>!&~#", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return mdCell(b.String())
}

// mdCode makes s a code span in a Markdown table cell. Backslashes do not
// escape inside a code span, so its fence is one backtick longer than the
// longest run in s, and a space pads s when it starts or ends with a
// backtick: a file name cannot close the span and put markup (a link)
// after it.
func mdCode(s string) string {
	s = mdCell(s)
	longest, run := 0, 0
	for _, r := range s {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") || strings.HasPrefix(s, " ") && strings.HasSuffix(s, " ") {
		s = " " + s + " "
	}
	return fence + s + fence
}

func writeMarkdown(w io.Writer, rep *Report) {
	fmt.Fprintf(w, "### pqs check\n\n**%s**\n\n", summary(rep))
	if len(rep.Files) > 0 {
		if rep.Diff != "" {
			fmt.Fprintln(w, "| | file | score | grade | before | min | top fix |\n|---|---|--:|---|---|--:|---|")
		} else {
			fmt.Fprintln(w, "| | file | score | grade | min | top fix |\n|---|---|--:|---|--:|---|")
		}
		for _, f := range rep.Files {
			mark := "✅"
			if !f.Pass {
				mark = "❌"
			}
			top := ""
			if len(f.Score.TopFixes) > 0 {
				top = f.Score.TopFixes[0].Action
			}
			before := ""
			if rep.Diff != "" {
				before = " " + mdText(change(f)) + " |"
			}
			fmt.Fprintf(w, "| %s | %s | %d/%d | %s |%s %d | %s |\n", mark, mdCode(f.Path), f.Score.Total, f.Score.OutOf,
				f.Score.Grade, before, f.MinScore, mdText(top))
		}
	}
	if len(rep.Errors) > 0 {
		fmt.Fprintln(w, "\n| could not check | reason |\n|---|---|")
		for _, e := range rep.Errors {
			fmt.Fprintf(w, "| %s | %s: %s |\n", mdCode(e.Path), e.Code, mdText(e.Message))
		}
	}
}
