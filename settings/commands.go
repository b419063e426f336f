package settings

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/loadgen"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
)

// MCP are the settings of pqs mcp: MCP over stdio.
type MCP struct {
	MaxPromptBytes int
	LogLevel       slog.Level
	Prices         payments.PriceTable // PQS_PRICES, as serve reads it; the tools are free over stdio
	Model          Model
}

// ParseMCP resolves the settings of pqs mcp.
func ParseMCP(args []string, getenv func(string) string, out io.Writer) (*MCP, error) {
	f := NewFlags("mcp", "usage: pqs mcp [flags]\n\nServe the pqs tools (score_free, score, batch, optimize, compare) over MCP on stdin/stdout.\n"+
		"Every tool runs without payment; optimize and compare use the model settings below.\n\nflags:\n", getenv, out)
	c := &MCP{}
	var logLevel string
	f.Int(&c.MaxPromptBytes, "max-prompt-bytes", "PQS_MAX_PROMPT_BYTES", tools.DefaultMaxPromptBytes,
		"largest prompt accepted, in bytes of UTF-8")
	f.String(&logLevel, "log-level", "PQS_LOG_LEVEL", "info", "log level on stderr: debug, info, warn, error")
	model := addModel(f)
	if err := f.Parse(args); err != nil {
		return nil, err
	}
	if c.MaxPromptBytes <= 0 {
		return nil, errors.New("--max-prompt-bytes must be positive")
	}
	if err := c.LogLevel.UnmarshalText([]byte(logLevel)); err != nil {
		return nil, fmt.Errorf("--log-level %q: want debug, info, warn or error", logLevel)
	}
	var err error
	if c.Prices, err = payments.DefaultPrices().ParseOverrides(getenv("PQS_PRICES")); err != nil {
		return nil, fmt.Errorf("PQS_PRICES: %v", err)
	}
	if c.Model, err = model.resolve(); err != nil {
		return nil, err
	}
	return c, nil
}

// Web are the settings of pqs web: the page written as a static folder.
type Web struct {
	Out       string
	APIURL    string // "": http://127.0.0.1:8080; no trailing slash
	Prices    payments.PriceTable
	FreeLimit int
}

// ParseWeb resolves the settings of pqs web.
func ParseWeb(args []string, getenv func(string) string, out io.Writer) (*Web, error) {
	f := NewFlags("web", "usage: pqs web [--out DIR] [--api-url URL]\n\n"+
		"Write the web page as a static folder: index.html and web/ (each file beside its .gz). It scores\n"+
		"prompts in the browser; its examples and prices describe the pqs server at --api-url.\n\nflags:\n", getenv, out)
	c := &Web{}
	var prices string
	f.String(&c.Out, "out", "PQS_WEB_OUT", "dist/web", "folder to write the page into, created if missing")
	f.String(&c.APIURL, "api-url", "PQS_API_URL", "", "URL of the pqs server the page's examples name; empty names http://127.0.0.1:8080")
	f.String(&prices, "prices", "PQS_PRICES", "", "price overrides in USD as op=usd,op=usd, as pqs serve takes them")
	f.Int(&c.FreeLimit, "free-limit", "PQS_FREE_LIMIT", DefaultFreeLimit, "the server's free requests per minute per client IP, as pqs serve takes it")
	if err := f.Parse(args); err != nil {
		return nil, err
	}
	var err error
	if c.Prices, err = payments.DefaultPrices().ParseOverrides(prices); err != nil {
		return nil, fmt.Errorf("--prices: %v", err)
	}
	if c.APIURL != "" {
		u, err := url.Parse(c.APIURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
			return nil, fmt.Errorf("--api-url %q: want an http or https URL such as https://pqs.example.com", Redact(c.APIURL))
		}
		c.APIURL = strings.TrimRight(c.APIURL, "/")
	}
	switch {
	case c.Out == "":
		return nil, errors.New("--out must not be empty")
	case c.FreeLimit < 0:
		return nil, errors.New("--free-limit must not be negative")
	}
	return c, nil
}

// Load are the settings of pqs load: how to send, and what (Mix, for
// loadgen.NewPlan, with Key for the keyed calls).
type Load struct {
	Config   loadgen.Config
	Mix, Key string
}

