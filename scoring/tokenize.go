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
	// Words go to local slices, stored back at the end: cheaper than
	// appending through a on every word.
	toks, norm, stems := a.toks, a.norm, a.stems
	startSentence := func(i, ntok int) {
		a.sents = append(a.sents, sentence{t0: int32(ntok), t1: int32(ntok), os: int32(off + i), oe: int32(off + i)})
	}
	endSentence := func(i, ntok int, q bool) {
		s := &a.sents[len(a.sents)-1]
		if int32(ntok) == s.t0 {
			// Drop an empty sentence at once, so that a token's sentence
			// index is final when the token is made.
			a.sents = a.sents[:len(a.sents)-1]
			return
		}
		s.t1 = int32(ntok)
		s.oe = int32(off + i)
		s.question = s.question || q
	}
	startSentence(0, len(toks))
	optA, optB := false, false
	for i := 0; i < len(line); {
		c := line[i]
		if plainByte[c] {
			i++ // spaces and punctuation that start nothing
			continue
		}
		switch {
		case c == 0xE2 && i+2 < len(line) && line[i+1] == 0x80 && line[i+2] != 0x9C && line[i+2] != 0x98,
			c == 0xC2 && i+1 < len(line) && (line[i+1] == 0xA0 || line[i+1] == 0xAB || line[i+1] == 0xBB),
			c >= 0x80 && c < 0xC0:
			// General punctuation (’ ” – — …), a no-break space, or a stray
			// continuation byte: not a word.
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
					i++
					continue
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
			// "a)" "b)" options.
			if n == 1 && i+1 < len(line) && line[i+1] == ')' {
				switch word[0] {
				case 'a':
					optA = true
				case 'b':
					optB = optA
				}
			}
			norm = append(norm, ' ')
			i += n
		case c == '.' || c == '!' || c == '?':
			// Not a sentence end inside "e.g.", "3.5" or "..." runs.
			if c == '.' && (i+1 < len(line) && (isWordByte(line[i+1]) || line[i+1] == '.') || i >= 2 && line[i-2] == '.' && isLetter(line[i-1])) {
				i++
				continue
			}
			endSentence(i+1, len(toks), c == '?')
			startSentence(i+1, len(toks))
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
			} else if q := quotedPassage(line[i:]); q > 0 && wordCount(line[i:i+q]) <= 80 {
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
	endSentence(len(line), len(toks), false)
	if optA && optB {
		a.options = true
	}
	a.toks, a.norm, a.stems = toks, norm, stems
}

// shortStem is stemHash of the word of n <= 8 bytes packed into key (see
// asciiRun), without branches: drop a final 's' after one that is not.
func shortStem(key uint64, n int) uint64 {
	// Bytes past n are 0, so the last one needs no mask. The shift counts
	// are masked to tell the compiler they are below 64.
	last := key >> (8 * uint(n-1) & 63)
	prev := key >> (8 * uint(n-2) & 63) & 0xff // garbage for n < 2, unused
	end := n - b2i(n > 3)&b2i(last == 's')&b2i(prev != 's')
	return key & (^uint64(0) >> ((64 - 8*uint(end)) & 63)) // end >= 1
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
		c := rest[j]
		if c != '"' && c != 0xE2 {
			continue
		}
		if q := skipQuotes(rest[j:]); q > 0 {
			if wordCount(rest[:j]) > 8 {
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

// matchPhrases finds lexicon words and phrases in each authored sentence.
func (e *engine) matchPhrases(a *analysis) {
	type m struct {
		g        signal
		tok, len int32
	}
	var buf [64]m
	for si := range a.sents {
		s := &a.sents[si]
		if s.placeholder {
			// A sentence around an unfilled placeholder earns nothing.
			continue
		}
		found := buf[:0]
		// The union of the sentence's signals, as two words in registers.
		var all0, all1 uint64
		for ti := s.t0; ti < s.t1; ti++ {
			t := &a.toks[ti]
			if t.ent == 0 {
				continue
			}
			ent := &e.hot[t.ent]
			s0, s1 := ent.single[0], ent.single[1]
			all0 |= s0
			all1 |= s1
			if sigStop < 64 {
				s0 &^= 1 << (sigStop & 63)
			} else {
				s1 &^= 1 << (sigStop & 63)
			}
			for x := s0; x != 0; x &= x - 1 {
				found = append(found, m{signal(bits.TrailingZeros64(x)), ti, 1})
			}
			for x := s1; x != 0; x &= x - 1 {
				found = append(found, m{signal(64 + bits.TrailingZeros64(x)), ti, 1})
			}
			// Every phrase word has an entry: only the phrases whose second
			// word comes next can match.
			if !ent.phrases || ti+1 >= s.t1 {
				continue
			}
			next := a.toks[ti+1].ent
			if ent.next&(1<<(next&63)) == 0 {
				continue // no phrase of this word goes on with the next
			}
			ps := e.phrasesAfter(t.ent, next)
			for pi := range ps {
				p := &ps[pi] // not a copy: copying phrases stalls on the stack
				if int(ti)+len(p.rest) >= int(s.t1) {
					continue
				}
				ok := true
				for k, w := range p.rest {
					if a.toks[int(ti)+1+k].ent != w {
						ok = false
						break
					}
				}
				if ok {
					p.sigs.each(func(g signal) {
						found = append(found, m{g, ti, int32(1 + len(p.rest))})
					})
					all0 |= p.sigs[0]
					all1 |= p.sigs[1]
				}
			}
		}
		// A sentence that tips or threatens is a gimmick (Bsharat et al.
		// principles 6 and 10): its framing earns nothing, though a
		// requirement it carries ("... if you fail to mention X") still counts
		// as scope.
		all := sigset{all0, all1}
		gimmick := all.has(sigTip) || all.has(sigThreat)
		if gimmick {
			a.gimmickSents++
		}
		for _, f := range found {
			if gimmick && gimmickBlocked(f.g) {
				continue
			}
			// A modal in a question ("what should be ...") is not a requirement.
			if f.g == sigMust && s.question {
				continue
			}
			// "If you don't know, say so" is an out, not negative phrasing.
			if f.g == sigNegation && all.has(sigOut) {
				continue
			}
			a.fire(f.g, int32(si), f.tok, f.len)
			s.sigs.add(f.g)
		}
	}
}

func gimmickBlocked(g signal) bool {
	switch g {
	case sigCondition, sigRoleDuties, sigMust, sigPurpose, sigSituation, sigNegation, sigExclude,
		sigOut, sigPolite, sigTaskStated, sigRole, sigExpertise, sigDetail:
		return true
	}
	return false
}

// countContent counts distinct content words, numbers and named entities in
// authored text, and spots a keyword repeated as filler (Bsharat et al.
// principle 18 is not rewarded).
func (a *analysis) countContent(e *engine) {
	var table [1024 + 1]uint64 // up to 400 stems, short probe runs; a spare slot
	used := 0
	for si := range a.sents {
		s := &a.sents[si]
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
		used = a.countSentence(s, &table, used)
	}
	a.uniqueContent = used
	a.countTail()
}

// mayPad reports whether paddingWord can find a keyword in s: only when a
// content word of three or more letters repeats its stem. Most sentences
// repeat none, and this check is much cheaper than paddingWord.
func (a *analysis) mayPad(s *sentence) bool {
	k := s.t1 - s.t0
	if s.question || k > 40 || k == 0 || a.toks[s.t0].single.has(sigTaskVerb) {
		return false // paddingWord returns "" at once
	}
	var seen [64 + 1]uint64 // a spare slot, as in countSentence
	dup := 0
	for i := s.t0; i < s.t1; i++ {
		t := &a.toks[i]
		m := -uint64(b2i(t.ne-t.ns >= 3))
		h := a.stems[i] & m // 0: does not count
		m &= -uint64(b2i(h != 0))
		j := stemSlot(h, 6)&m | 64&^m
		x := seen[j]
		for min(x^h, x) != 0 {
			j = (j + 1) & 63
			x = seen[j]
		}
		seen[j] = h
		dup |= b2i(x == h) & b2i(h != 0)
	}
	return dup != 0
}

// countSentence counts the content of one sentence into table, which holds
// used distinct stems, and returns the new count. It is written without
// branches on what a word is (content or function word, new or seen), as
// those follow the text and the branch predictor cannot learn them.
func (a *analysis) countSentence(s *sentence, table *[1024 + 1]uint64, used int) int {
	t0 := s.t0
	if s.sigs.has(sigThreat) {
		// Only a requirement inside a threat counts ("... if you fail to
		// mention X"): skip up to the scope verb.
		for t0 < s.t1 && a.toks[t0].single&tfScope == 0 {
			t0++
		}
		t0++
	}
	hn, hp := &a.hits[sigNumber], &a.hits[sigProperNoun]
	for i := int(t0); i < int(s.t1); i++ {
		t := &a.toks[i]
		num := b2i(t.num)
		a.numbers += num
		if num&b2i(hn.n == 0) != 0 {
			a.fire(sigNumber, t.sent, int32(i), 1)
		} else {
			hn.n += int32(num)
		}
		h := a.stems[i] // 0 for a function word or a one-letter word
		content := b2i(h != 0)
		a.contentTokens += content
		// One letter is never content, so "I" needs no test here.
		pn := content & b2i(t.cap) & (num ^ 1) & b2i(i > int(s.t0))
		a.properNouns += pn
		if pn&b2i(hp.n == 0) != 0 {
			a.fire(sigProperNoun, t.sent, int32(i), 1)
		} else {
			hp.n += int32(pn)
		}
		// A word that is not counted probes the spare last slot with 0,
		// which is always empty and stays so.
		ins := content & b2i(used < 400)
		m := -uint64(ins)
		h &= m
		j := stemSlot(h, 10)&m | 1024&^m
		x := table[j]
		for min(x^h, x) != 0 {
			j = (j + 1) & 1023
			x = table[j]
		}
		table[j] = h
		used += ins & b2i(x == 0)
	}
	return used
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
	if end <= 8 {
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
	}
	h := uint64(14695981039346656037)
	for _, b := range w[:end] {
		h ^= uint64(b)
		h *= 1099511628211
	}
	return h | 1
}

// stemSlot spreads a stemHash over a table of 1<<bits slots.
func stemSlot(h uint64, bits uint) uint64 {
	return (h * 0x9e3779b97f4a7c15) >> (64 - bits)
}

// countTail fires the signals countContent derives from the counts.
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
	// A number followed by a length unit: "3 to 5 sentences", "100 words".
	for i := range a.toks {
		t := &a.toks[i]
		isNum := t.num || t.single.has(sigNumWord)
		if !isNum {
			continue
		}
		for k := i + 1; k < len(a.toks) && k <= i+3 && a.toks[k].sent == t.sent; k++ {
			u := a.toks[k]
			if u.single.has(sigUnit) {
				a.fire(sigQuantLength, t.sent, int32(i), int32(k-i+1))
				break
			}
		}
	}
}

func (a *analysis) fireOnce(g signal, i int) {
	if a.hits[g].n == 0 {
		a.fire(g, a.toks[i].sent, int32(i), 1)
		return
	}
	a.hits[g].n++
}

// b2i is 1 for true: the compiler turns it into a flag move, not a branch.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
