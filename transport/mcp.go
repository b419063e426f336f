package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/promptfile"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
)

// MCPServerName is the server name announced to MCP clients.
const MCPServerName = "pqs"

// MCPConfig configures the MCP server.
type MCPConfig struct {
	// Service runs the operations; the same instance REST uses.
	Service *tools.Service
	// Prices is the one price table; it drives the tool descriptions.
	Prices payments.PriceTable
	// Local marks a server whose operator is its user (stdio): tools run
	// without payment and their descriptions say so. A call that arrives
	// over HTTP is always gated, whatever Local says.
	Local bool
	// Gate charges paid tools called over HTTP. Nil means paid tools
	// cannot be paid for over HTTP: they fail with payment_unavailable.
	Gate *payments.Gate
	// FreeLimiter limits score_free over HTTP per client IP. Pass the
	// limiter of the REST free route: both use the same key, so a client
	// has one free budget across REST and MCP. Nil: no limit.
	FreeLimiter Limiter
	// FreeLimit and FreeWindow describe FreeLimiter in the description and
	// in refusals (default 5 per minute).
	FreeLimit  int
	FreeWindow time.Duration
	// Version is the server version announced to clients.
	Version string
	// Logger receives one line per tool call (never prompt text or keys).
	Logger *slog.Logger
	// ValidateOutput checks every structured result against its tool's
	// output schema before it is sent (tests turn it on).
	ValidateOutput bool
}

// MCPServer is the MCP server of the five tools: mcp-go's server, which
// speaks the whole protocol (stdio, in-process and HTTP), and the tools
// themselves, which the HTTP handler also calls directly for the common
// tools/call (see fastCall).
type MCPServer struct {
	*mcpserver.MCPServer
	tools *mcpTools
}

// NewMCPServer returns an MCP server exposing the five operations of
// cfg.Service as the tools score_free, score, batch, optimize and compare.
// The tools return the same structured data as the REST routes.
func NewMCPServer(cfg MCPConfig) *MCPServer {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if cfg.FreeLimit <= 0 {
		cfg.FreeLimit = 5
	}
	if cfg.FreeWindow <= 0 {
		cfg.FreeWindow = time.Minute
	}
	opts := []mcpserver.ServerOption{
		mcpserver.WithToolCapabilities(false),
		mcpserver.WithRecovery(),
		mcpserver.WithTitle("Prompt quality scoring"),
		mcpserver.WithDescription("Scores, rewrites and compares prompts for large language models."),
		mcpserver.WithInstructions(mcpInstructions),
		// mcp-go logs every message and tool call at info; ours (one line
		// per call, with transport and code) is enough, so keep its warnings.
		mcpserver.WithLogger(slog.New(minLevel{cfg.Logger.Handler(), slog.LevelWarn})),
	}
	if cfg.ValidateOutput {
		opts = append(opts, mcpserver.WithOutputSchemaValidation())
	}
	s := mcpserver.NewMCPServer(MCPServerName, cfg.Version, opts...)
	m := &mcpTools{cfg: cfg, byName: map[string]*mcpTool{}}
	for _, t := range m.tools() {
		schema, err := compileSchema(t.tool.Name, "input", t.tool.InputSchema)
		if err != nil {
			panic(err) // our own schemas: a programming error, caught by every test
		}
		t.input = schema
		if cfg.ValidateOutput {
			var out any = t.tool.OutputSchema
			if t.tool.RawOutputSchema != nil {
				out = t.tool.RawOutputSchema
			}
			if t.output, err = compileSchema(t.tool.Name, "output", out); err != nil {
				panic(err)
			}
		}
		if t.op != tools.OpScoreFree && cfg.Gate != nil && cfg.Gate.X402Enabled() && cfg.Service != nil {
			if t.discovery, err = toolDiscovery(cfg.Service, t.op, t.tool); err != nil {
				// The engine's own examples: a programming error, which
				// the tests catch; the tool's 402s then go unlisted.
				cfg.Logger.Error("x402 discovery metadata", "err", err)
			}
		}
		s.AddTool(t.tool, m.handler(t))
		m.byName[t.tool.Name] = &t
	}
	return &MCPServer{MCPServer: s, tools: m}
}

