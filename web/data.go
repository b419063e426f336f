package web

import (
	"fmt"
	"net/url"

	"github.com/pqs-dev/pqs/scoring"
)

// defaultOrigin is the server the examples of a static page name when it
// is given none: where pqs serve listens by default.
const defaultOrigin = "http://127.0.0.1:8080"

// pageData is what index.html is rendered from.
type pageData struct {
	Version       string // "1.2.0", or "dev"
	Release       bool
	ScorerVersion string
	Verticals     []scoring.Vertical
	Dimensions    []string
	Static        bool // a static copy: no server behind it
	// Preload: the page asks for the engine from <head>. Not where the
	// server may build it first: a preload held for the build would hold
	// the page's load event too.
	Preload bool
	Origin  string // the server the examples name
	// SameOrigin: the page replaces Origin in the examples with its own
	// origin (it is served by that server).
	SameOrigin  bool
	CSP         string
	Assets      map[string]string // file name -> URL
	Prices      []priceRow
	FreeLimit   string
	X402Network string
	Model       bool // a model is configured: optimize and compare can run
	Agents      []agent
	Bundles     []link
	ReleasesURL string
	RepoURL     string
	REST        []restCall
}

type priceRow struct {
	Operation, Route, USD, What string
}

// agent is one client's configuration, as a snippet to copy.
type agent struct {
	ID, Client, Transport, Where string
	Code                         snippet
}

type link struct{ Name, URL string }

type restCall struct {
	ID, Route, Price, What string
	Code                   snippet
}

// snippet is text to copy in parts, some of which are the server's
// origin, which a served page fills in with its own.
type snippet []part

type part struct {
	Text   string
	Origin bool
}

// what each paid operation returns, for the price table.
var operationWhat = map[string]string{
	"score":    "total, grade, percentile, the eight dimensions and the top three fixes",
	"batch":    "1 to 10 prompts in one call, in input order, with a summary",
	"optimize": "the rewrite and both prompts scored; with a model, both prompts answered by it",
	"compare":  "the rewrite run on several models, each answer judged",
}

// requestBody is the example request of each paid operation.
var requestBody = map[string]string{
	"score":    `{"prompt":"Write a haiku about autumn.","vertical":"content"}`,
	"batch":    `{"prompts":["Write a haiku about autumn.",{"prompt":"Explain the Bitcoin halving.","vertical":"crypto"}]}`,
	"optimize": `{"prompt":"Write a blog post about our new coffee grinder."}`,
	"compare":  `{"prompt":"Explain the Bitcoin halving.","vertical":"crypto"}`,
}

// bundlePlatforms are the platforms of the release's MCP bundles
// (deploy/release: Linux and Windows per architecture, macOS universal).
var bundlePlatforms = []string{"darwin_universal", "linux_amd64", "linux_arm64", "windows_amd64", "windows_arm64"}

func (p *Page) data(static bool, apiURL string) pageData {
	d := pageData{
		Version:       p.cfg.Version,
		Release:       p.cfg.Version != "",
		ScorerVersion: scoring.Version,
		Verticals:     scoring.Verticals(),
		Dimensions:    scoring.DimensionNames(),
		Static:        static,
		Preload:       static || !p.cfg.BuildEngine,
		Origin:        apiURL,
		SameOrigin:    !static,
		CSP:           csp,
		Assets:        map[string]string{},
		X402Network:   p.cfg.X402Network,
		Model:         p.cfg.ModelConfigured,
		RepoURL:       "https://github.com/" + p.cfg.Repo,
		ReleasesURL:   "https://github.com/" + p.cfg.Repo + "/releases",
	}
	if d.Version == "" {
		d.Version = "dev"
	}
	if d.Origin == "" {
		d.Origin = defaultOrigin
	}
	for name := range p.assets {
		d.Assets[name] = p.assetURL(name)
	}
	if p.cfg.FreeLimit > 0 {
		d.FreeLimit = fmt.Sprintf("%d requests a minute per client", p.cfg.FreeLimit)
	} else {
		d.FreeLimit = "no limit on this server"
	}
	if d.Release {
		for _, pl := range bundlePlatforms {
			name := fmt.Sprintf("pqs_%s_%s.mcpb", p.cfg.Version, pl)
			d.Bundles = append(d.Bundles, link{name, d.ReleasesURL + "/download/v" + url.PathEscape(p.cfg.Version) + "/" + name})
		}
	}
	o := part{Text: d.Origin, Origin: true}
	t := func(s string) part { return part{Text: s} }
	d.Agents = []agent{
		{ID: "claude-code", Client: "Claude Code", Transport: "stdio", Where: "in a terminal, with pqs installed; every tool is free",
			Code: snippet{t("claude mcp add --transport stdio pqs -- pqs mcp")}},
		{ID: "claude-code-http", Client: "Claude Code", Transport: "HTTP", Where: "in a terminal; paid tools take your API key",
			Code: snippet{t("claude mcp add --transport http pqs "), o, t(`/mcp --header "Authorization: Bearer pqs_..."`)}},
		{ID: "cursor", Client: "Cursor", Transport: "stdio", Where: "in ~/.cursor/mcp.json, with pqs installed",
			Code: snippet{t(`{"mcpServers": {"pqs": {"command": "pqs", "args": ["mcp"]}}}`)}},
		{ID: "cursor-http", Client: "Cursor", Transport: "HTTP", Where: "in ~/.cursor/mcp.json; paid tools take your API key",
			Code: snippet{t(`{"mcpServers": {"pqs": {"url": "`), o, t(`/mcp", "headers": {"Authorization": "Bearer pqs_..."}}}}`)}},
	}
	d.REST = append(d.REST, restCall{ID: "curl-free", Route: "/api/score/free", Price: "free",
		What: "total, grade and the eight dimensions; " + d.FreeLimit,
		Code: snippet{t(`curl -s --json '{"prompt":"Write a haiku about autumn."}' `), o, t("/api/score/free")}})
	for _, pr := range p.cfg.Prices {
		body, ok := requestBody[pr.Operation]
		if !ok {
			body = requestBody["score"]
		}
		d.Prices = append(d.Prices, priceRow{pr.Operation, pr.Route, pr.USD, operationWhat[pr.Operation]})
		d.REST = append(d.REST, restCall{ID: "curl-" + pr.Operation, Route: pr.Route, Price: "$" + pr.USD, What: operationWhat[pr.Operation],
			Code: snippet{t("curl -s --json '" + body + `' -H "Authorization: Bearer $PQS_KEY" `), o, t(pr.Route)}})
	}
	return d
}

// String is the snippet's text as the page shows it for origin.
func (s snippet) String(origin string) string {
	var out string
	for _, p := range s {
		if p.Origin {
			out += origin
		} else {
			out += p.Text
		}
	}
	return out
}
