package tools

import (
	"errors"
	"fmt"
	"time"
)

// Stable error codes (DESIGN §4). Clients match on them, so a code is
// never renamed or reused; new codes are appended.
const (
	CodeInvalidJSON          = "invalid_json"                  // 400: body is not one JSON object
	CodeInvalidField         = "invalid_field"                 // 400: a field has the wrong type or an unknown name
	CodeMissingPrompt        = "missing_prompt"                // 400: prompt absent
	CodeEmptyPrompt          = "empty_prompt"                  // 400: prompt is blank
	CodeUnknownVertical      = "unknown_vertical"              // 400
	CodeBatchSize            = "invalid_batch_size"            // 400: batch outside 1..10
	CodePromptTooLarge       = "prompt_too_large"              // 413
	CodeBodyTooLarge         = "body_too_large"                // 413
	CodeUnsupportedMediaType = "unsupported_media_type"        // 415
	CodeMethodNotAllowed     = "method_not_allowed"            // 405
	CodeNotFound             = "not_found"                     // 404
	CodeInvalidAPIKey        = "invalid_api_key"               // 401: unknown or malformed key
	CodeRevokedAPIKey        = "revoked_api_key"               // 401
	CodePaymentRequired      = "payment_required"              // 402: no payment and no key
	CodePaymentInvalid       = "payment_invalid"               // 402: payment failed verification
	CodePaymentMalformed     = "payment_malformed"             // 400: payment header cannot be decoded
	CodePaymentReplayed      = "payment_replayed"              // 402: payment already used
	CodeSettlementFailed     = "settlement_failed"             // 402: facilitator refused to settle
	CodeQuotaExceeded        = "quota_exceeded"                // 429: key used up its quota
	CodeRateLimited          = "rate_limited"                  // 429: free route limit
	CodeModelNotConfigured   = "model_not_configured"          // 503
	CodeModelRateLimited     = "model_rate_limited"            // 503: provider said 429
	CodeModelTimeout         = "model_timeout"                 // 504
	CodeModelError           = "model_error"                   // 502
	CodeStorageUnavailable   = "storage_unavailable"           // 503
	CodeLimiterUnavailable   = "limiter_unavailable"           // 503: shared rate limiter unreachable
	CodePaymentUnavailable   = "payment_unavailable"           // 503: facilitator unreachable
	CodeInternal             = "internal"                      // 500
	CodeMissingPrompts       = "missing_prompts"               // 400: batch without "prompts"
	CodeBadRequest           = "bad_request"                   // 400: refused by the HTTP or MCP transport before any operation
	CodeInvalidHost          = "invalid_host"                  // 403: /mcp on a loopback listener under a foreign Host (DNS rebinding)
	CodeHeadersTooLarge      = "headers_too_large"             // 431
	CodeUnsupportedEncoding  = "unsupported_transfer_encoding" // 501
	CodeUnsupportedHTTP      = "unsupported_http_version"      // 505
	CodePromptAndMessages    = "prompt_and_messages"           // 400: both "prompt" and "messages" given
	CodeInvalidMessages      = "invalid_messages"              // 400: "messages" is not an array of {role, content} with known roles
	CodeExpectationFailed    = "expectation_failed"            // 417: an Expect header other than 100-continue
	CodeServerBusy           = "server_busy"                   // 503: too many large request bodies at once
	CodeBodyTimeout          = "body_timeout"                  // 408: the request body arrived too slowly
)

// Error is the one error type that crosses the service boundary. Code is
// stable; Message is for people; Field names the offending input field.
// Any other error reaching a transport is reported as CodeInternal.
type Error struct {
	Code    string
	Message string
	Field   string
	// RetryAfter, when positive, is sent as the Retry-After header.
	RetryAfter time.Duration
	// Err is the underlying cause, logged but never sent to the client.
	Err error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Err)
	}
	return e.Code + ": " + e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an *Error with the given code and formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// FieldErrorf is Errorf with the offending field named.
func FieldErrorf(code, field, format string, args ...any) *Error {
	return &Error{Code: code, Field: field, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode reports the stable code of err: the code of an *Error in its
// chain, or CodeInternal.
func ErrorCode(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return CodeInternal
}
