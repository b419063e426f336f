package scoring

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// verbs are the fmt verbs of a sentence, in order: a translation must take
// the same arguments.
var verbs = regexp.MustCompile(`%[-+# 0]*[0-9]*[a-z%]`)

// englishText is every sentence English has: its text map and the
// rubric's fixes and evidence texts.
func englishText() map[string]string {
	m := map[string]string{}
	for k, v := range english.text {
		m[k] = v
	}
	for _, r := range rubric {
		if r.Fix != "" {
			m["fix."+r.ID] = r.Fix
		}
		m["earns."+r.ID] = r.Earns
	}
	return m
}

// TestLanguages: every language has each word class, cue, section list and
// deliverable kind English has, a role for each kind, and every sentence
// English writes, taking the same arguments.
func TestLanguages(t *testing.T) {
	en := englishText()
	for _, l := range languages {
		if len(l.code) != 2 || l.name == "" {
			t.Errorf("%q: want an ISO 639-1 code and a name", l.code)
		}
		if l == &english {
			continue
		}
		for _, cn := range classNames {
			if strings.TrimSpace(l.words[cn.name]) == "" {
				t.Errorf("%s: no %q words", l.code, cn.name)
			}
		}
		for c := cue(1); c < numCues; c++ {
			if strings.TrimSpace(strings.ReplaceAll(l.cues[cueNames[c]], "|", "")) == "" {
				t.Errorf("%s: no %q cues", l.code, cueNames[c])
			}
		}
		for _, p := range sectionOrder {
			if strings.TrimSpace(l.sections[partNames[p]]) == "" {
				t.Errorf("%s: no section words for %s", l.code, partNames[p])
			}
		}
		for k := range english.kinds {
			if strings.TrimSpace(l.kinds[k]) == "" {
				t.Errorf("%s: no words for the deliverable kind %q", l.code, k)
			}
		}
		for _, k := range taskKeys {
			if strings.TrimSpace(l.tasks[k]) == "" {
				t.Errorf("%s: no task words for %q (see english.tasks)", l.code, k)
			}
		}
		if len(l.domains) != len(english.domains) {
			// domainRole reads English's role at a domain's index.
			t.Errorf("%s: %d domains, English has %d: list English's, in its order", l.code, len(l.domains), len(english.domains))
		}
		if !l.cjk && strings.TrimSpace(l.marks) == "" {
			t.Errorf("%s: no marks to detect it by", l.code)
		}
		for k, want := range en {
			got, ok := l.text[k]
			if !ok {
				t.Errorf("%s: no sentence %q (English: %q)", l.code, k, want)
				continue
			}
			if g, w := verbs.FindAllString(got, -1), verbs.FindAllString(want, -1); !slices.Equal(g, w) {
				t.Errorf("%s: %q takes %v, English %v: %q", l.code, k, g, w, got)
			}
		}
		for k := range l.text {
			if _, ok := en[k]; !ok {
				t.Errorf("%s: sentence %q is not one English has", l.code, k)
			}
		}
	}
}

