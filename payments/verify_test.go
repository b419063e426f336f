package payments_test

import (
	"encoding/hex"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
)

// Vectors from the research notes (shared/research/x402.md §6.1), checked
// against go-ethereum and viem there; recomputed here.
const (
	sepoliaUSDC = "0x036CbD53842c5426634e7929541eC2318f3dCF7e"
	mainnetUSDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"

	// A: the x402 specification's example payment.
	specPayTo     = "0x209693Bc6afc0C5328bA36FaF03C514EF312287C"
	specFrom      = "0x857b06519E91e3A54538791bDbb0E22373e36b66"
	specSignature = "0x2d6a7588d6acca505cbf0d9a4a227e0c52c6c34008c8e8986a1283259764173608a2ce6496642e377d6da8dbbf5836e9bd15092f9ecab05ded3d6293af148b571c"
	specDigest    = "0xf256992871671abcb27ff92885a7afa46218724e5fc0bac35d050115aa1d22e6"
	specNonce     = "0xf3746613c2d920b5fdabc0856f2aeb2d4f88ee6037b8cc5d04a71a4462f13480"

	// B: the Hardhat key signing a fixed authorization.
	hardhatAddress = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
	vectorBTo      = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
)

var (
	// The window of both vectors; inside it the payment is valid.
	vectorAfter, vectorBefore int64 = 1740672089, 1740672154
	vectorNow                       = time.Unix(1740672100, 0)
)

func specAuthorization() payments.Authorization {
	return payments.Authorization{
		From: specFrom, To: specPayTo, Value: "10000",
		ValidAfter: "1740672089", ValidBefore: "1740672154", Nonce: specNonce,
	}
}

func vectorBAuthorization() payments.Authorization {
	return payments.Authorization{
		From: hardhatAddress, To: vectorBTo, Value: "10000",
		ValidAfter: "1740672089", ValidBefore: "1740672154", Nonce: specNonce,
	}
}

func sepoliaDomain() payments.Domain {
	return payments.Domain{Name: "USDC", Version: "2", ChainID: 84532, VerifyingContract: sepoliaUSDC}
}

func mainnetDomain() payments.Domain {
	return payments.Domain{Name: "USD Coin", Version: "2", ChainID: 8453, VerifyingContract: mainnetUSDC}
}

func hexOf(b []byte) string { return "0x" + hex.EncodeToString(b) }

func mustHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(strings.TrimPrefix(s, "0x"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestDomainSeparators(t *testing.T) {
	for _, test := range []struct {
		name string
		d    payments.Domain
		want string
	}{
		{"base", mainnetDomain(), "0x02fa7265e7c5d81118673727957699e4d68f74cd74b7db77da710fe8a2c7834f"},
		{"base-sepolia", sepoliaDomain(), "0x71f17a3b2ff373b803d70a5a07c046c1a2bc8e89c09ef722fcb047abe94c9818"},
	} {
		got, err := payments.DomainSeparator(test.d)
		if err != nil {
			t.Fatal(err)
		}
		if hexOf(got) != test.want {
			t.Errorf("DomainSeparator(%s) = %s, want %s", test.name, hexOf(got), test.want)
		}
		// The network table carries the same domain.
		n, ok := payments.LookupNetwork(test.name)
		if !ok || n.TokenName != test.d.Name || n.TokenVersion != test.d.Version || n.ChainID != test.d.ChainID || n.USDC != test.d.VerifyingContract {
			t.Errorf("LookupNetwork(%s) = %+v, want domain %+v", test.name, n, test.d)
		}
	}
}

func TestVectorA(t *testing.T) {
	digest, err := payments.AuthorizationDigest(sepoliaDomain(), specAuthorization())
	if err != nil {
		t.Fatal(err)
	}
	if hexOf(digest) != specDigest {
		t.Errorf("digest = %s, want %s", hexOf(digest), specDigest)
	}
	got, err := payments.RecoverAddress(digest, mustHex(t, specSignature))
	if err != nil {
		t.Fatal(err)
	}
	if got != specFrom {
		t.Errorf("recovered %s, want %s", got, specFrom)
	}
	// With mainnet's domain name the same signature is someone else's.
	d := sepoliaDomain()
	d.Name = "USD Coin"
	digest, _ = payments.AuthorizationDigest(d, specAuthorization())
	got, err = payments.RecoverAddress(digest, mustHex(t, specSignature))
	if err != nil {
		t.Fatal(err)
	}
	if want := "0xED07B31Fa76779c7A25BA712fB1bFBECefa2ad7e"; got != want {
		t.Errorf("recovered with name USD Coin: %s, want %s", got, want)
	}
}

func TestVectorB(t *testing.T) {
	key := x402test.HardhatKey()
	if got := x402test.Address(key); got != hardhatAddress {
		t.Fatalf("Hardhat address = %s, want %s", got, hardhatAddress)
	}
	for _, test := range []struct {
		name           string
		d              payments.Domain
		digest, sig    string
		wantStructHash string
	}{
		{"base-sepolia", sepoliaDomain(),
			"0xdd936365f5320446e7317e2ff2a02257f642c4528ebbb626575491ff58f0366d",
			"0x6f561d84da69dea3bf562f243b08ec7d3b6b140f7466c7c797d2a24554ed477b60b03719ddabe477324676e2ede73876c8ae62be1c0630b75bb5f050f48b21d71c", ""},
		{"base", mainnetDomain(),
			"0x1575d494696588bae10b3d187f719789f1e9c37b6fd3ab68479d58209137dddb",
			"0x9b12ba34042dbeddf877e7a2b2adb13ae6de36e092f62f4539105a7524c73a824fc0a9fe567a5e8c03935b98892118b7c1bb7cb8a8c08f6134972450f4a204641b", ""},
	} {
		digest, err := payments.AuthorizationDigest(test.d, vectorBAuthorization())
		if err != nil {
			t.Fatal(err)
		}
		if hexOf(digest) != test.digest {
			t.Errorf("%s: digest = %s, want %s", test.name, hexOf(digest), test.digest)
		}
		sig := payments.SignDigest(key, digest) // RFC 6979: deterministic
		if hexOf(sig) != test.sig {
			t.Errorf("%s: signature = %s, want %s", test.name, hexOf(sig), test.sig)
		}
		got, err := payments.RecoverAddress(digest, sig)
		if err != nil || got != hardhatAddress {
			t.Errorf("%s: recovered %s, %v; want %s", test.name, got, err, hardhatAddress)
		}
	}
}

// malleate returns the other valid encoding of sig: s -> n-s, v flipped.
func malleate(sig []byte) []byte {
	out := append([]byte(nil), sig...)
	s := new(big.Int).SetBytes(sig[32:64])
	s.Sub(secp256k1.S256().N, s)
	s.FillBytes(out[32:64])
	out[64] = 27 + 28 - out[64] // 27 <-> 28
	return out
}

func TestHighSRejected(t *testing.T) {
	digest, _ := payments.AuthorizationDigest(sepoliaDomain(), vectorBAuthorization())
	sig := payments.SignDigest(x402test.HardhatKey(), digest)
	high := malleate(sig)
	const want = "0x6f561d84da69dea3bf562f243b08ec7d3b6b140f7466c7c797d2a24554ed477b9f4fc8e622541b88cdb9891d1218c787f2007a2893426f84641c6e3bdbab1f6a1b"
	if hexOf(high) != want {
		t.Fatalf("malleated = %s, want %s", hexOf(high), want)
	}
	if _, err := payments.RecoverAddress(digest, high); err == nil || !strings.Contains(err.Error(), "upper half") {
		t.Errorf("RecoverAddress(high s) err = %v, want the high-s refusal", err)
	}
}

func TestChecksumAddress(t *testing.T) {
	for _, test := range []struct {
		in, want string
		ok       bool
	}{
		{strings.ToLower(hardhatAddress), hardhatAddress, true},
		{strings.ToUpper(hardhatAddress[2:]), "", false}, // no 0x
		{"0x" + strings.ToUpper(hardhatAddress[2:]), hardhatAddress, true},
		{hardhatAddress, hardhatAddress, true},
		{"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267", "", false}, // other address, its case is wrong
		{"0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266", "", false}, // checksum typo
		{"0x1234", "", false},
	} {
		got, err := payments.ChecksumAddress(test.in)
		if (err == nil) != test.ok || got != test.want {
			t.Errorf("ChecksumAddress(%q) = %q, %v; want %q, ok=%v", test.in, got, err, test.want, test.ok)
		}
	}
}

// vectorRequirements are requirements that vector B on Base Sepolia pays.
func vectorRequirements() payments.PaymentRequirements {
	return payments.PaymentRequirements{
		Scheme: "exact", Network: "eip155:84532", Amount: "10000", Asset: sepoliaUSDC,
		PayTo: vectorBTo, MaxTimeoutSeconds: 60,
		Extra: map[string]any{"name": "USDC", "version": "2"},
	}
}

func signed(t *testing.T, key *secp256k1.PrivateKey, d payments.Domain, a payments.Authorization) string {
	t.Helper()
	sig, err := x402test.Sign(key, d, a)
	if err != nil {
		t.Fatal(err)
	}
	return sig
}

func TestVerifyExact(t *testing.T) {
	key := x402test.HardhatKey()
	other, _ := x402test.NewKey()
	valid := func() payments.PaymentPayload {
		a := vectorBAuthorization()
		return payments.PaymentPayload{
			X402Version: 2, Accepted: vectorRequirements(),
			Payload: payments.ExactPayload{Signature: signed(t, key, sepoliaDomain(), a), Authorization: a},
		}
	}
	// resign signs p's (changed) authorization again with key.
	resign := func(p *payments.PaymentPayload) {
		p.Payload.Signature = signed(t, key, sepoliaDomain(), p.Payload.Authorization)
	}
	sigBytes := func(p payments.PaymentPayload) []byte { return mustHex(t, p.Payload.Signature) }

	for _, test := range []struct {
		name   string
		change func(p *payments.PaymentPayload, r *payments.PaymentRequirements)
		now    time.Time
		reason string // "" means valid
		msg    string // part of the message
	}{
		{name: "valid vector B", reason: ""},
		{name: "valid v signed 0/1", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			s := sigBytes(*p)
			s[64] -= 27
			p.Payload.Signature = hexOf(s)
		}},
		{name: "valid spec vector A", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			r.PayTo = specPayTo
			p.Accepted.PayTo = specPayTo
			p.Payload = payments.ExactPayload{Signature: specSignature, Authorization: specAuthorization()}
		}},
		{name: "valid v1 upgraded", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			*p = payments.PaymentPayloadV1{X402Version: 1, Scheme: "exact", Network: "base-sepolia", Payload: p.Payload}.Upgrade()
		}},
		{name: "valid at the last moment", now: time.Unix(vectorBefore-6, 0)},
		{name: "valid from validAfter", now: time.Unix(vectorAfter, 0)},

		{name: "wrong amount: value below price", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Authorization.Value = "9999"
			resign(p)
		}, reason: payments.ReasonWrongAmount, msg: "value 9999 != price 10000"},
		{name: "wrong amount: value above price", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Authorization.Value = "10001"
			resign(p)
		}, reason: payments.ReasonWrongAmount, msg: "value 10001 != price 10000"},
		{name: "wrong amount: accepted another price", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			r.Amount = "25000"
		}, reason: payments.ReasonWrongAmount, msg: "accepted amount \"10000\" != price 25000"},
		{name: "wrong amount: v1 pays less", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			*p = payments.PaymentPayloadV1{X402Version: 1, Scheme: "exact", Network: "base-sepolia", Payload: p.Payload}.Upgrade()
			r.Amount = "25000"
		}, reason: payments.ReasonWrongAmount, msg: "value 10000 != price 25000"},
		{name: "wrong payTo in authorization", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Authorization.To = specPayTo
			resign(p)
		}, reason: payments.ReasonWrongPayTo, msg: "authorization to"},
		{name: "wrong payTo accepted", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Accepted.PayTo = specPayTo
		}, reason: payments.ReasonWrongPayTo, msg: "accepted payTo"},
		{name: "payTo compared case-insensitively", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			r.PayTo = strings.ToLower(r.PayTo)
		}},
		{name: "wrong asset", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Accepted.Asset = mainnetUSDC
		}, reason: payments.ReasonWrongAsset, msg: "accepted asset"},
		{name: "wrong network accepted", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Accepted.Network = "eip155:8453"
		}, reason: payments.ReasonWrongNetwork, msg: "network \"eip155:8453\" != required eip155:84532"},
		{name: "wrong network v1 name", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			*p = payments.PaymentPayloadV1{X402Version: 1, Scheme: "exact", Network: "base", Payload: p.Payload}.Upgrade()
		}, reason: payments.ReasonWrongNetwork},
		{name: "unknown network", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Accepted.Network = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
		}, reason: payments.ReasonWrongNetwork},
		{name: "signed for the other chain", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Signature = signed(t, key, mainnetDomain(), p.Payload.Authorization)
		}, reason: payments.ReasonBadSignature, msg: "not by from"},
		{name: "expired", now: time.Unix(vectorBefore-5, 0), reason: payments.ReasonExpired, msg: "expired"},
		{name: "long expired", now: time.Unix(vectorBefore+3600, 0), reason: payments.ReasonExpired},
		{name: "not yet valid", now: time.Unix(vectorAfter-1, 0), reason: payments.ReasonNotYetValid, msg: "not yet valid"},
		{name: "missing domain", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			r.Extra = nil
		}, reason: payments.ReasonMissingDomain},
		{name: "domain without version", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			r.Extra = map[string]any{"name": "USDC"}
		}, reason: payments.ReasonMissingDomain},
		{name: "wrong domain name", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			r.Extra = map[string]any{"name": "USD Coin", "version": "2"}
		}, reason: payments.ReasonBadSignature, msg: "not by from"},
		{name: "bad signature: high s", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Signature = hexOf(malleate(sigBytes(*p)))
		}, reason: payments.ReasonBadSignature, msg: "upper half"},
		{name: "bad signature: v 29", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			s := sigBytes(*p)
			s[64] = 29
			p.Payload.Signature = hexOf(s)
		}, reason: payments.ReasonBadSignature, msg: "v is not 27 or 28"},
		{name: "bad signature: truncated", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Signature = hexOf(sigBytes(*p)[:64])
		}, reason: payments.ReasonBadSignature, msg: "not 65 bytes"},
		{name: "bad signature: not hex", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Signature = "0xzz"
		}, reason: payments.ReasonBadSignature},
		{name: "bad signature: other signer", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Signature = signed(t, other, sepoliaDomain(), p.Payload.Authorization)
		}, reason: payments.ReasonBadSignature, msg: "not by from"},
		{name: "bad signature: tampered nonce", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Authorization.Nonce = "0x" + strings.Repeat("00", 32)
		}, reason: payments.ReasonBadSignature},
		{name: "bad signature: r zero", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			s := sigBytes(*p)
			clear(s[:32])
			p.Payload.Signature = hexOf(s)
		}, reason: payments.ReasonBadSignature},
		{name: "malformed nonce", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Authorization.Nonce = "0x1234"
		}, reason: payments.ReasonInvalidPayload},
		{name: "malformed value", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Authorization.Value = "-10000"
		}, reason: payments.ReasonInvalidPayload},
		{name: "hex value", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Authorization.Value = "0x2710"
		}, reason: payments.ReasonInvalidPayload},
		{name: "malformed from", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Payload.Authorization.From = "0xabc"
		}, reason: payments.ReasonInvalidPayload},
		{name: "x402Version 3", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.X402Version = 3
		}, reason: payments.ReasonInvalidVersion},
		{name: "scheme upto", change: func(p *payments.PaymentPayload, r *payments.PaymentRequirements) {
			p.Accepted.Scheme = "upto"
		}, reason: payments.ReasonUnsupportedScheme},
	} {
		t.Run(test.name, func(t *testing.T) {
			p, r := valid(), vectorRequirements()
			if test.change != nil {
				test.change(&p, &r)
			}
			now := test.now
			if now.IsZero() {
				now = vectorNow
			}
			payer, err := payments.VerifyExact(p, r, now)
			if test.reason == "" {
				if err != nil {
					t.Fatalf("VerifyExact = %v, want valid", err)
				}
				if !strings.EqualFold(payer, p.Payload.Authorization.From) {
					t.Errorf("payer = %s, want %s", payer, p.Payload.Authorization.From)
				}
				return
			}
			if !errors.Is(err, payments.ErrPaymentInvalid) {
				t.Fatalf("VerifyExact = %v, want ErrPaymentInvalid", err)
			}
			if got := payments.Reason(err); got != test.reason {
				t.Errorf("reason = %q (%v), want %q", got, err, test.reason)
			}
			if !strings.Contains(err.Error(), test.msg) {
				t.Errorf("error %q does not say %q", err, test.msg)
			}
		})
	}
}

func BenchmarkVerifyExact(b *testing.B) {
	key := x402test.HardhatKey()
	a := vectorBAuthorization()
	sig, err := x402test.Sign(key, sepoliaDomain(), a)
	if err != nil {
		b.Fatal(err)
	}
	p := payments.PaymentPayload{X402Version: 2, Accepted: vectorRequirements(),
		Payload: payments.ExactPayload{Signature: sig, Authorization: a}}
	r := vectorRequirements()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := payments.VerifyExact(p, r, vectorNow); err != nil {
			b.Fatal(err)
		}
	}
}
