package loadgen

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// A slow upload sends a request's head, then its body slowPiece bytes
// every slowInterval, as the client of a slow-upload attack does (issue
// 35): no key, since the server reads a paid call's body before it looks
// at its payment. With a declared length it declares slowDeclared bytes,
// most of the default body limit.
const (
	slowInterval = time.Second
	slowPiece    = 16
	slowDeclared = 2_000_000
)

// slowKinds are the kinds of slow upload, taken in turn.
var slowKinds = []struct {
	path    string
	chunked bool
}{
	{"/api/score", true},
	{"/api/score", false},
	{"/mcp", true},
	{"/mcp", false},
}

// slowStats are how the slow uploads of a run ended.
type slowStats struct {
	mu       sync.Mutex
	outcomes map[string]int64 // status ("408") or what the connection did
	held     []time.Duration  // how long each ended upload was held
	open     int              // still sending when the run ended
}

func (s *slowStats) add(outcome string, held time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if outcome == "" {
		s.open++
		return
	}
	s.outcomes[outcome]++
	s.held = append(s.held, held)
}

// runSlow holds n slow uploads against urls (round-robin) until ctx ends,
// each followed by a new one as soon as it ends, and returns their stats
// once all have stopped.
func runSlow(ctx context.Context, urls []string, n int) (wait func() *slowStats) {
	s := &slowStats{outcomes: map[string]int64{}}
	var wg sync.WaitGroup
	for i := range n {
		k := slowKinds[i%len(slowKinds)]
		u, err := url.Parse(urls[i%len(urls)])
		if err != nil {
			continue // CheckURL passed them
		}
		addr := u.Host
		if u.Port() == "" {
			addr = net.JoinHostPort(u.Hostname(), "80")
		}
		framing := "Content-Length: " + strconv.Itoa(slowDeclared)
		if k.chunked {
			framing = "Transfer-Encoding: chunked"
		}
		head := "POST " + u.Path + k.path + " HTTP/1.1\r\nHost: " + u.Host + "\r\nUser-Agent: pqs-load\r\n" +
			"Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n" +
			"MCP-Protocol-Version: 2025-11-25\r\n" + framing + "\r\n\r\n"
		wg.Go(func() {
			for ctx.Err() == nil {
				start := time.Now()
				outcome := slowUpload(ctx, addr, head, k.chunked)
				if outcome == "dial failed" {
					time.Sleep(100 * time.Millisecond)
				}
				s.add(outcome, time.Since(start))
			}
		})
	}
	return func() *slowStats {
		wg.Wait()
		slices.Sort(s.held)
		return s
	}
}

// slowUpload sends one slow upload and returns how it ended: the answer's
// status, or what happened to the connection; "" when ctx ended first.
func slowUpload(ctx context.Context, addr, head string, chunked bool) string {
	var d net.Dialer
	c, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		if ctx.Err() != nil {
			return ""
		}
		return "dial failed"
	}
	defer c.Close()
	answered := make(chan string, 1)
	go func() {
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			answered <- connFailure(err)
			return
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		answered <- strconv.Itoa(resp.StatusCode)
	}()
	piece := `{"prompt":"` + strings.Repeat("a", slowPiece-11)
	if _, err := io.WriteString(c, head); err != nil {
		return waitAnswer(ctx, answered)
	}
	t := time.NewTicker(slowInterval)
	defer t.Stop()
	for {
		p := piece
		if chunked {
			p = strconv.FormatInt(int64(len(p)), 16) + "\r\n" + p + "\r\n"
		}
		if _, err := io.WriteString(c, p); err != nil {
			return waitAnswer(ctx, answered)
		}
		piece = strings.Repeat("a", slowPiece)
		select {
		case outcome := <-answered:
			return outcome
		case <-ctx.Done():
			return ""
		case <-t.C:
		}
	}
}

// waitAnswer waits briefly for the answer of an upload whose connection
// failed to take more: the server may have answered before closing.
func waitAnswer(ctx context.Context, answered <-chan string) string {
	select {
	case outcome := <-answered:
		return outcome
	case <-ctx.Done():
		return ""
	case <-time.After(time.Second):
		return "no answer"
	}
}

// connFailure names how a connection failed before an answer.
func connFailure(err error) string {
	switch {
	case errors.Is(err, syscall.ECONNRESET):
		return "reset"
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "closed"
	case errors.Is(err, os.ErrDeadlineExceeded):
		return "timed out"
	case errors.Is(err, net.ErrClosed):
		return "" // closed by us: the run ended
	}
	return "failed"
}

// write writes a summary of the slow uploads.
func (s *slowStats) write(w io.Writer, n int) {
	var ended int64
	var parts []string
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range s.outcomes {
			if !yield(k) {
				return
			}
		}
	}) {
		ended += s.outcomes[k]
		parts = append(parts, fmt.Sprintf("%s:%d", k, s.outcomes[k]))
	}
	fmt.Fprintf(w, "slow uploads: %d connections sending %d bytes every %s (chunked and declaring %d bytes, to /api/score and /mcp): "+
		"%d ended (%s), held p50 %s, max %s; %d still open at the end\n",
		n, slowPiece, slowInterval, slowDeclared, ended, strings.Join(parts, " "),
		fmtSeconds(percentile(s.held, 0.5)), fmtSeconds(percentile(s.held, 1)), s.open)
}

func fmtSeconds(d time.Duration) string { return fmt.Sprintf("%.2fs", d.Seconds()) }
