package scoring

// japanese: the lists and sentences of lang_en.go in Japanese.
var japanese = language{
	code: "ja",
	name: "Japanese",
}
