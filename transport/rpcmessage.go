package transport

import (
	"encoding/json"
	"strings"
)

// rpcMessage is what fastCall reads of a JSON-RPC message: the members of
// the request and of its params that say which tool to call and how.
type rpcMessage struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  string          `json:"method"`
	Params  struct {
		Name      string                     `json:"name"`
		Arguments json.RawMessage            `json:"arguments"`
		Meta      map[string]json.RawMessage `json:"_meta"`
	} `json:"params"`
}

// parseRPC decodes a JSON-RPC message as json.Unmarshal does, but in
// one pass after json.Valid when the message is plain (keys and these
// string members without escapes, no member whose name differs from ours
// only in case): half the cost, on the hot path of every MCP call.
// FuzzRPCMessage checks that both decode the same.
func parseRPC(b []byte, env *rpcMessage) error {
	if !json.Valid(b) {
		return json.Unmarshal(b, env) // the syntax error
	}
	if scanRPC(b, env) {
		return nil
	}
	*env = rpcMessage{}
	return json.Unmarshal(b, env)
}

// scanRPC reads a valid JSON message; false means "not plain: use
// json.Unmarshal".
func scanRPC(b []byte, env *rpcMessage) bool {
	return scanObject(b, func(key string, v []byte) bool {
		switch key {
		case "jsonrpc":
			return plainString(v, &env.JSONRPC)
		case "id":
			env.ID = v
		case "method":
			return plainString(v, &env.Method)
		case "params":
			return scanObject(v, func(key string, v []byte) bool {
				switch key {
				case "name":
					return plainString(v, &env.Params.Name)
				case "arguments":
					env.Params.Arguments = v
				case "_meta":
					if v[0] != '{' {
						return false
					}
					if env.Params.Meta == nil {
						env.Params.Meta = map[string]json.RawMessage{}
					}
					return scanObject(v, func(key string, v []byte) bool {
						env.Params.Meta[key] = v
						return true
					})
				default:
					return !foldsTo(key, "name", "arguments", "_meta")
				}
				return true
			})
		default:
			return !foldsTo(key, "jsonrpc", "id", "method", "params")
		}
		return true
	})
}

// foldsTo reports whether key matches one of names but for case, which
// json.Unmarshal would take for that member.
func foldsTo(key string, names ...string) bool {
	for _, n := range names {
		if strings.EqualFold(key, n) {
			return true
		}
	}
	return false
}

// plainString sets *s to the JSON string v if it is plain: printable
// ASCII without escapes, which json.Unmarshal would decode to the same
// bytes.
func plainString(v []byte, s *string) bool {
	if len(v) < 2 || v[0] != '"' || !plain(v[1:len(v)-1]) {
		return false
	}
	*s = string(v[1 : len(v)-1])
	return true
}

// plain reports whether b is printable ASCII without a backslash.
func plain(b []byte) bool {
	for _, c := range b {
		if c < 0x20 || c > 0x7e || c == '\\' {
			return false
		}
	}
	return true
}

// scanObject calls member for each member of the valid JSON object b, with
// its key (which must be plain) and its raw value, until member returns
// false. It reports false when b is not an object, a key is not plain, or
// member refused.
func scanObject(b []byte, member func(key string, v []byte) bool) bool {
	i := skipWS(b, 0)
	if i >= len(b) || b[i] != '{' {
		return false
	}
	i = skipWS(b, i+1)
	if b[i] == '}' {
		return true
	}
	for {
		end := skipValue(b, i)
		key := b[i+1 : end-1]
		if !plain(key) {
			return false
		}
		i = skipWS(b, skipWS(b, end)+1) // past the colon
		end = skipValue(b, i)
		if !member(string(key), b[i:end]) {
			return false
		}
		i = skipWS(b, end)
		if b[i] == '}' {
			return true
		}
		i = skipWS(b, i+1) // past the comma
	}
}

func skipWS(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// skipValue returns the end of the JSON value that starts at b[i]; b is
// valid JSON, so it only has to find where the value ends.
func skipValue(b []byte, i int) int {
	switch b[i] {
	case '"':
		for i++; ; i++ {
			switch b[i] {
			case '\\':
				i++
			case '"':
				return i + 1
			}
		}
	case '{', '[':
		depth := 0
		for ; ; i++ {
			switch b[i] {
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return i + 1
				}
			case '"':
				i = skipValue(b, i) - 1
			}
		}
	}
	for i < len(b) && !strings.ContainsRune(",}] \t\n\r", rune(b[i])) {
		i++
	}
	return i
}
