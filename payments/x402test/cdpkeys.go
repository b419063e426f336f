package x402test

import (
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
)

// CDPKeys is a fresh pair of CDP API keys of the two kinds CDP issues:
// a P-256 ECDSA key (ES256) and an Ed25519 key (EdDSA).
type CDPKeys struct {
	EC    *ecdsa.PrivateKey
	SEC1  []byte // EC in SEC1 DER
	EdPub ed25519.PublicKey
	Ed    ed25519.PrivateKey
}

// NewCDPKeys generates a CDPKeys.
func NewCDPKeys() (CDPKeys, error) {
	ec, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return CDPKeys{}, err
	}
	sec1, err := x509.MarshalECPrivateKey(ec)
	if err != nil {
		return CDPKeys{}, err
	}
	edPub, ed, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return CDPKeys{}, err
	}
	return CDPKeys{EC: ec, SEC1: sec1, EdPub: edPub, Ed: ed}, nil
}

// SEC1PEM is the ECDSA secret as CDP gives it: a PEM "EC PRIVATE KEY".
func (k CDPKeys) SEC1PEM() string {
	return string(pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: k.SEC1}))
}
