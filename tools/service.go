package tools

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/promptfile"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools/wire"
)

// Operation names, shared by REST, MCP and the price table.
const (
	OpScoreFree = "score_free"
	OpScore     = "score"
	OpBatch     = "batch"
	OpFull      = "optimize"
	OpCompare   = "compare"
)

// PaidOperations lists the paid operations in a fixed order.
func PaidOperations() []string { return []string{OpScore, OpBatch, OpFull, OpCompare} }

// Defaults.
const (
	DefaultMaxPromptBytes = 32 << 10
	MaxBatch              = 10
	MaxMessages           = 1000 // messages in one chat: empty turns render to nothing, so the prompt limit does not bound them
	DefaultPoweredBy      = "pqs: open prompt quality scoring (github.com/pqs-dev/pqs)"
)

// MaxBodyBytes is the largest request body a valid request can need, for
// a prompt limit of maxPromptBytes: a batch of MaxBatch items, each a
// prompt, or a chat of MaxMessages messages, at the limit and escaped at
// worst (a control character is six bytes, \u0001), encoded without
// whitespace as encoding/json and JSON.stringify encode it, plus 16 KiB for
// what may wrap it (a JSON-RPC message with an x402 payment in its _meta).
// The body limit defaults to it, so that every valid request fits.
func MaxBodyBytes(maxPromptBytes int) int64 {
	return MaxBatch*(jsonEscape*int64(maxPromptBytes)+int64(itemFraming)) + wrapFraming
}

// DefaultMaxBodyBytes is MaxBodyBytes(DefaultMaxPromptBytes), about 2.2 MiB.
const DefaultMaxBodyBytes = int64(MaxBatch*(jsonEscape*DefaultMaxPromptBytes+itemFraming) + wrapFraming)

const (
	jsonEscape  = 6 // bytes of JSON per byte of text, at worst
	itemFraming = MaxMessages*len(`{"role":"developer","content":""},`) + len(`{"messages":[],"vertical":"research"},`)
	wrapFraming = 16 << 10
)

// Config configures a Service. Zero values mean the documented defaults.
type Config struct {
	// MaxPromptBytes limits a prompt's UTF-8 size (default 32 KiB).
	MaxPromptBytes int
	// Prices maps each paid operation to its price in USD as a decimal
	// string ("0.025"). It comes from the one price table built in main.
	Prices map[string]string
	// Routes maps each operation to its REST route, for upgrade texts.
	Routes map[string]string
	// PoweredBy is the credit line on every result.
	PoweredBy string
	// Models runs prompts on language models (see Models). The zero value
	// means no model is configured: optimize falls back to the offline
	// rewrite without outputs, and compare fails with CodeModelNotConfigured.
	Models Models
	// FreeLimit and FreeWindow describe the free route's limit per client
	// IP in the try_free texts ("5 requests per minute"). FreeLimit 0: the
	// texts state no limit. FreeWindow defaults to a minute.
	FreeLimit  int
	FreeWindow time.Duration
	// X402Network names the x402 network ("base") when paid calls can be
	// paid with x402. Empty: x402 is off, and the texts name only API keys.
	X402Network string
	// Local marks a service whose operator is its user (pqs mcp over
	// stdio): every operation is free there, so the upgrade and try_free
	// texts name the tools to call instead of routes and prices.
	Local bool
}

// Service implements the five operations once, for every transport.
type Service struct {
	cfg Config

	// Texts fixed by the configuration, built once.
	tryFree string
	upgrade map[string]string // by operation: on results
	preview map[string][2]string
}

// New returns a Service.
func New(cfg Config) *Service {
	if cfg.MaxPromptBytes <= 0 {
		cfg.MaxPromptBytes = DefaultMaxPromptBytes
	}
	if cfg.PoweredBy == "" {
		cfg.PoweredBy = DefaultPoweredBy
	}
	if cfg.Routes == nil {
		cfg.Routes = map[string]string{
			OpScoreFree: "/api/score/free",
			OpScore:     "/api/score",
			OpBatch:     "/api/score/batch",
			OpFull:      "/api/score/full",
			OpCompare:   "/api/score/compare",
		}
	}
	if cfg.FreeWindow <= 0 {
		cfg.FreeWindow = time.Minute
	}
	s := &Service{cfg: cfg, upgrade: map[string]string{}, preview: map[string][2]string{}}
	s.tryFree = s.tryFreeText()
	for _, op := range PaidOperations() {
		s.upgrade[op] = s.upgradeText(op)
		s.preview[op] = s.previewTexts(op)
	}
	return s
}