const mcpInstructions = "Use these tools to check and improve prompts before running them on a language model. " +
	"score_free gives a quick grade; score adds the percentile and the three most valuable fixes; " +
	"batch scores up to 10 prompts at once; optimize rewrites a prompt and shows the gain; " +
	"compare runs the optimized prompt on several models and names the best answer. " +
	"Each takes a prompt as text (prompt) or a chat prompt (messages: [{role, content}], roles system, developer, user, assistant). " +
	"Scores are deterministic: the same prompt and vertical always give the same result."

// mcpTool is one tool: its definition and the operation it runs.
type mcpTool struct {
	tool mcp.Tool
	op   string
	// prepare decodes and validates the arguments, so that bad input is
	// refused before a payment is taken, and returns the work to do.
	prepare func(args json.RawMessage) (work, error)
	// input is the compiled input schema; output the output schema, when
	// results are validated (MCPConfig.ValidateOutput).
	input, output *jsonschema.Schema
	// discovery is the x402 Bazaar metadata of a paid tool; nil when
	// x402 is off.
	discovery *payments.Discovery
}

// work runs an operation on prepared input and returns the structured
// result with its text summary.
type work func(ctx context.Context) (result any, text string, err error)

type mcpTools struct {
	cfg    MCPConfig
	byName map[string]*mcpTool
}

// ToolNames returns the MCP tool names in a fixed order.
func ToolNames() []string {
	return []string{tools.OpScoreFree, tools.OpScore, tools.OpBatch, tools.OpFull, tools.OpCompare}
}

func (m *mcpTools) tools() []mcpTool {
	svc := m.cfg.Service
	return []mcpTool{
		{
			op: tools.OpScoreFree,
			tool: m.newTool(tools.OpScoreFree, "Score a prompt (free)", false, promptArgs(), outputSchema[tools.FreeResult](),
				"Quick quality check of a prompt for a large language model: a score on 8 dimensions "+
					"("+strings.Join(scoring.DimensionNames(), ", ")+"; 0-10 each, 80 in all) and a letter grade A-F. Deterministic and offline: "+
					"no model is called. Use it before running a prompt, or after editing one, to see where "+
					"it stands. For the percentile and the three most valuable fixes use score."),
			prepare: single(svc, svc.Free, freeText),
		},
		{
			op: tools.OpScore,
			tool: m.newTool(tools.OpScore, "Score a prompt", false, promptArgs(), paidOutputSchema[tools.ScoreResult](),
				"Full quality score of a prompt for a large language model: the 8 dimensions "+
					"(0-10 each, 80 in all), a letter grade A-F, the percentile against a reference corpus "+
					"of real prompts, and the three fixes that would gain the most points, each phrased as "+
					"an action. Deterministic and offline: no model is called. Use it to find out what to "+
					"change in a prompt; use optimize to have it rewritten."),
			prepare: single(svc, svc.Score, scoreText),
		},
		{
			op: tools.OpBatch,
			tool: m.newTool(tools.OpBatch, "Score up to 10 prompts", false, batchArgs(), paidOutputSchema[tools.BatchResult](),
				fmt.Sprintf("Scores 1 to %d prompts in one call, each like score (8 dimensions, grade, "+
					"top fixes), with results in input order and a summary (average score, lowest grade, "+
					"highest and lowest score). Deterministic and offline. Use it to compare variants of a "+
					"prompt or to audit a set of prompts.", tools.MaxBatch)),
			prepare: prepare(decodeBatch, svc.ValidateBatch, svc.Batch, batchText),
		},
		{
			op: tools.OpFull,
			tool: m.newTool(tools.OpFull, "Optimize a prompt", true, promptArgs(), paidOutputSchema[tools.FullResult](),
				"Rewrites a prompt to fix its weaknesses and shows the effect: the optimized prompt, "+
					"both prompts scored, the improvement in percent and what changed per dimension. With a "+
					"target model configured, a model writes the rewrite (kept only if it scores higher) "+
					"and both prompts are answered by the target model; without one the engine's offline "+
					"rewrite is returned and the outputs stay empty (output_status says why). Use it when "+
					"you want a better prompt, not just a diagnosis."),
			prepare: single(svc, svc.Full, fullText),
		},
		{
			op: tools.OpCompare,
			tool: m.newTool(tools.OpCompare, "Compare models on a prompt", true, promptArgs(), paidOutputSchema[tools.CompareResult](),
				"Optimizes a prompt, runs it on every configured model, and has a judge model score "+
					"each answer on completeness, relevancy, reasoning_depth and faithfulness (0-25 each, "+
					"100 in all); names the winner and says why. Use it to choose a model for a prompt. "+
					"Needs "+tools.CompareNeeds+"; without an endpoint it fails with model_not_configured."),
			prepare: single(svc, svc.Compare, compareText),
		},
	}
}

