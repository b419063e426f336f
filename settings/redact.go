package settings

import (
	"net/url"
	"slices"
	"strings"
)

// The database and Redis addresses carry passwords in several forms, all
// of which reach logs and errors: a URL's user info
// (postgres://u:pw@host, redis://:pw@host), a password query parameter
// (postgres://host/db?password=pw, sslpassword=), and libpq's key=value
// settings (host=h password=pw, password='p w').

// masked replaces a password in logs and errors.
const masked = "xxxxx"

// secretKey reports whether a setting or query parameter named k holds a
// secret.
func secretKey(k string) bool {
	k = strings.ToLower(k)
	return strings.Contains(k, "pass") || strings.Contains(k, "secret") || strings.Contains(k, "token")
}

// dsnPart is a span of a DSN that holds a secret.
type dsnPart struct{ start, end int }

// dsnSecrets finds the spans of s that hold passwords, in whichever form s
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
	q := strings.IndexByte(rest, '?')
	if q < 0 {
		q = len(rest)
	}
	// The last '@' before the query ends the user info, even when the
	// password holds an unescaped '/', '#' or '@' that a URL parser
	// would stop at.
	if at := strings.LastIndexByte(rest[:q], '@'); at >= 0 {
		if c := strings.IndexByte(rest[:at], ':'); c >= 0 {
			parts = append(parts, dsnPart{from + c + 1, from + at})
		}
	}
	if q == len(rest) {
		return parts
	}
	off := from + q + 1
	for _, kv := range strings.Split(s[off:], "&") {
		k, _, ok := strings.Cut(kv, "=")
		if dk, err := url.QueryUnescape(k); err == nil {
			k = dk
		}
		if ok && secretKey(k) {
			parts = append(parts, dsnPart{off + len(k) + 1, off + len(kv)})
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

// Redact hides the passwords of a database or Redis address.
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

// secretsOf returns the passwords of dsn as they may appear in an error:
// as written, unquoted and unescaped; the longest first.
func secretsOf(dsn string) []string {
	var out []string
	for _, p := range dsnSecrets(dsn) {
		raw := dsn[p.start:p.end]
		out = append(out, raw)
		if u, err := url.PathUnescape(raw); err == nil {
			out = append(out, u)
		}
		if len(raw) >= 2 && raw[0] == '\'' {
			out = append(out, strings.NewReplacer(`\'`, `'`, `\\`, `\`).Replace(raw[1:len(raw)-1]))
		}
	}
	out = slices.DeleteFunc(out, func(s string) bool { return s == "" })
	slices.SortFunc(out, func(a, b string) int { return len(b) - len(a) })
	return slices.Compact(out)
}

// ScrubError returns err with every password of dsn masked in its text;
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
