package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// The files of a built engine, as go generate ./web writes them into
// web/static (they are not committed) and Build returns them.
const (
	engineFile   = "engine.wasm.gz" // the WebAssembly, gzip-compressed
	wasmExecFile = "wasm_exec.js"   // Go's JavaScript support, from the toolchain that built it
	sumFile      = "engine.sum"     // Fingerprint of the sources it was built from
)

// enginePackage is the package main of the engine.
const enginePackage = "github.com/pqs-dev/pqs/web/wasm"

// modulePath is the module whose sources the fingerprint covers.
const modulePath = "github.com/pqs-dev/pqs"

// Engine is a built engine: the page's WebAssembly (gzip-compressed), the
// wasm_exec.js of the toolchain that built it, and the fingerprint of
// its sources.
type Engine struct {
	WasmGzip []byte
	WasmExec []byte
	Sum      string
}

// Build compiles the engine (GOOS=js GOARCH=wasm go build of web/wasm)
// with the go command on PATH, from the module in the working directory,
// and copies wasm_exec.js from that toolchain's GOROOT. It is what go
// generate ./web runs, and what a development build of pqs serve runs
// when it was built without the generated engine.
func Build(ctx context.Context) (*Engine, error) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return nil, fmt.Errorf("build the web engine: no go command on PATH: %w", err)
	}
	goroot, err := output(ctx, goCmd, nil, "env", "GOROOT")
	if err != nil {
		return nil, err
	}
	// Go 1.24 moved wasm_exec.js from misc/wasm to lib/wasm.
	execJS, err := os.ReadFile(filepath.Join(strings.TrimSpace(goroot), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return nil, fmt.Errorf("build the web engine: %w", err)
	}
	sum, err := Fingerprint(ctx)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "pqs-engine-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	wasm := filepath.Join(tmp, "engine.wasm")
	// -s -w drop the symbol table and DWARF: a quarter of the size, and
	// the page needs neither.
	if _, err := output(ctx, goCmd, jsEnv(), "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, enginePackage); err != nil {
		return nil, err
	}
	raw, err := os.ReadFile(wasm)
	if err != nil {
		return nil, err
	}
	gz, err := gzipBytes(raw)
	if err != nil {
		return nil, err
	}
	return &Engine{WasmGzip: gz, WasmExec: execJS, Sum: sum}, nil
}

// WriteFiles writes e into dir as go generate ./web does: the files the
// pqs binary embeds.
func (e *Engine) WriteFiles(dir string) error {
	for name, b := range map[string][]byte{engineFile: e.WasmGzip, wasmExecFile: e.WasmExec, sumFile: []byte(e.Sum + "\n")} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Fingerprint is a digest of what the engine is built from: the Go
// version and every Go (and embedded) file of this module's packages
// that web/wasm imports, directly or not, for GOOS=js GOARCH=wasm. An
// embedded engine whose fingerprint differs from the source tree's is
// stale (TestEngineCurrent).
func Fingerprint(ctx context.Context) (string, error) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("fingerprint the web engine: no go command on PATH: %w", err)
	}
	out, err := output(ctx, goCmd, jsEnv(), "list", "-deps", "-json=ImportPath,Dir,GoFiles,EmbedFiles,Module", enginePackage)
	if err != nil {
		return "", err
	}
	goVersion, err := output(ctx, goCmd, nil, "env", "GOVERSION")
	if err != nil {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\n", strings.TrimSpace(goVersion))
	dec := json.NewDecoder(strings.NewReader(out))
	for {
		var p struct {
			ImportPath, Dir     string
			GoFiles, EmbedFiles []string
			Module              *struct{ Path, Version string }
		}
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return "", fmt.Errorf("fingerprint the web engine: go list: %w", err)
		}
		switch {
		case p.Module == nil: // the standard library: covered by the Go version
			continue
		case p.Module.Path != modulePath:
			fmt.Fprintf(h, "%s %s\n", p.ImportPath, p.Module.Version)
			continue
		}
		files := append(slices.Clone(p.GoFiles), p.EmbedFiles...)
		slices.Sort(files)
		for _, f := range files {
			b, err := os.ReadFile(filepath.Join(p.Dir, f))
			if err != nil {
				return "", fmt.Errorf("fingerprint the web engine: %w", err)
			}
			fmt.Fprintf(h, "%s/%s %x\n", p.ImportPath, f, sha256.Sum256(b))
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func jsEnv() []string {
	return append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
}

// output runs the go command and returns its standard output; its error
// carries the command's standard error.
func output(ctx context.Context, goCmd string, env []string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, goCmd, args...)
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("build the web engine: go %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return string(out), nil
}

func gzipBytes(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func gunzip(b []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}
