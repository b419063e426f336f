package scoring

import (
	"encoding/binary"
	"math/bits"
	"strings"
	"sync"
	"unicode/utf8"
)

// sigset is a set of signals.
type sigset [2]uint64

func (s *sigset) add(g signal)         { s[g>>6] |= 1 << (g & 63) }
func (s sigset) has(g signal) bool     { return s[g>>6]&(1<<(g&63)) != 0 }
func (s sigset) empty() bool           { return s[0]|s[1] == 0 }
func (s *sigset) union(t sigset)       { s[0] |= t[0]; s[1] |= t[1] }
func (s sigset) each(f func(g signal)) { forEachSig(s, f) }
func forEachSig(s sigset, f func(signal)) {
	for w := range s {
		for x := s[w]; x != 0; x &= x - 1 {
			f(signal(w*64 + bits.TrailingZeros64(x)))
		}
	}
}

// phrase is a multi-word lexicon entry, stored under its first word.
type phrase struct {
	rest []int32 // entry indexes of the words after the first
	sigs sigset
}

// entry is what the lexicon knows about one word.
type entry struct {
	word    string
	single  sigset   // signals of the word on its own
	phrases []phrase // phrases starting with the word, longest first
	singles []signal // single, in signal order, without sigStop
	flags   tflags   // the signals of single that tokens carry
	stop    bool
}

// engine holds the matcher built once from the constant lexicon.
type engine struct {
	words map[string]int32 // index+1 into ents
	ents  []entry
	hot   []hotEntry // by index+1: what every word needs, compact for the cache

	// An open-addressing table over words: cheaper than the map for the
	// lookup done on every authored word.
	slots []slot   // small, so the probe stays in cache
	keys  []string // the word of each slot
	shift uint8

	// Words of up to eight bytes by their bytes packed into a uint64 (see
	// asciiRun): one multiply and an integer compare per lookup.
	short      []shortSlot
	shortShift uint8
	// Words of 9 to 15 bytes by their first eight bytes and the rest,
	// packed as for short (see addMidWord).
	mid      []midSlot
	midShift uint8
	maxWord  int

	// Phrases by their first two words, in the order of entry.phrases:
	// an exact filter so that most words need no phrase loop.
	pairKeys  []uint64 // first<<32 | second, 0 if empty
	pairVals  [][]phrase
	pairShift uint8

	// scratch recycles analyses (their token and sentence buffers) between
	// calls; nothing in it outlives a call or affects a result.
	scratch sync.Pool
}

// newAnalysis returns an empty analysis of src, reusing buffers if it can.
func (e *engine) newAnalysis(src string) *analysis {
	a, _ := e.scratch.Get().(*analysis)
	if a == nil {
		return &analysis{src: src}
	}
	*a = analysis{src: src, norm: a.norm[:0], toks: a.toks[:0], stems: a.stems, found: a.found, table: a.table, sents: a.sents[:0], lines: a.lines}
	return a
}

// release recycles a once nothing refers to it any more. Results never
// point into its buffers: evidence strings are copies or slices of src.
func (e *engine) release(a *analysis) {
	if cap(a.toks) > 1<<15 || cap(a.norm) > 1<<18 || cap(a.sents) > 1<<13 {
		return // keep the pool small after an unusually long prompt
	}
	a.src, a.lines.first = "", ""
	e.scratch.Put(a)
}

// lookup returns the lexicon entry index+1 for word, 0 if none.
func (e *engine) lookup(word []byte) int32 {
	if len(word) > e.maxWord {
		return 0
	}
	return e.lookupHash(word, wordHash(word))
}

// lookupShort returns the entry index+1 of the word of at most eight bytes
// packed little-endian into key, 0 if none.
func (e *engine) lookupShort(key uint64) *shortSlot {
	// Two cells per step and one branch for "found or empty" in either:
	// min is 0 exactly when one of its operands is, and compiles to a
	// conditional move. Whether a word is in the lexicon is a coin toss the
	// branch predictor cannot learn, and most words are not, so they probe
	// until an empty cell; two at a time, a second step is rare. The table
	// does not wrap (see buildTable).
	return e.lookupShortFrom(key, int((key*0x9e3779b97f4a7c15)>>e.shortShift))
}

// lookupShortFrom is lookupShort from cell i on.
func (e *engine) lookupShortFrom(key uint64, i int) *shortSlot {
	for {
		c := (*[2]shortSlot)(e.short[i : i+2])
		hit0 := b2i(min(c[0].key^key, c[0].key) == 0)
		if hit0|b2i(min(c[1].key^key, c[1].key) == 0) != 0 {
			return &c[1-hit0] // the first cell if it is the one
		}
		i += 2
	}
}

