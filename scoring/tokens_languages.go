package scoring

import (
	"embed"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// A language holds what the engine needs to read a prompt written in it
// and to write its fixes, placeholders and evidence in it. Each language
// is a data file of languages/ (en.json, de.json, ...) that the engine
// embeds: its word classes, cue phrases, section words, deliverable
// kinds, task words, domains and roles, and every sentence the engine
// writes. TestLanguages checks that every one has each list and sentence
// English has, taking the same arguments. To add a language, add its file,
// register it in languages, and add prompts in it to the tests.
type language struct {
	code  string // ISO 639-1
	name  string // in English
	marks string // distinctive function words, for detection (Latin scripts)

	// Reading.
	words    map[string]string // word lists by class name (classNames), space separated
	cues     map[string]string // cue phrases by cue name (cueNames), "|" separated
	sections map[string]string // words of headings and labels by the part they name (partNames)
	kinds    map[string]string // words naming a deliverable by its kind ("email", "code" ...)
	tasks    map[string]string // words of a task by what it calls for: "reason", "example", and the steps fitting "debug", "compare", "compute", "classify", "plan"
	domains  []domain          // a task's domain and a role that fits it, first hit first; English's domains, in English's order
	cjk      bool              // written without spaces: words are found by the lexicon
	nounCaps bool              // every noun is capitalised, so a capital marks no name (German)
	verbLast bool              // an instruction's verb comes last (Japanese)
	elisions string            // words elided before an apostrophe, split off: French "l d qu"

	// Writing: every sentence the engine writes, by key (languages/en.json has
	// them all); "fix.<rule>" and "earns.<rule>" are the rubric's texts.
	text map[string]string
}

// A domain is a set of words of a task's subject and a role that fits it,
// with its article: "a registered dietitian".
type domain struct {
	words string
	role  string
}

// The languages the engine reads, from their files.
var (
	english    = loadLanguage("en")
	german     = loadLanguage("de")
	spanish    = loadLanguage("es")
	french     = loadLanguage("fr")
	portuguese = loadLanguage("pt")
	italian    = loadLanguage("it")
	chinese    = loadLanguage("zh")
	japanese   = loadLanguage("ja")
)

// languages are the languages the engine reads, English first.
var languages = []*language{&english, &german, &spanish, &french, &portuguese, &italian, &chinese, &japanese}

//go:embed languages/*.json
var languageFiles embed.FS

// loadLanguage reads the file of the language coded code. A file that
// does not read is a fault of the build, not of a prompt: it panics, and
// every test fails.
func loadLanguage(code string) language {
	b, err := languageFiles.ReadFile("languages/" + code + ".json")
	if err != nil {
		panic(err)
	}
	var f languageFile
	if err := json.Unmarshal(b, &f); err != nil {
		panic("languages/" + code + ".json: " + err.Error())
	}
	joined := func(m map[string][]string) map[string]string {
		out := make(map[string]string, len(m))
		for k, lines := range m {
			out[k] = strings.Join(lines, "\n")
		}
		return out
	}
	l := language{code: f.Code, name: f.Name, marks: f.Marks, cjk: f.CJK, nounCaps: f.NounCaps, verbLast: f.VerbLast,
		elisions: f.Elisions, words: joined(f.Words), cues: joined(f.Cues), sections: f.Sections, kinds: f.Kinds,
		tasks: f.Tasks, text: f.Text}
	for _, d := range f.Domains {
		l.domains = append(l.domains, domain{d.Words, d.Role})
	}
	return l
}

// languageOf returns the language with code c, or nil.
func languageOf(c string) *language {
	for _, l := range languages {
		if l.code == c {
			return l
		}
	}
	return nil
}

// say returns the sentence of key in language l, falling back to English.
func (l *language) say(key string) string {
	if t, ok := l.text[key]; ok {
		return t
	}
	return english.text[key]
}

// lexicons are built on first use, each once: a language's own entries
// over English's, so that an English template around a German task is
// read too. Building only the languages met keeps the first score fast
// where building is slow (the web page's WebAssembly).
var lexicons = func() map[string]func() lexicon {
	m := map[string]func() lexicon{}
	for _, l := range languages {
		m[l.code] = sync.OnceValue(func() lexicon {
			lx := newLexicon(&english)
			if l != &english {
				lx.add(l)
				lx.lang = l
			}
			return lx
		})
	}
	return m
}()

// lexFor returns the lexicon of the language coded c, or English's.
func lexFor(c string) lexicon {
	if lx, ok := lexicons[c]; ok {
		return lx()
	}
	return lexicons["en"]()
}

// fields splits a word list, lower-casing it as the tokenizer does.
func fields(list string) []string {
	return strings.Fields(strings.ToLower(list))
}

// cjkAt reports a Chinese character, hiragana or katakana at byte i of s.
func cjkAt(s string, i int) bool {
	if s[i] < 0xe3 {
		return false // every CJK letter is three bytes from U+3040 on
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return isCJK(r)
}

func isCJK(r rune) bool {
	return r >= 0x3040 && r <= 0x30ff || // hiragana, katakana
		r >= 0x3400 && r <= 0x4dbf || r >= 0x4e00 && r <= 0x9fff || r >= 0xf900 && r <= 0xfaff || // Han
		r >= 0x31f0 && r <= 0x31ff || r == 0x30fc
}

// cjkLen is the length of the run of CJK letters at the start of s.
func cjkLen(s string) int {
	i := 0
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isCJK(r) {
			break
		}
		i += size
	}
	return i
}

// maxCJKWord is the longest word, in letters, looked up in a CJK run.
const maxCJKWord = 6

// cjkWord is the length in bytes of the word at the start of a CJK run:
// the longest the lexicon knows, else two letters (or the last one).
func (lx lexicon) cjkWord(run string) int {
	if k := katakanaLen(run); k > 0 {
		return k // a loanword in katakana is one word, however long
	}
	ends := make([]int, 0, maxCJKWord)
	for i := 0; i < len(run) && len(ends) < maxCJKWord; {
		_, size := utf8.DecodeRuneInString(run[i:])
		i += size
		ends = append(ends, i)
	}
	for k := len(ends) - 1; k >= 1; k-- {
		if _, ok := lx.words[run[:ends[k]]]; ok {
			return ends[k]
		}
	}
	if len(ends) == 1 {
		return ends[0]
	}
	if _, ok := lx.words[run[:ends[0]]]; ok {
		return ends[0]
	}
	return ends[1]
}

// katakanaLen is the length of the run of katakana (with the long mark
// ー and the middle dot) at the start of s, or 0 under two letters.
func katakanaLen(s string) int {
	i, n := 0, 0
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !(r >= 0x30a0 && r <= 0x30ff || r == 0x31f0) {
			break
		}
		i += size
		n++
	}
	if n < 2 {
		return 0
	}
	return i
}

