package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"time"
)

// sbomNamespace is the SPDX documentNamespace of t's SBOM: where it is
// published, unique per release and file.
func sbomNamespace(repo, version string, t target) string {
	return fmt.Sprintf("https://github.com/%s/releases/download/v%s/%s", repo, version, t.sbom(version))
}

// fixSBOM makes syft's SPDX document reproducible: syft stamps it with the
// time it ran and a random documentNamespace; this puts the commit's time
// and the given namespace there instead, and the syft version, when given,
// in place of "syft-[not provided]". No other byte changes.
func fixSBOM(path, namespace string, modTime time.Time, syftVersion string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var doc struct {
		DocumentNamespace string `json:"documentNamespace"`
		CreationInfo      struct {
			Created string `json:"created"`
		} `json:"creationInfo"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if doc.DocumentNamespace == "" || doc.CreationInfo.Created == "" {
		return fmt.Errorf("%s: no documentNamespace or creationInfo.created: not an SPDX document", path)
	}
	// syft writes compact JSON: "key":"value".
	edits := [][2]string{
		{`"documentNamespace":` + jsonString(doc.DocumentNamespace), `"documentNamespace":` + jsonString(namespace)},
		{`"created":` + jsonString(doc.CreationInfo.Created), `"created":` + jsonString(modTime.UTC().Format(time.RFC3339))},
	}
	for _, e := range edits {
		if n := bytes.Count(raw, []byte(e[0])); n != 1 {
			return fmt.Errorf("%s: %s found %d times, want once", path, e[0], n)
		}
		raw = bytes.Replace(raw, []byte(e[0]), []byte(e[1]), 1)
	}
	if syftVersion != "" {
		raw = bytes.Replace(raw, []byte(`"Tool: syft-[not provided]"`), []byte(jsonString("Tool: syft-"+syftVersion)), 1)
	}
	return os.WriteFile(path, raw, 0o644)
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func fileSHA256(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}