// MaxPromptBytes reports the configured prompt size limit.
func (s *Service) MaxPromptBytes() int { return s.cfg.MaxPromptBytes }

// validate checks one request and resolves its vertical. field prefixes the
// field names in errors (for batch items).
//
// The prompt returned is the text the engine scores: r.Prompt, or for a
// chat the text promptfile.Chat renders, to which the same limits apply.
func (s *Service) validate(r Request, field string) (string, scoring.Vertical, error) {
	prompt, err := s.promptOf(r, field)
	if err != nil {
		return "", "", err
	}
	v, err := scoring.ParseVertical(r.Vertical)
	if err == nil && r.emptyVertical {
		err = errors.New(`empty vertical: send null or leave it out for the default`)
	}
	if err != nil {
		return "", "", &Error{Code: CodeUnknownVertical, Field: field + "vertical",
			Message: fmt.Sprintf("unknown vertical %q: use one of %s, or null for general", r.Vertical, verticalList()), Err: err}
	}
	return prompt, v, nil
}

// promptOf returns the text r asks to score: its prompt or its rendered
// chat, checked for presence, emptiness and size.
func (s *Service) promptOf(r Request, field string) (string, error) {
	hasMessages := r.hasMessages || r.Messages != nil
	hasPrompt := r.hasPrompt || r.Prompt != ""
	name, prompt := "prompt", r.Prompt
	switch {
	case hasMessages && hasPrompt:
		return "", FieldErrorf(CodePromptAndMessages, field+"messages",
			"send either prompt (a text) or messages (a chat), not both")
	case hasMessages:
		name = "messages"
		if len(r.Messages) == 0 {
			return "", FieldErrorf(CodeEmptyPrompt, field+name, "messages must hold at least one {role, content} message")
		}
		p, err := promptfile.Chat(r.Messages)
		var me *promptfile.MessageError
		switch {
		case errors.As(err, &me):
			return "", FieldErrorf(CodeInvalidMessages, fmt.Sprintf("%smessages[%d].role", field, me.Index), "%s", me.Reason)
		case errors.Is(err, promptfile.ErrEmpty):
			return "", FieldErrorf(CodeEmptyPrompt, field+name, "every message is empty: messages must hold some text")
		case err != nil:
			return "", &Error{Code: CodeInvalidMessages, Field: field + name, Message: "messages cannot be scored", Err: err}
		case allBlank(r.Messages):
			return "", FieldErrorf(CodeEmptyPrompt, field+name,
				"every message is empty or holds only invisible characters: messages must hold some text")
		}
		prompt = p
	case !hasPrompt:
		return "", FieldErrorf(CodeMissingPrompt, field+"prompt", "prompt is required (or messages, a chat of {role, content})")
	}
	if blank(prompt) {
		if strings.TrimSpace(prompt) == "" {
			return "", FieldErrorf(CodeEmptyPrompt, field+name, "prompt must not be empty")
		}
		return "", FieldErrorf(CodeEmptyPrompt, field+name,
			"prompt holds no text: only white space, zero-width, control, format, private-use or replacement characters, "+
				"or marks with no letter")
	}
	if len(prompt) > s.cfg.MaxPromptBytes {
		what := "prompt is"
		if name == "messages" {
			what = "the chat renders to"
		}
		return "", FieldErrorf(CodePromptTooLarge, field+name,
			"%s %d bytes; the limit is %d bytes of UTF-8", what, len(prompt), s.cfg.MaxPromptBytes)
	}
	return prompt, nil
}

func verticalList() string {
	var names []string
	for _, v := range scoring.Verticals() {
		names = append(names, string(v))
	}
	return strings.Join(names, ", ")
}

// score rates prompt for the paid results, which show no evidence.
func (s *Service) score(prompt string, v scoring.Vertical) (scoring.Result, error) {
	r, err := scoring.ScoreBrief(prompt, v)
	if err != nil {
		return r, fmt.Errorf("score: %w", err)
	}
	return r, nil
}

// Validate checks a single-prompt request without doing the work, so that
// transports can refuse bad input before taking a payment.
func (s *Service) Validate(r Request) error {
	_, _, err := s.validate(r, "")
	return err
}

