package scoring

import (
	"slices"
	"sync"
	"unicode"
	"unicode/utf8"
)

// detectBytes is how much of a prompt language detection reads: enough
// words to tell languages apart, and a bound on its cost.
const detectBytes = 4 << 10

// detect returns the ISO 639-1 code of the language prompt is written in
// (languageOf says whether the engine reads it). Scripts decide first (kana is Japanese,
// Han alone Chinese, Cyrillic, Greek, Arabic ... are languages the engine
// does not read); among Latin scripts, the language whose distinctive
// function words (language.marks) occur most, English on a tie. It is
// deterministic and reads at most detectBytes.
func detect(prompt string) string {
	s := prompt[:min(len(prompt), detectBytes)]
	var latin, han, kana, hangul, cyrillic, ukrainian, greek, arabic, hebrew, devanagari, thai int
	ascii := true
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf:
			if r|0x20 >= 'a' && r|0x20 <= 'z' {
				latin++
			}
			continue
		case r >= 0x3040 && r <= 0x30ff:
			kana++
		case isCJK(r):
			han++
		case r >= 0xac00 && r <= 0xd7af || r >= 0x1100 && r <= 0x11ff:
			hangul++
		case r >= 0x0400 && r <= 0x04ff:
			cyrillic++
			if r == 'і' || r == 'ї' || r == 'є' || r == 'ґ' {
				ukrainian++
			}
		case r >= 0x0370 && r <= 0x03ff:
			greek++
		case r >= 0x0600 && r <= 0x06ff:
			arabic++
		case r >= 0x0590 && r <= 0x05ff:
			hebrew++
		case r >= 0x0900 && r <= 0x097f:
			devanagari++
		case r >= 0x0e00 && r <= 0x0e7f:
			thai++
		case unicode.IsLetter(r):
			latin++ // accented Latin letters
		}
		ascii = false
	}
	// A CJK letter says as much as a word: count them against words.
	words := latin / 5
	switch {
	case kana > 0 && kana+han > words:
		return "ja"
	case han > words:
		return "zh"
	}
	for _, sc := range []struct {
		n    int
		code string
	}{{hangul, "ko"}, {cyrillic, "ru"}, {greek, "el"}, {arabic, "ar"}, {hebrew, "he"}, {devanagari, "hi"}, {thai, "th"}} {
		if sc.n > words {
			if sc.code == "ru" && ukrainian > 0 {
				return "uk"
			}
			return sc.code
		}
	}
	return detectLatin(s, ascii)
}

// detectLatin picks among the languages written in Latin letters by their
// distinctive function words.
func detectLatin(s string, ascii bool) string {
	m := markWords()
	var hits [len(latinCodes)]int
	var buf [24]byte
	found := 0
	quoted := false // words in quotes are the input, not the prompt's language
	for i := 0; i < len(s); {
		if found >= 24 && found%8 == 0 && settled(&hits) {
			break // one language leads by a margin no rest of the text would close
		}
		if s[i] == '"' {
			quoted = !quoted
		}
		if s[i] >= 0x80 {
			r, size := utf8.DecodeRuneInString(s[i:])
			if ls, ok := markLetters[r]; ok && !quoted {
				for _, l := range ls {
					hits[l]++
				}
			}
			if !unicode.IsLetter(r) {
				i += size
				continue
			}
		}
		if quoted || !isWordStart(s, i) {
			i++
			continue
		}
		j := i
		for j < len(s) && (s[j] >= 0x80 || isLetter(s[j]) || s[j] == '\'') {
			j++
		}
		if j-i <= len(buf) {
			w := buf[:0]
			for k := i; k < j; k++ {
				w = append(w, lowerByte(s[k]))
			}
			if ls, ok := m[string(w)]; ok {
				for _, l := range ls {
					hits[l]++
				}
				found++
			}
		}
		i = j
	}
	best := 0 // English
	for l := range hits {
		if hits[l] > hits[best] {
			best = l
		}
	}
	if hits[best] < 2 {
		best = 0 // one word decides nothing: "on" is English and Finnish
	}
	return latinCodes[best]
}

// settled reports a language whose marks outnumber every other's by
// three to one.
func settled(hits *[len(latinCodes)]int) bool {
	best, second := 0, 0
	for _, h := range hits {
		if h > best {
			best, second = h, best
		} else if h > second {
			second = h
		}
	}
	return best >= 3*second+8
}

func isWordStart(s string, i int) bool {
	c := s[i]
	return isLetter(c) || c >= 0x80 && !cjkAt(s, i) && (i == 0 || s[i-1] < 0x80 && !isLetter(s[i-1]))
}

// latinCodes are the languages in Latin letters detection tells apart:
// those the engine reads, then some it recognises but does not read.
var latinCodes = [...]string{"en", "de", "es", "fr", "pt", "it", "nl", "sv", "da", "no", "pl", "tr", "id", "ro", "cs", "fi", "hu"}

// otherMarks are distinctive function words of languages the engine
// recognises but does not read.
var otherMarks = map[string]string{
	"nl": "het een niet zijn voor dat deze wordt ook maar wij jij naar",
	"sv": "och att det som inte är för med jag på av till har ett också",
	"da": "og det ikke med af til som har jeg på også",
	"no": "og ikke det som med av til har jeg på også",
	"pl": "nie jest się że jak przez dla oraz czy być który",
	"tr": "ve bir bu için ile değil olarak gibi daha çok ama",
	"id": "dan yang di ke dari untuk dengan ini itu tidak adalah akan",
	"ro": "și este pentru care nu cu din sunt mai acest această",
	"cs": "je se že jsou pro jako není ale nebo který také",
	"fi": "ja ei että ovat kanssa mutta tai joka tämä ole olen oli",
	"hu": "és hogy nem egy az meg csak vagy ez azt",
}

// markWords maps each distinctive word to the languages it marks: a
// language's marks, and its function words and task verbs that are not
// English words.
var markWords = sync.OnceValue(func() map[string][]int {
	m := map[string][]int{}
	en := lexFor("en").words
	for i, code := range latinCodes {
		list := fields(otherMarks[code])
		if l := languageOf(code); l != nil {
			list = fields(l.marks)
			if l != &english {
				for _, w := range fields(l.words["stop"] + " " + l.words["taskVerb"]) {
					if _, ok := en[w]; !ok {
						list = append(list, w)
					}
				}
			}
		}
		seen := map[string]bool{}
		for _, w := range list {
			if !seen[w] {
				m[w] = append(m[w], i)
				seen[w] = true
			}
		}
	}
	return m
})

// markLetters are letters that mark a language: ß is German, ñ Spanish.
var markLetters = func() map[rune][]int {
	m := map[rune][]int{}
	for code, letters := range map[string]string{"de": "ßäöüÄÖÜ", "es": "ñ¿¡Ñ", "fr": "êâîôûëïœàèùçÊÂÎÔÛÀÈ", "pt": "ãõçÃÕ"} {
		i := slices.Index(latinCodes[:], code)
		for _, r := range letters {
			m[r] = append(m[r], i)
		}
	}
	return m
}()
