package payments

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Chain reads from an Ethereum JSON-RPC endpoint what became of an
// EIP-3009 authorization: the one thing a crash between the facilitator's
// /settle and our ledger can leave unknown. The facilitator's /verify says
// only that the authorization's nonce is used, and a payer can use it
// without paying: USDC's cancelAuthorization, or another authorization
// with the same nonce. Settlement is read from the transaction itself.
type Chain struct {
	URL     string       // JSON-RPC endpoint (POST)
	Client  *http.Client // nil: http.DefaultClient
	Timeout time.Duration
}

// The events of USDC (FiatToken v2, EIP-3009) that say what became of an
// authorization: topic 0 of each, keccak256 of its signature
// (TestEventTopics). transferWithAuthorization emits AuthorizationUsed
// and, next, the Transfer; cancelAuthorization emits AuthorizationCanceled.
const (
	topicAuthorizationUsed     = "0x98de503528ee59b575ef0c0a2576a82497bfc029a5685b209e9ec333479b10a5"
	topicAuthorizationCanceled = "0x1cdd46ff242716cdaa72d159d339a485b3438398348d68f09d7c8c0a59353d81"
	topicTransfer              = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"
)

// maxLogBlocks is the widest block range of one eth_getLogs request:
// public endpoints refuse wide ones.
const maxLogBlocks = 1000

// AuthorizationUse is what the chain says of an authorization.
type AuthorizationUse int

const (
	// UseUnseen: no event of it in the blocks read, up to the node's head.
	UseUnseen AuthorizationUse = iota
	// UsePaid: transferred to the payee, the amount exactly: settled.
	UsePaid
	// UseOther: cancelled, or used for a transfer that is not this payment.
	UseOther
)

// Authorization3009 identifies an EIP-3009 authorization and what it must
// pay.
type Authorization3009 struct {
	Token, Payer, Nonce, PayTo, Amount string
	// From and To bound when it may have been used; To zero: up to the head.
	From, To time.Time
	// BlockTime is the network's block interval, to find blocks by time.
	BlockTime time.Duration
}

// ChainAnswer is what Chain.Lookup found.
type ChainAnswer struct {
	Use         AuthorizationUse
	Transaction string    // the settlement's transaction, when UsePaid
	Head        time.Time // time of the node's latest block
}

// Lookup reads the authorization's events in the blocks of [a.From, a.To]
// (a margin of a minute around them), and for a use, the transaction's
// receipt: a settlement of ours is a successful transaction whose
// AuthorizationUsed(payer, nonce) is followed by Transfer(payer, payTo,
// amount) of the same token.
func (c *Chain) Lookup(ctx context.Context, a Authorization3009) (ChainAnswer, error) {
	head, err := c.block(ctx, "latest")
	if err != nil {
		return ChainAnswer{}, fmt.Errorf("chain: latest block: %w", err)
	}
	ans := ChainAnswer{Head: time.Unix(int64(head.time), 0)}
	bt := uint64(max(a.BlockTime, time.Second) / time.Second)
	const margin = uint64(60) // seconds
	blockAt := func(t time.Time) uint64 {
		secs := uint64(max(t.Unix(), 0))
		if secs >= head.time {
			return head.number
		}
		back := (head.time - secs) / bt
		return head.number - min(back, head.number)
	}
	from := blockAt(a.From.Add(-time.Duration(margin) * time.Second))
	to := head.number
	if !a.To.IsZero() {
		to = min(head.number, blockAt(a.To)+margin/bt+1)
	}
	topics := []any{[]string{topicAuthorizationUsed, topicAuthorizationCanceled}, wordOf(a.Payer), wordOf(a.Nonce)}
	for lo := from; lo <= to; lo += maxLogBlocks {
		hi := min(lo+maxLogBlocks-1, to)
		var logs []chainLog
		err := c.call(ctx, "eth_getLogs", []any{map[string]any{
			"address": a.Token, "topics": topics, "fromBlock": quantity(lo), "toBlock": quantity(hi),
		}}, &logs)
		if err != nil {
			return ChainAnswer{}, fmt.Errorf("chain: logs of %s/%s: %w", a.Payer, a.Nonce, err)
		}
		for _, l := range logs {
			if l.Removed || !strings.EqualFold(l.Address, a.Token) || len(l.Topics) < 3 {
				continue
			}
			if strings.EqualFold(l.Topics[0], topicAuthorizationCanceled) {
				ans.Use = UseOther
				return ans, nil
			}
			paid, err := c.paid(ctx, l, a)
			if err != nil {
				return ChainAnswer{}, err
			}
			if paid {
				ans.Use, ans.Transaction = UsePaid, l.TransactionHash
			} else {
				ans.Use = UseOther
			}
			return ans, nil
		}
	}
	return ans, nil
}

