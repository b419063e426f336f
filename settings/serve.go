package settings

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// FreeWindow is the window of the free route's limit: --free-limit
// requests per minute.
const FreeWindow = time.Minute

// DefaultFreeLimit is --free-limit's default: requests per FreeWindow
// per client IP on the free route.
const DefaultFreeLimit = 5

// DefaultGCPercent is serve's garbage collection target. The live heap is
// a few megabytes, so at the runtime's 100 a collection ran every few
// megabytes of request garbage; at 400 the heap stays in the tens of
// megabytes and collecting costs a fraction (docs/benchmarks.md).
const DefaultGCPercent = 400

// DefaultMemoryLimit bounds the heap growth that DefaultGCPercent allows
// when a replica is flooded (TestFloodRSS; docs/benchmarks.md).
const DefaultMemoryLimit = "192MiB"

// Serve is every setting of pqs serve, resolved and checked.
type Serve struct {
	Addr           string
	Storage        Storage
	RedisURL       string // "": in-process limiter and replay guard
	MaxPromptBytes int
	MaxBodyBytes   int64
	FreeLimit      int // per FreeWindow; 0: no limit
	TrustedProxies []netip.Prefix
	Prices         payments.PriceTable
	X402           X402
	AllowedHosts   []string
	PublicURL      string // "" when not set; no trailing slash
	MetricsAddr    string // a listener of their own for /metrics; "" for none
	MetricsToken   string // the bearer token /metrics requires; "" for none
	LogLevel       slog.Level

	ShutdownTimeout time.Duration
	WriteTimeout    time.Duration
	GCPercent       int           // 0: leave GOGC to the runtime
	MemoryLimit     int64         // the runtime's soft memory limit; 0: none (GOMEMLIMIT, if set, wins)
	MaxBodyMemory   int64         // request bodies in memory at once
	MinBodyRate     int64         // bytes per second a body must keep up; 0: none
	HeaderTimeout   time.Duration // a request's line and headers
	BodyTimeout     time.Duration // a request's body, after its headers
	Web             bool          // the web page at /
	Model           Model

	facilitatorSecrets []string // for Secrets
}

// X402 are the x402 payment settings; PayTo "" turns x402 off.
type X402 struct {
	PayTo          string
	Network        string
	Listed         bool // the bazaar extension in 402s
	Facilitator    string
	RPC            string              // the chain's JSON-RPC endpoint; "" for the network's public one
	Auth           payments.Authorizer // authenticates facilitator requests; nil without keys
	ReconcileAfter time.Duration       // age of a stopped process's reservation before it is resolved
}

// facilitatorKeys are a facilitator's API keys: Coinbase CDP's or PayAI's.
type facilitatorKeys struct {
	cdpID, cdpSecret     string
	payaiID, payaiSecret string
}

const serveUsage = "usage: pqs serve [flags]\n\n" +
	"Serve the web page at /, the REST API, MCP over streamable HTTP at /mcp, /healthz, /readyz, /metrics and /openapi.json.\n" +
	"Every flag can also be set by the environment variable named beside it; a flag wins over its variable.\n\nflags:\n"

