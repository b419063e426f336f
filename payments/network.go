package payments

import (
	"strings"
	"time"
)

// Network is an EVM network on which we accept USDC.
type Network struct {
	Name    string // v1 name, e.g. "base-sepolia"
	CAIP2   string // v2 name, e.g. "eip155:84532"
	ChainID int64
	// USDC is the token contract, the EIP-712 verifyingContract.
	USDC string
	// TokenName and TokenVersion are the token's EIP-712 domain name and
	// version. They differ between mainnet and testnet USDC, and a wrong
	// name yields a valid-looking signature of someone else.
	TokenName    string
	TokenVersion string
	Decimals     int
	// Facilitator is the default facilitator URL; "" when there is no
	// keyless public one.
	Facilitator string
	// RPC is the network's public JSON-RPC endpoint (rate limited), which
	// Gate.Reconcile reads settlements from unless X402Config.ChainRPC
	// names another; BlockTime its block interval.
	RPC       string
	BlockTime time.Duration
}

// Facilitator URLs that are worth naming.
const (
	// FacilitatorX402Org is the public testnet facilitator (Base Sepolia).
	FacilitatorX402Org = "https://x402.org/facilitator"
	// FacilitatorCDP is Coinbase's facilitator (mainnet and testnet). Every
	// request needs a CDP API-key JWT (CDPAuth).
	FacilitatorCDP = "https://api.cdp.coinbase.com/platform/v2/x402"
	// FacilitatorPayAI is PayAI's facilitator (mainnet and testnet). It
	// takes requests without a key up to its free tier, and a merchant JWT
	// (PayAIAuth) beyond.
	FacilitatorPayAI = "https://facilitator.payai.network"
	// FacilitatorLocal selects offline verification and a local ledger
	// entry instead of a facilitator: no money moves.
	FacilitatorLocal = "local"
)

// Networks returns the networks we accept, mainnet first.
func Networks() []Network {
	return []Network{
		{
			Name: "base", CAIP2: "eip155:8453", ChainID: 8453,
			USDC:      "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
			TokenName: "USD Coin", TokenVersion: "2", Decimals: 6,
			RPC: "https://mainnet.base.org", BlockTime: 2 * time.Second,
		},
		{
			Name: "base-sepolia", CAIP2: "eip155:84532", ChainID: 84532,
			USDC:      "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
			TokenName: "USDC", TokenVersion: "2", Decimals: 6,
			Facilitator: FacilitatorX402Org,
			RPC:         "https://sepolia.base.org", BlockTime: 2 * time.Second,
		},
	}
}

// LookupNetwork finds a network by its v1 name or CAIP-2 id.
func LookupNetwork(name string) (Network, bool) {
	for _, n := range Networks() {
		if strings.EqualFold(name, n.Name) || name == n.CAIP2 {
			return n, true
		}
	}
	return Network{}, false
}
