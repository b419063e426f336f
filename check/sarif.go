package check

import (
	"encoding/json"
	"io"
	"net/url"
	"strings"

	"github.com/pqs-dev/pqs/scoring"
)

// SARIF 2.1.0 (OASIS): the parts of the object model pqs writes.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool        sarifTool         `json:"tool"`
		Invocations []sarifInvocation `json:"invocations"`
		Results     []sarifResult     `json:"results"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		Version        string      `json:"version"`
		InformationURI string      `json:"informationUri"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID               string       `json:"id"`
		Name             string       `json:"name"`
		ShortDescription sarifMessage `json:"shortDescription"`
		FullDescription  sarifMessage `json:"fullDescription"`
		HelpURI          string       `json:"helpUri"`
		Default          struct {
			Level string `json:"level"`
		} `json:"defaultConfiguration"`
	}
	sarifMessage struct {
		Text string `json:"text"`
	}
	sarifInvocation struct {
		ExecutionSuccessful bool                `json:"executionSuccessful"`
		Notifications       []sarifNotification `json:"toolExecutionNotifications,omitempty"`
	}
	sarifNotification struct {
		Level      string          `json:"level"`
		Message    sarifMessage    `json:"message"`
		Locations  []sarifLocation `json:"locations"`
		Descriptor struct {
			ID string `json:"id"`
		} `json:"descriptor"`
	}
	sarifResult struct {
		RuleID     string          `json:"ruleId"`
		RuleIndex  int             `json:"ruleIndex"`
		Level      string          `json:"level"`
		Message    sarifMessage    `json:"message"`
		Locations  []sarifLocation `json:"locations"`
		Properties sarifProperties `json:"properties"`
	}
	sarifLocation struct {
		Physical sarifPhysical `json:"physicalLocation"`
	}
	sarifPhysical struct {
		Artifact struct {
			URI       string `json:"uri"`
			URIBaseID string `json:"uriBaseId"`
		} `json:"artifactLocation"`
		Region *sarifRegion `json:"region,omitempty"`
	}
	sarifRegion struct {
		StartLine int `json:"startLine"`
	}
	sarifProperties struct {
		Score       int    `json:"score"`
		OutOf       int    `json:"out_of"`
		Grade       string `json:"grade"`
		MinScore    int    `json:"min_score"`
		BeforeScore *int   `json:"before_score,omitempty"`
	}
)

// ruleTexts are the SARIF rules, one per dimension: what it measures and
// what a high score means (docs/scoring.md's table).
var ruleTexts = [...]struct{ name, short, full string }{
	{"Clarity", "The instruction itself", "One clear instruction with its object, stated directly, its input and key terms set apart."},
	{"Specificity", "The detail of the task", "The task names what only the user knows: which thing, how many, which case, which terms."},
	{"Context", "Who asks, for whom, why, with what", "The audience, the situation and the purpose are named, and the input to work on is supplied."},
	{"Constraints", "What a correct answer must or must not do", "Several requirements that bind this output: lengths, scope, exclusions, what to do when unsure."},
	{"OutputFormat", "What the answer looks like", "A concrete shape (list, table, JSON, sections) and its parts for this task."},
	{"RoleDefinition", "Who the model should be", "A role from this task's domain, tied to the task and its setting."},
	{"Examples", "Demonstrations of the task", "Real examples of this task's input and output, several, set apart."},
	{"CotStructure", "How to work the task out", "Steps that fit this problem, working kept apart from the answer, a check."},
}

const (
	projectURI = "https://github.com/pqs-dev/pqs"
	rulesURI   = projectURI + "/blob/main/docs/scoring.md"
)

func sarifRules() []sarifRule {
	names := scoring.DimensionNames()
	rules := make([]sarifRule, len(names))
	for i, n := range names {
		t := ruleTexts[i]
		rules[i] = sarifRule{ID: n, Name: t.name, ShortDescription: sarifMessage{t.short},
			FullDescription: sarifMessage{t.full}, HelpURI: rulesURI}
		rules[i].Default.Level = "warning"
	}
	return rules
}

// sarifURI is a slash path as a relative URI reference: each segment
// percent-encoded, colons too, so that no segment reads as a scheme.
func sarifURI(path string) string {
	segs := strings.Split(path, "/")
	for i, s := range segs {
		segs[i] = strings.ReplaceAll(url.PathEscape(s), ":", "%3A")
	}
	return strings.Join(segs, "/")
}

func sarifLocationOf(path string, line int) sarifLocation {
	var l sarifLocation
	l.Physical.Artifact.URI = sarifURI(path)
	l.Physical.Artifact.URIBaseID = "%SRCROOT%"
	if line > 0 {
		l.Physical.Region = &sarifRegion{StartLine: line}
	}
	return l
}

// writeSARIF writes one result per failing file, under the rule of its
// weakest dimension with that dimension's fix as the message; files that
// could not be checked are the invocation's notifications.
func writeSARIF(w io.Writer, rep *Report) error {
	rules := sarifRules()
	index := map[string]int{}
	for i, r := range rules {
		index[r.ID] = i
	}
	run := sarifRun{
		Tool:        sarifTool{sarifDriver{Name: "pqs", Version: scoring.Version, InformationURI: projectURI, Rules: rules}},
		Invocations: []sarifInvocation{{ExecutionSuccessful: len(rep.Errors) == 0}},
		Results:     []sarifResult{},
	}
	for _, f := range rep.Files {
		if f.Pass {
			continue
		}
		d, _ := weakest(f.Score)
		res := sarifResult{
			RuleID: d.Name, RuleIndex: index[d.Name], Level: "warning",
			Message:    sarifMessage{failMessage(f, rep.Diff != "")},
			Locations:  []sarifLocation{sarifLocationOf(f.Path, f.Line)},
			Properties: sarifProperties{Score: f.Score.Total, OutOf: f.Score.OutOf, Grade: f.Score.Grade, MinScore: f.MinScore},
		}
		if f.Before != nil {
			res.Properties.BeforeScore = &f.Before.Total
		}
		run.Results = append(run.Results, res)
	}
	for _, e := range rep.Errors {
		n := sarifNotification{Level: "error", Message: sarifMessage{e.Message},
			Locations: []sarifLocation{sarifLocationOf(e.Path, 0)}}
		n.Descriptor.ID = e.Code
		run.Invocations[0].Notifications = append(run.Invocations[0].Notifications, n)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []sarifRun{run}})
}