// newTool defines the tool of op: title is also its annotations' title,
// callsModel sets its hints (see annotations), and the description gets
// the price (see describe).
func (m *mcpTools) newTool(op, title string, callsModel bool, args, output mcp.ToolOption, description string) mcp.Tool {
	return mcp.NewTool(op,
		mcp.WithToolTitle(title),
		mcp.WithDescription(m.describe(op, description)),
		args,
		output,
		annotations(title, callsModel),
	)
}

// describe appends the price (or the lack of one) to a tool description.
func (m *mcpTools) describe(op, what string) string {
	if op == tools.OpScoreFree {
		if m.cfg.Local || m.cfg.FreeLimiter == nil {
			return what + " Free."
		}
		return what + fmt.Sprintf(" Free, limited to %s per client IP.", m.freeRate())
	}
	if m.cfg.Local {
		return what + " Runs on your machine without payment."
	}
	p, ok := m.cfg.Prices.Lookup(op)
	if !ok {
		return what
	}
	if m.cfg.Gate != nil && m.cfg.Gate.X402Enabled() {
		return what + fmt.Sprintf(" Price: $%s per call, paid with an API key (Authorization: Bearer) or an x402 payment "+
			"(USDC) in _meta[\"x402/payment\"]; without either the call returns the payment requirements.", p.USD)
	}
	return what + fmt.Sprintf(" Price: $%s per call, paid with an API key (HTTP header Authorization: Bearer <key>).", p.USD)
}

// annotations sets all four hints. The engine tools (callsModel false)
// only compute: read-only, idempotent, closed world. optimize and compare
// call the configured model endpoint: an open world, and every call is a
// new model call, counted and billed by the provider, with a new answer.
// They are therefore not idempotent, and not read-only either, since the
// specification reads idempotentHint only when readOnlyHint is false. No
// tool deletes or overwrites anything: destructiveHint is false throughout.
func annotations(title string, callsModel bool) mcp.ToolOption {
	return mcp.WithToolAnnotation(mcp.ToolAnnotation{
		Title:           title,
		ReadOnlyHint:    mcp.ToBoolPtr(!callsModel),
		DestructiveHint: mcp.ToBoolPtr(false),
		IdempotentHint:  mcp.ToBoolPtr(!callsModel),
		OpenWorldHint:   mcp.ToBoolPtr(callsModel),
	})
}

// verticalEnum lists the verticals. "" is not one: like REST, a tool
// refuses it with unknown_vertical, and the default is asked for by
// leaving vertical out.
func verticalEnum() []string {
	var out []string
	for _, v := range scoring.Verticals() {
		out = append(out, string(v))
	}
	return out
}

const promptDescription = "The prompt to evaluate, exactly as it would be sent to the model (UTF-8 text). " +
	"Give either prompt or messages, not both."

