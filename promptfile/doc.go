// Package promptfile reads the files teams keep prompts in and turns each
// into the one prompt text the scoring engine rates.
//
// The kinds, told by the file's name ([KindOf]):
//
//   - GitHub Models prompt files (*.prompt.yml, *.prompt.yaml): a messages
//     list of role and content, beside model, modelParameters, testData
//     and other keys, which are not part of the prompt;
//   - JSON chats (*.json): an array of {role, content} messages, or an
//     object with such an array under "messages" (and, as in Anthropic's
//     API, an optional top-level "system" string); any other JSON is
//     [ErrNotChat];
//   - Markdown and text prompts (*.prompt.md, *.prompt.txt, and plain
//     *.md or *.txt when a caller asks for them): the text itself, less a
//     leading YAML front matter block (as VS Code prompt files carry).
//
// A chat is scored as [scoring.ChatPrompt] writes it: system and developer
// messages first, earlier exchanges as examples, the last user turn as
// the task. [Chat] is that one path, for files here and for the messages
// the API accepts, so a chat scores the same whichever way it arrives.
// Template slots ({{x}}, {x}) stay in the text; the engine reads them as
// slots.
//
// Parsing is pure: no I/O, and the same bytes give the same [File].
package promptfile
