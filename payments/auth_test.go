package payments_test

import (
	"context"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
)

const testKeyID = "organizations/0f1e2d3c/apiKeys/4b5a6978"

// cdpSecrets returns a CDP secret in each accepted form, with the public
// key and the algorithm it must sign with.
func cdpSecrets(t *testing.T) []struct {
	name, secret, alg string
	pub               crypto.PublicKey
} {
	t.Helper()
	k, err := x402test.NewCDPKeys()
	if err != nil {
		t.Fatal(err)
	}
	ec, ed, edPub := k.EC, k.Ed, k.EdPub
	pkcs8, err := x509.MarshalPKCS8PrivateKey(ec)
	if err != nil {
		t.Fatal(err)
	}
	sec1PEM := k.SEC1PEM()
	params := string(pem.EncodeToMemory(&pem.Block{Type: "EC PARAMETERS", Bytes: []byte{6, 8, 42, 134, 72, 206, 61, 3, 1, 7}}))
	edPKCS8, err := x509.MarshalPKCS8PrivateKey(ed)
	if err != nil {
		t.Fatal(err)
	}
	return []struct {
		name, secret, alg string
		pub               crypto.PublicKey
	}{
		{"SEC1 PEM", sec1PEM, "ES256", &ec.PublicKey},
		{"SEC1 PEM after EC PARAMETERS", params + sec1PEM, "ES256", &ec.PublicKey},
		{"SEC1 PEM with escaped newlines", strings.ReplaceAll(sec1PEM, "\n", `\n`), "ES256", &ec.PublicKey},
		{"PKCS8 PEM", string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: pkcs8})), "ES256", &ec.PublicKey},
		{"Ed25519 64 bytes", base64.StdEncoding.EncodeToString(k.Ed), "EdDSA", edPub},
		{"Ed25519 32-byte seed", base64.StdEncoding.EncodeToString(ed.Seed()), "EdDSA", edPub},
		{"Ed25519 PKCS8 PEM", string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: edPKCS8})), "EdDSA", edPub},
	}
}