// cjkWords calls f with every stretch of two to four letters of each CJK
// run in s: the words a heading of Chinese or Japanese may hold.
func (lx lexicon) cjkWords(s string, f func(string)) {
	for i := 0; i < len(s); {
		if !cjkAt(s, i) {
			i++
			continue
		}
		n := cjkLen(s[i:])
		run := s[i : i+n]
		var at []int
		for k := range run {
			at = append(at, k)
		}
		at = append(at, len(run))
		if len(at) == 2 {
			f(run) // "## 例": a heading of one letter
		}
		for a := 0; a < len(at)-1; a++ {
			for b := a + 2; b <= a+4 && b < len(at); b++ {
				f(run[at[a]:at[b]])
			}
		}
		i += n
	}
}

// langIndex maps a language's words to its deliverable kinds and domains.
type langIndex struct {
	kind   map[string]string
	task   map[string][]string
	domain map[string]int
}

var indexes = sync.OnceValue(func() map[*language]*langIndex {
	m := map[*language]*langIndex{}
	for _, l := range languages {
		ix := &langIndex{kind: map[string]string{}, task: map[string][]string{}, domain: map[string]int{}}
		// A word in two kinds' lists is of the first, in the kinds'
		// sorted order: map order differs from run to run.
		for _, k := range slices.Sorted(maps.Keys(l.kinds)) {
			for _, w := range fields(l.kinds[k]) {
				if _, ok := ix.kind[w]; !ok {
					ix.kind[w] = k
				}
			}
		}
		for _, k := range taskKeys {
			for _, w := range fields(l.tasks[k]) {
				ix.task[w] = append(ix.task[w], k)
			}
		}
		for i := len(l.domains) - 1; i >= 0; i-- {
			for _, w := range fields(l.domains[i].words) {
				ix.domain[w] = i
			}
		}
		m[l] = ix
	}
	return m
})

// taskKeys are the keys of language.tasks, in the order taskKind tries
// them.
var taskKeys = []string{"reason", "example", "debug", "compare", "compute", "classify", "plan"}

// taskIs reports whether w is a task word of key k in l or in English.
func (l *language) taskIs(w, k string) bool {
	for _, x := range [2]*language{l, &english} {
		for _, y := range indexes()[x].task[w] {
			if y == k {
				return true
			}
		}
		if l == &english {
			break
		}
	}
	return false
}

// kindOf returns the kind of deliverable w names in l, or "".
func (l *language) kindOf(w string) string { return indexes()[l].kind[w] }

// domainOf returns the index of the first of l's domains that lists w, or
// -1.
func (l *language) domainOf(w string) int {
	if d, ok := indexes()[l].domain[w]; ok {
		return d
	}
	return -1
}

// ReportLabels are the labels of a score report for the prompt's content.
type ReportLabels struct {
	Score, Grade, Percentile, Fixes, Evidence, Missing string
	NoFixes                                            string // the line under Fixes when none is worth making
	code                                               string
}

// Warning returns w's message in the report's language, or in English
// where the language has none.
func (r ReportLabels) Warning(w Warning) string {
	if l := languageOf(r.code); l != nil {
		if t, ok := l.text["warn."+w.Code]; ok {
			return t
		}
	}
	return w.Message
}

// Labels returns the report labels in the language coded code, English
// for a language the engine does not write.
func Labels(code string) ReportLabels {
	l := languageOf(code)
	if l == nil {
		l = &english
	}
	return ReportLabels{l.say("report.score"), l.say("report.grade"), l.say("report.percentile"),
		l.say("report.fixes"), l.say("report.evidence"), l.say("report.missing"), l.say("report.nofixes"), l.code}
}

// languageFile is a language as its file in languages/ writes it: each
// word or cue list as its lines.
type languageFile struct {
	Code     string              `json:"code"`
	Name     string              `json:"name"`
	Marks    string              `json:"marks"`
	CJK      bool                `json:"cjk,omitempty"`
	NounCaps bool                `json:"noun_caps,omitempty"`
	VerbLast bool                `json:"verb_last,omitempty"`
	Elisions string              `json:"elisions,omitempty"`
	Words    map[string][]string `json:"words"`
	Cues     map[string][]string `json:"cues"`
	Sections map[string]string   `json:"sections"`
	Kinds    map[string]string   `json:"kinds"`
	Tasks    map[string]string   `json:"tasks"`
	Domains  []languageDomain    `json:"domains"`
	Text     map[string]string   `json:"text"`
}

type languageDomain struct {
	Words string `json:"words"`
	Role  string `json:"role"`
}
