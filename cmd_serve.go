package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"math"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/pqs-dev/pqs/internal/logsink"
	"github.com/pqs-dev/pqs/internal/tick"
	"github.com/pqs-dev/pqs/metering"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
	"github.com/pqs-dev/pqs/web"
)

// freeWindow is the window of the free route's limit: --free-limit
// requests per minute.
const freeWindow = time.Minute

// defaultGCPercent is serve's garbage collection target. The live heap is
// a few megabytes, so at the runtime's 100 a collection ran every few
// megabytes of request garbage; at 400 the heap stays in the tens of
// megabytes and collecting costs a fraction (docs/benchmarks.md).
const defaultGCPercent = 400

// defaultMemoryLimit bounds the heap growth that defaultGCPercent allows
// when a replica is flooded (TestFloodRSS; docs/benchmarks.md).
const defaultMemoryLimit = "192MiB"

// serveConfig is every setting of serve. Each field has a flag whose
// default comes from an environment variable (see serveFlags).
type serveConfig struct {
	addr            string
	storage         storageConfig
	redisURL        string
	maxPromptBytes  int
	maxBodyBytes    int64
	freeLimit       int
	trustedProxies  []netip.Prefix
	prices          payments.PriceTable
	x402PayTo       string
	x402Network     string
	x402Listed      bool // PQS_X402_DISCOVERABLE: the bazaar extension in 402s
	x402Facilitator string
	facilitatorKeys facilitatorKeys
	// x402Auth authenticates facilitator requests; nil without keys.
	x402Auth        payments.Authorizer
	allowedHosts    []string
	publicURL       string // "" when not set
	metricsAddr     string // a listener of their own for /metrics; "" for none
	metricsToken    string // the bearer token /metrics requires; "" for none
	logLevel        slog.Level
	shutdownTimeout time.Duration
	writeTimeout    time.Duration
	reconcileAfter  time.Duration // age of a stopped process's x402 reservation before it is resolved
	gcPercent       int           // 0: leave GOGC to the runtime
	memoryLimit     int64         // the runtime's soft memory limit; 0: none (GOMEMLIMIT, if set, wins)
	maxBodyMemory   int64         // request bodies in memory at once
	minBodyRate     int64         // bytes per second a body must keep up; 0: none
	headerTimeout   time.Duration // a request's line and headers
	bodyTimeout     time.Duration // a request's body, after its headers
	web             bool          // the web page at /
	model           *modelFlags
}

// facilitatorKeys are a facilitator's API keys: Coinbase CDP's or PayAI's.
type facilitatorKeys struct {
	cdpID, cdpSecret     string
	payaiID, payaiSecret string
}

// authorizer parses the keys that are set; bad material is an error that
// names the setting and never quotes the secret.
func (k facilitatorKeys) authorizer() (payments.Authorizer, error) {
	pair := func(id, secret, idName, secretName string) (bool, error) {
		id, secret = strings.TrimSpace(id), strings.TrimSpace(secret)
		switch {
		case id == "" && secret == "":
			return false, nil
		case secret == "":
			return false, fmt.Errorf("%s is set without %s", idName, secretName)
		case id == "":
			return false, fmt.Errorf("%s is set without %s", secretName, idName)
		}
		return true, nil
	}
	const (
		cdpID, cdpSecret     = "CDP_API_KEY_ID (--cdp-api-key-id)", "CDP_API_KEY_SECRET (--cdp-api-key-secret)"
		payaiID, payaiSecret = "PAYAI_API_KEY_ID (--payai-api-key-id)", "PAYAI_API_KEY_SECRET (--payai-api-key-secret)"
	)
	cdp, err := pair(k.cdpID, k.cdpSecret, cdpID, cdpSecret)
	if err != nil {
		return nil, err
	}
	payai, err := pair(k.payaiID, k.payaiSecret, payaiID, payaiSecret)
	if err != nil {
		return nil, err
	}
	switch {
	case cdp && payai:
		return nil, errors.New("both CDP_API_KEY_* and PAYAI_API_KEY_* are set: set the keys of the one facilitator you use")
	case cdp:
		a, err := payments.NewCDPAuth(k.cdpID, k.cdpSecret)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", cdpSecret, err)
		}
		return a, nil
	case payai:
		a, err := payments.NewPayAIAuth(k.payaiID, k.payaiSecret)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", payaiSecret, err)
		}
		return a, nil
	}
	return nil, nil
}