// jwtPart decodes one base64url segment of a JWT as a JSON object.
func jwtPart(t *testing.T, tok string, i int) map[string]any {
	t.Helper()
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		t.Fatalf("JWT has %d parts", len(parts))
	}
	b, err := base64.RawURLEncoding.DecodeString(parts[i])
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestCDPAuthToken: for each key form, the JWT verifies with the public
// key under the right algorithm and carries exactly CDP's header and
// claims for the request it names; each token has a fresh nonce.
func TestCDPAuthToken(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	hex32 := regexp.MustCompile(`^[0-9a-f]{32}$`)
	for _, k := range cdpSecrets(t) {
		t.Run(k.name, func(t *testing.T) {
			a, err := payments.NewCDPAuth(testKeyID, k.secret)
			if err != nil {
				t.Fatal(err)
			}
			a.Now = func() time.Time { return now }
			if a.Algorithm() != k.alg || a.KeyID() != testKeyID {
				t.Errorf("algorithm %s key id %s, want %s %s", a.Algorithm(), a.KeyID(), k.alg, testKeyID)
			}
			seen := map[string]bool{}
			for _, r := range []struct{ method, host, path string }{
				{"POST", "api.cdp.coinbase.com", "/platform/v2/x402/verify"},
				{"POST", "api.cdp.coinbase.com", "/platform/v2/x402/settle"},
				{"GET", "api.cdp.coinbase.com", "/platform/v2/x402/supported"},
				{"POST", "api.cdp.coinbase.com", "/platform/v2/x402/settle"},
			} {
				tok, err := a.Token(r.method, r.host, r.path)
				if err != nil {
					t.Fatal(err)
				}
				// Independently of the checker: the exact header and claims.
				h := jwtPart(t, tok, 0)
				nonce, _ := h["nonce"].(string)
				if len(h) != 4 || h["alg"] != k.alg || h["kid"] != testKeyID || h["typ"] != "JWT" || !hex32.MatchString(nonce) {
					t.Errorf("header %v", h)
				}
				if seen[nonce] {
					t.Errorf("nonce %s repeated", nonce)
				}
				seen[nonce] = true
				c := jwtPart(t, tok, 1)
				want := map[string]any{
					"sub": testKeyID, "iss": "cdp", "aud": []any{"cdp_service"},
					"nbf": float64(now.Unix()), "iat": float64(now.Unix()), "exp": float64(now.Unix() + 120),
					"uris": []any{r.method + " " + r.host + r.path},
				}
				if g, w := mustJSON(t, c), mustJSON(t, want); g != w {
					t.Errorf("claims %s, want %s", g, w)
				}
				// The signature, with the public key and only that algorithm.
				got, err := x402test.CheckCDPToken(tok, testKeyID, k.pub, r.method, r.host, r.path, now)
				if err != nil || got != nonce {
					t.Errorf("CheckCDPToken: %q %v", got, err)
				}
				// Named for another request, it is refused.
				if _, err := x402test.CheckCDPToken(tok, testKeyID, k.pub, r.method, r.host, r.path+"x", now); err == nil {
					t.Error("a token for another path passed")
				}
				// Expired two minutes later.
				if _, err := x402test.CheckCDPToken(tok, testKeyID, k.pub, r.method, r.host, r.path, now.Add(121*time.Second)); err == nil {
					t.Error("an expired token passed")
				}
			}
		})
	}
	// Another key's signature fails.
	ks := cdpSecrets(t)
	a, _ := payments.NewCDPAuth(testKeyID, ks[0].secret)
	tok, _ := a.Token("GET", "h", "/p")
	other := cdpSecrets(t)[0].pub
	if _, err := x402test.CheckCDPToken(tok, testKeyID, other, "GET", "h", "/p", time.Now()); err == nil {
		t.Error("a token verified with another key")
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestCDPAuthKeyErrors: bad key material fails with a message that says
// what is wrong and never quotes the secret.
func TestCDPAuthKeyErrors(t *testing.T) {
	p384, _ := ecdsa.GenerateKey(elliptic.P384(), rand.Reader)
	p384DER, _ := x509.MarshalECPrivateKey(p384)
	rsaKey, _ := rsa.GenerateKey(rand.Reader, 1024)
	rsaPKCS8, _ := x509.MarshalPKCS8PrivateKey(rsaKey)
	_, ed, _ := ed25519.GenerateKey(rand.Reader)
	mismatched := slices.Clone([]byte(ed))
	mismatched[40] ^= 1
	pemOf := func(typ string, b []byte) string { return string(pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: b})) }
	for _, test := range []struct {
		name, id, secret, want string
	}{
		{"empty id", " ", base64.StdEncoding.EncodeToString(ed), "key id is empty"},
		{"empty secret", testKeyID, "  ", "secret is empty"},
		{"not base64", testKeyID, "not a key at all!", "neither a PEM EC key nor a base64 Ed25519 key"},
		{"short base64", testKeyID, base64.StdEncoding.EncodeToString([]byte("0123456789")), "10 bytes"},
		{"mismatched public half", testKeyID, base64.StdEncoding.EncodeToString(mismatched), "not the public key"},
		{"broken PEM", testKeyID, "-----BEGIN EC PRIVATE KEY-----\nAAAA\n", "not a valid PEM block"},
		{"PEM of garbage", testKeyID, pemOf("EC PRIVATE KEY", []byte("garbage-garbage")), "not a valid PEM EC PRIVATE KEY"},
		{"RSA PEM type", testKeyID, pemOf("RSA PRIVATE KEY", x509.MarshalPKCS1PrivateKey(rsaKey)), `"RSA PRIVATE KEY"`},
		{"RSA in PKCS8", testKeyID, pemOf("PRIVATE KEY", rsaPKCS8), "want EC P-256 or Ed25519"},
		{"P-384", testKeyID, pemOf("EC PRIVATE KEY", p384DER), "P-384: want P-256"},
	} {
		t.Run(test.name, func(t *testing.T) {
			_, err := payments.NewCDPAuth(test.id, test.secret)
			if err == nil || !strings.Contains(err.Error(), test.want) {
				t.Fatalf("err = %v, want it to mention %q", err, test.want)
			}
			if s := strings.TrimSpace(test.secret); len(s) > 8 && strings.Contains(err.Error(), s[len(s)/2:]) {
				t.Errorf("error quotes the secret: %v", err)
			}
		})
	}
}