// ParseServe resolves serve's settings from args and the environment read
// through getenv; flag output (usage, --help) goes to out.
func ParseServe(args []string, getenv func(string) string, out io.Writer) (*Serve, error) {
	f := NewFlags("serve", serveUsage, getenv, out)
	c := &Serve{}
	var keys facilitatorKeys
	var trusted, prices, allowedHosts, logLevel, memoryLimit, bodyMemory, bodyRate string

	f.String(&c.Addr, "addr", "PQS_ADDR", "127.0.0.1:8080", "listen address; port 0 picks a free port (the log names it)")
	AddStorage(f, &c.Storage)
	f.Secret(&c.RedisURL, "redis-url", "PQS_REDIS_URL",
		"Redis URL (redis://host:6379/0) for the free limit and payment replay guard shared by replicas; empty means in-process")
	f.Int(&c.MaxPromptBytes, "max-prompt-bytes", "PQS_MAX_PROMPT_BYTES", tools.DefaultMaxPromptBytes, "largest prompt accepted, in bytes of UTF-8")
	f.Int64(&c.MaxBodyBytes, "max-body-bytes", "PQS_MAX_BODY_BYTES", 0,
		"largest request body; 0 means the largest a valid request can need: a batch of 10 prompts of --max-prompt-bytes "+
			"escaped at worst (about 2.2 MiB for 32 KiB prompts)")
	f.Int(&c.FreeLimit, "free-limit", "PQS_FREE_LIMIT", DefaultFreeLimit, "requests per minute per client IP on POST /api/score/free; 0 disables the limit (load tests)")
	f.String(&trusted, "trusted-proxies", "PQS_TRUSTED_PROXIES", "",
		"comma-separated addresses or CIDR prefixes of reverse proxies whose X-Forwarded-For is believed")
	f.String(&prices, "prices", "PQS_PRICES", "", "price overrides in USD as op=usd,op=usd (ops: score, batch, optimize, compare); defaults score=0.025,batch=0.25,optimize=0.125,compare=1.25")
	f.String(&c.X402.PayTo, "x402-pay-to", "PQS_X402_PAY_TO", "", "address that receives x402 payments; empty turns x402 off (API keys only)")
	f.String(&c.X402.Network, "x402-network", "PQS_X402_NETWORK", "base", "x402 network: base or base-sepolia")
	f.Bool(&c.X402.Listed, "x402-discoverable", "PQS_X402_DISCOVERABLE", true,
		"describe each paid route and tool in its 402 (x402 Bazaar extension) so that facilitators list it in their discovery catalog; false keeps the service unlisted")
	f.String(&c.X402.Facilitator, "x402-facilitator", "PQS_X402_FACILITATOR", "",
		"x402 facilitator URL, or \"local\" to verify offline without settling; empty means the default: "+
			"Coinbase CDP's with CDP keys, PayAI's with PayAI keys, else the network's (none on base)")
	f.String(&c.X402.RPC, "x402-rpc", "PQS_X402_RPC", "",
		"Ethereum JSON-RPC URL of the x402 network, where a payment a stopped process left unsettled is looked up "+
			"(was it settled, or cancelled?); empty means the network's public endpoint (mainnet.base.org, sepolia.base.org)")
	f.String(&keys.cdpID, "cdp-api-key-id", "CDP_API_KEY_ID", "",
		"Coinbase CDP API key id; with its secret every facilitator request carries a fresh CDP JWT")
	f.Secret(&keys.cdpSecret, "cdp-api-key-secret", "CDP_API_KEY_SECRET",
		"Coinbase CDP API key secret: a PEM EC key (ES256) or a base64 Ed25519 key (EdDSA)")
	f.String(&keys.payaiID, "payai-api-key-id", "PAYAI_API_KEY_ID", "",
		"PayAI merchant API key id (needed beyond PayAI's free tier); with its secret every facilitator request carries a fresh PayAI JWT")
	f.Secret(&keys.payaiSecret, "payai-api-key-secret", "PAYAI_API_KEY_SECRET",
		"PayAI merchant API key secret: a base64 PKCS#8 Ed25519 key, payai_sk_ prefix allowed")
	f.String(&allowedHosts, "allowed-hosts", "PQS_ALLOWED_HOSTS", "",
		"comma-separated public host names a reverse proxy uses to reach a loopback listener (for /mcp's DNS-rebinding check)")
	f.String(&c.PublicURL, "public-url", "PQS_PUBLIC_URL", "",
		"public base URL of the service (https://host[/prefix]), which names the x402 resources in 402 answers and in the "+
			"facilitator's discovery catalog; empty: each request's own URL, whose Host the caller chooses")
	f.String(&c.MetricsAddr, "metrics-addr", "PQS_METRICS_ADDR", "",
		"serve GET /metrics on this address, a listener of its own (e.g. 127.0.0.1:9090, or a private network's)")
	f.Secret(&c.MetricsToken, "metrics-token", "PQS_METRICS_TOKEN",
		"bearer token that GET /metrics requires (Authorization: Bearer <token>); with it /metrics is also served on --addr. "+
			"Without this and --metrics-addr, /metrics is not served: it shows paid-call counts")
	f.String(&logLevel, "log-level", "PQS_LOG_LEVEL", "info", "log level: debug, info, warn, error")
	f.Duration(&c.ShutdownTimeout, "shutdown-timeout", "PQS_SHUTDOWN_TIMEOUT", 30*time.Second,
		"on SIGINT/SIGTERM, how long in-flight requests may take to finish")
	f.Int(&c.GCPercent, "gc-percent", "PQS_GC_PERCENT", DefaultGCPercent,
		"garbage collection target, as GOGC: heap growth in percent of the live heap before a collection; "+
			"ignored when the GOGC environment variable is set; 0 leaves the runtime's default (100)")
	f.String(&memoryLimit, "memory-limit", "PQS_MEMORY_LIMIT", DefaultMemoryLimit,
		"soft memory limit of the Go runtime, as GOMEMLIMIT (e.g. 512MiB): the collector works harder near it; "+
			"ignored when the GOMEMLIMIT environment variable is set; 0: none")
	f.String(&bodyMemory, "max-body-memory", "PQS_MAX_BODY_MEMORY", "",
		"request bodies held in memory at once, REST and /mcp together (e.g. 32MiB); a request waits up to 5s for room, "+
			"then gets 503 server_busy; empty: 8 bodies of --max-body-bytes")
	f.String(&bodyRate, "min-body-rate", "PQS_MIN_BODY_RATE", "16KiB",
		"slowest a request body may arrive, in bytes per second over any 2 s (its first bytes get 2 s), e.g. 4KiB; "+
			"a slower one gets 408 body_timeout and its connection is closed; 0: no minimum")
	f.Duration(&c.HeaderTimeout, "read-header-timeout", "PQS_READ_HEADER_TIMEOUT", 5*time.Second,
		"longest time to receive a request's line and headers")
	f.Duration(&c.BodyTimeout, "body-timeout", "PQS_BODY_TIMEOUT", transport.DefaultBodyTimeout,
		"longest time to receive a request's body, from the end of its headers: 408 body_timeout then")
	f.Duration(&c.X402.ReconcileAfter, "x402-reconcile-after", "PQS_X402_RECONCILE_AFTER", time.Minute,
		"how old an x402 payment a stopped process left reserved must be before the facilitator is asked whether it "+
			"was settled (then it is kept for the call it paid, else given back); long enough for a settlement under way to land")
	f.Duration(&c.WriteTimeout, "write-timeout", "PQS_WRITE_TIMEOUT", 2*time.Minute,
		"longest time to answer one request, REST or /mcp (model calls included)")
	f.Bool(&c.Web, "web", "PQS_WEB", true, "serve the web page at / (live scoring in the browser; docs/web.md); false leaves / a 404")
	model := addModel(f)
	if err := f.Parse(args); err != nil {
		return nil, err
	}

	var err error
	if c.TrustedProxies, err = transport.ParseTrustedProxies(trusted); err != nil {
		return nil, fmt.Errorf("--trusted-proxies: %v", err)
	}
	if c.Prices, err = payments.DefaultPrices().ParseOverrides(prices); err != nil {
		return nil, fmt.Errorf("--prices: %v", err)
	}
	if c.X402.Auth, err = keys.authorizer(); err != nil {
		return nil, err
	}
	c.facilitatorSecrets = []string{keys.cdpSecret, keys.payaiSecret}
	if c.X402.Facilitator == "" {
		switch c.X402.Auth.(type) {
		case *payments.CDPAuth:
			c.X402.Facilitator = payments.FacilitatorCDP
		case *payments.PayAIAuth:
			c.X402.Facilitator = payments.FacilitatorPayAI
		}
	}
	if err := c.LogLevel.UnmarshalText([]byte(logLevel)); err != nil {
		return nil, fmt.Errorf("--log-level %q: want debug, info, warn or error", logLevel)
	}
	for h := range strings.SplitSeq(allowedHosts, ",") {
		if h = strings.TrimSpace(h); h != "" {
			c.AllowedHosts = append(c.AllowedHosts, h)
		}
	}
	if c.PublicURL != "" {
		u, err := url.Parse(c.PublicURL)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
			return nil, fmt.Errorf("--public-url %q: want an http(s) URL such as https://pqs.example.com, without query or credentials", Redact(c.PublicURL))
		}
		c.PublicURL = strings.TrimRight(c.PublicURL, "/")
	}
	switch {
	case c.MaxPromptBytes <= 0:
		return nil, errors.New("--max-prompt-bytes must be positive")
	case c.MaxBodyBytes < 0:
		return nil, errors.New("--max-body-bytes must not be negative")
	case c.FreeLimit < 0:
		return nil, errors.New("--free-limit must not be negative")
	case c.GCPercent < 0:
		return nil, errors.New("--gc-percent must not be negative")
	case c.ShutdownTimeout <= 0:
		return nil, errors.New("--shutdown-timeout must be positive")
	case c.X402.ReconcileAfter <= 0:
		return nil, errors.New("--x402-reconcile-after must be positive")
	case c.HeaderTimeout <= 0:
		return nil, errors.New("--read-header-timeout must be positive")
	case c.BodyTimeout <= 0:
		return nil, errors.New("--body-timeout must be positive")
	case c.Storage.DataDir == "" && c.Storage.DatabaseURL == "":
		return nil, errors.New("--data must not be empty without --database-url")
	}
	if c.MaxBodyBytes == 0 {
		c.MaxBodyBytes = tools.MaxBodyBytes(c.MaxPromptBytes)
	}
	if c.MaxBodyBytes < int64(c.MaxPromptBytes) {
		return nil, fmt.Errorf("--max-body-bytes (%d) is below --max-prompt-bytes (%d)", c.MaxBodyBytes, c.MaxPromptBytes)
	}
	if c.MemoryLimit, err = parseBytes(memoryLimit); err != nil {
		return nil, fmt.Errorf("--memory-limit %q: %v", memoryLimit, err)
	}
	if c.MaxBodyMemory, err = parseBytes(bodyMemory); err != nil {
		return nil, fmt.Errorf("--max-body-memory %q: %v", bodyMemory, err)
	}
	if c.MinBodyRate, err = parseBytes(bodyRate); err != nil {
		return nil, fmt.Errorf("--min-body-rate %q: %v (per second)", bodyRate, err)
	}
	switch {
	case c.MaxBodyMemory == 0:
		c.MaxBodyMemory = transport.DefaultBodyBudgetBodies * c.MaxBodyBytes
	case c.MaxBodyMemory < c.MaxBodyBytes:
		return nil, fmt.Errorf("--max-body-memory (%d) is below --max-body-bytes (%d): the largest body would never fit",
			c.MaxBodyMemory, c.MaxBodyBytes)
	}
	if c.Model, err = model.resolve(); err != nil {
		return nil, err
	}
	return c, nil
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

