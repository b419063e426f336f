package main

// The install checks of a built release, which TestRelease runs with
// PQS_RELEASE_INSTALL=1: the .deb installed by dpkg in a throwaway root,
// and the GitHub Action's install script run against the release as
// GitHub serves it.

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// checkDebInstall installs the .deb of this machine's CPU with dpkg in a
// throwaway root (debinstall.sh, in a private mount namespace) and checks
// the installed files, the pqs user, the unit and removal; it returns
// what the script reports.
func (r *release) checkDebInstall(ctx context.Context) (string, error) {
	if runtime.GOOS != "linux" || os.Geteuid() != 0 {
		return "", fmt.Errorf("needs root on Linux (a mount namespace and chroot)")
	}
	p := linuxPackage{"deb", runtime.GOARCH}
	deb, err := filepath.Abs(filepath.Join(r.dist, p.file(r.version)))
	if err != nil {
		return "", err
	}
	script, err := filepath.Abs("debinstall.sh")
	if err != nil {
		return "", err
	}
	work, err := os.MkdirTemp("", "pqs-deb-")
	if err != nil {
		return "", err
	}
	// The overlay and its mounts end with the namespace; then only the
	// upper directory's files are left to delete.
	defer os.RemoveAll(work)
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "unshare", "--mount", "--propagation", "private",
		"bash", script, filepath.Join(work, "fs"), deb, debVersion(r.version), r.version, sha256Hex(r.bins[target{"linux", p.arch}]))
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%w\n%s", err, out)
	}
	return string(out), nil
}

// checkActionInstall serves the release directory as GitHub serves a
// release (download/v<version>/<file>, and latest redirecting to the tag)
// and runs the Action's install script against it, as a runner of this
// machine's OS and CPU: it must install the archived binary, having
// checked its sha256 in checksums.txt, and must refuse the archive when
// one byte of it differs.
func (r *release) checkActionInstall(ctx context.Context) error {
	host := target{runtime.GOOS, runtime.GOARCH}
	if host.os != "linux" && host.os != "darwin" {
		return fmt.Errorf("runs the install script with bash on Linux or macOS, not %s", host.os)
	}
	archive := host.archive(r.version)
	for _, corrupt := range []bool{false, true} {
		base, stop, err := serveRelease(r.dist, r.version, archive, corrupt)
		if err != nil {
			return err
		}
		tmp, err := os.MkdirTemp("", "pqs-action-")
		if err != nil {
			stop()
			return err
		}
		out, bin, err := r.runInstall(ctx, base, host, tmp)
		stop()
		if err == nil && !corrupt {
			err = checkInstalled(ctx, bin, r.bins[host], r.version)
		}
		os.RemoveAll(tmp)
		switch {
		case corrupt && err == nil:
			return fmt.Errorf("installed %s though it differs from checksums.txt:\n%s", archive, out)
		case corrupt && !strings.Contains(out, "sha256"):
			return fmt.Errorf("refused a corrupted %s without naming its checksum:\n%s", archive, out)
		case !corrupt && err != nil:
			return fmt.Errorf("%w\n%s", err, out)
		case !corrupt && strings.Contains(out, "::warning"):
			return fmt.Errorf("installed with a warning (the checksum must be checked):\n%s", out)
		}
	}
	return nil
}

// checkInstalled checks the installed binary is the archived one and
// reports version.
func checkInstalled(ctx context.Context, bin string, want []byte, version string) error {
	got, err := os.ReadFile(bin)
	if err != nil {
		return fmt.Errorf("the directory added to GITHUB_PATH: %w", err)
	}
	if !bytes.Equal(got, want) {
		return fmt.Errorf("%s is not the archived binary", bin)
	}
	out, err := exec.CommandContext(ctx, bin, "--version").Output()
	if err != nil || string(out) != "pqs "+version+"\n" {
		return fmt.Errorf("installed pqs --version = %q, %v; want %q", out, err, "pqs "+version)
	}
	return nil
}

// runInstall runs the Action's install script for the latest release at
// base, as GitHub's runner would with RUNNER_TEMP=tmp, and returns its
// output and the binary in the directory it put on GITHUB_PATH.
func (r *release) runInstall(ctx context.Context, base string, host target, tmp string) (string, string, error) {
	ghPath := filepath.Join(tmp, "github_path")
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	installSh := filepath.Join(r.root, "action/install.sh")
	cmd := exec.CommandContext(ctx, "bash", installSh)
	cmd.Env = []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + tmp,
		"PQS_RELEASES_URL=" + base, "PQS_VERSION=latest",
		"RUNNER_OS=" + map[string]string{"linux": "Linux", "darwin": "macOS"}[host.os],
		"RUNNER_ARCH=" + map[string]string{"amd64": "X64", "arm64": "ARM64"}[host.arch],
		"RUNNER_TEMP=" + tmp, "GITHUB_PATH=" + ghPath,
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), "", fmt.Errorf("bash %s: %w", installSh, err)
	}
	dir, err := os.ReadFile(ghPath)
	if err != nil {
		return string(out), "", fmt.Errorf("GITHUB_PATH: %w", err)
	}
	return string(out), filepath.Join(strings.TrimSpace(string(dir)), host.binary()), nil
}

// serveRelease serves dist at http://127.0.0.1:port/pqs-dev/pqs/releases
// in GitHub's layout. With corrupt, the archive named corruptName has its
// last byte changed.
func serveRelease(dist, version, corruptName string, corrupt bool) (string, func(), error) {
	const prefix = "/pqs-dev/pqs/releases"
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+prefix+"/latest", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, prefix+"/tag/v"+version, http.StatusFound)
	})
	mux.HandleFunc("GET "+prefix+"/tag/v"+version, func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "<html>pqs %s</html>\n", version)
	})
	mux.HandleFunc("GET "+prefix+"/download/v"+version+"/{file}", func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("file")
		if strings.ContainsAny(name, `/\`) || strings.HasPrefix(name, ".") {
			http.NotFound(w, r)
			return
		}
		data, err := os.ReadFile(filepath.Join(dist, name))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		if corrupt && name == corruptName {
			data[len(data)-1] ^= 0xff
		}
		w.Write(data)
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String() + prefix, func() { srv.Close() }, nil
}
