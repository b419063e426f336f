// Package check lints a tree of prompt files: it finds them, scores each
// with the offline engine, holds each to a minimum score, and writes the
// report as text, JSON Lines, SARIF 2.1.0, GitHub workflow commands or
// Markdown. It is what `pqs check` runs.
//
// [Run] takes [Options] and returns a [Report] whose files are sorted by
// path whatever order the workers finish in. Files are found by the rules
// of docs/check.md: prompt files by name (*.prompt.yml, *.prompt.yaml,
// *.prompt.md, *.prompt.txt), *.json files that hold a chat, and other
// files only when named or matched by an include glob; .pqsignore files
// (gitignore syntax) and exclude globs leave files out. A .pqs.yml in the
// directory checked sets the minimum score and the vertical, per glob.
//
// With [Options].Diff set, only the prompt files changed since that git
// revision are scored, each beside its score at the revision (git runs as
// a subprocess).
//
// The tree may come from a stranger's pull request: a file is read only
// where its path resolves inside the directory checked (a symbolic link
// out of it is a [FileError], never opened), only if it is a regular
// file, and globs match in time linear in the path.
//
// Reading a file is promptfile's work; scoring is the engine's. A file
// that cannot be read or parsed is a [FileError] in the report, not a
// failure of the run: the other files are still scored.
package check
