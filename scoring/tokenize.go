package scoring

import (
	"encoding/binary"
	"math/bits"
	"strings"
)

// tokenizeLine appends the authored words of line (at source offset off) to
// a, splitting sentences at . ! ? and recording quoted terms, inline tags,
// template slots and unfilled placeholders on the way.
func (e *engine) tokenizeLine(a *analysis, line string, off int) {
	a.startSentence(off, len(a.toks))
	optA, optB := false, false
	for i := 0; i < len(line); {
		c := line[i]
		if plainByte[c] {
			i++ // spaces and punctuation that start nothing
			continue
		}
		switch {
		case c >= 0x80 && (c == 0xE2 && i+2 < len(line) && line[i+1] == 0x80 && line[i+2] != 0x9C && line[i+2] != 0x98 ||
			c == 0xC2 && i+1 < len(line) && (line[i+1] == 0xA0 || line[i+1] == 0xAB || line[i+1] == 0xBB) ||
			c < 0xC0):
			// General punctuation (’ ” – — …), a no-break space, or a stray
			// continuation byte: not a word. (An ASCII byte, the usual
			// case, takes one test here.)
			switch {
			case c == 0xE2:
				if line[i+2] == 0x9D || line[i+2] == 0x99 {
					i += skipQuotes(line[i:])
					continue
				}
				i += 3
			case c == 0xC2:
				i += 2
			default:
				i++
			}
		case isWordByte(c) && c != 0xE2:
			// "a)" "b)" options: opt is the letter before the ")".
			j, opt, long := shortWords(e, a, line, i, off)
			if j == i || long {
				// At j, a word shortWords does not take: one of sixteen
				// bytes or more, or with an apostrophe or letters that are
				// not ASCII (straight to addWord, not back through the
				// switch).
				i = j
				n := e.addWord(a, line, i, off)
				if n == 0 {
					i++
					continue
				}
				if n == 1 && i+1 < len(line) && line[i+1] == ')' {
					opt = lowerWord[line[i]] // a one-byte word is ASCII
				}
				i += n
			} else {
				i = j
			}
			switch opt {
			case 'a':
				optA = true
			case 'b':
				optB = optA
			}
		case c == '.' || c == '!' || c == '?':
			// Not a sentence end inside "e.g.", "3.5" or "..." runs.
			if c == '.' && (i+1 < len(line) && (isWordByte(line[i+1]) || line[i+1] == '.') || abbrevPeriod(line, i)) {
				i++
				continue
			}
			a.endSentence(off+i+1, len(a.toks), c == '?')
			a.startSentence(off+i+1, len(a.toks))
			i++
		case c == '{':
			j := strings.IndexByte(line[i:], '}')
			if j < 0 {
				i++
				continue
			}
			for j+1 < len(line[i:]) && line[i+j+1] == '}' {
				j++
			}
			a.slots++
			i += j + 1
		case c == '[':
			j := strings.IndexByte(line[i:], ']')
			if j > 0 && isPlaceholder(line[i+1:i+j]) {
				a.placeholders++
				a.sents[len(a.sents)-1].placeholder = true
				i += j + 1
				continue
			}
			i++
		case c == '<':
			j := strings.IndexByte(line[i:], '>')
			if j > 1 && j < 40 && (isWordByte(line[i+1]) || line[i+1] == '/') && !strings.ContainsAny(line[i+1:i+j], " =") {
				a.xmlTags++
				if line[i+1] != '/' {
					// <tag>term</tag> around a short key term delimits it.
					if k := strings.Index(line[i+j:], "</"); k > 0 && k < 60 {
						a.quotedTerms++
					}
				}
				i += j + 1
				continue
			}
			i++
		case c == '"' || c == '\'' || c == 0xE2 && i+2 < len(line) && line[i+1] == 0x80 && (line[i+2] == 0x9C || line[i+2] == 0x98):
			if c == '\'' && i > 0 && isWordByte(line[i-1]) {
				i++
				continue
			}
			if q := quotedSpan(line[i:]); q > 0 {
				a.quotedTerms++
				i += skipQuotes(line[i:])
				continue
			} else if q := quotedPassage(line[i:]); q > 0 && !wordsOver(line[i:i+q], 80) {
				// A short quoted passage is delimited context: keep its words.
				a.delimitedBlock = true
				a.quotedTerms++
				i += skipQuotes(line[i:])
				continue
			} else if q > 0 {
				// A quoted passage is material for the model, not instructions.
				a.delimitedBlock = true
				a.materialBytes += q
				a.materialKinds |= matQuoted
				i += q
				continue
			}
			i++
		case c == '=' || c == '^' || (c == '+' || c == '*' || c == '/' || c == '-' && i > 0 && line[i-1] == ' ') && nearDigit(line, i):
			a.mathOps++
			i++
		default:
			i++
		}
	}
	a.endSentence(off+len(line), len(a.toks), false)
	if optA && optB {
		a.options = true
	}
}

