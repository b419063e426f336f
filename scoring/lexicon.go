package scoring

// A signal is one kind of evidence the analyser can find in authored text.
// Word and phrase signals come from the lexicon below; structural signals
// (headings, delimiters, numbered steps, ...) are set by the segmenter.
type signal uint8

const (
	sigNone signal = iota

	// Task statement.
	sigTaskVerb     // a precise imperative: explain, list, summarize, ...
	sigVagueVerb    // tell me about, help me, do, handle, ...
	sigTaskStated   // "your task is", "I want you to", ...
	sigAskQuestions // "ask me questions until ..."
	sigPolite       // "could you please", "kindly", ...
	sigNegation     // don't, never, without, ...
	sigVagueWord    // something, stuff, etc, fairly, ...
	sigDangling     // "fix it", "do this": a pronoun with nothing to refer to

	// Specificity.
	sigDetail    // detailed, in detail, comprehensive, ...
	sigNarrowing // focusing on, specifically, in terms of, compared to, ...

	// Context.
	sigAudience   // for beginners, like I'm 11, aimed at, ...
	sigPurpose    // so that, in order to, the goal is, I'm planning, ...
	sigSituation  // I'm a ..., we are ..., our team ...
	sigReference  // the text below, the following, provided, given ...
	sigContinue   // "I'm providing you with the beginning ..."
	sigImitate    // "use the same language/style as the provided ..."
	sigRecentTime // in 2021, since 2020, last 30 days (a time frame)

	// Constraints.
	sigMust      // must, should, ensure, make sure, only, ...
	sigLength    // brief, concise, under 100 words, 3-5 sentences, ...
	sigStyle     // tone, formal, simple words, professional, ...
	sigScope     // include, cover, mention, keywords, focus on, ...
	sigExclude   // do not, avoid, refrain, exclude, ...
	sigOut       // "only answer if you know", "if unsure, say so"
	sigCondition // "if no PII is found, ..." explicit edge-case handling

	// Output format.
	sigFormat      // list, bullet, table, JSON, numbered, headings, ...
	sigDeliverable // essay, paragraph, email, function, script, report, ...
	sigAnswerOnly  // "respond with just", "only the final answer", "nothing else"
	sigFormatGuide // "follow this structure", "in this format", "in <answer> tags"

	// Role.
	sigRole       // you are a, act as, imagine you are, ...
	sigExpertise  // expert, senior, experienced, skilled, ...
	sigRoleDuties // your goal, your job, you will, designed to, ...

	// Examples.
	sigExample     // example:, for example, e.g., for instance, ...
	sigInlineEx    // such as, like (inline illustrations)
	sigExamplePair // Input:/Output:, Q:/A: pairs (counted by the segmenter)

	// Reasoning.
	sigStepByStep // step by step, think through, reason, ...
	sigShowWork   // show your work, explain your reasoning, show each step
	sigScratch    // <thinking>, scratchpad, before answering
	sigVerify     // double-check, verify, check your answer
	sigFirstThen  // first ..., then ...; follow these steps

	// Gimmicks that are not quality (Bsharat et al. principles 6, 10).
	sigTip
	sigThreat

	// Verticals.
	sigCitation  // cite, sources, references, peer-reviewed, DOI, ...
	sigEvidence  // evidence, methodology, data, study, limitations
	sigChain     // ethereum, solana, bitcoin, base, arbitrum, ...
	sigAsset     // BTC, ETH, token, stablecoin, ...
	sigTimeframe // 24h, 7d, daily, weekly, Q1, over the last ...
	sigRisk      // risk, volatility, not financial advice, DYOR, ...
	sigTone      // tone, voice, style (content vertical)
	sigPlatform  // blog, LinkedIn, newsletter, tweet, ...
	sigCTA       // call to action, CTA, sign up, subscribe

	// Helper word classes used by structural rules.
	sigUnit        // words, sentences, paragraphs, items, ...: a length unit after a number
	sigNumWord     // one, two, three, ...: a number written out
	sigQuantLength // a number followed by a unit: "3 to 5 sentences"
	sigStop        // a function word that carries no task content
	sigFollowUp    // now, again, instead, above: leans on the conversation
	sigCodeWord    // code, function, script, python, ...
	sigPerson      // buyers, executive, team, students: who a piece is for, after "for"/"to"
	sigReqVerb     // use, include, keep, limit: a sentence that opens with one is a requirement
	sigDom0        // domain words for role inference
	sigDom1
	sigDom2
	sigDom3
	sigDom4
	sigDom5
	sigDom6
	sigDom7
	sigDom8
	sigDom9
	sigDom10

	// Structural signals set by the segmenter, not the lexicon.
	sigHeadings    // ###Instruction###, markdown headings, section labels
	sigXMLTags     // <data>...</data> style delimiters
	sigDelimited   // triple quotes, fenced blocks around referenced material
	sigQuotedTerm  // 'climate change', "keyword": a delimited key term
	sigNumbered    // numbered or bulleted instruction lines
	sigOptions     // a) ... b) ... c) ...: a constrained answer space
	sigPrimer      // the prompt ends with "Answer:" or a leading word
	sigNumber      // a concrete number or quantity
	sigProperNoun  // a named entity
	sigPlaceholder // [audience: ...] left unfilled: earns nothing
	sigRepeated    // repeated lines or keyword stuffing were discounted
	sigMaterial    // pasted material (logs, code, data, quoted text) set aside

	numSignals
)

