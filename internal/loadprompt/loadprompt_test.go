package loadprompt

import (
	"os"
	"strings"
	"testing"
)

// TestWrkScript checks that the wrk script sends the same body as pqs load,
// so the cross-check with wrk measures the same request.
func TestWrkScript(t *testing.T) {
	lua, err := os.ReadFile("../../deploy/wrk-free.lua")
	if err != nil {
		t.Fatal(err)
	}
	const open, end = "wrk.body = [[", "]]"
	_, rest, ok := strings.Cut(string(lua), open)
	body, _, ok2 := strings.Cut(rest, end)
	if !ok || !ok2 {
		t.Fatalf("deploy/wrk-free.lua has no %s...%s line", open, end)
	}
	if want := string(Body()); body != want {
		t.Errorf("deploy/wrk-free.lua sends\n%s\nwant (pqs load's body)\n%s", body, want)
	}
}
