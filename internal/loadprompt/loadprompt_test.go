package loadprompt

import (
	"os"
	"strings"
	"testing"
)

// TestWrkScript checks that the wrk script sends the same body as pqs load,
// so the cross-check with wrk measures the same request.
func TestWrkScript(t *testing.T) {
	for _, tc := range []struct {
		script string
		body   []byte
	}{
		{"wrk-free.lua", Body()},
		{"wrk-score.lua", Body()},
		{"wrk-batch.lua", Batch10Body()},
		{"wrk-mcp.lua", MCPScoreBody()},
	} {
		lua, err := os.ReadFile("../../deploy/" + tc.script)
		if err != nil {
			t.Fatal(err)
		}
		const open, end = "wrk.body = [[", "]]"
		_, rest, ok := strings.Cut(string(lua), open)
		body, _, ok2 := strings.Cut(rest, end)
		if !ok || !ok2 {
			t.Fatalf("deploy/%s has no %s...%s line", tc.script, open, end)
		}
		if want := string(tc.body); body != want {
			t.Errorf("deploy/%s sends\n%s\nwant (pqs load's body)\n%s", tc.script, body, want)
		}
	}
}
