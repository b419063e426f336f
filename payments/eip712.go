package payments

import (
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	"github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"
	"golang.org/x/crypto/sha3"
)

// Domain is an EIP-712 domain of a token contract.
type Domain struct {
	Name              string
	Version           string
	ChainID           int64
	VerifyingContract string // 0x address
}

// Type hashes of EIP-712 (the domain) and EIP-3009 (the message).
var (
	domainTypeHash   = keccak([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	transferTypeHash = keccak([]byte("TransferWithAuthorization(address from,address to,uint256 value," +
		"uint256 validAfter,uint256 validBefore,bytes32 nonce)"))
)

// secp256k1 group order n and n/2: signatures with s > n/2 are rejected,
// as USDC's ECRecover does.
var (
	curveN     = secp256k1.S256().N
	curveHalfN = new(big.Int).Rsh(curveN, 1)
)

func keccak(parts ...[]byte) []byte {
	h := sha3.NewLegacyKeccak256()
	for _, p := range parts {
		h.Write(p)
	}
	return h.Sum(nil)
}

// DomainSeparator returns the EIP-712 hashStruct of d.
func DomainSeparator(d Domain) ([]byte, error) {
	contract, err := parseAddress(d.VerifyingContract)
	if err != nil {
		return nil, fmt.Errorf("verifyingContract: %w", err)
	}
	if d.ChainID <= 0 {
		return nil, fmt.Errorf("chainId %d: not positive", d.ChainID)
	}
	return keccak(domainTypeHash, keccak([]byte(d.Name)), keccak([]byte(d.Version)),
		uint256(big.NewInt(d.ChainID)), pad32(contract)), nil
}

// AuthorizationDigest returns the EIP-712 digest that the payer signs for an
// EIP-3009 TransferWithAuthorization: keccak256(0x1901 ‖ domainSeparator ‖
// hashStruct(message)).
func AuthorizationDigest(d Domain, a Authorization) ([]byte, error) {
	sep, err := DomainSeparator(d)
	if err != nil {
		return nil, err
	}
	sh, err := authorizationHash(a)
	if err != nil {
		return nil, err
	}
	return keccak([]byte{0x19, 0x01}, sep, sh), nil
}

func authorizationHash(a Authorization) ([]byte, error) {
	from, err := parseAddress(a.From)
	if err != nil {
		return nil, fmt.Errorf("from: %w", err)
	}
	to, err := parseAddress(a.To)
	if err != nil {
		return nil, fmt.Errorf("to: %w", err)
	}
	var nums [3]*big.Int
	for i, s := range []string{a.Value, a.ValidAfter, a.ValidBefore} {
		n, err := parseUint256(s)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", []string{"value", "validAfter", "validBefore"}[i], err)
		}
		nums[i] = n
	}
	nonce, err := parseNonce(a.Nonce)
	if err != nil {
		return nil, fmt.Errorf("nonce: %w", err)
	}
	return keccak(transferTypeHash, pad32(from), pad32(to),
		uint256(nums[0]), uint256(nums[1]), uint256(nums[2]), nonce), nil
}

// Signature errors, wrapped by RecoverAddress.
var (
	errSigLength = errors.New("signature is not 65 bytes")
	errSigV      = errors.New("signature v is not 27 or 28")
	errSigHighS  = errors.New("signature s is in the upper half of the curve order (malleable)")
)

// RecoverAddress returns the address that made the 65-byte r‖s‖v signature
// of digest. v may be 27/28 or 0/1. High-s signatures are refused: they
// recover to the same address but USDC rejects them on chain.
func RecoverAddress(digest, sig []byte) (string, error) {
	if len(sig) != 65 {
		return "", fmt.Errorf("%w: got %d", errSigLength, len(sig))
	}
	v := sig[64]
	if v < 27 {
		v += 27
	}
	if v != 27 && v != 28 {
		return "", fmt.Errorf("%w: got %d", errSigV, sig[64])
	}
	r := new(big.Int).SetBytes(sig[:32])
	s := new(big.Int).SetBytes(sig[32:64])
	if r.Sign() == 0 || s.Sign() == 0 || r.Cmp(curveN) >= 0 || s.Cmp(curveN) >= 0 {
		return "", errors.New("signature r or s out of range")
	}
	if s.Cmp(curveHalfN) > 0 {
		return "", errSigHighS
	}
	// decred's compact form is v ‖ r ‖ s with v = 27 + recovery id.
	compact := make([]byte, 65)
	compact[0] = v
	copy(compact[1:], sig[:64])
	pub, _, err := ecdsa.RecoverCompact(compact, digest)
	if err != nil {
		return "", fmt.Errorf("recover: %w", err)
	}
	return PublicKeyAddress(pub), nil
}

// SignDigest signs digest with key (RFC 6979, low-s) and returns the
// Ethereum form r‖s‖v with v = 27 or 28.
func SignDigest(key *secp256k1.PrivateKey, digest []byte) []byte {
	compact := ecdsa.SignCompact(key, digest, false)
	sig := make([]byte, 65)
	copy(sig, compact[1:])
	sig[64] = compact[0]
	return sig
}

// PublicKeyAddress returns the EIP-55 address of a public key: the last 20
// bytes of keccak256 of its uncompressed coordinates.
func PublicKeyAddress(pub *secp256k1.PublicKey) string {
	h := keccak(pub.SerializeUncompressed()[1:])
	return checksumAddress(h[12:])
}

// ChecksumAddress returns s in EIP-55 mixed case. It fails on a malformed
// address, and on a mixed-case one whose checksum is wrong (a typo).
func ChecksumAddress(s string) (string, error) {
	b, err := parseAddress(s)
	if err != nil {
		return "", err
	}
	sum := checksumAddress(b)
	hexPart := s[2:]
	if hexPart != strings.ToLower(hexPart) && hexPart != strings.ToUpper(hexPart) && sum != "0x"+hexPart {
		return "", fmt.Errorf("address %s: bad EIP-55 checksum (want %s)", s, sum)
	}
	return sum, nil
}

func checksumAddress(b []byte) string {
	lower := hex.EncodeToString(b)
	h := keccak([]byte(lower))
	out := []byte(lower)
	for i, c := range out {
		if c >= 'a' && c <= 'f' {
			nibble := h[i/2]
			if i%2 == 0 {
				nibble >>= 4
			}
			if nibble&0x0f >= 8 {
				out[i] = c - 'a' + 'A'
			}
		}
	}
	return "0x" + string(out)
}

// sameAddress compares two addresses case-insensitively.
func sameAddress(a, b string) bool { return strings.EqualFold(a, b) }

func parseAddress(s string) ([]byte, error) {
	h, ok := cut0x(s)
	if !ok || len(h) != 40 {
		return nil, fmt.Errorf("address %q: want 0x and 40 hex digits", s)
	}
	b, err := hex.DecodeString(h)
	if err != nil {
		return nil, fmt.Errorf("address %q: %w", s, err)
	}
	return b, nil
}

func parseNonce(s string) ([]byte, error) {
	h, ok := cut0x(s)
	if !ok || len(h) != 64 {
		return nil, fmt.Errorf("%q: want 0x and 64 hex digits", s)
	}
	return hex.DecodeString(h)
}

func parseSignature(s string) ([]byte, error) {
	h, ok := cut0x(s)
	if !ok || len(h)%2 != 0 {
		return nil, fmt.Errorf("signature: want 0x and hex digits")
	}
	return hex.DecodeString(h)
}

func cut0x(s string) (string, bool) {
	if len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		return s[2:], true
	}
	return "", false
}

// parseUint256 parses a decimal string (as x402 sends numbers) into a
// uint256: digits only, no sign, no 0x, at most 78 digits.
func parseUint256(s string) (*big.Int, error) {
	if s == "" || len(s) > 78 {
		return nil, fmt.Errorf("%q: not a uint256 decimal", s)
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return nil, fmt.Errorf("%q: not a decimal number", s)
		}
	}
	n, _ := new(big.Int).SetString(s, 10)
	if n.BitLen() > 256 {
		return nil, fmt.Errorf("%q: larger than uint256", s)
	}
	return n, nil
}

func uint256(n *big.Int) []byte {
	b := make([]byte, 32)
	return n.FillBytes(b)
}

func pad32(b []byte) []byte {
	out := make([]byte, 32)
	copy(out[32-len(b):], b)
	return out
}
