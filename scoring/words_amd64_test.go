//go:build !purego

package scoring

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// shortState is what a word loop leaves behind.
type shortState struct {
	end   int
	opt   byte
	long  bool
	norm  []byte
	toks  []token
	stems []uint64
	sents []sentence
}

// runShort runs one of the word loops from i on an analysis that already
// holds pre tokens, a norm of pre bytes and one to three sentences, with
// the given room (norm, tokens, stems, sentences).
func runShort(e *engine, loop func(*engine, *analysis, string, int, int) (int, byte, bool), line string, i, pre int, room [4]int) shortState {
	ns := 1 + pre%3
	a := &analysis{
		norm:  make([]byte, pre, pre+room[0]),
		toks:  make([]token, pre, pre+room[1]),
		stems: make([]uint64, pre+room[2]),
		sents: make([]sentence, ns, ns+room[3]),
	}
	for k := range pre {
		a.norm[k] = byte('a' + k%26)
		a.toks[k] = token{ns: int32(k), ne: int32(k + 1), ent: int32(k)}
		a.stems[k] = uint64(k)
	}
	for k := range ns {
		a.sents[k] = sentence{t0: int32(k), t1: int32(k), os: int32(k), oe: int32(k), question: k == 1, flags: tflags(k), sigs: sigset{uint64(k)}}
	}
	// A stale sentence past the end, as in a reused buffer: a new one
	// must not keep its fields.
	if room[3] > 0 {
		a.sents[:ns+1][ns] = sentence{t0: 9, question: true, placeholder: true, padding: true, flags: 7, sigs: sigset{1, 2}}
	}
	end, opt, long := loop(e, a, line, i, 1000)
	return shortState{end, opt, long, a.norm, a.toks, a.stems[:len(a.toks)], a.sents}
}

// checkShort compares the assembly word loop with shortWordsGo on line
// from every offset, with room for everything and with little room.
func checkShort(t *testing.T, e *engine, line string) {
	t.Helper()
	rooms := [][4]int{{len(line) + 16, len(line) + 1, len(line) + 1, len(line)}, {8, 1, 1, 1}, {20, 2, 5, 0}, {30, 9, 3, 1}, {7, 5, 5, 2}, {0, 0, 0, 0}, {len(line) + 16, len(line) + 1, len(line) + 1, 1}}
	for i := 0; i <= len(line); i++ {
		for ri, r := range rooms {
			pre := (i + ri) % 4
			got := runShort(e, shortWords, line, i, pre, r)
			want := runShort(e, (*engine).shortWordsGo, line, i, pre, r)
			if got.end != want.end || got.opt != want.opt || got.long != want.long {
				t.Fatalf("%q from %d, room %v: asm (end %d, opt %q, long %v), Go (end %d, opt %q, long %v)",
					line, i, r, got.end, got.opt, got.long, want.end, want.opt, want.long)
			}
			if !bytes.Equal(got.norm, want.norm) {
				t.Fatalf("%q from %d, room %v: norm %q, Go %q", line, i, r, got.norm, want.norm)
			}
			if !slices.Equal(got.toks, want.toks) {
				t.Fatalf("%q from %d, room %v: tokens\n%+v\nGo\n%+v", line, i, r, got.toks, want.toks)
			}
			if !slices.Equal(got.stems, want.stems) {
				t.Fatalf("%q from %d, room %v: stems %x, Go %x", line, i, r, got.stems, want.stems)
			}
			if !slices.Equal(got.sents, want.sents) {
				t.Fatalf("%q from %d, room %v: sentences\n%+v\nGo\n%+v", line, i, r, got.sents, want.sents)
			}
		}
	}
}