// storageConfig are the storage settings shared by serve and keys.
type storageConfig struct {
	dataDir     string
	databaseURL string
}

// envFlags registers flags whose defaults come from environment
// variables, and remembers malformed environment values for later.
type envFlags struct {
	fs     *flag.FlagSet
	getenv func(string) string
	err    error
}

func (f *envFlags) usage(usage, env string) string { return usage + " (env " + env + ")" }

// envValue returns the environment variable env parsed, or def when it
// is unset; a malformed value is joined to *errp, saying it wants want,
// and def is returned.
func envValue[T any](getenv func(string) string, env string, def T, parse func(string) (T, error), want string, errp *error) T {
	v := getenv(env)
	if v == "" {
		return def
	}
	x, err := parse(v)
	if err != nil {
		*errp = errors.Join(*errp, fmt.Errorf("%s=%q: want %s", env, v, want))
		return def
	}
	return x
}

func (f *envFlags) String(p *string, name, env, def, usage string) {
	if v := f.getenv(env); v != "" {
		def = v
	}
	f.fs.StringVar(p, name, def, f.usage(usage, env))
}

// Secret is a string flag whose value never shows in --help.
func (f *envFlags) Secret(p *string, name, env, usage string) {
	*p = f.getenv(env)
	f.fs.Var((*secretFlag)(p), name, f.usage(usage, env))
}

func (f *envFlags) Int(p *int, name, env string, def int, usage string) {
	f.fs.IntVar(p, name, envValue(f.getenv, env, def, strconv.Atoi, "an integer", &f.err), f.usage(usage, env))
}

func (f *envFlags) Int64(p *int64, name, env string, def int64, usage string) {
	parse := func(v string) (int64, error) { return strconv.ParseInt(v, 10, 64) }
	f.fs.Int64Var(p, name, envValue(f.getenv, env, def, parse, "an integer", &f.err), f.usage(usage, env))
}

func (f *envFlags) Bool(p *bool, name, env string, def bool, usage string) {
	f.fs.BoolVar(p, name, envValue(f.getenv, env, def, strconv.ParseBool, "true or false", &f.err), f.usage(usage, env))
}

func (f *envFlags) Duration(p *time.Duration, name, env string, def time.Duration, usage string) {
	f.fs.DurationVar(p, name, envValue(f.getenv, env, def, time.ParseDuration, "a duration such as 10s", &f.err), f.usage(usage, env))
}

// addStorageFlags registers --data and --database-url.
func addStorageFlags(f *envFlags, c *storageConfig) {
	f.String(&c.dataDir, "data", "PQS_DATA_DIR", "./data", "directory of the embedded SQLite database, created if missing")
	f.Secret(&c.databaseURL, "database-url", "PQS_DATABASE_URL",
		"PostgreSQL URL (postgres://user:pass@host/db) shared by replicas; empty means embedded SQLite in --data")
}

