package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/pqs-dev/pqs/internal/pqstest"
)

// actionYAML is the part of action.yml the local runner reads.
type actionYAML struct {
	Inputs map[string]struct {
		Default string `yaml:"default"`
	} `yaml:"inputs"`
	Outputs map[string]struct {
		Value string `yaml:"value"`
	} `yaml:"outputs"`
	Runs struct {
		Using string       `yaml:"using"`
		Steps []actionStep `yaml:"steps"`
	} `yaml:"runs"`
}

type actionStep struct {
	Name  string            `yaml:"name"`
	ID    string            `yaml:"id"`
	If    string            `yaml:"if"`
	Shell string            `yaml:"shell"`
	Run   string            `yaml:"run"`
	Uses  string            `yaml:"uses"`
	Env   map[string]string `yaml:"env"`
	With  map[string]string `yaml:"with"`
}

// actionRun is what running the action locally did.
type actionRun struct {
	exitCode int                          // of the last step that ran
	stdout   map[string]string            // per step name
	stderr   map[string]string            // per step name
	outputs  map[string]map[string]string // per step id
	used     map[string]map[string]string // "uses" steps that would have run: their "with"
	summary  string                       // GITHUB_STEP_SUMMARY
	path     []string                     // GITHUB_PATH
}

var expr = regexp.MustCompile(`\$\{\{\s*([^}]*?)\s*\}\}`)

