package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/settings"
)

const keysUsage = `usage: pqs keys COMMAND [flags]

commands:
  create --name NAME [--quota N]   create a key; prints the key alone on stdout
  list                             list keys (never their secrets)
  quota ID N                       set a key's quota: N paid calls in all, 0 for unlimited
  revoke ID                        revoke a key; calls with it then get 401

Every command takes the storage flags of serve (--data, --database-url), the
ones the server runs with, and says which database it used; only create makes
a new one. Run "pqs keys COMMAND --help" for details.
`

// cmdKeys manages API keys in the same storage serve uses.
func cmdKeys(ctx context.Context, e *cliEnv, args []string) error {
	if len(args) == 0 {
		fmt.Fprint(e.Stderr, keysUsage)
		return usageError("keys: missing command")
	}
	switch args[0] {
	case "create":
		return keysCreate(ctx, e, args[1:])
	case "list", "ls":
		return keysList(ctx, e, args[1:])
	case "revoke":
		return keysRevoke(ctx, e, args[1:])
	case "quota":
		return keysQuota(ctx, e, args[1:])
	case "-h", "--help", "help":
		fmt.Fprint(e.Stdout, keysUsage)
		return flag.ErrHelp
	}
	fmt.Fprint(e.Stderr, keysUsage)
	return usageError("keys: unknown command %q", args[0])
}

// keysFlags returns the flags of a keys command with the storage flags.
func keysFlags(e *cliEnv, name, synopsis string) (*flags, *settings.Storage) {
	f := e.newFlags("keys "+name, "usage: pqs keys "+synopsis+"\n\nflags:\n")
	sc := &settings.Storage{}
	settings.AddStorage(f.Flags, sc)
	return f, sc
}

// parseKeys parses args (flags and positionals in any order) and checks
// the positional count.
func parseKeys(e *cliEnv, f *flags, args []string, positional int) ([]string, error) {
	rest, err := parseInterleaved(f.FlagSet, args)
	if err == nil {
		err = f.Err()
	}
	if err == nil && len(rest) != positional {
		f.FlagSet.Usage()
		err = fmt.Errorf("want %d argument(s), got %d", positional, len(rest))
	}
	return rest, e.parsed(f, err)
}

func keysCreate(ctx context.Context, e *cliEnv, args []string) error {
	f, sc := keysFlags(e, "create", "create --name NAME [--quota N]")
	name := f.FlagSet.String("name", "", "who or what the key is for (required)")
	quota := f.FlagSet.Int64("quota", 0, "paid calls the key may make; 0 means unlimited")
	if _, err := parseKeys(e, f, args, 0); err != nil {
		return err
	}
	if *name == "" {
		return usageError("keys create: --name is required")
	}
	if strings.ContainsFunc(*name, func(r rune) bool { return !unicode.IsGraphic(r) }) || !utf8.ValidString(*name) {
		return usageError("keys create: --name %s: want printable text, no control characters", strconv.QuoteToGraphic(*name))
	}
	if *quota < 0 {
		return usageError("keys create: --quota must not be negative")
	}
	st, where, created, err := openKeyStore(ctx, sc, true)
	if err != nil {
		return fmt.Errorf("keys create: %w", err)
	}
	defer st.Close()
	if created {
		fmt.Fprintf(e.Stderr, "pqs: keys: no database at %s, so a new one was made there; a server started with another --data will not know this key\n", where)
	}
	secret, k, err := payments.NewKey(*name, *quota, time.Now())
	if err != nil {
		return fmt.Errorf("keys create: %w", err)
	}
	if err := st.CreateKey(ctx, k); err != nil {
		return fmt.Errorf("keys create: %w", err)
	}
	// The key alone on stdout, so that KEY=$(pqs keys create ...) works.
	fmt.Fprintln(e.Stdout, string(secret))
	fmt.Fprintf(e.Stderr, "created %s (name %q, quota %s) in %s; the key above is shown only once: store it now\n",
		k.ID, k.Name, quotaString(k.Quota), where)
	return nil
}

// openKeyStore opens the store of sc, which must be the server's: a key
// written elsewhere is one the server rejects. It returns where that is,
// to be said, and whether a new SQLite file was made, which only create
// may do (list, quota and revoke on a database that does not exist are
// a mistake about --data, not an empty list).
func openKeyStore(ctx context.Context, sc *settings.Storage, create bool) (st store, where string, created bool, err error) {
	if sc.DatabaseURL != "" {
		st, err = openStore(ctx, "", sc.DatabaseURL, nil)
		return st, "PostgreSQL " + settings.Redact(sc.DatabaseURL), false, err
	}
	if sc.DataDir == "" {
		return nil, "", false, errors.New("no data directory: give --data or --database-url")
	}
	path, err := filepath.Abs(filepath.Join(sc.DataDir, dbFile))
	if err != nil {
		return nil, "", false, err
	}
	switch _, err := os.Stat(path); {
	case errors.Is(err, fs.ErrNotExist) && !create:
		return nil, path, false, fmt.Errorf("no database at %s: give the --data (or PQS_DATA_DIR) or --database-url the server runs with", path)
	case errors.Is(err, fs.ErrNotExist):
		created = true
	case err != nil:
		return nil, path, false, err
	}
	st, err = openStore(ctx, sc.DataDir, "", nil)
	return st, path, created, err
}