// lexicon maps phrases (lower case, words separated by single spaces, curly
// apostrophes folded to ') to signals. It is constant data: the matcher built
// from it lives in an engine value, never in a mutable package variable.
var lexicon = [...]struct {
	sig     signal
	phrases string // separated by |
}{
	{sigTaskVerb, "explain|describe|write|list|summarize|summarise|analyze|analyse|compare|contrast|create|generate|draft|compose|translate|classify|categorize|categorise|extract|identify|find|calculate|compute|solve|determine|evaluate|assess|review|rewrite|revise|correct|edit|proofread|outline|provide|give|suggest|recommend|propose|design|build|implement|develop|plan|prepare|name|state|define|discuss|illustrate|detail|examine|explore|construct|convert|count|estimate|predict|derive|integrate|prove|debug|refactor|optimize|optimise|format|highlight|rank|rate|label|answer|brainstorm|craft|produce|select|choose|verify|validate|complete|finish|continue|measure|mention|portray|depict|share|offer|teach|research|investigate|critique|paraphrase|simplify|clarify|elaborate|shorten|condense|sort|filter|group|match|anonymize|anonymise|redact|replace|remove|forecast|simulate|audit|compile|diagnose|recap|interpret|annotate|map|plot|visualize|visualise|schedule|organize|organise|reply|respond|test|check|document|specify|critique|argue|justify|prioritize|prioritise|quantify|model|benchmark|detect|tag|parse|merge|split|transform|fill|assign|grade|score"},
	{sigVagueVerb, "tell me about|tell me something|help me|help with|do something|deal with|handle|talk about|say something|look at|work on|improve this|make it better|make this better|fix this|fix it|thoughts on|what about|anything about|something about"},
	{sigTaskStated, "your task is|your task will be|the task is|your job is|your goal is|your objective is|the goal is to|i want you to|i need you to|i would like you to|i'd like you to|you are tasked|you will be given|you will receive"},
	{sigAskQuestions, "ask me questions|ask me clarifying|ask clarifying questions|ask me a question|ask me follow-up|ask questions to|asking me questions|ask me any questions|ask me for|until you have enough|till you have enough|until you've gathered"},
	{sigPolite, "please|kindly|could you|can you|would you|would you mind|if it's not too much trouble|i'd appreciate|i would appreciate|i would love if|i'd love if|when you get a chance|take a moment|thank you|thanks|if you don't mind|do me a favor"},
	{sigNegation, "don't|dont|do not|not|never|avoid|isn't|aren't|can't|cannot|won't|shouldn't|doesn't|didn't|neglect|omit|nor|neither"},
	{sigVagueWord, "something|stuff|things|etc|whatever|somehow|a few|fairly|kind of|sort of|kinda|a bit|some stuff|anything|maybe|various things|and so on|and so forth|or something|nice|good stuff"},
	{sigDangling, "fix it|do it|fix this|do this|change it|make it work|what about this|what about that|explain this|explain that|this one|that one"},

	{sigDetail, "detailed|in detail|in-depth|in depth|comprehensive|thorough|thoroughly|all the information|all information necessary|step-by-step guide|precise|precisely|exact|exactly|granular"},
	{sigNarrowing, "focusing on|focus on|focused on|specifically|in terms of|compared to|compared with|versus|vs|as opposed to|with respect to|in the context of|particularly|especially|limited to|restricted to|within the scope|regarding|related to|centered on|from the perspective of"},

	{sigAudience, "audience|aimed at|aim it at|intended for|tailored for|tailored to|geared toward|geared towards|like i'm|like i am|as if i'm|as if i am|as if you're explaining|like you're explaining|for beginners|for a beginner|for someone who|for someone|for someone with|for people who|for students|for kids|for children|for a child|for experts|for developers|for engineers|for investors|for executives|for managers|for readers|for customers|for non-technical|for a non-technical|for a general audience|for a lay|for laypeople|for seniors|for parents|for teachers|for high school|for middle school|for elementary|year-old|years old|year old|grader|schooler|first-year|newcomer|newcomers|novice|readers|reader|my students|our customers|our users|our investors|stakeholders|in simple terms|in layman's terms|to a beginner|to beginners|to a child|to someone|to an expert|a student|students|kindergartner|make it understandable|make it clear for|understandable for|for an audience|to a high school|to a class|to my class|to my students|to high school|to a group of"},
	{sigPurpose, "so that|in order to|so i can|so we can|the goal is|my goal|our goal|the purpose|purpose of this|because|since i|since we|i need this|we need this|i'm planning|i am planning|we're planning|we are planning|i'm preparing|i am preparing|we're considering|we are considering|will be used|to help me|to help us|i'm trying to|i am trying to|we're trying to|i want to|we want to|my aim|for our|for my|the objective|intended to|which will|that will help|to decide|to choose|to understand|to prepare|matters more than|matters most|what matters|more important than|the priority is|top priority|success means|success looks like|done when|this is for|it is for|it's for|will be read by|will be shared|will be presented|to present to|to share with|to send to|to pitch|to convince|to persuade"},
	{sigSituation, "i'm a|i am a|i am an|i'm an|i work|i run|i own|i have a|i've been|we are a|we're a|we're in|we are in|we have|our team|our company|our product|our customers|our users|my team|my company|my business|my project|my class|my manager|my boss|our startup|our app|our codebase|our investors|the client|a client|the customer|our board|i teach|i study|i'm studying|i'm working|i am working|we're building|we are building|i'm building|i am building|currently"},
	{sigReference, "the text below|the following|below|above|provided|the given|given the|given text|given content|here is|here's|attached|this document|this text|this article|this data|this dataset|the document|the article|the passage|the transcript|these messages|this agreement|this contract|this code|this log|this spreadsheet|from this|in this|this list|the list of|the data"},
	{sigContinue, "providing you with the beginning|beginning of|the start of|finish it|continue the|continue from|complete the following|complete the conversation|complete the sentence|based on the words provided|starts with|opening line"},
	{sigImitate, "same language|same style|same tone|same voice|same format|in the style of|in the voice of|mimic|imitate|match the tone|match the style|emulate|based on the provided|sample text|like the example"},
	{sigRecentTime, "in 2019|in 2020|in 2021|in 2022|in 2023|in 2024|in 2025|in 2026|since 2020|since 2021|since 2022|since 2023|since 2024|last year|this year|last month|past year|past decade|last decade|last 5 years|past 5 years|last five years|recent|recently|current|currently|as of|up to date|latest|today"},

	{sigMust, "keep the|keep it|keep each|keep all|keep your|keep every|preserve the|retain the|stick to|use only|must|should|ensure|make sure|be sure|required|requirement|requirements|need to|needs to|have to|has to|always|only|strictly|mandatory|at all times|it is essential|you are required|guidelines|rules|regulations"},
	{sigLength, "brief|briefly|concise|concisely|short|shorter|succinct|words|word limit|sentences|sentence|paragraphs|characters|pages|lines|bullet points|items|no more than|no longer than|at most|at least|maximum|minimum|up to|under|fewer than|less than|limit|one-page|one page|one sentence|one paragraph|one word|single word|two sentences|three sentences|a few sentences|2-3|3-5|one-line|tl;dr|tldr|summary of|minutes long|seconds long"},
	{sigStyle, "tone|style|formal|informal|casual|professional|friendly|simple words|simple language|simple english|plain english|plain language|technical|academic|conversational|persuasive|neutral|objective|humorous|witty|empathetic|authoritative|voice|maintain the original|keep the original|original writing style|sounds natural|natural|engaging|captivating|playful|serious|respectful|polite tone|upbeat|inspirational|literary|elegant|easy to understand|accessible|jargon|readability|register|british english|american english|active voice"},
	{sigScope, "include|includes|including|focus on|focusing on|cover|covering|covers|mention|mentioning|keywords|keyword|address|addressing|consider|considering|account for|incorporate|highlight|emphasize|emphasise|prioritize|prioritise|at a minimum|take into account|touch on|with emphasis on|key points|aspects|factors|criteria|categories"},
	{sigExclude, "refrain|exclude|excluding|without|no more than|leave out|instead of|rather than|other than|except|apart from|only use|only the provided"},
	{sigOut, "where evidence is weak|where the evidence is weak|flag uncertainty|note limitations|note the limitations|only answer if|if you don't know|if you do not know|if you are unsure|if you're unsure|if unsure|if you are not sure|if you're not sure|say so|say that you don't know|say i don't know|with certainty|if you can't|if you cannot|if there is no|if there are no|if the answer is not|do not make up|don't make up|do not guess|don't guess|admit|uncertain|uncertainty|confidence level|cite uncertainty|lacks sufficient"},
	{sigCondition, "if no|if a|if an|if the|if it|if any|if there|if they|if you|when a|when the|when there|in case|otherwise|unless|edge case|edge cases|fallback|in that case|if so|if not"},

	{sigFormat, "list|lists|bullet|bullets|bulleted|bullet-point|table|tables|json|csv|yaml|xml|markdown|numbered|heading|headings|header|headers|section|sections|columns|column|rows|format|formatted|formatting|schema|structure|structured|template|checklist|outline|bullet points|code block|key-value|key value|tags|tag|one word|yes or no|true or false|a or b|multiple choice|choose from|select from|return only|output only|in the form of|step-by-step list|ranked|ordered|diagram|chart|graph|matrix|timeline|tl;dr|summary table|fields|field|separated by|comma-separated|newline|per line|one per line|each line"},
	{sigDeliverable, "essay|paragraph|paragraphs|email|e-mail|letter|report|function|script|program|class|module|snippet|poem|story|stories|headline|headlines|title|titles|tweet|tweets|thread|post|blog post|article|summary|abstract|memo|proposal|plan|recipe|dialogue|dialog|conversation|speech|slogan|tagline|caption|description|review|cover letter|resume|outline|guide|tutorial|lesson plan|quiz|test|questions|answer|sentence|sentences|query|sql query|regex|command|commands|file|files|code|app|application|api|endpoint|documentation|readme|changelog|press release|newsletter|ad copy|advertisement|landing page|faq|agenda|itinerary|budget|schedule|overview|brief|briefing|analysis|comparison|explanation|definition|translation|synonym|name|names|list of"},
	{sigAnswerOnly, "respond with just|respond with only|reply with only|reply with just|answer with just|answer with only|only the final answer|only the answer|just the answer|nothing else|and nothing else|no explanation|no explanations|without explanation|only reply|only respond|only output|output only|return only|just the|only the article title|final answer|single number|only a number|one word answer"},
	{sigFormatGuide, "follow this structure|following structure|in this format|following format|use this format|use the format|use the following format|formatted as|format it as|format as|structure it as|in the format|formatting example|answer tags|json object|json array|with the keys|with keys|with fields|with columns|with headings|with sections|as a table|as a list|in a table|in a list|as bullet points|in bullet points|as json|in json|in markdown|as markdown|as csv|numbered list|bulleted list|bullet point list|output format|response format|return a|return the|respond in|respond using|answer in|reply in|write it as|present it as|organize it|organized into|structured as|separated by"},

	{sigRole, "you are a|you are an|you are the|you're a|you're an|you're the|act as|acting as|act like|play the role|play the part|take on the role|assume the role|assume you are|imagine you are|imagine you're|imagine yourself as|picture yourself as|pretend you are|pretend to be|if you were a|if you were an|you will act as|you will be acting|your role is|as an expert|as a professional|as an experienced|you are now|from now on you are|you will play|respond as|answer as|speaking as|serve as my|be my"},
	{sigExpertise, "expert|experienced|senior|skilled|professional|specialist|specialized|specialised|specializing|specialising|knowledgeable|seasoned|veteran|certified|world-class|leading|chief|principal|master|renowned|accomplished|qualified|licensed|years of experience|decades of experience|phd|professor|scholar|cfo|ceo|cto|general counsel|consultant|advisor|adviser|analyst|engineer|scientist|researcher|doctor|lawyer|teacher|tutor|coach|editor|writer|copywriter|historian|economist|mathematician|linguist|nutritionist|developer|architect|designer|strategist|auditor|physician|therapist|journalist|critic|translator|accountant|trader|animator|planner"},
	{sigRoleDuties, "your task|your goal|your job|your role|your responsibility|your responsibilities|your objective|you will|you must|designed to|responsible for|your mission|your purpose|you help|you specialize|who specializes|focused on helping"},

	{sigExample, "example|examples|for example|e.g|for instance|here is an example|here's an example|sample|samples|example input|example output|demonstration|like this|such as this|as shown|shown below|instance|exemplar|example 1|example 2|illustration"},
	{sigInlineEx, "such as|e.g|i.e|for instance|like this"},

	{sigOptions, "high medium low|low medium high|high medium or low|low medium or high|pass or fail|on a scale of|on a scale from|scale of 1|from 1 to 5|from 1 to 10|into one of|as one of|one of the following|choose one of|pick one of|one of these"},
	{sigStepByStep, "step by step|step-by-step|think step by step|let's think|lets think|think through|think carefully|think it through|reasoning|reason through|reason about|chain of thought|work through|work out|walk through|walk me through|break down|break it down|break this down|systematically|methodically|one step at a time|thinking step by step"},
	{sigShowWork, "show your work|show your reasoning|explain your reasoning|explain your thinking|show each step|show every step|show the steps|show all steps|demonstrating each step|justify your answer|justify each|explain why|explain how you|rationale|and why|showing your work|cite the reasoning|give your reasoning"},
	{sigScratch, "final answer on its own line|final answer on a separate line|then give the final answer|then give your final answer|final answer at the end|thinking tags|scratchpad|before answering|before you answer|before responding|before you respond|before writing|before giving|inner monologue|think first|first think|pull the most relevant quote|relevant quotes|consider whether"},
	{sigVerify, "double-check|double check|verify|check your answer|check your work|validate|sanity check|review your answer|confirm that|make sure your answer|self-check|critique your"},
	{sigFirstThen, "first|then|next|finally|afterwards|after that|follow these steps|following steps|these steps|step 1|step one|lastly"},

	{sigTip, "i'll tip|i will tip|going to tip|tip you|tipping you|i'll pay you|i will pay you|pay you|reward you|bonus for|bribe|for a better solution"},
	{sigThreat, "penalized|penalised|penalty|penalties|punished|punishment|you will be fined|fined|or else|you'll be penalized|will be penalized|i'll be fired|lose my job|my career depends|very important to my career|this is very important to my"},

	{sigUnit, "risks|issues|findings|takeaways|recommendations|lessons|mistakes|facts|words|word|sentences|sentence|paragraphs|paragraph|characters|chars|pages|page|lines|line|bullets|bullet points|points|items|examples|ideas|tips|steps|minutes|seconds|slides|questions|options|sections|tokens|reasons|ways|suggestions|pieces|characteristics|names|titles|headlines|variations|versions|bullet"},
	{sigNumWord, "one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|hundred|a couple|a dozen|single|couple"},
	{sigStop, "a|an|the|of|to|in|on|at|by|for|from|with|and|or|but|if|is|are|was|were|be|been|being|am|do|does|did|have|has|had|it|its|it's|this|that|these|those|there|here|what|which|who|whom|whose|when|where|why|how|i|me|my|we|us|our|you|your|he|she|they|them|their|his|her|him|can|could|would|should|will|shall|may|might|must|not|no|so|as|than|then|too|very|just|also|about|into|over|under|up|down|out|some|any|all|each|every|more|most|other|such|own|same|both|few|many|much|let|let's|please|i'm|i'd|i'll|you're|don't|do|make|get|give|use|one|like|s|t|e|g|now|well|really|kindly|thanks|thank|important|crucial|essential|vital|amazing|great|perfect|awesome|excellent|best|good|nice|truly|absolutely|definitely|extremely|super|wrong|right|get|got"},
	{sigFollowUp, "now|again|instead|above|previous|that"},
	{sigPerson, "buyer|buyers|executive|executives|exec|execs|manager|managers|engineer|engineers|developer|developers|student|students|beginner|beginners|novice|novices|reader|readers|customer|customers|client|clients|user|users|parent|parents|teacher|teachers|kid|kids|child|children|teen|teens|teenager|teenagers|adult|adults|team|teams|colleague|colleagues|coworkers|stakeholder|stakeholders|investor|investors|founder|founders|homeowner|homeowners|patient|patients|nurse|nurses|doctor|doctors|clinician|clinicians|lawyer|lawyers|recruiter|recruiters|employee|employees|staff|board|leadership|boss|grandmother|grandfather|grandparents|people|person|audience|newcomer|newcomers|hires|non-experts|experts|professionals|researchers|scientists|analysts|marketers|designers|owners|traveler|travelers|traveller|travellers|shoppers|subscribers|followers|fans|voters|citizens|residents|retirees|seniors|freshmen|undergraduates|graduates|learners|practitioners|admins|administrators|policymakers|makers|trader|traders|startup|startups|nonprofit|nonprofits|audiences|visitors|members|volunteers|candidates|applicants|partners|journalists|editors|writers|athletes|runners|cooks|gamers|farmers|physicians|operators|sres|executive team|the board"},
	{sigReqVerb, "cite|use|keep|limit|end|begin|start|stick|follow|preserve|retain|prefer|respect|quote|assume|target|write in|stay"},
	{sigCodeWord, "code|function|script|program|class|sql|python|javascript|typescript|golang|java|rust|api|regex"},
	{sigDom0, "code|function|script|program|python|javascript|typescript|golang|java|rust|sql|api|bug|debug|refactor|html|css|regex|app|software|algorithm"},
	{sigDom1, "contract|legal|law|clause|agreement|liability|compliance|gdpr"},
	{sigDom2, "invest|investment|stock|portfolio|budget|financial|finance|revenue|tax|accounting|inflation|economy|economics|market"},
	{sigDom3, "health|medical|disease|symptom|diet|nutrition|heart|patient|exercise|fitness"},
	{sigDom4, "equation|derivative|integral|calculate|solve|math|algebra|geometry|probability|theorem|number"},
	{sigDom5, "history|historical|war|revolution|renaissance|empire|ancient|century"},
	{sigDom6, "physics|chemistry|biology|cell|photosynthesis|gravity|energy|climate|ecosystem|planet|molecule|science|scientific"},
	{sigDom7, "story|poem|novel|essay|article|blog|post|headline|copy|dialogue|paragraph|speech|letter|email"},
	{sigDom8, "marketing|brand|campaign|audience|seo|customer|sales|product"},
	{sigDom9, "data|dataset|statistics|analysis|analyze|trend|metric"},
	{sigDom10, "teach|explain|learn|student|lesson|course"},
	{sigCitation, "cite|cites|citing|citation|citations|source|sources|sourced|reference|references|bibliography|peer-reviewed|peer reviewed|doi|apa|mla|chicago style|footnote|footnotes|link to|links to|primary source|primary sources|scholarly|journal|journals|arxiv|pubmed|published|literature|meta-analysis|systematic review"},
	{sigEvidence, "evidence|methodology|method|methods|study|studies|data|dataset|sample size|limitations|confidence|statistically|statistical|significance|findings|hypothesis|empirical|replication|bias|peer|counterarguments|counter-arguments|caveats|assumptions"},
	{sigChain, "ethereum|eth mainnet|solana|bitcoin|base|arbitrum|optimism|polygon|avalanche|bnb chain|bsc|tron|cardano|cosmos|polkadot|near|sui|aptos|ton|mainnet|testnet|layer 2|l2|l1|evm|on-chain|onchain|chain|chains|blockchain|zksync|starknet|linea|scroll|blast"},
	{sigAsset, "btc|eth|sol|usdc|usdt|dai|token|tokens|coin|coins|stablecoin|stablecoins|nft|nfts|altcoin|altcoins|memecoin|erc-20|erc20|spl|defi|liquidity|tvl|market cap|price|prices|yield|apy|apr|staking|wallet|wallets|contract address|smart contract|dex|cex|pool|pools"},
	{sigTimeframe, "24h|24 hours|7d|7 days|30d|30 days|90 days|1h|4h|1d|1w|daily|weekly|monthly|quarterly|hourly|q1|q2|q3|q4|ytd|year to date|over the last|over the past|in the last|in the past|last week|last month|this week|this month|since|between|timeframe|time frame|time horizon|period|window|as of"},
	{sigRisk, "risk|risks|risky|volatility|volatile|not financial advice|dyor|do your own research|caveat|caveats|disclaimer|drawdown|downside|exposure|liquidation|impermanent loss|rug pull|scam|security|audit|audited|slippage|counterparty|regulatory|uncertainty|worst case|stop loss|stop-loss|hedge"},
	{sigTone, "tone|voice|style|formal|informal|casual|professional|friendly|witty|humorous|playful|authoritative|conversational|persuasive|inspirational|empathetic|upbeat|serious|warm|bold|on-brand|brand voice"},
	{sigPlatform, "blog|blog post|linkedin|twitter|tweet|x thread|thread|instagram|tiktok|youtube|newsletter|email|medium|substack|facebook|reddit|podcast|landing page|website|press release|seo|caption|reel|short-form|long-form|ad copy"},
	{sigCTA, "call to action|call-to-action|cta|sign up|subscribe|click|buy now|learn more|book a demo|register|download|join|share this|comment below|contact us|visit"},
}
