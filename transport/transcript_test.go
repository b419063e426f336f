package transport_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the transcripts in testdata/rest from the server's answers")

// TestTranscripts replays the REST transcripts in testdata/rest: each
// .txtar file holds a raw HTTP request and the expected status, headers
// (only those listed are compared) and JSON body. go test -update rewrites
// the responses.
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/rest/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	e := newEnv(t, options{freeLimit: 1})
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			comment, sections := parseTxtar(data)
			rawReq, ok := sections["request"]
			if !ok {
				t.Fatal("no -- request -- section")
			}
			req, err := http.ReadRequest(bufio.NewReader(strings.NewReader(strings.ReplaceAll(string(rawReq), "\n", "\r\n"))))
			if err != nil {
				t.Fatalf("request: %v", err)
			}
			body := strings.TrimSuffix(string(rawReq[bytes.Index(rawReq, []byte("\n\n"))+2:]), "\n")
			var headers []string
			for k, v := range req.Header {
				headers = append(headers, k+": "+v[0])
			}
			if req.Header.Get("Content-Type") == "" && body != "" {
				headers = append(headers, "Content-Type:") // do() would add application/json
			}
			r := e.do(req.Method, req.URL.RequestURI(), body, headers...)
			got := formatResponse(r, sections["response"])
			if *update {
				sections["response"] = got
				if err := os.WriteFile(file, formatTxtar(comment, sections), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if want := sections["response"]; !bytes.Equal(got, want) {
				t.Errorf("%s %s:\ngot:\n%s\nwant:\n%s", req.Method, req.URL, got, want)
			}
		})
	}
}

// formatResponse renders r as "HTTP/1.1 STATUS", the headers named in the
// expected response (or a default set), a blank line and indented JSON.
func formatResponse(r response, want []byte) []byte {
	names := []string{"Content-Type", "Allow", "Retry-After", "RateLimit-Limit", "RateLimit-Remaining"}
	if len(want) > 0 {
		names = nil
		head, _, _ := bytes.Cut(want, []byte("\n\n"))
		for _, line := range strings.Split(string(head), "\n")[1:] {
			if k, _, ok := strings.Cut(line, ":"); ok {
				names = append(names, k)
			}
		}
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "HTTP/1.1 %d\n", r.status)
	slices.Sort(names)
	for _, k := range names {
		if v := r.header.Get(k); v != "" {
			fmt.Fprintf(&b, "%s: %s\n", k, v)
		}
	}
	b.WriteString("\n")
	var pretty bytes.Buffer
	if json.Indent(&pretty, r.body, "", "  ") == nil {
		b.Write(bytes.TrimSpace(pretty.Bytes()))
	} else {
		b.Write(bytes.TrimSpace(r.body))
	}
	b.WriteString("\n")
	return b.Bytes()
}

// parseTxtar parses the txtar format: a comment, then "-- name --" files.
func parseTxtar(data []byte) (comment []byte, files map[string][]byte) {
	files = map[string][]byte{}
	var name string
	var cur bytes.Buffer
	flush := func() {
		if name == "" {
			comment = append([]byte(nil), cur.Bytes()...)
		} else {
			files[name] = append([]byte(nil), cur.Bytes()...)
		}
		cur.Reset()
	}
	for _, line := range strings.SplitAfter(string(data), "\n") {
		if n, ok := strings.CutPrefix(strings.TrimRight(line, "\n"), "-- "); ok && strings.HasSuffix(n, " --") {
			flush()
			name = strings.TrimSuffix(n, " --")
			continue
		}
		cur.WriteString(line)
	}
	flush()
	return comment, files
}

func formatTxtar(comment []byte, files map[string][]byte) []byte {
	var b bytes.Buffer
	b.Write(comment)
	for _, name := range []string{"request", "response"} {
		fmt.Fprintf(&b, "-- %s --\n", name)
		b.Write(files[name])
	}
	return b.Bytes()
}