// ParseLoad resolves the settings of pqs load.
func ParseLoad(args []string, getenv func(string) string, out io.Writer) (*Load, error) {
	f := NewFlags("load", "usage: pqs load [--url URL]... [--duration 10s] [--concurrency 64] [--rate N[,N...]] [--mix compare|paid|free|health|mixed|keyed|score|batch10|mcp] [--key KEY] [--slow N]\n\n"+
		"Load-test a running pqs server on loopback and report requests per second and latency percentiles.\n"+
		"Closed loop (default): throughput at --concurrency connections. Open loop (--rate): latency at a fixed offered rate.\n\nflags:\n", getenv, out)
	fs := f.FlagSet
	var urls List
	fs.Var(&urls, "url", "server base URL, loopback only; repeat for several replicas, used round-robin (default http://127.0.0.1:8080)")
	var c loadgen.Config
	var mix, key, rateList string
	f.Duration(&c.Duration, "duration", "PQS_LOAD_DURATION", 10*time.Second, "how long each phase runs in all")
	fs.Int64Var(&c.Requests, "requests", 0, "stop a phase after this many requests (0: only --duration bounds it)")
	f.Int(&c.Concurrency, "concurrency", "PQS_LOAD_CONCURRENCY", 64, "concurrent connections")
	fs.DurationVar(&c.Warmup, "warmup", 500*time.Millisecond, "unmeasured warm-up before each phase of each round")
	f.Bool(&c.Spin, "spin", "PQS_LOAD_SPIN", false, "closed loop: busy-poll the connections for answers instead of sleeping, "+
		"as a client on another machine would not make the server pay for its wake-up; only with the generator on a core of its own (taskset)")
	fs.IntVar(&c.Rounds, "rounds", 5, "phases alternate this many times (compare mode); --duration is split among them")
	fs.StringVar(&rateList, "rate", "", "open loop: offer this many requests per second on a fixed schedule, whatever the answers "+
		"(latency counts from each request's due time); a comma-separated list runs each rate in turn (e.g. 2000,5000). "+
		"Empty: closed loop, each connection sends its next request when the previous answer arrives (maximum throughput)")
	fs.StringVar(&mix, "mix", "compare", "what to send: compare (GET /healthz, then POST /api/score/free, and their ratio; "+
		"start the server with --free-limit 0), paid (GET /healthz, then keyed POST /api/score, POST /api/score/batch of 10 "+
		"and MCP tools/call score, each with its ratio to /healthz; needs --key), free, health, score, batch10, mcp, "+
		"keyed (keyed score on REST and MCP round-robin; needs --key), "+
		"or mixed (free, keyed score and batch round-robin; needs --key)")
	fs.IntVar(&c.Slow, "slow", 0, "also hold this many slow uploads open for the whole run (issue 35): each sends a body "+
		"a few bytes a second, chunked or with a declared length, to /api/score and /mcp, without a key; reports how they "+
		"ended and how many measured requests were answered 2xx within 1s")
	f.Secret(&key, "key", "PQS_LOAD_KEY", "API key for the keyed calls of --mix paid, mixed, score, batch10 and mcp")
	if err := f.Parse(args); err != nil {
		return nil, err
	}
	if len(urls) == 0 {
		urls = List{"http://127.0.0.1:8080"}
	}
	for _, u := range urls {
		base, err := loadgen.CheckURL(u)
		if err != nil {
			return nil, fmt.Errorf("--url %q: %v", Redact(u), ScrubError(err, u))
		}
		c.URLs = append(c.URLs, base)
	}
	if c.Duration <= 0 || c.Concurrency <= 0 || c.Requests < 0 || c.Warmup < 0 || c.Rounds <= 0 || c.Slow < 0 {
		return nil, errors.New("--duration, --concurrency and --rounds must be positive, --slow not negative")
	}
	if rateList != "" && c.Spin {
		return nil, errors.New("--spin is for the closed loop: drop --rate or --spin")
	}
	if c.Spin && !loadgen.SpinSupported {
		return nil, errors.New("--spin needs a Unix system")
	}
	if rateList != "" {
		for r := range strings.SplitSeq(rateList, ",") {
			r, err := strconv.ParseFloat(strings.TrimSpace(r), 64)
			if err != nil || r <= 0 || math.IsInf(r, 0) {
				return nil, fmt.Errorf("--rate %q: want positive requests per second, e.g. 2000 or 2000,5000", rateList)
			}
			c.Rates = append(c.Rates, r)
		}
	}
	return &Load{Config: c, Mix: mix, Key: key}, nil
}
