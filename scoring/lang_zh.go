package scoring

// chinese: the lists and sentences of lang_en.go in Chinese.
var chinese = language{
	code: "zh",
	name: "Chinese",
}