// ValidateBatch checks a batch request without doing the work.
func (s *Service) ValidateBatch(b BatchRequest) error {
	if !b.hasPrompts && b.Prompts == nil {
		return FieldErrorf(CodeMissingPrompts, "prompts", "prompts is required: an array of 1 to %d prompts", MaxBatch)
	}
	if n := len(b.Prompts); n < 1 || n > MaxBatch {
		return FieldErrorf(CodeBatchSize, "prompts", "prompts must hold 1 to %d items, got %d", MaxBatch, n)
	}
	for i, r := range b.Prompts {
		if _, _, err := s.validate(r, fmt.Sprintf("prompts[%d].", i)); err != nil {
			return err
		}
	}
	return nil
}

// Free runs the free probe.
func (s *Service) Free(ctx context.Context, req Request) (*FreeResult, error) {
	prompt, v, err := s.validate(req, "")
	if err != nil {
		return nil, err
	}
	// The free probe shows only the scores, so the evidence and fixes are
	// not built.
	r, err := scoring.Summarize(prompt, v)
	if err != nil {
		return nil, fmt.Errorf("score: %w", err)
	}
	return &FreeResult{
		ScorerVersion: scoring.Version,
		Mode:          "free-probe",
		Prompt:        prompt,
		Messages:      req.Messages,
		Vertical:      string(v),
		Language:      r.Language,
		Warnings:      wire.WarningsOf(r.Warnings),
		Score:         r.Total,
		OutOf:         scoring.OutOf,
		Grade:         r.Grade,
		Dimensions:    wire.DimensionsFrom(r.Scores),
		Upgrade:       s.upgrade[OpScore],
		TryFree:       s.tryFree,
		PoweredBy:     s.cfg.PoweredBy,
	}, nil
}

// Score runs the paid score.
func (s *Service) Score(ctx context.Context, req Request) (*ScoreResult, error) {
	prompt, v, err := s.validate(req, "")
	if err != nil {
		return nil, err
	}
	r, err := s.score(prompt, v)
	if err != nil {
		return nil, err
	}
	return wire.NewScoreResult(prompt, req.Messages, r, s.cfg.PoweredBy), nil
}

// Batch scores 1..10 prompts, in input order.
func (s *Service) Batch(ctx context.Context, req BatchRequest) (*BatchResult, error) {
	if err := s.ValidateBatch(req); err != nil {
		return nil, err
	}
	out := &BatchResult{
		ScorerVersion: scoring.Version,
		BatchSize:     len(req.Prompts),
		Results:       make([]BatchItemResult, 0, len(req.Prompts)),
		PoweredBy:     s.cfg.PoweredBy,
	}
	sum := 0
	lowest, highest := math.MaxInt, math.MinInt
	lowestGrade := ""
	for i, item := range req.Prompts {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		prompt, v, err := s.validate(item, fmt.Sprintf("prompts[%d].", i))
		if err != nil {
			return nil, err
		}
		r, err := s.score(prompt, v)
		if err != nil {
			return nil, err
		}
		out.Results = append(out.Results, BatchItemResult{
			Prompt:     prompt,
			Messages:   item.Messages,
			Vertical:   string(v),
			Language:   r.Language,
			Warnings:   wire.WarningsOf(r.Warnings),
			Score:      r.Total,
			OutOf:      r.OutOf,
			Grade:      r.Grade,
			Dimensions: DimensionsTotal{Dimensions: wire.DimensionsOf(r), Total: r.Total},
			TopFixes:   wire.TopFixesOf(r),
			Fixes:      FixesOf(r),
		})
		sum += r.Total
		highest = max(highest, r.Total)
		if r.Total < lowest {
			lowest = r.Total
		}
		if lowestGrade == "" || gradeRank(r.Grade) > gradeRank(lowestGrade) {
			lowestGrade = r.Grade
		}
	}
	n := len(out.Results)
	out.Summary = BatchSummary{
		TotalScored:  n,
		AvgScore:     math.Round(float64(sum)/float64(n)*100) / 100,
		AvgOutOf:     scoring.OutOf,
		LowestGrade:  lowestGrade,
		HighestScore: highest,
		LowestScore:  lowest,
	}
	return out, nil
}

// gradeRank orders grades from best (0) to worst.
func gradeRank(g string) int { return strings.Index("ABCDF", g) }

func (s *Service) price(op string) string {
	if p, ok := s.cfg.Prices[op]; ok {
		return p
	}
	return "?"
}

// howToPay names the ways to pay for op on this server.
func (s *Service) howToPay(op string) string {
	if s.cfg.X402Network != "" {
		return fmt.Sprintf("$%s USDC per call via x402 (%s), or send Authorization: Bearer <API key>", s.price(op), s.cfg.X402Network)
	}
	return fmt.Sprintf("$%s per call with an API key: send Authorization: Bearer <API key>", s.price(op))
}

