package scoring

import "strings"

// The lexicon: every word list and cue phrase the engine uses, in one
// place. Entries are lower case; a cue is a phrase matched on word
// boundaries. rules.go says what each one earns.

// A class is a set of word classes, one bit each.
type class uint32

const (
	cStop        class = 1 << iota // function words: carry no detail
	cGeneric                       // fit any task: quality words, meta nouns, effort
	cTaskVerb                      // verbs that open an instruction
	cFormat                        // words naming an output shape
	cUnit                          // units a length or count is given in
	cThink                         // verbs of working something out
	cOutVerb                       // verbs of producing output
	cNumber                        // number words: one, two, dozen
	cRoleNoun                      // persona nouns that name no domain
	cStyle                         // tone and register words
	cAudience                      // people an answer is written for
	cVague                         // vague words: stuff, something, somehow
	cMaterial                      // nouns for pasted input: text, document, code
	cDeliverable                   // nouns naming a deliverable: essay, email, function
	cQuality                       // qualities asked of a deliverable: detailed, creative
	cPeriod                        // words that set a period: today, latest, 2023, March
	cCriterion                     // words that set a criterion: best, cheapest, top-rated
	cOpen                          // words that leave the choice open: some, ideas, tips
	cLimit                         // words that set a limit before a number: under, within
	cShape                         // units that, counted, give the answer a shape: paragraphs, bullets
)

const stopList = `
a an the and or but nor so yet if then else than that this these those there here
i me my mine myself we us our ours ourselves you your yours yourself yourselves
he him his she her hers it its itself they them their theirs themselves
who whom whose which what when where why how whether
is am are was were be been being do does did doing done have has had having
will would shall should can could may might must ought
to of in on at by for with from into onto upon about above below over under
between among through during before after since until till within without
across along around behind beyond near off out up down via per
as like such same other another each every any some all both either
neither no not only also just very too quite rather really even still
again already always never ever often sometimes usually more most less least
much many few several own enough else
let let's please i'm i've i'd i'll you're you've you'd you'll we're we've
it's that's there's what's don't doesn't didn't can't won't isn't aren't
wasn't weren't shouldn't wouldn't couldn't haven't hasn't hadn't mustn't
yes okay ok well now way thing things something anything everything nothing
someone anyone everyone nobody somebody anybody everybody
e.g i.e etc vs
`

