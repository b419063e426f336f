// Command release packages and checks a pqs release. deploy/release.sh
// builds the binaries and runs "release package"; CI then runs "release
// verify" on the result.
//
//	go run ./deploy/release package -dist dist -version 1.2.3 [-commit SHA] [-time UNIX]
//	go run ./deploy/release verify  -dist dist [-mcpb path/to/mcpb/cli.js]
//
// package expects dist/build/<os>_<arch>/pqs[.exe] for every target and
// writes into dist/: an archive per target (tar.gz, zip for Windows), a
// macOS universal binary, an MCPB bundle per platform, server.json for the
// MCP Registry and checksums.txt. verify checks all of it, runs the
// official MCPB CLI on each bundle when -mcpb is given, validates
// server.json against the registry's published schema, and checks that
// the binary, its MCP serverInfo, its OpenAPI document, the bundle
// manifests and server.json report one version.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"time"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Args[1:])
	stop()
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		return errors.New("usage: release package|verify [flags]")
	}
	switch args[0] {
	case "package":
		fs := flag.NewFlagSet("package", flag.ContinueOnError)
		c := config{}
		fs.StringVar(&c.dist, "dist", "dist", "output directory; binaries are read from DIST/build/<os>_<arch>/")
		fs.StringVar(&c.version, "version", "", "release version without the v (required)")
		fs.StringVar(&c.commit, "commit", "", "git commit of the release (for the log)")
		epoch := fs.String("time", "", "modification time of archive entries, Unix seconds (default: now)")
		fs.StringVar(&c.manifest, "manifest", "manifest.json", "the MCPB manifest to adapt per platform")
		fs.StringVar(&c.readme, "readme", "README.md", "file put beside the binary in each archive")
		fs.StringVar(&c.repo, "repo", defaultRepo, "GitHub repository of the release downloads")
		fs.StringVar(&c.image, "image", defaultImage, "OCI image repository, tagged with the version")
		fs.StringVar(&c.remoteURL, "remote-url", defaultRemoteURL, "streamable HTTP endpoint of a hosted pqs; {host} is a variable")
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		if c.version == "" {
			return errors.New("package: -version is required")
		}
		c.modTime = time.Now().UTC().Truncate(time.Second)
		if *epoch != "" {
			sec, err := strconv.ParseInt(*epoch, 10, 64)
			if err != nil {
				return fmt.Errorf("package: -time %q: %w", *epoch, err)
			}
			c.modTime = time.Unix(sec, 0).UTC()
		}
		return packageRelease(c)
	case "verify":
		fs := flag.NewFlagSet("verify", flag.ContinueOnError)
		v := verifier{}
		fs.StringVar(&v.dist, "dist", "dist", "directory written by release package")
		fs.StringVar(&v.manifest, "manifest", "manifest.json", "the repository's MCPB manifest")
		fs.StringVar(&v.dockerfile, "dockerfile", "Dockerfile", "the Dockerfile whose server-name label must match server.json")
		fs.StringVar(&v.mcpbCLI, "mcpb", "", "the @anthropic-ai/mcpb CLI (dist/cli/cli.js); empty: skip the CLI checks")
		fs.StringVar(&v.node, "node", "node", "node binary that runs the MCPB CLI")
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		return v.run(ctx, os.Stdout)
	}
	return fmt.Errorf("unknown command %q: want package or verify", args[0])
}
