package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestComposeFile checks that deploy/compose.yaml parses and wires what
// docs/deploy.md promises. Docker isn't available to the tests, so this is
// as far as they go; the YAML is parsed with python3's PyYAML when present.
func TestComposeFile(t *testing.T) {
	src, err := os.ReadFile("../deploy/compose.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(src), "\t") {
		t.Error("compose.yaml contains a tab: YAML indentation must be spaces")
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not installed: YAML not parsed")
	}
	cmd := exec.Command(py, "-c", `import sys, json, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)`)
	cmd.Stdin = strings.NewReader(string(src))
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok && strings.Contains(string(ee.Stderr), "No module named 'yaml'") {
			t.Skip("python3 has no yaml module: YAML not parsed")
		}
		t.Fatalf("compose.yaml does not parse: %v", err)
	}
	var doc struct {
		Services map[string]struct {
			Image       string            `json:"image"`
			Ports       []string          `json:"ports"`
			Command     []string          `json:"command"`
			Environment map[string]string `json:"environment"`
			Deploy      struct {
				Replicas int `json:"replicas"`
			} `json:"deploy"`
		} `json:"services"`
	}
	if err := json.Unmarshal(out, &doc); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"postgres", "redis", "migrate", "pqs", "lb"} {
		if _, ok := doc.Services[s]; !ok {
			t.Errorf("compose.yaml has no %q service", s)
		}
	}
	pqs := doc.Services["pqs"]
	if pqs.Deploy.Replicas < 2 {
		t.Errorf("pqs replicas = %d, want >= 2", pqs.Deploy.Replicas)
	}
	for _, env := range []string{"PQS_DATABASE_URL", "PQS_REDIS_URL", "PQS_TRUSTED_PROXIES", "PQS_ADDR", "PQS_METRICS_ADDR"} {
		if pqs.Environment[env] == "" {
			t.Errorf("pqs service does not set %s", env)
		}
	}
	if !strings.HasPrefix(pqs.Environment["PQS_DATABASE_URL"], "postgres://") ||
		!strings.HasPrefix(pqs.Environment["PQS_REDIS_URL"], "redis://") {
		t.Errorf("pqs URLs: %q, %q", pqs.Environment["PQS_DATABASE_URL"], pqs.Environment["PQS_REDIS_URL"])
	}
	if m := doc.Services["migrate"]; len(m.Command) == 0 || m.Command[0] != "migrate" {
		t.Errorf("migrate service command = %v, want [migrate]", m.Command)
	}
	// Metrics are on a port of their own, which nothing publishes, and
	// nginx answers /metrics itself rather than proxy it.
	if strings.HasSuffix(pqs.Environment["PQS_METRICS_ADDR"], ":8080") {
		t.Errorf("PQS_METRICS_ADDR %q is the API's port", pqs.Environment["PQS_METRICS_ADDR"])
	}
	for name, s := range doc.Services {
		for _, p := range s.Ports {
			if strings.Contains(p, "9090") {
				t.Errorf("service %s publishes the metrics port: %q", name, p)
			}
		}
	}
	conf, err := os.ReadFile("../deploy/nginx.conf")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`location = /metrics \{[^}]*return 404`).Match(conf) {
		t.Errorf("nginx.conf does not refuse /metrics (want an exact location = /metrics that returns 404)")
	}
}
