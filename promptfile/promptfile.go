package promptfile

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/pqs-dev/pqs/scoring"
)

// A Kind is a kind of prompt file, told by its name.
type Kind string

// The kinds of prompt file.
const (
	PromptYAML     Kind = "prompt.yml" // GitHub Models: *.prompt.yml, *.prompt.yaml
	ChatJSON       Kind = "json"       // a chat array or {"messages": [...]}: *.json
	PromptMarkdown Kind = "prompt.md"  // *.prompt.md
	PromptText     Kind = "prompt.txt" // *.prompt.txt
	Markdown       Kind = "md"         // any other *.md
	Text           Kind = "txt"        // any other *.txt, or a file of no known kind read as text
)

// KindOf returns the kind a file's name says it is, and false for a name
// of no known kind. Names are matched case-insensitively.
func KindOf(name string) (Kind, bool) {
	n := strings.ToLower(name)
	switch {
	case strings.HasSuffix(n, ".prompt.yml"), strings.HasSuffix(n, ".prompt.yaml"):
		return PromptYAML, true
	case strings.HasSuffix(n, ".prompt.md"):
		return PromptMarkdown, true
	case strings.HasSuffix(n, ".prompt.txt"):
		return PromptText, true
	case strings.HasSuffix(n, ".json"):
		return ChatJSON, true
	case strings.HasSuffix(n, ".md"):
		return Markdown, true
	case strings.HasSuffix(n, ".txt"):
		return Text, true
	}
	return "", false
}

// Chat reports whether files of this kind hold a chat (a list of messages).
func (k Kind) Chat() bool { return k == PromptYAML || k == ChatJSON }

// A File is a prompt file read for scoring.
type File struct {
	Kind     Kind
	Messages []scoring.Message // the chat, for chat kinds; nil for text
	Prompt   string            // the text the engine scores
	// Line is where a report points (1-based): the system message of a
	// chat (its first message when it has none), or the first line of a
	// text prompt.
	Line int
}

// ErrNotChat is wrapped by the error Parse returns for JSON that is not a
// chat: not JSON at all, or JSON of another shape. Callers that look
// through every *.json file skip these.
var ErrNotChat = errors.New("not a chat prompt")

// ErrEmpty is wrapped by the error for a prompt with no text to score.
var ErrEmpty = errors.New("no prompt text")

// MaxPromptBytes bounds the prompt a chat file expands to, YAML aliases
// expanded: a 300 KB file can name one long string thousands of times.
const MaxPromptBytes = 1 << 20

// ErrTooLarge is wrapped by the error for a chat whose prompt would exceed
// MaxPromptBytes; it is refused before the text is built.
var ErrTooLarge = errors.New("prompt too large")

// A MessageError is a chat message that cannot be scored.
type MessageError = scoring.MessageError

// Roles are the message roles a chat may use, in the order the engine
// places them.
func Roles() []string { return scoring.Roles() }

// Chat returns the prompt text a chat is scored as: [scoring.Chat] of msgs.
// The error is a *[MessageError] for a bad message and wraps [ErrEmpty]
// when no message has any text. The API's messages and chat files both go
// through here.
func Chat(msgs []scoring.Message) (string, error) {
	p, err := scoring.Chat(msgs)
	if errors.Is(err, scoring.ErrEmptyChat) {
		return "", fmt.Errorf("%w: every message is empty", ErrEmpty)
	}
	return p, err
}

// Parse reads the contents of a file of kind k. Errors name the line or
// message at fault where there is one.
func Parse(k Kind, data []byte) (File, error) {
	if !utf8.Valid(data) {
		if k == ChatJSON {
			return File{}, fmt.Errorf("%w: not UTF-8 text", ErrNotChat)
		}
		return File{}, errors.New("not UTF-8 text")
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	switch k {
	case PromptYAML:
		return parseYAML(data)
	case ChatJSON:
		return parseJSON(data)
	case PromptMarkdown, Markdown:
		return parseText(k, data, true)
	case PromptText, Text:
		return parseText(k, data, false)
	}
	return File{}, fmt.Errorf("unknown kind %q", k)
}

// chatFile builds the File of a chat whose messages sit at lines.
func chatFile(k Kind, msgs []scoring.Message, lines []int) (File, error) {
	p, err := Chat(msgs)
	if err != nil {
		var me *MessageError
		if errors.As(err, &me) {
			return File{}, fmt.Errorf("line %d: %w", lines[me.Index], err)
		}
		return File{}, err
	}
	if len(p) > MaxPromptBytes {
		// The same bound for a JSON chat, whatever the size of data.
		return File{}, fmt.Errorf("%w: the chat makes a prompt of more than %d bytes", ErrTooLarge, MaxPromptBytes)
	}
	f := File{Kind: k, Messages: msgs, Prompt: p, Line: lines[0]}
	for i, m := range msgs {
		if m.Role == "system" || m.Role == "developer" {
			f.Line = lines[i]
			break
		}
	}
	return f, nil
}

// parseText reads a text prompt, less a YAML front matter block when
// frontMatter is set.
func parseText(k Kind, data []byte, frontMatter bool) (File, error) {
	s := strings.ReplaceAll(string(data), "\r\n", "\n")
	line := 1
	if frontMatter {
		var skipped int
		s, skipped = stripFrontMatter(s)
		line += skipped
	}
	// Point at the first line with text.
	for s != "" {
		l, rest, found := strings.Cut(s, "\n")
		if strings.TrimSpace(l) != "" || !found {
			break
		}
		s, line = rest, line+1
	}
	if strings.TrimSpace(s) == "" {
		return File{}, ErrEmpty
	}
	return File{Kind: k, Prompt: s, Line: line}, nil
}

// stripFrontMatter removes a leading block between "---" lines and says
// how many lines it took. Text with no closing line is left whole.
func stripFrontMatter(s string) (string, int) {
	first, rest, ok := strings.Cut(s, "\n")
	if !ok || strings.TrimRight(first, " \t") != "---" {
		return s, 0
	}
	n := 1
	for rest != "" {
		l, after, found := strings.Cut(rest, "\n")
		n++
		if t := strings.TrimRight(l, " \t"); t == "---" || t == "..." {
			return after, n
		}
		if !found {
			break
		}
		rest = after
	}
	return s, 0
}

// clip shortens a role before an error repeats it.
func clip(s string) string {
	if len(s) <= 32 {
		return s
	}
	return strings.ToValidUTF8(s[:32], "") + "..."
}
