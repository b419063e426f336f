// Command release adds to a GoReleaser release what GoReleaser does not
// make, and checks the whole release. deploy/release.sh runs GoReleaser
// (.goreleaser.yaml), then "release package"; CI then runs "release
// verify" on the result.
//
//	go run ./deploy/release package -dist dist [-syft-version V]
//	go run ./deploy/release verify  -dist dist [-mcpb path/to/mcpb/cli.js] [-install]
//
// package reads GoReleaser's dist/metadata.json and dist/artifacts.json
// and writes into dist/: an MCPB bundle per platform (the macOS one with
// the universal binary), server.json for the MCP Registry, and
// checksums.txt again, now listing both; it also gives syft's SBOMs the
// commit's time and a fixed namespace, so that the same commit gives the
// same bytes. verify checks all of it: the checksums, each archive's
// binary, each SBOM against its binary, the .deb and .rpm packages, the
// Homebrew formula, each bundle (with the official MCPB CLI when -mcpb is
// given), server.json against the registry's published schema, and one
// version across the binary, its MCP serverInfo, its OpenAPI document, the
// bundle manifests and server.json. With -install it also installs the
// .deb in a throwaway root and runs the GitHub Action's install script
// against the release served as GitHub serves it.
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
		fs.StringVar(&c.dist, "dist", "dist", "GoReleaser's output directory")
		epoch := fs.String("time", "", "modification time of bundle entries and SBOMs, Unix seconds (default: the commit's, from git, for the commit in DIST/metadata.json)")
		fs.StringVar(&c.manifest, "manifest", "manifest.json", "the MCPB manifest to adapt per platform")
		fs.StringVar(&c.repo, "repo", defaultRepo, "GitHub repository of the release downloads")
		fs.StringVar(&c.image, "image", defaultImage, "OCI image repository, tagged with the version")
		fs.StringVar(&c.remoteURL, "remote-url", defaultRemoteURL, "streamable HTTP endpoint of a hosted pqs; {host} is a variable")
		fs.StringVar(&c.syftVersion, "syft-version", "", "version of the syft that wrote the SBOMs, for their creator when syft does not know it")
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		if *epoch != "" {
			sec, err := strconv.ParseInt(*epoch, 10, 64)
			if err != nil {
				return fmt.Errorf("package: -time %q: %w", *epoch, err)
			}
			c.modTime = time.Unix(sec, 0).UTC()
		} else {
			var err error
			if c.modTime, err = commitTime(ctx, c.dist); err != nil {
				return fmt.Errorf("package: %w", err)
			}
		}
		return packageRelease(c, os.Stdout)
	case "verify":
		fs := flag.NewFlagSet("verify", flag.ContinueOnError)
		v := verifier{root: "."}
		fs.StringVar(&v.dist, "dist", "dist", "directory written by release package")
		fs.StringVar(&v.manifest, "manifest", "manifest.json", "the repository's MCPB manifest")
		fs.StringVar(&v.dockerfile, "dockerfile", "Dockerfile", "the Dockerfile whose server-name label must match server.json")
		fs.StringVar(&v.mcpbCLI, "mcpb", "", "the @anthropic-ai/mcpb CLI (dist/cli/cli.js); empty: skip the CLI checks")
		fs.StringVar(&v.node, "node", "node", "node binary that runs the MCPB CLI")
		epoch := fs.String("time", "", "the commit's time, Unix seconds (default: from git, for the commit in DIST/metadata.json)")
		fs.BoolVar(&v.install, "install", false, "also install the .deb in a throwaway root (root, Linux) and run the Action's install script against the release")
		fs.StringVar(&v.installSh, "install-sh", "action/install.sh", "the Action's install script, for -install")
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		if *epoch != "" {
			sec, err := strconv.ParseInt(*epoch, 10, 64)
			if err != nil {
				return fmt.Errorf("verify: -time %q: %w", *epoch, err)
			}
			v.modTime = time.Unix(sec, 0).UTC()
		}
		return v.run(ctx, os.Stdout)
	}
	return fmt.Errorf("unknown command %q: want package or verify", args[0])
}
