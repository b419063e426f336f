// Package gitignore matches slash-separated paths against patterns in the
// syntax of .gitignore files, as git itself reads them (gitignore(5)):
// comments, negation with "!", a trailing "/" for directories only,
// patterns anchored by a slash, "*", "?", "[...]" and "**".
//
// A [Matcher] holds the patterns of any number of ignore files, each read
// relative to the directory it sits in; deeper files and later lines take
// precedence, and a path inside an ignored directory stays ignored, as in
// git. Tests compare it with git's own answers.
package gitignore
