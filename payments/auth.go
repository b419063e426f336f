package payments

import (
	"context"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/base64"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// An Authorizer authenticates one facilitator request. The Facilitator
// calls it for every request it sends (a retry included) after the
// method, URL and body are final, so a signature can cover exactly that
// request. It typically sets the Authorization header.
type Authorizer interface {
	Authorize(ctx context.Context, req *http.Request) error
}

// AuthorizerFunc adapts a function to an Authorizer.
type AuthorizerFunc func(ctx context.Context, req *http.Request) error

// Authorize calls f.
func (f AuthorizerFunc) Authorize(ctx context.Context, req *http.Request) error { return f(ctx, req) }

// jwtLifetime is how long a facilitator JWT is valid; both CDP and PayAI
// use two minutes.
const jwtLifetime = 120 * time.Second

// CDPAuth signs every request to the Coinbase CDP facilitator with a
// fresh CDP API-key JWT, sent as "Authorization: Bearer <JWT>": ES256 for
// an EC key, EdDSA for an Ed25519 key; header kid (the key id), nonce (16
// random bytes in hex) and typ JWT; claims sub (the key id), iss "cdp",
// aud ["cdp_service"], nbf = iat = now, exp = now + 120 s, and uris
// ["<METHOD> <host><path>"] naming that one request.
type CDPAuth struct {
	keyID  string
	key    crypto.Signer
	method jwt.SigningMethod
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// NewCDPAuth parses a CDP API key: keyID is CDP_API_KEY_ID, secret is
// CDP_API_KEY_SECRET, either a PEM EC private key (SEC1 "EC PRIVATE KEY"
// or PKCS#8 "PRIVATE KEY", on P-256) or a base64 Ed25519 key (64 bytes of
// seed and public key as CDP gives it, or the 32-byte seed). Escaped
// newlines ("\n" as two characters, as in a .env file) are accepted in a
// PEM secret. Errors never quote the secret.
func NewCDPAuth(keyID, secret string) (*CDPAuth, error) {
	keyID = strings.TrimSpace(keyID)
	if keyID == "" {
		return nil, errors.New("key id is empty")
	}
	key, err := parseCDPSecret(secret)
	if err != nil {
		return nil, err
	}
	a := &CDPAuth{keyID: keyID, key: key}
	switch key.(type) {
	case *ecdsa.PrivateKey:
		a.method = jwt.SigningMethodES256
	default:
		a.method = jwt.SigningMethodEdDSA
	}
	return a, nil
}

// KeyID returns the API key id (not a secret).
func (a *CDPAuth) KeyID() string { return a.keyID }

// Algorithm returns the JWT algorithm: "ES256" or "EdDSA".
func (a *CDPAuth) Algorithm() string { return a.method.Alg() }

// Public returns the public half of the key, to check a JWT with.
func (a *CDPAuth) Public() crypto.PublicKey { return a.key.Public() }

// Authorize sets "Authorization: Bearer <JWT>" for req's method, host and
// path.
func (a *CDPAuth) Authorize(_ context.Context, req *http.Request) error {
	tok, err := a.Token(req.Method, req.URL.Host, req.URL.Path)
	return setBearer(req, tok, err)
}

// Token returns a fresh JWT for one request, e.g. ("POST",
// "api.cdp.coinbase.com", "/platform/v2/x402/settle").
func (a *CDPAuth) Token(method, host, path string) (string, error) {
	nonce := make([]byte, 16)
	if _, err := rand.Read(nonce); err != nil {
		return "", fmt.Errorf("cdp jwt nonce: %w", err)
	}
	now := clock(a.Now)
	t := now().Unix()
	tok := jwt.NewWithClaims(a.method, jwt.MapClaims{
		"sub":  a.keyID,
		"iss":  "cdp",
		"aud":  []string{"cdp_service"},
		"nbf":  t,
		"iat":  t,
		"exp":  t + int64(jwtLifetime/time.Second),
		"uris": []string{method + " " + host + path},
	})
	tok.Header["kid"] = a.keyID
	tok.Header["nonce"] = hex.EncodeToString(nonce)
	tok.Header["typ"] = "JWT"
	s, err := tok.SignedString(a.key)
	if err != nil {
		return "", fmt.Errorf("cdp jwt: %w", err)
	}
	return s, nil
}

// parseCDPSecret reads a PEM EC key or a base64 Ed25519 key.
func parseCDPSecret(secret string) (crypto.Signer, error) {
	s := strings.TrimSpace(secret)
	if s == "" {
		return nil, errors.New("secret is empty")
	}
	if strings.Contains(s, "-----BEGIN") {
		s = strings.ReplaceAll(s, `\n`, "\n")
		rest := []byte(s)
		var block *pem.Block
		for {
			block, rest = pem.Decode(rest)
			// openssl ecparam -genkey writes the curve's parameters first.
			if block == nil || block.Type != "EC PARAMETERS" {
				break
			}
		}
		if block == nil {
			return nil, errors.New("secret is not a valid PEM block")
		}
		var key any
		var err error
		switch block.Type {
		case "EC PRIVATE KEY":
			key, err = x509.ParseECPrivateKey(block.Bytes)
		case "PRIVATE KEY":
			key, err = x509.ParsePKCS8PrivateKey(block.Bytes)
		default:
			return nil, fmt.Errorf("secret is a PEM %q: want \"EC PRIVATE KEY\" or \"PRIVATE KEY\"", block.Type)
		}
		if err != nil {
			// x509's messages describe the structure, never the key bytes.
			return nil, fmt.Errorf("secret is not a valid PEM %s: %v", block.Type, err)
		}
		switch k := key.(type) {
		case *ecdsa.PrivateKey:
			if k.Curve != elliptic.P256() {
				return nil, fmt.Errorf("secret is an EC key on %s: want P-256 (ES256)", k.Curve.Params().Name)
			}
			return k, nil
		case ed25519.PrivateKey:
			return k, nil
		default:
			return nil, fmt.Errorf("secret is a PKCS#8 %T key: want EC P-256 or Ed25519", key)
		}
	}
	k, err := parseEd25519(s)
	if err != nil {
		return nil, fmt.Errorf("secret is neither a PEM EC key nor a base64 Ed25519 key: %w", err)
	}
	return k, nil
}

// parseEd25519 reads base64 (standard or URL alphabet, padded or not)
// holding 64 bytes (seed and public key), a 32-byte seed, or a PKCS#8 DER
// Ed25519 key.
func parseEd25519(s string) (ed25519.PrivateKey, error) {
	var b []byte
	var err error
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err = enc.DecodeString(s); err == nil {
			break
		}
	}
	if err != nil {
		return nil, errors.New("not base64")
	}
	switch len(b) {
	case ed25519.SeedSize:
		return ed25519.NewKeyFromSeed(b), nil
	case ed25519.PrivateKeySize:
		k := ed25519.NewKeyFromSeed(b[:ed25519.SeedSize])
		if !k.Public().(ed25519.PublicKey).Equal(ed25519.PublicKey(b[ed25519.SeedSize:])) {
			return nil, errors.New("64 bytes whose second half is not the public key of the first")
		}
		return k, nil
	}
	key, perr := x509.ParsePKCS8PrivateKey(b)
	if perr != nil {
		return nil, fmt.Errorf("%d bytes: want 64 (seed and public key), 32 (seed) or a PKCS#8 Ed25519 key", len(b))
	}
	k, ok := key.(ed25519.PrivateKey)
	if !ok {
		return nil, fmt.Errorf("a PKCS#8 %T key: want Ed25519", key)
	}
	return k, nil
}

// PayAIAuth signs every request to the PayAI facilitator with a fresh
// merchant JWT, sent as "Authorization: Bearer <JWT>": EdDSA; header kid
// (the key id) and typ JWT; claims sub (the key id), iss
// "payai-merchant", iat = now, exp = now + 120 s, and jti (a random UUID
// v4). PayAI needs it only beyond its free tier.
type PayAIAuth struct {
	keyID string
	key   ed25519.PrivateKey
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// NewPayAIAuth parses a PayAI merchant API key: keyID is
// PAYAI_API_KEY_ID, secret is PAYAI_API_KEY_SECRET, a base64 PKCS#8 DER
// Ed25519 key, optionally prefixed "payai_sk_" as the dashboard shows it
// (a raw 32-byte seed or 64-byte key is accepted too).
func NewPayAIAuth(keyID, secret string) (*PayAIAuth, error) {
	keyID = strings.TrimSpace(keyID)
	if keyID == "" {
		return nil, errors.New("key id is empty")
	}
	s := strings.TrimPrefix(strings.TrimSpace(secret), "payai_sk_")
	if s == "" {
		return nil, errors.New("secret is empty")
	}
	k, err := parseEd25519(s)
	if err != nil {
		return nil, fmt.Errorf("secret is not a base64 Ed25519 key: %w", err)
	}
	return &PayAIAuth{keyID: keyID, key: k}, nil
}

// KeyID returns the API key id (not a secret).
func (a *PayAIAuth) KeyID() string { return a.keyID }

// Public returns the public key, to check a JWT with.
func (a *PayAIAuth) Public() crypto.PublicKey { return a.key.Public() }

// Authorize sets "Authorization: Bearer <JWT>".
func (a *PayAIAuth) Authorize(_ context.Context, req *http.Request) error {
	tok, err := a.Token()
	return setBearer(req, tok, err)
}

// Token returns a fresh merchant JWT.
func (a *PayAIAuth) Token() (string, error) {
	var u [16]byte
	if _, err := rand.Read(u[:]); err != nil {
		return "", fmt.Errorf("payai jwt id: %w", err)
	}
	u[6] = u[6]&0x0f | 0x40 // version 4
	u[8] = u[8]&0x3f | 0x80 // RFC 4122 variant
	h := hex.EncodeToString(u[:])
	jti := h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
	now := clock(a.Now)
	t := now().Unix()
	tok := jwt.NewWithClaims(jwt.SigningMethodEdDSA, jwt.MapClaims{
		"sub": a.keyID,
		"iss": "payai-merchant",
		"iat": t,
		"exp": t + int64(jwtLifetime/time.Second),
		"jti": jti,
	})
	tok.Header["kid"] = a.keyID
	tok.Header["typ"] = "JWT"
	s, err := tok.SignedString(a.key)
	if err != nil {
		return "", fmt.Errorf("payai jwt: %w", err)
	}
	return s, nil
}

// setBearer sets "Authorization: Bearer <tok>" on req, unless err says
// there is no token.
func setBearer(req *http.Request, tok string, err error) error {
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+tok)
	return nil
}

// clock returns now, or time.Now when now is nil.
func clock(now func() time.Time) func() time.Time {
	if now == nil {
		return time.Now
	}
	return now
}
