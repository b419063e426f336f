package promptfile

import (
	"bytes"
	"errors"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/scoring"
)

func TestKindOf(t *testing.T) {
	for _, test := range []struct {
		name string
		want Kind
		ok   bool
	}{
		{"a.prompt.yml", PromptYAML, true},
		{"dir/A.Prompt.YAML", PromptYAML, true},
		{"a.prompt.md", PromptMarkdown, true},
		{"a.prompt.txt", PromptText, true},
		{"chat.json", ChatJSON, true},
		{"README.md", Markdown, true},
		{"notes.txt", Text, true},
		{"a.yml", "", false},
		{"a.prompt", "", false},
		{"main.go", "", false},
	} {
		got, ok := KindOf(test.name)
		if got != test.want || ok != test.ok {
			t.Errorf("KindOf(%q) = %q, %v, want %q, %v", test.name, got, ok, test.want, test.ok)
		}
	}
}

func TestParse(t *testing.T) {
	sys := "You are a support engineer. Answer in three bullet points."
	for _, test := range []struct {
		name string
		kind Kind
		in   string
		msgs []scoring.Message
		line int
	}{
		{
			name: "json array",
			kind: ChatJSON,
			in:   "[\n  {\"role\": \"system\", \"content\": \"" + sys + "\"},\n  {\"role\": \"user\", \"content\": \"Help with {{issue}}\"}\n]\n",
			msgs: []scoring.Message{{Role: "system", Content: sys}, {Role: "user", Content: "Help with {{issue}}"}},
			line: 2,
		},
		{
			name: "json messages object, system second",
			kind: ChatJSON,
			in: "{\"model\": \"gpt-4o\", \"temperature\": 0.2,\n \"messages\": [\n" +
				"  {\"role\": \"user\", \"content\": \"Hi\"},\n" +
				"  {\"role\": \"system\", \"content\": \"" + sys + "\"}\n]}",
			msgs: []scoring.Message{{Role: "user", Content: "Hi"}, {Role: "system", Content: sys}},
			line: 4,
		},
		{
			name: "json top-level system (Anthropic)",
			kind: ChatJSON,
			in:   "{\n\"messages\": [{\"role\": \"user\", \"content\": [{\"type\": \"text\", \"text\": \"Hi\"}, {\"type\": \"image\"}]}],\n\"system\": \"" + sys + "\"\n}",
			msgs: []scoring.Message{{Role: "system", Content: sys}, {Role: "user", Content: "Hi"}},
			line: 3,
		},
		{
			name: "json no system: first message",
			kind: ChatJSON,
			in:   "\n\n[{\"role\": \"user\", \"content\": \"Hi\"}, {\"role\": \"assistant\", \"content\": null}]",
			msgs: []scoring.Message{{Role: "user", Content: "Hi"}, {Role: "assistant"}},
			line: 3,
		},
		{
			name: "prompt.yml",
			kind: PromptYAML,
			in: "name: Summarizer\nmodel: openai/gpt-4o-mini\nmodelParameters:\n  temperature: 0.5\nmessages:\n" +
				"  - role: system\n    content: " + sys + "\n  - role: user\n    content: |\n      Summarize {{input}}\n" +
				"testData:\n  - input: hello\n    expected: world\n",
			msgs: []scoring.Message{{Role: "system", Content: sys}, {Role: "user", Content: "Summarize {{input}}\n"}},
			line: 6,
		},
		{
			name: "prompt.md with front matter",
			kind: PromptMarkdown,
			in:   "---\nmode: agent\ndescription: x\n---\n\n# Task\nWrite {name}.\n",
			line: 6,
		},
		{
			name: "md without a closing front matter line",
			kind: Markdown,
			in:   "---\nnot front matter\n",
			line: 1,
		},
		{
			name: "text with leading blank lines and CRLF",
			kind: PromptText,
			in:   "\r\n  \r\nExplain photosynthesis.\r\n",
			line: 3,
		},
	} {
		t.Run(test.name, func(t *testing.T) {
			f, err := Parse(test.kind, []byte(test.in))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if diff := cmp.Diff(test.msgs, f.Messages); diff != "" {
				t.Errorf("messages (-want +got):\n%s", diff)
			}
			if f.Line != test.line {
				t.Errorf("line = %d, want %d", f.Line, test.line)
			}
			if test.msgs != nil && f.Prompt != scoring.ChatPrompt(test.msgs) {
				t.Errorf("prompt = %q, want ChatPrompt of the messages", f.Prompt)
			}
			if f.Kind != test.kind || strings.TrimSpace(f.Prompt) == "" {
				t.Errorf("kind %q, prompt %q", f.Kind, f.Prompt)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, test := range []struct {
		name string
		kind Kind
		in   string
		is   error  // wrapped sentinel, if any
		want string // in the message
	}{
		{"invalid json", ChatJSON, `{"messages": [`, ErrNotChat, "not valid JSON"},
		{"package.json", ChatJSON, `{"name": "x", "version": "1.0.0"}`, ErrNotChat, `no "messages"`},
		{"number array", ChatJSON, `[1, 2]`, ErrNotChat, "first element"},
		{"empty array", ChatJSON, `[]`, ErrNotChat, "empty array"},
		{"string", ChatJSON, `"hi"`, ErrNotChat, "not an array or object"},
		{"messages not array", ChatJSON, `{"messages": "hi"}`, ErrNotChat, "not an array"},
		{"empty messages", ChatJSON, `{"messages": []}`, ErrNotChat, "empty array"},
		{"roles of another kind", ChatJSON, `[{"role": "admin", "name": "bob"}]`, ErrNotChat, "first element"},
		{"a user list", ChatJSON, `{"messages": [{"role": "user", "name": "bob"}]}`, ErrNotChat, "first element"},
		{"binary json", ChatJSON, "\xff\xfe[", ErrNotChat, "not UTF-8"},
		{"bad role", ChatJSON, "[\n{\"role\": \"user\", \"content\": \"a\"},\n{\"role\": \"bot\", \"content\": \"b\"}]", nil, `line 3: messages[1]: unknown role "bot"`},
		{"bad role first", ChatJSON, `[{"role": "bot", "content": "b"}]`, ErrNotChat, "first element"},
		{"missing role later", ChatJSON, "[{\"role\": \"user\", \"content\": \"a\"},\n{\"content\": \"b\"}]", nil, "line 2: messages[1]: not a {role, content} message"},
		{"content number", ChatJSON, `[{"role": "user", "content": 5}]`, nil, "messages[0]: content: want a string"},
		{"a later message without role", ChatJSON, `[{"role": "user", "content": "a"}, {"role": 5}]`, nil, "messages[1]: not a {role, content} message"},
		{"all empty", ChatJSON, `[{"role": "user", "content": "  "}]`, ErrEmpty, "every message is empty"},
		{"invalid yaml", PromptYAML, "messages:\n  - role: [\n", nil, "invalid YAML"},
		{"yaml list", PromptYAML, "- a\n- b\n", nil, "want a mapping"},
		{"yaml no messages", PromptYAML, "name: x\nmodel: y\n", nil, `line 1: no "messages" list`},
		{"yaml messages map", PromptYAML, "messages:\n  role: user\n", nil, "line 2: \"messages\" is not a list"},
		{"yaml empty messages", PromptYAML, "messages: []\n", ErrEmpty, "empty"},
		{"yaml content list", PromptYAML, "messages:\n  - role: user\n    content:\n      - a\n", nil, "line 4: messages[0]: content is not text"},
		{"yaml no role", PromptYAML, "messages:\n  - content: hi\n", nil, "line 2: messages[0]: role is missing"},
		{"yaml duplicate key", PromptYAML, "messages: []\nmessages: []\n", nil, "already defined"},
		{"yaml comments only", PromptYAML, "# nothing\n", ErrEmpty, ""},
		{"blank text", PromptText, " \n\t\n", ErrEmpty, ""},
		{"front matter only", PromptMarkdown, "---\na: b\n---\n", ErrEmpty, ""},
		{"binary", Text, "\xff\xfe\x00", nil, "not UTF-8"},
	} {
		t.Run(test.name, func(t *testing.T) {
			_, err := Parse(test.kind, []byte(test.in))
			if err == nil {
				t.Fatalf("Parse(%q) succeeded, want an error", test.in)
			}
			if test.is != nil && !errors.Is(err, test.is) {
				t.Errorf("Parse(%q) = %v, want it to wrap %v", test.in, err, test.is)
			}
			if test.is == nil && (errors.Is(err, ErrNotChat) || errors.Is(err, ErrEmpty)) {
				t.Errorf("Parse(%q) = %v, a malformed file, not %v", test.in, err, test.is)
			}
			if !strings.Contains(err.Error(), test.want) {
				t.Errorf("Parse(%q) = %q, want it to contain %q", test.in, err, test.want)
			}
		})
	}
}

// A chat scores far above its bare user turn when the system message
// carries the role, the rules and the format.
func TestChatScoresItsSystemMessage(t *testing.T) {
	user := "Customer question: {{question}}\nAccount data: {{account}}"
	msgs := []scoring.Message{
		{Role: "system", Content: "You are a senior support engineer for Acme's billing product. Rules: answer only " +
			"from the customer's account data below; never promise refunds; if the data does not answer the question, " +
			"say so and escalate to a human. Format: reply in at most 120 words, as three parts: a one-line answer, the " +
			"steps the customer should take as a numbered list, and a closing line with the ticket number."},
		{Role: "user", Content: user},
	}
	p, err := Chat(msgs)
	if err != nil {
		t.Fatal(err)
	}
	chat, _ := scoring.Score(p, scoring.General)
	bare, _ := scoring.Score(user, scoring.General)
	if chat.Total < bare.Total+20 {
		t.Errorf("chat scores %d, bare user turn %d: want the chat at least 20 above", chat.Total, bare.Total)
	}
	// One format sentence earns a few points: a format gains its most
	// from the parts it names, line by line (docs/scoring.md).
	least := map[string]int{"role_definition": 4, "constraints": 4, "output_format": 2}
	for _, d := range chat.Dimensions {
		if min, ok := least[d.Name]; ok && d.Score < min {
			t.Errorf("chat %s = %d, want the system message's %s counted", d.Name, d.Score, d.Name)
		}
	}
}

func TestChatClipsUnknownRole(t *testing.T) {
	role := strings.Repeat("r", 1000)
	_, err := Chat([]scoring.Message{{Role: role, Content: "a"}})
	if err == nil || strings.Contains(err.Error(), role) || !strings.Contains(err.Error(), strings.Repeat("r", 32)+"...") {
		t.Errorf("Chat with a 1000-byte role: %v; want an error quoting 32 bytes of it", err)
	}
}

// YAML aliases let a small file name one long string thousands of times.
// Parse refuses a chat that expands past MaxPromptBytes (or past as many
// nodes) without building its text: what it allocates stays near the
// file's size.
func TestParseAliasBomb(t *testing.T) {
	long := strings.Repeat("Explain the ledger. ", 64<<10/20)
	wide := strings.Repeat("k: v, ", 2000)
	for _, test := range []struct {
		name, in string
		ok       bool
	}{
		{"one string named a thousand times",
			"messages:\n  - &m {role: user, content: &a \"" + long + "\"}\n" + strings.Repeat("  - *m\n", 1000), false},
		{"the content aliased, not the message",
			"messages:\n  - {role: user, content: &a \"" + long + "\"}\n" + strings.Repeat("  - {role: user, content: *a}\n", 1000), false},
		{"a wide mapping named a thousand times",
			"messages:\n  - &m {" + wide + "role: user, content: hi}\n" + strings.Repeat("  - *m\n", 1000), false},
		{"the list itself aliased", "x: &l\n  - {role: user, content: &a \"" + long + "\"}\n" +
			strings.Repeat("  - {role: user, content: *a}\n", 20) + "messages: *l\n", false},
		{"sixty thousand empty answers", "messages:\n  - {role: user, content: hi}\n  - &e {role: assistant, content: \"\"}\n" +
			strings.Repeat("  - *e\n", 60_000), false},
		{"a system message reused", "messages:\n  - {role: system, content: &s \"You are a support engineer.\"}\n" +
			"  - {role: user, content: Summarize the ticket.}\n  - {role: system, content: *s}\n", true},
	} {
		t.Run(test.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			f, err := Parse(PromptYAML, []byte(test.in))
			runtime.ReadMemStats(&after)
			if test.ok {
				if err != nil || strings.Count(f.Prompt, "You are a support engineer.") != 2 {
					t.Fatalf("Parse = %q, %v; want the aliased message twice", f.Prompt, err)
				}
				return
			}
			if !errors.Is(err, ErrTooLarge) {
				t.Fatalf("Parse = %d bytes of prompt, %v; want ErrTooLarge", len(f.Prompt), err)
			}
			// Parsing takes about 30 bytes per byte of YAML; building
			// the text would take hundreds of megabytes.
			if n := after.TotalAlloc - before.TotalAlloc; n > 64*uint64(len(test.in))+1<<20 {
				t.Errorf("Parse of a %d-byte file allocated %d bytes", len(test.in), n)
			}
		})
	}
}

// FuzzParse checks that no file makes Parse panic, and that a file it
// reads has a prompt within MaxPromptBytes and a line in the file.
func FuzzParse(f *testing.F) {
	for _, seed := range []struct {
		kind Kind
		data string
	}{
		{PromptYAML, "messages:\n  - role: system\n    content: You are an editor.\n  - role: user\n    content: Fix this.\n"},
		{PromptYAML, "messages:\n  - &m {role: user, content: &a \"aaaa\"}\n  - *m\n  - {role: user, content: *a}\n"},
		{PromptYAML, "a: &a [x, x]\nb: &b [*a, *a]\nmessages: [{role: user, content: *b}]\n"},
		{PromptYAML, "messages: &l [*l]\n"},
		{ChatJSON, `[{"role": "system", "content": "x"}, {"role": "user", "content": [{"type": "text", "text": "y"}]}]`},
		{ChatJSON, `{"system": "s", "messages": [{"role": "user", "content": "u"}]}`},
		{PromptMarkdown, "---\ndescription: d\n---\n\n# Task\nDo it.\n"},
		{PromptText, "\ufeffWrite a haiku.\n"},
	} {
		f.Add(string(seed.kind), []byte(seed.data))
	}
	f.Fuzz(func(t *testing.T, kind string, data []byte) {
		k := Kind(kind)
		if !slices.Contains([]Kind{PromptYAML, ChatJSON, PromptMarkdown, PromptText, Markdown, Text}, k) {
			k = PromptYAML
		}
		pf, err := Parse(k, data)
		if err != nil {
			return
		}
		if len(pf.Prompt) > MaxPromptBytes || strings.TrimSpace(pf.Prompt) == "" {
			t.Errorf("Parse(%s, %q): a prompt of %d bytes", k, data, len(pf.Prompt))
		}
		if pf.Line < 1 || pf.Line > 1+bytes.Count(data, []byte("\n")) {
			t.Errorf("Parse(%s, %q): line %d", k, data, pf.Line)
		}
	})
}