// genericList fits any prompt: quality, effort, answers in general and
// personas in general. A sentence made of these says nothing about the task.
const genericList = `
good great excellent outstanding exceptional superb superior amazing awesome
remarkable impressive brilliant stellar fantastic wonderful perfect ideal
optimal best better top top-notch first-rate world-class high-quality
quality premium effective efficient effectively efficiently useful helpful
valuable meaningful insightful thoughtful engaging compelling interesting
captivating powerful robust reliable solid sound rigorous thorough thoroughly
comprehensive comprehensively complete completely exhaustive detailed in-depth deep deeply
rich nuanced clear clearly concise concisely succinct succinctly precise precisely
accurate accurately accuracy correct correctly correctness exact exactly
right proper properly appropriate appropriately relevant relevance pertinent
suitable adequate sufficient necessary important importance key essential
crucial critical vital significant main core major particular various
actionable practical well-structured structured well-organized organized
organised logical logically coherent cohesive consistent consistently
readable understandable easy easily straightforward professional
professionally polished clean elegant nice nicely beautiful beautifully neat
genuine genuinely truly highly extremely fully carefully careful
meticulous meticulously diligent diligently attentive objective unbiased balanced
honest factual authentic creative creatively innovative original fresh novel
smart intelligent clever wise expertise knowledgeable
experienced seasoned skilled talented proficient competent qualified
renowned world-renowned leading famous recognized recognised established
well-established trusted credible authoritative cutting-edge state-of-the-art
advanced sophisticated latest up-to-date industry-standard standard standards
practice practices best-practice guideline guidelines principle principles
convention conventions methodology methodologies approach approaches
framework frameworks technique techniques method methods strategy strategies
insight insights knowledge understanding skill skills experience experiences
year years decade decades field fields domain domains area areas industry
industries subject subjects topic topics matter matters
answer answers response responses reply replies output outputs result
results solution solutions content information info detail details
question questions query queries request requests task tasks prompt prompts
problem problems issue issues aspect aspects point points part parts piece
pieces element elements component components item items manner level levels
clarity readability completeness depth breadth context background
purpose purposes goal goals objective objectives aim aims intent intention
need needs requirement requirements expectation expectations mistake mistakes
error errors pitfall pitfalls misconception misconceptions assumption
assumptions bias biases fluff filler padding illustration illustrations
example examples instance instances case cases scenario scenarios
explanation explanations description descriptions overview reasoning logic
thought thoughts thinking process processes flow structure structures
format formats formatting style styles tone language wording
make makes making ensure ensures ensuring provide provides providing give
gives giving use uses using utilize utilise leverage leveraging deliver
delivers delivering produce produces offer offers include includes including
consider considering follow following apply adhere keep keeps stay remain
maintain avoid avoiding pay attention take takes taking account help helps
helping assist assisting support supporting draw drawing tailor tailored
adapt adapted suit suits fit fits serve serves address addressing
handle handling cover covering present presenting strive
sure certain possible possibly wherever whenever needed
applicable overall general generally basically essentially simply
informative educational enlightening illuminating unnecessary irrelevant
extraneous redundant superfluous common typical usual obvious
potential likely diverse broad wide whole entire full total
step steps stage stages phase phases focus focused focusing asked asks ask
success successful value add adds adding read understand understood
kindly love appreciate appreciated grateful trouble wonder wondering chance
go goes going gone went get gets getting got put set come came want wants
seem seems let lets maybe perhaps unsure uncertain unclear say says saying know knows
top-tier first-class elite premier flawless impeccable conscientious refined
impartial candid transparent trustworthy dependable rational sensible
reasonable perceptive astute sharp informed well-informed well-researched
well-reasoned well-written well-crafted well-thought-out articulate eloquent
fluent crisp lucid compact tight targeted beneficial pragmatic productive
impactful fundamental basic broader wider holistic extensive profound
extraordinary incredible genius masterful gifted capable adept veteran
accomplished acclaimed distinguished respected reputable foremost
preeminent best-in-class finest greatest ultimate maximum
prevent aim attempt endeavor endeavour seek aspire craft share bring employ
harness tap rely ponder contemplate examine confirm proofread polish refine
enhance elevate maximize maximise customize customise personalize
personalise concentrate prioritize prioritise emphasize emphasise tackle
explore investigate unpack clarify convey communicate express substantiate
ground honor honour note mind bear inside out above beyond
outcome assignment discipline sector circumstances perspective viewpoint
angle angles dimension facet nuance wisdom judgment judgement brain care
excellence precision coherence rigor rigour organization organisation
presentation phrasing repetition redundancy tangent tangents digression
typo typos inaccuracy inaccuracies ambiguity vagueness whoever
career manner tactic tactics statement statements claim claims argument
arguments idea ideas fact facts evidence analogy analogies
methodically systematically deliberately thoughtfully closely hard time
times moment known well-known everything anything nothing vague
possible best top-notch exceptional exceptionally
actually basically literally really potentially possibly currently usually
typically generally simply probably certainly definitely especially
particularly truly merely somewhat rather quite fairly highly
final high low breath required given instructions instruction concrete
illustrate illustrates relevant wherever whatever outcome outcomes quality-wise
result-oriented worth worthwhile useful usefulness effort efforts job jobs work
world-class renowned hands-on many much lot lots plenty dive delve
utmost highest deliver demonstrate demonstrates showcase showcases
reflect reflects strong weak well poorly better worse free
guru master assistant assistants bot chatbot helper
`

const taskVerbList = `
write rewrite draft compose create generate produce make build design develop
implement code program script translate convert transform summarize summarise
explain describe define outline list name enumerate identify find
extract classify categorize categorise label tag sort rank rate score grade
compare contrast analyze analyse evaluate assess review critique audit check
verify validate test debug fix correct edit proofread improve refactor optimize
optimise simplify shorten expand elaborate paraphrase rephrase answer respond
reply solve calculate compute estimate derive prove determine decide choose
select pick recommend suggest propose plan schedule organize organise prepare
brainstorm give provide show tell teach quiz help guide walk draw sketch
illustrate visualize visualise map diagram chart plot format structure annotate
comment document highlight discuss examine explore investigate research study
interpret predict forecast detect diagnose troubleshoot resolve
argue persuade convince pitch market advertise promote sell negotiate
act pretend imagine simulate emulate play continue complete
finish fill finalize finalise count measure track monitor report record note
search look locate retrieve fetch query filter group cluster merge split
parse tokenize encode decode encrypt decrypt compress output return
print display render send email post tweet publish present introduce state
clarify justify support defend reflect recap adapt
localize localise anonymize anonymise redact mask replace remove delete add
insert append update change modify adjust tweak craft construct
assemble compile collect gather cite quote reference recommend
match flag mark spot catch transcribe name detail use apply consider
break work take turn keep put ask let imagine assume tell
divide separate combine reverse arrange multiply subtract distinguish
offer integrate differentiate factor factorize multiply divide subtract graph
simplify expand evaluate prove solve name recite spell conjugate
include exclude avoid mention leave omit ensure limit
`

const outVerbList = `
write give provide output return print present list show include add put
start begin end open close finish format reply respond answer display
produce generate deliver wrap separate organize organise structure
`

