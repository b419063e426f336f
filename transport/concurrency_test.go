package transport_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
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
