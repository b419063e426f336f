package check

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"go.yaml.in/yaml/v3"

	"github.com/pqs-dev/pqs/internal/gitignore"
	"github.com/pqs-dev/pqs/scoring"
)

// ConfigFile is the name of the configuration file read from the
// directory checked.
const ConfigFile = ".pqs.yml"

// DefaultMinScore is the minimum score when neither a flag nor .pqs.yml
// sets one: the score that best tells expert prompts from plain
// one-liners in the evaluation data (TestDefaultMinScoreFromData).
const DefaultMinScore = 21

// Config is the contents of a .pqs.yml:
//
//	min-score: 40          # the gate for every file (0..80)
//	vertical: general      # general, crypto, content or research
//	include: ["docs/prompts/*.md"]
//	exclude: ["legacy/**"]
//	overrides:             # later entries win
//	  - files: "prompts/research/**"   # a glob or a list of globs
//	    vertical: research
//	    min-score: 48
//
// Globs use .gitignore pattern syntax, relative to the directory checked.
type Config struct {
	MinScore  *int       `yaml:"min-score"`
	Vertical  string     `yaml:"vertical"`
	Include   globList   `yaml:"include"`
	Exclude   globList   `yaml:"exclude"`
	Overrides []Override `yaml:"overrides"`
}

// An Override sets the minimum score or the vertical of the files its
// globs match.
type Override struct {
	Files    globList `yaml:"files"`
	MinScore *int     `yaml:"min-score"`
	Vertical string   `yaml:"vertical"`
}

// globList is a list of globs that may be written as one string.
type globList []string

func (g *globList) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*g = globList{n.Value}
		return nil
	}
	var l []string
	if err := n.Decode(&l); err != nil {
		return fmt.Errorf("line %d: want a glob or a list of globs", n.Line)
	}
	*g = l
	return nil
}

// MaxGlobs bounds the globs of a .pqs.yml, and the patterns of a tree's
// .pqsignore files together: each file is matched against every one, and
// a pull request writes both.
const MaxGlobs = 10_000

// maxConfigNodes bounds a .pqs.yml with its YAML aliases expanded: 600 KB
// of overrides naming one list of 2,000 globs 20,000 times would be 40
// million globs.
const maxConfigNodes = 1 << 16

// ParseConfig reads the contents of a .pqs.yml and checks its values.
// Unknown keys are errors, so a misspelt key is not silently ignored.
func ParseConfig(data []byte) (Config, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return Config{}, err
	}
	if expandedNodes(&doc, map[*yaml.Node]int{}) > maxConfigNodes {
		return Config{}, fmt.Errorf("more than %d YAML nodes once aliases are expanded", maxConfigNodes)
	}
	var c Config
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&c); err != nil && !errors.Is(err, io.EOF) {
		return Config{}, err
	}
	if err := checkSettings("", c.MinScore, c.Vertical); err != nil {
		return Config{}, err
	}
	globs := len(c.Include) + len(c.Exclude)
	for _, o := range c.Overrides {
		globs += len(o.Files)
	}
	if globs > MaxGlobs {
		return Config{}, fmt.Errorf("%d globs: at most %d", globs, MaxGlobs)
	}
	for _, g := range append(append([]string{}, c.Include...), c.Exclude...) {
		if _, err := compileGlob(g); err != nil {
			return Config{}, err
		}
	}
	for i, o := range c.Overrides {
		at := fmt.Sprintf("overrides[%d]: ", i)
		if len(o.Files) == 0 {
			return Config{}, fmt.Errorf("%sfiles: want at least one glob", at)
		}
		if o.MinScore == nil && o.Vertical == "" {
			return Config{}, fmt.Errorf("%sset min-score or vertical", at)
		}
		for _, g := range o.Files {
			if _, err := compileGlob(g); err != nil {
				return Config{}, fmt.Errorf("%sfiles: %w", at, err)
			}
		}
		if err := checkSettings(at, o.MinScore, o.Vertical); err != nil {
			return Config{}, err
		}
	}
	return c, nil
}