// perLanguage are, for each language the engine reads, a plain request,
// the same request with a role, an audience, a length and a format, and
// sentences that carry out a role fix and a format fix.
var perLanguage = []struct {
	code, plain, rich, role, format string
}{
	{"de", "Erkläre die Photosynthese.",
		"Du bist eine Biologielehrerin an einem Gymnasium. Erkläre die Photosynthese für Schüler der achten Klasse. Schreibe höchstens 150 Wörter. Antworte als nummerierte Liste mit drei Punkten.",
		"Du bist eine Biologielehrerin, die Schülern der achten Klasse Pflanzen erklärt.", "Antworte als nummerierte Liste mit drei Punkten und einer Zusammenfassung in einem Satz."},
	{"es", "Explica la fotosíntesis.",
		"Eres una profesora de biología de secundaria. Explica la fotosíntesis para alumnos de trece años. Escribe como máximo 150 palabras. Responde con una lista numerada de tres puntos.",
		"Eres una profesora de biología que explica las plantas a alumnos de trece años.", "Responde con una lista numerada de tres puntos y un resumen de una frase."},
	{"fr", "Explique la photosynthèse.",
		"Tu es une professeure de biologie au collège. Explique la photosynthèse à des élèves de treize ans. Écris au maximum 150 mots. Réponds sous forme de liste numérotée en trois points.",
		"Tu es une professeure de biologie qui explique les plantes à des élèves de treize ans.", "Réponds sous forme de liste numérotée en trois points, puis un résumé en une phrase."},
	{"pt", "Explique a fotossíntese para uma criança.",
		"Você é uma professora de biologia do ensino fundamental. Explique a fotossíntese para alunos de treze anos. Escreva no máximo 150 palavras. Responda com uma lista numerada de três itens.",
		"Você é uma professora de biologia que explica as plantas para alunos de treze anos.", "Responda com uma lista numerada de três itens e um resumo de uma frase."},
	{"it", "Spiega la fotosintesi.",
		"Sei un'insegnante di biologia della scuola media. Spiega la fotosintesi a studenti di tredici anni. Scrivi al massimo 150 parole. Rispondi con un elenco numerato di tre punti.",
		"Sei un'insegnante di biologia che spiega le piante a studenti di tredici anni.", "Rispondi con un elenco numerato di tre punti e un riassunto di una frase."},
	{"zh", "解释光合作用。",
		"你是一名中学生物老师。请为十三岁的学生解释光合作用。字数不超过150字。请用三点编号列表回答。",
		"你是一名中学生物老师，负责给十三岁的学生讲解植物。", "请用三点编号列表回答，最后用一句话总结。"},
	{"ja", "光合成を説明してください。",
		"あなたは中学校の生物の先生です。13歳の生徒向けに光合成を説明してください。150字以内で書いてください。3項目の番号付きリストで答えてください。",
		"あなたは中学校の生物の先生で、13歳の生徒に植物を教えています。", "3項目の番号付きリストで答え、最後に一文でまとめてください。"},
}

// TestLanguageComponents: in every language the engine reads, a role, an
// audience, a length and a format count in their dimensions, the result
// names the language, and the fixes are written in it.
func TestLanguageComponents(t *testing.T) {
	en := englishText()
	for _, test := range perLanguage {
		rich := mustScore(t, test.rich, General)
		if rich.Language != test.code {
			t.Errorf("%s: read as %q", test.code, rich.Language)
		}
		for _, d := range []string{"role_definition", "context", "constraints", "output_format"} {
			if dimScore(rich, d) == 0 {
				t.Errorf("%s: %s = 0 for %q", test.code, d, test.rich)
			}
		}
		plain := mustScore(t, test.plain, General)
		if len(plain.TopFixes) == 0 {
			t.Errorf("%s: no fixes for %q", test.code, test.plain)
		}
		for _, f := range plain.TopFixes {
			for _, w := range en {
				if i := strings.Index(w, "%"); i > 12 && strings.HasPrefix(f.Action, w[:i]) || i < 0 && f.Action == w {
					t.Errorf("%s: fix in English: %q", test.code, f.Action)
				}
			}
		}
		if len(plain.Warnings) == 0 || plain.Warnings[0].Code != WarnPercentileEnglish {
			t.Errorf("%s: warnings %v, want the English percentile's", test.code, plain.Warnings)
		}
	}
}

// TestLanguageFixesCount: a role or format fix carried out in the prompt's
// language raises its dimension.
func TestLanguageFixesCount(t *testing.T) {
	for _, test := range perLanguage {
		plain := mustScore(t, test.plain, General)
		for _, c := range []struct{ dim, add string }{{"role_definition", test.role}, {"output_format", test.format}} {
			sep := " "
			if test.code == "zh" || test.code == "ja" {
				sep = ""
			}
			after := mustScore(t, test.plain+sep+c.add, General)
			if dimScore(after, c.dim) <= dimScore(plain, c.dim) {
				t.Errorf("%s: %s %d -> %d after %q", test.code, c.dim, dimScore(plain, c.dim), dimScore(after, c.dim), c.add)
			}
		}
	}
}

