// Package engine is what the web page's WebAssembly calls: the score of
// pqs score --json with its evidence, a chat scored as the API scores
// messages, and the offline rewrite, each as JSON.
//
// It only composes scoring and tools/wire, so that the page runs the same
// code as the command line and the API: a prompt is scored as pqs score
// --json scores it (scoring.Score, then wire.NewScoreResult, which
// tools.NewScoreResult is), and a chat is rendered by scoring.Chat, as the
// API renders messages. It does not import tools itself, which would
// bring model clients and YAML into the browser; its error codes are the
// API's (TestErrors checks them against tools'). Like scoring it does no
// I/O and keeps no state.
package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools/wire"
)

// MaxPromptBytes is the largest prompt the page scores: the limit of
// pqs score, since the page, like the command line, scores on the
// user's machine.
const MaxPromptBytes = 1 << 20

// Input is what the page sends: a prompt or a chat, and a vertical.
type Input struct {
	Prompt   string            `json:"prompt,omitempty"`
	Messages []scoring.Message `json:"messages,omitempty"`
	Vertical string            `json:"vertical,omitempty"`
}

// Scored is the answer of Score.
type Scored struct {
	// Result is exactly what pqs score --json prints for the prompt (for a
	// chat: what POST /api/score answers for its messages).
	Result *wire.ScoreResult `json:"result"`
	// Evidence is each dimension's evidence, in scoring.DimensionNames
	// order.
	Evidence []Evidence `json:"evidence"`
	// Ignored says what was set aside (pasted material, repeats); "" if
	// nothing was.
	Ignored         string `json:"ignored,omitempty"`
	PercentileBasis string `json:"percentile_basis"`
}

// Evidence is one dimension's score and what earned or cost its points.
type Evidence struct {
	Dimension string   `json:"dimension"`
	Score     int      `json:"score"`
	Fired     []string `json:"fired"`
	Deducted  []string `json:"deducted"`
	Missing   []string `json:"missing"`
}

// Rewritten is the answer of Optimize: scoring.Optimize's rewrite.
type Rewritten struct {
	Original string   `json:"original"` // the text that was rewritten (a chat's rendered text)
	Prompt   string   `json:"prompt"`
	Changes  []Change `json:"changes"`
	Before   Brief    `json:"before"`
	After    Brief    `json:"after"`
}

// Change is one edit of the rewrite.
type Change struct {
	Dimension   string `json:"dimension"`
	Description string `json:"description"`
}

// Brief is a total and its grade.
type Brief struct {
	Score int    `json:"score"`
	Grade string `json:"grade"`
}

// Score scores in. The error is an *apiError with the code the API
// would answer (empty_prompt, invalid_messages, unknown_vertical, ...).
func Score(in Input) (*Scored, error) {
	prompt, v, err := resolve(in)
	if err != nil {
		return nil, err
	}
	r, err := scoring.Score(prompt, v)
	if err != nil {
		return nil, fmt.Errorf("score: %w", err)
	}
	res := wire.NewScoreResult(prompt, in.Messages, r, poweredBy)
	out := &Scored{
		Result:          res,
		Evidence:        make([]Evidence, 0, len(r.Dimensions)),
		Ignored:         r.Ignored,
		PercentileBasis: scoring.PercentileBasis(),
	}
	for _, d := range r.Dimensions {
		out.Evidence = append(out.Evidence, Evidence{d.Name, d.Score, nonNil(d.Fired), nonNil(d.Deducted), nonNil(d.Missing)})
	}
	return out, nil
}

// Optimize rewrites in offline, as the optimize tool does without a model.
func Optimize(in Input) (*Rewritten, error) {
	prompt, v, err := resolve(in)
	if err != nil {
		return nil, err
	}
	rw, err := scoring.Optimize(prompt, v)
	if err != nil {
		return nil, fmt.Errorf("optimize: %w", err)
	}
	out := &Rewritten{
		Original: prompt,
		Prompt:   rw.Prompt,
		Changes:  make([]Change, 0, len(rw.Changes)),
		Before:   Brief{rw.Before.Total, rw.Before.Grade},
		After:    Brief{rw.After.Total, rw.After.Grade},
	}
	for _, c := range rw.Changes {
		out.Changes = append(out.Changes, Change{c.Dimension, c.Description})
	}
	return out, nil
}