// TestShortWordsAsm checks that the assembly word loop leaves exactly what
// the Go one does, on lexicon words, plurals, capitals, digits, options,
// apostrophes, non-ASCII text and words of every length.
func TestShortWordsAsm(t *testing.T) {
	e := defaultEngine()
	for _, line := range []string{
		"You are a senior financial analyst. Summarize the attached Q3 earnings call transcript for a retail investor",
		"Use only facts from the transcript and quote the figures exactly. Think step by step: first find the guidance",
		"a) yes b) no c) maybe A) Yes (b) x) 1) 22) as is bus gas grass class kiss kisses steps Steps STEPS",
		"don't it's l'amour café naïve “quoted” — dash… 3.5 e.g. x86 2024 ABCDEFG abcdefgh abcdefghijklmnop word",
		"role task context format example step output json list table bullet tone audience constraint words",
		"s ss sss ssss sssss ssssss sssssss is its was has does goes focus bonus plus status",
		"ssssssss sssssssss ssssssssss sssssssssssssss ssssssssssssssss abcdefgh abcdefghs abcdefghss abcdefghijklmns",
		"Instructions constraints requirements paragraphs summarize explanation professional,structured markdown.",
		"abcdefghijk' abcdefghijk\xe2\x80\x99 abcdefghij) abcdefghijklmnopqrstuvwxyz 12345678 123456789012345 a) Abcdefghi)",
		"one, two: three,four:five , six ,, seven,: eight:  nine, abcdefghij, abcdefghijkl: x, a, b) c: d)",
		"First sentence. Second one. e.g. this i.e. that. A. Smith wrote 3. Step x.y. z. abcdefghijk. Next. Last.",
		"end.  two spaces. end.x no. end.. dots. a. b. c.d. e. f.G. H. 12. 3.5. Ok.",
		"ends with a comma,",
		"ends with a colon:",
		"ends with a comma, ",
		"",
		"short",
		"       spaced     out     words     here    ",
	} {
		checkShort(t, e, line)
	}
	// A line that starts with a one-letter word and a period, cut from a
	// text with a '.' just before it: the loop must not look before the
	// line for "e.g." (tokenizeLine does not).
	for _, text := range []string{".a. bcdefgh ijklm", "x.Y. zyxwvu tsrq", ".. 3. cdefghij klm"} {
		checkShort(t, e, text[1:])
	}
	// Random lines over an alphabet that hits every branch.
	pieces := []string{"a", "s", "S", "b", "z", "Z", "0", "9", "x", "ss", " ", " ", " ", "  ", ".", ",", ", ", ": ", ")", "(", "'", "-", ":", "\xe2\x80\x99", "\xc3\xa9", "\xff", "\x00", "@", "[", "`", "{", "/",
		"the", "step", "steps", "role", "You", "JSON", "table", "format", "expert", "words", "abcdefgh", "abcdefghijk", "format:",
		// Eight to sixteen bytes: lexicon words, plurals, 's' endings at
		// every length, capitals, digits.
		"abcdefgs", "abcdefghs", "abcdefgss", "abcdefghijs", "Abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmnos",
		"instructions", "constraints", "Requirements", "paragraphs", "processes", "addresses", "step-by-step", "1234567890", "examples",
		// Sentence ends, and the periods that end none.
		". ", ". ", "e.g. ", ".. ", "?"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		var b []byte
		for range 1 + r.IntN(40) {
			b = append(b, pieces[r.IntN(len(pieces))]...)
		}
		checkShort(t, e, string(b))
	}
}

// FuzzShortWords compares the assembly word loop with the Go one on any
// line.
func FuzzShortWords(f *testing.F) {
	for _, s := range []string{"You are a senior analyst", "a) b) c)", "steps kiss its", "don't café", "abcdefgh ijk"} {
		f.Add(s)
	}
	e := defaultEngine()
	f.Fuzz(func(t *testing.T, line string) {
		if len(line) > 256 {
			line = line[:256]
		}
		checkShort(t, e, line)
	})
}

