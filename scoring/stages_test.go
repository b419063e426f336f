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
	{"doc.go", "scoring.go", "frameworks.go"},                                                                   // the package's types and contract
	{"tokens.go", "tokens_lexicon.go", "tokens_languages.go", "tokens_detect.go"},                               // 1 tokens: words, their classes and cues, the language
	{"spans.go", "spans_sections.go", "spans_json.go"},                                                          // 2 spans: lines, sentences, sections, pasted input
	{"parts.go", "parts_reader.go", "parts_reader_gen.go"},                                                      // 3 parts: what each span is
	{"measures.go", "measures_words.go", "measures_rules.go", "measures_weights.go", "measures_weights_gen.go"}, // 4 measures: the rules' evidence
	{"mentions.go", "mentions_gen.go"},                                                                          // 5 mentions: what each span states
	{"strengths.go", "strengths_gen.go"},                                                                        // 6 strengths: each dimension's, and its points
	{"fixes_needs.go", "fixes.go"},                                                                              // 7 fixes: what the prompt needs
	{"rewrite.go"},                                                                                              // 8 the offline rewrite
	{"score.go", "score_scratch.go", "score_percentile.go", "score_refdist_gen.go"},                             // 9 Score: runs 1 to 8, the result
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
	twice := map[string]bool{}  // names declared in more than one stage: ambiguous
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
				if st, ok := defined[fn.Name.Name]; ok && st != stageOf[name] {
					twice[fn.Name.Name] = true
				}
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
			// Names the function binds itself (closures, parameters)
			// are its own.
			local := map[string]bool{}
			ast.Inspect(fn, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for _, l := range n.Lhs {
						if id, ok := l.(*ast.Ident); ok {
							local[id.Name] = true
						}
					}
				case *ast.ValueSpec:
					for _, id := range n.Names {
						local[id.Name] = true
					}
				case *ast.Field:
					for _, id := range n.Names {
						local[id.Name] = true
					}
				}
				return true
			})
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				var callee string
				switch e := call.Fun.(type) {
				case *ast.Ident:
					if local[e.Name] {
						return true
					}
					callee = e.Name
				case *ast.SelectorExpr:
					callee = e.Sel.Name
				}
				if callee == "Error" || callee == "String" {
					return true // the standard interfaces' methods, whoever defines them
				}
				if to, ok := defined[callee]; ok && to > from && !twice[callee] {
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
