package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
)

// x402 over MCP (coinbase specs/transports-v2/mcp.md): the payment rides in
// the request's _meta, the settlement in the result's _meta.
const (
	metaPayment         = "x402/payment"
	metaPaymentResponse = "x402/payment-response"
)

// mcpCaller is what the HTTP transport knows about the caller of a tool.
// It is absent for calls over stdio.
type mcpCaller struct {
	Authorization string // the Authorization header, as sent
	ClientIP      netip.Addr
	BaseURL       string    // scheme://host of the request
	Deadline      time.Time // when the answer must be written; zero: none
	// done, set by a paid call, is to be called with the error of
	// flushing its answer (payments.Paid.Done).
	done func(context.Context, error)
}

type mcpCallerKey struct{}

func withMCPCaller(ctx context.Context, c *mcpCaller) context.Context {
	return context.WithValue(ctx, mcpCallerKey{}, c)
}

func mcpCallerFrom(ctx context.Context) *mcpCaller {
	c, _ := ctx.Value(mcpCallerKey{}).(*mcpCaller)
	return c
}

// toolResource is the x402 resource URL of a tool.
func toolResource(name string) string { return "mcp://tool/" + name }

// toolCall is a tools/call as a tool sees it, whether mcp-go decoded the
// request or the HTTP fast path did.
type toolCall struct {
	args json.RawMessage // the arguments ({} when absent)
	// values are the arguments decoded as generic JSON values, when mcp-go
	// already did; nil otherwise.
	values any
	// payment is _meta["x402/payment"] decoded as generic JSON: a string
	// or an object; nil when absent.
	payment any
}

// toolCallOf is the toolCall of an mcp-go request.
func toolCallOf(req mcp.CallToolRequest) (toolCall, error) {
	args, err := rawArguments(req)
	if err != nil {
		return toolCall{}, err
	}
	c := toolCall{args: args, payment: req.Params.Meta.GetMetaField(metaPayment)}
	if len(req.Params.RawArguments) > 0 {
		c.values = req.Params.Arguments // off the wire: generic values
	}
	return c, nil
}

// handler is the mcp-go handler of a tool.
func (m *mcpTools) handler(t mcpTool) mcpserver.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := toolCallOf(req)
		if err != nil {
			res, _ := m.errorResult(ctx, err)
			return res, nil
		}
		return m.serve(ctx, &t, c), nil
	}
}

// serve runs one tool call and logs it: validation, the free limit or the
// payment, the work, and the result. User errors are isError results, never
// JSON-RPC errors.
func (m *mcpTools) serve(ctx context.Context, t *mcpTool, c toolCall) *mcp.CallToolResult {
	start := time.Now()
	res, code := m.call(ctx, t, c)
	attrs := []slog.Attr{slog.String("tool", t.op), slog.Float64("dur_ms", float64(time.Since(start).Microseconds())/1e3)}
	if caller := mcpCallerFrom(ctx); caller != nil {
		attrs = append(attrs, slog.String("transport", "http"), slog.String("client_ip", caller.ClientIP.String()))
	} else {
		attrs = append(attrs, slog.String("transport", "stdio"))
	}
	if code != "" {
		attrs = append(attrs, slog.String("code", code))
	}
	m.cfg.Logger.LogAttrs(ctx, slog.LevelInfo, "mcp tool call", attrs...)
	return res
}

// call runs one tool call and returns its result and, for an error result,
// the error code.
func (m *mcpTools) call(ctx context.Context, t *mcpTool, c toolCall) (*mcp.CallToolResult, string) {
	w, err := t.prepare(c.args)
	if err != nil {
		return m.errorResult(ctx, err)
	}
	// The decoder and the service's checks refuse all that the input
	// schema refuses but null values, which the decoder reads as absent
	// (FuzzSchemaShortcut checks it): only then is the schema worth its
	// cost (a generic parse of the arguments).
	if bytes.Contains(c.args, []byte("null")) {
		if err := validateInput(t.input, c); err != nil {
			return m.errorResult(ctx, err)
		}
	}
	caller := mcpCallerFrom(ctx)
	if t.op == tools.OpScoreFree {
		if caller != nil {
			if err := m.allowFree(ctx, caller.ClientIP); err != nil {
				return m.errorResult(ctx, err)
			}
		}
		return m.run(ctx, t, w)
	}
	if caller == nil && m.cfg.Local {
		// stdio: the operator is the user.
		return m.run(ctx, t, w)
	}
	return m.paid(ctx, t, c, w, caller)
}