// TestMatchWordsAsm checks that the assembly word matcher leaves m exactly
// as matchWordsGo does: on real sentences, and on random runs of lexicon
// and unknown words that start phrases often.
func TestMatchWordsAsm(t *testing.T) {
	e := defaultEngine()
	check := func(name string, toks []token, t0, t1 int32, n, room int, all sigset, flags tflags) {
		t.Helper()
		// The state after the run and the words it stopped at.
		run := func(f func(*wordMatch)) (wordMatch, []match, []int32) {
			found := make([]match, room)
			for k := range found {
				found[k] = match{tok: -1, len: -1} // cells not written show as such
			}
			m := wordMatch{hot: e.hot, toks: toks, found: found, ti: t0, t1: t1, n: n, all: all, flags: flags}
			var stops []int32
			for {
				f(&m)
				if !m.cand {
					break
				}
				stops = append(stops, m.ti)
				m.ti++
			}
			return m, found, stops
		}
		got, gotFound, gotStops := run(matchWords)
		want, wantFound, wantStops := run(matchWordsGo)
		if !slices.Equal(gotStops, wantStops) {
			t.Fatalf("%s from %d to %d: asm stopped at %v, Go at %v", name, t0, t1, gotStops, wantStops)
		}
		if got.ti != want.ti || got.n != want.n || got.all != want.all || got.flags != want.flags || got.cand != want.cand {
			t.Fatalf("%s from %d to %d: asm ti %d n %d all %x flags %x, Go ti %d n %d all %x flags %x",
				name, t0, t1, got.ti, got.n, got.all, got.flags, want.ti, want.n, want.all, want.flags)
		}
		if !slices.Equal(gotFound, wantFound) {
			t.Fatalf("%s from %d to %d: found\n%v\nGo\n%v", name, t0, t1, gotFound, wantFound)
		}
	}
	// Real sentences, as analyze tokenizes them.
	for _, p := range []string{
		"You are a senior financial analyst. Summarize the attached Q3 earnings call transcript for a retail investor in five bullet points.",
		"Think step by step: first find the guidance changes, then the margin trends. Format: Markdown. Respond in JSON with a table.",
		"If you don't know, say so. Do not use jargon. Write for a beginner audience, in a friendly tone, with an example.",
	} {
		a := e.analyze(p)
		toks := append(a.toks[:len(a.toks):len(a.toks)], token{})
		for t0 := range int32(len(a.toks)) {
			check(p, toks, t0, int32(len(a.toks)), 0, len(a.toks)+1, sigset{}, 0)
		}
		e.release(a)
	}
	// Random words: lexicon entries that start phrases, their second
	// words, other entries and unknown words (entry 0).
	var starts, seconds []int32
	for id := 1; id < len(e.hot); id++ {
		if e.hot[id].next != 0 {
			starts = append(starts, int32(id))
		}
	}
	for _, st := range starts {
		for _, p := range e.ents[st-1].phrases {
			seconds = append(seconds, p.rest[0])
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		k := 1 + r.IntN(30)
		toks := make([]token, k+1)
		for i := range k {
			var ent int32
			switch r.IntN(4) {
			case 0:
				ent = starts[r.IntN(len(starts))]
			case 1:
				ent = seconds[r.IntN(len(seconds))]
			case 2:
				ent = int32(r.IntN(len(e.hot)))
			}
			toks[i] = token{ent: ent, single: tflags(r.IntN(256)), os: int32(i)}
		}
		t0 := int32(r.IntN(k))
		t1 := t0 + int32(r.IntN(k-int(t0)+1))
		n := r.IntN(3)
		room := n + int(t1-t0) + r.IntN(3)
		check("random", toks, t0, t1, n, room, sigset{r.Uint64() & r.Uint64(), 0}, tflags(r.IntN(2)))
	}
}

// TestCountWordsAsm checks that the assembly content counter leaves c and
// its table exactly as countWordsGo does: function and content words,
// numbers, capitals, repeated stems, colliding slots and a full count.
func TestCountWordsAsm(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 5000 {
		bits := uint(4 + r.IntN(4))
		size := 1 << bits
		k := r.IntN(size / 2)
		toks := make([]token, k)
		stems := make([]uint64, k)
		pool := []uint64{1, 2, 0x73, 0x6574617473, 1 << 63, uint64(r.Int64()) | 1}
		for i := range k {
			toks[i] = token{num: r.IntN(4) == 0, cap: r.IntN(3) == 0}
			switch r.IntN(3) {
			case 0: // a function word
			case 1:
				stems[i] = pool[r.IntN(len(pool))]
			default:
				stems[i] = uint64(r.Int64())
			}
		}
		table := make([]uint64, size+1)
		for range r.IntN(size / 4) {
			table[r.IntN(size)] = uint64(r.Int64()) | 1 // earlier sentences' stems
		}
		c := contentCount{toks: toks, stems: stems, shift: uint64(64 - bits), add: -uint64(r.IntN(5)/4 ^ 1),
			used: r.IntN(500), nums: r.IntN(3), pns: r.IntN(3), content: r.IntN(3)}
		got, want := c, c
		got.table, want.table = slices.Clone(table), slices.Clone(table)
		countWords(&got)
		countWordsGo(&want)
		if got.used != want.used || got.nums != want.nums || got.pns != want.pns || got.content != want.content {
			t.Fatalf("%d words, %d bits, add %x: asm used %d nums %d pns %d content %d, Go %d %d %d %d", k, bits, c.add,
				got.used, got.nums, got.pns, got.content, want.used, want.nums, want.pns, want.content)
		}
		if !slices.Equal(got.table, want.table) {
			t.Fatalf("%d words, %d bits: table\n%x\nGo\n%x", k, bits, got.table, want.table)
		}
	}
}

// The assembly word loop reads a mid-word cell's id, flags and stop where a
// short cell has them, moved by the difference of the two ids' offsets.
func TestSlotLayout(t *testing.T) {
	var s shortSlot
	var m midSlot
	d := unsafe.Offsetof(m.id) - unsafe.Offsetof(s.id)
	if unsafe.Offsetof(m.flags)-unsafe.Offsetof(s.flags) != d || unsafe.Offsetof(m.stop)-unsafe.Offsetof(s.stop) != d {
		t.Fatalf("midSlot's id, flags and stop are not where shortSlot's are, moved by %d", d)
	}
	// The word loop copies the eight bytes from a cell's id to a token's
	// ent: they must hold ent, single, cap, num and stop in that order,
	// and the cell has no more than eight bytes from id on.
	var tok token
	ent, id, mid := unsafe.Offsetof(tok.ent), unsafe.Offsetof(s.id), unsafe.Offsetof(m.id)
	if unsafe.Offsetof(tok.single)-ent != unsafe.Offsetof(s.flags)-id || unsafe.Offsetof(tok.stop)-ent != unsafe.Offsetof(s.stop)-id ||
		unsafe.Offsetof(tok.cap)-ent != 5 || unsafe.Offsetof(tok.num)-ent != 6 || unsafe.Offsetof(tok.stop)-ent != 7 ||
		unsafe.Sizeof(s)-id != 8 || unsafe.Sizeof(m)-mid != 8 {
		t.Fatalf("a cell from id on is not laid out as a token from ent to stop")
	}
	// A sentence the word loop starts: t0 to oe written by name, then
	// eight zero bytes from question (question, placeholder, padding and
	// flags) and sixteen from sigs, which must be all the rest.
	var st sentence
	q := unsafe.Offsetof(st.question)
	for _, off := range []uintptr{unsafe.Offsetof(st.placeholder), unsafe.Offsetof(st.padding), unsafe.Offsetof(st.flags)} {
		if off < q || off >= q+8 {
			t.Fatalf("sentence: a flag at %d, outside the eight bytes from question at %d", off, q)
		}
	}
	if unsafe.Offsetof(st.sigs) != q+8 || unsafe.Sizeof(st.sigs) != 16 || unsafe.Sizeof(st) != q+24 ||
		unsafe.Offsetof(st.oe)+4 > q {
		t.Fatalf("sentence: not t0 to oe, eight bytes of flags, then sigs")
	}
}