// paid reports whether the transaction of used, an AuthorizationUsed
// log, succeeded with the transfer of a right after it.
func (c *Chain) paid(ctx context.Context, used chainLog, a Authorization3009) (bool, error) {
	var r struct {
		Status string     `json:"status"`
		Logs   []chainLog `json:"logs"`
	}
	if err := c.call(ctx, "eth_getTransactionReceipt", []any{used.TransactionHash}, &r); err != nil {
		return false, fmt.Errorf("chain: receipt of %s: %w", used.TransactionHash, err)
	}
	if s, err := parseQuantity(r.Status); err != nil || s != 1 {
		return false, nil // reverted (or a receipt without status)
	}
	at, err := parseQuantity(used.LogIndex)
	if err != nil {
		return false, fmt.Errorf("chain: log index %q: %w", used.LogIndex, err)
	}
	want, ok := new(big.Int).SetString(a.Amount, 10)
	if !ok {
		return false, fmt.Errorf("chain: amount %q", a.Amount)
	}
	for _, l := range r.Logs {
		i, err := parseQuantity(l.LogIndex)
		if err != nil || i != at+1 || l.Removed || !strings.EqualFold(l.Address, a.Token) || len(l.Topics) != 3 {
			continue
		}
		value, ok := new(big.Int).SetString(strings.TrimPrefix(l.Data, "0x"), 16)
		return ok && strings.EqualFold(l.Topics[0], topicTransfer) &&
			strings.EqualFold(l.Topics[1], wordOf(a.Payer)) && strings.EqualFold(l.Topics[2], wordOf(a.PayTo)) &&
			value.Cmp(want) == 0, nil
	}
	return false, nil
}

// chainLog is a log as eth_getLogs and receipts give it.
type chainLog struct {
	Address         string   `json:"address"`
	Topics          []string `json:"topics"`
	Data            string   `json:"data"`
	TransactionHash string   `json:"transactionHash"`
	LogIndex        string   `json:"logIndex"`
	Removed         bool     `json:"removed"`
}

type blockHead struct{ number, time uint64 }

func (c *Chain) block(ctx context.Context, tag string) (blockHead, error) {
	var b *struct {
		Number    string `json:"number"`
		Timestamp string `json:"timestamp"`
	}
	if err := c.call(ctx, "eth_getBlockByNumber", []any{tag, false}, &b); err != nil {
		return blockHead{}, err
	}
	if b == nil {
		return blockHead{}, errors.New("no such block")
	}
	n, err := parseQuantity(b.Number)
	if err != nil {
		return blockHead{}, fmt.Errorf("block number %q: %w", b.Number, err)
	}
	t, err := parseQuantity(b.Timestamp)
	if err != nil {
		return blockHead{}, fmt.Errorf("block timestamp %q: %w", b.Timestamp, err)
	}
	return blockHead{number: n, time: t}, nil
}

// call makes one JSON-RPC 2.0 call and decodes its result into out.
func (c *Chain) call(ctx context.Context, method string, params []any, out any) error {
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = DefaultFacilitatorTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.URL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	client := c.Client
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("%s: %w", method, withoutURL(err))
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if err != nil {
		return fmt.Errorf("%s: read answer: %w", method, err)
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: status %d: %s", method, resp.StatusCode, snippet(b))
	}
	var r struct {
		Result json.RawMessage `json:"result"`
		Error  *struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return fmt.Errorf("%s: bad JSON answer: %w", method, err)
	}
	if r.Error != nil {
		return fmt.Errorf("%s: error %d: %s", method, r.Error.Code, r.Error.Message)
	}
	if err := json.Unmarshal(r.Result, out); err != nil {
		return fmt.Errorf("%s: bad result: %w", method, err)
	}
	return nil
}

// wordOf is an address or a 32-byte value as a log topic: 0x and 64
// lower-case hex digits, left-padded.
func wordOf(hex string) string {
	h := strings.ToLower(strings.TrimPrefix(strings.TrimPrefix(hex, "0x"), "0X"))
	if len(h) < 64 {
		h = strings.Repeat("0", 64-len(h)) + h
	}
	return "0x" + h
}

func quantity(n uint64) string { return "0x" + strconv.FormatUint(n, 16) }

func parseQuantity(s string) (uint64, error) {
	h, ok := strings.CutPrefix(s, "0x")
	if !ok || h == "" {
		return 0, fmt.Errorf("not a hex quantity: %q", s)
	}
	return strconv.ParseUint(h, 16, 64)
}
