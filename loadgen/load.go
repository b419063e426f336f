package loadgen

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"text/tabwriter"
	"time"

	"github.com/pqs-dev/pqs/internal/loadprompt"
)

// target is one kind of request the generator sends.
type target struct {
	name   string // "POST /api/score/free"
	method string
	path   string
	body   []byte
	header http.Header
	// errMarker, when set, marks an answer that is an error whatever its
	// status: an MCP tool error result comes with 200.
	errMarker []byte
}

// Mixes lists the values of [Plan]'s mix, for usage text.
const Mixes = "compare, paid, free, health, mixed, keyed, score, batch10 or mcp"

// Plan is what a run sends: one phase per route (compare and paid) or
// one phase of routes taken round-robin.
type Plan struct {
	mix    string
	phases [][]target
}

// NewPlan returns the plan of mix. The mixes that send keyed calls
// (paid, mixed, keyed, score, batch10, mcp) need key.
func NewPlan(mix, key string) (*Plan, error) {
	var phases [][]target
	switch mix {
	case "compare":
		h, _ := targets("health", "")
		fr, _ := targets("free", "")
		phases = [][]target{h, fr}
	case "paid":
		h, _ := targets("health", "")
		phases = [][]target{h}
		for _, p := range paidTargets {
			ts, err := targets(p.mix, key)
			if err != nil {
				return nil, err
			}
			phases = append(phases, ts)
		}
	default:
		ts, err := targets(mix, key)
		if err != nil {
			return nil, err
		}
		phases = [][]target{ts}
	}
	return &Plan{mix: mix, phases: phases}, nil
}

// alternates reports whether the plan's phases alternate in rounds.
func (p *Plan) alternates() bool { return p.mix == "compare" || p.mix == "paid" }

func targets(mix, key string) ([]target, error) {
	jsonHeader := http.Header{"Content-Type": {"application/json"}}
	keyed := http.Header{"Content-Type": {"application/json"}, "Authorization": {"Bearer " + key}}
	single := loadprompt.Body()
	batch := loadprompt.BatchBody()
	health := target{name: "GET /healthz", method: "GET", path: "/healthz"}
	free := target{name: "POST /api/score/free", method: "POST", path: "/api/score/free", body: single, header: jsonHeader}
	switch mix {
	case "health":
		return []target{health}, nil
	case "free":
		return []target{free}, nil
	case "mixed", "keyed", "score", "batch10", "mcp":
		if key == "" {
			return nil, fmt.Errorf("load: --mix %s sends keyed calls: give --key (pqs keys create)", mix)
		}
	default:
		return nil, fmt.Errorf("load: --mix %q: want %s", mix, Mixes)
	}
	switch mix {
	case "mixed":
		return []target{
			free,
			{name: "POST /api/score", method: "POST", path: "/api/score", body: single, header: keyed},
			{name: "POST /api/score/batch", method: "POST", path: "/api/score/batch", body: batch, header: keyed},
		}, nil
	case "score":
		return []target{{name: "POST /api/score", method: "POST", path: "/api/score", body: single, header: keyed}}, nil
	case "batch10":
		return []target{{name: "POST /api/score/batch (10)", method: "POST", path: "/api/score/batch",
			body: loadprompt.Batch10Body(), header: keyed}}, nil
	}
	mcp := keyed.Clone()
	mcp.Set("Accept", "application/json, text/event-stream")
	mcp.Set("MCP-Protocol-Version", "2025-11-25")
	mcpScore := target{name: "MCP tools/call score", method: "POST", path: "/mcp", body: loadprompt.MCPScoreBody(), header: mcp,
		errMarker: []byte(`"isError":true`)}
	if mix == "keyed" {
		return []target{{name: "POST /api/score", method: "POST", path: "/api/score", body: single, header: keyed}, mcpScore}, nil
	}
	return []target{mcpScore}, nil
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

// Config configures a run.
type Config struct {
	URLs        []string // loopback base URLs (see [CheckURL]), used round-robin
	Duration    time.Duration
	Requests    int64 // 0: bounded by Duration alone
	Concurrency int
	Warmup      time.Duration // unmeasured, before each phase of each round
	Spin        bool          // busy-poll connections (see spinReader)
	Rounds      int           // compare and paid: phases alternate this many times
	// Rates, when set, make the run open-loop at each rate in turn:
	// request i is due at start + i/rate whatever the answers before it
	// did, and its latency counts from that due time, so that a slow
	// answer cannot hide the requests that would have been sent
	// meanwhile (coordinated omission). Empty: closed loop.
	Rates []float64
	// Slow, when positive, holds this many slow uploads open for the
	// whole run, beside the requests measured: each sends a request's
	// head without a key, then a few bytes of its body every second,
	// chunked or declaring most of the body limit, to /api/score and
	// /mcp in turn, and a new one follows as soon as the server answers
	// or closes it. The run then also reports how many answers were 2xx
	// within [AnswerBound].
	Slow int

	rate float64 // the rate of the run in progress; 0: closed loop
}

// AnswerBound is the time within which a measured request must be
// answered 2xx beside slow uploads (Config.Slow): issue 35 asks that 95%
// are.
const AnswerBound = time.Second

// result is what one phase measured.
type result struct {
	name      string
	requests  int64
	errors    int64 // transport errors and non-2xx answers
	prompt    int64 // 2xx answers within AnswerBound
	statuses  map[int]int64
	elapsed   time.Duration
	latencies []time.Duration // sorted; open loop: from the due time
	service   []time.Duration // sorted; from the actual send (open loop only)
	offered   float64         // offered requests per second (open loop only)
}

// merge adds o's measurements to r's.
func (r result) merge(o result) result {
	r.requests += o.requests
	r.errors += o.errors
	r.prompt += o.prompt
	r.elapsed += o.elapsed
	r.latencies = append(r.latencies, o.latencies...)
	r.service = append(r.service, o.service...)
	for k, v := range o.statuses {
		r.statuses[k] += v
	}
	return r
}

func (r result) rate() float64 { return float64(r.requests) / r.elapsed.Seconds() }

func (r result) percentile(p float64) time.Duration { return percentile(r.latencies, p) }

// percentile returns the p quantile of sorted ds (nearest rank below).
func percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	return ds[int(p*float64(len(ds)-1))]
}

