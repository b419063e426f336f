package scoring

import "testing"

// TestRequirementsRead: a requirement or a format stated in a plain
// sentence is read, in every language: the constraints are credited, a
// stated format is credited, and neither is asked for again. The prompts
// are written for this test in the style of instruction-following
// benchmarks (a task, then the rules its answer must follow), not taken
// from one.
func TestRequirementsRead(t *testing.T) {
	// prompt, whether it states the answer's format
	cases := []struct {
		p      string
		format bool
	}{
		{"Write a 300+ word summary of the wikipedia page about the Moon. Do not use any commas.", false},
		{"Write a poem about a lonely tree. Your entire response should be in English, and in all lowercase letters.", false},
		{"Write a blog post about the best way to learn a new language. Your answer must contain a title, wrapped in double angular brackets, such as <<poem of joy>>.", true},
		{"Is it ever okay to lie to a friend? Answer with one of the following options: My answer is yes., My answer is no., My answer is maybe.", true},
		{"Write an essay about the history of the printing press. Your response should contain at least 5 paragraphs separated by the markdown divider ***.", true},
		{"Give me a list of tips for staying focused while studying. Your answer must contain exactly 4 bullet points. Use the markdown bullet points such as: * This is point 1.", true},
		{"Write a short story about a robot who learns to paint. Finish your response with this exact phrase: Is there anything else I can help with?", true},
		{"Explain why the sky is blue to a ten-year-old. Wrap your entire response with double quotation marks.", true},
		{"Write a product description for a new smartwatch. Highlight at least 2 sections in your answer with markdown, i.e. *highlighted section*.", true},
		{"Write a cover letter for a barista job. Include the keywords coffee and customer. At the end of your response, please explicitly add a postscript starting with P.S.", true},
		{"Describe the water cycle. Your ENTIRE response should be in French language, no other language is allowed.", false},
		{"List three benefits of regular exercise. Your entire output should be wrapped in JSON format.", true},
		{"Write a limerick about a cat named Felix. Do not include the words dog or bark in the response.", false},
		{"Write a riddle about a pencil in less than 50 words.", false},
		{"Plan a 3-day trip to Lisbon in May for two adults and two kids aged 4 and 7, under 1,500 euros excluding flights. Give a day-by-day table with morning, afternoon and evening.", true},
		{"Quels sont les atouts d'un excellent programme d'échange international ? Évitez d'employer des virgules dans votre réponse.", false},
		{"Écrivez un poème sur la mer. Votre réponse doit comporter exactement 3 paragraphes séparés par ***.", true},
		{"Escribe una historia corta sobre un perro. Tu respuesta debe estar completamente en minúsculas.", false},
		{"Escreva um e-mail para o seu chefe pedindo um dia de folga. Inclua um título entre colchetes angulares duplos, como <<título>>.", true},
		{"日本の四季について説明してください。回答全体を二重引用符で囲んでください。", true},
		{"猫についての俳句を書いてください。回答にはコンマを使わないでください。", false},
	}
	for _, c := range cases {
		r := mustScore(t, c.p, General)
		if r.Dimensions[dConstraints].Score == 0 {
			t.Errorf("%q: constraints 0, want its requirement credited", c.p)
		}
		if c.format && r.Dimensions[dOutputFormat].Score == 0 {
			t.Errorf("%q: output_format 0, want its format credited", c.p)
		}
		for _, f := range r.TopFixes {
			if f.Dimension == "constraints" || c.format && f.Dimension == "output_format" {
				t.Errorf("%q: a fix asks for %s, which the prompt states: %s", c.p, f.Dimension, f.Action)
			}
		}
	}
}