// X402Network is the x402 network the result texts name, or "" when x402
// is off.
func (c *Serve) X402Network() string {
	if c.X402.PayTo == "" {
		return ""
	}
	return c.X402.Network
}

// LogValue logs the resolved settings with secrets redacted.
func (c *Serve) LogValue() slog.Value {
	var proxies []string
	for _, p := range c.TrustedProxies {
		proxies = append(proxies, p.String())
	}
	var prices []string
	for _, p := range c.Prices {
		prices = append(prices, p.Operation+"="+p.USD)
	}
	return slog.GroupValue(
		slog.String("addr", c.Addr),
		slog.String("data", c.Storage.DataDir),
		slog.String("database_url", Redact(c.Storage.DatabaseURL)),
		slog.String("redis_url", Redact(c.RedisURL)),
		slog.Int("max_prompt_bytes", c.MaxPromptBytes),
		slog.Int64("max_body_bytes", c.MaxBodyBytes),
		slog.Int("free_limit_per_minute", c.FreeLimit),
		slog.String("trusted_proxies", strings.Join(proxies, ",")),
		slog.String("prices", strings.Join(prices, ",")),
		slog.String("x402_pay_to", c.X402.PayTo),
		slog.String("x402_network", c.X402.Network),
		slog.Bool("x402_discoverable", c.X402.Listed),
		slog.String("x402_facilitator", c.X402.Facilitator),
		slog.Bool("x402_rpc", c.X402.RPC != ""), // its URL may hold a provider key
		slog.String("x402_facilitator_auth", AuthName(c.X402.Auth)),
		slog.String("allowed_hosts", strings.Join(c.AllowedHosts, ",")),
		slog.String("public_url", c.PublicURL),
		slog.String("metrics_addr", c.MetricsAddr),
		slog.Bool("metrics_token", c.MetricsToken != ""),
		slog.String("log_level", c.LogLevel.String()),
		slog.String("shutdown_timeout", c.ShutdownTimeout.String()),
		slog.String("write_timeout", c.WriteTimeout.String()),
		slog.Int("gc_percent", c.GCPercent),
		slog.String("x402_reconcile_after", c.X402.ReconcileAfter.String()),
		slog.Int64("memory_limit", c.MemoryLimit),
		slog.Int64("max_body_memory", c.MaxBodyMemory),
		slog.Int64("min_body_rate", c.MinBodyRate),
		slog.String("read_header_timeout", c.HeaderTimeout.String()),
		slog.String("body_timeout", c.BodyTimeout.String()),
		slog.Bool("web", c.Web),
	)
}

