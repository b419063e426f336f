//go:build !purego

package scoring

// shortRun is shortWordsGo in assembly (words_amd64.s): the same tokens,
// stems and normalized bytes (TestShortWordsAsm) in about half the
// instructions, as it keeps its values in registers.
//
//go:noescape
func shortRun(e *engine, a *analysis, line string, i, off int) (end int, opt byte, long bool)

func (e *engine) shortWords(a *analysis, line string, i, off int) (end int, opt byte, long bool) {
	return shortRun(e, a, line, i, off)
}

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