const thinkVerbList = `
think reason consider analyze analyse identify determine figure work check
verify compare evaluate assess weigh examine review read reread gather
extract break plan map brainstorm decide infer deduce calculate
compute solve derive reflect critique test validate confirm double-check
expand collect isolate simplify estimate recall understand inspect
investigate trace scan look find discern consume separate reconsider
`

const formatList = `
list lists bullet bullets bulleted bullet-point bullet-points numbered
table tables column columns row rows json yaml csv tsv xml html markdown
heading headings header headers subheading subheadings section sections
outline schema field fields key keys object objects array arrays
code-block codeblock fenced snippet template tag tags checklist matrix grid
diagram chart graph flowchart timeline bold italic italics caption
subject line lines paragraph paragraphs sentence sentences word words
characters character one-line one-sentence two-sentence single-line
quotation quotations brackets asterisks postscript title titles
block blocks pipe comma-separated tab-separated dictionary dict
`

const deliverableList = `
essay email letter memo report article post blog tweet thread poem haiku
sonnet limerick story script screenplay dialogue speech slogan tagline
headline headlines summary abstract function module program query
command regex sql recipe itinerary agenda plan syllabus lesson quiz
flashcard flashcards faq glossary resume cv proposal brief newsletter
description review critique guide tutorial walkthrough comparison
paragraph outline list table code translation title titles caption
message note reply response analysis explanation definition joke riddle
song lyrics ad advertisement copy pitch bio biography obituary cover
announcement invitation toast eulogy questionnaire survey rubric
`

const unitList = `
word words sentence sentences paragraph paragraphs line lines character
characters char chars page pages bullet bullets point points item items
example examples step steps section sections slide slides minute minutes
min mins second seconds hour hours day days week weeks month months year
years percent kb mb gb ms tokens token row rows column columns idea ideas
option options tip tips question questions reason reasons part parts
`

// shapeList are the units that shape an answer when counted ("in three
// short paragraphs", "5 bullets"); a count of words is a length.
const shapeList = `
paragraph paragraphs sentence sentences line lines bullet bullets
bullet-point bullet-points point points item items section sections
slide slides row rows column columns heading headings part parts
`

const numberList = `
one two three four five six seven eight nine ten eleven twelve fifteen
twenty thirty forty fifty hundred thousand dozen single pair couple
half first second third fourth fifth
`

// roleNounList: persona nouns that name no domain by themselves.
const roleNounList = `
expert experts specialist specialists professional professionals
consultant advisor adviser assistant guru master pro authority helper agent
bot chatbot ai model system tool person someone partner coach mentor
companion genius wizard ninja rockstar veteran writer author creator
generator maker producer summarizer summariser translator rewriter
responder answerer
`

const styleList = `
tone voice register formal informal casual friendly warm upbeat playful
humorous funny witty serious neutral empathetic persuasive conversational
academic technical plain jargon-free jargon cliches cliche journalistic
enthusiastic encouraging gentle direct blunt respectful polite sarcastic
optimistic authoritative inspirational motivational lighthearted vocabulary
`

const audienceList = `
beginner beginners novice novices newcomer newcomers student students
pupil pupils child children kid kids teen teens teenager teenagers adult
adults parent parents teacher teachers developer developers engineer
engineers executive executives manager managers investor investors customer
customers client clients patient patients reader readers audience
stakeholder stakeholders team colleague colleagues employee employees
intern interns layperson laypeople non-technical non-experts board
homeowner homeowners tenant tenants seniors juniors grader graders
class classroom freshman freshmen undergraduate undergraduates
researchers scientists clinicians nurses doctors lawyers recruiters
candidates buyers subscribers followers fans viewers listeners users
visitors members people public community kids toddlers retirees
`

// qualityList: words that ask for a quality of the deliverable. Generic
// as sentences of their own, they still narrow the task when they
// qualify its deliverable ("a detailed essay", "a creative idea").
const qualityList = `
detailed creative innovative comprehensive concise thorough engaging
persuasive professional clear simple short brief specific key main unique
practical effective original catchy memorable funny witty formal informal
friendly polite honest balanced objective in-depth step-by-step complete
accurate realistic visual interactive beginner-friendly actionable
inspiring informative entertaining humorous emotional personal
`

const vagueList = `
something stuff things thing whatever somehow somewhat kinda sorta
`

const periodList = `
today tonight tomorrow yesterday current currently latest recent recently upcoming
now week weekend weekly month monthly year yearly annual annually quarter quarterly
season daily morning evening night century decade
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday
`

const criterionList = `
best worst highest lowest cheapest fastest slowest largest smallest biggest most least
top popular rated top-rated best-rated highest-rated most-popular ranked ranking
closest nearest newest oldest longest shortest strongest safest healthiest
highest-grossing best-selling bestselling cheaper faster better
`

const limitList = `
under below within less fewer max maximum min minimum least most over above budget
`