// parseServeFlags resolves serve's configuration from args and the
// environment.
func parseServeFlags(e *cliEnv, args []string) (*serveConfig, error) {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	f := &envFlags{fs: fs, getenv: e.Getenv}
	c := &serveConfig{}
	var trusted, prices, allowedHosts, logLevel, memoryLimit, bodyMemory, bodyRate string

	f.String(&c.addr, "addr", "PQS_ADDR", "127.0.0.1:8080", "listen address; port 0 picks a free port (the log names it)")
	addStorageFlags(f, &c.storage)
	f.Secret(&c.redisURL, "redis-url", "PQS_REDIS_URL",
		"Redis URL (redis://host:6379/0) for the free limit and payment replay guard shared by replicas; empty means in-process")
	f.Int(&c.maxPromptBytes, "max-prompt-bytes", "PQS_MAX_PROMPT_BYTES", tools.DefaultMaxPromptBytes, "largest prompt accepted, in bytes of UTF-8")
	f.Int64(&c.maxBodyBytes, "max-body-bytes", "PQS_MAX_BODY_BYTES", 0,
		"largest request body; 0 means the largest a valid request can need: a batch of 10 prompts of --max-prompt-bytes "+
			"escaped at worst (about 2.2 MiB for 32 KiB prompts)")
	f.Int(&c.freeLimit, "free-limit", "PQS_FREE_LIMIT", 5, "requests per minute per client IP on POST /api/score/free; 0 disables the limit (load tests)")
	f.String(&trusted, "trusted-proxies", "PQS_TRUSTED_PROXIES", "",
		"comma-separated addresses or CIDR prefixes of reverse proxies whose X-Forwarded-For is believed")
	f.String(&prices, "prices", "PQS_PRICES", "", "price overrides in USD as op=usd,op=usd (ops: score, batch, optimize, compare); defaults score=0.025,batch=0.25,optimize=0.125,compare=1.25")
	f.String(&c.x402PayTo, "x402-pay-to", "PQS_X402_PAY_TO", "", "address that receives x402 payments; empty turns x402 off (API keys only)")
	f.String(&c.x402Network, "x402-network", "PQS_X402_NETWORK", "base", "x402 network: base or base-sepolia")
	f.Bool(&c.x402Listed, "x402-discoverable", "PQS_X402_DISCOVERABLE", true,
		"describe each paid route and tool in its 402 (x402 Bazaar extension) so that facilitators list it in their discovery catalog; false keeps the service unlisted")
	f.String(&c.x402Facilitator, "x402-facilitator", "PQS_X402_FACILITATOR", "",
		"x402 facilitator URL, or \"local\" to verify offline without settling; empty means the default: "+
			"Coinbase CDP's with CDP keys, PayAI's with PayAI keys, else the network's (none on base)")
	f.String(&c.facilitatorKeys.cdpID, "cdp-api-key-id", "CDP_API_KEY_ID", "",
		"Coinbase CDP API key id; with its secret every facilitator request carries a fresh CDP JWT")
	f.Secret(&c.facilitatorKeys.cdpSecret, "cdp-api-key-secret", "CDP_API_KEY_SECRET",
		"Coinbase CDP API key secret: a PEM EC key (ES256) or a base64 Ed25519 key (EdDSA)")
	f.String(&c.facilitatorKeys.payaiID, "payai-api-key-id", "PAYAI_API_KEY_ID", "",
		"PayAI merchant API key id (needed beyond PayAI's free tier); with its secret every facilitator request carries a fresh PayAI JWT")
	f.Secret(&c.facilitatorKeys.payaiSecret, "payai-api-key-secret", "PAYAI_API_KEY_SECRET",
		"PayAI merchant API key secret: a base64 PKCS#8 Ed25519 key, payai_sk_ prefix allowed")
	f.String(&allowedHosts, "allowed-hosts", "PQS_ALLOWED_HOSTS", "",
		"comma-separated public host names a reverse proxy uses to reach a loopback listener (for /mcp's DNS-rebinding check)")
	f.String(&c.publicURL, "public-url", "PQS_PUBLIC_URL", "",
		"public base URL of the service (https://host[/prefix]), which names the x402 resources in 402 answers and in the "+
			"facilitator's discovery catalog; empty: each request's own URL, whose Host the caller chooses")
	f.String(&c.metricsAddr, "metrics-addr", "PQS_METRICS_ADDR", "",
		"serve GET /metrics on this address, a listener of its own (e.g. 127.0.0.1:9090, or a private network's)")
	f.Secret(&c.metricsToken, "metrics-token", "PQS_METRICS_TOKEN",
		"bearer token that GET /metrics requires (Authorization: Bearer <token>); with it /metrics is also served on --addr. "+
			"Without this and --metrics-addr, /metrics is not served: it shows paid-call counts")
	f.String(&logLevel, "log-level", "PQS_LOG_LEVEL", "info", "log level: debug, info, warn, error")
	f.Duration(&c.shutdownTimeout, "shutdown-timeout", "PQS_SHUTDOWN_TIMEOUT", 30*time.Second,
		"on SIGINT/SIGTERM, how long in-flight requests may take to finish")
	f.Int(&c.gcPercent, "gc-percent", "PQS_GC_PERCENT", defaultGCPercent,
		"garbage collection target, as GOGC: heap growth in percent of the live heap before a collection; "+
			"ignored when the GOGC environment variable is set; 0 leaves the runtime's default (100)")
	f.String(&memoryLimit, "memory-limit", "PQS_MEMORY_LIMIT", defaultMemoryLimit,
		"soft memory limit of the Go runtime, as GOMEMLIMIT (e.g. 512MiB): the collector works harder near it; "+
			"ignored when the GOMEMLIMIT environment variable is set; 0: none")
	f.String(&bodyMemory, "max-body-memory", "PQS_MAX_BODY_MEMORY", "",
		"request bodies held in memory at once, REST and /mcp together (e.g. 32MiB); a request waits up to 5s for room, "+
			"then gets 503 server_busy; empty: 8 bodies of --max-body-bytes")
	f.String(&bodyRate, "min-body-rate", "PQS_MIN_BODY_RATE", "16KiB",
		"slowest a request body may arrive, in bytes per second over any 2 s (its first bytes get 2 s), e.g. 4KiB; "+
			"a slower one gets 408 body_timeout and its connection is closed; 0: no minimum")
	f.Duration(&c.headerTimeout, "read-header-timeout", "PQS_READ_HEADER_TIMEOUT", 5*time.Second,
		"longest time to receive a request's line and headers")
	f.Duration(&c.bodyTimeout, "body-timeout", "PQS_BODY_TIMEOUT", transport.DefaultBodyTimeout,
		"longest time to receive a request's body, from the end of its headers: 408 body_timeout then")
	f.Duration(&c.reconcileAfter, "x402-reconcile-after", "PQS_X402_RECONCILE_AFTER", time.Minute,
		"how old an x402 payment a stopped process left reserved must be before the facilitator is asked whether it "+
			"was settled (then it is kept for the call it paid, else given back); long enough for a settlement under way to land")
	f.Duration(&c.writeTimeout, "write-timeout", "PQS_WRITE_TIMEOUT", 2*time.Minute,
		"longest time to answer one request, REST or /mcp (model calls included)")
	f.Bool(&c.web, "web", "PQS_WEB", true, "serve the web page at / (live scoring in the browser; docs/web.md); false leaves / a 404")
	c.model = addModelFlags(fs, e.Getenv)

	fs.Usage = func() {
		fmt.Fprint(fs.Output(), "usage: pqs serve [flags]\n\n"+
			"Serve the web page at /, the REST API, MCP over streamable HTTP at /mcp, /healthz, /readyz, /metrics and /openapi.json.\n"+
			"Every flag can also be set by the environment variable named beside it; a flag wins over its variable.\n\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, usageError("serve: %v", err)
	}
	if fs.NArg() > 0 {
		return nil, usageError("serve: unexpected argument %q", fs.Arg(0))
	}
	if f.err != nil {
		return nil, usageError("serve: %v", f.err)
	}

	var err error
	if c.trustedProxies, err = transport.ParseTrustedProxies(trusted); err != nil {
		return nil, usageError("serve: --trusted-proxies: %v", err)
	}
	if c.prices, err = payments.DefaultPrices().ParseOverrides(prices); err != nil {
		return nil, usageError("serve: --prices: %v", err)
	}
	if c.x402Auth, err = c.facilitatorKeys.authorizer(); err != nil {
		return nil, usageError("serve: %v", err)
	}
	if c.x402Facilitator == "" {
		switch c.x402Auth.(type) {
		case *payments.CDPAuth:
			c.x402Facilitator = payments.FacilitatorCDP
		case *payments.PayAIAuth:
			c.x402Facilitator = payments.FacilitatorPayAI
		}
	}
	if err := c.logLevel.UnmarshalText([]byte(logLevel)); err != nil {
		return nil, usageError("serve: --log-level %q: want debug, info, warn or error", logLevel)
	}
	for h := range strings.SplitSeq(allowedHosts, ",") {
		if h = strings.TrimSpace(h); h != "" {
			c.allowedHosts = append(c.allowedHosts, h)
		}
	}
	if c.publicURL != "" {
		u, err := url.Parse(c.publicURL)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
			return nil, usageError("serve: --public-url %q: want an http(s) URL such as https://pqs.example.com, without query or credentials", c.publicURL)
		}
		c.publicURL = strings.TrimRight(c.publicURL, "/")
	}
	switch {
	case c.maxPromptBytes <= 0:
		return nil, usageError("serve: --max-prompt-bytes must be positive")
	case c.maxBodyBytes < 0:
		return nil, usageError("serve: --max-body-bytes must not be negative")
	case c.freeLimit < 0:
		return nil, usageError("serve: --free-limit must not be negative")
	case c.gcPercent < 0:
		return nil, usageError("serve: --gc-percent must not be negative")
	case c.shutdownTimeout <= 0:
		return nil, usageError("serve: --shutdown-timeout must be positive")
	case c.reconcileAfter <= 0:
		return nil, usageError("serve: --x402-reconcile-after must be positive")
	case c.headerTimeout <= 0:
		return nil, usageError("serve: --read-header-timeout must be positive")
	case c.bodyTimeout <= 0:
		return nil, usageError("serve: --body-timeout must be positive")
	case c.storage.dataDir == "" && c.storage.databaseURL == "":
		return nil, usageError("serve: --data must not be empty without --database-url")
	}
	if c.maxBodyBytes == 0 {
		c.maxBodyBytes = tools.MaxBodyBytes(c.maxPromptBytes)
	}
	if c.maxBodyBytes < int64(c.maxPromptBytes) {
		return nil, usageError("serve: --max-body-bytes (%d) is below --max-prompt-bytes (%d)", c.maxBodyBytes, c.maxPromptBytes)
	}
	if c.memoryLimit, err = parseBytes(memoryLimit); err != nil {
		return nil, usageError("serve: --memory-limit %q: %v", memoryLimit, err)
	}
	if c.maxBodyMemory, err = parseBytes(bodyMemory); err != nil {
		return nil, usageError("serve: --max-body-memory %q: %v", bodyMemory, err)
	}
	if c.minBodyRate, err = parseBytes(bodyRate); err != nil {
		return nil, usageError("serve: --min-body-rate %q: %v (per second)", bodyRate, err)
	}
	switch {
	case c.maxBodyMemory == 0:
		c.maxBodyMemory = transport.DefaultBodyBudgetBodies * c.maxBodyBytes
	case c.maxBodyMemory < c.maxBodyBytes:
		return nil, usageError("serve: --max-body-memory (%d) is below --max-body-bytes (%d): the largest body would never fit",
			c.maxBodyMemory, c.maxBodyBytes)
	}
	return c, nil
}

