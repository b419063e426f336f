package promptfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/pqs-dev/pqs/scoring"
)

// parseJSON reads a chat array or a {"messages": [...]} object, noting
// the line each message starts on.
func parseJSON(data []byte) (File, error) {
	if !json.Valid(data) {
		return File{}, fmt.Errorf("%w: not valid JSON", ErrNotChat)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, _ := dec.Token() // valid JSON: the first token reads
	switch tok {
	case json.Delim('['):
		msgs, lines, err := jsonMessages(dec, data, true)
		if err != nil {
			return File{}, err
		}
		return chatFile(ChatJSON, msgs, lines)
	case json.Delim('{'):
		return jsonObject(dec, data)
	}
	return File{}, fmt.Errorf("%w: a JSON %T, not an array or object", ErrNotChat, tok)
}

// jsonObject reads {"messages": [...]} with an optional "system" string
// (Anthropic's shape); other keys (model, temperature, ...) are skipped.
func jsonObject(dec *json.Decoder, data []byte) (File, error) {
	var (
		msgs      []scoring.Message
		lines     []int
		found     bool
		sys       string
		sysLine   int
		hasSystem bool
	)
	for dec.More() {
		k, _ := dec.Token()
		switch k {
		case "messages":
			found = true
			if t, _ := dec.Token(); t != json.Delim('[') {
				return File{}, fmt.Errorf("%w: \"messages\" is not an array", ErrNotChat)
			}
			var err error
			if msgs, lines, err = jsonMessages(dec, data, false); err != nil {
				return File{}, err
			}
			_, _ = dec.Token() // the closing ']'
		case "system":
			hasSystem = true
			sysLine = lineAt(data, dec.InputOffset())
			var raw json.RawMessage
			_ = dec.Decode(&raw)
			c, err := jsonContent(raw)
			if err != nil {
				return File{}, fmt.Errorf("line %d: \"system\": %w", sysLine, err)
			}
			sys = c
		default:
			var skip json.RawMessage
			_ = dec.Decode(&skip)
		}
	}
	if !found {
		return File{}, fmt.Errorf("%w: a JSON object with no \"messages\" array", ErrNotChat)
	}
	if hasSystem {
		msgs = append([]scoring.Message{{Role: "system", Content: sys}}, msgs...)
		lines = append([]int{sysLine}, lines...)
	}
	return chatFile(ChatJSON, msgs, lines)
}

// jsonMessages reads the elements of an array whose '[' dec has read. It
// is a chat only if its first element is a message with a known role and
// a content, and ErrNotChat says so; a later element that is not a
// message makes a malformed chat. When top is set the array is the whole
// file.
func jsonMessages(dec *json.Decoder, data []byte, top bool) ([]scoring.Message, []int, error) {
	var (
		msgs  []scoring.Message
		lines []int
	)
	for i := 0; dec.More(); i++ {
		line := lineAt(data, dec.InputOffset())
		var raw json.RawMessage
		_ = dec.Decode(&raw)
		var m struct {
			Role    *string         `json:"role"`
			Content json.RawMessage `json:"content"`
		}
		err := json.Unmarshal(raw, &m)
		// The first element decides whether this is a chat at all: other
		// JSON has "role" keys too ([{"role": "admin", "name": "bob"}]).
		if i == 0 && (err != nil || m.Role == nil || !slices.Contains(Roles(), *m.Role) || m.Content == nil) {
			return nil, nil, fmt.Errorf("%w: the first element is not a {role, content} message", ErrNotChat)
		}
		if err != nil || m.Role == nil {
			return nil, nil, fmt.Errorf("line %d: %w", line, &MessageError{Index: i, Reason: "not a {role, content} message with a string role"})
		}
		c, err := jsonContent(m.Content)
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %w", line, &MessageError{Index: i, Reason: "content: " + err.Error()})
		}
		msgs = append(msgs, scoring.Message{Role: *m.Role, Content: c})
		lines = append(lines, line)
	}
	if len(msgs) == 0 {
		return nil, nil, fmt.Errorf("%w: an empty array", ErrNotChat)
	}
	return msgs, lines, nil
}

// jsonContent reads a message's content: a string, null, or a list of
// parts whose "text" strings are kept (OpenAI's and Anthropic's content
// parts; images and other parts carry no text to score).
func jsonContent(raw json.RawMessage) (string, error) {
	t := bytes.TrimSpace(raw)
	if len(t) == 0 || string(t) == "null" {
		return "", nil
	}
	var s string
	if json.Unmarshal(t, &s) == nil {
		return s, nil
	}
	var parts []struct {
		Text *string `json:"text"`
	}
	if json.Unmarshal(t, &parts) != nil {
		return "", errors.New("want a string or a list of {type, text} parts")
	}
	var texts []string
	for _, p := range parts {
		if p.Text != nil {
			texts = append(texts, *p.Text)
		}
	}
	return strings.Join(texts, "\n"), nil
}

