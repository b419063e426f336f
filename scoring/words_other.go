//go:build !amd64 || purego

package scoring

func shortWords(e *engine, a *analysis, line string, i, off int) (end int, opt byte, long bool) {
	return e.shortWordsGo(a, line, i, off)
}

func matchWords(m *wordMatch) { matchWordsGo(m) }

func countWords(c *contentCount) { countWordsGo(c) }
