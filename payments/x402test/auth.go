package x402test

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// CDPAuthCheck is an http.Handler in front of a facilitator (Next) that
// admits only requests authenticated as the Coinbase CDP facilitator
// wants: "Authorization: Bearer <JWT>" signed by Key, whose header and
// claims are CDP's (see CheckCDPToken) and whose uris claim names that
// very request (method, Host and path). A JWT nonce seen before is
// refused too. Refused requests get 401 and do not reach Next.
type CDPAuthCheck struct {
	Next  http.Handler
	KeyID string
	Key   crypto.PublicKey
	Now   func() time.Time // nil: time.Now

	mu       sync.Mutex
	nonces   map[string]bool
	admitted []string // "METHOD path" of each admitted request
	refused  []string // why each refused request was refused
}

// ServeHTTP implements http.Handler.
func (c *CDPAuthCheck) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	now := time.Now
	if c.Now != nil {
		now = c.Now
	}
	err := c.check(r, now())
	c.mu.Lock()
	if err != nil {
		c.refused = append(c.refused, r.Method+" "+r.URL.Path+": "+err.Error())
	} else {
		c.admitted = append(c.admitted, r.Method+" "+r.URL.Path)
	}
	c.mu.Unlock()
	if err != nil {
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": err.Error()})
		return
	}
	c.Next.ServeHTTP(w, r)
}

func (c *CDPAuthCheck) check(r *http.Request, now time.Time) error {
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		return errors.New("no Authorization: Bearer")
	}
	nonce, err := CheckCDPToken(tok, c.KeyID, c.Key, r.Method, r.Host, r.URL.Path, now)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.nonces[nonce] {
		return fmt.Errorf("nonce %s used before", nonce)
	}
	if c.nonces == nil {
		c.nonces = map[string]bool{}
	}
	c.nonces[nonce] = true
	return nil
}

// Admitted returns "METHOD path" of each request let through, in order.
func (c *CDPAuthCheck) Admitted() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.admitted)
}

// Refused returns why each refused request was refused.
func (c *CDPAuthCheck) Refused() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.refused)
}

var hexNonce = regexp.MustCompile(`^[0-9a-f]{32}$`)

// CheckCDPToken checks a CDP API-key JWT for one request and returns its
// nonce: the signature with pub (ES256 for an ECDSA key, EdDSA for
// Ed25519, no other algorithm); header typ "JWT", kid keyID, nonce 16
// bytes of hex; exactly the claims sub (keyID), iss "cdp", aud
// ["cdp_service"] (an array), nbf = iat within 10 s of now, exp = iat +
// 120, and uris = ["<method> <host><path>"].
func CheckCDPToken(tok, keyID string, pub crypto.PublicKey, method, host, path string, now time.Time) (string, error) {
	var alg string
	switch pub.(type) {
	case *ecdsa.PublicKey:
		alg = "ES256"
	case ed25519.PublicKey:
		alg = "EdDSA"
	default:
		return "", fmt.Errorf("public key %T", pub)
	}
	claims := jwt.MapClaims{}
	t, err := jwt.ParseWithClaims(tok, claims, func(t *jwt.Token) (any, error) { return pub, nil },
		jwt.WithValidMethods([]string{alg}), jwt.WithTimeFunc(func() time.Time { return now }),
		jwt.WithExpirationRequired(), jwt.WithIssuedAt(),
		jwt.WithIssuer("cdp"), jwt.WithSubject(keyID), jwt.WithAudience("cdp_service"))
	if err != nil {
		return "", err
	}
	if t.Header["typ"] != "JWT" || t.Header["kid"] != keyID {
		return "", fmt.Errorf("header typ %v kid %v, want JWT %s", t.Header["typ"], t.Header["kid"], keyID)
	}
	nonce, _ := t.Header["nonce"].(string)
	if !hexNonce.MatchString(nonce) {
		return "", fmt.Errorf("header nonce %q: want 32 hex digits", nonce)
	}
	if keys := slices.Sorted(maps.Keys(claims)); !slices.Equal(keys, []string{"aud", "exp", "iat", "iss", "nbf", "sub", "uris"}) {
		return "", fmt.Errorf("claims %v", keys)
	}
	if aud, ok := claims["aud"].([]any); !ok || len(aud) != 1 || aud[0] != "cdp_service" {
		return "", fmt.Errorf("aud %v: want [\"cdp_service\"]", claims["aud"])
	}
	iat, _ := claims["iat"].(float64)
	nbf, _ := claims["nbf"].(float64)
	exp, _ := claims["exp"].(float64)
	if nbf != iat || exp != iat+120 || now.Sub(time.Unix(int64(iat), 0)).Abs() > 10*time.Second {
		return "", fmt.Errorf("iat %v nbf %v exp %v: want nbf = iat = now (%d), exp = iat + 120", iat, nbf, exp, now.Unix())
	}
	want := method + " " + host + path
	if uris, ok := claims["uris"].([]any); !ok || len(uris) != 1 || uris[0] != want {
		return "", fmt.Errorf("uris %v: want [%q]", claims["uris"], want)
	}
	return nonce, nil
}