// paid runs a paid tool through the gate's one paid-call path, as REST
// does: begin the charge (key or x402), do the work, commit on success and
// cancel on failure, so a failed call costs nothing.
func (m *mcpTools) paid(ctx context.Context, t *mcpTool, c toolCall, w work, caller *mcpCaller) (*mcp.CallToolResult, string) {
	creds, err := credentials(c, caller, t.tool.Name)
	if err != nil {
		return m.errorResult(ctx, err)
	}
	if m.cfg.Gate == nil {
		return m.errorResult(ctx, tools.Errorf(tools.CodePaymentUnavailable, "this server takes no payments for %s", t.op))
	}
	call := payments.Call{Op: t.op, Route: toolResource(t.tool.Name), Credentials: creds}
	if caller != nil {
		call.Deadline = caller.Deadline
	}
	var (
		v    any
		text string
	)
	paid, err := m.cfg.Gate.Run(ctx, call, func(ctx context.Context) (err error) {
		v, text, err = w(ctx)
		return err
	})
	var refused *payments.RefusedError
	if errors.As(err, &refused) {
		// Not charged, so not served (x402: settlement failed). A failed
		// settlement's receipt still goes back, as the convention says.
		res, code := m.paymentFailed(ctx, t, caller, refused.Err)
		if refused.Receipt != nil {
			res.Meta = mcp.NewMetaFromMap(map[string]any{metaPaymentResponse: refused.Receipt})
		}
		return res, code
	}
	if err != nil {
		return m.errorResult(ctx, err)
	}
	res := mcp.NewToolResultStructured(v, text)
	if paid.Receipt != nil {
		res.Meta = mcp.NewMetaFromMap(map[string]any{metaPaymentResponse: paid.Receipt})
	}
	if caller != nil {
		caller.done = paid.Done
	}
	return res, ""
}

// run does the work of a free call.
func (m *mcpTools) run(ctx context.Context, t *mcpTool, w work) (*mcp.CallToolResult, string) {
	v, text, err := m.safeRun(ctx, t, w)
	if err != nil {
		return m.errorResult(ctx, err)
	}
	return mcp.NewToolResultStructured(v, text), ""
}

// safeRun runs a free operation and turns a panic into an internal error
// result (a paid call's panic is the gate's to handle).
func (m *mcpTools) safeRun(ctx context.Context, t *mcpTool, w work) (v any, text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic in %s: %v", t.op, r)
		}
	}()
	return w(ctx)
}

// rawArguments returns the call's arguments as JSON ({} when absent).
// "arguments": null counts as absent, as on the fast path.
func rawArguments(req mcp.CallToolRequest) (json.RawMessage, error) {
	if raw := bytes.TrimSpace(req.Params.RawArguments); len(raw) > 0 && string(raw) != "null" {
		return req.Params.RawArguments, nil
	}
	if req.Params.Arguments == nil {
		return json.RawMessage("{}"), nil
	}
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return nil, tools.Errorf(tools.CodeInvalidJSON, "arguments must be a JSON object")
	}
	return b, nil
}

// credentials collects the API key from the HTTP Authorization header and
// the x402 payment from _meta["x402/payment"] (an object, or a base64
// string as in the HTTP headers).
func credentials(tc toolCall, caller *mcpCaller, tool string) (payments.Credentials, error) {
	c := payments.Credentials{Resource: toolResource(tool)}
	if caller != nil && caller.Authorization != "" {
		scheme, token, _ := strings.Cut(strings.TrimSpace(caller.Authorization), " ")
		if !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(token) == "" {
			return c, tools.Errorf(tools.CodeInvalidAPIKey, "the Authorization header must be \"Bearer <API key>\"")
		}
		c.Bearer = payments.Secret(strings.TrimSpace(token))
		c.Client = limitKey(caller.ClientIP) // bounds lookups of unknown keys
	}
	if tc.payment != nil {
		// The call the payment is for (see the REST route).
		var args bytes.Buffer
		if json.Compact(&args, tc.args) != nil {
			args.Reset()
			args.Write(tc.args)
		}
		c.Request = payments.RequestDigest(c.Resource, args.Bytes())
	}
	switch p := tc.payment.(type) {
	case nil:
	case string:
		c.PaymentHeader = p
	case map[string]any, json.RawMessage:
		b, err := json.Marshal(p)
		if err != nil {
			return c, tools.Errorf(tools.CodePaymentMalformed, "_meta[%q] cannot be encoded", metaPayment)
		}
		c.PaymentObject = b
	default:
		return c, tools.Errorf(tools.CodePaymentMalformed, "_meta[%q] must be an x402 PaymentPayload object or its base64 encoding", metaPayment)
	}
	return c, nil
}

// paymentFailed is the result of a refused or failed payment: with the
// payment requirements when paying (again) can help, else a plain error.
func (m *mcpTools) paymentFailed(ctx context.Context, t *mcpTool, caller *mcpCaller, err error) (*mcp.CallToolResult, string) {
	te := PaymentError(err)
	if !hasRequirements(te.Code) {
		return m.errorResult(ctx, te)
	}
	reason := te.Code + ": " + te.Message
	if errors.Is(te.Err, payments.ErrPaymentRequired) {
		reason = "payment required: no API key and no x402 payment were sent"
		if te.Err != payments.ErrPaymentRequired {
			reason = "payment required: " + te.Err.Error()
		}
	} else if te.Err != nil {
		m.cfg.Logger.InfoContext(ctx, "mcp payment refused", "tool", t.op, "code", te.Code, "err", te.Err)
	}
	res, _ := m.paymentRequired(ctx, t, caller, reason)
	return res, te.Code
}