// shortWordsGo is addWord for a run of usual words: each fewer than
// sixteen ASCII letters and digits, followed by ASCII punctuation or space
// other than an apostrophe, with room in a's buffers. The run goes on while
// a word is followed by a single space, or by ", " or ": ", or by ". "
// that ends a sentence (see goOn). It returns
// where it ended (i if no usual word starts there), if its last word is one
// byte followed by ")" that byte in lower case, and whether it ended at a
// word of eight or more ASCII letters and digits that addWord must take.
//
// shortWords is this function, or on amd64 the same loop in assembly
// (words_amd64.s), which keeps its values in registers: cachegrind counts
// about 144 instructions per word of fewer than eight bytes there and 250
// here, much of it spilled values reloaded. It makes no calls in the
// common case, and it loads and stores a's buffers once per run, not per
// word. Words of 8 to 15 bytes go to addMidWord here.
func (e *engine) shortWordsGo(a *analysis, line string, i, off int) (end int, opt byte, long bool) {
	const (
		ones = 0x0101010101010101
		high = 0x8080808080808080
	)
	sent := int32(len(a.sents) - 1)
	norm, toks, stems := a.norm, a.toks, a.stems
	for i >= 0 && len(line)-i >= 8 && cap(norm)-len(norm) >= 8 && len(toks) < cap(toks) && len(stems) > len(toks) {
		c := line[i : i+8] // one bounds check, one load
		v := uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 |
			uint64(c[4])<<32 | uint64(c[5])<<40 | uint64(c[6])<<48 | uint64(c[7])<<56
		// As in asciiRun.
		lower := (v + (0x80-'a')*ones) &^ (v + (0x7f-'z')*ones) & high
		upper := (v + (0x80-'A')*ones) &^ (v + (0x7f-'Z')*ones) & high
		digit := (v + (0x80-'0')*ones) &^ (v + (0x7f-'9')*ones) & high
		stop := ^(lower | upper | digit) & high
		n := bits.TrailingZeros64(stop) / 8 // 8 if none
		if n == 0 {
			break
		}
		if n == 8 {
			a.toks, a.norm = toks, norm
			n = e.addMidWord(a, line, i, off)
			toks, norm = a.toks, a.norm
			if n == 0 {
				long = true
				break
			}
			i += n
			if k := a.goOn(line, i, off, len(toks)); k > 0 {
				i += k
				sent = int32(len(a.sents) - 1)
				continue
			}
			break
		}
		next := byte(v >> (8 * uint(n) & 63))
		if next >= 0x80 || next == '\'' {
			break // wordAt reads on
		}
		low := v + upper>>2 // +0x20 on upper-case letters
		key := low & (1<<(8*uint(n)&63) - 1)
		// lookupShort's first step, inline: a call would spill registers.
		h := int((key * 0x9e3779b97f4a7c15) >> e.shortShift)
		cell := (*[2]shortSlot)(e.short[h : h+2])
		hit0 := b2i(min(cell[0].key^key, cell[0].key) == 0)
		s := &cell[1-hit0]
		if hit0|b2i(min(cell[1].key^key, cell[1].key) == 0) == 0 {
			s = e.lookupShortFrom(key, h+2)
		}
		ns := len(norm)
		binary.LittleEndian.PutUint64(norm[ns:ns+8], low)
		norm = norm[:ns+n+1]
		norm[ns+n] = ' '
		stems[len(toks)] = shortStem(key, n) & -uint64(b2i(!s.stop)&b2i(n >= 2))
		toks = toks[:len(toks)+1]
		t := &toks[len(toks)-1]
		t.ns, t.ne = int32(ns), int32(ns+n)
		t.os, t.oe = int32(off+i), int32(off+i+n)
		t.sent = sent
		t.ent = s.id
		t.single, t.stop = s.flags, s.stop
		t.cap = c[0] >= 'A' && c[0] <= 'Z'
		t.num = isDigit(c[0])
		i += n
		if k := a.goOn(line, i, off, len(toks)); k > 0 {
			i += k // a word or anything else may follow
			sent = int32(len(a.sents) - 1)
			continue
		}
		if n == 1 && next == ')' {
			opt = byte(low)
		}
		break
	}
	a.toks, a.norm = toks, norm
	return i, opt, long
}

// goOn returns how far a run of words goes on after a word that ends at
// line[i], with ntok tokens made: past a single space, or a comma or colon
// and a space (tokenizeLine only steps over those), or a period and a
// space where tokenizeLine would end the sentence, doing what it does
// there, if a.sents has room (the assembly loop does not grow it). Else 0.
func (a *analysis) goOn(line string, i, off, ntok int) int {
	switch c := line[i]; {
	case c == ' ':
		return 1
	case (c == ',' || c == ':') && i+1 < len(line) && line[i+1] == ' ':
		return 2
	case c != '.' || i+1 == len(line) || line[i+1] != ' ' || abbrevPeriod(line, i) || len(a.sents) == cap(a.sents):
		return 0
	}
	// The sentence holds the word just made: endSentence keeps it.
	a.endSentence(off+i+1, ntok, false)
	a.startSentence(off+i+1, ntok)
	return 2
}

// abbrevPeriod reports whether the period at line[i] follows one letter
// after another period ("e.g."): it ends no sentence.
func abbrevPeriod(line string, i int) bool {
	return i >= 2 && line[i-2] == '.' && isLetter(line[i-1])
}

// startSentence opens a sentence at source offset at, after ntok tokens.
func (a *analysis) startSentence(at, ntok int) {
	a.sents = append(a.sents, sentence{t0: int32(ntok), t1: int32(ntok), os: int32(at), oe: int32(at)})
}

// endSentence closes the open sentence at source offset at, after ntok
// tokens; q marks a question. An empty sentence is dropped at once, so
// that a token's sentence index is final when the token is made.
func (a *analysis) endSentence(at, ntok int, q bool) {
	s := &a.sents[len(a.sents)-1]
	if int32(ntok) == s.t0 {
		a.sents = a.sents[:len(a.sents)-1]
		return
	}
	s.t1 = int32(ntok)
	s.oe = int32(at)
	s.question = s.question || q
}

