package check

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/scoring"
)

func write(t *testing.T, f Format, rep *Report) string {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, f, rep); err != nil {
		t.Fatalf("Write(%s): %v", f, err)
	}
	return b.String()
}

// reports are the reports the format tests write: the fixture tree (files
// that pass and fail), the bad tree (files that cannot be read) and a
// hand-made one whose path needs escaping everywhere.
func reports(t *testing.T) map[string]*Report {
	t.Helper()
	odd := run(t, Options{Dir: tree, Paths: []string{"chats/billing-bare.json"}})
	odd.Files[0].Path = "odd, name: 100%|x\n.prompt.txt"
	odd.Errors = []FileError{{Path: "a,b:c.json", Code: CodeMalformed, Message: "line 1: bad\nsecond line"}}
	return map[string]*Report{
		"tree": run(t, Options{Dir: tree}),
		"bad":  run(t, Options{Dir: "testdata/bad"}),
		"odd":  odd,
	}
}

// sarifSchema compiles the SARIF 2.1.0 schema that interop/sarif installs
// from npm (@microsoft/jest-sarif ships the OASIS schema,
// sarif-2.1.0-rtm.5.json).
func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	p := filepath.Join("..", "interop", "sarif", "node_modules", "@microsoft", "jest-sarif", "lib", "schemas", "sarif-2.1.0-rtm.5.json")
	f, err := os.Open(p)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("the SARIF schema is missing in CI (npm ci --prefix interop/sarif): %v", err)
		}
		t.Skip("the SARIF schema is not installed: run npm ci --prefix interop/sarif")
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("mem://sarif-2.1.0.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("mem://sarif-2.1.0.json")
	if err != nil {
		t.Fatalf("compile the SARIF schema: %v", err)
	}
	return s
}

func TestSARIFValidates(t *testing.T) {
	schema := sarifSchema(t)
	for name, rep := range reports(t) {
		out := write(t, SARIF, rep)
		doc, err := jsonschema.UnmarshalJSON(strings.NewReader(out))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := schema.Validate(doc); err != nil {
			t.Errorf("%s: SARIF does not validate: %v\n%s", name, err, out)
		}
	}
	// The schema does reject what is not SARIF 2.1.0.
	for _, bad := range []string{
		`{"version": "2.0.0", "runs": []}`,
		`{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "pqs"}}, "results": [{"ruleId": "clarity"}]}]}`,
	} {
		doc, _ := jsonschema.UnmarshalJSON(strings.NewReader(bad))
		if schema.Validate(doc) == nil {
			t.Errorf("the schema accepts %s", bad)
		}
	}
}

func TestSARIFResults(t *testing.T) {
	rep := run(t, Options{Dir: tree})
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID string }
				}
			}
			Results []struct {
				RuleID    string
				RuleIndex int
				Level     string
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(write(t, SARIF, rep)), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	if len(run.Tool.Driver.Rules) != 8 {
		t.Errorf("%d rules, want one per dimension", len(run.Tool.Driver.Rules))
	}
	var failing []Result
	for _, f := range rep.Files {
		if !f.Pass {
			failing = append(failing, f)
		}
	}
	if len(failing) == 0 || len(run.Results) != len(failing) {
		t.Fatalf("%d results, want one per failing file (%d)", len(run.Results), len(failing))
	}
	for i, res := range run.Results {
		f := failing[i]
		d, fix := weakest(f.Score)
		loc := res.Locations[0].PhysicalLocation
		if res.RuleID != d.Name || run.Tool.Driver.Rules[res.RuleIndex].ID != d.Name {
			t.Errorf("%s: rule %s (index %d), want the weakest dimension %s", f.Path, res.RuleID, res.RuleIndex, d.Name)
		}
		if loc.ArtifactLocation.URI != sarifURI(f.Path) || loc.Region.StartLine != f.Line {
			t.Errorf("%s: location %s:%d, want %s:%d", f.Path, loc.ArtifactLocation.URI, loc.Region.StartLine, f.Path, f.Line)
		}
		if fix == nil || !strings.Contains(res.Message.Text, fix.Action) {
			t.Errorf("%s: message %q, want the fix for %s", f.Path, res.Message.Text, d.Name)
		}
	}
}