// midSlot is a cell of the table of words of 9 to 15 bytes.
type midSlot struct {
	k0, k1 uint64
	id     int32
	flags  tflags
	_      [2]byte // as in shortSlot
	stop   bool
}

// lookupMid returns the cell of the word of 9 to 15 bytes whose first eight
// bytes are k0 and the rest k1 (both packed little-endian), or an empty
// one: as lookupShort, two cells per step.
func (e *engine) lookupMid(k0, k1 uint64) *midSlot {
	for i := int(((k0*0x9e3779b97f4a7c15 ^ k1) * 0xbf58476d1ce4e5b9) >> e.midShift); ; i += 2 {
		c := (*[2]midSlot)(e.mid[i : i+2])
		hit0 := b2i(min(c[0].k0^k0|c[0].k1^k1, c[0].k0) == 0)
		if hit0|b2i(min(c[1].k0^k0|c[1].k1^k1, c[1].k0) == 0) != 0 {
			return &c[1-hit0] // the first cell if it is the one
		}
	}
}

// shortSlot is a cell of the short-word table: key and id in one cache
// line, with the entry's token flags in the padding, so that a word needs
// no second load from hot. An empty cell has id 0 and no flags. From id
// to stop the cell is laid out as a token from ent to stop, with zeros
// for cap and num, so that the assembly word loop copies the four fields
// with one load and one store (TestSlotLayout).
type shortSlot struct {
	key   uint64
	id    int32
	flags tflags
	_     [2]byte // a token's cap and num
	stop  bool
}

// lookupHash is lookup with h = wordHash(word) already computed.
func (e *engine) lookupHash(word []byte, h uint64) int32 {
	if len(word) > e.maxWord {
		return 0
	}
	tag := uint32(h)
	mask := len(e.slots) - 1
	for i := int(h >> e.shift); ; i = (i + 1) & mask {
		s := e.slots[i]
		if s.id == 0 || s.tag == tag && e.keys[i] == string(word) {
			return s.id
		}
	}
}

// hotEntry is the part of an entry read for every authored word.
type hotEntry struct {
	single  sigset // without sigStop
	flags   tflags
	stop    bool
	phrases bool   // the word starts a phrase
	filler  bool   // classify skips it looking for a task verb
	stem    uint64 // stemHash of the word
	next    uint64 // bit id&63 set for the second word of each phrase
}

// slot is one cell of the word table: the low bits of the word's hash and
// its entry index+1 (0 for an empty cell).
type slot struct {
	tag uint32
	id  int32
}

// wordHash hashes w eight bytes at a time. The tokenizer computes the same
// value on the fly (hashChunk, hashEnd) as it copies a word.
func wordHash(w []byte) uint64 {
	n := len(w)
	var h uint64
	for len(w) >= 8 {
		h = hashChunk(h, binary.LittleEndian.Uint64(w))
		w = w[8:]
	}
	var x uint64
	for i, b := range w {
		x |= uint64(b) << (8 * i)
	}
	return hashEnd(h, x, n)
}

func hashChunk(h, x uint64) uint64 {
	h = (h ^ x) * 0x9e3779b97f4a7c15
	return h ^ h>>29
}

// hashEnd mixes in the last partial chunk x and the length n.
func hashEnd(h, x uint64, n int) uint64 {
	h = (h ^ x ^ uint64(n)<<56) * 0x9e3779b97f4a7c15
	h ^= h >> 32
	return h * 0xbf58476d1ce4e5b9
}

// phrasesAfter returns the phrases whose first two words are the entries
// first and second, in longest-first order.
func (e *engine) phrasesAfter(first, second int32) []phrase {
	if second == 0 || len(e.pairKeys) == 0 {
		return nil
	}
	k := uint64(first)<<32 | uint64(second)
	mask := len(e.pairKeys) - 1
	for i := int((k * 0x9e3779b97f4a7c15) >> e.pairShift); ; i = (i + 1) & mask {
		switch e.pairKeys[i] {
		case k:
			return e.pairVals[i]
		case 0:
			return nil
		}
	}
}

