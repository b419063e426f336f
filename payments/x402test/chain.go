package x402test

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"

	"golang.org/x/crypto/sha3"
)

// The fake chain: one block every two seconds of the facilitator's clock
// (block n at time 2n), in which each settlement is a successful
// transferWithAuthorization (logs AuthorizationUsed, then Transfer) and
// each cancellation a cancelAuthorization (AuthorizationCanceled), as
// USDC (FiatToken v2) logs them. Served as an Ethereum node's JSON-RPC:
// eth_getBlockByNumber, eth_getLogs and eth_getTransactionReceipt.

// blockSeconds is the fake chain's block interval (Base's).
const blockSeconds = 2

// chainUse is an authorization used on the fake chain.
type chainUse struct {
	token, payer, nonce string
	to, value           string // of a transfer
	cancelled           bool
	elsewhere           bool // a transfer that is not a settlement (Spend)
	tx                  string
	block               uint64
}

// settled reports whether u is a settlement through the facilitator.
func (u chainUse) settled() bool { return !u.cancelled && !u.elsewhere }

// use records u, under key, in the block of now, and returns its
// transaction; f.mu is held.
func (f *Facilitator) use(key string, u chainUse) string {
	if f.used == nil {
		f.used = map[string]chainUse{}
	}
	u.tx = fmt.Sprintf("0x%064x", len(f.used)+1)
	u.block = uint64(f.now().Unix() / blockSeconds)
	f.used[key] = u
	return u.tx
}

// Cancel uses the authorization (payer, nonce) of token without paying,
// as the payer's cancelAuthorization does: the facilitator then finds its
// nonce used, and the chain shows AuthorizationCanceled. It reports false
// if the nonce was used already.
func (f *Facilitator) Cancel(token, payer, nonce string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	key := strings.ToLower(payer + "|" + nonce)
	if _, ok := f.used[key]; ok {
		return false
	}
	f.use(key, chainUse{token: token, payer: payer, nonce: nonce, cancelled: true})
	return true
}

// Spend uses the authorization nonce (payer, nonce) of token for a
// transfer of value to another payee, as the payer may with a second
// authorization of the same nonce: the nonce is used, and nothing paid
// the payment that carried it. It reports false if the nonce was used
// already.
func (f *Facilitator) Spend(token, payer, nonce, to, value string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	key := strings.ToLower(payer + "|" + nonce)
	if _, ok := f.used[key]; ok {
		return false
	}
	f.use(key, chainUse{token: token, payer: payer, nonce: nonce, to: to, value: value, elsewhere: true})
	return true
}

func eventTopic(signature string) string {
	h := sha3.NewLegacyKeccak256()
	h.Write([]byte(signature))
	return "0x" + hex.EncodeToString(h.Sum(nil))
}

func word(h string) string {
	h = strings.ToLower(strings.TrimPrefix(h, "0x"))
	return "0x" + strings.Repeat("0", max(64-len(h), 0)) + h
}

func quantity(n uint64) string { return "0x" + strconv.FormatUint(n, 16) }

// rpcLog is a log as a node answers it.
type rpcLog struct {
	Address          string   `json:"address"`
	Topics           []string `json:"topics"`
	Data             string   `json:"data"`
	BlockNumber      string   `json:"blockNumber"`
	TransactionHash  string   `json:"transactionHash"`
	TransactionIndex string   `json:"transactionIndex"`
	LogIndex         string   `json:"logIndex"`
	Removed          bool     `json:"removed"`
}

// logs are the logs of u's transaction.
func (u chainUse) logs() []rpcLog {
	l := rpcLog{Address: u.token, Data: "0x", BlockNumber: quantity(u.block), TransactionHash: u.tx,
		TransactionIndex: "0x0", LogIndex: "0x0"}
	if u.cancelled {
		l.Topics = []string{eventTopic("AuthorizationCanceled(address,bytes32)"), word(u.payer), word(u.nonce)}
		return []rpcLog{l}
	}
	l.Topics = []string{eventTopic("AuthorizationUsed(address,bytes32)"), word(u.payer), word(u.nonce)}
	t := l
	t.LogIndex = "0x1"
	t.Topics = []string{eventTopic("Transfer(address,address,uint256)"), word(u.payer), word(u.to)}
	v, _ := new(big.Int).SetString(u.value, 10)
	t.Data = word(v.Text(16))
	return []rpcLog{l, t}
}

