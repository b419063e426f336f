package scoring

import "strings"

// The lexicon: the word classes and cue phrases the engine reads words
// by. The words and phrases of each class and cue are a language's, in
// its file of languages/ (English's in languages/en.json); entries are
// lower case, and a cue is a phrase matched on word boundaries.

// A class is a set of word classes, one bit each.
type class uint32

const (
	cStop        class = 1 << iota // function words: carry no detail
	cGeneric                       // fit any task: quality words, meta nouns, effort
	cTaskVerb                      // verbs that open an instruction
	cFormat                        // words naming an output shape
	cUnit                          // units a length or count is given in
	cThink                         // verbs of working something out
	cOutVerb                       // verbs of producing output
	cNumber                        // number words: one, two, dozen
	cRoleNoun                      // persona nouns that name no domain
	cStyle                         // tone and register words
	cAudience                      // people an answer is written for
	cVague                         // vague words: stuff, something, somehow
	cMaterial                      // nouns for pasted input: text, document, code
	cDeliverable                   // nouns naming a deliverable: essay, email, function
	cQuality                       // qualities asked of a deliverable: detailed, creative
	cPeriod                        // words that set a period: today, latest, 2023, March
	cCriterion                     // words that set a criterion: best, cheapest, top-rated
	cOpen                          // words that leave the choice open: some, ideas, tips
	cLimit                         // words that set a limit before a number: under, within
	cShape                         // units that, counted, give the answer a shape: paragraphs, bullets

	numClasses = iota // how many classes there are: a new one goes above
)

// Cue phrases, one list per cue. A phrase may start with a word of the
// list below and match anywhere in a span unless the cue says otherwise.
type cue uint8

const (
	cueNone      cue = iota
	cueRole          // "you are a", "act as": a persona follows
	cueNotRole       // "you are given", "you are required": not a persona
	cueSelf          // "I'm", "we are", "our team": who is asking
	cueAudience      // "for beginners", "aimed at", "like I'm 5"
	cuePurpose       // "so that", "in order to", "the goal is"
	cueReference     // "the text below", "the following": points at input
	cueBinding       // "must", "only", "never", "do not": a requirement
	cueRequire       // "keep", "include", "without": a requirement when instructed
	cueLength        // "under", "at most", "no more than", "brief"
	cueFallback      // "if you don't know", "if unsure": an out
	cueFormat        // "respond in", "format", "in the form of"
	cueExample       // "for example", "here is an example"
	cueImitate       // "use the same style as", "in the style of"
	cueReason        // "step by step", "think", "reason"
	cueSequence      // "first", "then", "finally": an order of steps
	cueVerify        // "double-check", "verify your answer"
	cueScratch       // "scratchpad", "thought process"
	cueBefore        // "before answering": work to do first
	cueAsk           // "ask me questions", "clarifying questions"
	cueFrame         // "your task is", "I want you to"
	cuePolite        // "could you please", "kindly"
	cueGreeting      // "hi", "hello", "thank you"
	cueVagueVerb     // "tell me about", "help me with"
	cueGimmick       // "I'll tip", "you will be penalized"
	cueHedge         // "where appropriate", "if needed"
	cueNarrow        // "focusing on", "specifically", "in terms of"
	cueOnly          // "only the", "nothing else", "just the"
	cueNegation      // "don't", "never", "without"
	cueDepth         // "in detail", "step by step explanation"
	cueOutput        // "output", "return": a verb of output, a weak format cue
	cueAnswer        // "your answer", "your entire response", "wrap your": the answer itself, directed
	numCues
)

// What the vertical rules look for, as phrases ("#" is a number, "YEAR"
// a year).
var (
	sourcePhrases = phraseList(`cite|cites|citation|citations|source|sources|reference|references|
peer-reviewed|doi|bibliography|study|studies|paper|papers|with links`)
	assetPhrases = phraseList(`bitcoin|btc|ethereum|eth|solana|sol|usdc|usdt|tether|stablecoin|
arbitrum|optimism|polygon|matic|avalanche|avax|bnb|cardano|ada|xrp|dogecoin|doge|erc-20|erc20|
defi|uniswap|aave|mainnet|layer-2|l2|base mainnet|on-chain|onchain`)
	periodPhrases = phraseList(`last # days|last # weeks|last # months|last # years|
past # days|past # weeks|past # months|past # years|last week|last month|last year|
last quarter|past week|past month|past year|this year|this quarter|this month|
since YEAR|in YEAR|from YEAR|between YEAR|before YEAR|after YEAR|during YEAR|until YEAR|
YEAR to|YEAR-YEAR|ytd|year to date|year-to-date|q1|q2|q3|q4|24h|7d|30d|daily|weekly|
monthly|quarterly|annually`)
	riskPhrases = phraseList(`risk|risks|caveat|caveats|volatility|volatile|downside|
not financial advice|dyor|do your own research|what could go wrong`)
	platformPhrases = phraseList(`blog|linkedin|twitter|tweet|instagram|tiktok|youtube|facebook|
newsletter|podcast|website|landing page|medium|substack|reddit|x post|threads post`)
	ctaPhrases = phraseList(`call to action|call-to-action|cta|sign up|signup|sign-up|subscribe|
buy now|shop now|learn more|register|download|book a|book now|join us|join our|click`)
)

// inputPointers precede a noun that names the task's input, not its
// deliverable: "summarize the report", "translate this email".
var inputPointers = map[string]bool{"the": true, "this": true, "these": true, "that": true, "those": true,
	"my": true, "our": true, "attached": true, "following": true, "given": true, "provided": true,
	"above": true, "below": true, "pasted": true}

