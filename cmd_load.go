package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"text/tabwriter"
	"time"

	"github.com/pqs-dev/pqs/internal/loadprompt"
)

// loadTarget is one kind of request the generator sends.
type loadTarget struct {
	name   string // "POST /api/score/free"
	method string
	path   string
	body   []byte
	header http.Header
	// errMarker, when set, marks an answer that is an error whatever its
	// status: an MCP tool error result comes with 200.
	errMarker []byte
}

func loadTargets(mix, key string) ([]loadTarget, error) {
	jsonHeader := http.Header{"Content-Type": {"application/json"}}
	keyed := http.Header{"Content-Type": {"application/json"}, "Authorization": {"Bearer " + key}}
	single := loadprompt.Body()
	batch := loadprompt.BatchBody()
	health := loadTarget{name: "GET /healthz", method: "GET", path: "/healthz"}
	free := loadTarget{name: "POST /api/score/free", method: "POST", path: "/api/score/free", body: single, header: jsonHeader}
	switch mix {
	case "health":
		return []loadTarget{health}, nil
	case "free":
		return []loadTarget{free}, nil
	case "mixed":
		if key == "" {
			return nil, usageError("load: --mix mixed sends keyed calls: give --key (pqs keys create)")
		}
		return []loadTarget{
			free,
			{name: "POST /api/score", method: "POST", path: "/api/score", body: single, header: keyed},
			{name: "POST /api/score/batch", method: "POST", path: "/api/score/batch", body: batch, header: keyed},
		}, nil
	case "score", "batch10", "mcp":
		if key == "" {
			return nil, usageError("load: --mix %s sends keyed calls: give --key (pqs keys create)", mix)
		}
		switch mix {
		case "score":
			return []loadTarget{{name: "POST /api/score", method: "POST", path: "/api/score", body: single, header: keyed}}, nil
		case "batch10":
			return []loadTarget{{name: "POST /api/score/batch (10)", method: "POST", path: "/api/score/batch",
				body: loadprompt.Batch10Body(), header: keyed}}, nil
		}
		mcp := keyed.Clone()
		mcp.Set("Accept", "application/json, text/event-stream")
		mcp.Set("MCP-Protocol-Version", "2025-11-25")
		return []loadTarget{{name: "MCP tools/call score", method: "POST", path: "/mcp", body: loadprompt.MCPScoreBody(), header: mcp,
			errMarker: []byte(`"isError":true`)}}, nil
	}
	return nil, usageError("load: --mix %q: want compare, paid, free, health, mixed, score, batch10 or mcp", mix)
}

// paidTargets are the targets of --mix paid against /healthz, with the
// least ratio each must reach (docs/benchmarks.md).
var paidTargets = []struct {
	mix    string
	target string
}{
	{"score", ">= 0.50 on SQLite, >= 0.30 on PostgreSQL"},
	{"batch10", ">= 0.20"},
	{"mcp", ">= 0.35"},
}

// loadConfig configures one load run.
type loadConfig struct {
	urls        []string
	duration    time.Duration
	requests    int64 // 0: bounded by duration alone
	concurrency int
	warmup      time.Duration
	spin        bool // busy-poll connections (see spinReader)
	// rate, when > 0, makes the run open-loop: request i is due at
	// start + i/rate whatever the answers before it did, and its latency
	// counts from that due time, so that a slow answer cannot hide the
	// requests that would have been sent meanwhile (coordinated omission).
	rate float64
}

// loadResult is what one phase measured.
type loadResult struct {
	name      string
	requests  int64
	errors    int64 // transport errors and non-2xx answers
	statuses  map[int]int64
	elapsed   time.Duration
	latencies []time.Duration // sorted; open loop: from the due time
	service   []time.Duration // sorted; from the actual send (open loop only)
	offered   float64         // offered requests per second (open loop only)
}

// merge adds o's measurements to r's.
func (r loadResult) merge(o loadResult) loadResult {
	r.requests += o.requests
	r.errors += o.errors
	r.elapsed += o.elapsed
	r.latencies = append(r.latencies, o.latencies...)
	r.service = append(r.service, o.service...)
	for k, v := range o.statuses {
		r.statuses[k] += v
	}
	return r
}