const openList = `
some any few several various ideas idea tips tip suggestions suggestion options
inspiration inspirations recommendations resources etc
`

const materialList = `
set numbers sentences words passage poem snippet quote quotes excerpt
text document documents article essay report transcript email emails code
data dataset table passage paragraph excerpt snippet input file files log
logs message messages conversation chat thread feedback review reviews
contract agreement invoice abstract paper story content list notes sentence
query schema spreadsheet csv json history description
`

// Cue phrases, one list per cue. A phrase may start with a word of the
// list below and match anywhere in a span unless the cue says otherwise.
type cue uint8

const (
	cueNone      cue = iota
	cueRole          // "you are a", "act as": a persona follows
	cueNotRole       // "you are given", "you are required": not a persona
	cueSelf          // "I'm", "we are", "our team": who is asking
	cueAudience      // "for beginners", "aimed at", "like I'm 5"
	cuePurpose       // "so that", "in order to", "the goal is"
	cueReference     // "the text below", "the following": points at input
	cueBinding       // "must", "only", "never", "do not": a requirement
	cueRequire       // "keep", "include", "without": a requirement when instructed
	cueLength        // "under", "at most", "no more than", "brief"
	cueFallback      // "if you don't know", "if unsure": an out
	cueFormat        // "respond in", "format", "in the form of"
	cueExample       // "for example", "here is an example"
	cueImitate       // "use the same style as", "in the style of"
	cueReason        // "step by step", "think", "reason"
	cueSequence      // "first", "then", "finally": an order of steps
	cueVerify        // "double-check", "verify your answer"
	cueScratch       // "scratchpad", "thought process"
	cueBefore        // "before answering": work to do first
	cueAsk           // "ask me questions", "clarifying questions"
	cueFrame         // "your task is", "I want you to"
	cuePolite        // "could you please", "kindly"
	cueGreeting      // "hi", "hello", "thank you"
	cueVagueVerb     // "tell me about", "help me with"
	cueGimmick       // "I'll tip", "you will be penalized"
	cueHedge         // "where appropriate", "if needed"
	cueNarrow        // "focusing on", "specifically", "in terms of"
	cueOnly          // "only the", "nothing else", "just the"
	cueNegation      // "don't", "never", "without"
	cueDepth         // "in detail", "step by step explanation"
	cueOutput        // "output", "return": a verb of output, a weak format cue
	cueAnswer        // "your answer", "your entire response", "wrap your": the answer itself, directed
	numCues
)