// addMidWord is addWord for a word of 8 to 15 ASCII letters and digits
// followed by ASCII punctuation or space other than an apostrophe, with
// room in a's buffers: two eight-byte chunks, and a table lookup without
// a string compare. It returns 0, having done nothing, for any other word.
func (e *engine) addMidWord(a *analysis, line string, i, off int) int {
	const (
		ones = 0x0101010101010101
		high = 0x8080808080808080
	)
	norm, toks, stems := a.norm, a.toks, a.stems
	if i < 0 || len(line)-i < 16 || cap(norm)-len(norm) < 16 || len(toks) == cap(toks) || len(stems) <= len(toks) {
		return 0
	}
	c := line[i : i+16] // one bounds check
	v0 := uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 |
		uint64(c[4])<<32 | uint64(c[5])<<40 | uint64(c[6])<<48 | uint64(c[7])<<56
	v1 := uint64(c[8]) | uint64(c[9])<<8 | uint64(c[10])<<16 | uint64(c[11])<<24 |
		uint64(c[12])<<32 | uint64(c[13])<<40 | uint64(c[14])<<48 | uint64(c[15])<<56
	// As in asciiRun.
	upper0 := (v0 + (0x80-'A')*ones) &^ (v0 + (0x7f-'Z')*ones) & high
	stop0 := ^((v0+(0x80-'a')*ones)&^(v0+(0x7f-'z')*ones) | upper0 | (v0+(0x80-'0')*ones)&^(v0+(0x7f-'9')*ones)) & high
	upper1 := (v1 + (0x80-'A')*ones) &^ (v1 + (0x7f-'Z')*ones) & high
	stop1 := ^((v1+(0x80-'a')*ones)&^(v1+(0x7f-'z')*ones) | upper1 | (v1+(0x80-'0')*ones)&^(v1+(0x7f-'9')*ones)) & high
	n1 := bits.TrailingZeros64(stop1) / 8 // bytes past the first eight
	if stop0 != 0 || n1 == 8 {
		return 0 // shorter than 8 bytes, or 16 or longer
	}
	if next := byte(v1 >> (8 * uint(n1) & 63)); next >= 0x80 || next == '\'' {
		return 0 // wordAt reads on
	}
	n := 8 + n1
	low0 := v0 + upper0>>2 // +0x20 on upper-case letters
	low1 := v1 + upper1>>2
	k1 := low1 & (1<<(8*uint(n1)&63) - 1)
	var (
		id    int32
		flags tflags
		stop  bool
	)
	if n1 == 0 {
		s := e.lookupShort(low0)
		id, flags, stop = s.id, s.flags, s.stop
	} else {
		s := e.lookupMid(low0, k1)
		id, flags, stop = s.id, s.flags, s.stop
	}
	// stemHash of the word: drop a final 's' after one that is not, then
	// the packed bytes of up to eight, else the hash of the first and the
	// last eight bytes.
	end := n - b2i(byte16(low0, k1, n-1) == 's')&b2i(byte16(low0, k1, n-2) != 's')
	var st uint64
	if end <= 8 {
		st = low0 // n is 8, or 9 less an 's'
		if end < 8 {
			st &= 1<<56 - 1
		}
	} else {
		sh := 8 * uint(end-8) // 8 to 56
		tail := low0>>(sh&63) | k1<<((64-sh)&63)
		st = hashChunk(hashChunk(uint64(end), low0), tail) | 1
	}
	ns := len(norm)
	binary.LittleEndian.PutUint64(norm[ns:ns+8], low0)
	binary.LittleEndian.PutUint64(norm[ns+8:ns+16], low1)
	norm = norm[:ns+n+1]
	norm[ns+n] = ' '
	stems[len(toks)] = st & -uint64(b2i(!stop))
	toks = toks[:len(toks)+1]
	t := &toks[len(toks)-1]
	t.ns, t.ne = int32(ns), int32(ns+n)
	t.os, t.oe = int32(off+i), int32(off+i+n)
	t.sent = int32(len(a.sents) - 1)
	t.ent = id
	t.single, t.stop = flags, stop
	t.cap = c[0] >= 'A' && c[0] <= 'Z'
	t.num = isDigit(c[0])
	a.toks, a.norm = toks, norm
	return n
}

// byte16 returns byte j < 16 of the sixteen bytes lo, hi (little-endian).
func byte16(lo, hi uint64, j int) byte {
	x := lo
	if j >= 8 {
		x = hi
	}
	return byte(x >> (8 * uint(j) & 63))
}

