// Package scoring rates the quality of a prompt for a large language model
// on eight dimensions and rewrites it offline.
//
// The engine is pure, deterministic and offline: it does no I/O, keeps no
// mutable state and never logs, so the same prompt and vertical always give
// the same [Result]. Results carry scorer_version [Version].
//
// [Score] returns the eight dimensions of [DimensionNames], each 0..10, a
// total out of [OutOf], a [Grade], a [Percentile] against a reference corpus
// and the three most valuable fixes. [Optimize] rewrites a prompt by keeping
// the user's text and adding the structure those fixes call for.
//
// Every rule is grounded in one of the [Frameworks]; docs/scoring.md lists
// each rule with its rationale and source.
package scoring

// The fit reader first, then the reference distribution it scores: both
// read the evaluation files of ../eval.
//go:generate go test -run TestReaderGenerated -update .
//go:generate go test -run TestReadingGenerated -update .
//go:generate go run ./internal/refgen -corpus ../eval/reference_prompts.csv -out score_refdist_gen.go