// Run runs p against c.URLs, at each of c.Rates in turn or closed loop,
// and writes a table of each run to stdout, with the ratios of compare
// and paid; it logs what it does to stderr.
func Run(ctx context.Context, stdout, stderr io.Writer, c Config, p *Plan) error {
	rates := c.Rates
	if len(rates) == 0 {
		rates = []float64{0}
	}
	rounds := c.Rounds
	if !p.alternates() {
		rounds = 1
	}
	if c.Slow > 0 {
		sctx, stop := context.WithCancel(ctx)
		wait := runSlow(sctx, c.URLs, c.Slow)
		defer func() {
			stop()
			fmt.Fprintln(stdout)
			wait().write(stdout, c.Slow)
		}()
	}
	for i, rate := range rates {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		c.rate = rate
		if err := runRounds(ctx, stdout, stderr, c, p.mix, rounds, p.phases); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// runRounds runs phases in rounds at c.rate (0: closed loop) and writes
// the table.
func runRounds(ctx context.Context, stdout, stderr io.Writer, c Config, mix string, rounds int, phases [][]target) error {
	mode := fmt.Sprintf("closed loop, %d connections", c.Concurrency)
	if c.rate > 0 {
		mode = fmt.Sprintf("open loop at %.0f req/s, %d connections", c.rate, c.Concurrency)
	}
	if c.Spin {
		mode += ", busy-polling for answers (--spin)"
	}
	if c.Slow > 0 {
		mode += fmt.Sprintf(", beside %d slow uploads", c.Slow)
	}
	fmt.Fprintf(stderr, "load: %s against %s, %s, %s per phase in %d rounds\n", mix, strings.Join(c.URLs, ", "), mode, c.Duration, rounds)

	// Phases alternate in rounds, so that a noisy neighbour on a shared
	// machine weighs on every phase alike.
	rc := c
	rc.Duration = c.Duration / time.Duration(rounds)
	rc.Requests = c.Requests / int64(rounds)
	if c.Requests > 0 && rc.Requests == 0 {
		rc.Requests = 1
	}
	perPhase := make([][]result, len(phases))
	for range rounds {
		for i, targets := range phases {
			if c.Warmup > 0 {
				wc := c
				wc.Duration, wc.Requests = c.Warmup, 0
				if _, err := runPhase(ctx, wc, targets); err != nil {
					return err
				}
			}
			rs, err := runPhase(ctx, rc, targets)
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
	var results []result
	for _, rs := range perPhase {
		for _, r := range rs {
			slices.Sort(r.latencies)
			slices.Sort(r.service)
			results = append(results, r)
		}
	}
	if c.rate > 0 {
		writeOpenLoopTable(stdout, results)
	} else {
		writeLoadTable(stdout, results)
	}
	if c.Slow > 0 {
		fmt.Fprintf(stdout, "\nbeside %d slow uploads:\n", c.Slow)
		for _, r := range results {
			fmt.Fprintf(stdout, "%s: %d of %d answered 2xx within %s (%.1f%%; target >= 95%%); statuses %s\n",
				r.name, r.prompt, r.requests, AnswerBound, 100*float64(r.prompt)/float64(max(r.requests, 1)), statusList(r.statuses))
		}
	}
	if mix == "paid" && c.rate == 0 && results[0].rate() > 0 {
		fmt.Fprintln(stdout)
		for i, p := range paidTargets {
			r := results[i+1]
			fmt.Fprintf(stdout, "ratio %s / %s: %.2f (target %s)\n", r.name, results[0].name, r.rate()/results[0].rate(), p.target)
		}
		if results[1].statuses[http.StatusTooManyRequests] > 0 {
			fmt.Fprintln(stdout, "note: keyed calls answered 429: give the key a quota large enough for the run")
		}
	}
	if mix == "compare" && len(results) == 2 && results[0].rate() > 0 {
		h, fr := results[0], results[1]
		if c.rate > 0 {
			fmt.Fprintf(stdout, "\nopen loop at %.0f req/s: %s p99 %s, %s p99 %s (target < 5ms; from each request's due time)\n",
				c.rate, h.name, fmtLatency(h.percentile(0.99)), fr.name, fmtLatency(fr.percentile(0.99)))
		} else {
			fmt.Fprintf(stdout, "\nratio %s / %s: %.2f of the throughput (target >= 0.70); %s p99 %s (target < 5ms)\n",
				fr.name, h.name, fr.rate()/h.rate(), fr.name, fmtLatency(fr.percentile(0.99)))
		}
		if fr.errors > 0 && fr.statuses[http.StatusTooManyRequests] > 0 {
			fmt.Fprintln(stdout, "note: the free route answered 429: start the server with --free-limit 0 to measure it")
		}
	}
	return nil
}

// CheckURL checks that raw is an http URL of a loopback host and returns
// it without a trailing slash. The generator must not be pointed at
// someone else's server.
func CheckURL(raw string) (string, error) {
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
// c.Concurrency workers until c.Duration passes or c.Requests are sent,
// and returns one result per target. Closed loop, each worker sends as
// soon as its previous answer is in; open loop (c.rate > 0), request n is
// due at start + n/rate and waits for a free worker if none is idle.
func runPhase(ctx context.Context, c Config, targets []target) ([]result, error) {
	// Every request's bytes are built once: raws[target][url].
	raws := make([][][]byte, len(targets))
	addrs := make([]string, len(c.URLs))
	for i, t := range targets {
		for j, base := range c.URLs {
			raw, addr, err := rawRequest(base, t)
			if err != nil {
				return nil, err
			}
			raws[i] = append(raws[i], raw)
			addrs[j] = addr
		}
	}
	stopCtx, cancel := context.WithTimeout(ctx, c.Duration)
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
	perWorker := make([][]sample, c.Concurrency)
	var wg sync.WaitGroup
	start := time.Now()
	if interval > 0 {
		// One pacer releases each request at its due time into a queue
		// that never blocks it; when every connection is busy, requests
		// wait in the queue and that wait counts as their latency.
		total := int64(c.Duration / interval)
		if c.Requests > 0 {
			total = min(total, c.Requests)
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
	for w := range c.Concurrency {
		wg.Go(func() {
			conns := make([]conn, len(addrs)) // one per URL
			for i := range conns {
				conns[i].addr, conns[i].spin = addrs[i], c.Spin
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
					if c.Requests > 0 && n >= c.Requests {
						break
					}
				}
				ti := int(n % int64(len(targets)))
				ui := int(n/int64(len(targets))) % len(c.URLs)
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
	results := make([]result, len(targets))
	for i, t := range targets {
		results[i] = result{name: t.name, statuses: map[int]int64{}, elapsed: elapsed, offered: c.rate}
	}
	for _, ss := range perWorker {
		for _, s := range ss {
			r := &results[s.target]
			r.requests++
			r.statuses[s.status]++
			if s.status < 200 || s.status > 299 {
				r.errors++
			} else if s.latency <= AnswerBound {
				r.prompt++
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

func writeLoadTable(w io.Writer, results []result) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "route\trequests\terrors\treq/s\tp50\tp99\tmax\tstatuses\t")
	for _, r := range results {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.0f\t%s\t%s\t%s\t%s\t\n", r.name, r.requests, r.errors, r.rate(),
			fmtLatency(r.percentile(0.50)), fmtLatency(r.percentile(0.99)), fmtLatency(r.percentile(1)), statusList(r.statuses))
	}
	tw.Flush()
}

// statusList lists the counts of statuses, as "200:98 503:2".
func statusList(statuses map[int]int64) string {
	var st []string
	codes := make([]int, 0, len(statuses))
	for code := range statuses {
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
		st = append(st, fmt.Sprintf("%s:%d", name, statuses[code]))
	}
	return strings.Join(st, " ")
}

// writeOpenLoopTable writes open-loop results: latency from each
// request's due time (what a caller would see) and service time from the
// actual send (the difference is time spent waiting for a connection or
// for the generator itself to wake up).
func writeOpenLoopTable(w io.Writer, results []result) {
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