// addWord appends the word at line[i] (source offset off+i) to a and
// returns its length in line, 0 if no word starts there. It is a function
// of its own so that the compiler keeps the few values a word needs in
// registers, rather than spilling tokenizeLine's many.
func (e *engine) addWord(a *analysis, line string, i, off int) int {
	// Words go to local slices, stored back at the end: cheaper than
	// appending through a.
	toks, norm, stems := a.toks, a.norm, a.stems
	c := line[i]
	ns := len(norm)
	n := 0
	var key uint64 // from asciiRun
	keyed := false
	if c < 0x80 {
		// Fast path: a run of ASCII letters and digits that ends in
		// ASCII punctuation or space other than an apostrophe is
		// exactly what wordAt would read.
		if cap(norm)-ns < len(line)-i+8 {
			norm = append(norm[:cap(norm)], make([]byte, len(line)-i+8)...)[:ns]
		}
		m, k := asciiRun(line[i:], norm[ns:cap(norm)])
		if j := i + m; j == len(line) || line[j] < 0x80 && line[j] != '\'' {
			n = m
			norm = norm[:ns+n]
			key, keyed = k, true
		}
	}
	if n == 0 {
		var w []byte
		if n, w = wordAt(line, i, norm); n == 0 {
			a.norm = norm
			return 0
		}
		norm = w
	}
	word := norm[ns:]
	var (
		ent   int32
		flags tflags
		stop  bool
		st    uint64 // stemHash(word)
	)
	if keyed && n <= 8 {
		s := e.lookupShort(key)
		ent, flags, stop = s.id, s.flags, s.stop
		st = shortStem(key, n)
	} else {
		st = stemHash(word)
		if keyed {
			ent = e.lookupHash(word, key)
		} else {
			ent = e.lookup(word)
		}
		hot := &e.hot[ent] // hot[0] is the empty entry
		flags, stop = hot.flags, hot.stop
	}
	// Fill the token in place, field by field: building it on the
	// stack and copying it stalls on the narrow stores.
	if len(toks) == cap(toks) {
		toks = append(toks, token{})[:len(toks)]
	}
	if len(stems) < cap(toks) {
		stems = append(stems, make([]uint64, cap(toks)-len(stems))...)
	}
	// Only content words (see countSentence) keep a stem; the mask
	// spares a branch on a coin toss.
	stems[len(toks)] = st & -uint64(b2i(!stop)&b2i(len(word) >= 2))
	toks = toks[:len(toks)+1]
	t := &toks[len(toks)-1]
	t.ns, t.ne = int32(ns), int32(len(norm))
	t.os, t.oe = int32(off+i), int32(off+i+n)
	t.sent = int32(len(a.sents) - 1)
	t.ent = ent
	t.single, t.stop = flags, stop
	t.cap = c >= 'A' && c <= 'Z'
	t.num = isDigit(c)
	a.toks, a.norm, a.stems = toks, append(norm, ' '), stems
	return n
}

// shortStem is stemHash of the word of n <= 8 bytes packed into key (see
// asciiRun), without branches: drop a final 's' after one that is not.
func shortStem(key uint64, n int) uint64 {
	// Bytes past n are 0, so the last one needs no mask. Shift counts are
	// masked to tell the compiler they are below 64.
	sh := 8 * uint(n-1) & 63
	drop := b2i(key>>sh == 's') & b2i(key>>((sh-8)&63)&0xff != 's') & b2i(n > 3)
	return key & (^uint64(0) >> ((56 ^ sh + 8*uint(drop)) & 63)) // 64-8*(n-drop)
}

// asciiRun copies the leading run of ASCII letters and digits of s to buf
// in lower case and returns its length and wordHash. buf must have room for
// len(s)+8 bytes. It works eight bytes at a time (SWAR), so the loop does not
// branch on every byte; the hash is built from the bytes as they are
// written, since reading them back at once would stall on the stores.
//
// The key it returns identifies the word for the engine: for a run of up to
// eight bytes the bytes themselves (see lookupShort), else its wordHash.
func asciiRun(s string, buf []byte) (n int, key uint64) {
	const (
		ones = 0x0101010101010101
		high = 0x8080808080808080
	)
	var h, first uint64
	k := 0
	for k+8 <= len(s) {
		c := s[k : k+8] // one bounds check, one load
		v := uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 |
			uint64(c[4])<<32 | uint64(c[5])<<40 | uint64(c[6])<<48 | uint64(c[7])<<56
		// Per byte, bit 7 set when the byte is in the range. Exact for all
		// bytes up to the first one >= 0x80, which is never in a range.
		lower := (v + (0x80-'a')*ones) &^ (v + (0x7f-'z')*ones) & high
		upper := (v + (0x80-'A')*ones) &^ (v + (0x7f-'Z')*ones) & high
		digit := (v + (0x80-'0')*ones) &^ (v + (0x7f-'9')*ones) & high
		low := v + upper>>2 // +0x20 on upper-case letters
		binary.LittleEndian.PutUint64(buf[k:k+8], low)
		stop := ^(lower | upper | digit) & high
		if stop == 0 {
			if k == 0 {
				first = low
			}
			h = hashChunk(h, low)
			k += 8
			continue
		}
		m := bits.TrailingZeros64(stop) / 8
		n, tail := k+m, low&(1<<(8*m)-1)
		switch {
		case k == 0:
			return n, tail
		case n == 8:
			return n, first
		}
		return n, hashEnd(h, tail, n)
	}
	var x uint64
	for ; k < len(s); k++ {
		b := lowerWord[s[k]]
		if b == 0 {
			break
		}
		buf[k] = b
		x |= uint64(b) << (8 * (k & 7))
		if k&7 == 7 {
			if k == 7 {
				first = x
			}
			h, x = hashChunk(h, x), 0
		}
	}
	switch {
	case k < 8:
		return k, x
	case k == 8:
		return k, first
	}
	return k, hashEnd(h, x, k)
}

// plainByte marks the ASCII bytes tokenizeLine only steps over.
var plainByte = func() (t [256]bool) {
	for c := range 0x80 {
		t[c] = !asciiWord[c] && !strings.ContainsRune(".!?{[<\"'=^+*/-", rune(c))
	}
	return t
}()

// lowerWord maps the ASCII bytes isWordByte accepts to their lower case,
// every other byte to 0.
var lowerWord = func() (t [256]byte) {
	for c := range 0x80 {
		if asciiWord[c] {
			t[c] = byte(c)
			if c >= 'A' && c <= 'Z' {
				t[c] += 'a' - 'A'
			}
		}
	}
	return t
}()

