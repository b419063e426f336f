package scoring

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// jsonAsText turns a prompt written as JSON into the labelled text it
// stands for, so that its parts are read like any other: {"role": "Data
// analyst", "task": "..."} becomes "Role: Data analyst" and "Task: ...";
// a chat array [{"role": "system", "content": "..."}, ...] becomes its
// messages' contents. Keys keep their order. ok is false for anything
// that is not a JSON object or array.
func jsonAsText(src string) (text string, ok bool) {
	t := strings.TrimSpace(src)
	if len(t) < 2 || !(t[0] == '{' && t[len(t)-1] == '}' || t[0] == '[' && t[len(t)-1] == ']') || !json.Valid([]byte(t)) {
		return "", false
	}
	if msgs, ok := chatMessages(t); ok {
		return msgs, true
	}
	dec := json.NewDecoder(strings.NewReader(t))
	dec.UseNumber()
	var b strings.Builder
	if err := writeJSONValue(dec, &b, "", 0); err != nil {
		return "", false
	}
	return strings.TrimSpace(b.String()), true
}

// chatMessages reads a chat array or {"messages": [...]} as ChatPrompt does.
func chatMessages(t string) (string, bool) {
	var msgs []Message
	if t[0] == '{' {
		var obj struct {
			Messages []Message `json:"messages"`
		}
		if json.Unmarshal([]byte(t), &obj) != nil || len(obj.Messages) == 0 {
			return "", false
		}
		msgs = obj.Messages
	} else if json.Unmarshal([]byte(t), &msgs) != nil || len(msgs) == 0 {
		return "", false
	}
	for _, m := range msgs {
		if m.Role == "" {
			return "", false
		}
	}
	return ChatPrompt(msgs), true
}

// A Message is one turn of a chat prompt.
type Message struct {
	Role    string `json:"role"` // system, developer, user or assistant
	Content string `json:"content"`
}

// Roles are the message roles a chat may use, in the order the engine
// places them.
func Roles() []string { return []string{"system", "developer", "user", "assistant"} }

// A MessageError is a chat message that cannot be scored.
type MessageError struct {
	Index  int // 0-based, in the order given
	Reason string
}

func (e *MessageError) Error() string { return fmt.Sprintf("messages[%d]: %s", e.Index, e.Reason) }

// ErrEmptyChat is returned by Chat when no message has any text.
var ErrEmptyChat = errors.New("every message is empty")

// Chat returns [ChatPrompt] of msgs after checking that every role is one
// of [Roles]. The error is a *[MessageError] for a bad message, or
// [ErrEmptyChat]. The API's messages, chat files and the web page all go
// through here.
func Chat(msgs []Message) (string, error) {
	for i, m := range msgs {
		if !slices.Contains(Roles(), m.Role) {
			if m.Role == "" {
				return "", &MessageError{i, "role is missing"}
			}
			r := m.Role
			if len(r) > 32 {
				r = strings.ToValidUTF8(r[:32], "") + "..."
			}
			return "", &MessageError{i, fmt.Sprintf("unknown role %q (want system, developer, user or assistant)", r)}
		}
	}
	p := ChatPrompt(msgs)
	if strings.TrimSpace(p) == "" {
		return "", ErrEmptyChat
	}
	return p, nil
}

// ChatPrompt is the text a chat prompt is scored as: the system (and
// developer) messages first, where a role, rules and a format usually
// live; then each earlier user turn with the assistant's reply as an
// <example>; then the last user turn under a "## Task" heading, since it
// is the instruction the chat exists for. An assistant turn with no user
// turn before it is an example on its own.
func ChatPrompt(msgs []Message) string {
	var sys, turns []string
	var pending string // a user turn not yet answered
	for _, m := range msgs {
		c := strings.TrimSpace(m.Content)
		switch m.Role {
		case "system", "developer":
			sys = append(sys, c)
		case "assistant":
			ex := c
			if pending != "" {
				ex = pending + "\n" + c
				pending = ""
			}
			turns = append(turns, "<example>\n"+ex+"\n</example>")
		default:
			if pending != "" {
				turns = append(turns, pending)
			}
			pending = c
		}
	}
	if pending != "" {
		if len(sys) > 0 || len(turns) > 0 {
			pending = "## Task\n\n" + pending
		}
		turns = append(turns, pending)
	}
	return strings.Join(append(sys, turns...), "\n\n")
}

func writeJSONValue(dec *json.Decoder, b *strings.Builder, key string, depth int) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	label := labelOf(key)
	switch v := tok.(type) {
	case json.Delim:
		if label != "" {
			b.WriteString("\n" + strings.Repeat("#", min(depth, 5)+1) + " " + label + "\n")
		}
		if v == '{' {
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return err
				}
				ks, _ := k.(string)
				if err := writeJSONValue(dec, b, ks, depth+1); err != nil {
					return err
				}
			}
		} else {
			for dec.More() {
				if err := writeJSONValue(dec, b, "-", depth+1); err != nil {
					return err
				}
			}
		}
		_, err := dec.Token() // closing delimiter
		return err
	default:
		s := scalar(v)
		switch {
		case key == "-":
			b.WriteString("- " + s + "\n")
		case label != "":
			b.WriteString(label + ": " + s + "\n")
		default:
			b.WriteString(s + "\n")
		}
	}
	return nil
}

// labelOf turns a JSON key into a label: "output_format" is "Output format".
func labelOf(key string) string {
	if key == "" || key == "-" {
		return ""
	}
	k := strings.NewReplacer("_", " ", "-", " ").Replace(key)
	var out bytes.Buffer
	for i, r := range k {
		if i > 0 && r >= 'A' && r <= 'Z' && k[i-1] >= 'a' && k[i-1] <= 'z' {
			out.WriteByte(' ') // camelCase
		}
		out.WriteRune(r)
	}
	s := strings.ToLower(out.String())
	return strings.ToUpper(s[:1]) + s[1:]
}

func scalar(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	case bool:
		if x {
			return "true"
		}
		return "false"
	}
	return "null"
}
