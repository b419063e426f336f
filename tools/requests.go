package tools

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf8"

	"github.com/pqs-dev/pqs/scoring"
)

// Request is the single-prompt request of specification §2.1, extended
// with chat prompts: exactly one of Prompt and Messages is given. A chat
// is scored as the text [promptfile.Chat] renders it to, as pqs check
// scores a chat file.
type Request struct {
	Prompt   string            `json:"prompt,omitempty"`
	Messages []scoring.Message `json:"messages,omitempty"`
	Vertical string            `json:"vertical,omitempty"`

	hasPrompt   bool // set by UnmarshalJSON: tells "missing" from "empty"
	hasMessages bool // set by UnmarshalJSON: "messages" was given
	// emptyVertical is set by UnmarshalJSON for "vertical": "", which is
	// refused: the default is asked for with null or no vertical at all.
	emptyVertical bool
}

// UnmarshalJSON decodes a request, rejecting unknown fields and wrong types
// with an *Error naming the field.
//
// The common case (an object of string "prompt" and "vertical", each at
// most once) is decoded in one pass; anything else, including every error,
// takes the general path, so errors and edge cases (duplicate keys, escaped
// keys) behave as they always have.
func (r *Request) UnmarshalJSON(b []byte) error {
	if r.decodeFast(b) {
		return nil
	}
	return r.unmarshalGeneral(b)
}

// jsonObject decodes a request body as one JSON object, its values raw.
func jsonObject(b []byte) (map[string]json.RawMessage, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil || raw == nil {
		return nil, Errorf(CodeInvalidJSON, "request must be a JSON object")
	}
	return raw, nil
}

// unmarshalGeneral is the reference decoder: a map of raw values, then
// each field.
func (r *Request) unmarshalGeneral(b []byte) error {
	raw, err := jsonObject(b)
	if err != nil {
		return err
	}
	return r.fromRaw(raw, "")
}

func (r *Request) fromRaw(raw map[string]json.RawMessage, prefix string) error {
	for k, v := range raw {
		switch k {
		case "prompt":
			if err := decodeString(v, &r.Prompt); err != nil {
				return FieldErrorf(CodeInvalidField, prefix+"prompt", "prompt must be a string")
			}
			r.hasPrompt = true
		case "messages":
			msgs, err := decodeMessages(v, prefix+"messages")
			if err != nil {
				return err
			}
			r.Messages, r.hasMessages = msgs, true
		case "vertical":
			if bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
				continue
			}
			if err := decodeString(v, &r.Vertical); err != nil {
				return FieldErrorf(CodeInvalidField, prefix+"vertical", "vertical must be a string")
			}
			r.emptyVertical = r.Vertical == ""
		default:
			k = clip(k)
			return FieldErrorf(CodeInvalidField, prefix+k, "unknown field %q", k)
		}
	}
	return nil
}

// decodeMessages decodes a chat: an array of {role, content} objects
// whose role and content are strings. Anything else is CodeInvalidMessages
// naming the element or member at fault. Which roles are known is
// checked when the chat is rendered (Service.validate), as for files.
func decodeMessages(v json.RawMessage, field string) ([]scoring.Message, error) {
	var items []json.RawMessage
	if t := bytes.TrimSpace(v); len(t) == 0 || t[0] != '[' || json.Unmarshal(t, &items) != nil {
		return nil, FieldErrorf(CodeInvalidMessages, field, "messages must be an array of {role, content} objects")
	}
	if len(items) > MaxMessages {
		return nil, FieldErrorf(CodeInvalidMessages, field, "messages holds %d messages; at most %d", len(items), MaxMessages)
	}
	msgs := make([]scoring.Message, len(items))
	for i, it := range items {
		at := fmt.Sprintf("%s[%d]", field, i)
		var obj map[string]json.RawMessage
		if t := bytes.TrimSpace(it); len(t) == 0 || t[0] != '{' || json.Unmarshal(t, &obj) != nil {
			return nil, FieldErrorf(CodeInvalidMessages, at, "each message must be an object {role, content}")
		}
		var hasRole, hasContent bool
		for k, mv := range obj {
			switch k {
			case "role":
				if decodeString(mv, &msgs[i].Role) != nil {
					return nil, FieldErrorf(CodeInvalidMessages, at+".role", "role must be a string: system, developer, user or assistant")
				}
				hasRole = true
			case "content":
				if decodeString(mv, &msgs[i].Content) != nil {
					return nil, FieldErrorf(CodeInvalidMessages, at+".content", "content must be a string")
				}
				hasContent = true
			default:
				k = clip(k)
				return nil, FieldErrorf(CodeInvalidMessages, at+"."+k, "unknown field %q in a message: a message is {role, content}", k)
			}
		}
		if !hasRole {
			return nil, FieldErrorf(CodeInvalidMessages, at+".role", "role is required: system, developer, user or assistant")
		}
		if !hasContent {
			return nil, FieldErrorf(CodeInvalidMessages, at+".content", "content is required")
		}
	}
	return msgs, nil
}

