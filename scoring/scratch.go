package scoring

import "sync"

// scratch holds what one analysis works in: the analysis and its doc,
// the prompt's lines, sentences, spans and tokens, and the word sets the
// rules count with. Allocating them for every prompt made most of the
// engine's garbage, so they are reused through scratchPool. Nothing a
// result holds points into them: results hold strings of the prompt and
// slices of their own.
type scratch struct {
	a     analysis
	d     doc
	lines []pline
	sent  []sentence
	spans []span
	toks  []token
	sets  []*wordSet
	taskW map[string]bool
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// maxPooledToks bounds the buffers kept for reuse, so that one huge
// prompt does not hold its memory for the next ones.
const maxPooledToks = 1 << 14

// release clears the buffers, so that they keep no prompt alive, and
// returns them to the pool. The analysis must not be used afterwards.
func (a *analysis) release() {
	sc, d := a.sc, a.d
	if sc == nil {
		return
	}
	a.sc = nil
	sc.spans, sc.sets = d.spans, a.sets
	if cap(sc.toks) > maxPooledToks {
		return
	}
	sc.a, sc.d = analysis{}, doc{} // a and d point here
	clear(sc.taskW)
	clear(sc.lines)
	clear(sc.sent)
	clear(sc.spans)
	clear(sc.toks)
	for _, ws := range sc.sets {
		ws.reset()
		clear(ws.keys[:])
	}
	sc.lines, sc.sent, sc.spans, sc.toks = sc.lines[:0], sc.sent[:0], sc.spans[:0], sc.toks[:0]
	scratchPool.Put(sc)
}