// TestUnsupportedLanguage: a prompt in a language the engine does not read
// says so, earns only what its layout earns, and gets no fix.
func TestUnsupportedLanguage(t *testing.T) {
	for _, p := range []string{
		"Напишите статью о климате для школьников. Не более 300 слов. Используйте три заголовка.",
		"Schrijf een artikel over het klimaat voor scholieren. Gebruik niet meer dan 300 woorden en drie kopjes.",
		"학생들을 위해 기후에 관한 글을 써 주세요. 300단어 이내로 세 개의 제목을 사용하세요.",
	} {
		r := mustScore(t, p, General)
		if r.Language == "en" || len(r.TopFixes) != 0 || len(r.Warnings) == 0 || r.Warnings[0].Code != WarnLanguageNotSupported {
			t.Errorf("%.30q: language %q, %d fixes, warnings %v", p, r.Language, len(r.TopFixes), r.Warnings)
		}
		if r.Total > 5 {
			t.Errorf("%.30q: %d points from a language the engine does not read", p, r.Total)
		}
	}
}

// TestDetect: the language of a prompt, by script or function words.
func TestDetect(t *testing.T) {
	for _, test := range []struct{ text, code string }{
		{"Write a haiku about the sea.", "en"},
		{"Perform sentiment analysis on the latest phone reviews.", "en"},
		{"Translate \"la casa de papel\" into English.", "en"},
		{"Schreibe ein Haiku über das Meer und die Stille am Abend.", "de"},
		{"Escribe un haiku sobre el mar y la calma de la tarde.", "es"},
		{"Écris un haïku sur la mer et le calme du soir.", "fr"},
		{"Escreva um haicai sobre o mar e a calma da tarde.", "pt"},
		{"Scrivi un haiku sul mare e sulla calma della sera.", "it"},
		{"写一首关于大海的俳句。", "zh"},
		{"海についての俳句を書いてください。", "ja"},
		{"Напиши хайку о море.", "ru"},
	} {
		if got := detect(test.text); got != test.code {
			t.Errorf("detect(%q) = %s, want %s", test.text, got, test.code)
		}
	}
}

// TestCountedShape: a count of a shaping unit, with words between, names
// the answer's shape in every language, and no format fix asks for one;
// a count of words is a length, not a shape.
func TestCountedShape(t *testing.T) {
	for _, tc := range []struct {
		prompt string
		shape  bool
	}{
		{"Explain to a student in three short paragraphs how tax returns work.", true},
		{"Give me 5 concrete bullet points on why the migration failed.", true},
		{"Summarize the report in 200 words.", false},
		{"Erkläre einem Studenten in drei kurzen Absätzen, wie die Steuererklärung funktioniert.", true},
		{"Explica a un estudiante en tres párrafos breves cómo funciona la declaración de impuestos.", true},
		{"Explique à un étudiant en trois paragraphes courts comment fonctionne la déclaration d'impôts.", true},
		{"Explique a um estudante em três parágrafos curtos como funciona a declaração de impostos.", true},
		{"Spiega a uno studente in tre paragrafi brevi come funziona la dichiarazione dei redditi.", true},
		{"请用三个段落向学生解释报税是如何进行的。", true},
		{"学生に確定申告の仕組みを3つの短い段落で説明してください。", true},
	} {
		r := mustScore(t, tc.prompt, General)
		a := analyze(tc.prompt, General, defaultWeights, false)
		shape := a.hits[rShape].frac > 0
		a.release()
		if shape != tc.shape {
			t.Errorf("%q: shape credited %v, want %v", tc.prompt, shape, tc.shape)
		}
		ask := rubric[rShape].Fix
		if r.Language != "en" {
			ask = languageOf(r.Language).say("fix." + rubric[rShape].ID)
		}
		ask = ask[:strings.IndexByte(ask, '%')]
		for _, f := range r.TopFixes {
			if tc.shape && strings.HasPrefix(f.Action, ask) {
				t.Errorf("%q: fix %q asks for the shape it names", tc.prompt, f.Action)
			}
		}
	}
}
