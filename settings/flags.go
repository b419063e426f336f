package settings

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
)

// Flags is a flag set whose flags take their defaults from environment
// variables. A malformed environment value does not stop registration; it
// is remembered and reported by [Flags.Parse] (or [Flags.Err]).
type Flags struct {
	FlagSet *flag.FlagSet
	getenv  func(string) string
	err     error
}

// NewFlags returns the flags of command name. usage is printed above the
// flags' list for --help and after a bad flag; out receives both.
func NewFlags(name, usage string, getenv func(string) string, out io.Writer) *Flags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
	}
	return &Flags{FlagSet: fs, getenv: getenv}
}

// Err returns the malformed environment values met so far, or nil.
func (f *Flags) Err() error { return f.err }

// Parse parses args, which must hold flags only. It returns flag.ErrHelp
// for --help; any other error is a usage error.
func (f *Flags) Parse(args []string) error {
	if err := f.FlagSet.Parse(args); err != nil {
		return err
	}
	if f.FlagSet.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", f.FlagSet.Arg(0))
	}
	return f.err
}

func usage(text, env string) string { return text + " (env " + env + ")" }

// envValue returns the environment variable env parsed, or def when it is
// unset; a malformed value is remembered, saying it wants want, and def is
// returned.
func envValue[T any](f *Flags, env string, def T, parse func(string) (T, error), want string) T {
	v := f.getenv(env)
	if v == "" {
		return def
	}
	x, err := parse(v)
	if err != nil {
		f.err = errors.Join(f.err, fmt.Errorf("%s=%q: want %s", env, v, want))
		return def
	}
	return x
}

// String registers a string flag.
func (f *Flags) String(p *string, name, env, def, text string) {
	if v := f.getenv(env); v != "" {
		def = v
	}
	f.FlagSet.StringVar(p, name, def, usage(text, env))
}

// Secret registers a string flag whose value never shows in --help.
func (f *Flags) Secret(p *string, name, env, text string) {
	*p = f.getenv(env)
	f.FlagSet.Var((*secretFlag)(p), name, usage(text, env))
}

// Int registers an int flag.
func (f *Flags) Int(p *int, name, env string, def int, text string) {
	f.FlagSet.IntVar(p, name, envValue(f, env, def, strconv.Atoi, "an integer"), usage(text, env))
}

// Int64 registers an int64 flag.
func (f *Flags) Int64(p *int64, name, env string, def int64, text string) {
	parse := func(v string) (int64, error) { return strconv.ParseInt(v, 10, 64) }
	f.FlagSet.Int64Var(p, name, envValue(f, env, def, parse, "an integer"), usage(text, env))
}

// Bool registers a bool flag.
func (f *Flags) Bool(p *bool, name, env string, def bool, text string) {
	f.FlagSet.BoolVar(p, name, envValue(f, env, def, strconv.ParseBool, "true or false"), usage(text, env))
}

// Duration registers a duration flag.
func (f *Flags) Duration(p *time.Duration, name, env string, def time.Duration, text string) {
	f.FlagSet.DurationVar(p, name, envValue(f, env, def, time.ParseDuration, "a duration such as 10s"), usage(text, env))
}

// secretFlag is a string flag whose value never shows in --help.
type secretFlag string

func (s *secretFlag) String() string     { return "" }
func (s *secretFlag) Set(v string) error { *s = secretFlag(v); return nil }

// List is a flag that may be repeated, each value appended.
type List []string

func (l *List) String() string     { return strings.Join(*l, ",") }
func (l *List) Set(v string) error { *l = append(*l, v); return nil }

// parseBytes reads a size as GOMEMLIMIT writes one: a number of bytes with
// an optional unit B, KiB, MiB, GiB or TiB. "" is 0.
func parseBytes(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	num := strings.TrimRight(s, "BKMGTi")
	unit := int64(1)
	switch s[len(num):] {
	case "", "B":
	case "KiB":
		unit = 1 << 10
	case "MiB":
		unit = 1 << 20
	case "GiB":
		unit = 1 << 30
	case "TiB":
		unit = 1 << 40
	default:
		return 0, errors.New("want a number of bytes with an optional unit B, KiB, MiB, GiB or TiB")
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/unit {
		return 0, errors.New("want a number of bytes with an optional unit B, KiB, MiB, GiB or TiB")
	}
	return n * unit, nil
}