func TestSARIFURI(t *testing.T) {
	for in, want := range map[string]string{
		"prompts/a.prompt.yml":   "prompts/a.prompt.yml",
		"../x/my prompt.txt":     "../x/my%20prompt.txt",
		"a:b/c,d%e|f.prompt.txt": "a%3Ab/c%2Cd%25e%7Cf.prompt.txt",
	} {
		if got := sarifURI(in); got != want {
			t.Errorf("sarifURI(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWeakest(t *testing.T) {
	dims := func(scores ...int) []scoring.Dimension {
		var out []scoring.Dimension
		for i, n := range scoring.DimensionNames() {
			out = append(out, scoring.Dimension{Name: n, Score: scores[i]})
		}
		return out
	}
	for _, test := range []struct {
		name  string
		r     scoring.Result
		want  string
		fixed bool
	}{
		{"the fix for the lowest dimension", scoring.Result{Dimensions: dims(7, 5, 0, 4, 2, 8, 0, 0),
			TopFixes: []scoring.Fix{{Dimension: "constraints", Gain: 5}, {Dimension: "output_format", Gain: 4}, {Dimension: "context", Gain: 3}}}, "context", true},
		{"a tie goes to the more valuable fix", scoring.Result{Dimensions: dims(7, 5, 2, 4, 2, 8, 0, 0),
			TopFixes: []scoring.Fix{{Dimension: "output_format", Gain: 6}, {Dimension: "context", Gain: 3}}}, "output_format", true},
		{"no fixes: the lowest dimension", scoring.Result{Dimensions: dims(7, 5, 2, 4, 1, 8, 3, 3)}, "output_format", false},
	} {
		d, fix := weakest(test.r)
		if d.Name != test.want || (fix != nil) != test.fixed {
			t.Errorf("%s: weakest = %s, fix %v; want %s, fix %v", test.name, d.Name, fix, test.want, test.fixed)
		}
	}
}

// commandLine is a workflow command as the runner reads it: "::" name,
// optional "key=value" properties (values escaped, so free of "," and
// ":"), "::" and the escaped message, on one line.
var commandLine = regexp.MustCompile(`^::(warning|error|notice)(?: ((?:file|line|endLine|col|endColumn|title)=[^,:\r\n]*(?:,(?:file|line|endLine|col|endColumn|title)=[^,:\r\n]*)*))?::([^\r\n]*)$`)

func unescape(s string) string {
	return strings.NewReplacer("%0D", "\r", "%0A", "\n", "%3A", ":", "%2C", ",", "%25", "%").Replace(s)
}

func TestGitHubCommands(t *testing.T) {
	for name, rep := range reports(t) {
		out := write(t, GitHub, rep)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if want := rep.Failed() + len(rep.Errors) + 1; len(lines) != want {
			t.Errorf("%s: %d lines, want %d (one per failing file, one per error, the summary)", name, len(lines), want)
		}
		var failing []Result
		for _, f := range rep.Files {
			if !f.Pass {
				failing = append(failing, f)
			}
		}
		for i, l := range lines {
			m := commandLine.FindStringSubmatch(l)
			if m == nil {
				t.Errorf("%s: not a workflow command: %q", name, l)
				continue
			}
			props := map[string]string{}
			if m[2] != "" {
				for _, kv := range strings.Split(m[2], ",") {
					k, v, _ := strings.Cut(kv, "=")
					props[k] = unescape(v)
				}
			}
			switch {
			case i < len(failing):
				f := failing[i]
				if m[1] != "warning" || props["file"] != f.Path || props["line"] != strconv.Itoa(f.Line) {
					t.Errorf("%s: %q: want a warning at %s:%d", name, l, f.Path, f.Line)
				}
				if got := unescape(m[3]); got != failMessage(f, false) {
					t.Errorf("%s: message %q, want %q", name, got, failMessage(f, false))
				}
			case i < len(failing)+len(rep.Errors):
				e := rep.Errors[i-len(failing)]
				if m[1] != "error" || props["file"] != e.Path || unescape(m[3]) != e.Message {
					t.Errorf("%s: %q: want an error for %s: %s", name, l, e.Path, e.Message)
				}
			default:
				if m[1] != "notice" || unescape(m[3]) != summary(rep) {
					t.Errorf("%s: last line %q, want the summary notice", name, l)
				}
			}
		}
	}
}

func TestJSONLines(t *testing.T) {
	rep := reports(t)["tree"]
	bad := reports(t)["bad"]
	rep.Errors = bad.Errors
	out := write(t, JSON, rep)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(rep.Files)+len(rep.Errors) {
		t.Fatalf("%d lines, want one per file (%d) and error (%d)", len(lines), len(rep.Files), len(rep.Errors))
	}
	order := `"dimensions":{"clarity":`
	for i, l := range lines {
		var v map[string]any
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if i < len(rep.Files) {
			f := rep.Files[i]
			if v["path"] != f.Path || v["score"] != float64(f.Score.Total) || v["grade"] != f.Score.Grade || v["pass"] != f.Pass {
				t.Errorf("line %d = %s, want %s's path, score, grade and pass", i+1, l, f.Path)
			}
			if !strings.Contains(l, order) || len(v["dimensions"].(map[string]any)) != 8 || v["top_fixes"] == nil {
				t.Errorf("line %d: want 8 dimensions in the engine's order and top_fixes: %s", i+1, l)
			}
		} else if e := rep.Errors[i-len(rep.Files)]; v["path"] != e.Path || v["error"].(map[string]any)["code"] != e.Code {
			t.Errorf("line %d = %s, want the error of %s", i+1, l, e.Path)
		}
	}
}

func TestTextAndMarkdown(t *testing.T) {
	rep := reports(t)["tree"]
	text := write(t, Text, rep)
	pqstest.Contains(t, "text report", text,
		"support/support.prompt.yml:7  ", "support/support-bare.prompt.yml:4  0/80 F  FAIL: below the minimum score 20\n    1. (+",
		"\n8 prompt files: 6 pass, 2 fail.\n",
	)
	md := write(t, Markdown, reports(t)["odd"])
	pqstest.Contains(t, "markdown", md,
		"### pqs check\n\n**1 prompt file: 0 pass, 1 fail; 1 could not be checked.**\n",
		"| ❌ | `odd, name: 100%\\|x .prompt.txt` | 0/80 | F | 20 | ",
		"| `a,b:c.json` | malformed: line 1: bad second line |",
	)
	// Every row of a table has as many cells as its header.
	cells := 0
	for _, l := range strings.Split(md, "\n") {
		if !strings.HasPrefix(l, "|") {
			cells = 0
			continue
		}
		n := strings.Count(strings.ReplaceAll(l, `\|`, ""), "|")
		if cells == 0 {
			cells = n
		} else if n != cells {
			t.Errorf("markdown row %q has %d cell borders, its header %d", l, n, cells)
		}
	}
}

// codeSpans returns the code spans of a Markdown line as CommonMark reads
// them (a backtick run opens a span that the next run of the same length
// closes; backslashes do not escape inside) and the text outside them.
func codeSpans(line string) (spans []string, outside string) {
	run := func(i int) int {
		j := i
		for j < len(line) && line[j] == '`' {
			j++
		}
		return j - i
	}
	var out strings.Builder
	for i := 0; i < len(line); {
		if line[i] == '\\' && i+1 < len(line) {
			out.WriteString(line[i : i+2])
			i += 2
			continue
		}
		if line[i] != '`' {
			out.WriteByte(line[i])
			i++
			continue
		}
		n := run(i)
		closed := false
		for j := i + n; j < len(line); {
			if line[j] != '`' {
				j++
				continue
			}
			m := run(j)
			if m == n {
				s := line[i+n : j]
				if len(s) >= 2 && s[0] == ' ' && s[len(s)-1] == ' ' && strings.Trim(s, " ") != "" {
					s = s[1 : len(s)-1]
				}
				spans = append(spans, s)
				i, closed = j+m, true
				break
			}
			j += m
		}
		if !closed {
			out.WriteString(line[i : i+n])
			i += n
		}
	}
	return spans, out.String()
}

// TestMarkdownHostileNames: a file name holding backticks cannot close
// its code span and put a link into a pull request's job summary; a
// message's markup is escaped.
func TestMarkdownHostileNames(t *testing.T) {
	for _, name := range []string{
		"x` [pwn](https://evil.example) `y.prompt.txt",
		"a``b` [l](https://evil.example) ```c.prompt.md",
		"`lead.prompt.txt", "trail.prompt.txt`", "` both `",
		"![img](https://evil.example/i.png).prompt.txt",
	} {
		rep := &Report{
			Files:  []Result{{Path: name, MinScore: 20, Score: scoring.Result{Total: 0, OutOf: 80, Grade: "F"}}},
			Errors: []FileError{{Path: name, Code: CodeMalformed, Message: "bad [link](https://evil.example) <b>x</b> `y`"}},
		}
		md := write(t, Markdown, rep)
		for _, l := range strings.Split(md, "\n") {
			if !strings.HasPrefix(l, "| ") || strings.HasPrefix(l, "| |") || strings.HasPrefix(l, "| could") {
				continue
			}
			spans, outside := codeSpans(l)
			if len(spans) != 1 || spans[0] != name {
				t.Errorf("name %q: row %q has code spans %q, want the name alone in one", name, l, spans)
			}
			if m := regexp.MustCompile(`(^|[^\\])(\]\(|<b>)`).FindString(outside); m != "" {
				t.Errorf("name %q: row %q has %q outside its code span, unescaped", name, l, m)
			}
		}
	}
}