func (s *Service) upgradeText(op string) string {
	if s.cfg.Local {
		return "Call the score tool for the percentile and the three most valuable fixes. " +
			"Every tool is free here: pqs runs on your machine."
	}
	return fmt.Sprintf("POST %s for the full breakdown with percentile and top fixes: %s.", s.cfg.Routes[op], s.howToPay(op))
}

// previewTexts are the message and upgrade texts of op's preview.
func (s *Service) previewTexts(op string) [2]string {
	pay := fmt.Sprintf("$%s per call with a bearer API key", s.price(op))
	if s.cfg.X402Network != "" {
		pay = fmt.Sprintf("$%s USDC per call via x402, or a bearer API key", s.price(op))
	}
	return [2]string{
		fmt.Sprintf("This endpoint is POST-only and paid (%s). example_response shows what a successful call returns.", pay),
		fmt.Sprintf("POST %s: %s.", s.cfg.Routes[op], s.howToPay(op)),
	}
}

func (s *Service) tryFreeText() string {
	if s.cfg.Local {
		return "The score_free tool scores a prompt free, without a limit, on your machine."
	}
	limit := ""
	if n := s.cfg.FreeLimit; n > 0 {
		unit := "requests"
		if n == 1 {
			unit = "request"
		}
		limit = fmt.Sprintf(" (%d %s per %s per client IP)", n, unit, WindowName(s.cfg.FreeWindow))
	}
	return fmt.Sprintf("POST %s with {\"prompt\": \"...\"} scores a prompt free%s.", s.cfg.Routes[OpScoreFree], limit)
}

// WindowName names a rate limit window in texts: "minute" for a
// minute, d.String() for a window without a name.
func WindowName(d time.Duration) string {
	switch d {
	case time.Second:
		return "second"
	case time.Minute:
		return "minute"
	case time.Hour:
		return "hour"
	}
	return d.String()
}

// ErrUnknownOperation is returned by Preview for an operation that is not paid.
var ErrUnknownOperation = errors.New("unknown operation")

// previewPrompt is the fixed example prompt that previews score.
const previewPrompt = "You are a senior data analyst. Summarize the attached quarterly sales report for the executive team in five bullet points, each under 20 words, then list the two biggest risks. Think step by step: first find the trends, then the outliers. Format: Markdown. Example bullet: \"- Revenue up 12% QoQ, driven by EMEA.\""

// Example is the worked example of a paid operation, the one its preview
// shows: a request body and the response to it. The x402 Bazaar listing
// shows the same pair.
type Example struct {
	Request  any // a Request or a BatchRequest: the JSON body a client sends
	Response any // the result of Request
}

// Example returns the worked example of a paid operation: the engine's
// answer to a fixed prompt (compare: an illustrative comparison, since
// real calls never invent model output).
func (s *Service) Example(ctx context.Context, op string) (Example, error) {
	switch op {
	case OpScore:
		req := NewRequest(previewPrompt, "general")
		r, err := s.Score(ctx, req)
		if err != nil {
			return Example{}, err
		}
		return Example{Request: req, Response: r}, nil
	case OpBatch:
		req := NewBatchRequest(NewRequest(previewPrompt, "general"), NewRequest("Write a blog post about Bitcoin.", "crypto"))
		r, err := s.Batch(ctx, req)
		if err != nil {
			return Example{}, err
		}
		return Example{Request: req, Response: r}, nil
	case OpFull:
		r, err := s.offlineFull(previewPrompt, nil, "general")
		if err != nil {
			return Example{}, err
		}
		return Example{Request: NewRequest(previewPrompt, "general"), Response: r}, nil
	case OpCompare:
		r := s.compareExample()
		return Example{Request: NewRequest(r.OriginalPrompt, r.Vertical), Response: r}, nil
	}
	return Example{}, fmt.Errorf("example %q: %w", op, ErrUnknownOperation)
}

// Preview returns the preview result of a paid operation, with an
// example_response computed by the engine on a fixed prompt (Example).
func (s *Service) Preview(ctx context.Context, op string) (*PreviewResult, error) {
	ex, err := s.Example(ctx, op)
	if err != nil {
		return nil, err
	}
	texts := s.preview[op]
	return &PreviewResult{
		Mode:            "preview",
		Message:         texts[0],
		ExampleResponse: ex.Response,
		Upgrade:         texts[1],
		TryFree:         s.tryFree,
		PoweredBy:       s.cfg.PoweredBy,
	}, nil
}
