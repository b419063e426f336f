// Package settings parses and checks the settings of pqs's commands: each
// a flag whose default comes from an environment variable, so that
// "pqs serve --help" lists both and a flag wins over its variable.
//
//	s, err := settings.ParseServe(args, os.Getenv, os.Stderr)
//
// A Parse function returns flag.ErrHelp after --help (the usage written to
// its output), and any other error is a usage error: a bad flag, a
// malformed environment value, or settings that cannot work together. It
// never reads the real environment (the lookup is given), opens nothing
// and starts nothing: package main builds the service from the result.
//
// Secrets never show: flags that hold one print no default in --help,
// [Serve] and [Model] redact them when logged, and [Redact] and
// [ScrubError] mask the passwords of database, Redis and model endpoint
// addresses in every form those take.
package settings
