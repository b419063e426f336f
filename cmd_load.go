package main

import (
	"context"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/loadgen"
)

// listFlag is a flag that may be repeated, each value appended.
type listFlag []string

func (u *listFlag) String() string     { return strings.Join(*u, ",") }
func (u *listFlag) Set(v string) error { *u = append(*u, v); return nil }

// cmdLoad load-tests a running server on loopback (package loadgen).
func cmdLoad(ctx context.Context, e *cliEnv, args []string) error {
	fs, f := newFlags(e, "load", "usage: pqs load [--url URL]... [--duration 10s] [--concurrency 64] [--rate N[,N...]] [--mix compare|paid|free|health|mixed|keyed|score|batch10|mcp] [--key KEY] [--slow N]\n\n"+
		"Load-test a running pqs server on loopback and report requests per second and latency percentiles.\n"+
		"Closed loop (default): throughput at --concurrency connections. Open loop (--rate): latency at a fixed offered rate.\n\nflags:\n")
	var urls listFlag
	fs.Var(&urls, "url", "server base URL, loopback only; repeat for several replicas, used round-robin (default http://127.0.0.1:8080)")
	var c loadgen.Config
	var mix, key string
	f.Duration(&c.Duration, "duration", "PQS_LOAD_DURATION", 10*time.Second, "how long each phase runs in all")
	fs.Int64Var(&c.Requests, "requests", 0, "stop a phase after this many requests (0: only --duration bounds it)")
	f.Int(&c.Concurrency, "concurrency", "PQS_LOAD_CONCURRENCY", 64, "concurrent connections")
	fs.DurationVar(&c.Warmup, "warmup", 500*time.Millisecond, "unmeasured warm-up before each phase of each round")
	f.Bool(&c.Spin, "spin", "PQS_LOAD_SPIN", false, "closed loop: busy-poll the connections for answers instead of sleeping, "+
		"as a client on another machine would not make the server pay for its wake-up; only with the generator on a core of its own (taskset)")
	fs.IntVar(&c.Rounds, "rounds", 5, "phases alternate this many times (compare mode); --duration is split among them")
	var rateList string
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
	if err := parseFlags(fs, f, args); err != nil {
		return err
	}
	if len(urls) == 0 {
		urls = listFlag{"http://127.0.0.1:8080"}
	}
	for _, u := range urls {
		base, err := loadgen.CheckURL(u)
		if err != nil {
			return usageError("load: --url %q: %v", u, err)
		}
		c.URLs = append(c.URLs, base)
	}
	if c.Duration <= 0 || c.Concurrency <= 0 || c.Requests < 0 || c.Warmup < 0 || c.Rounds <= 0 || c.Slow < 0 {
		return usageError("load: --duration, --concurrency and --rounds must be positive, --slow not negative")
	}
	if rateList != "" && c.Spin {
		return usageError("load: --spin is for the closed loop: drop --rate or --spin")
	}
	if c.Spin && !loadgen.SpinSupported {
		return usageError("load: --spin needs a Unix system")
	}
	if rateList != "" {
		for _, f := range strings.Split(rateList, ",") {
			r, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
			if err != nil || r <= 0 || math.IsInf(r, 0) {
				return usageError("load: --rate %q: want positive requests per second, e.g. 2000 or 2000,5000", rateList)
			}
			c.Rates = append(c.Rates, r)
		}
	}
	p, err := loadgen.NewPlan(mix, key)
	if err != nil {
		return usageError("%v", err)
	}
	return loadgen.Run(ctx, e.Stdout, e.Stderr, c, p)
}