// resolve returns the text in asks to score and its vertical, refusing
// what the API refuses with the API's codes.
func resolve(in Input) (string, scoring.Vertical, error) {
	prompt := in.Prompt
	field := "prompt"
	if in.Messages != nil {
		if in.Prompt != "" {
			return "", "", fieldErrorf(codePromptAndMessages, "messages", "send either prompt (a text) or messages (a chat), not both")
		}
		field = "messages"
		p, err := scoring.Chat(in.Messages)
		var me *scoring.MessageError
		switch {
		case errors.As(err, &me):
			return "", "", fieldErrorf(codeInvalidMessages, fmt.Sprintf("messages[%d].role", me.Index), "%s", me.Reason)
		case errors.Is(err, scoring.ErrEmptyChat):
			return "", "", fieldErrorf(codeEmptyPrompt, field, "every message is empty: type a message")
		case err != nil:
			return "", "", fieldErrorf(codeInvalidMessages, field, "%v", err)
		}
		prompt = p
	}
	if strings.TrimSpace(prompt) == "" {
		return "", "", fieldErrorf(codeEmptyPrompt, field, "prompt must not be empty")
	}
	if len(prompt) > MaxPromptBytes {
		return "", "", fieldErrorf(codePromptTooLarge, field, "the prompt is %d bytes; the page scores at most %d", len(prompt), MaxPromptBytes)
	}
	v, err := scoring.ParseVertical(in.Vertical)
	if err != nil {
		return "", "", fieldErrorf(codeUnknownVertical, "vertical", "%v", err)
	}
	return prompt, v, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// Call decodes an Input from inJSON, runs op on it and returns the JSON
// answer: op's result, or {"error":{"code","message","field"}} as the API
// writes errors. It is the one entry point of the WebAssembly.
func Call[T any](op func(Input) (T, error), inJSON string) string {
	var in Input
	var out any
	if err := json.Unmarshal([]byte(inJSON), &in); err != nil {
		out = errorBody(fieldErrorf(codeInvalidJSON, "", "input: %v", err))
	} else if r, err := op(in); err != nil {
		out = errorBody(err)
	} else {
		out = r
	}
	b, err := json.Marshal(out)
	if err != nil {
		b, _ = json.Marshal(errorBody(err))
	}
	return string(b)
}

type errorEnvelope struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
		Field   string `json:"field,omitempty"`
	} `json:"error"`
}

func errorBody(err error) errorEnvelope {
	var env errorEnvelope
	var ae *apiError
	if errors.As(err, &ae) {
		env.Error.Code, env.Error.Message, env.Error.Field = ae.code, ae.message, ae.field
	} else {
		env.Error.Code, env.Error.Message = codeInternal, err.Error()
	}
	return env
}

// The API's error codes the page answers with (tools.Code*).
const (
	codeEmptyPrompt       = "empty_prompt"
	codeInvalidMessages   = "invalid_messages"
	codePromptAndMessages = "prompt_and_messages"
	codePromptTooLarge    = "prompt_too_large"
	codeUnknownVertical   = "unknown_vertical"
	codeInvalidJSON       = "invalid_json"
	codeInternal          = "internal"
)

// poweredBy is tools.DefaultPoweredBy, the credit line of pqs score --json.
const poweredBy = "pqs: open prompt quality scoring (github.com/pqs-dev/pqs)"

// An apiError is an error as the API reports it: a stable code, a message
// and the field at fault.
type apiError struct{ code, message, field string }

func (e *apiError) Error() string { return e.code + ": " + e.message }

func fieldErrorf(code, field, format string, args ...any) error {
	return &apiError{code, fmt.Sprintf(format, args...), field}
}
