package scoring

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/internal/loadprompt"
)

// benchPrompt is a realistic system prompt (role, context, rules, format,
// an example, steps), repeated with variations to reach n bytes.
func benchPrompt(n int) string {
	const part = `You are a senior support engineer at Acme Cloud, a hosting company for small online shops.
Customers write in about billing, outages and DNS. Most are shop owners, not developers.

## Rules
- Answer only from the knowledge base excerpt below; if it does not cover the question, say so and offer to open a ticket.
- Never promise refunds or credits; link to acme.com/billing instead.
- Keep replies under 150 words and avoid jargon such as "TTL" unless the customer used it.

## Format
Start with a one-sentence answer, then numbered steps, then a line "Ticket: yes/no".

<example>
Customer: My site is down since 9am, order %d is stuck.
Reply: Your shop's DNS record changed at 08:52. 1. Open Settings > Domains. 2. Restore the A record to 203.0.113.%d. Ticket: no
</example>

First identify the product and the symptom, then check the excerpt for a matching article, then write the reply.
`
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, part, 1000+i, i%250)
	}
	return b.String()[:n]
}

func BenchmarkScore(b *testing.B) { benchSizes(b, []int{200, 1 << 10, 8 << 10}, Score) }

func BenchmarkSummarize(b *testing.B) { benchSizes(b, []int{200, 1 << 10}, Summarize) }

// benchSizes measures f on a prompt of each size in bytes.
func benchSizes[R any](b *testing.B, sizes []int, f func(string, Vertical) (R, error)) {
	for _, n := range sizes {
		p := benchPrompt(n)
		f(p, General) // the lexicons are built on first use, not per call
		b.Run(fmt.Sprintf("%dB", n), func(b *testing.B) {
			b.SetBytes(int64(n))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := f(p, General); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkScoreBrief also times the prompt pqs load sends ("load"), the
// engine's share of a paid request.
func BenchmarkScoreBrief(b *testing.B) {
	type input struct{ name, p string }
	var in []input
	for _, n := range []int{200, 1 << 10} {
		in = append(in, input{fmt.Sprintf("%dB", n), benchPrompt(n)})
	}
	in = append(in, input{"load", loadprompt.Text})
	for _, x := range in {
		p := x.p
		b.Run(x.name, func(b *testing.B) {
			b.SetBytes(int64(len(p)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := ScoreBrief(p, General); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkScoreLanguage times Score on about 1 KiB of the same request
// in each language the engine reads, English first: a language may cost
// at most twice what English does.
func BenchmarkScoreLanguage(b *testing.B) {
	texts := map[string]string{"en": "You are a biology teacher at a secondary school. Explain photosynthesis to thirteen-year-old students. Write at most 150 words. Answer as a numbered list of three points."}
	for _, x := range perLanguage {
		texts[x.code] = x.rich
	}
	for _, code := range []string{"en", "de", "es", "fr", "pt", "it", "zh", "ja"} {
		var p strings.Builder
		for p.Len() < 1<<10 {
			p.WriteString(texts[code] + "\n\n")
		}
		text := p.String()
		Score(text, General) // the lexicons are built on first use, not per call
		b.Run(code, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if _, err := Score(text, General); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
