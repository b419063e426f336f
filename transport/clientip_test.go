package transport_test

import (
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/transport"
)

func TestClientIP(t *testing.T) {
	trusted := mustPrefixes(t, "10.0.0.0/8, 127.0.0.1, ::1")
	for _, tt := range []struct {
		name    string
		remote  string
		xff     []string
		trusted bool
		want    string
	}{
		{"socket", "198.51.100.1:4242", nil, true, "198.51.100.1"},
		{"untrusted peer ignores xff", "198.51.100.1:4242", []string{"203.0.113.9"}, true, "198.51.100.1"},
		{"no trusted list ignores xff", "127.0.0.1:1", []string{"203.0.113.9"}, false, "127.0.0.1"},
		{"trusted peer", "10.1.2.3:80", []string{"203.0.113.9"}, true, "203.0.113.9"},
		{"right-most untrusted", "10.1.2.3:80", []string{"1.1.1.1, 203.0.113.9, 10.0.0.5"}, true, "203.0.113.9"},
		{"several headers", "10.1.2.3:80", []string{"1.1.1.1", "203.0.113.9, 10.0.0.5"}, true, "203.0.113.9"},
		{"all trusted", "10.1.2.3:80", []string{"10.9.9.9, 10.0.0.5"}, true, "10.9.9.9"},
		{"garbage left of trusted", "10.1.2.3:80", []string{"not-an-ip, 10.0.0.5"}, true, "10.0.0.5"},
		{"garbage right-most", "10.1.2.3:80", []string{"203.0.113.9, junk"}, true, "10.1.2.3"},
		{"hop with port", "10.1.2.3:80", []string{"203.0.113.9:5555"}, true, "203.0.113.9"},
		{"ipv6 peer", "[::1]:80", []string{"[2001:db8::7]:1234"}, true, "2001:db8::7"},
		{"mapped ipv4 peer", "[::ffff:10.0.0.1]:80", []string{"203.0.113.9"}, true, "203.0.113.9"},
		{"empty xff", "10.1.2.3:80", []string{""}, true, "10.1.2.3"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tt.remote
			for _, h := range tt.xff {
				r.Header.Add("X-Forwarded-For", h)
			}
			tr := trusted
			if !tt.trusted {
				tr = nil
			}
			if got := transport.ClientIP(r, tr).String(); got != tt.want {
				t.Errorf("ClientIP(%s, %q) = %s, want %s", tt.remote, tt.xff, got, tt.want)
			}
		})
	}
}

func TestParseTrustedProxies(t *testing.T) {
	for _, tt := range []struct {
		in      string
		want    string
		wantErr bool
	}{
		{"", "[]", false},
		{"10.0.0.0/8", "[10.0.0.0/8]", false},
		{" 10.1.2.3/8 , 127.0.0.1,::1", "[10.0.0.0/8 127.0.0.1/32 ::1/128]", false},
		{"10.0.0.0/33", "", true},
		{"example.com", "", true},
	} {
		got, err := transport.ParseTrustedProxies(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("ParseTrustedProxies(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if err == nil && fmtPrefixes(got) != tt.want {
			t.Errorf("ParseTrustedProxies(%q) = %s, want %s", tt.in, fmtPrefixes(got), tt.want)
		}
	}
}

func fmtPrefixes(ps []netip.Prefix) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.String()
	}
	return "[" + strings.Join(s, " ") + "]"
}