// asciiWord marks the ASCII bytes isWordByte accepts.
var asciiWord = [256]bool{
	'0': true, '1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true, '8': true, '9': true,
	'A': true, 'B': true, 'C': true, 'D': true, 'E': true, 'F': true, 'G': true, 'H': true, 'I': true, 'J': true,
	'K': true, 'L': true, 'M': true, 'N': true, 'O': true, 'P': true, 'Q': true, 'R': true, 'S': true, 'T': true,
	'U': true, 'V': true, 'W': true, 'X': true, 'Y': true, 'Z': true,
	'a': true, 'b': true, 'c': true, 'd': true, 'e': true, 'f': true, 'g': true, 'h': true, 'i': true, 'j': true,
	'k': true, 'l': true, 'm': true, 'n': true, 'o': true, 'p': true, 'q': true, 'r': true, 's': true, 't': true,
	'u': true, 'v': true, 'w': true, 'x': true, 'y': true, 'z': true,
}

// isPlaceholder reports an unfilled placeholder such as "[audience: ...]",
// "[your name]" or "[INSERT DATA]". It earns no points.
// nearDigit reports a digit next to line[i], allowing one space between.
func nearDigit(line string, i int) bool {
	for _, j := range [...]int{i - 1, i + 1, i - 2, i + 2} {
		if j >= 0 && j < len(line) && isDigit(line[j]) && (j == i-1 || j == i+1 || line[(i+j)/2] == ' ') {
			return true
		}
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isPlaceholder(s string) bool {
	if s == "" || len(s) > 120 {
		return false
	}
	if strings.Contains(s, ":") || strings.Contains(s, "...") || strings.Contains(s, "…") {
		return true
	}
	l := strings.ToLower(s)
	if strings.HasPrefix(l, "your ") || strings.HasPrefix(l, "insert") || strings.HasPrefix(l, "add ") || strings.HasPrefix(l, "enter") || strings.HasPrefix(l, "specify") {
		return true
	}
	upper := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'z' {
			upper = false
		}
	}
	return upper && len(s) > 2
}

// quotedSpan returns the length of a short quoted term starting at s[0]
// ('climate change', "keyword", “term”, “”” term ”””), or 0.
func quotedSpan(s string) int {
	n := skipQuotes(s)
	rest := s[n:]
	lim := min(len(rest), 80)
	for j := 0; j < lim; j++ {
		if c := rest[j]; c != '"' && c != '\'' && c != 0xE2 {
			continue // no quote starts here: skipQuotes would say 0
		}
		if q := skipQuotes(rest[j:]); q > 0 {
			if rest[j] == '\'' && j+1 < len(rest) && isWordByte(rest[j+1]) {
				continue // an apostrophe, not a closing quote
			}
			if w := wordCount(rest[:j]); w >= 1 && w <= 8 {
				return n + j + q
			}
			return 0
		}
	}
	return 0
}

// quotedPassage returns the length of a quoted passage of more than eight
// words that closes on the same line, or 0.
func quotedPassage(s string) int {
	n := skipQuotes(s)
	if n == 0 {
		return 0
	}
	rest := s[n:]
	for j := 0; j < len(rest); j++ {
		// The next '"' or 0xE2 (the lead byte of curly quotes): a prompt
		// on one line can run for kilobytes after an opening quote.
		k := strings.IndexByte(rest[j:], '"')
		before := rest[j:]
		if k >= 0 {
			before = before[:k]
		}
		if e := strings.IndexByte(before, 0xE2); e >= 0 {
			k = e
		}
		if k < 0 {
			return 0
		}
		j += k
		if q := skipQuotes(rest[j:]); q > 0 {
			if wordsOver(rest[:j], 8) {
				return n + j + q
			}
			return 0
		}
	}
	return 0
}

// skipQuotes returns the length of the run of quote characters at s[0].
func skipQuotes(s string) int {
	n := 0
	for n < len(s) {
		switch {
		case s[n] == '"' || s[n] == '\'':
			n++
		case s[n] == 0xE2 && n+2 < len(s) && s[n+1] == 0x80 && s[n+2] >= 0x98 && s[n+2] <= 0x9D:
			n += 3
		default:
			return n
		}
	}
	return n
}

// matchPhrases finds lexicon words and phrases in authored sentence si.
//
// Whether a word is in the lexicon, and with how many signals, follows the
// text, so the loop over the words (matchWords) does not branch on it:
// every word writes its signals to the next cell of a.found, and only a
// word with signals moves on to the next cell. The one test per word that
// branches, whether a phrase can start here, is rarely true; matchWords
// stops there and the phrases are matched here. toks is a.toks and a zero
// token after the last one (see sentences).
func (e *engine) matchPhrases(a *analysis, toks []token, si int) {
	s := &a.sents[si]
	m := wordMatch{hot: e.hot, toks: toks, found: a.found, ti: s.t0, t1: s.t1}
	if need := int(s.t1-s.t0) + 1; len(m.found) < need {
		m.found = make([]match, need+need/4)
	}
	for {
		matchWords(&m)
		if !m.cand {
			break
		}
		ti := m.ti
		ps := e.phrasesAfter(toks[ti].ent, toks[ti+1].ent)
		for pi := range ps {
			p := &ps[pi] // not a copy: copying phrases stalls on the stack
			if int(ti)+len(p.rest) >= int(s.t1) {
				continue
			}
			ok := true
			for k, w := range p.rest {
				if toks[int(ti)+1+k].ent != w {
					ok = false
					break
				}
			}
			if ok {
				// Room for this and a cell for each word left.
				if need := m.n + int(s.t1-ti) + 1; len(m.found) < need {
					m.found = append(m.found, make([]match, need)...)
				}
				m.found[m.n] = match{sigs: p.sigs, tok: ti, len: int32(1 + len(p.rest))}
				m.n++
				m.all.union(p.sigs)
			}
		}
		m.ti = ti + 1
	}
	if m.ti < m.t1 {
		panic("scoring: matchWords ran out of room in found") // sized above: never
	}
	found, n, all := m.found, m.n, m.all
	s.flags = m.flags
	// A sentence that tips or threatens is a gimmick (Bsharat et al.
	// principles 6 and 10): its framing earns nothing, though a
	// requirement it carries ("... if you fail to mention X") still counts
	// as scope.
	var blocked sigset
	if all.has(sigTip) || all.has(sigThreat) {
		a.gimmickSents++
		blocked = gimmickSigs
	}
	// A modal in a question ("what should be ...") is not a requirement.
	if s.question {
		blocked.add(sigMust)
	}
	// "If you don't know, say so" is an out, not negative phrasing.
	if all.has(sigOut) {
		blocked.add(sigNegation)
	}
	for _, f := range found[:n] {
		for w := range f.sigs {
			for x := f.sigs[w] &^ blocked[w]; x != 0; x &= x - 1 {
				a.fire(signal(w*64+bits.TrailingZeros64(x)), int32(si), f.tok, f.len)
			}
			s.sigs[w] |= f.sigs[w] &^ blocked[w]
		}
	}
	a.found = found
}

// match is a word's or a phrase's signals where it occurs.
type match struct {
	sigs     sigset
	tok, len int32
}

// wordMatch is matchWords' state: the words of toks from ti to t1, the
// next free cell n of found, and the union of their signals and flags.
type wordMatch struct {
	hot   []hotEntry
	toks  []token // with a zero token after the last one
	found []match // room for a cell per word from ti on
	ti    int32
	t1    int32
	n     int
	all   sigset
	flags tflags
	cand  bool // stopped at a word that may start a phrase
}

// matchWordsGo records the signals of the words of m from m.ti on in
// m.found, and stops after a word that may start a phrase (m.cand, with
// m.ti at that word) or at m.t1. matchWords is this function, or on amd64
// the same loop in assembly (match_amd64.s).
func matchWordsGo(m *wordMatch) {
	hot, toks, found := m.hot, m.toks, m.found
	ti, t1, n, flags := m.ti, m.t1, m.n, m.flags
	// The union of the sentence's signals, as two words in registers.
	all0, all1 := m.all[0], m.all[1]
	m.cand = false
	for ; ti < t1; ti++ {
		t := &toks[ti]
		flags |= t.single
		ent := &hot[t.ent] // hot[0] is the empty entry
		s0, s1 := ent.single[0], ent.single[1]
		all0 |= s0
		all1 |= s1
		found[n] = match{sigs: sigset{s0, s1}, tok: ti, len: 1}
		n += b2i(s0|s1 != 0)
		// Every phrase word has an entry: only the phrases whose second
		// word comes next can match.
		if ent.next&(1<<(toks[ti+1].ent&63)) != 0 && ti+1 < t1 {
			m.cand = true
			break
		}
	}
	m.ti, m.n, m.flags = ti, n, flags
	m.all = sigset{all0, all1}
}

// gimmickSigs are the signals a gimmick sentence does not earn.
var gimmickSigs = func() (s sigset) {
	for g := range numSignals {
		if gimmickBlocked(g) {
			s.add(g)
		}
	}
	return s
}()

func gimmickBlocked(g signal) bool {
	switch g {
	case sigCondition, sigRoleDuties, sigMust, sigPurpose, sigSituation, sigNegation, sigExclude,
		sigOut, sigPolite, sigTaskStated, sigRole, sigExpertise, sigDetail:
		return true
	}
	return false
}

// sentences matches the lexicon in each authored sentence (matchPhrases),
// then counts its distinct content words, numbers and named entities and
// spots a keyword repeated as filler (Bsharat et al. principle 18 is not
// rewarded). It does both for one sentence before the next, so that the
// sentence's words are still in the cache for the second.
func (e *engine) sentences(a *analysis) {
	// A zero token after the last one, so that every word has a next.
	if len(a.toks) == cap(a.toks) {
		a.toks = append(a.toks, token{})[:len(a.toks)]
	}
	toks := a.toks[:len(a.toks)+1]
	toks[len(a.toks)] = token{}
	// Distinct stems are counted up to 400: a sentence is counted whole if
	// fewer were seen before it, and the count is cut to 400 at the end,
	// which gives the same number as stopping at 400 exactly. So the table
	// holds up to 400 stems and one sentence more, at most a quarter full so
	// that few probes take a second step (a branch the CPU cannot learn on
	// text it has not seen: half full was 2% to 3% slower on fresh prose),
	// and a spare slot at the end; it is sized to the prompt, as clearing
	// it costs a short one more than its words do.
	longest := 0
	for i := range a.sents {
		longest = max(longest, int(a.sents[i].t1-a.sents[i].t0))
	}
	bits := uint(4)
	for 1<<bits < min(len(a.toks), 400+longest)*4 {
		bits++
	}
	size := 1 << bits
	if cap(a.table) < size+1 {
		a.table = make([]uint64, size+1)
	}
	table := a.table[:size+1]
	clear(table)
	used := 0
	for si := range a.sents {
		s := &a.sents[si]
		if !s.placeholder {
			// A sentence around an unfilled placeholder earns nothing.
			e.matchPhrases(a, toks, si)
		} else {
			a.sentenceFlags(s)
		}
		a.quantLength(si)
		// Padding is decided per sentence, then the sentence is counted
		// unless it is padding: the same as deciding all sentences first.
		if a.mayPad(s) {
			if w := a.paddingWord(e, s); w != "" {
				s.padding = true
				a.paddingSents++
				if a.stuffed == "" {
					a.stuffed = w
				}
			}
		}
		if s.placeholder || s.padding || s.sigs.has(sigTip) {
			continue
		}
		used = a.countSentence(s, table, bits, used)
	}
	a.uniqueContent = min(used, 400)
	a.countTail()
}

// mayPad reports whether paddingWord can find a keyword in s: only when a
// content word of three or more letters repeats its stem as often as
// paddingWord needs. Most sentences repeat none, and this check is much
// cheaper than paddingWord.
func (a *analysis) mayPad(s *sentence) bool {
	k := s.t1 - s.t0
	if s.question || k > 40 || k == 0 || a.toks[s.t0].single.has(sigTaskVerb) {
		return false // paddingWord returns "" at once
	}
	need := 2 // as paddingWord
	if k > 14 {
		need = 3
	}
	return a.mayRepeat(s, need) && a.mostRepeated(s) >= need
}

// mayRepeat is mayPad's first, cheaper look: false if no stem that
// mayPad counts occurs need (2 or 3) times in s, true if one may. It keeps
// one bit per stem hash in a 256-bit set, and a second set for stems seen
// twice, so it cannot miss a repeat; two stems that share a bit only send
// the sentence on to the exact count. Most sentences repeat no stem, and
// the exact count costs nearly twice as much (cachegrind, fresh prose: about
// 40 instructions per word with its table cleared, against 22).
func (a *analysis) mayRepeat(s *sentence, need int) bool {
	var once, twice [4]uint64
	var two, three uint64 // a bit seen a second, a third time
	toks, stems := a.toks[s.t0:s.t1], a.stems[s.t0:s.t1]
	for i := range toks {
		t := &toks[i]
		h := stems[i]
		b := stemSlot(h, 8)
		bit := uint64(b2i(t.ne-t.ns >= 3)&b2i(h != 0)) << (b & 63)
		w := b >> 6
		o, tw := once[w], twice[w]
		two |= o & bit
		three |= tw & bit
		twice[w] = tw | o&bit
		once[w] = o | bit
	}
	if need == 2 {
		return two != 0
	}
	return three != 0
}

// mostRepeated returns how often the most repeated stem that mayPad counts
// occurs in s (at most 40 words). Like paddingWord, it does not count the
// second word of "step by step" (see skipFixed), so that a sentence with
// such a phrase and no other repeat stops here. (mayRepeat counts it: the
// test costs more on every sentence than it saves on the few with such a
// phrase.)
func (a *analysis) mostRepeated(s *sentence) int {
	var (
		seen [64 + 8]uint64 // spare slots, as in countSentence
		cnt  [64 + 8]uint8  // at most 40 words
	)
	most := 0
	var p1, p2 uint64
	stop := false
	for i := s.t0; i < s.t1; i++ {
		t := &a.toks[i]
		h := a.stems[i] & -uint64(b2i(t.ne-t.ns >= 3)) // 0: does not count
		h = skipFixed(h, p2, stop)
		p2, p1, stop = p1, h, t.stop
		m := -uint64(b2i(h != 0))
		// Words that do not count take turns over the spare slots, so that
		// their count increments do not wait on each other.
		j := stemSlot(h, 6)&m | (64+uint64(i&7))&^m
		x := seen[j]
		for min(x^h, x) != 0 {
			j = (j + 1) & 63
			x = seen[j]
		}
		seen[j] = h
		cnt[j]++
		most = max(most, int(cnt[j])&int(m))
	}
	return most
}

// skipFixed returns 0 for a counted stem h that repeats the one two words
// back (p2) across a stop word ("step by step", "one by one"), else h.
// paddingWord skips such a word when the two stems are the same bytes;
// equal stem hashes are enough here. That can only skip more, and a word
// skipped for a different stem with the same hash leaves the word two back
// counted under the same hash, so mostRepeated still never counts a hash
// fewer times than paddingWord counts any stem with that hash.
func skipFixed(h, p2 uint64, stop bool) uint64 {
	return h &^ -uint64(b2i(h == p2)&b2i(stop))
}

// countSentence counts the content of one sentence into table, which holds
// used distinct stems, and returns the new count.
func (a *analysis) countSentence(s *sentence, table []uint64, bits uint, used int) int {
	t0 := s.t0
	if s.sigs.has(sigThreat) {
		// Only a requirement inside a threat counts ("... if you fail to
		// mention X"): skip up to the scope verb.
		for t0 < s.t1 && a.toks[t0].single&tfScope == 0 {
			t0++
		}
		t0 = min(t0+1, s.t1)
	}
	c := contentCount{
		toks:  a.toks[t0:s.t1],
		stems: a.stems[t0:s.t1],
		table: table,
		shift: uint64(64-bits) & 63,
		// Whether this sentence's stems go into the table is decided once:
		// testing used on every word would chain the words through the
		// table loads (see sentences).
		add:  -uint64(b2i(used < 400)),
		used: used,
	}
	if len(c.toks) > 0 {
		countWords(&c)
		// countWords counts the first word as a proper noun too; the
		// first word of a sentence is none.
		if t0 == s.t0 && a.stems[t0] != 0 && a.toks[t0].cap && !a.toks[t0].num {
			c.pns--
		}
	}
	a.numbers += c.nums
	a.contentTokens += c.content
	a.properNouns += c.pns
	if c.nums > 0 {
		a.fireCount(sigNumber, s, int(t0), c.nums)
	}
	if c.pns > 0 {
		a.fireCount(sigProperNoun, s, int(t0), c.pns)
	}
	return c.used
}

// contentCount is countWords' state: the words of a sentence with their
// stems, and the table of distinct stems (1<<bits slots and a spare one,
// always empty, at the end).
type contentCount struct {
	toks  []token
	stems []uint64 // as long as toks
	table []uint64
	shift uint64 // 64 - bits
	add   uint64 // all ones if stems still go into the table, else 0

	used    int // distinct stems in the table
	nums    int // numbers
	pns     int // capitalized content words, the first included
	content int // content words
}

// countWordsGo counts the numbers, content words and capitalized content
// words of c and adds the stems to c.table. countWords is this function,
// or on amd64 the same loop in assembly (count_amd64.s).
//
// It is written without branches on what a word is (content or function
// word, new or seen), as those follow the text and the branch predictor
// cannot learn them.
func countWordsGo(c *contentCount) {
	toks, stems, table := c.toks, c.stems[:len(c.toks)], c.table
	size := len(table) - 1 // the spare slot
	shift, add := c.shift&63, c.add
	// Counts in registers: c's fields might alias table.
	used, nums, pns, content := c.used, c.nums, c.pns, c.content
	for k := range toks {
		t := &toks[k]
		num := b2i(t.num)
		nums += num
		h := stems[k] // 0 for a function word or a one-letter word
		ct := b2i(h != 0)
		content += ct
		// One letter is never content, so "I" needs no test here.
		pns += ct & b2i(t.cap) & (num ^ 1)
		// A word that is not counted probes the spare last slot with 0,
		// which is always empty and stays so.
		m := -uint64(ct) & add
		h &= m
		j := int((h*0x9e3779b97f4a7c15)>>shift)&int(m) | size&^int(m)
		x := table[j]
		for min(x^h, x) != 0 {
			j = (j + 1) & (size - 1)
			x = table[j]
		}
		table[j] = h
		used += int(m&1) & b2i(x == 0)
	}
	c.used, c.nums, c.pns, c.content = used, nums, pns, content
}

// fireCount records n numbers or proper nouns (g) in s from token t0 on:
// the first occurrence ever is fired (where it is), the rest only counted.
func (a *analysis) fireCount(g signal, s *sentence, t0, n int) {
	if a.hits[g].n > 0 {
		a.hits[g].n += int32(n)
		return
	}
	for i := t0; i < int(s.t1); i++ {
		t := &a.toks[i]
		if g == sigNumber && t.num || g == sigProperNoun && i > int(s.t0) && a.stems[i] != 0 && t.cap && !t.num {
			a.fire(g, a.toks[i].sent, int32(i), 1)
			a.hits[g].n += int32(n - 1)
			return
		}
	}
}

// stemHash identifies w with simple plurals folded, so "forest" and
// "forests" are one word. A stem of up to eight bytes is its packed bytes
// (exact, and no multiply chain); a longer one is hashed. It is never 0 for
// a non-empty word. Only equality matters: tables index by stemSlot.
func stemHash(w []byte) uint64 {
	end := len(w)
	if end > 3 && w[end-1] == 's' && w[end-2] != 's' {
		end--
	}
	switch {
	case end <= 8:
		if cap(w) >= 8 {
			v := binary.LittleEndian.Uint64(w[:8])
			if end < 8 {
				v &= 1<<(8*end) - 1
			}
			return v
		}
		var v uint64
		for i, b := range w[:end] {
			v |= uint64(b) << (8 * i)
		}
		return v
	case end <= 16:
		// The first and the last eight bytes overlap and cover the stem:
		// two loads, no loop over the bytes.
		h := hashChunk(uint64(end), binary.LittleEndian.Uint64(w))
		h = hashChunk(h, binary.LittleEndian.Uint64(w[end-8:end]))
		return h | 1
	}
	h := uint64(end)
	for len(w) >= 8 && end > 0 {
		x := binary.LittleEndian.Uint64(w)
		if end < 8 {
			x &= 1<<(8*end) - 1
		}
		h = hashChunk(h, x)
		w, end = w[8:], end-8
	}
	for i := range end {
		h = hashChunk(h, uint64(w[i]))
	}
	return h | 1
}

// stemSlot spreads a stemHash over a table of 1<<bits slots.
func stemSlot(h uint64, bits uint) uint64 {
	return (h * 0x9e3779b97f4a7c15) >> (64 - bits)
}

// countTail fires the signals sentences derives from the counts. (Each
// sentence's numbers and length units were seen with its words.)
func (a *analysis) countTail() {
	if a.stuffed != "" {
		a.fireStruct(sigRepeated)
	}
	if a.quotedTerms > 0 {
		a.fireStruct(sigQuotedTerm)
	}
	if a.options {
		a.fireStruct(sigOptions)
	}
}

// sentenceFlags sets s.flags, as matchPhrases does for a sentence it
// matches.
func (a *analysis) sentenceFlags(s *sentence) {
	s.flags = 0
	for i := s.t0; i < s.t1; i++ {
		s.flags |= a.toks[i].single
	}
}

// quantLength fires sigQuantLength for each number in sentence si followed
// within three words by a length unit: "3 to 5 sentences", "100 words".
func (a *analysis) quantLength(si int) {
	s := &a.sents[si]
	if s.flags&tfUnit == 0 {
		return // no unit: most sentences
	}
	for i := s.t0; i < s.t1; i++ {
		if t := &a.toks[i]; !t.num && t.single&tfNumWord == 0 {
			continue
		}
		for k := i + 1; k < s.t1 && k <= i+3; k++ {
			if a.toks[k].single&tfUnit != 0 {
				a.fire(sigQuantLength, int32(si), i, k-i+1)
				break
			}
		}
	}
}

// b2i is 1 for true: the compiler turns it into a flag move, not a branch.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