var cueList = [numCues]string{
	cueRole: `if you were a|if you were an|picture yourself as|imagine yourself as|
put yourself in the shoes of|think of yourself as|from the perspective of|
speaking as|you are a|you are an|you are the|you're a|you're an|you are now|
act as|acting as|act like|pretend to be|pretend you are|pretend you're|
imagine you are|imagine you're|take on the role of|assume the role of|
play the role of|in the role of|your role is|your persona is|as an expert|
you will act as|you will be acting as|you are going to act as|you will play|
you are playing|you'll act as|you will be playing`,
	cueNotRole: `you are given|you are provided|you are required|you are asked|
you are going to be given|you are about to|you are not|you are to|
you are able|you are allowed|you are expected|you are working|you are writing|
you are responsible|you are tasked|you are unsure|you are not sure|
you are confident|you are done|you are an ai language model`,
	cueSelf: `a user asks|the user asks|users ask|a user will|the user will|
users will|the user wants|a customer asks|the customer asks|customers ask|
my first|
the topic is|my topic is|the audience is|i'm a|i'm an|i am a|i am an|i'm writing|i am writing|i'm planning|
i am planning|i'm working|i am working|i'm building|i am building|i'm preparing|
i am preparing|i'm trying|i am trying|i'm looking|i am looking|i'm new|i am new|
i'm currently|i am currently|i work|i run|i own|i teach|i manage|i lead|i have|
i've|i was|i recently|i just|i got|i live|i study|i need this|we are|we're|
we have|we've|we run|we sell|we make|we need this|we recently|we just|our team|
our company|our product|our startup|our nonprofit|our organization|
our organisation|our school|our business|our app|our website|our customers|
our users|our investors|our clients|our store|our shop|our restaurant|
our client|our audience|my team|my company|my business|my boss|my manager|
my students|my class|my teacher|my kids|my son|my daughter|my wife|
my husband|my partner|my parents|my friend|my goal|my audience|my readers|
my website|my blog|my startup|my app|my project|my client|my clients|
my customers|my users|this is for|this will be|it will be|they will be|
the company|the client|the patient|the user is|the users are|the team`,
	cueAudience: `replying to|talking to|speaking to|speaking with|interacting with|
chatting with|responding to|reaching out to|writing to|for beginners|for a beginner|for students|for a student|
for children|for kids|for a child|for a kid|for teens|for teenagers|for adults|
for developers|for engineers|for executives|for managers|for investors|
for customers|for clients|for patients|for readers|for an audience|
for a general audience|for a non-technical|for non-technical|for non-experts|
for experts|for an expert|for professionals|for my team|for our team|
for the team|for the board|for our board|for my students|for my class|
for high school|for middle school|for elementary|for college|
for university|for first-year|for new|for junior|for senior|for someone|
for people|for a group|for an|aimed at|targeted at|targeting|intended for|
written for|geared toward|geared towards|tailored to|tailored for|
audience is|readers are|like i'm|like i am|as if i'm|as if i am|
as if i were|like i was|like you're talking to|to a child|to a beginner|
to a layperson|to someone who|to beginners|to students|to me as|
in simple terms|in plain english|in layman's terms|who are new to|
who is new to|who have never|who has never|years old|year-old|
grade level|reading level|level of`,
	cuePurpose: `so that|so i can|so we can|so they can|so it can|in order to|
the goal is|the purpose is|the aim is|the objective is|my goal is|our goal is|
my aim is|our aim is|the idea is|will be used|to be used|i'll use|i will use|
we'll use|we will use|i plan to use|i'm going to use|i need it for|
i need this for|we need it for|for use in|to help me|to help us|to help them|
which will|that will be|because i|because we|since i|since we|
for my presentation|for a presentation|for my report|for a report|
for my class|for a meeting|for our meeting|for my blog|for our blog|
for our website|for my website|for a newsletter|for our newsletter|
for an interview|for my interview|for a job|for my job|purpose of|
success looks like|the point is`,
	cueReference: `the text below|the following|provided|given|attached|
below is|below are|here is|here are|here's|i'm providing|i am providing|
i will provide|i'll provide|i will give|i'll give|i will paste|i'll paste|
pasted below|the above|above text|this text|this article|this code|
this document|this data|this email|this essay|this transcript|this report|
this passage|this paragraph|these messages|this message|this list|
this function|this contract|this agreement|this dataset|this table|
this feedback|this review|this story|this poem|this script|this query|
this schema|this sentence|this string|this note|you might encounter|
you may encounter|you will encounter|you'll encounter|you will see|
you may see|you might see|you will be provided|you'll be provided|
you will be given|you'll be given|you will receive|is provided|are provided|
will be provided|will be given|is attached|are attached|use this|use these|
use the following`,
	cueBinding: `must|must not|mustn't|should|should not|shouldn't|need to|needs to|
have to|has to|required|require|requires|ensure|make sure|be sure|always|
never|only|don't|do not|does not|avoid|refrain|no more than|no less than|
at most|at least|maximum|minimum|limited to|fewer than|exceed|
strictly|adhere|comply|allowed|not allowed|forbidden|prohibited|may not|
cannot|can't|won't|at all times|under no circumstances|
it is important|it's important|remember to|remember that|
be careful|careful not|no jargon|no more|no fewer|
no emojis|no emoji|no hashtags|be concise|be brief|be specific|be polite|
be friendly|be honest`,
	cueRequire: `keep|stay|stick to|stick with|maintain|preserve|retain|use only|
exclude|excluding|excluded|except|except for|not including|other than|apart from|
unless|otherwise|instead of|rather than|restrict|limit|
include|mention|cover|focus on|focus only|respect|follow|limit yourself|
cite|for every|for each|
without|up to|less than|exactly|in english|in spanish|in french|
in german|in the language`,
	cueLength: `under|at most|no more than|no longer than|fewer than|less than|
maximum|max|up to|at least|no fewer than|exactly|between|brief|briefly|
short|shorter|concise|concisely|succinct|one-line|one line|one sentence|
one paragraph|single sentence|single paragraph|a few sentences|
a few words|in a few|length|long|word limit|character limit|words or less|
words or fewer|or less|or fewer|tl dr|tldr`,
	cueFallback: `if you don't|if you do not|if there is|if there are|if there's|
if you find|if you see|if you notice|if you encounter|when there is|
when there are|when the|when a|when you|if you are unsure|
if you're unsure|if unsure|if you are not sure|if you're not sure|
if you cannot|if you can't|if you can not|if there is no|if there are no|
if there isn't|if there aren't|if no|if none|if nothing|if the|if a|if an|
if any|if it|if they|if someone|if the user|if a user|if the customer|
if you're not|if you are not|if not|otherwise|in case|when in doubt|
say that you don't know|say you don't know|say i don't know|
only answer if|answer only if|not enough information|insufficient information|
do not make up|don't make up|do not invent|don't invent|do not guess|
don't guess|never make up|never invent|never guess|do not hallucinate|
don't hallucinate|no relevant`,
	cueFormat: `format|formatted|formatting|respond with|respond in|respond using|
reply with|reply in|answer with|answer in|
in the form of|in the format|as a table|as a list|as json|as a json|
as bullet|as a bulleted|as a numbered|as numbered|in a table|in a list|
in json|in bullet|in markdown|in yaml|in csv|using markdown|using bullet|
using a table|organize|organise|structure your|structured as|
start with|begin with|end with|followed by|put your|put the|enclosed in|
present it|present them|present the|
present your|each on its own line|on its own line|one per line|per line|
separated by|separate each|the structure should|use the following format|
use this format|following format|following structure|this structure|
this template|following template|layout|the output should|
your output should|the output must|output should be|response should be|
answer should be|should be formatted|must be formatted|output only|
only output|in this format|in the following format`,
	cueExample: `for example|for instance|e.g.|e.g|
here is an example|here are some examples|here are examples|here's an example|
an example of|examples of|example of|sample output|sample input|
example output|example input|such as|like this|as in|as follows|
here is a sample|here are some sample|see the example|see the examples|
following example|following examples|this example|these examples|
example 1|example 2|example one`,
	cueImitate: `same language|same style|same tone|same voice|same format as|
in the style of|in the voice of|imitate|mimic|emulate|match the style|
match the tone|based on the provided|based on the words provided|
like the one above|like the example|like the following|similar to the`,
	cueReason: `step by step|step-by-step|think|thinking|think through|
think about|think carefully|reason|reasoning|reason through|let's think|
take a deep breath|work through|work it out|work out|walk through|
show your work|show your reasoning|explain your reasoning|chain of thought|
break it down|break down|break the problem|break this|thought process|
consider|analyze|analyse|
figure out|deliberate|reflect|take a step back|one step at a time`,
	cueSequence: `first|firstly|second|secondly|third|thirdly|then|
next|finally|lastly|after that|afterwards|subsequently|step 1|step 2|
step one|step two|once you|when you have|after you|begin by|start by|
followed by|and then|only then`,
	cueVerify: `double-check|double check|verify your|verify that|verify the|
check your|check that|check the|check each|check whether|review your|
re-read|reread|confirm that|confirm your|
validate your|test your|sanity check|sanity-check|proofread your|
by substitution|check it|check them`,
	cueScratch: `scratchpad|scratch pad|thought process|thought_process|
thinking tags|reasoning tags|inner monologue|in thinking|and only then`,
	cueBefore: `before answering|before you answer|before responding|
before you respond|before giving|before writing|before you write|
before you start|before replying`,
	cueAsk: `ask me questions|ask me clarifying|ask clarifying|clarifying questions|
ask me for|ask me any|ask questions|ask follow-up|ask for clarification|
ask me what|until you have enough|till you have enough|
until you've gathered|before you start ask|if anything is unclear`,
	cueFrame: `your task is|your job is|your goal is|your mission is|
your objective is|your role is to|the task is|
the question is|the request is|the job is|the goal is to|
i want you to|i need you to|i'd like you to|i would like you to|
you will be given|you will receive|you will|you need to|you should|
i want|i need|i'd like|i would like|help me|can you|could you|would you|
will you|please`,
	cuePolite: `kindly|could you please|would you please|could you kindly|
can you please|can you kindly|would you kindly|would you mind|
would you be so kind|if it's not too much trouble|if it is not too much trouble|
if you don't mind|if you do not mind|i would love if you could|
i'd love if you could|i would love it if|i'd love it if|i would appreciate|
i'd appreciate|i would be grateful|i'd be grateful|when you get a chance|
could you take a moment|i was wondering|i wonder if|do you think you could|
would it be possible|please could you|please can you|please would you`,
	cueGreeting: `hi|hello|hey|greetings|dear|thank you|thanks|thanks in advance|
thank you in advance|cheers|good morning|good afternoon|good evening`,
	cueVagueVerb: `tell me about|talk about|help me with|help with|
do something|deal with|work on|look into|handle this|handle it|do this|
do it|fix it|fix this|something about|thoughts on|anything about|
stuff about|what about|how about|go over|go through|info on|info about|
information on|information about`,
	cueGimmick: `tip|tips you|i'll tip|i will tip|i'm going to tip|i am going to tip|
penalized|penalised|penalty|punished|fined|you will be penalized|
you'll be penalized|you will lose|i will pay|i'll pay|reward you|$200|
this is very important to my career|my career depends|or else|
you will be fired|you'll be fired|answer in a natural human-like manner|
human-like manner|natural human-like`,
	cueHedge: `if appropriate|where appropriate|as appropriate|when appropriate|
if needed|as needed|where needed|when needed|if necessary|where necessary|
as necessary|where helpful|if helpful|when helpful|where possible|
if possible|when possible|as possible|where relevant|when relevant|
if relevant|if applicable|where applicable|as applicable|wherever|
whenever|try to|feel free|if you can|ideally|perhaps|maybe|optionally|
where it makes sense|when it makes sense|as you see fit|if you like|
if you want`,
	cueNarrow: `focusing on|focus on|focused on|with a focus on|with focus on|
specifically|in particular|particularly|especially|in terms of|compared to|
compared with|as opposed to|with emphasis on|emphasizing|emphasising|
with respect to|regarding|concerning|limited to|restricted to|
only about|centered on|centred on|specific to|relating to|related to`,
	cueOnly: `only the answer|only the final|only the code|only the result|only the output|
only the list|only the translation|only the text|only the json|only the number|
only the name|only output|only return|only reply|only respond|only include|only answer|
only give|only provide|only write|just the answer|just the code|just the output|
just the result|just the text|just the number|nothing else|no other text|
no additional text|no explanation|no explanations|without explanation|
without any explanation|without commentary|no commentary|no preamble|without preamble|
do not explain|don't explain|and nothing else|just output|just return|just give|
just reply|just respond|just write`,
	cueNegation: `don't|do not|does not|doesn't|never|not|without|avoid|isn't|
aren't|cannot|can't|won't|no`,
	cueOutput: `output|outputs|return|returns|respond|reply|print`,
	cueAnswer: `your answer|your answers|your response|your responses|your reply|your output|
your entire answer|your entire response|your entire output|your whole answer|your whole response|
the answer should|the answer must|the response should|the response must|the output should|
the output must|in your answer|in your response|in your reply|throughout your response|
respond with|respond in|respond only|answer with|answer in|answer only|reply with|reply in|
wrap your|wrap the entire|enclose your|begin your|start your|end your|finish your|
conclude your|put your answer|format your|structure your`,
	cueDepth: `in detail|in depth|in-depth|detailed|thoroughly|comprehensive|
all the information|all necessary|all relevant|elaborate|at length|
step-by-step explanation|full explanation`,
}

