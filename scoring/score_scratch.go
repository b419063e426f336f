package scoring

import "sync"

// scratch holds what one analysis works in: the analysis and its doc,
// the prompt's lines, sentences, spans and tokens, and the word sets the
// rules count with. Allocating them for every prompt made most of the
// engine's garbage, so they are reused through scratchPool. Nothing a
// result holds points into them: results hold strings of the prompt and
// slices of their own.
type scratch struct {
	a       analysis
	d       doc
	lines   []pline
	sent    []sentence
	spans   []span
	toks    []token
	sets    []*wordSet
	taskW   map[string]bool
	clauses []span // the clauses of one span at a time, see clauses
	sink    mentionSink
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// maxPooled bounds the prompts whose buffers are kept for reuse, in
// bytes, so that one huge prompt does not hold its memory for the next
// ones: every buffer grows with the prompt.
const maxPooled = 64 << 10

// release returns the buffers to the pool; the analysis must not be used
// afterwards. They are not cleared, since the next analysis overwrites
// what it uses, so they keep their last prompt reachable until then or
// until the pool drops them.
func (a *analysis) release() {
	sc := a.sc
	if sc == nil || len(a.d.src) > maxPooled {
		return
	}
	a.sc = nil
	sc.spans, sc.sets = a.d.spans, a.sets
	clear(sc.taskW) // analyze counts on an empty map
	scratchPool.Put(sc)
}
