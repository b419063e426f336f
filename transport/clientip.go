package transport

import (
	"net/http"
	"net/netip"
	"strings"
)

// ClientIP returns the address of the client that made r: the socket peer,
// unless the peer is one of the trusted proxies, in which case it is the
// right-most X-Forwarded-For hop that is not itself a trusted proxy.
// Hops left of that one are ignored: a client can write anything there.
// The zero Addr means the peer address could not be parsed.
func ClientIP(r *http.Request, trusted []netip.Prefix) netip.Addr {
	peer := parseHost(r.RemoteAddr)
	if !peer.IsValid() || !inPrefixes(peer, trusted) {
		return peer
	}
	hops := r.Header.Values("X-Forwarded-For")
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		parts := strings.Split(hops[i], ",")
		for j := len(parts) - 1; j >= 0; j-- {
			hop := parseHost(strings.TrimSpace(parts[j]))
			if !hop.IsValid() {
				// Garbage left of trusted hops: the last hop we trusted
				// is as close to the client as we can tell.
				return client
			}
			client = hop
			if !inPrefixes(hop, trusted) {
				return hop
			}
		}
	}
	return client
}

// parseHost parses "ip", "ip:port" or "[ipv6]:port", unmapping IPv4-in-IPv6
// and dropping any zone.
func parseHost(s string) netip.Addr {
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap().WithZone("")
	}
	s = strings.TrimSuffix(strings.TrimPrefix(s, "["), "]")
	if a, err := netip.ParseAddr(s); err == nil {
		return a.Unmap().WithZone("")
	}
	return netip.Addr{}
}

func inPrefixes(a netip.Addr, ps []netip.Prefix) bool {
	for _, p := range ps {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// limitKey is the rate-limit key of a client address: the address for
// IPv4, its /64 for IPv6 (one subscriber usually holds a whole /64).
func limitKey(a netip.Addr) string {
	if !a.IsValid() {
		return "unknown"
	}
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

// ParseTrustedProxies parses a comma-separated list of addresses and CIDR
// prefixes ("10.0.0.0/8, 127.0.0.1").
func ParseTrustedProxies(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if strings.Contains(f, "/") {
			p, err := netip.ParsePrefix(f)
			if err != nil {
				return nil, err
			}
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, err
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}