// What the vertical rules look for, as phrases ("#" is a number, "YEAR"
// a year).
var (
	sourcePhrases = phraseList(`cite|cites|citation|citations|source|sources|reference|references|
peer-reviewed|doi|bibliography|study|studies|paper|papers|with links`)
	assetPhrases = phraseList(`bitcoin|btc|ethereum|eth|solana|sol|usdc|usdt|tether|stablecoin|
arbitrum|optimism|polygon|matic|avalanche|avax|bnb|cardano|ada|xrp|dogecoin|doge|erc-20|erc20|
defi|uniswap|aave|mainnet|layer-2|l2|base mainnet|on-chain|onchain`)
	periodPhrases = phraseList(`last # days|last # weeks|last # months|last # years|
past # days|past # weeks|past # months|past # years|last week|last month|last year|
last quarter|past week|past month|past year|this year|this quarter|this month|
since YEAR|in YEAR|from YEAR|between YEAR|before YEAR|after YEAR|during YEAR|until YEAR|
YEAR to|YEAR-YEAR|ytd|year to date|year-to-date|q1|q2|q3|q4|24h|7d|30d|daily|weekly|
monthly|quarterly|annually`)
	riskPhrases = phraseList(`risk|risks|caveat|caveats|volatility|volatile|downside|
not financial advice|dyor|do your own research|what could go wrong`)
	platformPhrases = phraseList(`blog|linkedin|twitter|tweet|instagram|tiktok|youtube|facebook|
newsletter|podcast|website|landing page|medium|substack|reddit|x post|threads post`)
	ctaPhrases = phraseList(`call to action|call-to-action|cta|sign up|signup|sign-up|subscribe|
buy now|shop now|learn more|register|download|book a|book now|join us|join our|click`)
)