const messagesDescription = "A chat prompt instead of prompt: the messages as they would be sent to a chat model, " +
	"in order. It is scored as pqs check scores a chat file: system and developer messages first, earlier " +
	"user/assistant exchanges as examples, the last user turn as the task. The result echoes the messages, " +
	"and its prompt is the text they were scored as."

// messagesProperty is the schema of "messages": what tools.Request's
// decoder and promptfile.Chat accept.
func messagesProperty() map[string]any {
	return map[string]any{
		"type":        "array",
		"description": messagesDescription,
		"minItems":    1,
		"items": map[string]any{
			"type": "object",
			"properties": map[string]any{
				"role":    map[string]any{"type": "string", "enum": promptfile.Roles()},
				"content": map[string]any{"type": "string", "description": "The message's text."},
			},
			"required":             []string{"role", "content"},
			"additionalProperties": false,
		},
	}
}

func verticalProperty() map[string]any {
	return map[string]any{
		"type": "string",
		"enum": verticalEnum(),
		"description": "Domain that changes what counts (default general; leave it out for the default): crypto rewards chain, asset and " +
			"time-frame specificity and risk caveats; content rewards audience, tone and length; research " +
			"rewards source and citation requirements.",
		"default": string(scoring.General),
	}
}

// promptArgs is the input schema of the single-prompt tools: a prompt or
// a chat's messages. Exactly one is required, which the decoder checks
// (missing_prompt, prompt_and_messages): a oneOf at the top level of an
// input schema is refused by some model APIs' tool definitions, so the
// schema requires neither and the descriptions say it.
func promptArgs() mcp.ToolOption {
	return func(t *mcp.Tool) {
		t.InputSchema = mcp.ToolInputSchema{
			Type: "object",
			Properties: map[string]any{
				"prompt":   map[string]any{"type": "string", "description": promptDescription},
				"messages": messagesProperty(),
				"vertical": verticalProperty(),
			},
			AdditionalProperties: false,
		}
	}
}

// batchArgs is the input schema of batch: items are objects like the
// single-prompt arguments (a prompt or messages), or bare strings (scored
// in the general vertical).
func batchArgs() mcp.ToolOption {
	item := map[string]any{
		"anyOf": []any{
			map[string]any{
				"type": "object",
				"properties": map[string]any{
					"prompt":   map[string]any{"type": "string", "description": promptDescription},
					"vertical": verticalProperty(),
				},
				"required":             []string{"prompt"},
				"additionalProperties": false,
			},
			map[string]any{
				"type": "object",
				"properties": map[string]any{
					"messages": messagesProperty(),
					"vertical": verticalProperty(),
				},
				"required":             []string{"messages"},
				"additionalProperties": false,
			},
			map[string]any{"type": "string", "description": "A prompt, scored in the general vertical."},
		},
	}
	return func(t *mcp.Tool) {
		t.InputSchema = mcp.ToolInputSchema{
			Type: "object",
			Properties: map[string]any{
				"prompts": map[string]any{
					"type":        "array",
					"description": fmt.Sprintf("1 to %d prompts, as objects {prompt, vertical} or {messages, vertical} or bare strings; results keep this order.", tools.MaxBatch),
					"items":       item,
					"minItems":    1,
					"maxItems":    tools.MaxBatch,
				},
			},
			Required:             []string{"prompts"},
			AdditionalProperties: false,
		}
	}
}

// decodeRequest decodes tool arguments with the same decoder REST uses, so
// that unknown fields and wrong types give the same stable codes.
func decodeRequest(args json.RawMessage) (tools.Request, error) {
	// mcp-go parsed args already, so skip json.Unmarshal's validity scan.
	var req tools.Request
	if err := req.UnmarshalJSON(args); err != nil {
		return tools.Request{}, asToolsError(err)
	}
	return req, nil
}

func decodeBatch(args json.RawMessage) (tools.BatchRequest, error) {
	var req tools.BatchRequest
	if err := req.UnmarshalJSON(args); err != nil {
		return tools.BatchRequest{}, asToolsError(err)
	}
	return req, nil
}

