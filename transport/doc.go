// Package transport adapts the operations of package tools to HTTP: the
// REST API of DESIGN §1 (and, in the mcp*.go files, MCP over streamable
// HTTP mounted at /mcp).
//
// [New] returns the one handler. Its routes are listed in routes(), with
// the middleware in the order it runs. Handlers return errors; one adapter
// turns an *tools.Error into the JSON envelope
//
//	{"error": {"code": "...", "message": "...", "field": "..."}}
//
// with the status of the code->status table in errors.go, the only such
// table in the project. Any other error is a 500 "internal" whose details
// are logged, never sent.
//
// A paid call runs validate -> payments.Gate.Begin -> work -> Commit (or
// Cancel on failure), so bad input never consumes a payment and a failed
// call is never charged.
package transport
