package transport

import "testing"

// TestHeaderScanSplit feeds header blocks to headerScan split at every
// byte, as reads may split them: a block with both Transfer-Encoding and
// Content-Length is found wherever the split falls, and one with a single
// framing never is.
func TestHeaderScanSplit(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     bool
	}{
		{"both", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n", true},
		{"both, bare newlines, mixed case", "POST / HTTP/1.1\nTRANSFER-ENCODING: chunked\nhost: x\ncontent-LENGTH: 3\n\n", true},
		{"after a body", "POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}GET / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", true},
		{"chunked only", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", false},
		{"length only, twice", "POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}\r\nPOST / HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}", false},
		{"one in each request", "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nPOST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n", false},
		{"names inside a value", "GET / HTTP/1.1\r\nX-A: content-length: 1\r\nX-B: transfer-encoding: chunked\r\n\r\n", false},
	} {
		for split := 0; split <= len(tc.in); split++ {
			var h headerScan
			got := h.scan([]byte(tc.in[:split]))
			got = h.scan([]byte(tc.in[split:])) || got
			if got != tc.want {
				t.Errorf("%s split at %d: %v, want %v", tc.name, split, got, tc.want)
			}
		}
	}
}
