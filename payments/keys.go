package payments

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"
)

// KeyPrefix starts every API key.
const KeyPrefix = "pqs_"

// Errors of key stores and key checks.
var (
	ErrKeyNotFound   = errors.New("api key not found")
	ErrKeyRevoked    = errors.New("api key revoked")
	ErrQuotaExceeded = errors.New("api key quota exceeded")
)

// Secret is a plaintext API key. It redacts itself in logs.
type Secret string

// LogValue implements slog.LogValuer.
func (Secret) LogValue() slog.Value { return slog.StringValue("REDACTED") }

// Key is a stored API key. Only the hash of the secret is kept.
type Key struct {
	ID        string
	Name      string
	Hash      string // hex SHA-256 of the full secret
	Quota     int64  // calls allowed; 0 means unlimited
	Used      int64  // calls reserved or served
	CreatedAt time.Time
	RevokedAt time.Time // zero while active
}

// Revoked reports whether the key was revoked.
func (k Key) Revoked() bool { return !k.RevokedAt.IsZero() }

// KeyStore stores API keys: what the keys command manages. Calls are
// metered through a KeyMeter.
type KeyStore interface {
	CreateKey(ctx context.Context, k Key) error
	ListKeys(ctx context.Context) ([]Key, error)
	// RevokeKey revokes by ID; ErrKeyNotFound if there is none.
	RevokeKey(ctx context.Context, id string, at time.Time) error
	// SetQuota gives a key a new quota of calls in all (0: unlimited);
	// ErrKeyNotFound if there is none.
	SetQuota(ctx context.Context, id string, quota int64) error
	// KeyByHash returns the key with that hash; ErrKeyNotFound if none.
	KeyByHash(ctx context.Context, hash string) (Key, error)
	// Usage returns the number of served calls per route for a key.
	Usage(ctx context.Context, keyID string) (map[string]int64, error)
}

// KeyMeter checks API keys and meters their calls (package metering).
// Every call it begins must end with exactly one Commit or Cancel.
type KeyMeter interface {
	// Begin finds the key of s and reserves one call against its quota:
	// ErrKeyNotFound, ErrKeyRevoked or ErrQuotaExceeded when it can't.
	Begin(ctx context.Context, s Secret) (KeyCall, error)
	// Commit records the call on route and returns once the record is
	// durable: a call is answered only after that.
	Commit(ctx context.Context, c KeyCall, route string) error
	// Cancel gives the reservation back: the work failed, nothing is
	// charged.
	Cancel(ctx context.Context, c KeyCall)
}

// ClientKeyMeter is a KeyMeter that knows who presents a key, so that keys
// it does not hold in memory, which cost a store lookup each, can be
// bounded per client. The Gate uses BeginFrom when the meter has it.
type ClientKeyMeter interface {
	KeyMeter
	// BeginFrom is Begin for a call from client (as Credentials.Client).
	BeginFrom(ctx context.Context, client string, s Secret) (KeyCall, error)
}

// KeyCall is an API-key call a KeyMeter has begun.
type KeyCall struct {
	KeyID string
	// Reserved is set when the call holds one unit of the key's quota.
	Reserved bool
}

// NewKey returns a new random key: the secret to show the user once, and the
// Key record to store (with ID, hash and time filled in).
func NewKey(name string, quota int64, now time.Time) (Secret, Key, error) {
	var b [24]byte // 192 bits
	if _, err := rand.Read(b[:]); err != nil {
		return "", Key{}, fmt.Errorf("new key: %w", err)
	}
	var id [8]byte
	if _, err := rand.Read(id[:]); err != nil {
		return "", Key{}, fmt.Errorf("new key id: %w", err)
	}
	secret := Secret(KeyPrefix + base64.RawURLEncoding.EncodeToString(b[:]))
	return secret, Key{
		ID:        "key_" + hex.EncodeToString(id[:]),
		Name:      name,
		Hash:      HashKey(secret),
		Quota:     quota,
		CreatedAt: now.UTC(),
	}, nil
}

// HashKey returns the stored form of a secret. The secret has 192 random
// bits, so a fast hash is enough: there is nothing to brute-force.
func HashKey(s Secret) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// WellFormed reports whether s looks like one of our keys.
func WellFormed(s Secret) bool {
	rest, ok := strings.CutPrefix(string(s), KeyPrefix)
	return ok && len(rest) == 32
}

// Authenticate finds the key for secret. Lookup is by hash (an index), then
// the hash is compared again in constant time so that a store returning a
// near match can't leak timing.
func Authenticate(ctx context.Context, ks KeyStore, s Secret) (Key, error) {
	if !WellFormed(s) {
		return Key{}, ErrKeyNotFound
	}
	h := HashKey(s)
	k, err := ks.KeyByHash(ctx, h)
	if err != nil {
		return Key{}, err
	}
	if subtle.ConstantTimeCompare([]byte(k.Hash), []byte(h)) != 1 {
		return Key{}, ErrKeyNotFound
	}
	if k.Revoked() {
		return k, ErrKeyRevoked
	}
	return k, nil
}