// single prepares a single-prompt operation (see prepare).
func single[R any](svc *tools.Service, do func(context.Context, tools.Request) (R, error), text func(R) string) func(json.RawMessage) (work, error) {
	return prepare(decodeRequest, svc.Validate, do, text)
}

// prepare prepares an operation: decode the arguments and validate the
// request; the work is do, whose result text renders for the text content.
func prepare[Q, R any](decode func(json.RawMessage) (Q, error), validate func(Q) error, do func(context.Context, Q) (R, error), text func(R) string) func(json.RawMessage) (work, error) {
	return func(args json.RawMessage) (work, error) {
		req, err := decode(args)
		if err != nil {
			return nil, err
		}
		if err := validate(req); err != nil {
			return nil, err
		}
		return func(ctx context.Context) (any, string, error) {
			r, err := do(ctx, req)
			if err != nil {
				return nil, "", err
			}
			return r, text(r), nil
		}, nil
	}
}

// asToolsError keeps an *tools.Error from the decoder and reports anything
// else (a syntax error) as invalid JSON.
func asToolsError(err error) error {
	var te *tools.Error
	if errors.As(err, &te) {
		return te
	}
	return tools.Errorf(tools.CodeInvalidJSON, "arguments must be a JSON object")
}

// compileSchema compiles a tool's input or output schema.
func compileSchema(tool, kind string, schema any) (*jsonschema.Schema, error) {
	raw, err := json.Marshal(schema)
	if err != nil {
		return nil, fmt.Errorf("%s schema of %s: %w", kind, tool, err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("%s schema of %s: %w", kind, tool, err)
	}
	c := jsonschema.NewCompiler()
	url := "mem:///pqs/tools/" + tool + "/" + kind + ".json"
	if err := c.AddResource(url, doc); err != nil {
		return nil, fmt.Errorf("%s schema of %s: %w", kind, tool, err)
	}
	compiled, err := c.Compile(url)
	if err != nil {
		return nil, fmt.Errorf("%s schema of %s: %w", kind, tool, err)
	}
	return compiled, nil
}

// validateInput checks arguments against the declared input schema. It runs
// after the operation's own decoder, whose errors carry stable codes and
// clearer messages, so it only catches what the decoder lets through but the
// schema forbids (a null vertical, say).
//
// The call's arguments are used as decoded when mcp-go decoded them off the
// wire (generic JSON values); otherwise the JSON is parsed.
func validateInput(schema *jsonschema.Schema, c toolCall) error {
	v := c.values
	if v == nil {
		var err error
		if v, err = jsonschema.UnmarshalJSON(bytes.NewReader(c.args)); err != nil {
			return tools.Errorf(tools.CodeInvalidJSON, "arguments must be a JSON object")
		}
	}
	err := schema.Validate(v)
	if err == nil {
		return nil
	}
	// The first line names our schema's URL; the rest says what is wrong where.
	_, detail, _ := strings.Cut(err.Error(), "\n")
	detail = strings.Join(strings.Fields(strings.ReplaceAll(detail, "\n", "; ")), " ")
	return tools.Errorf(tools.CodeInvalidField, "arguments do not match the input schema: %s", strings.TrimPrefix(detail, "- "))
}

// freeRate is the free limit in words: "5 calls per minute".
func (m *mcpTools) freeRate() string {
	return fmt.Sprintf("%d calls per %s", m.cfg.FreeLimit, tools.WindowName(m.cfg.FreeWindow))
}

// minLevel drops records below min.
type minLevel struct {
	slog.Handler
	min slog.Level
}

func (h minLevel) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= h.min && h.Handler.Enabled(ctx, l)
}

func (h minLevel) WithAttrs(as []slog.Attr) slog.Handler {
	return minLevel{h.Handler.WithAttrs(as), h.min}
}

func (h minLevel) WithGroup(name string) slog.Handler {
	return minLevel{h.Handler.WithGroup(name), h.min}
}