// Secrets are the values that must never show in a log: the passwords of
// the database and Redis addresses, the model endpoint's, its API key, the
// metrics token, the facilitator secrets and the chain endpoint, whose
// URL may hold a provider's key in its path (see RedactHandler).
func (c *Serve) Secrets() []string {
	return secretsIn([]string{c.Storage.DatabaseURL, c.RedisURL, c.Model.BaseURL},
		append([]string{c.Model.APIKey, c.MetricsToken, c.X402.RPC}, c.facilitatorSecrets...)...)
}

// Warnings are settings that start but likely do not do what was meant.
func (c *Serve) Warnings() []string {
	var w []string
	x := &c.X402
	if x.PayTo != "" && x.Listed && x.Facilitator != payments.FacilitatorLocal && c.PublicURL == "" {
		w = append(w, "x402 resources are named by each request's Host header, which the caller chooses, and facilitators catalog them: "+
			"set PQS_PUBLIC_URL (--public-url) to the service's public URL")
	}
	if x.Auth == nil {
		return w
	}
	switch {
	case x.PayTo == "":
		return append(w, "facilitator keys are set but x402 is off (no PQS_X402_PAY_TO): the keys are not used")
	case x.Facilitator == payments.FacilitatorLocal:
		return append(w, "facilitator keys are set but the facilitator is local: the keys are not used")
	}
	if _, ok := x.Auth.(*payments.CDPAuth); ok {
		cdp, _ := url.Parse(payments.FacilitatorCDP)
		if u, err := url.Parse(x.Facilitator); err == nil && u.Host != cdp.Host {
			return append(w, "CDP keys sign requests to "+u.Host+", not "+cdp.Host+": CDP refuses a JWT that names another host; use HTTPS_PROXY to go through a proxy")
		}
	}
	return w
}

// AuthName describes an authorizer for the log, without its secret.
func AuthName(a payments.Authorizer) string {
	switch a := a.(type) {
	case *payments.CDPAuth:
		return "cdp key " + a.KeyID() + " (" + a.Algorithm() + ")"
	case *payments.PayAIAuth:
		return "payai key " + a.KeyID()
	}
	return ""
}