// expandedNodes counts the nodes of n with aliases expanded, each node's
// count computed once; it stops counting past maxConfigNodes.
func expandedNodes(n *yaml.Node, seen map[*yaml.Node]int) int {
	if c, ok := seen[n]; ok {
		return c
	}
	seen[n] = maxConfigNodes + 1 // an alias of its own ancestor is no smaller
	c := 1
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		c = expandedNodes(n.Alias, seen)
	}
	for _, k := range n.Content {
		if c += expandedNodes(k, seen); c > maxConfigNodes {
			break
		}
	}
	seen[n] = min(c, maxConfigNodes+1)
	return seen[n]
}

func checkSettings(at string, min *int, vertical string) error {
	if min != nil && (*min < 0 || *min > scoring.OutOf) {
		return fmt.Errorf("%smin-score: %d is outside 0..%d", at, *min, scoring.OutOf)
	}
	if vertical != "" {
		if _, err := scoring.ParseVertical(vertical); err != nil {
			return fmt.Errorf("%svertical: %w", at, err)
		}
	}
	return nil
}

// A glob is a pattern of .gitignore syntax, relative to the directory
// checked ("!" has no meaning in a glob).
type glob = gitignore.Pattern

func compileGlob(s string) (glob, error) {
	p, ok := gitignore.ParsePattern(s, "")
	if !ok || p.Negated() {
		return glob{}, fmt.Errorf("bad glob %q", s)
	}
	return p, nil
}

func compileGlobs(list []string) ([]glob, error) {
	out := make([]glob, 0, len(list))
	for _, s := range list {
		g, err := compileGlob(s)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

// matchAny reports whether a glob matches path or a directory path is
// in: "legacy" and "prompts/old/" match every file below them.
func matchAny(gs []glob, path string, isDir bool) bool {
	for _, g := range gs {
		if g.Match(path, isDir) {
			return true
		}
		for i := 0; i < len(path); i++ {
			if path[i] == '/' && g.Match(path[:i], true) {
				return true
			}
		}
	}
	return false
}

// settings is what a file is held to.
type settings struct {
	minScore int
	vertical scoring.Vertical
}

// rules resolves each file's settings: the defaults, then .pqs.yml's
// top level, then the flags, then the overrides whose globs match.
type rules struct {
	base      settings
	overrides []override
}

type override struct {
	files    []glob
	minScore *int
	vertical scoring.Vertical
}

func newRules(c Config, o Options) (rules, error) {
	r := rules{base: settings{minScore: DefaultMinScore, vertical: scoring.General}}
	if c.MinScore != nil {
		r.base.minScore = *c.MinScore
	}
	if c.Vertical != "" {
		r.base.vertical = scoring.Vertical(c.Vertical)
	}
	if o.MinScore != nil {
		if *o.MinScore < 0 || *o.MinScore > scoring.OutOf {
			return rules{}, fmt.Errorf("min score %d is outside 0..%d", *o.MinScore, scoring.OutOf)
		}
		r.base.minScore = *o.MinScore
	}
	if o.Vertical != "" {
		v, err := scoring.ParseVertical(string(o.Vertical))
		if err != nil {
			return rules{}, err
		}
		r.base.vertical = v
	}
	for _, ov := range c.Overrides {
		files, err := compileGlobs(ov.Files)
		if err != nil {
			return rules{}, err
		}
		r.overrides = append(r.overrides, override{files, ov.MinScore, scoring.Vertical(ov.Vertical)})
	}
	return r, nil
}

func (r rules) For(path string) settings {
	s := r.base
	for _, o := range r.overrides {
		if !matchAny(o.files, path, false) {
			continue
		}
		if o.minScore != nil {
			s.minScore = *o.minScore
		}
		if o.vertical != "" {
			s.vertical = o.vertical
		}
	}
	return s
}
