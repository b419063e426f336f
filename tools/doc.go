// Package tools implements pqs's five operations once, for every
// transport: score_free, score, batch, optimize and compare.
//
// A transport decodes a request into a [Request] or [BatchRequest] (the
// decoders live here, so that REST and MCP accept the same inputs), calls
// the [Service] method of the operation, and encodes the result struct,
// whose field order is the wire order. Payment is not this package's
// concern: the transport gates a paid call with package payments around
// the call to the [Service].
//
//	svc := tools.New(tools.Config{Prices: prices})
//	res, err := svc.Score(ctx, tools.NewRequest(prompt, "general"))
//
// Scoring is delegated to package scoring, which is pure; this package
// adds validation, the texts that name routes and prices, and the calls
// to language models for optimize and compare, through the one-method
// [Model] interface given in [Config].Models. Every failure a caller may
// see is an [*Error] whose Code is one of the stable Code constants;
// any other error is internal.
package tools