// parseBytes reads a size as GOMEMLIMIT writes one: a number of bytes with
// an optional unit B, KiB, MiB, GiB or TiB. "" is 0.
func parseBytes(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	num := strings.TrimRight(s, "BKMGTi")
	unit := int64(1)
	switch s[len(num):] {
	case "", "B":
	case "KiB":
		unit = 1 << 10
	case "MiB":
		unit = 1 << 20
	case "GiB":
		unit = 1 << 30
	case "TiB":
		unit = 1 << 40
	default:
		return 0, errors.New("want a number of bytes with an optional unit B, KiB, MiB, GiB or TiB")
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/unit {
		return 0, errors.New("want a number of bytes with an optional unit B, KiB, MiB, GiB or TiB")
	}
	return n * unit, nil
}

// LogValue logs the resolved configuration with secrets redacted.
func (c *serveConfig) LogValue() slog.Value {
	redacted := func(u string) string {
		if u == "" {
			return ""
		}
		return redactDSN(u)
	}
	var proxies []string
	for _, p := range c.trustedProxies {
		proxies = append(proxies, p.String())
	}
	var prices []string
	for _, p := range c.prices {
		prices = append(prices, p.Operation+"="+p.USD)
	}
	return slog.GroupValue(
		slog.String("addr", c.addr),
		slog.String("data", c.storage.dataDir),
		slog.String("database_url", redacted(c.storage.databaseURL)),
		slog.String("redis_url", redacted(c.redisURL)),
		slog.Int("max_prompt_bytes", c.maxPromptBytes),
		slog.Int64("max_body_bytes", c.maxBodyBytes),
		slog.Int("free_limit_per_minute", c.freeLimit),
		slog.String("trusted_proxies", strings.Join(proxies, ",")),
		slog.String("prices", strings.Join(prices, ",")),
		slog.String("x402_pay_to", c.x402PayTo),
		slog.String("x402_network", c.x402Network),
		slog.Bool("x402_discoverable", c.x402Listed),
		slog.String("x402_facilitator", c.x402Facilitator),
		slog.String("x402_facilitator_auth", authName(c.x402Auth)),
		slog.String("allowed_hosts", strings.Join(c.allowedHosts, ",")),
		slog.String("public_url", c.publicURL),
		slog.String("metrics_addr", c.metricsAddr),
		slog.Bool("metrics_token", c.metricsToken != ""),
		slog.String("log_level", c.logLevel.String()),
		slog.String("shutdown_timeout", c.shutdownTimeout.String()),
		slog.String("write_timeout", c.writeTimeout.String()),
		slog.Int("gc_percent", c.gcPercent),
		slog.String("x402_reconcile_after", c.reconcileAfter.String()),
		slog.Int64("memory_limit", c.memoryLimit),
		slog.Int64("max_body_memory", c.maxBodyMemory),
		slog.Int64("min_body_rate", c.minBodyRate),
		slog.String("read_header_timeout", c.headerTimeout.String()),
		slog.String("body_timeout", c.bodyTimeout.String()),
		slog.Bool("web", c.web),
	)
}

// warnings are settings that start but likely do not do what was meant.
func (c *serveConfig) warnings() []string {
	var w []string
	if c.x402PayTo != "" && c.x402Listed && c.x402Facilitator != payments.FacilitatorLocal && c.publicURL == "" {
		w = append(w, "x402 resources are named by each request's Host header, which the caller chooses, and facilitators catalog them: "+
			"set PQS_PUBLIC_URL (--public-url) to the service's public URL")
	}
	if c.x402Auth == nil {
		return w
	}
	switch {
	case c.x402PayTo == "":
		return append(w, "facilitator keys are set but x402 is off (no PQS_X402_PAY_TO): the keys are not used")
	case c.x402Facilitator == payments.FacilitatorLocal:
		return append(w, "facilitator keys are set but the facilitator is local: the keys are not used")
	}
	if _, ok := c.x402Auth.(*payments.CDPAuth); ok {
		cdp, _ := url.Parse(payments.FacilitatorCDP)
		if u, err := url.Parse(c.x402Facilitator); err == nil && u.Host != cdp.Host {
			return append(w, "CDP keys sign requests to "+u.Host+", not "+cdp.Host+": CDP refuses a JWT that names another host; use HTTPS_PROXY to go through a proxy")
		}
	}
	return w
}

// authName describes an authorizer for the log, without its secret.
func authName(a payments.Authorizer) string {
	switch a := a.(type) {
	case *payments.CDPAuth:
		return "cdp key " + a.KeyID() + " (" + a.Algorithm() + ")"
	case *payments.PayAIAuth:
		return "payai key " + a.KeyID()
	}
	return ""
}

// x402Network is the x402 network the result texts name, or "" when x402
// is off.
func x402Network(c *serveConfig) string {
	if c.x402PayTo == "" {
		return ""
	}
	return c.x402Network
}

// cmdServe runs the HTTP service until ctx ends, then shuts down
// gracefully: the listener closes, in-flight requests finish (up to
// --shutdown-timeout), and only then does storage close.
func cmdServe(ctx context.Context, e *cliEnv, args []string) error {
	c, err := parseServeFlags(e, args)
	if err != nil {
		return err
	}
	// Request logs are buffered (see logsink); the sink is closed last, so
	// that every record written before cmdServe returns goes out.
	sink := logsink.New(e.Stderr, 100*time.Millisecond)
	defer sink.Close()
	logger := slog.New(sink.Handler(slog.NewJSONHandler(sink, &slog.HandlerOptions{Level: c.logLevel}), transport.RequestLogMessage))
	logger.InfoContext(ctx, "configuration", "config", c)
	for _, w := range c.warnings() {
		logger.WarnContext(ctx, w)
	}
	if c.gcPercent > 0 && e.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(c.gcPercent))
	}
	if c.memoryLimit > 0 && e.Getenv("GOMEMLIMIT") == "" {
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(c.memoryLimit))
	}

	// Listen first: a bad address fails before anything is opened, and
	// port 0 resolves to the real port for the log.
	ln, err := net.Listen("tcp", c.addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	defer ln.Close()

	var metricsLn net.Listener
	if c.metricsAddr != "" {
		if metricsLn, err = net.Listen("tcp", c.metricsAddr); err != nil {
			return fmt.Errorf("serve: metrics: %w", err)
		}
		defer metricsLn.Close()
	}

	db, err := openStore(ctx, c.storage.dataDir, c.storage.databaseURL, logger)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	release, err := claimStore(db)
	if err != nil {
		db.Close()
		return fmt.Errorf("serve: %w: one pqs serve per data directory (replicas share PostgreSQL)", err)
	}
	defer release()
	st, err := guardPayments(ctx, db, c.redisURL, logger)
	if err != nil {
		db.Close()
		return fmt.Errorf("serve: %w", err)
	}
	// Deferred first, so it runs last: after shutdown has drained requests
	// and the meter has recorded the last calls.
	defer func() {
		if err := st.Close(); err != nil {
			logger.Error("close storage", "err", err)
		}
	}()
	meter, err := metering.Start(ctx, db, metering.Config{Logger: logger})
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	defer meter.Close()

	var free transport.Limiter
	if c.freeLimit > 0 {
		lim, err := openLimiter(ctx, c.redisURL, c.freeLimit, freeWindow)
		if err != nil {
			return fmt.Errorf("serve: %w", err)
		}
		defer lim.Close()
		free = lim
	} else {
		logger.WarnContext(ctx, "free route limit disabled (--free-limit 0)")
	}

	models, err := c.model.build(logger)
	if err != nil {
		return usageError("serve: %v", err)
	}
	svc := tools.New(tools.Config{
		MaxPromptBytes: c.maxPromptBytes,
		Prices:         c.prices.ByOperation(),
		Models:         models,
		FreeLimit:      c.freeLimit,
		FreeWindow:     freeWindow,
		X402Network:    x402Network(c),
	})

	var x402 *payments.X402Config
	if c.x402PayTo != "" {
		x402 = &payments.X402Config{PayTo: c.x402PayTo, Network: c.x402Network, Facilitator: c.x402Facilitator,
			FacilitatorAuth: c.x402Auth}
		x402.Unlisted = !c.x402Listed
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))

	boot := meter.Boot() // held while this process lives, with PostgreSQL
	if boot == 0 {
		// SQLite: one process serves the file, so any other boot is a
		// stopped one; this run's own need only differ from theirs.
		boot = time.Now().UnixNano()&(1<<62-1) | 1
	}
	gate, err := payments.NewGate(payments.GateConfig{
		Prices:         c.prices,
		Keys:           meter,
		Ledger:         st,
		X402:           x402,
		Metrics:        reg,
		Logger:         logger,
		Boot:           boot,
		ReconcileAfter: c.reconcileAfter,
	})
	if err != nil {
		return usageError("serve: %v", err)
	}
	if err := gate.Start(ctx); err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	if gate.X402Enabled() {
		// The x402 reservations of stopped processes: now, then now and
		// then (another replica may stop while this one runs).
		stop := make(chan struct{})
		reconciled := make(chan struct{})
		go func() {
			defer close(reconciled)
			reconcile := func() {
				rctx, cancel := context.WithTimeout(ctx, time.Minute)
				defer cancel()
				if _, _, err := gate.Reconcile(rctx); err != nil {
					logger.WarnContext(ctx, "x402 payments of stopped processes: some are left for the next round", "err", err)
				}
			}
			reconcile()
			tick.Every(min(max(c.reconcileAfter/2, time.Second), 30*time.Second), stop, reconcile)
		}()
		defer func() { close(stop); <-reconciled }()
	}

	mcpCfg := transport.MCPConfig{
		Service: svc,
		Prices:  c.prices,
		Gate:    gate,
		Version: displayVersion(),
		Logger:  logger,
	}
	if free != nil {
		// One budget per client across REST and MCP.
		mcpCfg.FreeLimiter, mcpCfg.FreeLimit, mcpCfg.FreeWindow = free, c.freeLimit, freeWindow
	}
	mcpHandler := transport.NewMCPHandler(transport.NewMCPServer(mcpCfg), transport.MCPHandlerConfig{
		TrustedProxies: c.trustedProxies,
		MaxBodyBytes:   c.maxBodyBytes,
		AllowedHosts:   c.allowedHosts,
		Logger:         logger,
		PublicURL:      c.publicURL,
	})

	// As tools.Models decides it: without a model, optimize runs offline.
	page, err := servePage(ctx, c, models.Client != nil && models.Target != "", logger)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}

	handler := transport.New(transport.Config{
		Version:        buildVersion(),
		Service:        svc,
		Gate:           gate,
		Prices:         c.prices,
		FreeLimiter:    free,
		FreeLimit:      c.freeLimit,
		FreeWindow:     freeWindow,
		TrustedProxies: c.trustedProxies,
		MaxBodyBytes:   c.maxBodyBytes,
		BodyBudget:     transport.NewBodyBudget(c.maxBodyMemory, 0),
		MinBodyRate:    cmp.Or(c.minBodyRate, -1), // 0: none
		BodyTimeout:    c.bodyTimeout,
		WriteTimeout:   c.writeTimeout,
		Ready:          st.Ping,
		Metrics:        reg,
		MetricsToken:   c.metricsToken,
		NoMetrics:      c.metricsToken == "", // public only behind the token
		MCP:            mcpHandler,
		Page:           page,
		Logger:         logger,
		PublicURL:      c.publicURL,
	})

	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: c.headerTimeout,
		// The handler keeps the body's deadline itself (--body-timeout,
		// --min-body-rate); this bounds what net/http reads alone.
		ReadTimeout:    c.headerTimeout + c.bodyTimeout,
		IdleTimeout:    2 * time.Minute,
		MaxHeaderBytes: 64 << 10,
		// WriteTimeout stays 0: the handler bounds writes itself
		// (--write-timeout), from the start of each request.
		ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		// With transport.Listener: a request framed twice is refused.
		ConnContext: transport.ConnContext,
	}
	addr := ln.Addr().String()
	logger.InfoContext(ctx, "listening", "addr", addr, "url", "http://"+addr, "version", displayVersion(),
		"x402", gate.X402Enabled(), "free_limit_per_minute", c.freeLimit)

	switch {
	case metricsLn != nil:
		msrv := &http.Server{
			Handler:           transport.MetricsHandler(reg, c.metricsToken),
			ReadHeaderTimeout: 5 * time.Second,
			ReadTimeout:       10 * time.Second,
			WriteTimeout:      30 * time.Second,
			ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		}
		go msrv.Serve(metricsLn)
		defer msrv.Close()
		logger.InfoContext(ctx, "metrics listening", "addr", metricsLn.Addr().String(), "token", c.metricsToken != "")
	case c.metricsToken == "":
		logger.InfoContext(ctx, "metrics not served: set PQS_METRICS_ADDR (a listener of their own) or PQS_METRICS_TOKEN")
	}

	errc := make(chan error, 1)
	// transport.Listener: net/http's own 400/431 answers go out as JSON too.
	go func() { errc <- srv.Serve(transport.Listener(ln)) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	logger.Info("shutting down: finishing in-flight requests", "timeout", c.shutdownTimeout.String())
	sctx, cancel := context.WithTimeout(context.Background(), c.shutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
		return fmt.Errorf("serve: shutdown: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	logger.Info("stopped")
	return nil
}

// servePage returns the web page of serve, or nil with --web=false. A
// development build (go run . serve) without the generated engine builds
// it from the source tree on first use; any other build without it
// serves a page that says how to build it. model says whether a language
// model is configured.
func servePage(ctx context.Context, c *serveConfig, model bool, logger *slog.Logger) (http.Handler, error) {
	if !c.web {
		return nil, nil
	}
	cfg := webConfig(c.prices, c.freeLimit, x402Network(c), logger)
	cfg.ModelConfigured = model
	page, err := web.New(cfg)
	if err != nil {
		return nil, err
	}
	if _, ok := web.Embedded(); !ok {
		if buildVersion() == "" {
			logger.InfoContext(ctx, "the web page's engine is not embedded (no go generate ./web): it is built from source on the first visit")
		} else {
			logger.WarnContext(ctx, "the web page's engine is not embedded: the page cannot score; build with go generate ./web first (docs/web.md)")
		}
	}
	return page, nil
}

// webConfig is the page's configuration: the server's prices, free limit,
// x402 network and version. Only a development build may build the engine.
func webConfig(prices payments.PriceTable, freeLimit int, network string, logger *slog.Logger) web.Config {
	return web.Config{
		Version:     buildVersion(),
		Prices:      prices,
		FreeLimit:   freeLimit,
		X402Network: network,
		BuildEngine: buildVersion() == "",
		Logger:      logger,
	}
}