// inputPointers precede a noun that names the task's input, not its
// deliverable: "summarize the report", "translate this email".
var inputPointers = map[string]bool{"the": true, "this": true, "these": true, "that": true, "those": true,
	"my": true, "our": true, "attached": true, "following": true, "given": true, "provided": true,
	"above": true, "below": true, "pasted": true}

// phraseList splits a |-separated list of phrases into their words.
func phraseList(list string) [][]string {
	var out [][]string
	for _, p := range strings.Split(list, "|") {
		if ws := strings.Fields(p); len(ws) > 0 {
			out = append(out, ws)
		}
	}
	return out
}

// entry is what the lexicon knows of one lower-case word: its classes and
// the cue phrases that start with it.
type entry struct {
	cls         class
	phrases     []phrase            // one-word cues
	next        map[string][]phrase // longer cues, by their second word
	section     part                // the part a heading or label with this word names
	sectionRank uint8               // its rank in sectionOrder
}

// A phrase is a cue of one or more words.
type phrase struct {
	cue   cue
	words []string // lower case; words[0] is the entry's key
}

// lexicon maps a lower-case word to its entry, for a language.
type lexicon struct {
	words map[string]*entry
	lang  *language // the language it reads, over English
}

// classNames name the word classes in a language's word lists.
var classNames = []struct {
	c    class
	name string
}{
	{cStop, "stop"}, {cGeneric, "generic"}, {cTaskVerb, "taskVerb"}, {cOutVerb, "outVerb"},
	{cThink, "thinkVerb"}, {cFormat, "format"}, {cDeliverable, "deliverable"}, {cUnit, "unit"},
	{cNumber, "number"}, {cRoleNoun, "roleNoun"}, {cStyle, "style"}, {cAudience, "audience"},
	{cVague, "vague"}, {cMaterial, "material"}, {cQuality, "quality"}, {cPeriod, "period"},
	{cCriterion, "criterion"}, {cOpen, "open"}, {cLimit, "limit"}, {cShape, "shape"},
}

