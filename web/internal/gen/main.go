// Command gen builds the web page's engine into web/static, where the pqs
// binary embeds it: go generate ./web runs it. The files it writes are
// not committed (see .gitignore); release builds run it first.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/pqs-dev/pqs/web"
)

func main() {
	e, err := web.Build(context.Background())
	if err == nil {
		// go generate runs in the package's folder, web/.
		err = e.WriteFiles("static")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "web/internal/gen:", err)
		os.Exit(1)
	}
	fmt.Printf("web/static: engine.wasm.gz %d bytes (fingerprint %.12s)\n", len(e.WasmGzip), e.Sum)
}
