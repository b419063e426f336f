package settings

import (
	"context"
	"log/slog"
	"net/url"
	"slices"
	"strings"
)

// The database, Redis and model endpoint addresses carry secrets in
// several forms, all of which reach logs and errors: a URL's user info
// (postgres://u:pw@host, redis://:pw@host, https://u:pw@host/v1), a query
// parameter (postgres://host/db?password=pw, sslpassword=,
// https://host/v1?api-key=k), and libpq's key=value settings
// (host=h password=pw, password='p w').

// masked replaces a secret in logs and errors.
const masked = "xxxxx"

// secretKey reports whether a setting or query parameter named k holds a
// secret.
func secretKey(k string) bool {
	k = strings.ToLower(k)
	for _, w := range []string{"pass", "secret", "token", "key", "auth", "sig", "credential"} {
		if strings.Contains(k, w) {
			return true
		}
	}
	return false
}

// dsnPart is a span of a DSN that holds a secret.
type dsnPart struct{ start, end int }

// dsnSecrets finds the spans of s that hold secrets, in whichever form s
// is written. It never fails: a malformed address is masked best-effort,
// and rather too much than too little.
func dsnSecrets(s string) []dsnPart {
	if i := strings.Index(s, "://"); i >= 0 && !strings.ContainsAny(s[:i], " ='") {
		return urlSecrets(s, i+3)
	}
	return kvSecrets(s)
}

// urlSecrets finds the user-info password and the secret query values of
// a URL whose authority starts at from.
func urlSecrets(s string, from int) []dsnPart {
	var parts []dsnPart
	rest := s[from:]
	// The last '@' ends the user info. Parsers disagree on a password
	// that holds an unescaped '?', '/', '#' or '@' (pgx, after libpq,
	// ends it at the first '@' before any '/', so that
	// postgres://u:S3cret?PW6@host/db works; Go's URL parser at the last
	// '@' before the query); the last '@' of all covers every reading,
	// and an '@' in a query value masks more than it needs to.
	at := strings.LastIndexByte(rest, '@')
	if at >= 0 {
		if c := strings.IndexByte(rest[:at], ':'); c >= 0 {
			parts = append(parts, dsnPart{from + c + 1, from + at})
		}
	}
	q := strings.IndexByte(rest[at+1:], '?')
	if q < 0 {
		return parts
	}
	off := from + at + 1 + q + 1
	for _, kv := range strings.Split(s[off:], "&") {
		raw, _, ok := strings.Cut(kv, "=")
		k := raw
		if dk, err := url.QueryUnescape(raw); err == nil {
			k = dk
		}
		if ok && secretKey(k) {
			parts = append(parts, dsnPart{off + len(raw) + 1, off + len(kv)})
		}
		off += len(kv) + 1
	}
	return parts
}

