package scoring

import (
	"go/ast"
	goparser "go/parser"
	gotoken "go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// stages are the stages a prompt passes through in Score, in order, and
// the files of each (docs/architecture.md draws them). A stage may use
// what an earlier one defines, never what a later one does: data flows
// one way.
var stages = [][]string{
	{"scoring.go", "frameworks.go"}, // the package's types and its contract
	{"lang.go", "lexicon.go", "token.go", "detect.go", "languages.go"}, // 1 tokens: words, classes, cues, the language
	{"json.go", "parse.go", "sections.go"},                              // 2 spans: lines, sentences, sections, pasted material
	{"reader.go", "reader_gen.go", "classify.go"},                       // 3 parts: what each span is
	{"weights.go", "weights_gen.go", "rules.go", "measure.go"},          // 4 measures: the rules' evidence
	{"mention.go", "mention_gen.go"},                                    // 5 mentions: what each span states
	{"strength.go", "strength_gen.go"},                                  // 6 strengths and points
	{"needs.go", "fixes.go"},                                            // 7 needs and fixes
	{"optimize.go"},                                                     // 8 the rewrite
	{"analyze.go", "scratch.go", "score.go", "percentile.go", "refdist_gen.go"}, // 9 the result: Score runs 1 to 8
}

// TestStagesForward checks that no function of a stage calls one a later
// stage defines.
func TestStagesForward(t *testing.T) {
	stageOf := map[string]int{}
	for i, files := range stages {
		for _, f := range files {
			stageOf[f] = i
		}
	}
	fset := gotoken.NewFileSet()
	files, _ := filepath.Glob("*.go")
	defined := map[string]int{} // function or method name -> stage
	parsed := map[string]*ast.File{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || strings.HasPrefix(name, "lang_") {
			continue
		}
		if _, ok := stageOf[name]; !ok {
			t.Errorf("%s is in no stage: add it to stages", name)
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := goparser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed[name] = f
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok {
				defined[fn.Name.Name] = stageOf[name]
			}
		}
	}
	var back []string
	for name, f := range parsed {
		from := stageOf[name]
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				var callee string
				switch e := call.Fun.(type) {
				case *ast.Ident:
					callee = e.Name
				case *ast.SelectorExpr:
					callee = e.Sel.Name
				}
				if to, ok := defined[callee]; ok && to > from {
					back = append(back, name+": "+fn.Name.Name+" calls "+callee+" of stage "+strings.Join(stages[to], "/"))
				}
				return true
			})
		}
	}
	sort.Strings(back)
	for _, b := range back {
		t.Error(b)
	}
}
