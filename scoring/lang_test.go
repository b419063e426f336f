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
		if len(l.domains) < len(english.domains)/2 {
			t.Errorf("%s: %d domains, English has %d", l.code, len(l.domains), len(english.domains))
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