// TestPayAIAuthToken: PayAI's merchant JWT from a payai_sk_ PKCS#8 secret.
func TestPayAIAuthToken(t *testing.T) {
	pub, priv, _ := ed25519.GenerateKey(rand.Reader)
	der, _ := x509.MarshalPKCS8PrivateKey(priv)
	now := time.Unix(1_800_000_000, 0)
	uuid4 := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	for _, secret := range []string{
		"payai_sk_" + base64.StdEncoding.EncodeToString(der),
		" " + base64.StdEncoding.EncodeToString(der) + "\n",
		base64.StdEncoding.EncodeToString(priv.Seed()),
	} {
		a, err := payments.NewPayAIAuth("key_abc123", secret)
		if err != nil {
			t.Fatal(err)
		}
		a.Now = func() time.Time { return now }
		req := httptest.NewRequest("POST", "https://facilitator.payai.network/settle", nil)
		if err := a.Authorize(context.Background(), req); err != nil {
			t.Fatal(err)
		}
		tok, ok := strings.CutPrefix(req.Header.Get("Authorization"), "Bearer ")
		if !ok {
			t.Fatalf("Authorization %q", req.Header.Get("Authorization"))
		}
		claims := jwt.MapClaims{}
		parsed, err := jwt.ParseWithClaims(tok, claims, func(*jwt.Token) (any, error) { return pub, nil },
			jwt.WithValidMethods([]string{"EdDSA"}), jwt.WithTimeFunc(func() time.Time { return now }))
		if err != nil {
			t.Fatal(err)
		}
		if h := parsed.Header; len(h) != 3 || h["alg"] != "EdDSA" || h["typ"] != "JWT" || h["kid"] != "key_abc123" {
			t.Errorf("header %v", h)
		}
		jti, _ := claims["jti"].(string)
		if len(claims) != 5 || claims["sub"] != "key_abc123" || claims["iss"] != "payai-merchant" ||
			claims["iat"] != float64(now.Unix()) || claims["exp"] != float64(now.Unix()+120) || !uuid4.MatchString(jti) {
			t.Errorf("claims %v", claims)
		}
		tok2, _ := a.Token()
		if jwtPart(t, tok2, 1)["jti"] == jti {
			t.Error("jti repeated")
		}
	}
	for _, test := range []struct{ id, secret, want string }{
		{"", "payai_sk_AAAA", "key id is empty"},
		{"k", "payai_sk_", "secret is empty"},
		{"k", "payai_sk_%%%", "not a base64 Ed25519 key"},
	} {
		if _, err := payments.NewPayAIAuth(test.id, test.secret); err == nil || !strings.Contains(err.Error(), test.want) {
			t.Errorf("NewPayAIAuth(%q, %q) = %v, want %q", test.id, test.secret, err, test.want)
		}
	}
}

// TestFacilitatorCDPAuth: a gate paying through a facilitator that admits
// only valid CDP JWTs: /supported, /verify, /settle and a retried /verify
// each carry a fresh JWT naming that request; nothing is refused.
func TestFacilitatorCDPAuth(t *testing.T) {
	for _, k := range cdpSecrets(t)[:5:5] {
		if k.name != "SEC1 PEM" && k.name != "Ed25519 64 bytes" {
			continue
		}
		t.Run(k.alg, func(t *testing.T) {
			ctx := context.Background()
			auth, err := payments.NewCDPAuth(testKeyID, k.secret)
			if err != nil {
				t.Fatal(err)
			}
			fac := &x402test.Facilitator{Intercept: func(w http.ResponseWriter, r *http.Request, path string, n int) bool {
				return path == "/verify" && n == 1 && reply(w, 502, `{}`) // one transport failure: retried
			}}
			check := &x402test.CDPAuthCheck{Next: fac, KeyID: testKeyID, Key: k.pub}
			srv := httptest.NewServer(check)
			defer srv.Close()
			g, err := payments.NewGate(payments.GateConfig{
				Prices: payments.DefaultPrices(), Keys: noKeys{}, Ledger: x402test.NewLedger(),
				X402: &payments.X402Config{PayTo: testPayTo, Network: "base-sepolia",
					Facilitator: srv.URL + "/platform/v2/x402", FacilitatorAuth: auth},
			})
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Start(ctx); err != nil {
				t.Fatal(err)
			}
			key, _ := x402test.NewKey()
			c, err := g.Begin(ctx, "score", payments.Credentials{PaymentHeader: pay(t, g, key, "score"), Resource: "https://pqs.example/api/score"})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.Commit(ctx, "/api/score"); err != nil {
				t.Fatal(err)
			}
			want := []string{"GET /platform/v2/x402/supported", "POST /platform/v2/x402/verify",
				"POST /platform/v2/x402/verify", "POST /platform/v2/x402/settle"}
			if got := check.Admitted(); !slices.Equal(got, want) || len(check.Refused()) != 0 || fac.Settled() != 1 {
				t.Errorf("admitted %q refused %q settled %d, want %q", got, check.Refused(), fac.Settled(), want)
			}
		})
	}
}

