package transport_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/pqs-dev/pqs/transport"
)

// TestConcurrentMixed sends hundreds of parallel requests of every kind
// (free, keyed, batch, previews, errors) and checks each answer and the
// metering afterwards. Run it with -race.
func TestConcurrentMixed(t *testing.T) {
	e := newEnv(t, options{freeLimit: 1000})
	key, id := e.newKey(0)
	limited, limitedID := e.newKey(25)
	type call struct {
		method, path, body, auth string
		want                     []int
	}
	calls := []call{
		{"POST", "/api/score/free", scoreBody, "", []int{200}},
		{"POST", "/api/score", scoreBody, string(key), []int{200}},
		{"POST", "/api/score/batch", `{"prompts":["a b c","Write a poem about the sea in 4 lines."]}`, string(key), []int{200}},
		{"POST", "/api/score", scoreBody, string(limited), []int{200, 429}},
		{"GET", "/api/score/full", "", "", []int{200}},
		{"POST", "/api/score", scoreBody, "", []int{402}},
		{"POST", "/api/score/free", `{"prompt":1}`, "", []int{400}},
		{"GET", "/healthz", "", "", []int{200}},
	}
	const n = 400
	var wg sync.WaitGroup
	var mu sync.Mutex
	counts := map[string]int{}
	client := e.srv.Client()
	client.Transport.(*http.Transport).MaxIdleConnsPerHost = 64
	for i := range n {
		c := calls[i%len(calls)]
		wg.Go(func() {
			req, _ := http.NewRequest(c.method, e.srv.URL+c.path, nil)
			if c.body != "" {
				req, _ = http.NewRequest(c.method, e.srv.URL+c.path, stringsReader(c.body))
				req.Header.Set("Content-Type", "application/json")
			}
			if c.auth != "" {
				req.Header.Set("Authorization", "Bearer "+c.auth)
			}
			resp, err := client.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			resp.Body.Close()
			ok := false
			for _, w := range c.want {
				ok = ok || resp.StatusCode == w
			}
			if !ok {
				t.Errorf("%s %s: %d, want one of %v", c.method, c.path, resp.StatusCode, c.want)
			}
			mu.Lock()
			counts[fmt.Sprint(c.auth, c.path, resp.StatusCode)]++
			mu.Unlock()
		})
	}
	wg.Wait()
	ctx := context.Background()
	usage, err := e.store.Usage(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if usage["/api/score"] != int64(n/len(calls)) || usage["/api/score/batch"] != int64(n/len(calls)) {
		t.Errorf("usage = %v, want %d each", usage, n/len(calls))
	}
	lu, _ := e.store.Usage(ctx, limitedID)
	if got := counts[fmt.Sprint(string(limited), "/api/score", 200)]; got != 25 || lu["/api/score"] != 25 {
		t.Errorf("quota 25: %d calls served, %d metered", got, lu["/api/score"])
	}
}

func stringsReader(s string) *strings.Reader { return strings.NewReader(s) }

// TestQuotaExactConcurrent sends 100 keyed calls at once, REST and MCP
// mixed, on a key whose quota is 37: exactly 37 are served and metered,
// the others get quota_exceeded.
func TestQuotaExactConcurrent(t *testing.T) {
	p := mcpTestPrices()
	svc := newMCPService(p)
	e := newEnv(t, options{mutate: func(c *transport.Config) {
		c.MCP = transport.NewMCPHandler(transport.NewMCPServer(transport.MCPConfig{Service: svc, Prices: p, Gate: c.Gate}),
			transport.MCPHandlerConfig{})
	}})
	const quota, calls = 37, 100
	key, id := e.newKey(quota)
	client := e.srv.Client()
	client.Transport.(*http.Transport).MaxIdleConnsPerHost = calls
	var (
		wg              sync.WaitGroup
		mu              sync.Mutex
		served, refused int
	)
	start := make(chan struct{})
	for i := range calls {
		wg.Go(func() {
			<-start
			path, body := "/api/score", scoreBody
			if i%2 == 1 {
				path, body = "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"score","arguments":`+scoreBody+`}}`
			}
			status, b, err := postJSON(client, e.srv.URL+path, []byte(body), "Bearer "+string(key), true)
			if err != nil {
				t.Error(err)
				return
			}
			ok := status == 200 && !strings.Contains(string(b), `"isError":true`)
			quotaErr := strings.Contains(string(b), "quota_exceeded")
			mu.Lock()
			defer mu.Unlock()
			switch {
			case ok:
				served++
			case quotaErr:
				refused++
			default:
				t.Errorf("%s: %d %s", path, status, b)
			}
		})
	}
	close(start)
	wg.Wait()
	if served != quota || refused != calls-quota {
		t.Errorf("%d calls at once on quota %d: %d served, %d refused; want %d, %d", calls, quota, served, refused, quota, calls-quota)
	}
	usage, err := e.store.Usage(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if n := usage["/api/score"] + usage["mcp://tool/score"]; n != quota {
		t.Errorf("usage %v: %d calls recorded, want %d", usage, n, quota)
	}
}
