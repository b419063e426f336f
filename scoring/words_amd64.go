//go:build !purego

package scoring

// shortWords is shortWordsGo in assembly (words_amd64.s): the same tokens,
// stems and normalized bytes (TestShortWordsAsm), as it keeps its values
// in registers in about 60% of the instructions.
//
//go:noescape
func shortWords(e *engine, a *analysis, line string, i, off int) (end int, opt byte, long bool)

// matchWords is matchWordsGo in assembly (match_amd64.s), with the same
// effect on m (TestMatchWordsAsm).
//
//go:noescape
func matchWords(m *wordMatch)

// countWords is countWordsGo in assembly (count_amd64.s), with the same
// effect on c and its table (TestCountWordsAsm).
//
//go:noescape
func countWords(c *contentCount)