func (f *Facilitator) serveRPC(w http.ResponseWriter, r *http.Request) {
	var req struct {
		ID     json.RawMessage   `json:"id"`
		Method string            `json:"method"`
		Params []json.RawMessage `json:"params"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Params) == 0 {
		writeJSON(w, http.StatusOK, map[string]any{"jsonrpc": "2.0", "id": nil,
			"error": map[string]any{"code": -32700, "message": "parse error"}})
		return
	}
	result, err := f.rpc(req.Method, req.Params)
	if err != nil {
		writeJSON(w, http.StatusOK, map[string]any{"jsonrpc": "2.0", "id": req.ID,
			"error": map[string]any{"code": -32602, "message": err.Error()}})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": result})
}

func (f *Facilitator) rpc(method string, params []json.RawMessage) (any, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	head := uint64(f.now().Unix() / blockSeconds)
	switch method {
	case "eth_getBlockByNumber":
		var tag string
		if err := json.Unmarshal(params[0], &tag); err != nil {
			return nil, err
		}
		n := head
		if tag != "latest" {
			var err error
			if n, err = strconv.ParseUint(strings.TrimPrefix(tag, "0x"), 16, 64); err != nil {
				return nil, err
			}
			if n > head {
				return nil, nil // not yet mined: null
			}
		}
		return map[string]any{"number": quantity(n), "timestamp": quantity(n * blockSeconds),
			"hash": word(strconv.FormatUint(n, 16))}, nil
	case "eth_getLogs":
		var q struct {
			Address   string `json:"address"`
			FromBlock string `json:"fromBlock"`
			ToBlock   string `json:"toBlock"`
			Topics    []any  `json:"topics"`
		}
		if err := json.Unmarshal(params[0], &q); err != nil {
			return nil, err
		}
		from, err1 := strconv.ParseUint(strings.TrimPrefix(q.FromBlock, "0x"), 16, 64)
		to, err2 := strconv.ParseUint(strings.TrimPrefix(q.ToBlock, "0x"), 16, 64)
		if err1 != nil || err2 != nil || from > to {
			return nil, fmt.Errorf("bad block range %s..%s", q.FromBlock, q.ToBlock)
		}
		if to-from >= 10000 {
			return nil, fmt.Errorf("block range too wide: %d blocks", to-from+1)
		}
		logs := []rpcLog{}
		for _, u := range f.used {
			for _, l := range u.logs() {
				if u.block >= from && u.block <= to && strings.EqualFold(l.Address, q.Address) && topicsMatch(q.Topics, l.Topics) {
					logs = append(logs, l)
				}
			}
		}
		return logs, nil
	case "eth_getTransactionReceipt":
		var tx string
		if err := json.Unmarshal(params[0], &tx); err != nil {
			return nil, err
		}
		for _, u := range f.used {
			if strings.EqualFold(u.tx, tx) {
				return map[string]any{"status": "0x1", "transactionHash": u.tx, "blockNumber": quantity(u.block),
					"logs": u.logs()}, nil
			}
		}
		return nil, nil
	}
	return nil, fmt.Errorf("method %s not served", method)
}

// topicsMatch applies an eth_getLogs topic filter: per position, null
// (any), a topic, or a list of topics (any of them).
func topicsMatch(filter []any, topics []string) bool {
	for i, f := range filter {
		if f == nil {
			continue
		}
		if i >= len(topics) {
			return false
		}
		var alts []string
		switch v := f.(type) {
		case string:
			alts = []string{v}
		case []any:
			for _, x := range v {
				s, _ := x.(string)
				alts = append(alts, s)
			}
		}
		ok := false
		for _, t := range alts {
			ok = ok || strings.EqualFold(t, topics[i])
		}
		if !ok {
			return false
		}
	}
	return true
}