// clip shortens a name the caller sent before an error repeats it.
func clip(s string) string {
	const most = 64
	if len(s) <= most {
		return s
	}
	cut := most
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}

func decodeString(v json.RawMessage, s *string) error {
	v = bytes.TrimSpace(v)
	if len(v) == 0 || v[0] != '"' {
		return fmt.Errorf("not a string")
	}
	return json.Unmarshal(v, s)
}

// NewRequest returns a request for prompt in vertical, as if decoded from
// JSON with both fields present.
func NewRequest(prompt, vertical string) Request {
	return Request{Prompt: prompt, Vertical: vertical, hasPrompt: true}
}

// BatchRequest is the batch request of specification §2.2. Items may be
// objects or bare strings.
type BatchRequest struct {
	Prompts []Request `json:"prompts"`

	hasPrompts bool
}

// UnmarshalJSON decodes a batch request. Like Request's, the common case
// is decoded in one pass and anything else takes the general path.
func (b *BatchRequest) UnmarshalJSON(data []byte) error {
	if b.decodeFast(data) {
		return nil
	}
	return b.unmarshalGeneral(data)
}

// unmarshalGeneral is the reference decoder of a batch.
func (b *BatchRequest) unmarshalGeneral(data []byte) error {
	raw, err := jsonObject(data)
	if err != nil {
		return err
	}
	for k, v := range raw {
		if k != "prompts" {
			k = clip(k)
			return FieldErrorf(CodeInvalidField, k, "unknown field %q", k)
		}
		var items []json.RawMessage
		if err := json.Unmarshal(v, &items); err != nil || items == nil {
			return FieldErrorf(CodeInvalidField, "prompts", "prompts must be an array")
		}
		b.hasPrompts = true
		b.Prompts = make([]Request, len(items))
		for i, it := range items {
			field := fmt.Sprintf("prompts[%d]", i)
			it = bytes.TrimSpace(it)
			switch {
			case len(it) > 0 && it[0] == '"':
				if err := json.Unmarshal(it, &b.Prompts[i].Prompt); err != nil {
					return FieldErrorf(CodeInvalidField, field, "item must be a string or an object")
				}
				b.Prompts[i].hasPrompt = true
			case len(it) > 0 && it[0] == '{':
				var obj map[string]json.RawMessage
				if err := json.Unmarshal(it, &obj); err != nil {
					return FieldErrorf(CodeInvalidField, field, "item must be a string or an object")
				}
				if err := b.Prompts[i].fromRaw(obj, field+"."); err != nil {
					return err
				}
			default:
				return FieldErrorf(CodeInvalidField, field, "item must be a string or an object")
			}
		}
	}
	return nil
}

// NewChatRequest returns a request for the chat msgs in vertical, as if
// decoded from JSON with "messages" and "vertical" present.
func NewChatRequest(msgs []scoring.Message, vertical string) Request {
	return Request{Messages: msgs, Vertical: vertical, hasMessages: true}
}

// NewBatchRequest returns a batch request of the given items.
func NewBatchRequest(items ...Request) BatchRequest {
	return BatchRequest{Prompts: items, hasPrompts: true}
}
