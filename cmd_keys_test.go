package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/sqlite"
)

// pqs keys run from the wrong directory used to make an empty database
// there and print a key the server would reject. Now only create makes
// one, and says so; every command says which database it used.
func TestKeysDatabase(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	db := filepath.Join(dir, dbFile)
	for _, args := range [][]string{
		{"keys", "list", "--data", dir},
		{"keys", "revoke", "key_x", "--data", dir},
		{"keys", "quota", "key_x", "5", "--data", dir},
	} {
		_, _, err := runCLI(t, nil, args...)
		if err == nil || !strings.Contains(err.Error(), "no database at "+db) {
			t.Errorf("%q on a missing database: %v, want a refusal naming %s", args, err, db)
		}
		if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%q made %s (%v)", args, dir, err)
		}
	}
	_, stderr, err := runCLI(t, map[string]string{"PQS_DATA_DIR": dir}, "keys", "create", "--name", "first")
	if err != nil || !strings.Contains(stderr, "no database at "+db+", so a new one was made there") ||
		!strings.Contains(stderr, `(name "first", quota unlimited) in `+db+";") {
		t.Errorf("first create: %v\n%s", err, stderr)
	}
	_, stderr, err = runCLI(t, nil, "keys", "create", "--name", "second", "--data", dir)
	if err != nil || strings.Contains(stderr, "new one") || !strings.Contains(stderr, " in "+db+";") {
		t.Errorf("second create: %v\n%s", err, stderr)
	}
	out, stderr, err := runCLI(t, nil, "keys", "list", "--data", dir)
	if err != nil || stderr != "keys in "+db+":\n" || strings.Count(out, "\n") != 3 {
		t.Errorf("list: %v\nstdout:\n%s\nstderr:\n%s", err, out, stderr)
	}
}

// A name that holds a newline, a tab or a terminal escape cannot forge a
// row of pqs keys list or repaint the terminal: it is shown quoted, and
// create refuses such a name.
func TestKeysListEscapesNames(t *testing.T) {
	dir := t.TempDir()
	st, err := sqlite.Open(context.Background(), filepath.Join(dir, dbFile))
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]string{ // stored -> shown
		"alice":                             "alice",
		"two words":                         "two words",
		"évolution":                         "évolution",
		"evil\nkey_forged  root  unlimited": `"evil\nkey_forged  root  unlimited"`,
		"\x1b[2J\x1b[31mred":                `"\x1b[2J\x1b[31mred"`,
		"tab\tname":                         `"tab\tname"`,
		"bidi\u202eevil":                    `"bidi\u202eevil"`,
		`say "hi"`:                          `"say \"hi\""`,
		"bad\xffutf8":                       `"bad\xffutf8"`,
	}
	for name := range names {
		_, k, err := payments.NewKey(name, 0, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if err := st.CreateKey(context.Background(), k); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	out, _, err := runCLI(t, nil, "keys", "list", "--data", dir)
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(out, "\x1b\t\u202e") || strings.Count(out, "\n") != 1+len(names) {
		t.Errorf("list holds a control character or a forged row:\n%q", out)
	}
	for _, shown := range names {
		if !strings.Contains(out, "  "+shown+"  ") {
			t.Errorf("list lacks the name %s:\n%s", shown, out)
		}
	}
	for _, name := range []string{"a\nb", "esc\x1b[0m", "bad\xff"} {
		_, _, err := runCLI(t, nil, "keys", "create", "--name", name, "--data", dir)
		var ee exitError
		if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), "want printable text") {
			t.Errorf("create --name %q: %v, want a usage error", name, err)
		}
	}
}

// createdID is the key ID that pqs keys create reported on stderr.
func createdID(t *testing.T, stderr string) string {
	t.Helper()
	for _, l := range strings.Split(stderr, "\n") {
		if rest, ok := strings.CutPrefix(l, "created "); ok {
			return strings.Fields(rest)[0]
		}
	}
	t.Fatalf("keys create said no ID:\n%s", stderr)
	return ""
}

func TestKeysQuota(t *testing.T) {
	dir := t.TempDir()
	_, stderr, err := runCLI(t, nil, "keys", "create", "--name", "q", "--quota", "2", "--data", dir)
	if err != nil {
		t.Fatal(err)
	}
	id := createdID(t, stderr)
	_, stderr, err = runCLI(t, nil, "keys", "quota", id, "500", "--data", dir)
	if err != nil || !strings.Contains(stderr, id+" in "+filepath.Join(dir, dbFile)+": quota 500, 0 used") {
		t.Errorf("quota 500: %v %q", err, stderr)
	}
	out, _, _ := runCLI(t, nil, "keys", "list", "--data", dir)
	if !strings.Contains(out, "  500  ") {
		t.Errorf("list after quota 500:\n%s", out)
	}
	if _, stderr, err = runCLI(t, nil, "keys", "quota", "--data", dir, id, "0"); err != nil || !strings.Contains(stderr, "quota unlimited") {
		t.Errorf("quota 0: %v %q", err, stderr)
	}
	if _, _, err = runCLI(t, nil, "keys", "quota", "key_nope", "5", "--data", dir); err == nil || !strings.Contains(err.Error(), `no key with ID "key_nope"`) {
		t.Errorf("quota of an unknown key: %v", err)
	}
	for _, args := range [][]string{{id, "many"}, {id, "1.5"}, {id}, {id, "--", "-3"}} {
		_, _, err := runCLI(t, nil, append(append([]string{"keys", "quota"}, args...), "--data", dir)...)
		var ee exitError
		if !errors.As(err, &ee) || ee.code != 2 {
			t.Errorf("keys quota %q: %v, want a usage error", args, err)
		}
	}
}
