package scoring

// italian: the lists and sentences of lang_en.go in Italian.
var italian = language{
	code: "it",
	name: "Italian",
}