func (e *engine) buildPairs() {
	var keys []uint64
	vals := map[uint64][]phrase{}
	for i := range e.ents {
		for _, p := range e.ents[i].phrases {
			k := uint64(i+1)<<32 | uint64(p.rest[0])
			if _, ok := vals[k]; !ok {
				keys = append(keys, k)
			}
			vals[k] = append(vals[k], p)
		}
	}
	bits := uint8(4)
	for 1<<bits < 2*len(keys) {
		bits++
	}
	e.pairShift = 64 - bits
	e.pairKeys = make([]uint64, 1<<bits)
	e.pairVals = make([][]phrase, 1<<bits)
	mask := len(e.pairKeys) - 1
	for _, k := range keys {
		i := int((k * 0x9e3779b97f4a7c15) >> e.pairShift)
		for e.pairKeys[i] != 0 {
			i = (i + 1) & mask
		}
		e.pairKeys[i], e.pairVals[i] = k, vals[k]
	}
}

// buildTable fills the open-addressing table from e.words.
func (e *engine) buildTable() {
	bits := uint8(4)
	for 1<<bits < 2*len(e.words) {
		bits++
	}
	e.shift = 64 - bits
	e.keys = make([]string, 1<<bits)
	e.slots = make([]slot, 1<<bits)
	mask := len(e.slots) - 1
	for w, id := range e.words {
		e.maxWord = max(e.maxWord, len(w))
		h := wordHash([]byte(w))
		i := int(h >> e.shift)
		for e.slots[i].id != 0 {
			i = (i + 1) & mask
		}
		e.keys[i], e.slots[i] = w, slot{uint32(h), id}
	}
	// Probes run past the last cell rather than wrap: spare cells at the
	// end, of which the last two stay empty, end every probe. At most a
	// quarter full (128 KB): fewer probes take a second step, a branch the
	// CPU cannot learn on text it has not seen (fresh prose 2% faster than
	// with the table half full and half the size).
	bits = 4
	for 1<<bits < 4*len(e.words) {
		bits++
	}
	e.shortShift = 64 - bits
	e.short = make([]shortSlot, 1<<bits+64)
	for w, id := range e.words {
		if len(w) > 8 {
			continue
		}
		var key uint64
		for i := range len(w) {
			key |= uint64(w[i]) << (8 * i)
		}
		i := int((key * 0x9e3779b97f4a7c15) >> e.shortShift)
		for e.short[i].key != 0 {
			i++
		}
		if i >= len(e.short)-2 {
			panic("scoring: the short-word table overflows its spare cells")
		}
		e.short[i] = shortSlot{key: key, id: id, flags: e.hot[id].flags, stop: e.hot[id].stop}
	}
	nmid := 0
	for w := range e.words {
		if len(w) > 8 && len(w) < 16 {
			nmid++
		}
	}
	bits = 4
	for 1<<bits < 2*nmid {
		bits++
	}
	e.midShift = 64 - bits
	e.mid = make([]midSlot, 1<<bits+64)
	for w, id := range e.words {
		if len(w) <= 8 || len(w) >= 16 {
			continue
		}
		var k0, k1 uint64
		for i := range len(w) {
			if i < 8 {
				k0 |= uint64(w[i]) << (8 * i)
			} else {
				k1 |= uint64(w[i]) << (8 * (i - 8))
			}
		}
		i := int(((k0*0x9e3779b97f4a7c15 ^ k1) * 0xbf58476d1ce4e5b9) >> e.midShift)
		for e.mid[i].k0 != 0 {
			i++
		}
		if i >= len(e.mid)-2 {
			panic("scoring: the mid-word table overflows its spare cells")
		}
		e.mid[i] = midSlot{k0: k0, k1: k1, id: id, flags: e.hot[id].flags, stop: e.hot[id].stop}
	}
}

// defaultEngine builds the matcher on first use; it is never modified after.
var defaultEngine = sync.OnceValue(newEngine)