// allowFree applies the free limit to a score_free call over HTTP, with the
// REST free route's key, so both draw on one budget.
func (m *mcpTools) allowFree(ctx context.Context, ip netip.Addr) error {
	if m.cfg.FreeLimiter == nil {
		return nil
	}
	d, err := m.cfg.FreeLimiter.Allow(ctx, limitKey(ip))
	if err != nil {
		return &tools.Error{Code: tools.CodeLimiterUnavailable,
			Message: "the rate limiter is unavailable; try again shortly", RetryAfter: time.Second, Err: err}
	}
	if !d.Allowed {
		return &tools.Error{Code: tools.CodeRateLimited, RetryAfter: d.RetryAfter,
			Message: fmt.Sprintf("score_free allows %s per client IP, shared with POST /api/score/free; "+
				"retry later, or use score with an API key", m.freeRate())}
	}
	return nil
}

// hasRequirements reports whether an error result for code carries the
// payment requirements, so that the client can pay (again).
func hasRequirements(code string) bool {
	switch code {
	case tools.CodePaymentRequired, tools.CodePaymentInvalid, tools.CodePaymentReplayed, tools.CodeSettlementFailed:
		return true
	}
	return false
}

// errorResult turns err into an isError result whose text names the stable
// code, the message and the field. Only *tools.Error details reach the
// client; anything else is logged and reported as internal.
func (m *mcpTools) errorResult(ctx context.Context, err error) (*mcp.CallToolResult, string) {
	var te *tools.Error
	if errors.Is(err, payments.ErrCallerGone) {
		m.cfg.Logger.InfoContext(ctx, "mcp caller went away")
		te = &tools.Error{Code: tools.CodeInternal, Message: "the caller went away"}
	} else if !errors.As(err, &te) {
		m.cfg.Logger.ErrorContext(ctx, "mcp tool failed", "err", err)
		te = &tools.Error{Code: tools.CodeInternal, Message: "internal error"}
	} else if te.Code == tools.CodeInternal && te.Err != nil {
		m.cfg.Logger.ErrorContext(ctx, "mcp tool failed", "err", te.Err)
	}
	return mcp.NewToolResultError(errorText(te)), te.Code
}

func errorText(te *tools.Error) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Error %s: %s", te.Code, te.Message)
	if te.Field != "" {
		fmt.Fprintf(&b, " (field %q)", te.Field)
	}
	if te.RetryAfter > 0 {
		fmt.Fprintf(&b, ". Retry after %d s", int((te.RetryAfter+time.Second-1)/time.Second))
	}
	return b.String()
}

// paymentRequired is the x402 "payment required" result, as the x402 MCP
// transport specifies it: isError, the PaymentRequired object in
// structuredContent and its JSON in content[0].text; content[1] tells a
// person how to pay. A paid tool's output schema admits this shape
// (paidOutputSchema), so clients that check structuredContent against it
// even on error results, such as the TypeScript SDK, accept it.
func (m *mcpTools) paymentRequired(ctx context.Context, t *mcpTool, caller *mcpCaller, reason string) (*mcp.CallToolResult, string) {
	body, err := m.requirements(t.op, toolResource(t.tool.Name), reason, t.discovery)
	if err != nil {
		return m.errorResult(ctx, fmt.Errorf("payment requirements for %s: %w", t.op, err))
	}
	res := &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{
			mcp.NewTextContent(string(body)),
			mcp.NewTextContent(m.payHint(t, caller)),
		},
		StructuredContent: json.RawMessage(body),
	}
	return res, tools.CodePaymentRequired
}

// payHint is the human half of a payment-required result.
func (m *mcpTools) payHint(t *mcpTool, caller *mcpCaller) string {
	price := "?"
	if p, ok := m.cfg.Prices.Lookup(t.op); ok {
		price = p.USD
	}
	where := "this MCP server"
	if caller != nil && caller.BaseURL != "" {
		where = caller.BaseURL + "/mcp"
	}
	x402 := m.cfg.Gate != nil && m.cfg.Gate.X402Enabled()
	either := ""
	if x402 {
		either = "either "
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s costs $%s per call. To pay, %sconnect to %s with the HTTP header "+
		"\"Authorization: Bearer <API key>\" (the operator creates keys with \"pqs keys create\")", t.tool.Name, price, either, where)
	if x402 {
		fmt.Fprintf(&b, ", or retry the call with an x402 PaymentPayload for one of the accepted requirements above in params._meta[%q]", metaPayment)
	}
	b.WriteString(". Running the server locally (pqs mcp, over stdio) needs no payment. score_free is free.")
	return b.String()
}