// TestFacilitatorAuthChecked: the checker refuses a request without a
// JWT, and one whose JWT names another request (a /verify token replayed
// to /settle) or repeats a nonce.
func TestFacilitatorAuthChecked(t *testing.T) {
	k := cdpSecrets(t)[0]
	auth, _ := payments.NewCDPAuth(testKeyID, k.secret)
	check := &x402test.CDPAuthCheck{Next: &x402test.Facilitator{}, KeyID: testKeyID, Key: k.pub}
	srv := httptest.NewServer(check)
	defer srv.Close()
	do := func(path, authz string) int {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		if authz != "" {
			req.Header.Set("Authorization", authz)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode
	}
	host := strings.TrimPrefix(srv.URL, "http://")
	tok, _ := auth.Token("GET", host, "/supported")
	other, _ := auth.Token("GET", host, "/other/supported")
	for _, test := range []struct {
		name, authz string
		want        int
	}{
		{"none", "", 401},
		{"other path", "Bearer " + other, 401},
		{"valid", "Bearer " + tok, 200},
		{"nonce again", "Bearer " + tok, 401},
	} {
		if got := do("/supported", test.authz); got != test.want {
			t.Errorf("%s: status %d, want %d", test.name, got, test.want)
		}
	}
	if len(check.Admitted()) != 1 || len(check.Refused()) != 3 {
		t.Errorf("admitted %q refused %q", check.Admitted(), check.Refused())
	}
}

// TestGateDefaultFacilitatorFromKey: with a CDP key and no facilitator
// URL the gate talks to the CDP facilitator (Base mainnet needs no other
// setting); with a PayAI key, to PayAI's.
func TestGateDefaultFacilitatorFromKey(t *testing.T) {
	k := cdpSecrets(t)[0]
	cdp, _ := payments.NewCDPAuth(testKeyID, k.secret)
	_, ed, _ := ed25519.GenerateKey(rand.Reader)
	payai, _ := payments.NewPayAIAuth("k", base64.StdEncoding.EncodeToString(ed.Seed()))
	for _, test := range []struct {
		auth payments.Authorizer
		want string
	}{
		{cdp, "GET api.cdp.coinbase.com/platform/v2/x402/supported"},
		{payai, "GET facilitator.payai.network/supported"},
	} {
		var got, authz string
		client := &http.Client{Transport: roundTripper(func(r *http.Request) (*http.Response, error) {
			got, authz = r.Method+" "+r.URL.Host+r.URL.Path, r.Header.Get("Authorization")
			return &http.Response{StatusCode: 200, Body: io.NopCloser(strings.NewReader(`{"kinds":[]}`)), Header: http.Header{}}, nil
		})}
		g, err := payments.NewGate(payments.GateConfig{
			Prices: payments.DefaultPrices(), Keys: noKeys{}, Ledger: x402test.NewLedger(),
			X402: &payments.X402Config{PayTo: testPayTo, Network: "base", FacilitatorAuth: test.auth, HTTPClient: client},
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got != test.want || !strings.HasPrefix(authz, "Bearer ey") {
			t.Errorf("request %q with Authorization %.12q, want %q with a JWT", got, authz, test.want)
		}
	}
}

type roundTripper func(*http.Request) (*http.Response, error)

func (f roundTripper) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