func newEngine() *engine {
	e := &engine{words: make(map[string]int32)}
	// Every word of every phrase gets an entry, so phrases can be matched by
	// comparing entry indexes instead of strings.
	id := func(w string) int32 {
		if i, ok := e.words[w]; ok {
			return i
		}
		e.ents = append(e.ents, entry{word: w})
		e.words[w] = int32(len(e.ents))
		return int32(len(e.ents))
	}
	for _, l := range lexicon {
		for _, p := range strings.Split(l.phrases, "|") {
			ws := phraseWords(p)
			if len(ws) == 0 {
				continue
			}
			ids := make([]int32, len(ws))
			for i, w := range ws {
				ids[i] = id(w)
			}
			ent := &e.ents[ids[0]-1]
			if len(ws) == 1 {
				ent.single.add(l.sig)
				continue
			}
			found := false
			for i := range ent.phrases {
				if equalIDs(ent.phrases[i].rest, ids[1:]) {
					ent.phrases[i].sigs.add(l.sig)
					found = true
				}
			}
			if !found {
				var ss sigset
				ss.add(l.sig)
				ent.phrases = append(ent.phrases, phrase{rest: ids[1:], sigs: ss})
			}
		}
	}
	// The words classify skips before a task verb get entries (without
	// signals) if the lexicon lacks them, so a token says whether it is one.
	for _, w := range fillerWords {
		id(w)
	}
	for i := range e.ents {
		ss := e.ents[i].single
		for _, f := range [...]struct {
			g signal
			f tflags
		}{{sigTaskVerb, tfTaskVerb}, {sigScope, tfScope}, {sigNumWord, tfNumWord}, {sigUnit, tfUnit}, {sigReqVerb, tfReqVerb}, {sigPerson, tfPerson}, {sigVagueWord, tfVagueWord}} {
			if ss.has(f.g) {
				e.ents[i].flags |= f.f
			}
		}
		e.ents[i].stop = ss.has(sigStop)
		ss[sigStop>>6] &^= 1 << (sigStop & 63)
		ss.each(func(g signal) { e.ents[i].singles = append(e.ents[i].singles, g) })
		// Longest first, so evidence quotes the most specific phrase.
		ps := e.ents[i].phrases
		for i := 1; i < len(ps); i++ {
			for j := i; j > 0 && len(ps[j].rest) > len(ps[j-1].rest); j-- {
				ps[j], ps[j-1] = ps[j-1], ps[j]
			}
		}
	}
	for _, w := range [...]string{"for", "to", "towards"} {
		id, ok := e.words[w]
		if !ok {
			panic("scoring: the lexicon lacks " + w)
		}
		e.ents[id-1].flags |= tfToward
	}
	e.hot = make([]hotEntry, len(e.ents)+1)
	for i, ent := range e.ents {
		single := ent.single
		single[sigStop>>6] &^= 1 << (sigStop & 63) // stop says it
		e.hot[i+1] = hotEntry{single: single, flags: ent.flags, stop: ent.stop, phrases: len(ent.phrases) > 0}
		for _, p := range ent.phrases {
			e.hot[i+1].next |= 1 << (p.rest[0] & 63)
		}
	}
	for w, id := range e.words {
		e.hot[id].stem = stemHash([]byte(w))
	}
	for _, w := range fillerWords {
		e.hot[e.words[w]].filler = true
	}
	e.buildTable()
	e.buildPairs()
	return e
}

func equalIDs(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// phraseWords splits a lexicon phrase into words with the same rules the
// tokenizer applies to prompts.
func phraseWords(p string) []string {
	var out []string
	var buf []byte
	for i := 0; i < len(p); {
		n, w := wordAt(p, i, buf[:0])
		if n == 0 {
			i++
			continue
		}
		buf = w
		out = append(out, string(w))
		i += n
	}
	return out
}

// isWordByte reports whether b can be part of a word. Bytes >= 0x80 are
// treated as letters so that non-English words stay whole.
func isWordByte(b byte) bool {
	return wordByte[b] != 0 // a load, not a chain of branches on the byte
}

// wordAt reads the word starting at s[i], appending its normalized form
// (ASCII lower case, curly apostrophes folded) to dst. It returns the
// number of bytes consumed, 0 if no word starts at i.
func wordAt(s string, i int, dst []byte) (int, []byte) {
	start := i
	for i < len(s) {
		b := s[i]
		switch {
		case b >= 'A' && b <= 'Z':
			dst = append(dst, b+'a'-'A')
			i++
		case b < 0x80 && isWordByte(b):
			dst = append(dst, b)
			i++
		case b == '\'' && i > start && i+1 < len(s) && isWordByte(s[i+1]) && s[i+1] < 0x80:
			dst = append(dst, '\'')
			i++
		case b == 0xE2 && i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0x99 || s[i+2] == 0x98):
			// ’ or ‘: an apostrophe inside a word, a quote otherwise.
			if i > start && i+3 < len(s) && isWordByte(s[i+3]) && s[i+3] < 0x80 {
				dst = append(dst, '\'')
				i += 3
				continue
			}
			return i - start, dst
		case b == 0xE2 && i+2 < len(s) && s[i+1] == 0x80:
			// Other general punctuation (“ ” – — …) ends a word.
			return i - start, dst
		case b == 0xC2 && i+1 < len(s) && (s[i+1] == 0xA0 || s[i+1] == 0xAB || s[i+1] == 0xBB):
			return i - start, dst
		case b >= 0x80:
			_, n := utf8.DecodeRuneInString(s[i:])
			dst = append(dst, s[i:i+n]...)
			i += n
		default:
			return i - start, dst
		}
	}
	return i - start, dst
}
