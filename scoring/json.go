package scoring

import (
	"bytes"
	"encoding/json"
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

// chatMessages joins the contents of a chat array, system messages first.
func chatMessages(t string) (string, bool) {
	var msgs []struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	}
	if t[0] != '[' || json.Unmarshal([]byte(t), &msgs) != nil || len(msgs) == 0 {
		return "", false
	}
	var sys, rest []string
	for _, m := range msgs {
		if m.Role == "" {
			return "", false
		}
		if m.Role == "system" || m.Role == "developer" {
			sys = append(sys, m.Content)
		} else {
			rest = append(rest, m.Content)
		}
	}
	return strings.Join(append(sys, rest...), "\n\n"), true
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