// kvSecrets finds the secret values of libpq key=value settings: a value
// is quoted ('...', with \' and \\) or runs to the next white space.
func kvSecrets(s string) []dsnPart {
	var parts []dsnPart
	i := 0
	for i < len(s) {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		k := i
		for i < len(s) && s[i] != '=' && !isSpace(s[i]) {
			i++
		}
		key := s[k:i]
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		if i >= len(s) || s[i] != '=' {
			i++
			continue
		}
		i++ // '='
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		v := i
		if i < len(s) && s[i] == '\'' {
			for i++; i < len(s) && s[i] != '\''; i++ {
				if s[i] == '\\' {
					i++
				}
			}
			i = min(i+1, len(s))
		} else {
			for ; i < len(s) && !isSpace(s[i]); i++ {
				if s[i] == '\\' {
					i++
				}
			}
			i = min(i, len(s))
		}
		if secretKey(key) {
			parts = append(parts, dsnPart{v, i})
		}
	}
	return parts
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// Redact hides the secrets of a database, Redis or model endpoint address.
func Redact(s string) string {
	parts := dsnSecrets(s)
	if len(parts) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, p := range parts {
		b.WriteString(s[last:p.start])
		b.WriteString(masked)
		last = p.end
	}
	b.WriteString(s[last:])
	return b.String()
}

// secretsOf returns the secrets of dsn as they may appear in an error:
// as written, unquoted and unescaped; the longest first.
func secretsOf(dsn string) []string {
	var out []string
	for _, p := range dsnSecrets(dsn) {
		raw := dsn[p.start:p.end]
		out = append(out, raw)
		if u, err := url.PathUnescape(raw); err == nil {
			out = append(out, u)
		}
		if u, err := url.QueryUnescape(raw); err == nil {
			out = append(out, u)
		}
		if len(raw) >= 2 && raw[0] == '\'' {
			out = append(out, strings.NewReplacer(`\'`, `'`, `\\`, `\`).Replace(raw[1:len(raw)-1]))
		}
	}
	out = slices.DeleteFunc(out, func(s string) bool { return s == "" })
	slices.SortFunc(out, longestFirst)
	return slices.Compact(out)
}

// longestFirst orders secrets so that a secret is masked before one it
// holds, and equal ones are next to each other.
func longestFirst(a, b string) int {
	if len(a) != len(b) {
		return len(b) - len(a)
	}
	return strings.Compare(a, b)
}

// ScrubError returns err with every secret of dsn masked in its text;
// errors.Is and errors.As still see err.
func ScrubError(err error, dsn string) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	for _, s := range secretsOf(dsn) {
		msg = strings.ReplaceAll(msg, s, masked)
	}
	return &scrubbedError{msg: msg, err: err}
}

type scrubbedError struct {
	msg string
	err error
}

func (e *scrubbedError) Error() string { return e.msg }
func (e *scrubbedError) Unwrap() error { return e.err }

// minSecret is the shortest secret RedactHandler masks: a shorter one
// would mask ordinary words rather than protect anything.
const minSecret = 4

// secretsIn returns the secrets of the addresses (as secretsOf) and the
// plain secrets, the longest first, without those under minSecret bytes.
func secretsIn(addrs []string, plain ...string) []string {
	var out []string
	for _, a := range addrs {
		out = append(out, secretsOf(a)...)
	}
	out = append(out, plain...)
	out = slices.DeleteFunc(out, func(s string) bool { return len(s) < minSecret })
	slices.SortFunc(out, longestFirst)
	return slices.Compact(out)
}

// RedactHandler returns h with every occurrence of secrets masked in the
// messages, strings and errors of its records, groups included: whatever
// a dependency puts in an error (a driver quoting its address, an HTTP
// client its URL) reaches the log without them. With no secrets it
// returns h.
func RedactHandler(h slog.Handler, secrets []string) slog.Handler {
	if len(secrets) == 0 {
		return h
	}
	pairs := make([]string, 0, 2*len(secrets))
	for _, s := range secrets {
		pairs = append(pairs, s, masked)
	}
	return &redactHandler{h: h, secrets: secrets, r: strings.NewReplacer(pairs...)}
}

type redactHandler struct {
	h       slog.Handler
	secrets []string
	r       *strings.Replacer
}

func (h *redactHandler) has(s string) bool {
	for _, x := range h.secrets {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// attr returns a with its secrets masked, and whether it held any.
func (h *redactHandler) attr(a slog.Attr) (slog.Attr, bool) {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		if s := v.String(); h.has(s) {
			return slog.String(a.Key, h.r.Replace(s)), true
		}
	case slog.KindAny:
		if err, ok := v.Any().(error); ok {
			if s := err.Error(); h.has(s) {
				return slog.String(a.Key, h.r.Replace(s)), true
			}
		}
	case slog.KindGroup:
		as := v.Group()
		var out []slog.Attr
		for i, g := range as {
			if g, dirty := h.attr(g); dirty {
				if out == nil {
					out = slices.Clone(as)
				}
				out[i] = g
			}
		}
		if out != nil {
			return slog.Attr{Key: a.Key, Value: slog.GroupValue(out...)}, true
		}
	}
	return slog.Attr{Key: a.Key, Value: v}, false
}

func (h *redactHandler) Enabled(ctx context.Context, l slog.Level) bool { return h.h.Enabled(ctx, l) }

// Handle passes a record without secrets on as it is, and a copy of one
// with secrets masked.
func (h *redactHandler) Handle(ctx context.Context, r slog.Record) error {
	dirty := h.has(r.Message)
	if !dirty {
		r.Attrs(func(a slog.Attr) bool {
			_, dirty = h.attr(a)
			return !dirty
		})
	}
	if !dirty {
		return h.h.Handle(ctx, r)
	}
	nr := slog.NewRecord(r.Time, r.Level, h.r.Replace(r.Message), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		a, _ = h.attr(a)
		nr.AddAttrs(a)
		return true
	})
	return h.h.Handle(ctx, nr)
}

func (h *redactHandler) WithAttrs(as []slog.Attr) slog.Handler {
	out := make([]slog.Attr, len(as))
	for i, a := range as {
		out[i], _ = h.attr(a)
	}
	return &redactHandler{h: h.h.WithAttrs(out), secrets: h.secrets, r: h.r}
}

func (h *redactHandler) WithGroup(name string) slog.Handler {
	return &redactHandler{h: h.h.WithGroup(name), secrets: h.secrets, r: h.r}
}
