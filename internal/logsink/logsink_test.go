package logsink

import (
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/pqstest"
)

// request is the message of the routine records.
const request = "request"

func TestLogSink(t *testing.T) {
	var out pqstest.SyncBuffer
	sink := New(&out, time.Hour) // no timer flush during the test
	log := slog.New(sink.Handler(slog.NewJSONHandler(sink, nil), request)).With("svc", "pqs")

	log.Info(request, "status", 200)
	if got := out.String(); got != "" {
		t.Fatalf("a routine request line was written at once: %q", got)
	}
	log.Info("listening", "addr", "127.0.0.1:1")
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"status":200`) || !strings.Contains(lines[1], `"listening"`) {
		t.Fatalf("another record must flush the buffer in order, got %q", lines)
	}
	log.Warn(request, "status", 503)
	if !strings.Contains(out.String(), `"status":503`) {
		t.Fatalf("a request line at warn was buffered")
	}
	log.Info(request, "status", 201)
	if err := sink.Close(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `"status":201`) {
		t.Fatalf("Close lost a buffered line")
	}
}

func TestLogSinkTimer(t *testing.T) {
	var out pqstest.SyncBuffer
	sink := New(&out, 5*time.Millisecond)
	defer sink.Close()
	slog.New(sink.Handler(slog.NewJSONHandler(sink, nil), request)).Info(request)
	deadline := time.Now().Add(5 * time.Second)
	for out.String() == "" {
		if time.Now().After(deadline) {
			t.Fatal("the timer never flushed the buffered line")
		}
		time.Sleep(time.Millisecond)
	}
}