func keysList(ctx context.Context, e *cliEnv, args []string) error {
	f, sc := keysFlags(e, "list", "list")
	if _, err := parseKeys(e, f, args, 0); err != nil {
		return err
	}
	st, where, _, err := openKeyStore(ctx, sc, false)
	if err != nil {
		return fmt.Errorf("keys list: %w", err)
	}
	defer st.Close()
	keys, err := st.ListKeys(ctx)
	if err != nil {
		return fmt.Errorf("keys list: %w", err)
	}
	fmt.Fprintf(e.Stderr, "keys in %s:\n", where)
	return writeKeyTable(e.Stdout, keys)
}

// writeKeyTable prints keys as a table. Secrets are never stored, and
// hashes are not printed.
func writeKeyTable(w io.Writer, keys []payments.Key) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tQUOTA\tUSED\tCREATED\tREVOKED")
	for _, k := range keys {
		revoked := "-"
		if k.Revoked() {
			revoked = k.RevokedAt.UTC().Format(time.RFC3339)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\n", k.ID, displayName(k.Name), quotaString(k.Quota), k.Used,
			k.CreatedAt.UTC().Format(time.RFC3339), revoked)
	}
	return tw.Flush()
}

// displayName is a key's name as one table cell: quoted, with Go escapes,
// when it holds anything but printable text (a newline or an escape
// sequence would forge a row or repaint the terminal), or a quote or
// backslash that would make a quoted name ambiguous.
func displayName(name string) string {
	plain := utf8.ValidString(name) && name != "" && !strings.ContainsFunc(name, func(r rune) bool {
		return !unicode.IsGraphic(r) || r == '\t' || r == '"' || r == '\\'
	})
	if plain {
		return name
	}
	return strconv.QuoteToGraphic(name)
}

func quotaString(q int64) string {
	if q == 0 {
		return "unlimited"
	}
	return strconv.FormatInt(q, 10)
}

func keysRevoke(ctx context.Context, e *cliEnv, args []string) error {
	f, sc := keysFlags(e, "revoke", "revoke ID")
	rest, err := parseKeys(e, f, args, 1)
	if err != nil {
		return err
	}
	id := rest[0]
	st, where, _, err := openKeyStore(ctx, sc, false)
	if err != nil {
		return fmt.Errorf("keys revoke: %w", err)
	}
	defer st.Close()
	if err := st.RevokeKey(ctx, id, time.Now()); err != nil {
		if errors.Is(err, payments.ErrKeyNotFound) {
			return fmt.Errorf("keys revoke: no key with ID %q in %s (pqs keys list shows the IDs)", id, where)
		}
		return fmt.Errorf("keys revoke: %w", err)
	}
	fmt.Fprintf(e.Stderr, "revoked %s in %s: calls with it now get 401 revoked_api_key\n", id, where)
	return nil
}

// keysQuota sets a key's quota; a server picks the change up within a
// second, as it does a revocation.
func keysQuota(ctx context.Context, e *cliEnv, args []string) error {
	f, sc := keysFlags(e, "quota", "quota ID N")
	rest, err := parseKeys(e, f, args, 2)
	if err != nil {
		return err
	}
	id := rest[0]
	quota, err := strconv.ParseInt(rest[1], 10, 64)
	if err != nil || quota < 0 {
		return usageError("keys quota: %q: want a whole number of paid calls, 0 for unlimited", rest[1])
	}
	st, where, _, err := openKeyStore(ctx, sc, false)
	if err != nil {
		return fmt.Errorf("keys quota: %w", err)
	}
	defer st.Close()
	if err := st.SetQuota(ctx, id, quota); err != nil {
		if errors.Is(err, payments.ErrKeyNotFound) {
			return fmt.Errorf("keys quota: no key with ID %q in %s (pqs keys list shows the IDs)", id, where)
		}
		return fmt.Errorf("keys quota: %w", err)
	}
	keys, err := st.ListKeys(ctx)
	if err != nil {
		return fmt.Errorf("keys quota: %w", err)
	}
	for _, k := range keys {
		if k.ID == id {
			fmt.Fprintf(e.Stderr, "%s in %s: quota %s, %d used\n", id, where, quotaString(k.Quota), k.Used)
		}
	}
	return nil
}
