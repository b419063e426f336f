//go:build js && wasm

// Command wasm is the scoring engine of the web page, built with
// GOOS=js GOARCH=wasm (see web.Build). It sets globalThis.pqsEngine to an
// object of functions that each take the JSON of an engine.Input and
// return a JSON answer:
//
//	pqsEngine.score(input)     // engine.Scored, or {"error": ...}
//	pqsEngine.optimize(input)  // engine.Rewritten, or {"error": ...}
//	pqsEngine.version          // scoring.Version
//
// then calls globalThis.pqsEngineReady(), if the page set it, and waits
// for calls.
package main

import (
	"syscall/js"

	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/web/engine"
)

func main() {
	api := js.Global().Get("Object").New()
	api.Set("score", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return engine.Call(engine.Score, arg(args))
	}))
	api.Set("optimize", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return engine.Call(engine.Optimize, arg(args))
	}))
	api.Set("version", scoring.Version)
	js.Global().Set("pqsEngine", api)
	if ready := js.Global().Get("pqsEngineReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {} // the functions above are called from the page
}

func arg(args []js.Value) string {
	if len(args) == 0 || args[0].Type() != js.TypeString {
		return ""
	}
	return args[0].String()
}