func (r loadResult) rate() float64 { return float64(r.requests) / r.elapsed.Seconds() }

func (r loadResult) percentile(p float64) time.Duration { return percentile(r.latencies, p) }

// percentile returns the p quantile of sorted ds (nearest rank below).
func percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	return ds[int(p*float64(len(ds)-1))]
}

// listFlag is a flag that may be repeated, each value appended.
type listFlag []string

func (u *listFlag) String() string     { return strings.Join(*u, ",") }
func (u *listFlag) Set(v string) error { *u = append(*u, v); return nil }

// cmdLoad load-tests a running server on loopback.
func cmdLoad(ctx context.Context, e *cliEnv, args []string) error {
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	f := &envFlags{fs: fs, getenv: e.Getenv}
	var urls listFlag
	fs.Var(&urls, "url", "server base URL, loopback only; repeat for several replicas, used round-robin (default http://127.0.0.1:8080)")
	var c loadConfig
	var mix, key string
	f.Duration(&c.duration, "duration", "PQS_LOAD_DURATION", 10*time.Second, "how long each phase runs in all")
	fs.Int64Var(&c.requests, "requests", 0, "stop a phase after this many requests (0: only --duration bounds it)")
	f.Int(&c.concurrency, "concurrency", "PQS_LOAD_CONCURRENCY", 64, "concurrent connections")
	fs.DurationVar(&c.warmup, "warmup", 500*time.Millisecond, "unmeasured warm-up before each phase of each round")
	f.Bool(&c.spin, "spin", "PQS_LOAD_SPIN", false, "closed loop: busy-poll the connections for answers instead of sleeping, "+
		"as a client on another machine would not make the server pay for its wake-up; only with the generator on a core of its own (taskset)")
	var rounds int
	fs.IntVar(&rounds, "rounds", 5, "phases alternate this many times (compare mode); --duration is split among them")
	var rateList string
	fs.StringVar(&rateList, "rate", "", "open loop: offer this many requests per second on a fixed schedule, whatever the answers "+
		"(latency counts from each request's due time); a comma-separated list runs each rate in turn (e.g. 2000,5000). "+
		"Empty: closed loop, each connection sends its next request when the previous answer arrives (maximum throughput)")
	fs.StringVar(&mix, "mix", "compare", "what to send: compare (GET /healthz, then POST /api/score/free, and their ratio; "+
		"start the server with --free-limit 0), paid (GET /healthz, then keyed POST /api/score, POST /api/score/batch of 10 "+
		"and MCP tools/call score, each with its ratio to /healthz; needs --key), free, health, score, batch10, mcp, "+
		"or mixed (free, keyed score and batch round-robin; needs --key)")
	f.Secret(&key, "key", "PQS_LOAD_KEY", "API key for the keyed calls of --mix paid, mixed, score, batch10 and mcp")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), "usage: pqs load [--url URL]... [--duration 10s] [--concurrency 64] [--rate N[,N...]] [--mix compare|paid|free|health|mixed|score|batch10|mcp] [--key KEY]\n\n"+
			"Load-test a running pqs server on loopback and report requests per second and latency percentiles.\n"+
			"Closed loop (default): throughput at --concurrency connections. Open loop (--rate): latency at a fixed offered rate.\n\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError("load: %v", err)
	}
	if fs.NArg() > 0 {
		return usageError("load: unexpected argument %q", fs.Arg(0))
	}
	if f.err != nil {
		return usageError("load: %v", f.err)
	}
	if len(urls) == 0 {
		urls = listFlag{"http://127.0.0.1:8080"}
	}
	for i, u := range urls {
		base, err := loopbackURL(u)
		if err != nil {
			return usageError("load: --url %q: %v", u, err)
		}
		urls[i] = base
	}
	c.urls = urls
	if c.duration <= 0 || c.concurrency <= 0 || c.requests < 0 || c.warmup < 0 || rounds <= 0 {
		return usageError("load: --duration, --concurrency and --rounds must be positive")
	}
	if rateList != "" && c.spin {
		return usageError("load: --spin is for the closed loop: drop --rate or --spin")
	}
	if c.spin && !spinSupported {
		return usageError("load: --spin needs a Unix system")
	}
	rates := []float64{0} // closed loop
	if rateList != "" {
		rates = nil
		for _, f := range strings.Split(rateList, ",") {
			r, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
			if err != nil || r <= 0 || math.IsInf(r, 0) {
				return usageError("load: --rate %q: want positive requests per second, e.g. 2000 or 2000,5000", rateList)
			}
			rates = append(rates, r)
		}
	}

	var phases [][]loadTarget
	switch mix {
	case "compare":
		h, _ := loadTargets("health", "")
		fr, _ := loadTargets("free", "")
		phases = [][]loadTarget{h, fr}
	case "paid":
		h, _ := loadTargets("health", "")
		phases = [][]loadTarget{h}
		for _, p := range paidTargets {
			ts, err := loadTargets(p.mix, key)
			if err != nil {
				return err
			}
			phases = append(phases, ts)
		}
	default:
		ts, err := loadTargets(mix, key)
		if err != nil {
			return err
		}
		phases = [][]loadTarget{ts}
		rounds = 1
	}
	for i, rate := range rates {
		if i > 0 {
			fmt.Fprintln(e.Stdout)
		}
		c.rate = rate
		if err := loadRun(ctx, e, c, mix, rounds, phases); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// loadRun runs phases in rounds at c.rate (0: closed loop) and writes
// the table.
func loadRun(ctx context.Context, e *cliEnv, c loadConfig, mix string, rounds int, phases [][]loadTarget) error {
	mode := fmt.Sprintf("closed loop, %d connections", c.concurrency)
	if c.rate > 0 {
		mode = fmt.Sprintf("open loop at %.0f req/s, %d connections", c.rate, c.concurrency)
	}
	if c.spin {
		mode += ", busy-polling for answers (--spin)"
	}
	fmt.Fprintf(e.Stderr, "load: %s against %s, %s, %s per phase in %d rounds\n", mix, strings.Join(c.urls, ", "), mode, c.duration, rounds)

	// Phases alternate in rounds, so that a noisy neighbour on a shared
	// machine weighs on every phase alike.
	rc := c
	rc.duration = c.duration / time.Duration(rounds)
	rc.requests = c.requests / int64(rounds)
	if c.requests > 0 && rc.requests == 0 {
		rc.requests = 1
	}
	perPhase := make([][]loadResult, len(phases))
	for range rounds {
		for i, targets := range phases {
			if c.warmup > 0 {
				wc := c
				wc.duration, wc.requests = c.warmup, 0
				if _, err := runLoad(ctx, wc, targets); err != nil {
					return err
				}
			}
			rs, err := runLoad(ctx, rc, targets)
			if err != nil {
				return err
			}
			if perPhase[i] == nil {
				perPhase[i] = rs
				continue
			}
			for j := range rs {
				perPhase[i][j] = perPhase[i][j].merge(rs[j])
			}
		}
	}
	var results []loadResult
	for _, rs := range perPhase {
		for _, r := range rs {
			slices.Sort(r.latencies)
			slices.Sort(r.service)
			results = append(results, r)
		}
	}
	if c.rate > 0 {
		writeOpenLoopTable(e.Stdout, results)
	} else {
		writeLoadTable(e.Stdout, results)
	}
	if mix == "paid" && c.rate == 0 && results[0].rate() > 0 {
		fmt.Fprintln(e.Stdout)
		for i, p := range paidTargets {
			r := results[i+1]
			fmt.Fprintf(e.Stdout, "ratio %s / %s: %.2f (target %s)\n", r.name, results[0].name, r.rate()/results[0].rate(), p.target)
		}
		if results[1].statuses[http.StatusTooManyRequests] > 0 {
			fmt.Fprintln(e.Stdout, "note: keyed calls answered 429: give the key a quota large enough for the run")
		}
	}
	if mix == "compare" && len(results) == 2 && results[0].rate() > 0 {
		h, fr := results[0], results[1]
		if c.rate > 0 {
			fmt.Fprintf(e.Stdout, "\nopen loop at %.0f req/s: %s p99 %s, %s p99 %s (target < 5ms; from each request's due time)\n",
				c.rate, h.name, fmtLatency(h.percentile(0.99)), fr.name, fmtLatency(fr.percentile(0.99)))
		} else {
			fmt.Fprintf(e.Stdout, "\nratio %s / %s: %.2f of the throughput (target >= 0.70); %s p99 %s (target < 5ms)\n",
				fr.name, h.name, fr.rate()/h.rate(), fr.name, fmtLatency(fr.percentile(0.99)))
		}
		if fr.errors > 0 && fr.statuses[http.StatusTooManyRequests] > 0 {
			fmt.Fprintln(e.Stdout, "note: the free route answered 429: start the server with --free-limit 0 to measure it")
		}
	}
	return nil
}

// loopbackURL checks that raw is an http URL of a loopback host and returns
// it without a trailing slash. The generator must not be pointed at
// someone else's server.
func loopbackURL(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "http" || u.Host == "" {
		return "", errors.New("want http://127.0.0.1:PORT")
	}
	host := u.Hostname()
	if host == "localhost" {
		return strings.TrimRight(raw, "/"), nil
	}
	a, err := netip.ParseAddr(host)
	if err != nil || !a.Unmap().IsLoopback() {
		return "", errors.New("the load generator only targets loopback addresses (127.0.0.1, ::1, localhost)")
	}
	return strings.TrimRight(raw, "/"), nil
}

// runLoad sends targets round-robin (and URLs round-robin) from
// c.concurrency workers until c.duration passes or c.requests are sent,
// and returns one result per target. Closed loop, each worker sends as
// soon as its previous answer is in; open loop (c.rate > 0), request n is
// due at start + n/rate and waits for a free worker if none is idle.
func runLoad(ctx context.Context, c loadConfig, targets []loadTarget) ([]loadResult, error) {
	// Every request's bytes are built once: raws[target][url].
	raws := make([][][]byte, len(targets))
	addrs := make([]string, len(c.urls))
	for i, t := range targets {
		for j, base := range c.urls {
			raw, addr, err := rawRequest(base, t)
			if err != nil {
				return nil, err
			}
			raws[i] = append(raws[i], raw)
			addrs[j] = addr
		}
	}
	stopCtx, cancel := context.WithTimeout(ctx, c.duration)
	defer cancel()
	// Closed loop, the deadline also cuts the requests in flight. Open
	// loop, every request due before it is sent and answered, even late:
	// dropping the slowest ones would flatter the tail.
	reqCtx := stopCtx
	var interval time.Duration
	if c.rate > 0 {
		interval = time.Duration(float64(time.Second) / c.rate)
		reqCtx = ctx
	}
	var next atomic.Int64
	type sample struct {
		target  int
		latency time.Duration // from the due time (open loop) or the send
		service time.Duration // from the send
		status  int           // 0: transport error
	}
	type job struct {
		n   int64
		due time.Time
	}
	var jobs chan job // open loop: due requests, in order
	perWorker := make([][]sample, c.concurrency)
	var wg sync.WaitGroup
	start := time.Now()
	if interval > 0 {
		// One pacer releases each request at its due time into a queue
		// that never blocks it; when every connection is busy, requests
		// wait in the queue and that wait counts as their latency.
		total := int64(c.duration / interval)
		if c.requests > 0 {
			total = min(total, c.requests)
		}
		jobs = make(chan job, min(total, 1<<20))
		go func() {
			defer close(jobs)
			sleep := pacer()
			for n := range total {
				due := start.Add(time.Duration(n) * interval)
				sleep(due)
				if reqCtx.Err() != nil {
					return
				}
				jobs <- job{n, due}
			}
		}()
	}
	for w := range c.concurrency {
		wg.Go(func() {
			conns := make([]loadConn, len(addrs)) // one per URL
			for i := range conns {
				conns[i].addr, conns[i].spin = addrs[i], c.spin
			}
			defer func() {
				for i := range conns {
					conns[i].close()
				}
			}()
			samples := make([]sample, 0, 4096)
			for reqCtx.Err() == nil {
				var n int64
				var due time.Time
				if jobs != nil {
					j, ok := <-jobs
					if !ok {
						break
					}
					n, due = j.n, j.due
				} else {
					n = next.Add(1) - 1
					if c.requests > 0 && n >= c.requests {
						break
					}
				}
				ti := int(n % int64(len(targets)))
				ui := int(n/int64(len(targets))) % len(c.urls)
				t0 := time.Now()
				if jobs == nil {
					due = t0
				}
				status, err := conns[ui].doCheck(reqCtx, raws[ti][ui], targets[ti].errMarker)
				if reqCtx.Err() != nil && err != nil {
					break // cut off by the deadline: not a server error
				}
				done := time.Now()
				samples = append(samples, sample{ti, done.Sub(due), done.Sub(t0), status})
			}
			perWorker[w] = samples
		})
	}
	wg.Wait()
	elapsed := time.Since(start) // open loop: until the last late answer
	results := make([]loadResult, len(targets))
	for i, t := range targets {
		results[i] = loadResult{name: t.name, statuses: map[int]int64{}, elapsed: elapsed, offered: c.rate}
	}
	for _, ss := range perWorker {
		for _, s := range ss {
			r := &results[s.target]
			r.requests++
			r.statuses[s.status]++
			if s.status < 200 || s.status > 299 {
				r.errors++
			}
			r.latencies = append(r.latencies, s.latency)
			if interval > 0 {
				r.service = append(r.service, s.service)
			}
		}
	}
	if err := context.Cause(stopCtx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return results, err
	}
	return results, nil
}

func writeLoadTable(w io.Writer, results []loadResult) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "route\trequests\terrors\treq/s\tp50\tp99\tmax\tstatuses\t")
	for _, r := range results {
		var st []string
		codes := make([]int, 0, len(r.statuses))
		for code := range r.statuses {
			codes = append(codes, code)
		}
		slices.Sort(codes)
		for _, code := range codes {
			name := fmt.Sprint(code)
			switch code {
			case 0:
				name = "failed"
			case statusToolError:
				name = "isError"
			}
			st = append(st, fmt.Sprintf("%s:%d", name, r.statuses[code]))
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.0f\t%s\t%s\t%s\t%s\t\n", r.name, r.requests, r.errors, r.rate(),
			fmtLatency(r.percentile(0.50)), fmtLatency(r.percentile(0.99)), fmtLatency(r.percentile(1)), strings.Join(st, " "))
	}
	tw.Flush()
}

// writeOpenLoopTable writes open-loop results: latency from each
// request's due time (what a caller would see) and service time from the
// actual send (the difference is time spent waiting for a connection or
// for the generator itself to wake up).
func writeOpenLoopTable(w io.Writer, results []loadResult) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "route\toffered/s\tanswered/s\trequests\terrors\tp50\tp90\tp99\tp99.9\tmax\tservice p50\tservice p99\t")
	for _, r := range results {
		fmt.Fprintf(tw, "%s\t%.0f\t%.0f\t%d\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", r.name, r.offered, r.rate(), r.requests, r.errors,
			fmtLatency(r.percentile(0.50)), fmtLatency(r.percentile(0.90)), fmtLatency(r.percentile(0.99)),
			fmtLatency(r.percentile(0.999)), fmtLatency(r.percentile(1)),
			fmtLatency(percentile(r.service, 0.50)), fmtLatency(percentile(r.service, 0.99)))
	}
	tw.Flush()
}

func fmtLatency(d time.Duration) string {
	return fmt.Sprintf("%.2fms", float64(d.Microseconds())/1000)
}