// lineAt is the 1-based line of the first byte at or after off that is
// not white space or a separator: where the next JSON value starts.
func lineAt(data []byte, off int64) int {
	i := int(off)
	for i < len(data) && strings.IndexByte(" \t\r\n,:", data[i]) >= 0 {
		i++
	}
	return 1 + bytes.Count(data[:min(i, len(data))], []byte("\n"))
}

// turnBytes is the most scoring.ChatPrompt adds around a message's
// content ("<example>\n", "\n</example>", separators): counting it, the
// size of a chat bounds the prompt before it is built.
const turnBytes = 24

// maxYAMLNodes bounds the nodes read from a "messages" list, aliases
// expanded. Without aliases a list has fewer nodes than bytes.
const maxYAMLNodes = MaxPromptBytes

// parseYAML reads a GitHub Models prompt file: a mapping whose
// "messages" is a list of {role, content}. Other keys (name, model,
// modelParameters, testData, evaluators) are not part of the prompt.
func parseYAML(data []byte) (File, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return File{}, fmt.Errorf("invalid YAML: %w", err)
	}
	if len(doc.Content) == 0 {
		return File{}, ErrEmpty
	}
	root := resolve(doc.Content[0])
	if root.Kind != yaml.MappingNode {
		return File{}, fmt.Errorf("line %d: want a mapping with a \"messages\" list", root.Line)
	}
	if err := duplicateKey(root); err != nil {
		return File{}, err
	}
	list := mapValue(root, "messages")
	if list == nil {
		return File{}, fmt.Errorf("line %d: no \"messages\" list", root.Line)
	}
	if list.Kind != yaml.SequenceNode {
		return File{}, fmt.Errorf("line %d: \"messages\" is not a list", list.Line)
	}
	if len(list.Content) == 0 {
		return File{}, fmt.Errorf("line %d: %w: \"messages\" is empty", list.Line, ErrEmpty)
	}
	// Aliases share nodes: what the loop below visits, and the text it
	// collects, can be thousands of times the file. Bound both first.
	nodes := 0
	for _, n := range list.Content {
		if nodes += 1 + len(resolve(n).Content); nodes > maxYAMLNodes {
			return File{}, fmt.Errorf("line %d: %w: \"messages\" expands to more than %d YAML nodes (aliases)", list.Line, ErrTooLarge, maxYAMLNodes)
		}
	}
	msgs := make([]scoring.Message, 0, len(list.Content))
	lines := make([]int, 0, len(list.Content))
	size := 0
	for i, n := range list.Content {
		n = resolve(n)
		if n.Kind != yaml.MappingNode {
			return File{}, fmt.Errorf("line %d: %w", n.Line, &MessageError{Index: i, Reason: "not a mapping of role and content"})
		}
		if err := duplicateKey(n); err != nil {
			return File{}, err
		}
		var m scoring.Message
		for _, f := range []struct {
			key string
			dst *string
		}{{"role", &m.Role}, {"content", &m.Content}} {
			v := mapValue(n, f.key)
			if v == nil {
				continue
			}
			if v.Kind != yaml.ScalarNode {
				return File{}, fmt.Errorf("line %d: %w", v.Line, &MessageError{Index: i, Reason: f.key + " is not text"})
			}
			if v.Tag != "!!null" {
				*f.dst = v.Value
			}
		}
		if size += len(m.Content) + turnBytes; size > MaxPromptBytes {
			return File{}, fmt.Errorf("line %d: %w: \"messages\" expands to more than %d bytes of text (aliases)", list.Line, ErrTooLarge, MaxPromptBytes)
		}
		msgs = append(msgs, m)
		lines = append(lines, n.Line)
	}
	return chatFile(PromptYAML, msgs, lines)
}

// mapValue returns the value of key in mapping m, or nil.
func mapValue(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return resolve(m.Content[i+1])
		}
	}
	return nil
}

// duplicateKey reports a key given twice in mapping m, which YAML
// forbids and a node tree does not check.
func duplicateKey(m *yaml.Node) error {
	seen := make(map[string]bool, len(m.Content)/2)
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := m.Content[i]
		if seen[k.Value] {
			return fmt.Errorf("line %d: key %q already defined", k.Line, k.Value)
		}
		seen[k.Value] = true
	}
	return nil
}

// resolve follows an alias to the node it names.
func resolve(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}