// cueNames name the cues in a language's cue lists, in cue order.
var cueNames = [numCues]string{
	"", "role", "notRole", "self", "audience", "purpose", "reference", "binding", "require",
	"length", "fallback", "format", "example", "imitate", "reason", "sequence", "verify",
	"scratch", "before", "ask", "frame", "polite", "greeting", "vagueVerb", "gimmick", "hedge",
	"narrow", "only", "negation", "depth", "output", "answer",
}

// newLexicon returns l's lexicon. English words get their inflected
// forms; other languages list theirs.
func newLexicon(l *language) lexicon {
	lx := lexicon{words: map[string]*entry{}, lang: l}
	lx.add(l)
	if l == &english {
		lx.addInflections()
	}
	return lx
}

// add adds language l's words, cues and section words to lx.
func (lx lexicon) add(l *language) {
	for _, cn := range classNames {
		for _, w := range fields(l.words[cn.name]) {
			lx.at(w).cls |= cn.c
		}
	}
	for c := cue(1); c < numCues; c++ {
		for _, p := range strings.Split(l.cues[cueNames[c]], "|") {
			ws := strings.Fields(strings.ToLower(strings.ReplaceAll(p, "\\\"", "\"")))
			if len(ws) == 0 {
				continue
			}
			e := lx.at(ws[0])
			ph := phrase{cue: c, words: ws}
			if len(ws) == 1 {
				e.phrases = append(e.phrases, ph)
				continue
			}
			if e.next == nil {
				e.next = map[string][]phrase{}
			}
			e.next[ws[1]] = append(e.next[ws[1]], ph)
		}
	}
	for _, e := range fields(l.elisions) {
		lx.at(e + "'").cls |= cStop
		lx.at(e + "’").cls |= cStop
	}
	if l.cjk {
		// Words of Chinese and Japanese are found by the lexicon: the
		// deliverables and domains must be in it to be found at all.
		for _, words := range l.kinds {
			for _, w := range fields(words) {
				lx.at(w)
			}
		}
		for _, d := range l.domains {
			for _, w := range fields(d.words) {
				lx.at(w)
			}
		}
	}
	// A section word names the part of the first list that has it.
	for rank, p := range sectionOrder {
		for _, w := range fields(l.sections[partNames[p]]) {
			if e := lx.at(w); e.section == 0 || int(e.sectionRank) > rank {
				e.section, e.sectionRank = p, uint8(rank)
			}
		}
	}
}

// sectionOrder is the order in which section words are looked up: a
// heading with "example" and "output" is an example.
var sectionOrder = []part{pExample, pRole, pFormat, pConstraint, pReasoning, pContext, pMaterial, pTask}

func (lx lexicon) at(w string) *entry {
	e := lx.words[w]
	if e == nil {
		e = &entry{}
		lx.words[w] = e
	}
	return e
}

// loremSet and proseSet tell placeholder text and prose from pasted data.
var loremSet = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("lorem ipsum dolor amet consectetur adipiscing elit sed eiusmod tempor incididunt labore dolore magna aliqua enim minim veniam quis nostrud exercitation ullamco laboris nisi aliquip commodo consequat duis aute irure reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat proident sunt culpa officia deserunt mollit anim") {
		m[w] = true
	}
	return m
}()

var proseSet = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("the a an of to that this with be are was were it on as by from you your i we my me our us will would can could should what how which please they them their he she his her") {
		m[w] = true
	}
	return m
}()

// logMarks and codeStarts mark a pasted line of log or code.
var (
	logMarks   = []string{"panic:", "goroutine ", "Traceback (most recent", "Exception in thread", "[ERROR]", "[WARN]", "[INFO]", "[DEBUG]", "+0x"}
	codeStarts = strings.Fields("def func class import from return var let const public private package #include fn impl struct interface SELECT INSERT UPDATE DELETE CREATE print( console.log System.out")
)

// abbreviations end with a full stop that does not end a sentence.
var abbreviations = []string{"e.g", "i.e", "etc", "vs", "mr", "mrs", "ms", "dr", "st", "no", "fig", "approx", "u.s", "inc", "ltd", "jr", "sr", "a.m", "p.m", "cf", "al"}