// phraseList splits a |-separated list of phrases into their words.
func phraseList(list string) [][]string {
	var out [][]string
	for _, p := range strings.Split(list, "|") {
		if ws := strings.Fields(p); len(ws) > 0 {
			out = append(out, ws)
		}
	}
	return out
}

// entry is what the lexicon knows of one lower-case word: its classes and
// the cue phrases that start with it.
type entry struct {
	cls         class
	phrases     []phrase            // one-word cues
	next        map[string][]phrase // longer cues, by their second word
	section     part                // the part a heading or label with this word names
	sectionRank uint8               // its rank in sectionOrder
}

// A phrase is a cue of one or more words.
type phrase struct {
	cue   cue
	words []string // lower case; words[0] is the entry's key
}

// lexicon maps a lower-case word to its entry, for a language.
type lexicon struct {
	words map[string]*entry
	lang  *language // the language it reads, over English
}

// classNames name the word classes in a language's word lists.
var classNames = []struct {
	c    class
	name string
}{
	{cStop, "stop"}, {cGeneric, "generic"}, {cTaskVerb, "taskVerb"}, {cOutVerb, "outVerb"},
	{cThink, "thinkVerb"}, {cFormat, "format"}, {cDeliverable, "deliverable"}, {cUnit, "unit"},
	{cNumber, "number"}, {cRoleNoun, "roleNoun"}, {cStyle, "style"}, {cAudience, "audience"},
	{cVague, "vague"}, {cMaterial, "material"}, {cQuality, "quality"}, {cPeriod, "period"},
	{cCriterion, "criterion"}, {cOpen, "open"}, {cLimit, "limit"}, {cShape, "shape"},
}

// cueNames name the cues in a language's cue lists, in cue order.
var cueNames = [numCues]string{
	"", "role", "notRole", "self", "audience", "purpose", "reference", "binding", "require",
	"length", "fallback", "format", "example", "imitate", "reason", "sequence", "verify",
	"scratch", "before", "ask", "frame", "polite", "greeting", "vagueVerb", "gimmick", "hedge",
	"narrow", "only", "negation", "depth", "output", "answer",
}

// newLexicon returns l's lexicon. English words get their inflected
// forms; other languages list theirs.
func newLexicon(l *language) lexicon {
	lx := lexicon{words: map[string]*entry{}, lang: l}
	lx.add(l)
	if l == &english {
		lx.addInflections()
	}
	return lx
}

// add adds language l's words, cues and section words to lx.
func (lx lexicon) add(l *language) {
	for _, cn := range classNames {
		for _, w := range fields(l.words[cn.name]) {
			lx.at(w).cls |= cn.c
		}
	}
	for c := cue(1); c < numCues; c++ {
		for _, p := range strings.Split(l.cues[cueNames[c]], "|") {
			ws := strings.Fields(strings.ToLower(strings.ReplaceAll(p, "\\\"", "\"")))
			if len(ws) == 0 {
				continue
			}
			e := lx.at(ws[0])
			ph := phrase{cue: c, words: ws}
			if len(ws) == 1 {
				e.phrases = append(e.phrases, ph)
				continue
			}
			if e.next == nil {
				e.next = map[string][]phrase{}
			}
			e.next[ws[1]] = append(e.next[ws[1]], ph)
		}
	}
	for _, e := range fields(l.elisions) {
		lx.at(e + "'").cls |= cStop
		lx.at(e + "’").cls |= cStop
	}
	if l.cjk {
		// Words of Chinese and Japanese are found by the lexicon: the
		// deliverables and domains must be in it to be found at all.
		for _, words := range l.kinds {
			for _, w := range fields(words) {
				lx.at(w)
			}
		}
		for _, d := range l.domains {
			for _, w := range fields(d.words) {
				lx.at(w)
			}
		}
	}
	// A section word names the part of the first list that has it.
	for rank, p := range sectionOrder {
		for _, w := range fields(l.sections[partNames[p]]) {
			if e := lx.at(w); e.section == 0 || int(e.sectionRank) > rank {
				e.section, e.sectionRank = p, uint8(rank)
			}
		}
	}
}

// sectionOrder is the order in which section words are looked up: a
// heading with "example" and "output" is an example.
var sectionOrder = []part{pExample, pRole, pFormat, pConstraint, pReasoning, pContext, pMaterial, pTask}

func (lx lexicon) at(w string) *entry {
	e := lx.words[w]
	if e == nil {
		e = &entry{}
		lx.words[w] = e
	}
	return e
}

// loremSet and proseSet tell placeholder text and prose from pasted data.
var loremSet = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("lorem ipsum dolor amet consectetur adipiscing elit sed eiusmod tempor incididunt labore dolore magna aliqua enim minim veniam quis nostrud exercitation ullamco laboris nisi aliquip commodo consequat duis aute irure reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat proident sunt culpa officia deserunt mollit anim") {
		m[w] = true
	}
	return m
}()

var proseSet = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("the a an of to that this with be are was were it on as by from you your i we my me our us will would can could should what how which please they them their he she his her") {
		m[w] = true
	}
	return m
}()

// logMarks and codeStarts mark a pasted line of log or code.
var (
	logMarks   = []string{"panic:", "goroutine ", "Traceback (most recent", "Exception in thread", "[ERROR]", "[WARN]", "[INFO]", "[DEBUG]", "+0x"}
	codeStarts = strings.Fields("def func class import from return var let const public private package #include fn impl struct interface SELECT INSERT UPDATE DELETE CREATE print( console.log System.out")
)

// abbreviations end with a full stop that does not end a sentence.
var abbreviations = []string{"e.g", "i.e", "etc", "vs", "mr", "mrs", "ms", "dr", "st", "no", "fig", "approx", "u.s", "inc", "ltd", "jr", "sr", "a.m", "p.m", "cf", "al"}