// runAction runs action.yml's steps as a GitHub runner would, in the
// subset of the expression language the action uses: ${{ inputs.x }},
// ${{ steps.id.outputs.x }}, and "if" conditions of == and != joined by
// &&. A "uses" step is recorded, not run. An expression outside that
// subset fails the test, so the action cannot drift from what is tested.
func runAction(t *testing.T, workspace string, inputs map[string]string, env []string) actionRun {
	t.Helper()
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(root, "action.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var a actionYAML
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&a); err != nil {
		t.Fatalf("action.yml: %v", err)
	}
	if a.Runs.Using != "composite" {
		t.Fatalf("action.yml runs.using = %q, want composite", a.Runs.Using)
	}
	for k := range inputs {
		if _, ok := a.Inputs[k]; !ok {
			t.Fatalf("no input %q in action.yml", k)
		}
	}
	tmp := t.TempDir()
	res := actionRun{stdout: map[string]string{}, stderr: map[string]string{}, outputs: map[string]map[string]string{}, used: map[string]map[string]string{}}
	value := func(path string) string {
		parts := strings.Split(path, ".")
		switch {
		case len(parts) == 2 && parts[0] == "inputs":
			in, ok := a.Inputs[parts[1]]
			if !ok {
				t.Fatalf("action.yml uses undeclared input %q", parts[1])
			}
			if v, ok := inputs[parts[1]]; ok {
				return v
			}
			return in.Default
		case len(parts) == 4 && parts[0] == "steps" && parts[2] == "outputs":
			return res.outputs[parts[1]][parts[3]]
		case len(parts) == 1 && strings.HasPrefix(path, "'") && strings.HasSuffix(path, "'"):
			return strings.Trim(path, "'")
		}
		t.Fatalf("action.yml: expression %q is outside what the local runner reads", path)
		return ""
	}
	subst := func(s string) string {
		return expr.ReplaceAllStringFunc(s, func(m string) string { return value(expr.FindStringSubmatch(m)[1]) })
	}
	cond := func(s string) bool {
		for _, c := range strings.Split(s, "&&") {
			var l, r string
			var eq bool
			if a, b, ok := strings.Cut(c, "!="); ok {
				l, r = a, b
			} else if a, b, ok := strings.Cut(c, "=="); ok {
				l, r, eq = a, b, true
			} else {
				t.Fatalf("action.yml: condition %q is outside what the local runner reads", s)
			}
			if (value(strings.TrimSpace(l)) == value(strings.TrimSpace(r))) != eq {
				return false
			}
		}
		return true
	}
	pathFile := filepath.Join(tmp, "path")
	summaryFile := filepath.Join(tmp, "summary.md")
	for _, f := range []string{pathFile, summaryFile} {
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i, st := range a.Runs.Steps {
		if st.If != "" && !cond(st.If) {
			continue
		}
		if st.Uses != "" {
			with := map[string]string{}
			for k, v := range st.With {
				with[k] = subst(v)
			}
			res.used[st.Uses] = with
			continue
		}
		if st.Shell != "bash" {
			t.Fatalf("step %q: shell %q, want bash (every runner has it)", st.Name, st.Shell)
		}
		outFile := filepath.Join(tmp, fmt.Sprintf("output-%d", i))
		if err := os.WriteFile(outFile, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		pathData, _ := os.ReadFile(pathFile)
		res.path = strings.Fields(string(pathData))
		// GitHub runs "bash --noprofile --norc -eo pipefail {0}".
		script := filepath.Join(tmp, fmt.Sprintf("step-%d.sh", i))
		if err := os.WriteFile(script, []byte(subst(st.Run)), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", script)
		cmd.Dir = workspace
		cmd.Env = append(os.Environ(),
			"PATH="+strings.Join(append(res.path, os.Getenv("PATH")), string(os.PathListSeparator)),
			"GITHUB_ACTION_PATH="+root, "GITHUB_WORKSPACE="+workspace,
			"GITHUB_OUTPUT="+outFile, "GITHUB_PATH="+pathFile, "GITHUB_STEP_SUMMARY="+summaryFile,
			"RUNNER_TEMP="+tmp, "RUNNER_OS="+map[string]string{"linux": "Linux", "darwin": "macOS", "windows": "Windows"}[runtime.GOOS],
			"RUNNER_ARCH="+map[string]string{"amd64": "X64", "arm64": "ARM64"}[runtime.GOARCH])
		cmd.Env = append(cmd.Env, env...)
		for k, v := range st.Env {
			cmd.Env = append(cmd.Env, k+"="+subst(v))
		}
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		res.stdout[st.Name], res.stderr[st.Name] = stdout.String(), stderr.String()
		res.exitCode = 0
		if ee, ok := err.(*exec.ExitError); ok {
			res.exitCode = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("step %q: %v", st.Name, err)
		}
		outs := map[string]string{}
		outData, _ := os.ReadFile(outFile)
		for _, l := range strings.Split(strings.TrimSpace(string(outData)), "\n") {
			if k, v, ok := strings.Cut(l, "="); ok {
				outs[k] = v
			}
		}
		if st.ID != "" {
			res.outputs[st.ID] = outs
		}
		if res.exitCode != 0 {
			break // a failed step ends the job
		}
	}
	summary, _ := os.ReadFile(summaryFile)
	res.summary = string(summary)
	for _, o := range a.Outputs {
		subst(o.Value) // fails the test on an expression the runner cannot read
	}
	return res
}

// releaseDir lays out a release directory the way GoReleaser writes one
// (deploy/release.sh, .goreleaser.yaml): this platform's archive
// pqs_<version>_<os>_<arch>.tar.gz holding the pqs binary built from this
// tree and README.md at its top, stand-ins for the other platforms'
// archives, and checksums.txt in sha256sum's format listing them all.
// Building a real release takes minutes; CI checks that install.sh
// installs from a real snapshot's layout (TestRelease in deploy/release
// with PQS_RELEASE_INSTALL=1, docs/release.md#checks).
func releaseDir(t *testing.T, version string) string {
	t.Helper()
	dist := t.TempDir()
	bin, err := os.ReadFile(pqstest.Binary(t))
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var archive bytes.Buffer
	gz := gzip.NewWriter(&archive)
	tw := tar.NewWriter(gz)
	for _, f := range []struct {
		name string
		mode int64
		data []byte
	}{{"pqs", 0o755, bin}, {"README.md", 0o644, readme}} {
		if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeReg, Name: f.name, Mode: f.mode, Size: int64(len(f.data))}); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(f.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := gz.Close(); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{thisArchive(version): archive.Bytes()}
	for _, p := range []string{"linux_amd64.tar.gz", "linux_arm64.tar.gz", "darwin_amd64.tar.gz", "darwin_arm64.tar.gz", "windows_amd64.zip", "windows_arm64.zip"} {
		if name := "pqs_" + version + "_" + p; files[name] == nil {
			files[name] = []byte("stand-in for " + name)
		}
	}
	var sums strings.Builder
	for _, name := range slices.Sorted(maps.Keys(files)) {
		sum := sha256.Sum256(files[name])
		fmt.Fprintf(&sums, "%s  %s\n", hex.EncodeToString(sum[:]), name)
		if err := os.WriteFile(filepath.Join(dist, name), files[name], 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dist, "checksums.txt"), []byte(sums.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return dist
}

// release serves the release directory dist as GitHub serves a release:
// each of its files under download/v<version>/, and /latest redirecting
// to the tag. It returns the releases URL.
func release(t *testing.T, version, dist string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/o/pqs/releases/latest" {
			http.Redirect(w, r, "/o/pqs/releases/tag/v"+version, http.StatusFound)
			return
		}
		if r.URL.Path == "/o/pqs/releases/tag/v"+version {
			_, _ = w.Write([]byte("<html>release</html>"))
			return
		}
		name, ok := strings.CutPrefix(r.URL.Path, "/o/pqs/releases/download/v"+version+"/")
		if !ok || strings.Contains(name, "/") {
			http.NotFound(w, r)
			return
		}
		http.ServeFile(w, r, filepath.Join(dist, name)) // a missing file is a 404
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/o/pqs/releases"
}

// thisArchive is the name release.sh gives this platform's archive.
func thisArchive(version string) string {
	if runtime.GOOS == "windows" {
		return fmt.Sprintf("pqs_%s_%s_%s.zip", version, runtime.GOOS, runtime.GOARCH)
	}
	return fmt.Sprintf("pqs_%s_%s_%s.tar.gz", version, runtime.GOOS, runtime.GOARCH)
}

// copyDir copies a release directory's top-level files, for a test that
// tampers with them.
func copyDir(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

// copyTree copies the fixture tree, so the action writes its SARIF file
// into a workspace of its own.
func copyTree(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

func requireTools(t *testing.T, names ...string) {
	t.Helper()
	for _, n := range names {
		if _, err := exec.LookPath(n); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("%s is not installed", n)
			}
			t.Skipf("%s is not installed", n)
		}
	}
}

// TestAction runs action.yml's steps locally against a release laid out
// as deploy/release.sh lays one out and served from this machine, on the
// fixture tree: the install script downloads and verifies the archive,
// pqs check writes annotations, the SARIF file and the job summary, and
// the last step fails the job as pqs did. Then it tampers with the
// release, and the install must refuse it.
func TestAction(t *testing.T) {
	requireTools(t, "bash", "curl", "tar", "xargs")
	if runtime.GOOS == "windows" {
		t.Skip("the local runner runs bash steps on Unix")
	}
	dist := releaseDir(t, "1.2.3")
	url := release(t, "1.2.3", dist)
	for _, test := range []struct {
		name     string
		inputs   map[string]string
		exitCode int
		check    func(t *testing.T, r actionRun, ws string)
	}{
		{
			name:     "defaults: annotations, summary, job fails on the bare prompts",
			inputs:   map[string]string{"releases-url": url},
			exitCode: 1,
			check: func(t *testing.T, r actionRun, ws string) {
				out := r.stdout["Check prompts"]
				pqstest.Contains(t, "check step output", out,
					"::warning file=chats/billing-bare.json,line=2,title=pqs%3A 0/80 (F)%2C below the minimum score 20::",
					"::warning file=support/support-bare.prompt.yml,line=4,",
					"::notice title=pqs check::8 prompt files: 6 pass, 2 fail.\n",
				)
				if !strings.Contains(r.summary, "### pqs check") || !strings.Contains(r.summary, "`support/support.prompt.yml`") {
					t.Errorf("job summary:\n%s", r.summary)
				}
				if r.outputs["check"]["exit-code"] != "1" || len(r.used) != 0 {
					t.Errorf("outputs %v, uses %v: want exit-code 1 and no SARIF upload", r.outputs["check"], r.used)
				}
			},
		},
		{
			name: "latest, SARIF uploaded, paths and args",
			inputs: map[string]string{"releases-url": url, "version": "latest", "sarif": "true", "format": "text",
				"paths": "support\n'chats'", "args": "--exclude '*-bare.*' --vertical general", "summary": "false"},
			exitCode: 0,
			check: func(t *testing.T, r actionRun, ws string) {
				if !strings.Contains(r.stdout["Check prompts"], "3 prompt files: 3 pass, 0 fail.") {
					t.Errorf("check step output:\n%s", r.stdout["Check prompts"])
				}
				up, ok := r.used["github/codeql-action/upload-sarif@v4"]
				if !ok || up["sarif_file"] != "pqs.sarif" || up["category"] != "pqs" {
					t.Fatalf("upload-sarif with %v, want pqs.sarif (uses: %v)", up, r.used)
				}
				var log struct {
					Version string
					Runs    []struct{ Results []any }
				}
				data, err := os.ReadFile(filepath.Join(ws, "pqs.sarif"))
				if err != nil {
					t.Fatal(err)
				}
				if err := json.Unmarshal(data, &log); err != nil || log.Version != "2.1.0" || len(log.Runs) != 1 || len(log.Runs[0].Results) != 0 {
					t.Errorf("pqs.sarif (%v): %s", err, data)
				}
				if r.summary != "" {
					t.Errorf("summary written with summary: false:\n%s", r.summary)
				}
				if !strings.Contains(r.stderr["Install pqs"], "pqs 1.2.3") {
					t.Errorf("install step: %s", r.stderr["Install pqs"])
				}
			},
		},
		{
			name: "an unbalanced quote in args is a usage error, not fewer flags",
			inputs: map[string]string{"releases-url": url, "sarif": "true",
				"args": "--exclude 'support/** --min-score 80\n::warning::forged"},
			exitCode: 2,
			check: func(t *testing.T, r actionRun, ws string) {
				out := r.stdout["Check prompts"]
				if !strings.HasPrefix(out, "::error title=pqs check::args: xargs: unmatched single quote") ||
					strings.Count(out, "\n") != 1 || !strings.Contains(out, "%0A::warning::forged") {
					t.Errorf("check step output: %q, want one escaped ::error line", out)
				}
				if r.outputs["check"]["exit-code"] != "2" || len(r.used) != 0 || r.summary != "" {
					t.Errorf("outputs %v, uses %v, summary %q: want exit-code 2, no upload, no report", r.outputs["check"], r.used, r.summary)
				}
			},
		},
		{
			name:     "an unbalanced quote in paths",
			inputs:   map[string]string{"releases-url": url, "paths": "support \"chats"},
			exitCode: 2,
			check: func(t *testing.T, r actionRun, ws string) {
				pqstest.Contains(t, "check step output", r.stdout["Check prompts"], "::error title=pqs check::paths: xargs: unmatched double quote")
			},
		},
		{
			name:     "min-score from the input, SARIF lists the failures",
			inputs:   map[string]string{"releases-url": url, "version": "v1.2.3", "min-score": "30", "sarif": "true", "sarif-file": "out/pqs.sarif"},
			exitCode: 1,
			check: func(t *testing.T, r actionRun, ws string) {
				data, err := os.ReadFile(filepath.Join(ws, "out", "pqs.sarif"))
				if err != nil {
					t.Fatal(err)
				}
				if n := strings.Count(string(data), `"ruleId"`); n < 3 {
					t.Errorf("%d SARIF results with min-score 30, want the files under 30", n)
				}
			},
		},
	} {
		t.Run(test.name, func(t *testing.T) {
			ws := copyTree(t, filepath.Join("check", "testdata", "tree"))
			if err := os.MkdirAll(filepath.Join(ws, "out"), 0o755); err != nil {
				t.Fatal(err)
			}
			r := runAction(t, ws, test.inputs, nil)
			if r.exitCode != test.exitCode {
				t.Fatalf("job exit %d, want %d\nstdout %v\nstderr %v", r.exitCode, test.exitCode, r.stdout, r.stderr)
			}
			// The binary that ran is the one from the archive, not the test build.
			if len(r.path) != 1 || !strings.HasPrefix(r.path[0], os.TempDir()) || filepath.Dir(r.path[0]) == filepath.Dir(pqstest.Binary(t)) {
				t.Errorf("GITHUB_PATH = %v, want the install directory", r.path)
			}
			test.check(t, r, ws)
		})
	}
	t.Run("install refuses", func(t *testing.T) { testInstallRefuses(t, dist) })
}

// TestActionScripts runs shellcheck on the action's scripts.
func TestActionScripts(t *testing.T) {
	requireTools(t, "shellcheck")
	scripts, err := filepath.Glob(filepath.Join("action", "*.sh"))
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no scripts in action/ (%v)", err)
	}
	if out, err := exec.Command("shellcheck", scripts...).CombinedOutput(); err != nil {
		t.Errorf("shellcheck: %v\n%s", err, out)
	}
}

// testInstallRefuses checks the install script fails closed on the
// release dist: an archive whose checksum does not match, a release
// without checksums.txt, a checksums.txt without the archive, and a
// release that is not there all stop the job before pqs runs.
func testInstallRefuses(t *testing.T, dist string) {
	archive := thisArchive("1.2.3")
	for _, test := range []struct {
		name    string
		version string
		tamper  func(t *testing.T, dir string)
		want    string
	}{
		{"a tampered archive", "1.2.3", func(t *testing.T, dir string) {
			p := filepath.Join(dir, archive)
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			b[len(b)/2] ^= 1
			if err := os.WriteFile(p, b, 0o644); err != nil {
				t.Fatal(err)
			}
		}, archive + ": sha256 "},
		{"no checksums.txt", "1.2.3", func(t *testing.T, dir string) {
			if err := os.Remove(filepath.Join(dir, "checksums.txt")); err != nil {
				t.Fatal(err)
			}
		}, "has no checksums.txt"},
		{"checksums.txt without the archive", "1.2.3", func(t *testing.T, dir string) {
			p := filepath.Join(dir, "checksums.txt")
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			var keep []string
			for _, l := range strings.SplitAfter(string(b), "\n") {
				if !strings.Contains(l, archive) {
					keep = append(keep, l)
				}
			}
			if err := os.WriteFile(p, []byte(strings.Join(keep, "")), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "checksums.txt has no line for " + archive},
		{"a release that is not there", "9.9.9", func(*testing.T, string) {}, "no pqs_9.9.9_"},
	} {
		t.Run(test.name, func(t *testing.T) {
			dir := copyDir(t, dist)
			test.tamper(t, dir)
			r := runAction(t, t.TempDir(), map[string]string{"releases-url": release(t, "1.2.3", dir), "version": test.version}, nil)
			if r.exitCode == 0 || !strings.Contains(r.stderr["Install pqs"], test.want) {
				t.Errorf("exit %d, install stderr %q; want a failure saying %q", r.exitCode, r.stderr["Install pqs"], test.want)
			}
			if _, ok := r.stdout["Check prompts"]; ok {
				t.Error("the check step ran after the install failed")
			}
		})
	}
}
