import type { LanguageRules, RiskCategory, RiskLevel, RiskRule, RuleOptions } from '../types.js';

/*
 * English rules, written against normalised text (see ../normalise.ts): lower case, no accents,
 * contractions written out ("i am", "do not", "can not", "i would", "tonight is"), chat forms
 * written out ("want to", "going to"), clauses separated so a rule never crosses one.
 * Each rule is a family of phrasings (verb forms, fillers, word order), never one sentence.
 */

/** Fillers that may sit anywhere between the words of a phrase ("i just really want to die"). */
const F =
  '(?:(?:just|really|honestly|literally|seriously|actually|so|very|kind of|sort of|basically|totally|fucking|fking|freaking|genuinely|truly|still|even|also|sometimes|often|always|constantly|lately|badly|desperately|secretly|almost|pretty much|for real|probably|definitely|finally|quietly|simply|already|now|then|all|like|ever) )*';

/** Not about someone else: "he wants to die", "my friend jumped off a bridge". */
const NOT_OTHER =
  '(?<!(?:he|she|they|it|someone|somebody|people|who|kid|kids|man|woman|guy|girl|person|boy|friend|friends|brother|sister|cousin|dad|father|mom|mother|mum|son|daughter|uncle|aunt|grandma|grandpa|character|student|classmate|neighbor|neighbour|dog|cat|everyone|actor|singer|teenager|teen|teens|child|children|patient|patients|client|clients|partner|husband|wife|boyfriend|girlfriend|roommate|flatmate|pupil|colleague|coworker|anyone|anybody|baby|he is|she is|they are|he was|she was|they were|he has|she has|who is|who was|to make them|made him|made her|would make him|would make her|with her|with him|with them|of her|of him|of them|saw her|saw him|watched her|watched him|watching her|watching him) (?:(?:just|had|has|have|almost|nearly|once|actually|then|also|tried to|wants to|wanted to|was going to|is going to|threatened to|said he would|said she would|would|will|might|could|really|did|is|was|are|were|be|been|being|seems|seemed|looks|looked|feels|felt|gets|got|became|becomes|may|must) )*)';

const PILLS =
  '(?:pills|pill|tablets|meds|medication|medications|medicine|medicines|sleeping pills|sleeping tablets|sleep meds|painkillers|pain killers|pain meds|tylenol|paracetamol|acetaminophen|ibuprofen|aspirin|xanax|valium|ambien|insulin|antidepressants|opioids|oxy|oxycodone|benzos|prescriptions|lithium|heroin|fentanyl|morphine|codeine|co codamol|cocodamol|tramadol|sertraline|prozac|fluoxetine|citalopram|amitriptyline|quetiapine|seroquel|diazepam|zopiclone|propranolol|naproxen|nurofen|panadol|painkiller)';

/** Ways to kill oneself, as verb phrases ("kill myself", "jump off a bridge", "take all my pills"). */
const ACT =
  '(?:(?:kill|unalive|off|hang|shoot|drown|poison|gas|stab|top|neck) myself|end (?:it all|my life|my own life|everything|it once and for all|it tonight|it today|it now|it for good|things for good)|take my (?:own )?life|commit suicide|do it (?:tonight|today|now|this weekend|tomorrow|soon|for real)|jump (?:off|from|in front of)|overdose|od|take (?:all|all of|every one of|the whole bottle of|a whole bottle of) (?:my |the |those |these )?' +
  PILLS +
  '|take them all|swallow them all|take all of them|swallow all of them|down them all|step in front of|walk into traffic|drive (?:my car )?(?:into|off)|slit my wrists|die (?:tonight|today|by my own hand)|kms|kys|ctb|rope|not be here (?:tomorrow|by morning|next week)|say goodbye for good)';

const PERSON =
  '(?:my (?:little |big |older |younger |baby |step ?|half )(?:brother|sister)|my (?:stepmum|stepbrother|stepsister|cousin|uncle|aunt|auntie|nan|nanna|gran|granny|grandad|grandma|grandpa|mate|best mate|best friend|housemate|ex partner|boss|teacher)|(?:that|the) (?:guy|man|woman|girl|kid|boy|teacher|lad|bloke) (?:from|at) (?:work|school|class|the gym|college|uni)|that (?:teacher|lad|bloke|kid|dude|coach|cop|bully|prick|twat)|him|her|them|someone|somebody|people|everyone|everybody|that (?:guy|man|woman|girl|bitch|bastard|asshole|prick|idiot)|my (?:boss|manager|husband|wife|partner|boyfriend|girlfriend|ex|ex husband|ex wife|ex boyfriend|ex girlfriend|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|brother|sister|son|daughter|kid|kids|child|children|baby|newborn|neighbou?r|neighbou?rs|coworker|co worker|coworkers|colleague|colleagues|teacher|roommate|flatmate|landlord|friend|family|classmates?|bully|bullies|abuser|parents|in laws|supervisor)|the (?:kids|people|neighbou?rs?|guy|man|woman) (?:at|in|next door|who))';

const AGENT =
  "(?:he|she|they|(?:my )?(?:bf|boyfriend|husband|fella|fiance|step mum|step mom|step dad|stepdad|stepmum|stepmom|mums boyfriend|moms boyfriend|mum's boyfriend|mom's boyfriend)|my (?:step mum|step mom|step dad|step father|step mother|bloke|missus|man|old man|husband|wife|partner|boyfriend|girlfriend|ex|ex husband|ex wife|ex boyfriend|ex girlfriend|ex partner|dad|father|stepdad|stepfather|mom|mum|mother|stepmom|stepmother|brother|sister|uncle|aunt|cousin|grandfather|grandpa|son|daughter|parents|roommate|flatmate|landlord|boss|manager|coach|teacher|neighbou?r|family|fiance|fiancee|spouse|carer|caregiver|pimp)|his (?:friends|brother|father)|someone|somebody|a (?:man|guy|stranger))";

/*
 * Pills already swallowed ("took like 20 of my sertraline an hour ago", "necked a whole box of paracetamol",
 * "swallowed all my nans sleeping tablets"): who took them, how many, and of what.
 */

/** Medicines as named when telling of taking too many: PILLS and a few more. */
const DRUGS = `(?:${PILLS}|antidepressant|antipsychotics?|mirtazapine|venlafaxine|olanzapine|pregabalin|gabapentin|zolpidem|lorazepam|clonazepam|klonopin|adderall|ritalin|melatonin|ibuprofens|paracetamols|aspirins|capsules|caps|antihistamines|benadryl|nytol|sleep aids|dihydrocodeine|beta blockers)`;

/** Whose they are: "of my", "my mums", "my nan's", "the". */
const OWNER = "(?:of )?(?:my |the |those |these |her |his |our |their |all |my [a-z]+s |my [a-z]+'s |[a-z]+s |[a-z]+'s )?";

/** Up to two words naming them ("anxiety", "blood pressure"), never a unit or a span of time ("50 mg of", "20 minutes"). */
const DRUG_WORDS =
  "(?:(?!(?:mg|ml|mcg|g|milligrams?|grams?|micrograms?|units?|iu|drops?|puffs?|cc|doses?|days?|weeks?|hours?|minutes?|mins?|years?|months?|times)(?![a-z]))[a-z']+ ){0,2}";

/** Not someone else taking them ("my dog ate", "my nan took", "she has swallowed"); "that i took" stays. */
const NOT_OTHER_TAKER =
  "(?<!(?:my|his|her|their|our|your|the) (?!i )[a-z']+ (?:(?:just|has|had|have|also|accidentally|apparently|somehow|then|already|must have|might have|may have) )*)(?<!(?:he|she|they|it|someone|somebody|you|who|we|dog|cat|puppy|kitten|kid|son|daughter|baby|toddler|friend|mate|patient|he has|she has|they have|you have|we have) (?:(?:just|also|accidentally|apparently|somehow|then|already|must have|might have|may have) )*)";

/** Verbs of swallowing (any amount counts with a container: "swallowed a strip"). */
const SWALLOWED =
  "(?:swallowed|have swallowed|downed|have downed|necked|have necked|popped|have popped|chugged|gulped|gulped down|knocked back|chucked down|washed down|scoffed|necked back|overdosed on|overdosed with|od on|od would on|oded on|od ed on|od'ed on)";
/** "took", "ate": carried or eaten, a container needs "whole" or a count ("took a box of paracetamol to work"). */
const TOOK = '(?:took|taken|have taken|ate|eaten|have eaten|took down)';

/** Five or more: 5 to 9 spelled out or in figures (read with care: "took 6 ibuprofen today" is a day's dose). */
const FEW_MANY = '(?:[5-9]|five|six|seven|eight|nine)(?:x|ish)?';
/** Ten or more. */
const MANY =
  '(?:[1-9]\\d{1,2}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?: (?:one|two|three|four|five|six|seven|eight|nine))?|a hundred|hundreds of|a dozen|dozens of|a couple of dozen|a couple dozen)(?:x|ish)?';
/** "like", "about", "at least" before a number. */
const ROUGHLY =
  '(?:(?:about|around|roughly|approx|approximately|nearly|almost|over|more than|at least|maybe|probably|possibly|some|a good|well over|upwards of|close to|i think|prob|max|between) )*';
/** Boxes and strips. */
const CONTAINER =
  '(?:box|boxes|strip|strips|packet|packets|pack|packs|bottle|bottles|blister|blisters|blister pack|blister packs|sheet|sheets|tub|tubs|jar|jars|pot|tube|card|cards)';
/** A normal day's dose or a course taken as prescribed, after the amount. */
const ORDINARY_DOSE =
  '(?!(?: [a-z]+){0,4} (?:today(?! (?:on purpose|at once|in one go))|over the day|throughout the day|in 24 hours|in the last 24 hours|a day|per day|daily|every day|each day|since this morning|this week|over (?:the|a|two|three|four|\\d+) (?:days|weeks)|as prescribed|like the doctor|the doctor (?:said|told|prescribed)|for my (?:headache|migraine|period|back|tooth|toothache|cramps|hangover|pain|cold|flu|fever)))';
/** A course over days, or a lifetime's count, after a larger amount ("took 20 tablets over the week"). */
const COURSE =
  '(?!(?: [a-z]+){0,4} (?:over (?:the|a|two|three|four|\\d+) (?:days|weeks|months|years)|a day|per day|daily|every day|each day|as prescribed|like the doctor|the doctor (?:said|told|prescribed)|in my (?:life|lifetime)|over the years|this (?:week|month|year)(?! (?:at once|in one go))|with (?:this|the|my) (?:flu|cold|covid|virus|infection)))';
/** Taking all one's medication as a routine ("took all my meds this morning", "as prescribed"). */
const ROUTINE =
  '(?!(?: [a-z]+){0,4} (?:this morning|on time|as (?:prescribed|usual|normal|always)|like (?:i am|i was|you are) (?:supposed|meant|told) to|like (?:usual|normal|always|the doctor|my doctor|a good)|the doctor (?:said|told|prescribed)|for the (?:day|week)|with (?:breakfast|dinner|lunch|tea|food|my breakfast|my dinner|my tea)|(?:in|at) the morning|every (?:day|morning|night)|on schedule|for once|(?:last|this) (?:week|month)|before (?:school|work|class)))';

/*
 * Threats to the writer's life, as received or told (danger_from_others): who said, texted or left it, then
 * what ("im next", "you wont see christmas", "hell finish the job", "next time its my face").
 */
/** Saying, writing or leaving it: "said", "keeps texting", "left a note on my car saying". Never the writer ("i said"). */
const TOLD =
  "(?<!(?:^|\\n| )(?:i|we) (?:just |also |then |once |even )?)(?:said|says|saying|told me|tells me|telling me|texted|texts|texting|messaged|messages|messaging|wrote|writes|writing|posted|commented|shouted|shouts|shouting|screamed|screams|screaming|yelled|yells|yelling|whispered|whispers|warned|warns|swore|swears|promised|promises|threatened|threatens|threatening|keeps saying|kept saying|keeps telling me|kept telling me|keeps texting|keeps messaging|keeps writing|(?:sent|sends|sending|left|leaves|leaving|put|posted|wrote|scrawled|sprayed|painted|dropped|pinned|stuck|slipped) (?:me )?(?:a |an |another |these |those |some )?(?:[a-z]+ )?(?:note|notes|message|messages|text|texts|voicemail|voicemails|voice note|voice notes|letter|letters|card|dm|dms|email|emails|comment|comments|graffiti)(?: [a-z']+){0,5} (?:saying|that said|that says|which said|reading|telling me))";
/** Written, whispered or screamed, not only said ("the nurse said im next" is a queue): for the ambiguous "im next". */
const TOLD_MENACE =
  "(?<!(?:^|\\n| )(?:i|we) (?:just |also |then |once |even )?)(?:texted|texts|texting|messaged|messages|messaging|wrote|writes|whispered|whispers|warned|warns|threatened|threatens|threatening|screamed|screams|yelled|yells|keeps saying|kept saying|keeps telling me|kept telling me|keeps texting|keeps messaging|keeps writing|(?:sent|sends|sending|left|leaves|leaving|put|posted|wrote|scrawled|sprayed|painted|dropped|pinned|stuck|slipped) (?:me )?(?:a |an |another |these |those |some )?(?:[a-z]+ )?(?:note|notes|message|messages|text|texts|voicemail|voicemails|voice note|voice notes|letter|letters|card|dm|dms|email|emails|comment|comments|graffiti)(?: [a-z']+){0,5} (?:saying|that said|that says|which said|reading|telling me))";
/** Not a joke after it: "lol", "haha". */
const NO_JOKE = "(?![a-z' ]* (?:lol|lmao|lmfao|haha\\w*|jk|xd|lool|rofl)(?:\\n|$| ))";

/*
 * Holding on until after an event so as not to spoil it, then going (plan_preparation): "im holding on till after my
 * daughters birthday so i dont ruin it, then thats it". The parts may sit in two clauses; each is weak alone.
 */
/** The occasion: "my daughters birthday", "christmas", "lenas wedding", "my last exam". */
const EVENT =
  "(?:christmas|xmas|new year|new years|new year's|easter|thanksgiving|hanukkah|eid|diwali|mothers day|mother's day|fathers day|father's day|the holidays|(?:my|her|his|their|our|the|[a-z]+s|[a-z]+'s) (?:[a-z']+ ){0,2}(?:birthday|bday|wedding|christmas|xmas|exams?|graduation|recital|party|anniversary|funeral|results|prom|baby shower|christening|concert|gig|big day|hen do|stag do|show|play|match|final|finals|due date|operation|surgery|visit|leaving do|gcses|a levels|nativity|competition|holiday|holidays|trip))";
/** Staying alive for it: "holding on", "hanging on", "sticking around". */
const HOLDING_ON =
  '(?:holding on|hanging on|hold on|hang on|holding out|hold out|sticking around|stick around|staying alive|stay alive|keeping myself alive|keeping going|keep going|hanging in there|holding it together|hold it together|getting through|sticking it out|stick it out|keeping it together|surviving|only alive|still here|only here)';
/** Putting it off: "waiting", "holding off", "putting it off". */
const WAITING =
  '(?:waiting|wait|putting it off|put it off|holding off|hold off|pushing it back|push it back|leaving it|delaying it|delaying|postponing it|not doing it|doing nothing|not doing anything|saving it)';
/** So as not to spoil it: "so i dont ruin it", "i dont want to wreck", "not ruining that". */
const NOT_SPOIL =
  '(?:(?:so|so that|because|cause|cos|coz|as|since) (?:${F})(?:i |it |that i |that it )?(?:do not|does not|will not|would not|can not|never|not) (?:${F})(?:want to |wanna )?(?:ruin|spoil|wreck|mess up|overshadow|taint|destroy|ruins|spoils|wrecks)|(?:i )?(?:do not|did not|will not|never|not) (?:${F})(?:want|wanna|going|about) to (?:${F})(?:ruin|spoil|wreck|mess up|overshadow|taint|destroy)|(?:i am |i will |am )?not (?:${F})(?:ruining|spoiling|wrecking|going to ruin|going to spoil|going to wreck|messing up) (?:it|that|this|her|his|their|christmas|the day))'.replace(
    /\$\{F\}/g,
    F,
  );
/** The end: "that's it", "i'm gone", "i'm done", "it's over". */
const THE_END =
  '(?:that is it|that is that|that is it for me|that is me done|it is over|it is all over|it is done|its (?:all )?(?:over|done)|it ends|it all ends|i am (?:${F})(?:done|gone|finished|through|out of here) (?:for good|forever)|i am (?:${F})(?:done|gone|finished)|i will be (?:${F})(?:gone|done)|i (?:will |can |am going to |can finally )?(?:go for good|go forever|leave for good|rest forever|end it|do it|end it all|go through with it|check out|clock out for good)|i am (?:${F})free (?:from|of) (?:it all|everything|all of (?:it|this)|this life|life)|no more me|lights out|game over)'.replace(
    /\$\{F\}/g,
    F,
  );
/** Ending it: "doing it", "ending it" (not "ending it with him"), "going". */
const ENDING_IT =
  '(?:i am|i will be|i will|i am going to|i) (?:${F})(?:doing it|do it|ending it(?! with)|end it(?! with)|ending things(?! with)|ending it all|end it all|going through with it|go through with it|killing myself|kill myself|ending my life|end my life|leaving for good|going for good|gone)'.replace(
    /\$\{F\}/g,
    F,
  );
/** After the day: "im gone", "im doing it", "im ending it", "im out for good". */
const ENDING_IT_AFTER =
  '(?:gone|gone for good|done for good|doing it|do it|ending it(?! with)|end it(?! with)|ending it all|end it all|going through with it|go through with it|going to do it|leaving for good|going for good|out for good|out of here for good|killing myself|kill myself|ending my life|end my life|checking out|done with (?:it all|everything|life|all of it))';

/*
 * Giving away pets and belongings (plan_preparation): the reasons that make it ordinary, after the match
 * ("because of my allergies", "while I'm on holiday", "for the weekend", "to the charity shop", "since we're moving").
 */
const PRACTICAL =
  "(?!(?: [a-z0-9']+){0,6} (?:(?:because|cause|since|as|cos|coz|due to|for|what with) (?:[a-z']+ ){0,4}(?:allerg\\w*|moving|move|moved|relocat\\w*|landlord|lease|tenancy|new (?:flat|house|home|place|job|baby|one|ones|console|phone|laptop)|the baby|pregnan\\w*|abroad|emigrat\\w*|no pets|pets are not allowed|not allowed pets|does not allow pets|can not afford|could not afford|long hours|working (?:long|away|abroad|nights)|work (?:away|abroad)|travelling|traveling|university|uni|college|deploy\\w*|hospital|surgery|operation|holiday|vacation|decluttering|clear ?out|downsizing)|(?:while|whilst|when|until|till|before|after|as) (?:i|we) (?:am |are |was |were )?(?:away|on holiday|on vacation|abroad|in hospital|travelling|traveling|settled|moving|moved|move|go away|get back|come back|emigrate|emigrated|relocate|relocated)|for (?:the|a|two|three|one) (?:weekend|week|weeks|fortnight|month|months|few (?:days|weeks)|couple of (?:days|weeks)|while|bit|holiday|holidays|summer|night|nights)|to (?:a |the )?(?:charity|charity shop|goodwill|oxfam|tip|food bank|shelter|rescue|rspca|dogs trust|cats protection)|to (?:sell|use|play|wear|borrow|mind|watch|look after (?:for|while|until|till))))";

function rule(id: string, category: RiskCategory, level: RiskLevel, pattern: string, options: RuleOptions = {}): RiskRule {
  return { id: `en.${id}`, category, level, pattern, ...options };
}

const rulesList: RiskRule[] = [
  // ── active ideation ────────────────────────────────────────────────────────────────────────────
  rule(
    'active_ideation.kill-myself',
    'active_ideation',
    'urgent',
    `${NOT_OTHER}(?:kill|kil|kll|kills|killing|killed|unalive|unaliving|unalived|off|offing|top|topping|neck|necking|murder|murdering) (?:my ?self|myself)|do myself in`,
  ),
  rule(
    'active_ideation.end-life',
    'active_ideation',
    'urgent',
    `${NOT_OTHER}(?:end|ending|ended|take|taking|took|finish|finishing) (?:${F})my (?:own )?life|${NOT_OTHER}end (?:it all|everything|my existence|it once and for all)|(?:want|wanted|wanting|need|going|ready|about|planning|plan|decided|tempted|urge) to (?:${F})end (?:it|things|this)(?! (?:with|off|between|for (?:us|them|the)))|(?:thinking|think|thought|thoughts) (?:about|of) ending (?:it|things|this)(?! (?:with|off|between))`,
  ),
  rule(
    'active_ideation.suicidal',
    'active_ideation',
    'urgent',
    `${NOT_OTHER}suicidal(?! (?:patients|people|clients|friend|teens))|(?:i am|i feel|feeling|i am feeling|i have been|i get|i got|getting|been) (?:${F})suicide(?=\\n|$| (?:again|lately|today|tonight|right now|and|but|all the time|every day))`,
  ),
  rule(
    'active_ideation.thinking-suicide',
    'active_ideation',
    'urgent',
    `(?:think|thinking|thought|thoughts|considering|consider|considered|contemplating|contemplate|obsessing|obsessed|fantasi[sz]ing|fantasi[sz]e|dreaming|dream|research|researching|googling|googled|planning|plan|urges|urge|ideas) (?:${F})(?:about |of |over )?(?:${F})(?:suicide|committing suicide|killing myself|ending (?:it all|my life|it|myself)|taking my (?:own )?life|unaliving(?: myself)?|ways to die|how to die|offing myself|not waking up ever)(?! (?:prevention|awareness|rates?|statistics|hotline|with (?:him|her|them)))`,
  ),
  rule(
    'active_ideation.commit-suicide',
    'active_ideation',
    'urgent',
    `^(?:${F})(?:suicide|suicidal|suicide thoughts)$|suicide (?:thoughts|ideation|urges|plans?)|i (?:${F})(?:want to|would like to|am going to|will|might|could|should|have thought about|think about|tried to|attempted to|almost|nearly|am considering|am planning to|plan to|need to|wish i could) (?:${F})(?:commit|attempt|try|do) suicide|(?:my|i had a|i made a) (?:${F})(?:suicide attempt|attempt on my life)|i (?:${F})(?:attempted|tried) suicide|suicide (?:is|seems|looks like|feels like|might be) (?:${F})(?:the only|my only|my|the best|the easiest|an) (?:way out|option|answer|solution|choice|escape|way)|(?:suicide|killing myself|ending it|ending my life) (?:${F})(?:has been|is|keeps|was|have been|keeps on) (?:${F})(?:on my mind|in my head|crossing my mind|all i (?:can )?think about)|(?:suicide|killing myself|ending it) (?:${F})(?:crossed|crosses|has crossed) my mind`,
  ),
  rule(
    'active_ideation.want-to-die',
    'active_ideation',
    'urgent',
    `${NOT_OTHER}(?:want|wanted|wanting|wish|need|needed|ready|deserve|desperate|hoping|hope|longing|long|trying|tempted|choose|choosing|decided) (?:${F})to (?:${F})(?:die|dye(?=\\n|$)|be dead|stop living|leave this world|leave this earth|no longer be alive|not be alive anymore)(?! (?:of|from|laughing|for|to see|in (?:a|the) (?:game|movie|show)))|${NOT_OTHER}i (?:${F})(?:should|could|can|must|need to) (?:${F})(?:just )?(?:die|be dead|disappear for good)(?! (?:of|from|laughing|for|happy|in peace someday|old))|(?:let|letting) me (?:${F})die|i (?:${F})(?:want|wish|crave|pray for|long for|welcome) (?:${F})death`,
  ),
  rule(
    'active_ideation.slang',
    'active_ideation',
    'urgent',
    `(?<!\\d )(?<!\\d)kms|kys myself|(?:going to|want to|should|might|will|about to|ready to|need to|have to|gonna|to|i|finna|could|may|just) (?:${F})(?:kys|kms|ctb|rope|kts)|sewer ?slid(?:e|ing|ed)|self (?:delete|deleting|deleted|unalive|unaliving)|(?:delete|uninstall|uninstalling|deleting) (?:myself|my existence)|unaliv(?:e|ing)(?! (?:him|her|them|you))|ctb|catch(?:ing)? the bus (?:for good|forever|and never come back)|roping (?:soon|tonight|myself)|(?:catch|catching|caught) the (?:exit|last) (?:bus|train) (?:for good|out of here|out of life)|${NOT_OTHER}commit (?:${F})(?:die|neck rope|toaster bath|the unalive)|toaster bath|neck rope`,
  ),
  rule(
    'method_means.how-to',
    'method_means',
    'urgent',
    `(?:how|what) (?:${F})(?:many|much) (?:${F})(?:of (?:my |these |those |the |her |his )?(?:[a-z]+s |[a-z]+'s )?)?(?:[a-z]+ ){0,2}(?:${PILLS}|insulin|bleach|pills would it take) (?:${F})(?:would it take|does it take|will it take|it would take|it takes|it will take|would kill me|would i need|do i need|to (?:die|kill|end|overdose|not wake up|od)|is (?:lethal|fatal|deadly|enough to (?:die|kill))|before (?:i die|it kills|you die|it is lethal)|can kill)|(?:lethal|fatal|deadly) (?:${F})(?:dose|doses|amount|amounts|overdose|quantity|quantities)|(?:painless|painlessly|peaceful|peacefully|quick|quickest|easy|easiest|fastest|best|surest|least painful|most painless) (?:${F})(?:way|ways|method|methods) (?:to|of) (?:die|go|kill myself|end (?:it|my life)|commit suicide|unalive)|how (?:to|do i|can i|could i|would i) (?:${F})(?:kill myself|end my life|hang myself|overdose|od|die painlessly|tie a noose|slit my wrists|commit suicide|unalive myself|shoot myself|drown myself)|how long (?:does it take|would it take|until you|to) (?:to )?(?:bleed out|die from|drown|suffocate|hang)`,
  ),

  // ── passive ideation ───────────────────────────────────────────────────────────────────────────
  rule(
    'passive_ideation.wish-dead',
    'passive_ideation',
    'concern',
    `(?:wish|wishing|wished|hope|hoping|pray|praying|prayed) (?:that )?i (?:${F})(?:was|were|would be|could be|would just be|could just be|had been|will be|would) (?:${F})(?:dead|gone forever|never born|never been born|not alive|not here anymore)|(?:wish|wishing|wished|hope|hoping|pray|praying) (?:that )?i (?:${F})(?:could|would|will|might) (?:${F})(?:die|just die|die in my sleep|stop existing|cease to exist|not exist|never wake up|disappear forever|vanish forever|fall asleep forever(?! (?:on|this|every|in|until|till|all|through) (?:sundays|weekends?|saturdays?|sundays?|the weekend|mornings?|holiday|vacation|noon|day|winter|my day off))|sleep forever(?! (?:on|this|every|in|until|till|all|through) (?:sundays|weekends?|saturdays?|sundays?|the weekend|mornings?|holiday|vacation|noon|day|winter|my day off))|be gone forever|get hit by|get run over)|(?:wish|wishing|wished) (?:that )?i (?:${F})(?:had )?(?:never been born|was never born|were never born|did not exist|had not been born|never existed)|should (?:never|not) have been born|(?:rather|prefer to) (?:${F})be dead|(?:wish|pray|hope|praying|hoping) (?:for )?(?:death|to die)(?! (?:of|from))`,
  ),
  rule(
    'passive_ideation.not-wake-up',
    'passive_ideation',
    'concern',
    `(?:rather|prefer|hope|hoping|wish|wishing|pray|praying|want|like|would love) (?:${F})(?:to )?(?:${F})(?:not|never) (?:${F})(?:to )?wake up(?! (?:early|at|so early|before|too early|that early|for|tomorrow at|with|on time))|(?:hope|hoping|wish|pray|praying) (?:that )?i (?:${F})(?:do not|will not|never|would not|wo not|did not) (?:${F})wake up(?! (?:early|at|so early|before|too early|for|with|on time))|(?:do not|never|no longer|not) (?:${F})(?:want|wanna|wish|care|plan) to (?:${F})wake up(?: (?:${F})(?:tomorrow|again|anymore|ever again|in the morning|ever))|(?:go to sleep|fall asleep|sleep|close my eyes) (?:${F})(?:and|&) (?:${F})(?:never|not|not have to) (?:${F})(?:wake up|open them|wake)|(?:sleep|sleeping|fall asleep) (?:${F})forever(?! (?:on|this|every|in|until|till|all|through) (?:sundays|weekends?|saturdays?|the weekend|mornings?|holiday|vacation|noon|day|winter|my day off))|(?:not waking up|never waking up) (?:${F})(?:sounds|seems|would be|feels)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.better-off-without-me',
    'passive_ideation',
    'concern',
    `(?:better|happier|easier|lighter|calmer) (?:${F})(?:off )?(?:for (?:everyone|them|everybody|my family) )?(?:without me|if i (?:${F})(?:was|were|am) (?:${F})(?:gone|dead|not (?:here|around|alive)|never born)|if i (?:${F})(?:died|disappeared|did not exist|was never born|had never been born|left this world|was not here|were not here|never existed)|with me gone|once i am gone|when i am gone|after i am gone)|(?:i am|i would be|i will be|be|i would|off) better off dead|(?:it|the world|everything|life|things) (?:${F})(?:would be|will be|is) (?:${F})(?:easier|better|lighter|simpler) (?:${F})(?:for everyone |for them |for my family )?(?:without me|if i (?:was|were) gone|if i (?:died|disappeared))`,
  ),
  rule(
    'passive_ideation.not-around',
    'passive_ideation',
    'concern',
    `(?:will not|would not|am not going to|may not|might not|probably will not|do not think i will) (?:${F})be (?:${F})(?:around|here|alive|a problem|a burden) (?:${F})(?:much |for (?:much )?|any )?(?:longer|long|anymore|much more)|i (?:will|might) (?:${F})be gone (?:${F})(?:soon|before long|for good)|(?:not|never) (?:going to )?(?:be|make it) (?:here|around|alive) (?:${F})(?:to see|for) (?:my|the|next|another) (?:birthday|christmas|new year|year|summer|spring|graduation)|not (?:going to )?make it (?:${F})(?:to|through|past) (?:my|the|next|another|this) (?:birthday|christmas|new year|year|summer|winter|spring|week|month)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.no-point',
    'passive_ideation',
    'concern',
    `(?:do not|can not|no longer|fail to) (?:${F})see (?:${F})(?:the|any) point(?: (?:${F})(?:in|of) (?:${F})(?:anything|it all|any of (?:it|this)|life|living|trying|going on))? (?:${F})(?:anymore|any more|any longer)|(?:do not|can not) (?:${F})see (?:${F})(?:the|any) point (?:${F})(?:in|of) (?:${F})(?:anything|it all|any of (?:it|this)|life|living|going on|being here)|what (?:is|was) (?:${F})(?:even )?the point (?:of|in) (?:${F})(?:living|life|being alive|going on|carrying on|existing|even trying|staying alive|being here|waking up|me|my life|my existence|keep going|keeping going|anything anymore)|(?:no|not any|do not see the|do not see any|can not see the|can not see any|there is no|there is not any|is there any|lost all|see no) (?:${F})(?:point|reason|purpose|meaning) (?:${F})(?:in |to |for |of )?(?:living|life|my life|going on|carrying on|being alive|existing|staying alive|being here|waking up|keep going|keeping going|continuing|stay alive|live|go on|carry on|be alive|be here|exist)|(?:no|nothing|not a single|not one|there is no|there is nothing) (?:${F})(?:left )?(?:(?:good )?reason |thing )?(?:left )?to live for|(?:life|living|my life|existing|being alive) (?:${F})(?:is not|is no longer|was never|is just not|does not feel|is not really) (?:${F})worth (?:${F})(?:it|living|anything|the (?:pain|effort|struggle))(?! (?:without|if|unless))|why (?:${F})(?:should i|do i|would i|bother to|even) (?:${F})(?:keep living|stay alive|go on living|keep going|live|exist|carry on|wake up)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.tired-of-living',
    'passive_ideation',
    'concern',
    `(?:tired|sick|exhausted|weary|done|over it|fed up) (?:${F})(?:of|with) (?:${F})(?:living|being alive|life|existing|my existence|being here|breathing|waking up|this life|my life|being me|being in this world)(?! (?:in|with|at|as a|under|here|there))|had enough of (?:${F})(?:life|living|being alive|existing)|hate (?:${F})(?:being alive|existing|that i exist|that i am alive|waking up every|waking up each|living(?! (?:here|in|with|at|alone|so far|near|next|under|paycheck)))`,
  ),
  rule(
    'passive_ideation.do-not-want-to-live',
    'passive_ideation',
    'concern',
    `(?:do not|no longer|never|not|do not really|really do not|just do not|did not) (?:${F})(?:want|wanna|wish|care|feel like i want|know if i want|know if i can|know how to keep|see myself wanting) to (?:${F})(?:live|be alive|exist|be here anymore|be here any more|be here no more|be here any longer|be alive no more|be in this world|be on this earth|keep going|carry on|keep living|go on living|stay alive|be around anymore|continue living|continue|survive|go on)(?! (?:in|with|near|there|at|on (?:the|a|this|that|holiday|vacation|trips?|dates?|tour|stage)|without (?:my|the|a)|the (?:trip|tour|date)|to (?:work|school|the)|for (?:the|this|that)|together|until|till|under|by|alone|somewhere|abroad|here in|like that|in this (?:city|town|country|house|flat|apartment))\\b)|(?:do not|did not|no longer) (?:${F})(?:think|feel like|believe) (?:that )?i (?:${F})(?:want|wanna|can|will|could) (?:${F})(?:to )?(?:${F})(?:live|be alive|exist|be here|go on|keep going|keep living|stay alive|carry on|survive this|do this anymore)(?! (?:in|with|there|here in|at|without (?:my|the|a)|like that))|(?:not sure|unsure|do not know|not certain) (?:${F})(?:if|whether|that)? ?i (?:${F})(?:want|wanna|can|will|am able) to (?:${F})(?:live|be alive|be here|go on|keep going|exist|stay alive|survive this|make it through (?:the night|tonight|this))|i (?:${F})(?:can not|do not want to) (?:${F})(?:live|go on living|keep living) (?:${F})like this (?:${F})(?:anymore|any more|any longer|much longer|forever)|(?:do not|no longer|never) (?:${F})want to (?:${F})be alive|i (?:${F})(?:can not|could not|would not) (?:${F})care (?:${F})(?:if|whether) i (?:${F})(?:died|lived|live|die|wake up|woke up|was dead)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.disappear-forever',
    'passive_ideation',
    'concern',
    `(?:want|wanna|wish i could|wish to|going to|need to|would love to|would like to|wanting) (?:${F})(?:to )?(?:disappear|vanish|cease to exist|stop existing|not exist|fade away|evaporate|be erased|be forgotten) (?:${F})(?:forever|for good|permanently|completely|and never come back|from (?:this|the) (?:world|earth|planet)|from existence|off the face of the earth|and never be found)|(?:want|wanna|wish i could) (?:${F})(?:to )?(?:stop existing|cease to exist|not exist anymore|not exist|never have existed)|i (?:${F})(?:do not|no longer) (?:${F})want to (?:exist|be)(?=\\n|$)`,
  ),
  rule(
    'passive_ideation.nobody-would-care',
    'passive_ideation',
    'concern',
    `(?:no one|nobody|noone|no body|would anyone|would anybody|will anyone|would people|who|not a single person) (?:${F})(?:would|will|is going to|even)? ?(?:${F})(?:care|notice|miss me|cares|notices|be sad|even notice|even care|cry|come to my funeral|go to my funeral|realise|realize) (?:${F})(?:if|when|once) i (?:${F})(?:died|die|was gone|were gone|am gone|disappeared|disappear|killed myself|was dead|were dead|did not wake up|was not here|were not here|left this world|stopped existing|was not around)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.indirect',
    'passive_ideation',
    'concern',
    `(?:wish|wishing|wished) (?:that )?i (?:${F})(?:could|would|can) (?:${F})(?:disappear|vanish|stop existing|not exist|cease to exist|fade away|evaporate)(?! (?:from (?:this|the) (?:party|meeting|group|chat|class|room|conversation))| (?:for (?:a|the) (?:day|week|weekend|bit|while|moment|few)))|(?:do not|can not|could not|never) (?:${F})(?:see|picture|imagine) (?:${F})myself (?:${F})(?:being alive|alive|living|still here|still alive|here|around|making it) (?:${F})(?:in|by|next|past|until|much longer|a year|five years|ten years|for long)(?! (?:this|that|a|the|my|an|one) (?:city|town|country|house|flat|apartment|job|place|area|neighbou?rhood|state|village|office|company|relationship|team|school|uni|dorm))|(?:just )?(?:waiting|waiting around) (?:${F})(?:to die|for death|for (?:it|life) to end|for the end)|(?:should not|should never|was not meant to|am not meant to|do not deserve to|was never meant to) (?:${F})(?:be alive|be here|exist|live|have been born|be on this earth)|(?:would be|am|i would be|i am) (?:${F})(?:fine|okay|ok|happy|at peace|relieved|glad) (?:${F})(?:with it )?if i (?:${F})(?:did not|never|do not|would not) (?:${F})wake up|(?:would be|am|i would be|i am) (?:${F})(?:fine|okay|ok|happy|at peace|relieved|glad) (?:${F})(?:if|when) i (?:${F})(?:died|die|was dead|were dead|was gone|stopped existing)|(?:death|dying) (?:${F})(?:would be|is|will be|sounds like|feels like) (?:${F})(?:a |the )?(?:relief|release|mercy|welcome|gift|escape|rest i need)(?! (?:for (?:him|her|them|grandma|grandpa|my (?:dad|mom|mum|father|mother|grandma|grandpa|dog|cat))))`,
  ),
  rule(
    'passive_ideation.nobody-cares',
    'passive_ideation',
    'concern',
    `(?:no one|nobody|noone|not a soul|not one person|no body) (?:${F})(?:cares|would care|will care|gives a (?:shit|damn|fuck)|would notice|would even notice) (?:${F})(?:if|whether) i (?:${F})(?:live or die|lived or died|die|died|am dead|was dead|disappear|disappeared|kill myself|killed myself|exist|existed)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.death-appeals',
    'passive_ideation',
    'concern',
    `(?:death|dying|being dead|not existing|not being alive|not being here|never waking up|the eternal sleep) (?:${F})(?:sounds|seems|feels|would be|looks|would feel|is starting to (?:sound|look|feel)) (?:${F})(?:peaceful|nice|good|better|like (?:a )?relief|like (?:the|an|my) (?:only |easy |best )?(?:answer|way out|option|escape|solution|rest)|easier|appealing|tempting|inviting|like freedom|like rest|like a gift|welcome|comforting|so much better|better than (?:this|living|life))|(?:would not|would not really|do not think i would|would honestly not) (?:${F})mind (?:${F})(?:dying|if i died|being dead|not waking up|if i did not wake up|getting hit|if (?:a|some) (?:car|bus|truck) hit me|if i got hit|if something killed me|if i never woke up)|(?:hope|wish|hoping|praying|pray)(?: that)? (?:i (?:${F})(?:get|got|would get|will get|could get)|(?:a|some) (?:car|bus|truck|train|plane) (?:hits|would hit|will hit|runs over|would run over)) (?:${F})(?:hit|killed|run over|cancer|in an accident|in a (?:car )?crash|me)|(?:envy|jealous of|jealous that) (?:${F})(?:the dead|dead people|people who die|people who died)|(?:feel|feeling|felt) like (?:${F})(?:dying|i am dying inside and want it to end)(?! (?:of|after|from|laughing|lol|haha))(?=\\n|$| |)|i (?:${F})(?:have been |am |keep |been )?(?:think|thought|thinking) about (?:${F})(?:death|dying|being dead|not being here|not existing) (?:${F})(?:a lot|all the time|constantly|every day|every night|more and more|so much|too much|lately|often|daily)|(?:death|dying) (?:${F})(?:is all i think about|is always on my mind|is on my mind)`,
  ),
  rule(
    'passive_ideation.want-it-all-over',
    'passive_ideation',
    'concern',
    `(?:want|need|wish|wanna|just want) (?:${F})(?:for |to end |to stop )?(?:it|everything|it all|all of (?:it|this)|this|my life|life|the pain|this pain|my pain|the suffering|this suffering|my suffering|my misery|all this|the hurting) (?:${F})(?:all )?to (?:${F})(?:end|be over|stop|go away|finish) (?:${F})(?:forever|for good|permanently|once and for all|for ever|now)|(?:want|need|wish|wanna) (?:${F})(?:for )?(?:my life|life|everything|it all|all of it|all of this|everything in my life) (?:${F})to (?:${F})(?:end|be over|stop)(?! (?:for (?:a|one) (?:moment|second|minute|day|bit|while|week))| (?:so|and) i can (?:rest|sleep|think|breathe|catch up))|(?:want|need|wish|wanna) (?:${F})to (?:${F})(?:end|stop|finish) (?:${F})(?:my|the|this|all the|all this|all of this) (?:${F})(?:suffering|pain|misery|existence|torment) (?:${F})(?:permanently|forever|for good|once and for all)|(?:want|wanna|wish i could) (?:${F})(?:to )?(?:check out|log off|tap out|clock out) (?:${F})(?:of life|permanently|for good|forever)`,
  ),
  rule(
    'passive_ideation.burden',
    'passive_ideation',
    'concern',
    `(?:i am|i have become|i have always been|i feel like|i feel like i am|feel like i am|i know i am|i am just|i am nothing but|i am only) (?:${F})(?:a |such a |nothing but a |just a |the )?(?:${F})(?:burden|waste of (?:space|oxygen|air|life)|drain) (?:${F})(?:to|on|for) (?:${F})(?:everyone|everybody|my (?:family|parents|kids|children|friends|partner|wife|husband|mom|mum|dad|loved ones)|the people (?:i love|around me)|all of them|the world|them all|all of you)|(?:my|their) (?:${F})(?:lives|life|family|world) (?:${F})would be (?:${F})(?:easier|better) (?:${F})without me`,
  ),
  rule(
    'passive_ideation.burden-alone',
    'passive_ideation',
    'concern',
    `(?:i am|i feel like|i feel like i am|i have become) (?:${F})(?:a |such a |just a )?(?:${F})(?:burden|waste of (?:space|oxygen|air))`,
    { weak: true },
  ),
  rule(
    'passive_ideation.hopeless',
    'passive_ideation',
    'urgent',
    `(?:can not|could not|do not|no longer|can not really) (?:${F})(?:see|find) (?:${F})(?:a|any|the|one) (?:${F})(?:way out|way forward|future|light|end to (?:this|it)|reason to (?:go on|keep going|stay|live)|exit|escape|point|hope|way through this)|there (?:is|seems to be) (?:${F})(?:no|not any|not a) (?:${F})(?:way out|escape|future for me|hope (?:left|for me|anymore)|light at the end|way forward|point anymore|exit|way through)|(?:no|not any) (?:${F})(?:way out|escape|hope left|future for me|hope for me)|(?:can not|could not|do not think i can|do not know how to) (?:${F})(?:go on|keep going|carry on|do this|take (?:it|this|much more|any more|anymore)|handle (?:it|this|life|any of this)|cope|deal with (?:it|this|life|anything)|survive this|keep doing this|hold on|live like this)(?: (?:${F})(?:anymore|any more|any longer|much longer|like this|for much longer))?(?=\\n|$| anymore| any more| any longer| like this| for much longer| i am| and)|(?:i am|i have|i feel) (?:${F})(?:done|finished|through) (?:${F})(?:with (?:${F})(?:everything|it all|all of (?:this|it)|this life|life|living|trying|fighting|this world|the world|everyone|people|being alive)|trying|fighting)(?=\\n|$| i am| and| for good| forever| it is| there is| now)|(?:i )?(?:give|gave|giving|given) up on (?:${F})(?:everything|life|living|myself|the future|ever being happy|getting better|it all)|(?:nothing|it|things|life) (?:${F})(?:will|is going to) (?:${F})(?:ever|never) (?:${F})(?:get better|change|be okay|improve|be different)|(?:i am|feel) (?:${F})(?:completely|totally|utterly)? ?(?:hopeless|trapped|empty and hopeless|out of options|at the end of my rope|at the end of my tether|at my breaking point|beyond help|beyond saving)|(?:everything|life|my life|existence|living) (?:${F})(?:is|feels) (?:${F})(?:pointless|meaningless|hopeless|unbearable|too much to bear|not worth it)|(?:i )?(?:hate|hating) (?:${F})my (?:${F})life(?! (?:choices|decisions))|(?:i am|i feel) (?:${F})(?:ready to give up|so done|done with it all)|i (?:${F})(?:want|need) out(?=\\n|$| of (?:this|here|everything|life))|no one can (?:${F})(?:help|save) me|(?:it|this|the pain) (?:${F})(?:will|is going to) (?:${F})(?:all )?be over (?:${F})(?:soon|tonight|tomorrow|before long)|soon (?:${F})(?:it|this|everything|all of this) (?:${F})will (?:${F})(?:all )?be over`,
    { weak: true, negatable: false },
  ),
  rule(
    'passive_ideation.weak-wishes',
    'passive_ideation',
    'concern',
    `(?:want|need|wish|wanna|just want) (?:${F})(?:for )?(?:everything|it all|all of (?:it|this)|the pain|this pain|the suffering|all this|my life|life) (?:${F})to (?:${F})(?:stop|end|be over|go away)(?=\\n|$| (?:and|i|please|now))|(?:want|wanna|wish i could|need) (?:${F})to (?:${F})(?:disappear|vanish|not exist|stop existing|escape (?:from )?(?:life|everything|it all))(?=\\n|$| (?:and|i|from|right|now|please))|(?:i|i have|i keep) (?:${F})(?:thought|think|thinking|wonder|wondering|wondered) (?:${F})about (?:${F})how (?:i|i would|i could|i will|i might) (?:${F})(?:do it|go|end it)(?=\\n|$| )|(?:looked|looking|look) up (?:${F})(?:the )?(?:tallest|highest) (?:buildings|bridges|building|bridge|cliffs?|places)|(?:staring|looking|stare|look|lookin|starin) at (?:${F})(?:the|a|my|that) (?:${F})(?:bottle of |bottles of |box of |pack of )?(?:pills|meds|tablets|rope|gun|razor|blade|knife|bridge|tracks)|(?:bought|buy|buying|got|ordered|have|have got) (?:${F})(?:a|some|the) (?:rope|noose|razor blades|razors|charcoal|helium)(?=\\n|$| (?:today|yesterday|tonight|and|for))|(?:goodbye|bye|bye bye) (?:${F})(?:everyone|everybody|all|my friends|you all|y'all|world|cruel world)(?=\\n|$)|(?:good night|goodnight) (?:${F})forever|i am (?:${F})ready to go(?=\\n|$| now)`,
    { weak: true, negatable: false },
  ),

  // ── method and means ───────────────────────────────────────────────────────────────────────────
  rule(
    'method_means.jump',
    'method_means',
    'urgent',
    `${NOT_OTHER}(?:jump|jumping|jumped|leap|leaping|leapt|throw myself|throwing myself|threw myself|yeet myself|yeeting myself|yeet|fling myself|hurl myself|step|stepping|stepped|walk|walking|walked|lie|lying|lay|laying|fall|falling|drop myself) (?:${F})(?:off|from|of|out of|in front of|infront of|under|onto|into|down|on|over) (?:${F})(?:of )?(?:a |the |my |that |this |our |an |some |one of the |oncoming )?(?:${F})(?:[a-z]+ )?(?:bridge|roof|rooftop|building|balcony|tower|overpass|cliff|ledge|window|train|trains|tracks|railway|subway|metro|bus|truck|lorry|traffic|skyscraper|parking garage|car park|top floor|motorway|highway|freeway|dam|rooftops|building's roof|high rise|tall building|moving car|speeding car|oncoming car)(?! (?:into (?:the )?(?:pool|water|lake|sea|ocean|river|snow))|(?: for (?:you|him|her|them|love|a (?:friend|ticket)|my (?:kids|family|friends|team)))|(?: (?:in|on) (?:a |the )?(?:game|movie|show|dream|video|film)))`,
  ),
  rule(
    'method_means.jump-thoughts',
    'method_means',
    'urgent',
    `(?:thinking about|think about|thought about|thoughts of|want to|wanted to|going to|tempted to|urge to|urges to|could just|should just|might just|feel like|dream about|dreaming about|fantasi[sz]e about|fantasi[sz]ing about) (?:${F})(?:jump|jumping|leaping|leap|throwing myself|falling)(?=\\n|$| (?:in|off|from|onto|and|tonight|now|right|again))(?! in (?:the|a) (?:pool|lake|sea|ocean|water|river|shower|car))`,
  ),
  rule(
    'method_means.hang',
    'method_means',
    'urgent',
    `${NOT_OTHER}(?:hang|hanging|hanged|hung) (?:${F})myself|(?:a |the |my )?noose|(?:tie|tied|tying|made|make|making|bought|buy|buying|got|have|get|getting) (?:${F})(?:a |the |my )?(?:rope|belt|cord|cable|scarf) (?:${F})(?:to hang|for hanging|around my neck|for my neck|to the (?:ceiling|beam|door|rail)|and a (?:chair|stool)|strong enough to hold me)|(?:rope|belt|cord|cable) (?:${F})(?:around|round) my neck|(?:test|tested|testing) (?:${F})(?:the )?(?:rope|beam|hook|knot)`,
  ),
  rule(
    'method_means.gun',
    'method_means',
    'urgent',
    `(?:gun|guns|pistol|handgun|rifle|revolver|shotgun|firearm|barrel) (?:${F})(?:to|against|in|into|under) my (?:${F})(?:head|mouth|temple|chest|chin|heart)|${NOT_OTHER}(?:shoot|shooting|shot) (?:${F})myself(?! in the foot)|put (?:${F})a (?:bullet|round|slug) (?:${F})(?:in|through|into) (?:${F})(?:my|me)|blow (?:${F})my (?:${F})(?:brains|head) (?:out|off)|eat (?:a|my) (?:bullet|gun)|(?:load|loaded|loading|holding|hold|held|got out|took out|take out|get out|unlocked|staring at|stare at|holding onto|playing with) (?:${F})(?:my |a |the |his |her |dad's |my dad's |my father's |my husband's |grandpa's |my grandpa's |a loaded |the loaded )(?:gun|pistol|handgun|revolver|shotgun|rifle|firearm)(?! (?:license|licence|range|safety|class|lesson|course|permit|for (?:hunting|protection|self defense|target|sport|the range|deer)|to (?:the range|go hunting|hunt)|at the range|from the range|collection))(?= (?:${F})(?:and|to|for|tonight|today|now|right now|in my|with|because|so|in|under|from|out|again)|\\n|$)`,
  ),
  rule(
    'method_means.gun-thoughts',
    'method_means',
    'urgent',
    `(?:gun|pistol|handgun|rifle|revolver|shotgun|firearm)(?: [a-z']+){0,8} (?:and |but )?i (?:${F})(?:keep|can not stop|have been|been|cannot stop|am|keep on) (?:${F})(?:thinking|staring|looking|obsessing) (?:${F})(?:about|at|over|of) (?:${F})(?:it|using it|them|that|using)|(?:know|found|have|got|figured out|learned|guessed) (?:${F})(?:the )?(?:code|combination|combo|key|password) (?:${F})(?:to|for|of) (?:${F})(?:the|his|her|my dad's|dad's|my|our) (?:${F})(?:gun |pill |medicine )?(?:safe|cabinet|lockbox|gun case|gun safe|locker)|(?:use|turn|point) (?:${F})(?:it|the gun|a gun|the knife|a knife|that|them) (?:${F})on myself|(?:not|never) (?:${F})(?:going to |planning to |plan to |want to )?(?:use|point) (?:${F})it (?:${F})on (?:${F})(?:anyone|anybody|someone|somebody) else`,
  ),
  rule(
    'method_means.weapon-access',
    'method_means',
    'urgent',
    `(?:bought|buy|buying|got|get|getting|have|has|access to|found|stole|borrowed|eyeing|eyed|staring at|thinking about) (?:${F})(?:a|my|the|his|her|dad's|my dad's|my father's|my [a-z]+'s|[a-z]+'s) (?:${F})(?:new |loaded )?(?:gun|pistol|handgun|revolver|shotgun|rifle|firearm)|there is (?:${F})(?:a|my|the|his|her|dad's|my dad's|a loaded) (?:gun|pistol|handgun|revolver|shotgun|rifle|firearm) (?:in|at|under) (?:the|my|our|his|her|dad's|my dad's|my mom's|my parents') (?:house|home|closet|room|drawer|nightstand|garage|car|safe|bedroom|basement|attic|cabinet)`,
    { weak: true },
  ),
  rule(
    'method_means.gun-at-hand',
    'method_means',
    'imminent',
    `(?:the |my |a |dad's |my dad's |his |a loaded |the loaded )?(?:gun|pistol|handgun|revolver|shotgun|rifle|firearm) (?:${F})(?:is |are |sits |sitting |lies |lying |is sitting |is lying |is right |right |is already |now )?(?:${F})(?:loaded|in my (?:hand|hands|lap|mouth|drawer|nightstand|pocket|car|bag|room|desk|bed|closet|backpack)|next to me|beside me|in front of me|on (?:my|the) (?:desk|table|bed|nightstand|lap|pillow)|here with me|ready|out on)(?! (?:for (?:protection|self defense|safety|hunting|the range|home defense)|at the range|for the range|in (?:the|a) safe|in the gun safe))`,
  ),
  rule(
    'method_means.pills',
    'method_means',
    'urgent',
    `${NOT_OTHER}(?:take|taking|swallow|swallowing|down|downing|pop|popping|overdose on|od on|chug|chugging|eat|eating|gulp|gulping) (?:${F})(?:all|all of|a whole bottle of|the whole bottle of|a bottle of|a whole bottle|the whole bottle|the entire bottle|the entire bottle of|every one of|enough|a handful of|handfuls of|a bunch of|too many|a ton of|all the rest of|every single) (?:of )?(?:my |the |these |those |her |his )?(?:${F})${PILLS}${ROUTINE}|${NOT_OTHER}(?:want to|going to|gonna|thinking (?:about|of)|plan to|planning to|ready to|might|could|should|will|i|tempted to|wanna|to) (?:${F})(?:overdose|overdoes|take an overdose|take an od|do an od)(?! on (?:coffee|sugar|caffeine|chocolate|candy))|(?:want to|going to|gonna|might|will|to|i|wanna|gonna just|going to just) od(?! on (?:coffee|sugar|caffeine|chocolate|candy))|(?:take|taking|swallow|swallowing|down|downing|eat) (?:${F})(?:everything|all the (?:meds|pills|medicine)|all of it|every pill) (?:${F})(?:in|from) (?:${F})(?:the|my|our|mom's|my mom's|dad's|my dad's) (?:medicine cabinet|cabinet|cupboard|drawer|bathroom|house|kitchen)|enough (?:${F})(?:of them |of these |of those |${PILLS} )?to (?:${F})(?:kill (?:me|myself|a horse|someone)|die|end (?:it|my life|things)|not wake up|never wake up|do it|overdose|od|put me down|finish me|take my life|make sure|do the job)|(?:drink|drinking|drank|swallow|swallowing|chug) (?:${F})(?:bleach|antifreeze|poison|drain cleaner|rat poison|pesticide|weed killer|lye|a bottle of (?:bleach|vodka and (?:the )?pills))`,
  ),
  rule(
    'method_means.means-at-hand',
    'method_means',
    'imminent',
    `(?:my |the |all my |all the |all of my |all of the |these |those |some |a bottle of |a box of |a pile of |a handful of |a stash of |\\d+ )?${PILLS} (?:${F})(?:are |is )?(?:${F})(?:here (?:with me|next to me|in front of me|beside me|on my|ready)|with me (?:now|right now|here)|in front of me|in my (?:hand|hands|palm|mouth|lap)|on (?:the|my) (?:table|desk|bed|nightstand|counter|bedside table)(?= (?:and|next|in front|beside|i|ready|now|tonight)|\\n|$)|next to me|beside me|lined up|counted out|all counted|laid out|poured out|spread out|sorted out and ready|ready (?:to go|for tonight|for when|to take))|(?:i have|i have got|i got|got|holding|have) (?:${F})(?:my |the |all my |all the |all of my |a bottle of |a box of |a handful of |a pile of |enough |\\d+ )${PILLS} (?:${F})(?:here|with me(?=\\n|$| (?:now|right now|tonight|ready|here|and))|right here|in my hand|in front of me|next to me|ready|lined up|counted out)(?! (?:for (?:my|the) (?:headache|cold|migraine|flu|back|period|allergies)))|(?:the |my |a )?(?:rope|noose) (?:${F})(?:is |are )?(?:${F})(?:ready|tied|hanging|up|set up|in place|around my neck|in my hand)|(?:blade|razor|razor blade|knife) (?:${F})(?:is |are )?(?:${F})(?:in my hand|against my (?:wrist|skin|throat|arm)|on my (?:wrist|throat))`,
  ),
  rule(
    'method_means.blade',
    'method_means',
    'urgent',
    `${NOT_OTHER}(?:slit|slitting|slice|slicing|sliced|cut|cutting|open|opening|opened) (?:${F})(?:my|both my|both of my) (?:${F})(?:wrists|wrist|veins|vein|throat|arteries|artery)|(?:knife|blade|razor|razors|razor blade|razor blades|glass|scissors) (?:${F})(?:to|against|across|on|into) my (?:${F})(?:wrists?|throat|neck|veins?)|${NOT_OTHER}bleed (?:myself )?out|(?:cut|cutting) (?:${F})(?:deep|deeper|deep enough|too deep) (?:${F})(?:this time|to die|to end it|to bleed out|enough to)`,
  ),
  rule(
    'method_means.vehicle',
    'method_means',
    'urgent',
    `(?:drive|driving|drove|crash|crashing|crashed|steer|steering|swerve|swerving|swerved|ram|ramming|veer|floor it|flooring it) (?:${F})(?:my car |the car |myself |it |off )?(?:${F})(?:into|off|in front of|onto|over) (?:${F})(?:a |the |an |some |oncoming )?(?:${F})(?:wall|tree|bridge|cliff|pole|truck|river|lake|oncoming traffic|traffic|embankment|barrier|ravine|overpass|lorry|concrete|pillar|edge|guardrail|ditch)(?:[a-z ]{0,30}(?:on purpose|deliberately|and end it|for good|and not survive|so it looks like an accident|to die|to end it))|(?:want to|going to|thinking (?:about|of)|think (?:about|of)|thought (?:about|of)|tempted to|urge to|urges to|could just|should just|might just|plan to|planning to|keep thinking about|wanted to|fantasi[sz]e about|imagine|imagining|picture|picturing|dream about|dreaming about) (?:${F})(?:drive|driving|crash|crashing|steer|steering|swerve|swerving|veer|veering|ram|ramming) (?:${F})(?:my car |the car |myself |it )?(?:${F})(?:into|off|in front of|onto|over) (?:${F})(?:a |the |an |some |oncoming )?(?:${F})(?:wall|tree|bridge|cliff|pole|truck|river|lake|traffic|embankment|barrier|ravine|overpass|lorry|concrete|pillar|guardrail|train|bus)|(?:crash|crashing|crashed|wreck|wrecking|total|totalling|totaling) (?:${F})(?:my|the) car (?:${F})(?:on purpose|deliberately|intentionally)`,
  ),
  rule(
    'method_means.other-methods',
    'method_means',
    'urgent',
    `${NOT_OTHER}(?:drown|drowning|drowned|poison|poisoning|poisoned|gas|gassing|electrocute|electrocuting|suffocate|suffocating|smother|smothering|starve) myself(?! (?:in work|in homework|with work|with coffee|in paperwork|to death (?:at|with) work))|walk (?:${F})into the (?:sea|ocean|lake|river|water|woods) (?:${F})and (?:${F})(?:never|not) (?:${F})(?:come back|stop|come out|return)|(?:put|stick) my head in (?:the|an|a gas) oven|(?:set|light) myself on fire|(?:burn|burning) myself (?:alive|to death)|(?:carbon monoxide|exhaust fumes|charcoal) (?:${F})(?:in (?:my|the) (?:car|garage|room)|to (?:die|end it|kill myself))|(?:plastic bag|bag) over my head|${NOT_OTHER}(?:stab|stabbing|stabbed) myself(?: (?:in the (?:heart|chest|neck|stomach)|to death))`,
  ),
  rule(
    'method_means.on-the-edge',
    'method_means',
    'imminent',
    `(?:i am |am |standing |sitting |here |i am standing |i am sitting |i am at |i am on )(?:${F})(?:on|at|on top of|at the edge of|on the edge of|on the ledge of|over|on the wrong side of|by|near) (?:${F})(?:a |the |this |that )?(?:${F})(?:edge of (?:the|a) (?:bridge|roof|building|cliff|balcony)|ledge|railing|tracks|railway tracks|train tracks|platform edge|edge of the platform|bridge railing|balcony railing|roof edge|edge of the roof)|(?:standing|sitting|stood|sat) (?:${F})(?:on|at) (?:${F})(?:the|a) (?:edge|ledge|railing|tracks) (?:${F})(?:of (?:the|a|this) (?:bridge|roof|building|cliff|balcony|tower|car park|parking garage))?(?!(?: [a-z]+){0,5} (?:to|and) (?:watch|see|take|enjoy|look at|admire|photograph|film|wave)(?= |$))`,
  ),
  rule(
    'method_means.there-now',
    'method_means',
    'imminent',
    `(?:i am|i have been|i am standing|i am sitting|i am up|standing|sitting) (?:${F})(?:on|at|on top of|up on|at the top of|on the top of|on the edge of|by) (?:${F})(?:the|a|this|that) (?:${F})(?:top of (?:the|a) )?(?:bridge|roof|rooftop|cliff|tracks|train tracks|railway|top floor|tallest building|parking garage|car park|overpass|ledge|edge|balcony|tower|dam|building) (?:${F})(?:right now|now|tonight|as we speak|again tonight|alone|at the moment)`,
    { negatable: false },
  ),
  rule(
    'method_means.on-the-bridge',
    'method_means',
    'urgent',
    `(?:i am|i have been|i went|i am going|i drove|i walked|i am standing|i am sitting|standing|sitting) (?:${F})(?:on|at|to|up to|onto|up on|at the top of|on top of|on the edge of) (?:${F})(?:the|a|this|that) (?:${F})(?:train platform|platform|bridge|roof|rooftop|cliff|tracks|top floor|tallest building|parking garage|car park roof|overpass)`,
    { weak: true },
  ),

  // ── intent ─────────────────────────────────────────────────────────────────────────────────────
  rule(
    'intent.going-to',
    'intent',
    'imminent',
    `${NOT_OTHER}(?:i am|i) (?:${F})(?:going to|about to|planning to|planning on|ready to|finally going to|definitely going to|actually going to|determined to|intending to|gonna|set on|prepared to) (?:${F})(?:go and |go |just |finally )?${ACT}|${NOT_OTHER}i (?:${F})will (?:${F})(?:just |finally |definitely )?(?:${F})${ACT}|(?:i have|i) (?:${F})(?:decided|made up my mind|made the decision|chosen|resolved|made my decision|committed) (?:to|that i will|that i am going to|i am going to|i will) (?:${F})${ACT}|(?:tonight|today|this weekend|tomorrow|this is|now) (?:${F})(?:is|will be) (?:${F})(?:the (?:night|day|time|moment)|when) (?:${F})(?:i|that i) (?:${F})(?:will |am going to |going to )?(?:${F})${ACT}|(?:it is|it will be) (?:${F})(?:tonight|today|this weekend|tomorrow)(?: (?:${F})(?:that|when) i (?:${F})(?:do it|${ACT}))|i (?:${F})(?:will|am going to) (?:${F})(?:do it|${ACT}) (?:${F})(?:when|once|after) (?:${F})(?:everyone|they|he|she|my [a-z]+) (?:${F})(?:is|are|falls?|goes|go) (?:${F})(?:asleep|to sleep|out|to bed|to work|away)|(?:tonight|today|tomorrow|this weekend|this week|on (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)|after (?:this|tonight|work|school|dinner)|when (?:they|everyone) (?:leave|leaves|is asleep|are asleep)) (?:${F})i (?:${F})(?:will |am going to |am gonna |finally )?(?:${F})(?:end it|end it all|end my life|end things|kill myself|take (?:the|all (?:the|my)|my) (?:pills|meds|tablets)|jump|hang myself|shoot myself|overdose|say goodbye|go through with it|die)(?=\\n|$| )|(?:this is|it is) (?:${F})(?:the end|the end for me|over for me)(?=\\n|$| i| goodbye| tonight| now)|i am (?:${F})ready to (?:${F})(?:die|go now|leave this world|end it|say goodbye forever|be done with it all)|(?:i am|i) (?:${F})(?:going to|about to|gonna) (?:${F})jump(?=\\n|$| (?:now|tonight|in front|off|from|right now))(?! (?:rope|on the (?:trampoline|bed))|(?: off (?:the )?(?:diving board|board|boat|dock|pier)))`,
    { negatable: false },
  ),
  rule(
    'intent.made-up-mind',
    'intent',
    'imminent',
    `(?:i have|i|i finally) (?:${F})(?:made up my mind|made my decision|made the decision|decided|come to a decision|chosen)(?=\\n|$| (?:i am ready|it is|its|this is|there is|tonight|today|no one|nobody|for good|and))|my mind is (?:${F})made up|(?:no one|nobody|nothing|no one and nothing) (?:${F})(?:can|will|could|is going to) (?:${F})(?:stop|change|save) (?:me|my mind)(?! (?:from (?:going|eating|buying|trying|doing this (?:trip|course))))|(?:it is|it will soon be|it is almost) (?:${F})time(?=\\n|$| (?:now|to go|for me to go|tonight))|i am (?:${F})ready(?: now)?(?=\\n|$| (?:now|tonight|for it|for the end|to go))|i am (?:${F})(?:at|in) peace with (?:${F})(?:it|my decision|my choice|what i am about to do|what i have decided)|(?:i am|i will be) (?:${F})doing it (?:${F})(?:tonight|today|now|this weekend|tomorrow|soon|for real this time)|(?:going to|will|gonna|plan to|planning to|want to) (?:${F})do it (?:${F})(?:tonight|today|now|this time|this weekend|for real|soon|on (?:my|his|her|the|friday|saturday|sunday|monday)|next (?:week|month)|before)|(?:going to|will|am|gonna) (?:${F})(?:go|going) (?:${F})through with it|(?:made|making) (?:${F})(?:my )?peace (?:${F})(?:with (?:it|everything|dying|my decision|god|the world))?(?=\\n|$| and| i am)|(?:i|i will) (?:${F})(?:will not|am not going to) (?:${F})(?:be a problem|bother you|bother anyone|be a burden) (?:${F})(?:much longer|for long|anymore|after tonight|after today)`,
    { weak: true, negatable: false },
  ),

  // ── plan and preparation ───────────────────────────────────────────────────────────────────────
  rule(
    'plan_preparation.pills-saved',
    'plan_preparation',
    'imminent',
    `(?:saved|saving|save|stockpiled|stockpiling|stockpile|hoarded|hoarding|hoard|collected|collecting|stashed|stashing|stash|gathered|gathering|hid|hidden|hiding|squirrel(?:l)?ed away|put aside|set aside|kept aside|putting aside|setting aside|been keeping|been buying|bought up|buying up|built up|building up|amassed|amassing|accumulated|accumulating|saved up|counted|counting|sorted|sorting|laid|lined) (?:up |away |out )?(?:${F})(?:(?:enough|a lot of|lots of|loads of|plenty of|a (?:bunch|stash|pile|stockpile|supply|few bottles|couple of bottles|bottle|box|month's supply|months' supply|handful) of|all (?:of )?(?:my|the)|my|the|these|those|some|extra|spare|\\d+|[a-z]+ (?:bottles|boxes|packs|months|weeks|packets) (?:of|worth of)|(?:my|the) (?:old |leftover |unused |spare )?) )?(?:${F})${PILLS}|(?:enough|a lot of|lots of|plenty of|a (?:stash|stockpile|pile|bunch|supply|collection) of|all (?:of )?(?:my|the|these|those)|\\d+|dozens of|hundreds of) (?:${F})(?:of (?:my |the |these |those |her |his )?)?(?:${PILLS} )(?:${F})(?:saved|stockpiled|stashed|hidden|collected|put away|set aside|hoarded|ready|saved up|stored up|tucked away|lined up|for (?:when|the day|tonight|this|that|it)|to (?:do it|end it|end things|kill|die|not wake up|overdose|od|make sure|be sure|finish))|(?:i have|i have got|i got|got|i still have|i now have) (?:${F})(?:some |my |the |a few |these |those |all the |all my )?${PILLS} (?:${F})(?:saved|stashed|hidden|stockpiled|saved up|put away|set aside|hoarded|tucked away)|(?:my|a) (?:${F})(?:stash|stockpile|supply|collection|hoard) of (?:${F})${PILLS}|${PILLS} (?:i have been|i have|that i have been|i am|i was) (?:${F})(?:saving|stockpiling|hoarding|collecting|stashing|hiding|keeping)`,
    { negatable: false },
  ),
  rule(
    // someone else's medicines put by ("collecting my mum's pills for weeks", "hoarding my dad's tablets");
    // not sorting or counting them, which carers do
    'plan_preparation.others-pills-saved',
    'plan_preparation',
    'imminent',
    `(?:saved|saving|stockpiled|stockpiling|hoarded|hoarding|collected|collecting|stashed|stashing|hid|hiding|squirrel(?:l)?ed away|put aside|putting aside|set aside|setting aside|been keeping|saved up|nicked|nicking|stole|stealing|pinched|pinching) (?:up |away )?(?:${F})(?:all of |some of |a few of |half of |a handful of )?(?:my|her|his|our) (?:mum|mom|mam|mother|dad|father|nan|nana|gran|grandma|grandad|grandpa|grandmother|grandfather|brother|sister|partner|husband|wife|boyfriend|girlfriend|flatmate|roommate|aunt|auntie|uncle|son|daughter)(?:'s|s)(?: old| leftover| unused| spare| sleeping| pain)? (?:${F})${PILLS}`,
  ),
  rule(
    'plan_preparation.which',
    'plan_preparation',
    'imminent',
    `(?:know|picked|found|chosen|decided|figured out) (?:${F})which (?:${F})(?:bridge|building|pills|method|train|gun|rope|cliff|roof|way) (?:${F})i (?:${F})(?:would|will|am going to|want to|could) (?:${F})(?:use|jump from|jump off|take|do it|go with)`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.letters',
    'plan_preparation',
    'imminent',
    `(?:wrote|written|writing|write|finished|finishing|left|leave|leaving|drafted|drafting|prepared|preparing|typed|typing|recorded|recording|started|have|composed|composing|sent|scheduled|scheduling|hid|put) (?:${F})(?:out |up )?(?:a |my |the |some |all |all my |all the |these |those |few |a few |several |\\d+ )?(?:${F})(?:suicide (?:note|letter|notes|letters|message|video)|goodbye (?:notes?|letters?|messages?|videos?|texts?|emails?|posts?)|farewell (?:notes?|letters?|messages?|posts?)|last (?:letters?|notes?|messages?|words|will and testament)|final (?:letters?|notes?|messages?|words|goodbyes?)|(?:notes?|letters?|messages?|texts?|emails?) (?:${F})(?:to|for) (?:${F})(?:everyone|everybody|each of (?:them|my)|each person|all (?:of )?(?:my|the|them)|the people i love|those i love|people to find|my loved ones|whoever finds me|the person who finds me|my family (?:and|to|explaining|saying)|my kids (?:to|explaining|saying|for when))|(?:notes|letters|goodbye notes) (?:${F})(?:to|for) (?:${F})my (?:kids|children|family|parents|friends|sons|daughters|loved ones|husband and kids|wife and kids)|(?:notes?|letters?|messages?) (?:${F})(?:explaining (?:why|everything|my decision)|saying (?:goodbye|sorry|i love them)|apologi[sz]ing|for after i am gone|for when i am gone|in case i do not|to be read after))`,
  ),
  rule(
    'plan_preparation.suicide-note',
    'plan_preparation',
    'imminent',
    `${NOT_OTHER}(?:my |a )suicide plan|(?:my|a) (?:${F})(?:plan|plans) (?:${F})(?:to|for|of how to|on how to|for how to) (?:${F})(?:${ACT}|die|do it|end (?:it|things|everything|my life))|(?:i have|i have got|i got|i made|i have made|i am making|making|i have come up with|i came up with|i worked out|i have worked out|i figured out|i have figured out) (?:${F})(?:a|the|my|an exact|a clear|a detailed) (?:${F})(?:plan|way|method) (?:${F})(?:to|for|of how to|on how to|for how to|for ending) (?:${F})(?:${ACT}|die|do it|end (?:it|things|everything|my life)|it)|i (?:${F})(?:know|have decided|decided|worked out|figured out|planned|have planned) (?:${F})(?:exactly )?(?:how|when|where|the (?:day|date|time|place|way)) (?:${F})(?:i am going to|i will|to|i want to|i would|i am gonna) (?:${F})(?:do it|${ACT}|die|end it|end (?:my life|things|everything))|(?:by the time|when|once) (?:${F})(?:you|anyone|someone|they|you all) (?:${F})(?:read|see|reads|sees|find|finds) (?:${F})(?:this|these|my message|my note),? ?(?:i will|i am going to|i would|i) (?:${F})(?:be gone|be dead|not be here|not be alive|be in a better place|no longer be here|have done it)|(?:when|after|once) i am (?:${F})(?:gone|dead|no longer here|not here anymore|not around anymore) (?:${F})(?:please|tell|take care|make sure|look after|i want|you can have|give|i hope|feed|someone (?:needs|has) to|do not be sad|do not blame)|(?:put|putting|got|getting|have|have put) (?:${F})my (?:${F})(?:affairs|things|papers|finances|accounts) in order(?! (?:for (?:the|my) (?:move|trip|taxes|tax|wedding|new job|retirement|estate planning))|(?:before|for) (?:my|the) (?:move|trip|surgery|holiday|vacation))|(?:planned|planning|plan|arranged|arranging|paid for) (?:${F})my (?:own )?funeral(?! (?:insurance|policy|plan(?:s)? (?:with|for my (?:retirement|estate))))|(?:this|it|that) (?:${F})(?:is|will be|was) (?:${F})my (?:${F})(?:last|final|very last) (?:${F})(?:message|post|text|goodbye|words|day (?:alive|on earth)|night (?:alive|on earth))(?! (?:before (?:i|my) (?:leave|go|trip|vacation|holiday|exam|flight|surgery|shift)|(?: of (?:the|this|today))| (?:for|until) (?:today|tonight|now|the (?:day|week|night)|a while)| about| on (?:this|the) (?:topic|subject)))|(?:my|the) (?:last|final) (?:${F})(?:night|day|week|hours?|moments?|birthday|christmas|message|time) (?:${F})(?:alive|on earth|on this earth|of my life|ever|in this world|breathing)|(?:tonight|today|this) (?:${F})(?:is|will be) my (?:${F})(?:last|final) (?:${F})(?:night|day|message|time|goodbye) (?:${F})(?:alive|on earth|on this earth|of my life|ever|in this world|breathing)|(?:picked|chosen|chose|decided on|found|settled on|have) (?:${F})(?:a|the|my) (?:${F})(?:bridge|method|spot to do it|place to do it|way to do it|building to jump from|day to die|date to die|day i die)|i (?:have )?(?:${F})(?:decided|planned|worked out|figured out) (?:${F})(?:how and when|when and how|how and where|when and where|where and when|the how and the when)(?=\\n|$| i)|(?:my|a) (?:will|testament) and (?:${F})(?:letters|notes|goodbye|a letter|a note|messages)|goodbye (?:world|everyone forever|forever|cruel world)|(?:said|saying|say|said all|made|making|sent|sending) (?:${F})my (?:${F})(?:final |last )?goodbyes|(?:i|i have) (?:${F})(?:already )?(?:said|texted|sent|written|told) (?:${F})(?:my )?(?:final |last )?(?:goodbye|goodbyes) to (?:${F})(?:everyone|everybody|all of (?:them|you|my)|my (?:family|kids|friends|parents|mom|mum|dad|sister|brother|loved ones|partner|wife|husband))(?! (?:at the|before (?:the|my) (?:trip|flight|move)|for the (?:summer|holidays|trip)))`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.giving-away',
    'plan_preparation',
    'imminent',
    `(?:giving|gave|give|given|gifting|handing) (?:${F})(?:away )?(?:all |most |some |all of |most of )?(?:of )?(?:my |all my |all of my )(?:${F})(?:favou?rite |precious |special |important |valuable |sentimental )?(?:stuff|things|belongings|possessions|savings|money|prized possessions|most precious things|treasures|things away)(?: away)?${PRACTICAL}(?!(?: away)? (?:to (?:charity|goodwill|a charity|the charity|a thrift|the thrift|a shelter|the shelter|a food bank|the donation)|because (?:i am|we are) moving|before (?:i|we) move|as (?:i|we) (?:am|are) moving|since (?:i|we) (?:am|are) moving|for (?:the|a) (?:move|garage sale|yard sale|donation drive)))(?=\\n|$| (?:away|to|because|so|and|since|before|already|lately|recently|this week))|(?:giving|gave|given|gifting) (?:${F})away (?:${F})(?:all )?(?:of )?my (?:${F})(?:pets?|cat|cats|dog|dogs|rabbits?|bunny|hamsters?|guinea pigs?|birds?|fish|snake|lizard|puppy|kitten)${PRACTICAL}|(?:giving|gave|given) (?:${F})my (?:pets?|cat|cats|dog|dogs|rabbits?|bunny|hamsters?|guinea pigs?|birds?|puppy|kitten) away${PRACTICAL}|(?:made sure|making sure|make sure|arranged|arranging|arranged for) (?:${F})(?:someone (?:will|to) )?(?:my (?:cat|dog|pets|kids|children|plants|fish)|my (?:${F})(?:things|stuff)) (?:${F})(?:will be|are|is|get|gets)? ?(?:${F})(?:taken care of|looked after|okay|fine|cared for|rehomed|safe) (?:${F})(?:when i am gone|after i am gone|after i go|once i am gone|without me|after tonight|for when i am not here)|(?:please |can you |will you |promise to )?(?:take care of|look after|feed|walk|love|watch over) (?:${F})my (?:${F})(?:cat|dog|pets|fish|kids|children|plants|family|mom|mum|sister|brother) (?:${F})(?:when|after|once) i am (?:${F})(?:gone|dead|not here|no longer here|not around)|who (?:${F})(?:will|is going to|would) (?:${F})(?:take care of|look after|feed|walk) (?:${F})my (?:${F})(?:cat|dog|pets|fish|kids|children|plants) (?:${F})(?:when|after|once) i am (?:${F})(?:gone|dead|not here)`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.tonight-the-night',
    'plan_preparation',
    'imminent',
    `(?:tonight|today|this weekend|tomorrow|this|now|friday|saturday|sunday|monday|tuesday|wednesday|thursday|this week) (?:${F})(?:is|will be|feels like|seems like|looks like|might be|could be|is going to be|is gonna be|might just be) (?:${F})(?:the (?:night|day|time|one|end|moment)|it)(?=\\n|$| (?:for me|then|i think|honestly|finally|i guess|and|goodbye|i am))|(?:tonight|today) (?:${F})(?:feels|seems|looks) (?:${F})like (?:${F})(?:the|a good|the right|my last) (?:night|day|time)(?! (?:to (?:celebrate|party|go out|stay in|watch|relax|cook|order|try)|for (?:a|pizza|wine|takeout|the movies)))|(?:this|tonight|today) (?:${F})(?:is|will be|feels like) (?:${F})(?:my|the) (?:${F})(?:last|final) (?:${F})(?:night|day|goodbye|message)(?! (?:at|in|of (?:work|school|the|term|summer|vacation)|before|as|with|on the job|of my (?:trip|holiday|vacation|internship|contract)))|(?:this is|it is) (?:${F})goodbye(?=\\n|$| (?:for good|forever|then|everyone|i guess|friend|vi|and|i am))|(?:picked|chosen|set|chose|decided on|planned|have|got|settled on|found) (?:${F})(?:a|the|my) (?:${F})(?:date|day|time|place|spot|method|bridge|way|location)(?=\\n|$| (?:for it|already|now|and|to do it|i am|it is|for when))|i have (?:${F})(?:it )?(?:all )?(?:planned|figured|worked) out(?=\\n|$)|(?:i|i have) (?:${F})(?:wrote|written|writing|left|drafted|finished) (?:${F})(?:a|the|my) (?:${F})(?:note|letter|letters|notes)(?=\\n|$| (?:for (?:them|everyone|my family)|already|last night|today|tonight|and))|(?:said|saying|say|texted|texting|sent) (?:${F})(?:my )?(?:final |last )?goodbyes? to (?:${F})(?:everyone|everybody|all (?:of )?my|my (?:family|kids|friends|parents|mom|mum|dad|sister|brother|loved ones|partner|wife|husband))(?! (?:is|was|will be|has been) (?:${F})(?:hard|tough|sad|difficult|the worst|rough|awful|emotional)| (?:at the|before (?:i|we) (?:move|leave|fly|go)|before (?:the|my) (?:move|trip|flight)|for the (?:summer|holidays|trip|semester)))|(?:i|and i) (?:${F})love (?:${F})you (?:${F})all(?=\\n|$| (?:so much|goodbye|i am sorry|forgive me))|i am (?:${F})sorry for (?:${F})(?:everything|what i am about to do|what i am going to do|leaving you|leaving like this)|(?:please )?forgive me(?=\\n|$| (?:for (?:this|what i am about to do|leaving|everything)|mom|mum|dad|everyone))|(?:updated|made|wrote|rewrote|changed|finished|signed) my (?:${F})(?:will|life insurance beneficiary)|(?:found|finding|looking for|looked for) (?:${F})(?:a )?new (?:home|homes|owner|owners) for (?:${F})my (?:cat|dog|pets|cats|dogs|fish|bird|rabbit)`,
    { weak: true, negatable: false },
  ),

  // ── self-harm ─────────────────────────────────────────────────────────────────────────────────
  rule(
    'self_harm.myself',
    'self_harm',
    'urgent',
    `${NOT_OTHER}(?:cut|cutting|cuts|slice|slicing|sliced|carve|carving|carved|scratch|scratching|scratched|burn|burning|burned|burnt|hit|hitting|hits|punch|punching|punched|bite|biting|bit|harm|harming|harmed|hurt|hurting|hurts|injure|injuring|injured|bruise|bruising|bruised|mutilate|mutilating|mutilated|beat|beating|choke|choking|choked|strangle|strangling|whip|whipping|slap|slapping|slapped|pinch|pinching|stab|stabbing|stabbed|scald|scalding|scalded|punish|punishing|punished) (?:${F})myself(?! (?:shaving|cooking|chopping|by accident|accidentally|on (?:a|the|some|broken|an|my (?:bike|desk|car|door))|(?:with|while|when) (?:a |the )?(?:cooking|shaving|knife|stove|pan|oven|iron|kettle|chopping|cutting|opening|making|working|playing|gardening|paper|can|tin|glass|hot)|(?:at|during|playing|lifting|running|training|working out|in (?:the|a) (?:gym|game|match|kitchen|garden|fall|crash|accident)|skiing|skating|surfing|climbing|hiking|dancing|falling|tripping|when i fell|when i tripped)|out of (?:the|this|that) (?:picture|group|conversation|plan|story|deal|team)|(?:off|out|loose|free|short|up)\\b|(?:for|over) (?:not|nothing|forgetting|being late|that|this|my mistakes|the mistake|eating)|(?:laughing|with laughter)|(?:a|an) (?:break|slice|piece|favor|favour|drink|coffee|treat|meal|lunch)))`,
  ),
  rule(
    'self_harm.described',
    'self_harm',
    'urgent',
    `(?:started|start|starting|began|begun|begin|been|keep|kept|keeps|back to|went back to|going back to|gone back to|resorted to|resort to|relapsed|relapse|relapsing|urge to|urges to|want to|wanted to|wanting to|need to|needed to|tempted to|thinking about|thought about|thoughts of|craving|crave|miss|missing|cannot stop|can not stop|could not stop|addicted to|habit of|caught|do|did|still|would|used to) (?:${F})(?:on |into |with |to )?(?:${F})(?:cutting|cut|self harming|self harm|self injuring|self injury|sh|burning|burn|scratching|carving|picking at my skin|hitting myself|hurting myself|harming myself|bruising myself)(?=\\n|$| (?:is|are|has|keeps|will not|right now|gets|again|myself|my (?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?|body|ankles?|shoulders?|chest)|so bad|so badly|tonight|deep|deeper|last (?:night|week|month)|yesterday|today|this (?:week|morning|month)|every (?:day|night)|since|lately|recently|when|after|whenever|because|to (?:feel|cope|calm|punish|release|numb)|and|but|with|on purpose))`,
  ),
  rule(
    'self_harm.body',
    'self_harm',
    'urgent',
    `${NOT_OTHER}(?:cut|cuts|cutting|slice|slicing|sliced|carve|carving|carved|burn|burning|burned|burnt|scratch|scratching|scratched|scar|scarring|stab|stabbing|stabbed|hit|hitting|punch|punching|bruise|bruising) (?:${F})(?:words |letters |lines |marks |\\w+ )?(?:into |on |up )?(?:${F})my (?:${F})(?:own )?(?:arms?|wrists?|thighs?|legs?|stomach|hips?|skin|body|ankles?|shoulders?|chest|forearms?|belly|face)(?! (?:on (?:a|the)|by accident|accidentally|while (?:cooking|shaving)|in the (?:kitchen|garden|gym)|at the gym|playing|during|shaving))(?: (?:${F})(?:with (?:a|the|my) (?:lighter|cigarette|match|matches|razor|blade|knife|scissors|glass|compass|iron|hot)))?`,
  ),
  rule(
    'self_harm.named',
    'self_harm',
    'urgent',
    `${NOT_OTHER}(?:self (?:harm|harming|harmed|injury|injuring|injured|mutilation|mutilating|mutilate|inflicted)|self harm(?:ing|ed)?)(?! (?:awareness|prevention|research|statistics|rates|services|policy|training|workshop|module|course|support group|in (?:teens|young people|adolescents)|among|is (?:common|a (?:coping|way))))|(?:sh|self harm|cutting) (?:${F})(?:urges|urge|relapse|relapsed|scars|cuts|wounds|marks|streak|free|clean)|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|many) (?:days|weeks|months) (?:${F})(?:clean|free) (?:${F})(?:from|of) (?:${F})(?:cutting|sh|self harm|self harming|burning)(?: (?:${F})(?:ruined|gone|broken|over|lost|reset|down the drain))|(?:broke|broken|lost|reset|ruined) (?:${F})my (?:${F})(?:streak|clean streak|recovery|sh streak)|(?:relapsed|relapse)(?=\\n|$| (?:again|last night|tonight|today|yesterday|this week))`,
  ),
  rule(
    'self_harm.again',
    'self_harm',
    'urgent',
    `i (?:${F})(?:cut|burned|burnt|sh|sh'd|self harmed|scratched|carved) (?:${F})(?:again|last night|tonight|today|yesterday|this morning|earlier)(?=\\n|$| )|relapsed (?:${F})(?:and|&) (?:${F})(?:cut|burned|burnt|sh|self harmed|hurt myself|scratched)|my (?:${F})(?:wrists?|arms?|thighs?|legs?|stomach|hips?|skin|body) (?:${F})(?:are|is) (?:${F})(?:covered in|full of|all) (?:${F})(?:cuts|scars|burns|marks|scratches|bruises from (?:me|myself))`,
  ),
  rule(
    'self_harm.relief',
    'self_harm',
    'urgent',
    `(?:the |my )?(?:blade|blades|razor|razors|cutting|burning|the pain of cutting|hurting myself|self harm) (?:${F})(?:helps|helped|is the only thing|makes me feel|made me feel|calms me|is how i cope|is my only way|is all i have|keeps me going)|(?:i have|i have got|i got|got) (?:${F})(?:fresh|new|deep|open|bleeding) (?:${F})(?:cuts|burns|wounds|scratches|gashes)(?! (?:from (?:the|a|my) (?:cat|dog|kitten|garden|roses|bike|fall|accident|surgery|shaving|cooking)))`,
  ),
  rule(
    'self_harm.urges-back',
    'self_harm',
    'urgent',
    `(?:the |my )?(?:urges?|cravings?|urge to cut|urges to cut|sh urges|need to cut) (?:${F})(?:are|is|have been|has been|keep|keeps) (?:${F})(?:back|coming back|stronger|getting worse|so strong|overwhelming|killing me|winning)|(?:bought|buying|got|ordered|hid|hiding|found) (?:${F})(?:new |some |more |a pack of |a box of )?(?:blades|razor blades|razors|a razor|a blade|a sharpener)(?! (?:for (?:my|the) (?:beard|legs|face|shaver|box cutter|craft|project)))`,
    { weak: true },
  ),
  rule(
    'self_harm.marks',
    'self_harm',
    'urgent',
    `(?:fresh|new|deep|bleeding|open|infected) (?:${F})(?:cuts|cut|wounds|scars|burns|gashes|marks) (?:${F})(?:on|in|all over|up and down|across) (?:${F})my|my (?:${F})(?:cuts|scars|wounds|burns) (?:${F})(?:from (?:cutting|self harm|last night|yesterday|burning)|are (?:bleeding|infected|getting deeper|fresh|new)|keep (?:bleeding|opening))|(?:hide|hiding|hid|cover|covering|covered) (?:${F})(?:up )?(?:the |my |all the |these |those )?(?:${F})(?:cuts|scars|marks|burns|bruises|wounds) (?:${F})(?:on|from|with|so|under|because)|(?:long sleeves|sleeves|bracelets|bandages|plasters|band aids) (?:${F})(?:to hide|to cover|so no one sees|so nobody sees|so they do not see|over) (?:${F})(?:the |my )?(?:cuts|scars|marks|burns|wrists|arms)`,
  ),
  rule(
    'self_harm.until-it-bleeds',
    'self_harm',
    'urgent',
    `(?:scratch|scratching|scratched|pick|picking|picked|hit|hitting|punch|punching|punched|bang|banging|banged|bite|biting|bit|pull|pulling|pulled|claw|clawing|clawed|rub|rubbing|rubbed|dig|digging|dug|pinch|pinching|pinched|slam|slamming|slammed) (?:${F})(?:my (?:${F})(?:[a-z]+ )?|myself |at my (?:[a-z]+ )?|the (?:wall|door|mirror) )?(?:[a-z]+ )?(?:${F})until (?:${F})(?:it|i|they|my [a-z]+|the skin|there) (?:${F})(?:bleed|bleeds|bled|bruise|bruises|bruised|was bleeding|were bleeding|was bruised|started bleeding|started to bleed|scar|scarred|blister|blistered|broke|break|swelled|swelled up|was raw|went numb|is raw|was blood|blood)|(?:bang|banging|banged|hit|hitting|slam|slamming|slammed) (?:${F})my head (?:${F})(?:against|on|into) (?:${F})(?:the|a) (?:wall|floor|desk|door|table|mirror)(?! (?:trying|with|over|figuring|for|because of (?:this|that) (?:code|bug|problem|homework|puzzle)))`,
  ),
  rule(
    'self_harm.serious-now',
    'self_harm',
    'imminent',
    `(?:cut|cuts|cutting) (?:${F})(?:too|really|so|very|way too|a bit too) (?:deep|deeply)|i (?:${F})(?:cut|sliced|have cut) (?:${F})(?:myself |my (?:arm|wrist|thigh|leg|arms|wrists) )?(?:${F})(?:deep|deeply|to the bone)(?=\\n|$| (?:and|this time|tonight|there|it))|${NOT_OTHER_TAKER}(?:took|swallowed|taken|downed|ate|have taken|have swallowed) (?:${F})(?:everything|all the pills|all the meds|every pill|all of it) (?:${F})(?:in|from) (?:${F})(?:the|my|our|mom's|my mom's|dad's|my dad's) (?:medicine cabinet|cabinet|cupboard|drawer|bathroom|house)|i (?:${F})(?:have |already |just )?(?:overdosed|took an overdose|od'd|oded|od ed|have od|took an od)(?! (?:years|a long time|once|in (?:19|20)\\d\\d|as a teen|when i was))|(?:drank|swallowed|drinking|have drunk|have swallowed) (?:${F})(?:bleach|antifreeze|poison|drain cleaner|rat poison|pesticide|weed killer)|(?:the |my )?(?:cut|cuts|wound|wrist|arm|leg|thigh) (?:${F})(?:will not|won't|does not|is not|can not|keeps|keep) (?:${F})(?:stop bleeding|stopping bleeding|bleeding)|(?:i have|i am) (?:${F})(?:lost|losing) (?:${F})(?:a lot of|so much|too much) blood|(?:so much|a lot of|too much|lots of) blood(?: (?:${F})(?:and|but))?(?: (?:${F})(?:i|it))? (?:${F})(?:can not|will not|does not|won't|is not going to|could not) (?:${F})(?:make it |get it to )?stop`,
  ),
  rule(
    'self_harm.bleeding',
    'self_harm',
    'imminent',
    `(?:bleeding|blood) (?:${F})(?:a lot|badly|heavily|so much|everywhere|through|will not stop|would not stop|is everywhere|all over|does not stop|keeps coming)|(?:can not|could not|will not|won't) (?:${F})stop (?:the )?bleeding|feel (?:${F})(?:dizzy|faint|sleepy|drowsy|numb|weird) (?:${F})(?:from|after|since) (?:the|all the|taking|those|these) (?:${PILLS}|blood)`,
    { weak: true, negatable: false },
  ),

  // ── harm to others ─────────────────────────────────────────────────────────────────────────────
  rule(
    'harm_to_others.want-to-hurt',
    'harm_to_others',
    'urgent',
    `(?:want|wanted|wanting|wanna|going|gonna|plan|planning|ready|about|need|itching|dying|tempted|urge|urges|desire|intend|intending|fantasi[sz]e about|fantasi[sz]ing about|dream about|dreaming about|thinking about|think about|thought about|thoughts of|thoughts about|keep thinking about|obsessed with|scared i will|afraid i will|scared i might|afraid i might|worried i will|worried i might|i might|i could really|i am capable of|capable of|urge to|urges to|imagine|imagining|picture|picturing) (?:to )?(?:${F})(?:kill|killing|murder|murdering|stab|stabbing|shoot|shooting|strangle|strangling|choke|choking|hurt|hurting|harm|harming|beat up|beating up|beat|beating|poison|poisoning|run over|running over|smother|smothering|drown|drowning|attack|attacking|break (?:his|her|their) (?:neck|legs?|arms?|face|jaw|nose)|slit (?:his|her|their) throat|bash (?:his|her|their) head|snap) (?:${F})${PERSON}(?! (?:feelings|chances|career|reputation|pride|ego|prospects|business|sales|score|record|time)| (?:at|in) (?:chess|cards|tennis|the game|a game|games|fifa|fortnite|poker|golf|trivia|scrabble|monopoly|mario kart|a race|the race|court|arm wrestling|arguments?)| (?:with kindness|in (?:a|the) (?:game|match|tournament))| (?:a |an )?(?:text|message|email|dm|line|note|call)| (?:up )?to the (?:finish|top|front)| to it)`,
  ),
  rule(
    'harm_to_others.will-hurt',
    'harm_to_others',
    'urgent',
    `i (?:${F})(?:will|am going to|swear i will|promise i will|am gonna) (?:${F})(?:kill|murder|stab|shoot|strangle|hurt|beat|poison|destroy|end) (?:${F})${PERSON}(?! (?:if|when|for|with kindness|at|in) |\\s*(?:lol|haha|lmao))(?=\\n|$| (?:tonight|today|tomorrow|this|when|once|after|i|and|with|for real|next|the next|myself))|i (?:${F})(?:(?:snapped|lost it|lost my temper|lost control) and )?(?:hit|hurt|beat|slapped|choked|shook|punched|kicked|burned|pushed) (?:${F})my (?:(?:\\d+|one|two|three|four|five|six) ?(?:year|yr|month) old|little one|son|daughter|kid|kids|child|children|baby|newborn|toddler|wife|husband|partner|girlfriend|boyfriend|mom|mum|mother|dad|father|grandma|grandpa|elderly (?:mother|father|parent))(?! (?:with a pillow|by accident|accidentally|in (?:a|the) (?:game|match)|at (?:chess|cards|games?)))|(?:make|making) (?:${F})(?:them|him|her|everyone|all of them|those people) (?:${F})(?:pay|suffer|sorry)(?= (?:for|with|tonight|tomorrow|i|they|blood))|(?:want|wanted|going|gonna|need) (?:${F})to (?:${F})make (?:${F})(?:him|her|them|my [a-z]+|that [a-z]+) (?:${F})(?:suffer|bleed|pay with (?:his|her|their) life)|(?:snap|lose it|lose control) (?:${F})and (?:${F})(?:hurt|kill|attack|stab|strangle) (?:${F})(?:someone|somebody|him|her|them|my [a-z]+)`,
  ),
  rule(
    'harm_to_others.mass',
    'harm_to_others',
    'imminent',
    `shoot (?:${F})up (?:${F})(?:the|my|a|our|this|that) (?:school|office|work|workplace|mall|church|mosque|synagogue|temple|party|place|class|classroom|campus|concert|building|restaurant|store)|(?:bring|bringing|take|taking|brought|carry|carrying) (?:${F})(?:a |my |dad's |my dad's |the )?(?:gun|guns|rifle|knife|weapon|weapons|bomb|pistol|machete|axe) (?:${F})(?:to|into) (?:${F})(?:school|work|class|the office|the party|church|the meeting|campus|the mall|the game|his house|her house|their house)|(?:make|build|building|making|made|built|planting|plant) (?:${F})(?:a|the) (?:bomb|pipe bomb|explosive)|(?:kill|killing|shoot|shooting|hurt|hurting|stab|stabbing) (?:${F})(?:them|everyone|everybody|all of them|as many (?:people )?as i can) (?:${F})(?:all|at (?:school|work|the office|the party|church)|before they|when they|tomorrow|tonight)`,
  ),
  rule(
    'harm_to_others.they-will-pay',
    'harm_to_others',
    'urgent',
    `(?:they|he|she|everyone|all of them|those people|you all) (?:${F})(?:will|are going to|is going to|gonna) (?:${F})(?:pay|be sorry|regret (?:it|this|ever)|get what (?:they|he|she) deserves?)(?=\\n|$| (?:for|i|tonight|tomorrow|when|soon))|(?:i have|i got|i bought|got|i have got) (?:${F})(?:a|the|my) (?:gun|knife|weapon|rifle) (?:${F})(?:for|to use on|to use against|to kill|to hurt|to shoot|to stab) (?:${F})${PERSON}`,
    { weak: true },
  ),

  // ── danger from others ────────────────────────────────────────────────────────────────────────
  rule(
    'danger_from_others.violence',
    'danger_from_others',
    'urgent',
    `${AGENT} (?:${F})(?:keeps |has |had |have |is |was |has been |have been |always |still |often |sometimes |regularly |again |would |used to |will |started |starts |started to )?(?:${F})(?:hit|hits|hitting|beat|beats|beating|beaten|punch|punches|punched|punching|slap|slaps|slapped|slapping|kick|kicks|kicked|kicking|choke|chokes|choked|choking|strangle|strangles|strangled|strangling|shove|shoves|shoved|shoving|abuse|abuses|abused|abusing|rape|rapes|raped|raping|molest|molests|molested|molesting|stalk|stalks|stalked|stalking|drag|drags|dragged|dragging|bit|bites|biting|burned|burns|burnt|beats up|beat up|batter|batters|battered|assault|assaults|assaulted|assaulting|pin|pins|pinned|spit on|spits on|spat on|whip|whips|whipped|threw things at|throws things at|throw things at|smack|smacks|smacked|strikes|struck|headbutted|grabbed|grabs|held|holds|pushed|pushes|pushing|shoved|slammed|slams|threw|throws) (?:${F})(?:(?:my (?:mom|mum|mother|sister|brother|little (?:sister|brother)|kids|children|son|daughter|baby|dog|cat)|the kids) and )?(?:me|us)(?! (?:with (?:a|the|his|her|the same|that|this|these|those|his usual|her usual|their) (?:pillow|ball|snowball|question|questions|idea|ideas|news|facts|joke|jokes|dad jokes?|puns?|truth|water balloon|line|lines|songs?|memes?|stats|compliments?)|on the (?:back|shoulder|arm playfully)|in (?:a )?(?:game|match|round|tag|chess|fifa|fortnite|race|argument|debate)|at (?:chess|cards|tennis|games?|fifa|fortnite|poker|golf|trivia|scrabble|monopoly|everything|mario kart|pool|darts)|to (?:it|the (?:punch|finish|top))|off guard|back|in my (?:dreams|sleep)|hand|hands|close|tight|tightly|when i (?:cry|was crying)|like a baby|to (?:do|be|try|work|study|apply|go|finish|keep|improve|get|take|change|succeed|grow|reach)|a (?:party|ball|bone|curveball|look|text)|out of my comfort zone|aside|away|over the edge|forward|into (?:it|this|that|the deep end|therapy|applying)|off (?:the|a) (?:ledge|cliff|edge)))(?=\\n|$| )`,
  ),
  rule(
    'danger_from_others.threats',
    'danger_from_others',
    'urgent',
    `(?<!used to (?:${F})?)(?:threatened|threatens|threatening|threaten|said|says|told me|tells me|swore|swears|promised|promises|warned|warns|keeps saying|kept saying|texted|texts|screamed|screams|yelled|yells|keeps threatening|has threatened) (?:${F})(?:that )?(?:he|she|they|he is|she is|they are|he was|she was)? ?(?:${F})(?:would|will|is going to|are going to|was going to|were going to|going to|gonna|to|will one day|would one day)? ?(?:${F})(?:kill|hurt|beat|shoot|stab|strangle|murder|end|finish|break|burn|come after|get rid of|slit|choke|take my (?:kids|children|son|daughter) and kill) (?:${F})(?:me|my (?:kids|children|son|daughter|family|cat|dog|mom|mum|sister|brother)|us)(?! up| (?:at|in) (?:chess|games?|cards))(?! if (?:i|we) (?:am|are|was|were|get|come|show up|turn up) (?:late|early|home late)| if (?:i|we) (?:miss|forget|lose|break|mess|screw|spill|fail|do not finish|do not do|do not hand|talk back|touch|use|borrow|eat|tell (?:anyone|dad|mom)|spoil|spoiled|spoilt|touched|ate|borrowed|used|wear|wore|finish|finished|take|took|play|played|scratch|scratched|dent|dented|crash|crashed|drink|drank|read)| (?:for|with) (?:being late|forgetting|this joke|that joke|kindness|laughter))|(?:said|says|told me|tells me|threatened|threatens|swore|warned|promised|keeps saying) (?:${F})(?:that )?(?:if|when|once) i (?:[a-z']+ ){1,5}(?:he|she|they) (?:${F})(?:would|will|is going to|are going to|is gonna) (?:${F})(?:kill|hurt|beat|shoot|stab|find) (?:me|us|my kids|the kids)|(?:he|she|they|my [a-z]+(?: [a-z]+)?) (?:${F})(?:would|will|is going to|are going to|is gonna) (?:${F})(?:kill|hurt|beat|shoot|stab) (?:${F})(?:me|us) (?:${F})if i (?:${F})(?:leave|left|tell|told|call|called|go to the police|report|try to leave|ever leave|talk|speak)|(?:death|rape) threats? (?:${F})(?:from|by) (?:${F})(?:him|her|them|my|an|a)|(?:threat|threats|threatening messages|threatening texts) (?:${F})to (?:kill|hurt) me`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.threatens-me',
    'danger_from_others',
    'urgent',
    `(?:he|she|they|my [a-z]+(?:'s [a-z]+)?(?: [a-z]+)?) (?:${F})(?:threatens|threatened|keeps threatening|has threatened|is threatening|was threatening|has been threatening) (?:${F})(?:me|us|my (?:kids|children|son|daughter|family))(?! (?:with (?:a |the )?(?:lawsuit|legal action|eviction|divorce|firing|the sack|a bad review|detention|a fine)|to (?:leave|break up|quit|sue|fire|call the police on|report|tell)))`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.will-kill-me',
    'danger_from_others',
    'urgent',
    `(?:he|she|they|someone|somebody|my (?:husband|wife|partner|boyfriend|girlfriend|ex|ex husband|ex wife|ex boyfriend|ex girlfriend|stepdad|stepfather|stepmom|stepmother|father|dad|brother|uncle|pimp|dealer)) (?:${F})(?:is going to|are going to|is gonna|are gonna|will|wants to|want to|is trying to|tried to|is coming to|almost|nearly|could) (?:${F})(?:kill|murder|hurt|strangle|shoot|stab) (?:${F})me(?! (?:if|when) (?:i|he|she|they) (?:am|is|are|was|get|gets|find|finds|see|sees|forget|miss|break|lose|find out) (?:late|out|this|that|the (?:car|grade|bill|mess|dent)))`,
  ),
  rule(
    'danger_from_others.fear',
    'danger_from_others',
    'urgent',
    `(?:scared|afraid|terrified|frightened|fearful|too scared|too afraid|petrified) (?:${F})(?:to go (?:back )?home|of going (?:back )?home|to go back (?:there|home|to (?:him|her|them))|to leave (?:him|her|them|the house|my room|the bedroom)|(?:of|for) my (?:own )?life|for my (?:kids|children|safety|life)|(?:that )?(?:he|she|they|my [a-z]+(?: [a-z]+)?) (?:${F})(?:will|is going to|might|would|are going to|may|could|wants to|is gonna) (?:${F})(?:kill|hurt|hit|beat|find|rape|choke|strangle|come for) (?:${F})(?:me|us|my kids|my children)|of (?:him|her|my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|stepdad|stepfather|mom|mother|mum|stepmom|ex|brother|parents|roommate|uncle))(?! (?:leaving|finding out|being disappointed|getting (?:sick|hurt|ill)|dying|judging|breaking up|cheating|seeing|reading|knowing|not liking|getting mad at me for (?:my grades|the car)))|of what (?:he|she|they) (?:will|might|would|could|is going to) (?:${F})do(?: to me| to us| next| when| if|\\n|$)|(?:he|she|they) (?:${F})(?:comes|come|gets|get) home)|i am (?:${F})not (?:${F})safe (?:${F})(?:at home|here|with (?:him|her|them|my)|in (?:my|this) (?:home|house|apartment|flat)|anymore|around (?:him|her|them))|(?:it is|home is|my home is|my house is) (?:${F})not (?:${F})safe (?:${F})(?:at home|for me|to go home|to be home|anymore|here)|i (?:${F})(?:do not|can not|no longer) (?:${F})feel (?:${F})safe (?:${F})(?:at home|with (?:him|her|them|my)|in my (?:own )?(?:home|house|room|apartment|flat|bed)|around (?:him|her|them|my))|(?:he|she|they|my [a-z]+(?: [a-z]+)?) (?:${F})(?:will not|does not|do not|would not|never) (?:${F})(?:let|allow) me (?:${F})(?:leave|go out|go anywhere|see (?:my|anyone)|have (?:my own )?(?:money|a phone|my phone)|talk to (?:anyone|my)|call (?:anyone|the police|for help)|eat)`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.followed',
    'danger_from_others',
    'urgent',
    `(?:someone|somebody|a (?:man|guy|stranger|car)|he|she|they|my ex|my [a-z]+(?: [a-z]+)?) (?:${F})(?:is|are|keeps|has been|have been|was|kept) (?:${F})(?:following|stalking|watching|tracking) (?:${F})me(?: (?:${F})(?:and|everywhere|home|at night|again))?(?=[a-z ]{0,40}(?:scared|afraid|terrified|frightened|unsafe|panic))`,
  ),
  rule(
    'danger_from_others.abused',
    'danger_from_others',
    'urgent',
    `(?:i am|i was|i have been|i am being|i got|got|been|being|i keep getting|i keep being) (?:${F})(?:raped|sexually assaulted|molested|trafficked|groomed|sexually abused)|(?:i am|i was|i have been|i am being|i got|got|been|being) (?:${F})(?:abused|beaten|hit|strangled|choked|stalked|threatened|attacked|assaulted|hurt|beaten up|held down|locked (?:in|up)|kept (?:locked|prisoner)) (?:${F})(?:by (?:${F})(?:my|him|her|them|someone|a|an|the (?:man|guy|person|people))|at home|every (?:day|night|week)|again|daily|regularly|at night|when (?:he|she|they)|for (?:years|months|weeks))|(?:domestic|family|sexual|physical) (?:abuse|violence) (?:${F})(?:at home|in my (?:home|house|relationship|marriage)|from (?:my|him|her))|(?:he|she|they|my [a-z]+(?: [a-z]+)?) (?:${F})(?:touches|touched|touching|keeps touching) me (?:${F})(?:inappropriately|down there|at night|where|when (?:no one|nobody|mom|mum|dad)|in (?:my|the) (?:sleep|bed|private)|and i|without)|(?:he|she|they|my [a-z]+(?: [a-z]+)?) (?:${F})(?:locked|locks|locking|keeps) me (?:${F})(?:in|up|out|inside) (?:${F})(?:the|my|a|his|her|their|at|for|without|every)|(?:my|his|her) (?:${F})(?:bruises|black eye|broken (?:arm|wrist|rib|nose)) (?:${F})(?:from (?:him|her|them|my)|he gave me|she gave me|that he|that she)|(?:he|she|they) (?:${F})(?:gave|left) me (?:${F})(?:a black eye|bruises|a broken)`,
  ),
  rule(
    'danger_from_others.now',
    'danger_from_others',
    'imminent',
    `(?:outside|at (?:my|the) (?:door|window)|in the house|in the (?:next |other )?room|downstairs|upstairs|in the hallway|here|coming|on (?:his|her|their) way|in the driveway|out front|in the garden|in the kitchen) (?:${F})with (?:${F})(?:a|his|her|their|the|my) (?:knife|gun|weapon|bat|baseball bat|axe|hammer|machete|pistol|rifle)(?! ?\\n| (?:carving|cutting|chopping|slicing|making|cooking|peeling|preparing|doing|fixing|building|for (?:the|dinner|cooking)|in the kitchen))|(?:he|she|they|someone|a man|my [a-z]+(?: [a-z]+)?) (?:${F})(?:has got|have got|has|had|have|got|is holding|was holding|is waving|grabbed|pulled|pulled out|took out|is pointing|pointed|pointing|held|is holding) (?:${F})(?:a|his|her|their|the|my) (?:knife|gun|weapon|pistol|rifle|bat|axe|machete|hammer) (?:${F})(?:at me|and (?:he|she|they) (?:is|are|was) (?:${F})(?:coming at me|coming for me|going to|threatening|screaming|yelling|looking for me|waving it)|to my (?:head|throat|neck)|against my|and (?:is|he is|she is|they are|he|she|they) (?:coming|threatening|saying|screaming|yelling|looking for me)|and said)|(?:he|she|they|someone|my [a-z]+(?: [a-z]+)?) (?:${F})(?:is|are) (?:${F})(?:trying to (?:${F})(?:break (?:in|down the door|the door|into)|get in|get into (?:my|the) room|kill me|find me)|breaking (?:in|down the door|the door down)|banging on (?:the|my) (?:door|window)|kicking (?:the|my) door|coming (?:${F})(?:for me|to (?:get|kill|hurt) me|back to (?:kill|hurt) me))|(?:i am|i am now|i am currently) (?:${F})hiding (?:${F})(?:from (?:him|her|them|my)|in the (?:bathroom|closet|wardrobe|car|basement|attic|cupboard)|under the bed)`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.control',
    'danger_from_others',
    'urgent',
    `(?:he|she|they|my [a-z]+(?: [a-z]+)?) (?:${F})(?:takes|took|checks|controls|tracks|monitors|reads) (?:${F})(?:my phone|all my money|my money|my location|my messages|my passport|my keys|my car keys|everything i do)|(?:i am|i feel) (?:${F})(?:trapped|a prisoner|walking on eggshells) (?:${F})(?:with|around|in (?:this|my|our) (?:house|home|relationship|marriage))|(?:he|she|they) (?:${F})(?:gets|got|becomes|became) (?:${F})(?:violent|physical|aggressive)(?: (?:${F})(?:when|with me|again|if))?|(?:he|she|they) (?:${F})(?:scream|screams|screamed|yells|yelled) (?:${F})(?:at me )?(?:and (?:throws|threw|breaks|broke|punches|punched|hits|hit))`,
    { weak: true },
  ),

  // ── eating disorder ───────────────────────────────────────────────────────────────────────────
  rule(
    'eating_disorder.not-eaten',
    'eating_disorder',
    'concern',
    `(?:have not|had not|did not|not|have barely|barely|have hardly|hardly|have not really|not really|do not|refuse to|refused to|stopped) (?:${F})(?:eaten|eat|eating|had (?:any |a )?(?:food|a meal|meal|anything to eat|a bite|anything)|touched food|had a proper meal) (?:${F})(?:anything |a thing |properly |a proper meal |a meal |solid food |real food |at all |food )?(?:in|for|since|over) (?:${F})(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|a couple|several|many|days|over a|more than (?:\\d+|two|three|a)|almost (?:\\d+|two|three|a)|like (?:\\d+|two|three|four|five)|nearly (?:\\d+|two|three|a)|the (?:past|last) (?:\\d+|two|three|four|five|few|several)) ?(?:days|day|weeks|week)(?![a-z ]{0,40}(?<![a-z])(?:sick|ill|flu|bug|stomach virus|food poisoning|surgery|operation|ramadan|fast for|colonoscopy|religious|covid|wisdom teeth|tooth|dentist))|(?:\\d+|two|three|four|five|six|seven|a few|several) (?:${F})(?:days|day) (?:${F})(?:without|with no) (?:${F})(?:food|eating|a meal|anything to eat)(?![a-z ]{0,40}(?<![a-z])(?:sick|ill|flu|bug|surgery|ramadan|fast))`,
    { negatable: false },
  ),
  rule(
    'eating_disorder.purging',
    'eating_disorder',
    'concern',
    `(?:make|made|making|makes|force|forced|forcing|forces|get|got) (?:${F})myself (?:${F})(?:to )?(?:throw up|puke|vomit|be sick|gag|purge|sick)(?! (?:with|worrying|thinking|over|about|from (?:stress|worry|anxiety)))|(?:throw|throwing|threw|thrown|puke|puking|puked|vomit|vomiting|vomited) (?:${F})up (?:${F})(?:after (?:${F})(?:every|each|all|eating|i eat|i ate|meals|dinner|lunch|breakfast|food|bingeing|binging)|everything i eat|on purpose|deliberately|to (?:lose|not gain|get rid of|stay)|so i (?:do not|will not|would not) (?:gain|get fat))|(?:throw|throwing|threw|puke|puking|puked|vomit|vomiting|vomited) (?:${F})(?:after (?:${F})(?:every|each|all) (?:meal|meals|time i eat)|on purpose|deliberately|to (?:lose weight|not gain|get rid of the (?:food|calories)))|(?:purge|purging|purged|purges)(?! (?:the|my (?:inbox|email|emails|files|closet|wardrobe|cache|data|contacts|feed|photos|apartment|room|house)|of|list|emails|files|data))|fingers? (?:${F})down my throat|(?:binge|binging|bingeing|binged) (?:${F})(?:and|then) (?:${F})(?:purge|purging|purged|throw up|throwing up|threw up|puke|puking|vomit|vomiting|make myself sick)|(?:take|taking|took|abuse|abusing|using|used|use|pop|popping) (?:${F})(?:\\d+ |a handful of |a whole box of |a box of |lots of |loads of |too many )?(?:laxatives|diet pills|diuretics|laxies|water pills) (?:${F})(?:to (?:lose|get rid|not gain|empty|stay|burn)|after (?:eating|i eat|meals|every meal|bingeing|binging|dinner)|every (?:day|night|time i eat)|so i (?:do not|will not|can) (?:gain|lose|get fat)|instead of eating|again)|(?:chew and spit|chewing and spitting)|(?:over ?exercis(?:e|ing)|work out|exercise|exercising|working out|run|running) (?:${F})(?:for hours |until i (?:faint|collapse|throw up|pass out) |to burn off (?:everything|every calorie|what i ate|the food) )`,
  ),
  rule(
    'eating_disorder.fear-of-food',
    'eating_disorder',
    'concern',
    `(?:feel|feeling|felt|i am|i feel so) (?:${F})(?:disgusting|gross|fat|like a pig|ashamed|huge|revolting|like a whale|dirty|sick with guilt|so guilty|guilty and disgusting) (?:${F})(?:if|when|whenever|every time|after|because|each time) (?:${F})i (?:${F})(?:eat|ate|have eaten|have food|have a meal|even eat|have anything)|(?:scared|afraid|terrified|frightened|fear|phobic) (?:${F})(?:of|to) (?:${F})(?:eating|eat|food|gaining (?:weight|any weight|a pound|a kilo)|get fat|getting fat|put on weight|putting on weight|calories)|(?:do not|no longer) (?:${F})deserve (?:${F})(?:to eat|food|a meal|dinner|lunch|breakfast)|(?:not|never) (?:${F})allowed (?:${F})to (?:${F})eat|(?:hate|hating|punish|punishing) (?:${F})myself (?:${F})(?:for|after|when i|every time i) (?:${F})(?:eat|eating|eaten|ate)|(?:eating|food|every bite|each bite|a single bite|one bite) (?:${F})(?:makes|made) me (?:${F})(?:feel )?(?:disgusting|gross|fat|guilty|want to (?:throw up|die|cry|purge|puke)|hate myself)|(?:need|have|had) to (?:${F})(?:burn off|work off) (?:${F})(?:every|everything|each|all the) (?:calorie|calories|bite|thing i eat|thing i ate)|(?:only|barely|just) (?:${F})(?:eat|eating|ate|allow myself|let myself (?:eat|have)) (?:${F})(?:[1-9]\\d{1,2}|one|two|three) (?:${F})(?:calories|kcal|cals)(?: (?:a|per) day| daily)?|(?:only|just) (?:${F})(?:ate|eat|eaten|had|allowed myself|let myself have) (?:${F})(?:an apple|half an apple|a cracker|a rice cake|a banana|a coffee|black coffee|water|a few bites|one bite|a carrot|some lettuce|a yogurt|one (?:meal|thing|cracker))(?: (?:and|&) (?:a|an|some|one|half an?) [a-z]+)? (?:${F})(?:today|all day|a day|per day|in (?:two|three|four|five|\\d+) days|since (?:yesterday|monday|sunday))|(?:only|barely) (?:${F})(?:let myself|allow myself|eat|have) (?:${F})(?:eat |have )?(?:${F})(?:once|one (?:small )?meal|one thing) (?:${F})(?:a|per|every|each) (?:day|two days|other day|\\d+ days|three days|few days)(?![a-z ]{0,50}(?:fasting|omad|intermittent|ramadan|lent))|(?:weigh|weighing|weighed) myself (?:${F})(?:\\d+|ten|twenty|many|several|so many|multiple) times|(?:weigh|weighing) myself (?:${F})(?:every hour|after every meal|after each meal|constantly|obsessively)|(?:feel|look) (?:${F})(?:fat|huge|enormous|disgusting) (?:${F})(?:even though|but|although) (?:${F})(?:i am|everyone says i am|they say i am|my doctor says i am|people say i am) (?:${F})(?:underweight|too thin|skinny|skin and bones|a healthy weight)|(?:have not|had not|did not) (?:${F})(?:eaten|eat) (?:${F})(?:anything |a thing |properly )?since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week|the weekend|(?:two|three|four|five|\\d+) days ago)(?![a-z ]{0,40}(?<![a-z])(?:sick|ill|flu|bug|surgery|ramadan|fast))|(?:under|less than|fewer than|below|no more than) (?:${F})(?:[1-9]\\d{1,2}) (?:calories|kcal|cals) (?:a|per|each) day|(?:restrict|restricting|restricted) (?:${F})(?:again|my food|calories|food|my eating|what i eat|everything|to)|(?:starve|starving|starved) (?:${F})myself|(?:skip|skipping|skipped) (?:${F})(?:every meal|all (?:my )?meals|meals|eating|food) (?:${F})(?:to (?:lose|be thin|get thin|punish)|so (?:that )?i (?:can|will|do not)|for days|for weeks|again|on purpose)|(?:count|counting) (?:${F})every (?:single )?calorie|pro ?ana|thinspo|thinspiration|meanspo|bonespo|(?:my )?(?:ed|eating disorder|anorexia|bulimia|binge eating disorder|ana|mia) (?:${F})(?:is )?(?:back|again|voice|relapse|getting worse|is winning|thoughts|is taking over|brain|behaviou?rs)|relapsed (?:${F})(?:into|with|on|in) (?:my )?(?:ed|eating disorder|anorexia|bulimia|restricting|purging|binge eating)|i (?:${F})(?:think i|might|probably) (?:${F})(?:have|am developing) (?:an eating disorder|anorexia|bulimia|binge eating disorder)|(?:want|need|have) to (?:${F})(?:see|feel) (?:${F})my (?:${F})(?:bones|ribs|hip bones|collarbones?)|(?:fast|fasting|fasted) (?:${F})(?:for )?(?:days|a week|\\d+ days|several days|a few days) (?:${F})(?:to|so) (?:${F})(?:lose|get thin|be thin|make up|punish|burn)`,
  ),
  rule(
    'eating_disorder.medical',
    'eating_disorder',
    'urgent',
    `(?:fainted|fainting|faint|passed out|pass out|blacked out|black out|collapsed|keep fainting|dizzy|lightheaded|light headed) (?:${F})(?:again |today |at school |at work |twice )?(?:because|since|from|after|when i) (?:${F})(?:i )?(?:have not|did not|not|stopped|skipped|was not|had not|barely) (?:${F})(?:eaten|eat|eating|meals)|(?:vomiting|throwing up|puking|vomit|puke|threw up|throw up) (?:${F})blood|blood (?:${F})(?:in|when) (?:${F})(?:i )?(?:my )?(?:vomit|throw up|puke|purge)|(?:heart|chest) (?:${F})(?:racing|pounding|skipping|fluttering|palpitations|hurts|pain|feels (?:weird|wrong|tight)) (?:${F})(?:after|from|when|since) (?:${F})(?:purging|throwing up|not eating|fasting|laxatives|restricting|bingeing|binging)|(?:my )?(?:period|periods) (?:${F})(?:stopped|have stopped|is gone|are gone) (?:${F})(?:because|since|from) (?:${F})(?:i )?(?:lost|losing|not eating|restricting)|(?:hair|my hair) (?:${F})(?:is )?falling out (?:${F})(?:from|since|because) (?:${F})(?:not eating|restricting|starving)`,
    { negatable: false },
  ),
  // ── plans, preparation, means at hand and indirect intent (added families) ─────────────────────
  rule(
    'plan_preparation.note-for-finder',
    'plan_preparation',
    'imminent',
    `(?:note|notes|letter|letters|message|messages|video|videos|envelope)(?: [a-z]+){0,4} (?:for|to|addressed to) (?:${F})(?:whoever|who ever|the (?:person|one|first person) (?:who|that|to)|anyone who|whomever) (?:${F})(?:finds|find|will find|is going to find|found|comes in) ?(?:me|my body)?|(?:find|finds|found|finding) (?:${F})my (?:dead )?body|(?:they|he|she|someone|somebody|my [a-z]+|you) (?:${F})(?:will|are going to|is going to|gonna) (?:${F})(?:find|see) (?:${F})(?:them|it|the (?:notes?|letters?)|my (?:notes?|letters?)) (?:${F})(?:after|when|once|tomorrow|in the morning)(?: (?:${F})i am (?:${F})(?:gone|dead))?`,
  ),
  rule(
    'plan_preparation.suicide-note-named',
    'plan_preparation',
    'imminent',
    `${NOT_OTHER}(?:wrote|written|writing|write|finished|left|drafted|have|got|hid|hidden|keep|kept|started|typed|my|a) (?:${F})(?:a |my |the )?suicide (?:${F})(?:note|notes|letter|letters|video|message)`,
  ),
  rule(
    'plan_preparation.stash',
    'plan_preparation',
    'imminent',
    `(?:a |my |the |this )?(?:${F})(?:whole |big |huge |little |small |secret |hidden |growing )?(?:stash|stockpile|hoard) of (?:${F})(?:my |her |his |the |these |those |[a-z]+s |[a-z]+'s )?(?:${F})${PILLS}|${PILLS} (?:${F})(?:are |is |were |was |all |been )?(?:${F})(?:hidden|stashed|hid|tucked away|stockpiled|saved up|saved|put away) (?:${F})(?:in|under|behind|inside|at the (?:back|bottom) of) (?:${F})(?:my|the|a|our)`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.place-and-time',
    'plan_preparation',
    'imminent',
    `(?:picked|chosen|chose|set|decided on|planned|know|have|got|figured out|found|settled on|worked out|sorted) (?:${F})(?:the |a |my )?(?:place|date|day|time|spot|location|method|bridge|way|how) (?:and|&) (?:the |a |my )?(?:place|date|day|time|spot|location|method|way|hour|when|where)(?! (?:for|of|to meet|with|at) (?!it(?=\\n|$| )))`,
  ),
  rule(
    'plan_preparation.everything-ready',
    'plan_preparation',
    'imminent',
    `(?:i have|i have got|i got|got|i am|i) (?:${F})(?:everything|it all|all of it|the things i need|what i need|everything i need) (?:${F})(?:ready|prepared|set up|sorted|in place|planned|arranged|figured out|worked out|lined up)(?=\\n|$| (?:now|for tonight|for it|i think|and))|everything is (?:${F})(?:ready|in place|set|prepared|sorted)(?=\\n|$| (?:now|for tonight|i think))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.letters-written',
    'plan_preparation',
    'imminent',
    `(?:wrote|written|writing|write|finished|finishing|left|leaving|drafted|done|did|have|made|recorded|hid|put|hidden|typed) (?:${F})(?:a |my |the |some |all |all my |all the |these |those |few |a few |several |\\d+ |one |two |three |four |five )?(?:${F})(?:notes?|letters?|videos?) (?:${F})(?:for|to) (?:${F})(?:my |each of my |all of my |all my |each )?(?:mom|mum|mother|dad|father|parents|family|sister|sisters|brother|brothers|kids|children|son|sons|daughter|daughters|wife|husband|partner|boyfriend|girlfriend|best friend|friends|grandma|grandpa|nan|gran|everyone|everybody|them all|each of them|each one of them|loved ones)(?=\\n|$| )|(?:wrote|written|finished|finishing|left|drafted|done|did|have|hid|put|hidden|typed) (?:${F})(?:all )?(?:the|my|all the|all my|some) (?:${F})(?:letters|notes)(?=\\n|$| (?:and|for|to|already|today|tonight|last night|yesterday|under|on|in|so|now))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.giving-things',
    'plan_preparation',
    'imminent',
    `(?<!(?:we|they|he|she|you) (?:${F}))(?:gave|giving|given|give|gifted|handed|handing|left|leaving) (?:${F})(?:away )?(?:my|all my|all of my) (?:${F})(?:[a-z0-9]+ ){0,2}(?:(?:and|&) (?:my |all my |all of my |the )?(?:[a-z0-9]+ ){1,2})?(?:away )?to (?:${F})(?:my |a |the |our |his |her )?(?:[a-z]+ ){0,2}(?:brother|sister|cousin|cousins|friend|best friend|best mate|mate|mates|friends|neighbou?r|neighbou?rs|mom|mum|dad|nephew|niece|roommate|flatmate|coworker|colleague|son|daughter|kids|grandma|nan|[a-z]+ next door|next door|[a-z]+ downstairs|[a-z]+ upstairs)(?! (?:for (?:the|his|her|their) (?:birthday|christmas|wedding|trip|holiday)|because (?:i|we) (?:am|are) (?:moving|leaving for)|(?:when|since|as) (?:i|we) (?:move|moved|am moving|are moving)))${PRACTICAL}`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.not-needing',
    'plan_preparation',
    'imminent',
    `(?:will not|do not|no longer|not going to|wont) (?:${F})(?:be )?(?:need|needing) (?:${F})(?:them|it|these|those|this|any of (?:it|this|them|my stuff)|my (?:stuff|things|clothes|phone|money|room)) (?:${F})(?:where i am going|anymore|any more|after (?:tonight|this week|today|this weekend)|for much longer|much longer|soon)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.goodbye-words',
    'plan_preparation',
    'imminent',
    `(?:please )?tell (?:${F})(?:my (?:mom|mum|mother|dad|father|parents|family|sister|brother|kids|children|son|daughter|wife|husband|partner|girlfriend|boyfriend|friends|best friend|nan|grandma|grandpa)|them|everyone|everybody) (?:that )?i (?:${F})(?:love|loved|am sorry|was sorry|will miss|miss)(?: (?:her|him|them|you|everyone|all of you|so much))?(?=\\n|$)|(?:please )?(?:do not|never) blame (?:${F})(?:yourself|yourselves|anyone|anybody|each other|my (?:mom|mum|dad|parents|family))(?=\\n|$| for (?:this|what|it|my))|(?:it|this) (?:is|was) (?:not|never) (?:${F})(?:your|anyone's|anybodys|their|his|her) fault(?=\\n|$| (?:mom|mum|dad|i|please|okay))|thank you for (?:${F})(?:everything|being my (?:friend|mom|mum|dad|sister|brother))(?= (?:goodbye|bye|i love|i am sorry|forgive)|\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.understand-why',
    'plan_preparation',
    'imminent',
    `(?:they|you|she|he|everyone|everybody|my (?:family|parents|mom|mum|dad|kids)|people) (?:${F})(?:will|would|are going to|might|is going to|will all) (?:${F})(?:understand|know|see|get it|find out) (?:${F})(?:one day |someday |some day |eventually |later |soon |then |in time )?(?:${F})why i (?:${F})(?:did it|did this|had to (?:do it|do this|go|leave)|left|went|am doing this|chose this|did what i did)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.ending-it',
    'intent',
    'imminent',
    `i am (?:${F})(?:ending|doing) it(?=\\n|$| (?:now|tonight|today|this time|for real|honestly|then|after|when|once|before|later|this (?:evening|weekend|afternoon)|tomorrow))|(?:i am|i will|i am going to|going to) (?:${F})do it (?:${F})this time(?=\\n|$| for real| i swear| i promise)|i know (?:${F})what (?:${F})(?:it is|its|it's|they are|that is|this is) for(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.leaving-time',
    'plan_preparation',
    'imminent',
    `(?<!(?:where|what|how|when|if|because|since|why|who|think|know|where ever|wherever) )i am (?:${F})(?:going|leaving|off|going away)(?=\\n|$| (?:now|tonight|for good|forever|for ever)(?:\\n|$))|not (?:going to )?be (?:here|around) (?:${F})(?:after|by|past|come) (?:${F})(?:tonight|tomorrow|this weekend|the weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|morning)`,
    { weak: true, negatable: false },
  ),
  rule(
    'passive_ideation.just-done',
    'passive_ideation',
    'concern',
    `i am (?:${F})(?:done|finished|so done|over it all|out of fight|so tired of fighting)(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.decided-not-here',
    'intent',
    'imminent',
    `(?:decided|made up my mind|made the decision|made my decision|i know) (?:that )?i (?:${F})(?:am not going to|will not|am not gonna|will no longer|am not) (?:${F})(?:be here|be around|be alive|exist|live|wake up|be on this earth|see (?:another|the next|next))(?! (?:for|at|in|on) (?:the|this|that|my|your|his|her|our|christmas|thanksgiving) ?(?:party|meeting|trip|holiday|weekend|wedding|dinner|game|class|office|city|town|country)?)|(?:by|before|come|at|around) (?:${F})(?:this time |the time (?:you|anyone|they) (?:read|see) this )?(?:tomorrow|tonight|morning|sunrise|the weekend|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|night))? (?:${F})i (?:${F})(?:will|would|am going to|will already|should|will have) (?:${F})(?:be gone(?=\\n|$| for good| forever| for ever)|be dead|not be (?:here|alive|around) anymore|no longer be (?:here|alive)|be at peace|be in a better place|have done it|have ended it)`,
  ),
  rule(
    'intent.not-a-problem',
    'intent',
    'imminent',
    `(?:will not|am not going to|not going to|will no longer|am not gonna) (?:${F})(?:be a (?:problem|burden|bother|nuisance|worry)) (?:${F})(?:for|to) (?:${F})(?:anyone|anybody|you|you all|them|everyone|my family|any of you|people|this world) (?:${F})(?:much longer|for (?:much )?longer|for long|anymore|any more|after (?:tonight|today|this))`,
  ),
  rule(
    'intent.not-deal-with-me',
    'intent',
    'imminent',
    `(?:you|they|no one|nobody|everyone|my (?:family|parents|mom|mum|dad)) (?:${F})(?:will not|are not going to|will never|will no longer|wont) (?:${F})(?:have to|need to) (?:${F})(?:worry about|deal with|put up with|hear from|see) (?:me|my face) (?:${F})(?:anymore|any more|much longer|for much longer|after (?:tonight|today|this)|ever again)`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.has-pills',
    'method_means',
    'urgent',
    `(?:i have|i have got|i got|got|i still have|i have all|holding|i am holding) (?:${F})(?:the|my|all the|all my|enough|a (?:bottle|box|pack|packet|handful) of|so many|a lot of|\\d+) (?:${F})${PILLS}(?=\\n|$| (?:now|here|ready|right here|with me|tonight|and|but|so|in my (?:hand|room|bag|drawer|pocket)))|(?:got|get|getting|managed to get|have got|finally got) (?:${F})(?:my hands on|hold of|ahold of) (?:${F})(?:(?:some|a lot|loads|lots|enough|all|plenty|a (?:bottle|box|pack|stash|bunch|load)) of )?(?:(?:my|the|her|his|some) )?(?:[a-z']+ )?(?:${F})${PILLS}`,
    { weak: true },
  ),
  rule(
    'method_means.enough-to',
    'method_means',
    'urgent',
    `(?:enough|so many|plenty of) (?:${F})(?:of )?(?:my |the |these |those |her |his |[a-z]+s )?(?:[a-z]+ )?${PILLS}(?: [a-z]+){0,5} to (?:${F})(?:kill (?:me|myself)|die|end (?:it|my life|things)|not wake up|never wake up|overdose|od|do it|take my life|finish (?:it|me))`,
  ),
  rule(
    'method_means.pills-right-here',
    'method_means',
    'imminent',
    `(?:the |my |all my |all the |these |those |all of my |a bottle of |a handful of )${PILLS} (?:are|is) (?:${F})right (?:here (?:next to me|with me|beside me|in front of me|in my hand)|next to me|beside me|in front of me|in my hand|here(?=\\n|$))|(?:i have|i have got|i got|got|there is|there are) (?:${F})(?:a |the )?(?:whole |full |entire |big )?(?:bottle|box|pack|packet|handful|stash|pile) of (?:${F})(?:[a-z]+ )?${PILLS} (?:${F})(?:right )?(?:here (?:with me|next to me|beside me|in front of me)|next to me|beside me|in front of me|in my (?:hand|hands|lap|pocket))|(?:holding|i am holding|i have in my hand|in my hand i have) (?:${F})(?:a handful of|a bottle of|the whole bottle of|all my|all the|all of my) ${PILLS}`,
  ),
  rule(
    'method_means.use-on-myself',
    'method_means',
    'urgent',
    `(?:thinking (?:about|of)|think (?:about|of)|thought (?:about|of)|want to|wanted to|going to|gonna|tempted to|urge to|could just|might just|should just|keep thinking about|imagine|imagining|considering) (?:${F})(?:use|using|turn|turning|point|pointing) (?:${F})(?:it|them|that|one|the gun|the knife|the rope|the pills) (?:${F})(?:on|at|against) myself(?!(?: [a-z]+){0,4} (?:cream|lotion|serum|mask|shampoo|product|makeup|dye|spray|oil|gel|hair|face|skin care|skincare|tan|perfume))|${NOT_OTHER}(?:use|using|used|turn|turning|turned|point|pointing|pointed) (?:${F})(?:the|a|his|her|my|dad's|dads|my dad's) (?:gun|pistol|rifle|shotgun|revolver|knife|blade|razor) (?:${F})(?:on|at|against) myself|(?:put|putting|hold|holding|held|pressed|pressing) (?:${F})(?:the|a|his|my|dad's|dads) (?:gun|pistol|barrel|revolver|shotgun) (?:${F})(?:to|in|against|under) my (?:head|mouth|temple|chin|chest)`,
  ),
  rule(
    'method_means.gun-where',
    'method_means',
    'urgent',
    `(?:dads|dad's|my [a-z]+s|my [a-z]+'s|the|a|his|our|my) (?:gun|guns|pistol|rifle|shotgun|revolver|firearm) (?:is|are|sits|stays) (?:${F})(?:kept )?(?:in|under|on top of|behind) (?:the|his|her|my|our) (?:closet|drawer|safe|garage|wardrobe|nightstand|cabinet|basement|attic|room|bedroom|car)|(?:know|found out|figured out|found) (?:${F})where (?:${F})(?:the key|the keys|the code|the combination|(?:he|she|they|my [a-z]+) (?:keeps|keep|hides|hide) (?:the|his|her|their) (?:gun|guns|pistol|rifle|key|keys|pills|meds))`,
    { weak: true },
  ),
  rule(
    'method_means.step-in-front',
    'method_means',
    'urgent',
    `(?:thinking (?:about|of)|think (?:about|of)|thought (?:about|of)|want to|wanted to|going to|tempted to|urge to|urges to|could just|might just|should just|keep thinking about|imagine|imagining|considering) (?:${F})(?:step|stepping|jump|jumping|throw myself|throwing myself|walk|walking|run|running|lie|lying|lay|fall|falling) (?:${F})(?:out )?(?:in front of|infront of|under|onto) (?:${F})(?:it|one|them|a train|the train|a bus|the bus|a car|the car|a truck|the truck|a lorry|traffic|the traffic|the tracks|oncoming (?:traffic|cars?|trains?))(?=\\n|$| )`,
  ),
  rule(
    'harm_to_others.weapon-taking-it',
    'harm_to_others',
    'imminent',
    `(?:gun|guns|rifle|pistol|weapon|bomb|knife)(?: [a-z]+){0,8} (?:taking|take|bringing|bring|brought|took|carrying) (?:it|them) (?:${F})(?:to|into) (?:${F})(?:school|class|work|campus|the office|church|the party)`,
  ),
  rule(
    'danger_from_others.at-my-door',
    'danger_from_others',
    'imminent',
    `(?:he|she|they|he is|she is|they are|someone is|somebody is|my [a-z]+ is|a man is|a guy is) (?:${F})(?:outside|at|by|in front of|banging on) (?:my|the|our) (?:front |bedroom )?(?:door|window|house|room|flat|apartment|car) (?:${F})with (?:${F})(?:a|his|her|their|the) (?:knife|gun|weapon|bat|baseball bat|axe|hammer|machete|pistol|rifle)`,
    { negatable: false },
  ),
  rule(
    'self_harm.blade-out',
    'self_harm',
    'urgent',
    `(?:the |my )?(?:blade|blades|razor|razors|razor blade|razor blades) (?:${F})(?:came|come|comes|is|are) (?:${F})(?:back )?out (?:${F})again|(?:got|get|took|take|taking|getting|pulled|pulling) (?:${F})(?:the|my) (?:blade|blades|razor|razors|razor blade|razor blades) (?:${F})(?:back )?out (?:${F})(?:again|tonight|last night|today)`,
  ),
  rule(
    'self_harm.tool-on-body',
    'self_harm',
    'urgent',
    `(?:used|use|using|took|take|taking|put|putting|pressed|pressing|held|holding|dragged|dragging|ran|running) (?:${F})(?:a|the|my) (?:razor|blade|razor blade|knife|lighter|scissors|compass|sharpener|hot (?:spoon|knife|metal)|cigarette|pencil sharpener blade) (?:${F})(?:on|to|against|across|into|along|over) (?:${F})my (?:arms?|wrists?|thighs?|stomach|hips?|skin|ankles?|forearms?|belly|chest|shoulders?)(?! (?:to shave|shaving|for shaving))`,
  ),
  rule(
    'self_harm.hide-arms',
    'self_harm',
    'urgent',
    `(?:wear|wearing|wore|keep wearing|always wear) (?:${F})(?:long sleeves|long sleeved (?:shirts|tops)|hoodies?|jumpers?|sweaters?|bracelets|bandages|a jacket|jackets)(?: [a-z]+){0,5} so (?:${F})(?:no one|nobody|noone|people|they|my [a-z]+|others|anyone|no body) (?:${F})(?:can not |will not |does not |do not |would not |never |can )?(?:sees?|notices?|asks? about|finds? out about|sees?) (?:${F})(?:my|the) (?:arms?|wrists?|thighs?|scars|cuts|marks|burns)`,
  ),
  rule(
    'eating_disorder.laxatives',
    'eating_disorder',
    'concern',
    `(?:take|taking|took|abuse|abusing|using|used|use|pop|popping|swallowed|drink|drank|drinking) (?:${F})(?:a bunch of |some |a few |a ton of |tons of |a lot of |lots of |way too many |so many |a handful of |\\d+ )?(?:laxatives|diet pills|diuretics|laxies|water pills|laxative tea|laxative pills|laxative)(?: [a-z]+){0,3} (?:to (?:get rid of|lose|not gain|flush|purge|empty|make up for|undo|cancel|compensate)|after (?:i )?(?:binged|bingeing|binging|eating|a binge|every meal))|(?:binged|binge|binging|bingeing)(?: [a-z]+){0,6} (?:laxatives|purged|threw up|made myself sick|diet pills)`,
  ),
  rule(
    'active_ideation.feel-like-ending',
    'active_ideation',
    'urgent',
    `(?:feel like|felt like|feeling like) (?:${F})ending (?:it|things|everything|my life)(?=\\n|$| (?:all|for real|honestly|tonight|now|today|for good|forever|so bad|lately|again|i))|${NOT_OTHER}(?:want|wanna|wish|ready|need|hoping|hope|longing) (?:${F})to (?:${F})be gone (?:${F})(?:for good|forever|for ever|permanently|from this (?:world|earth)|for real)`,
  ),

  rule(
    'intent.when-they-sleep',
    'intent',
    'imminent',
    `(?:need|wait for|waiting for|wait until|waiting until|waiting till|wait till|once|when|after) (?:${F})(?:everyone|everybody|they|my (?:family|parents|wife|husband|roommate|roommates|partner|kids|flatmates?)|he|she) (?:${F})(?:to )?(?:go|goes|are|is|falls?|fall|gets?|get|has gone|have gone|leave|leaves) (?:${F})(?:to bed|to sleep|asleep|out|to work|away)(?: first)?(?=\\n|$)|(?:waiting|wait) (?:${F})(?:for|until|till) (?:${F})the house (?:${F})(?:is|to be|gets|to get|to go) (?:${F})(?:quiet|empty|dark|asleep)(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'self_harm.on-purpose',
    'self_harm',
    'urgent',
    `i (?:${F})(?:have |just |then )?(?:${F})(?:deliberately |purposely |intentionally )?(?:cut|burn|burnt|burned|hit|punched|scratched|hurt|bruised|scalded|held|put|pressed|slammed|banged|smashed|stabbed|bit|starved)(?: [a-z']+){0,8} (?:on purpose|deliberately|intentionally|to punish myself|because i (?:${F})deserved? it|so it would hurt|so that it would hurt|to feel (?:something|the pain|pain)|to make it hurt|until it (?:blistered|bled|bruised|scarred))|^(?:${F})(?:cut|burnt|burned|burn|scalded|hit|punched|scratched|bruised|stabbed) (?:${F})my (?:arms?|wrists?|legs?|thighs?|hands?|skin|stomach|face|hips?|chest|fingers?)(?: [a-z']+){0,6} (?:on purpose|deliberately|intentionally|to punish myself|so it would hurt)|(?:deliberately|purposely|intentionally|on purpose) (?:cut|cutting|burn|burning|burnt|burned|hit|hitting|punched|scratched|hurt|hurting|bruised|scalded|starved|starving) (?:myself|my (?:arms?|wrists?|legs?|thighs?|hands?|skin|stomach|body|face|head))`,
  ),
  rule(
    'self_harm.wanted-pain',
    'self_harm',
    'urgent',
    `i (?:${F})(?:wanted|want|needed|need) (?:it|myself) to (?:${F})(?:hurt|bleed|feel pain|scar)(?=\\n|$| )|(?:ran|run|running) out of (?:${F})(?:bandages|plasters|band aids|gauze|dressings) (?:${F})for my (?:arms?|wrists?|thighs?|legs?|cuts)`,
    { weak: true },
  ),
  rule(
    'self_harm.bleeding-out-of',
    'self_harm',
    'imminent',
    `blood (?:${F})(?:keeps|is|will not stop|would not stop|does not stop|just keeps) (?:${F})(?:coming|pouring|gushing|running|dripping|spurting|seeping) (?:${F})(?:out of|from|down) my (?:wrists?|arms?|thighs?|legs?|cuts?|neck|throat|stomach)|(?:blood|bleeding)(?: [a-z]+){0,6} (?:soaked|soaking|soaks|bled) (?:${F})(?:through )?(?:a |the |two |three |my |several |all the )?(?:towels?|bandages?|plasters?|sheets?|shirts?|tissues|dressings?)`,
  ),
  rule(
    'plan_preparation.worked-out',
    'plan_preparation',
    'imminent',
    `(?:i have|i) (?:${F})(?:worked|figured|planned|thought|sorted|mapped) (?:it all|everything|it|all of it|the whole thing) out(?=\\n|$| now)|(?:tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|this weekend|next week) (?:night |morning |evening )?(?:${F})(?:is|will be) (?:when|the (?:day|night) when) (?:it|i) (?:${F})(?:happens|will happen|is going to happen|do it|will do it|go|will go|am going|am doing it)(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.loose-ends',
    'plan_preparation',
    'imminent',
    `(?:tying|tied|tie|tidying) up (?:${F})(?:all )?(?:my |the )?loose ends|(?:returned|returning|gave back|giving back|paid back|paying back) (?:${F})everything i (?:${F})(?:borrowed|owe|owed)|(?:deleted|deleting|wiped|wiping) (?:${F})(?:all )?(?:of )?my (?:accounts|socials|social media|profiles|messages|search history|browser history)(?! for (?:my|a) )|(?:left|leaving|wrote|written) (?:${F})(?:instructions|a list) (?:${F})(?:about|for|on) (?:${F})(?:my|who gets|what to do with)|(?:passwords|pin numbers|bank details) (?:${F})(?:are |is )?(?:${F})(?:written down|in an envelope|left) (?:${F})for (?:${F})my|(?:my )?will is (?:${F})(?:signed|done|written|sorted)(?=\\n|$| and)|(?:scheduled|scheduling|set up|timed) (?:${F})(?:an? |the |my )?(?:emails?|messages?|texts?|posts?) (?:${F})(?:to|for) (?:${F})(?:my|everyone|them|her|him)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.after-gone',
    'plan_preparation',
    'imminent',
    `(?:after|when|once) i (?:${F})(?:am|have) (?:${F})(?:gone|dead|passed|died)(?=\\n|$| )|(?:after|when|once) i (?:${F})(?:die|kill myself|do it)(?=\\n|$| (?:tonight|please|i|you|they|my))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.no-one-finds',
    'plan_preparation',
    'imminent',
    `(?:somewhere|a (?:spot|place)|the (?:spot|place)) (?:[a-z]+ ){0,5}where (?:${F})(?:no one|nobody|noone|they|anyone) (?:${F})(?:will|would|can|could|is going to|will not|can not|would not) (?:${F})(?:ever )?find (?:me|my body)(?=\\n|$| ever| in time| until| for days| for weeks| dead)`,
  ),
  rule(
    'method_means.suffocation-supplies',
    'method_means',
    'urgent',
    `(?:bought|ordered|got|buying|ordering|have|getting) (?:${F})(?:the |a |some |a bottle of |a tank of |a canister of |a cylinder of )?(?:helium|nitrogen|charcoal|exit bag|hosepipe|hose pipe)(?! (?:balloons?|for (?:the|my) (?:bbq|barbecue|grill|garden|party|balloons)|(?:bbq|barbecue|grill)))`,
    { weak: true },
  ),
  rule(
    'method_means.exhaust',
    'method_means',
    'imminent',
    `(?:hose|hosepipe|tube|pipe|tubing) (?:${F})(?:to|from|for|on|onto|into|through) (?:${F})(?:the |my )?(?:exhaust|car exhaust|tailpipe|car window)|(?:engine|car|motor) (?:${F})(?:running|on|idling) (?:${F})(?:in|inside) (?:${F})(?:the |a |my |our )?(?:closed |shut |locked )?garage|(?:in|inside) (?:${F})(?:the |a |my |our )?(?:closed |shut |locked )?garage (?:${F})with (?:${F})(?:the )?(?:engine|car|motor) (?:${F})(?:running|on|idling)`,
  ),
  rule(
    'method_means.tied-to',
    'method_means',
    'imminent',
    `(?:rope|belt|cord|cable|scarf|noose|sheet|sheets|tie|dressing gown cord|ligature|lead|leash) (?:${F})(?:is |are |has been |was )?(?:${F})(?:tied|attached|fixed|hooked|secured|fastened|knotted|hung|looped) (?:${F})(?:to|around|round|onto|on|over|from) (?:${F})(?:the|a|my) (?:banister|bannister|banisters|beam|rafter|rafters|ceiling|door|door frame|door handle|doorknob|hook|pipe|railing|rail|tree|branch|bunk bed|wardrobe|loft hatch|stair rail|stairs|light fitting|curtain rail|neck)`,
  ),
  rule(
    'method_means.lethal-question',
    'method_means',
    'urgent',
    `(?:how long|how much|how many|how fast|which|what) (?:[a-z]+ ){0,6}(?:to bleed out|it takes to die|would kill (?:me|a person|someone)|are lethal|is lethal|are deadly|is deadly|is fatal|are fatal|to overdose|to od|deadly in|lethal in|fatal in)(?!(?: [a-z]+){0,4} (?:for|to) (?:a |my |the |your )?(?:dog|dogs|cat|cats|pet|pets|puppy|kitten|child|children|kid|kids|baby|horse|bird|rabbit))|${PILLS}(?: [a-z]+){0,5} (?:would|will|could|is|are|might) (?:${F})(?:be )?(?:enough|plenty|sufficient|lethal|fatal|deadly|do it|do the job|kill me)(?=\\n|$| to (?:die|kill|end|do it|not wake)| (?:for me to die|if i took them all))`,
  ),
  rule(
    'method_means.picture-myself',
    'method_means',
    'urgent',
    `(?:picture|picturing|imagine|imagining|see|seeing|visuali[sz]e|visuali[sz]ing|dream of|dreaming of|dream about|dreaming about|fantasi[sz]e about|fantasi[sz]ing about) (?:${F})myself (?:${F})(?:jumping|falling|stepping|throwing myself|hanging|drowning|bleeding out|being hit by|getting hit by|crashing|swerving|lying in a coffin|in a coffin|dead)(?! (?:in love|for (?:you|him|her)|asleep|behind|from (?:the )?(?:stage|plane) with|into (?:the )?(?:pool|water|lake|sea|bed|your arms)|on stage|at the))|(?:think|thinking|thought) (?:${F})about (?:${F})(?:turning|yanking|jerking|swerving|steering|spinning) (?:${F})the (?:steering )?wheel`,
  ),
  rule(
    'method_means.place-thoughts',
    'method_means',
    'urgent',
    `(?:keep|kept|always|constantly|cannot stop|can not stop) (?:${F})(?:thinking|dreaming|fantasi[sz]ing|obsessing) (?:about|of|over) (?:${F})(?:the|that|a) (?:${F})(?:[a-z]+ )?(?:bridge|cliff|cliffs|roof|rooftop|tracks|railway|overpass|tall building|car park|multi ?storey|ledge|train line|river)(?! (?:project|design|photo|picture|view|game|walk|trip|holiday|restaurant|bar))`,
    {},
  ),
  rule(
    'intent.finish-it',
    'intent',
    'imminent',
    `(?:going to|gonna|will|about to|ready to|i am) (?:${F})(?:finish|finishing|end|ending|do|doing) (?:it|this|things) (?:${F})(?:tonight|today|now|tomorrow|this weekend)(?=\\n|$)|(?:no one|nobody|do not|dont|don't|you can not|you will not|nothing will) (?:${F})(?:try to |can |will |is going to |could )?(?:talk|talking|change|stop) (?:me|my mind) (?:out of (?:it|this)|this time)`,
    { weak: true, negatable: false },
  ),
  rule(
    'active_ideation.end-for-good',
    'active_ideation',
    'urgent',
    `${NOT_OTHER}(?:end|ending|finish|finishing) (?:it|this|things|everything|it all) (?:${F})(?:for good|forever|for ever|permanently|once and for all)(?! (?:with|between) )|${NOT_OTHER}ending (?:${F})(?:it all|everything|my life|my own life)(?! (?:with|between|on a|in|at) )|(?:join|follow|be with) (?:him|her|them|my [a-z]+) (?:${F})(?:in heaven|on the other side|in death|up there|wherever (?:he|she|they) (?:is|are)|in the afterlife)|(?:after|once) (?:the|his|her) funeral (?:${F})i (?:${F})(?:am going to|will|want to|am gonna) (?:${F})(?:join|follow|be with) (?:him|her|them)`,
  ),
  rule(
    'danger_from_others.hits-me',
    'danger_from_others',
    'urgent',
    `(?!my (?:dog|dogs|cat|cats|puppy|kitten|hamster|parrot|bird|horse|rabbit|baby|toddler|little|friend|friends|bestie|mate|mates) )(?:he|she|they|my [a-z]+(?:'s|s)? [a-z]+|my [a-z]+) (?:${F})(?:kicks|kicked|punches|punched|slaps|slapped|beats|chokes|choked|strangles|strangled|shoves|shoved|burns|burned|whips|whipped|drags|dragged|headbutted|stamps on|stamped on|bites|bit) me(?! (?:up|at|in (?:a |the )?(?:game|match|race|fortnite|fifa)|out|off|to |into (?:going|doing|it|this|that)|along|a |awake|under the table|in my sleep (?:lol|haha)|on the (?:back|shoulder|arm|bum|butt|head playfully)|(?:[a-z]+ ){0,4}(?:for a joke|as a joke|jokingly|playfully|for fun|lol|haha|lmao)|(?:playfully|gently|lightly|accidentally|by accident|as a joke|jokingly|for fun)|(?:with|in) (?:a |the )?(?:pillow|snowball|water balloon|ball|game|frisbee)))(?=\\n|$| )`,
  ),
  rule(
    'eating_disorder.living-on',
    'eating_disorder',
    'concern',
    `(?:living|surviving|existing|lived|survived) on (?:${F})(?:black coffee|coffee|water|diet coke|diet soda|air|nothing|gum|ice|lettuce|crackers|apples?|one meal|a (?:few|couple of) (?:crackers|bites)|rice cakes)(?: and [a-z ]{1,30})? (?:for|since) (?:${F})(?:a|\\d+|two|three|four|five|six|seven|days|weeks|over a|more than)|only (?:${F})(?:had|drunk|drank|eaten|ate|consumed) (?:${F})(?:water|black coffee|coffee|tea|diet coke|broth) (?:${F})(?:for|in|since) (?:\\d+|two|three|four|five|six|seven|a) (?:days|weeks|day|week)|chew(?:ing|ed)? (?:${F})(?:my food |food |it )?(?:and|&|then) (?:${F})spit(?:ting)?(?: it)?(?: out)?(?=\\n|$| (?:out|my|most|all|the|it|so|because))|(?:i want|want|wanting|trying) to (?:${F})(?:see|feel|count) my (?:ribs|bones|hip bones|collarbones|spine)`,
  ),
  rule(
    'plan_preparation.keeping-back',
    'plan_preparation',
    'imminent',
    `(?:keep|keeping|kept|hold|holding|held|put|putting|set|setting|stick|sticking) (?:back|aside|away) (?:${F})(?:(?:a few|a couple|some|one|two|one or two|half|a handful) (?:of )?)?(?:my |the |her |his |their )?(?:${F})${PILLS}|(?:keep|keeping|kept|hold|holding|held|put|putting|set|setting) (?:${F})(?:(?:a few|a couple|some|one|two|one or two|half|a handful) (?:of )?)?(?:my |the |her |his |their )?(?:${F})${PILLS} (?:${F})(?:back|aside|away)(?=\\n|$| (?:every|each|for|until|so|and|in))|(?:not taking|skipping|pretending to take|stopped taking) (?:${F})(?:my |the )?${PILLS} (?:${F})(?:and|so i can|so i have|to) (?:${F})(?:save|saving|keep|keeping|hide|hiding|stash|stashing|stockpile|stockpiling|have enough)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.relief',
    'passive_ideation',
    'concern',
    `(?:it )?(?:would|will|must) be (?:${F})(?:such )?(?:a )?(?:relief|release|mercy|blessing|peaceful|so peaceful) (?:${F})(?:to|if i) (?:${F})(?:not be alive|not exist|no longer exist|die|stop existing|never wake up|just die|was dead|were dead|did not exist|did not wake up|was gone|were gone|just disappeared for good|never woke up|died|stop breathing|be dead)`,
  ),
  rule(
    'self_harm.wall-until',
    'self_harm',
    'urgent',
    `(?:punch|punched|punching|hit|hitting|smashed|smashing|bang|banged|banging|slam|slammed|slamming) (?:${F})(?:the |a |my )?(?:wall|walls|door|mirror|window|fist|fists|hand|hands|head) (?:${F})(?:into (?:the |a )?(?:wall|door|mirror|window) )?(?:until|till|til) (?:${F})(?:my )?(?:knuckles|hands?|fists?|fingers?|head|skin) (?:${F})(?:split|cracked|bled|bleed|were bleeding|was bleeding|broke|swelled|bruised|were raw|went numb|were bloody|hurt)`,
  ),
  rule(
    'plan_preparation.funeral',
    'plan_preparation',
    'imminent',
    `(?:chose|chosen|choosing|picked|picking|planned|planning|made|making|wrote|writing|sorted|arranged|arranging|organi[sz]ed|organi[sz]ing|paid for|bought|decided on|picked out|picking out) (?:${F})(?:the |a |my |some |what |out )?(?:[a-z]+ ){0,2}(?:for|at) my (?:own )?funeral|my (?:own )?funeral (?:${F})(?:songs?|playlist|music|outfit|plans?|arrangements|readings?|clothes) (?:${F})(?:are|is) (?:${F})(?:ready|sorted|done|picked|chosen|planned)`,
  ),
  rule(
    'plan_preparation.sorry-for-what',
    'plan_preparation',
    'imminent',
    `(?:sorry|forgive me|i apologi[sz]e) (?:${F})(?:for|about) (?:${F})what (?:${F})(?:i am about to do|i am going to do|i will do|i have to do|i am doing|happens next|comes next|is about to happen|is going to happen|will happen|i am about to put you through)|(?:sorry|forgive me) (?:${F})for (?:${F})(?:leaving you|leaving like this|doing this to you|giving up|not being strong enough)(?=\\n|$| (?:like this|this way|everyone|mum|mom|dad|i))`,
  ),
  rule(
    'plan_preparation.last-time-hear',
    'plan_preparation',
    'imminent',
    `(?:this is|this will be|it will be|this is going to be) (?:${F})the (?:${F})(?:last|final) time (?:${F})(?:you|anyone|anybody|they|you all|everyone|any of you) (?:${F})(?:ever )?(?:will )?(?:ever )?(?:have to |has to |need to |gets? to |will )?(?:hear from|deal with|see|talk to|worry about|put up with) me(?! (?:about|on this|until|before|for a while|this (?:week|month)|today|at))`,
  ),
  rule(
    'plan_preparation.spare-finding',
    'plan_preparation',
    'imminent',
    `so (?:that )?(?:${F})(?:my [a-z]+|no one|nobody|noone|they|the kids|my family|my parents|mum|mom|dad)(?: (?:at home|here|in my family|in the house|i love))? (?:${F})(?:will not|would not|does not|do not|has to|have to|will have to|will not have to|do not have to|does not have to|would not have to|will not be the (?:ones?|person) to|would not be the (?:ones?|person) to|is not the (?:one|person) to|are not the ones to) (?:${F})find (?:me|my body)(?=\\n|$| (?:at home|like that|first|dead|in the morning|there|here))`,
  ),
  rule(
    'method_means.laid-out',
    'method_means',
    'imminent',
    `(?:lined|laid|counted|sorted|set|poured|spread|emptied|popped) (?:${F})(?:up |out )?(?:${F})(?:all )?(?:of )?(?:the |my |these |those |\\d+ )?(?:${F})${PILLS}(?: out| up)? (?:${F})(?:on|in|across|next to|beside|onto|in front of) (?:${F})(?:my|the|me) ?(?:desk|bed|table|floor|counter|nightstand|bedside table|pillow|hand)?`,
  ),
  rule(
    'plan_preparation.sold-and-settled',
    'plan_preparation',
    'imminent',
    `(?:sold|selling|sell|got rid of|getting rid of) (?:${F})(?:most of |all of |all )?my (?:${F})(?:stuff|things|belongings|possessions|everything)|(?:paid off|paying off|cleared|settled|paid back) (?:${F})(?:all )?(?:of )?my (?:debts|bills|loans|tab|debt)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.nobody-knows-why',
    'plan_preparation',
    'imminent',
    `(?:nobody|no one|noone|she|he|they|my [a-z]+) (?:${F})(?:knows|know|does not know|do not know|has no idea|have no idea|did not ask) (?:${F})why(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.make-it-stop',
    'intent',
    'imminent',
    `(?:i am going to|i will|i am gonna|going to|gonna|tonight i|today i|i|ready to|about to) (?:${F})(?:make|making) (?:${F})(?:it|this|everything|all of (?:it|this)|all this|the pain|the voices|the hurt|it all) (?:${F})(?:stop|end) (?:${F})(?:tonight|for good|forever|for ever|permanently|once and for all)`,
  ),
  rule(
    'active_ideation.planning-how',
    'active_ideation',
    'urgent',
    `(?:planning|plan|planned|working out|worked out|figuring out|figured out|thinking through|researching|rehearsing|picturing) (?:${F})(?:how|the way|exactly how|when and how|where and how) (?:${F})(?:i would|i will|i could|i am going to|i might|to) (?:${F})(?:end it|end things|end my life|go through with it|kill myself|die|take my life|unalive myself)`,
  ),
  rule(
    'self_harm.getting-worse',
    'self_harm',
    'urgent',
    `(?:my |the )?(?:self harm|self harming|sh|cutting|burning myself|self injury|urges to cut) (?:${F})(?:is|has|has been|keeps|is getting|has gotten|got|gets|are|have|have been) (?:${F})(?:getting )?(?:so |much |so much |a lot |way |even )?(?:worse|out of control|more often|deeper|every (?:day|night)|more frequent|more and more)`,
  ),
  rule(
    'self_harm.skin-hair',
    'self_harm',
    'urgent',
    `(?:scratch|scratching|scratched|pick|picking|picked|pull|pulling|pulled|bite|biting|bit|dig|digging|dug|claw|clawing) (?:${F})(?:at )?(?:my (?:${F})(?:[a-z]+ )?|myself )?(?:[a-z]+ )?(?:${F})(?:till|til|until) (?:${F})(?:it|i|they|my [a-z]+|the skin|there) (?:${F})(?:bleed|bleeds|bled|bruise|bruised|scar|scarred|is raw|are raw|was raw|is bleeding|am bleeding)|pull(?:ing|ed)? (?:${F})my (?:own )?hair out (?:${F})(?:until|till|til|so much|in clumps|leaving|and now)`,
  ),
  rule(
    'harm_to_others.thoughts-of-harming',
    'harm_to_others',
    'urgent',
    `(?:thoughts? (?:about|of)|thinking (?:about|of)|think about|imagining|imagine|picture|picturing|urge to|urges to|want to|wanna|keep thinking about|fantasi[sz]e about|fantasi[sz]ing about|scared i will|afraid i will|worried i will|scared i might|afraid i might) (?:${F})(?:suffocat(?:e|ing)|smother(?:ing)?|drown(?:ing)?|strangl(?:e|ing)|poison(?:ing)?|shak(?:e|ing)|stab(?:bing)?|throw(?:ing)?|hurt(?:ing)?|kill(?:ing)?|smash(?:ing)?|suffocat\\w*) (?:${F})(?:my|the|our|her|his) (?:baby|babies|son|daughter|kid|kids|child|children|newborn|toddler|partner|husband|wife|mum|mom|dad|brother|sister|flatmate|roommate|neighbou?r|boss)(?! (?:in (?:a|the) (?:game|video game|sims|dream)|at (?:chess|cards|games)))`,
  ),
  rule(
    'harm_to_others.arson',
    'harm_to_others',
    'urgent',
    `(?:i am going to|i will|going to|gonna|want to|wanna|about to|i am gonna|planning to|plan to|i might|thinking about|i could|i should) (?:${F})(?:set fire to|burn down|burn|torch|petrol bomb|firebomb) (?:${F})(?:his|her|their|my [a-z]+'s|my [a-z]+s|the|that) (?:[a-z]+ )?(?:house|flat|apartment|car|place|home|shop|office|school)(?: down)?`,
  ),
  rule(
    'eating_disorder.compensate',
    'eating_disorder',
    'concern',
    `(?:have to|need to|must|make myself|force myself to|i|so i can|then i) (?:${F})(?:do|run|exercise|work out|walk|go on the treadmill|spin|cycle|swim) (?:[a-z0-9]+ ){0,6}(?:to burn (?:it|them|everything|every calorie|off|it all)|to make up for (?:eating|it|what i ate)|so it does not count|so (?:it|they|the calories) do(?:es)? not count|to cancel (?:it|out)|to earn (?:food|my dinner|it|a meal))|(?:will not|do not|refuse to|never) (?:${F})let myself (?:${F})eat(?: anything)?(?: (?:${F})(?:until|till|unless|before|today|this week|for))?`,
  ),
  rule(
    'method_means.fall-height',
    'method_means',
    'urgent',
    `(?:how far|how high|how deep|how tall|how many (?:floors|storeys|stories|metres|meters|feet)) (?:[a-z]+ ){0,6}(?:to die|to be fatal|to kill (?:you|me|a person|someone)|would be fatal|would kill (?:you|me)|is fatal|is lethal|to not survive|to be sure)`,
  ),
  rule(
    'method_means.pills-and-drink',
    'method_means',
    'urgent',
    `(?:all (?:of )?(?:my |the )?|a (?:whole |full )?(?:box|bottle|packet|pack|strip) of |(?:two|three|four|\\d+) (?:boxes|bottles|packets|packs|strips) of |a load of |loads of )(?:[a-z]+ )?${PILLS}(?: [a-z]+){0,3} (?:and|with|plus) (?:${F})(?:a |some |the |my )?(?:bottle of |half a bottle of |can of )?(?:vodka|wine|whisky|whiskey|alcohol|booze|gin|rum|spirits)`,
  ),
  rule(
    'method_means.at-the-edge',
    'method_means',
    'urgent',
    `(?<!(?:we|they|he|she|you|friends|family) )(?:i |i have |i was |i am )?(?:standing|sitting|stood|sat|been standing|been sitting|climbed|climbing) (?:${F})(?:on|at|onto|over) (?:${F})(?:the|a) (?:edge|ledge|railing|parapet|wrong side of the (?:railing|barrier|fence))(?: of (?:the |a |this |that )?(?:[a-z]+ ){0,2}(?:bridge|roof|rooftop|building|cliff|balcony|tower|car park|multistorey|multi storey|platform|overpass|dam|motorway bridge))?(?! (?:of (?:the )?(?:bed|sofa|couch|chair|seat|pool|stage|my seat|bath|table|desk|pier|dock|lake|stream)|and (?:watched|took|looked at|enjoyed)|to (?:watch|take|look|enjoy)|watching|taking (?:photos|pictures)))`,
  ),
  rule(
    'harm_to_others.weapon-to-hurt',
    'harm_to_others',
    'imminent',
    `(?:with|got|have|have got|bringing|taking|carrying|grabbed|grabbing|bought) (?:${F})(?:a|my|the|his|dad's|dads|my dad's|my [a-z]+'s|[a-z]+'s) (?:knife|gun|rifle|pistol|shotgun|blade|machete|bat|hammer|axe)(?: [a-z']+){0,6} (?:to|and|so i can) (?:${F})(?:stab|shoot|kill|hurt|cut|attack|beat|murder) (?:him|her|them|that|my|the|his|everyone)`,
  ),
  rule(
    'danger_from_others.has-weapon',
    'danger_from_others',
    'urgent',
    `(?:he|she|they) (?:${F})(?:has|has got|have got|got|is holding|is carrying|is waving|is brandishing|grabbed) (?:${F})(?:a|his|her|the|my) (?:knife|gun|pistol|rifle|machete|axe|hammer|bat|baseball bat|weapon)(?=\\n|$| (?:and|right now|now|with (?:him|her)|in (?:his|her) hand))`,
    { negatable: false },
  ),
  rule(
    'method_means.rope-with-me',
    'method_means',
    'urgent',
    `(?:the |a |my )(?:rope|noose) (?:${F})(?:is |are )?(?:in|inside) (?:my|the) (?:backpack|bag|car|boot|trunk|pocket|room|locker|wardrobe)(?=\\n|$)`,
    { weak: true },
  ),
  rule(
    'eating_disorder.a-week',
    'eating_disorder',
    'concern',
    `(?:have not|had not|did not|not|have barely|barely|have hardly|hardly) (?:${F})(?:eaten|eat|eating|had (?:any )?food|had a meal) (?:${F})(?:anything |properly |a thing )?(?:in|for|since) (?:${F})(?:a|one|over a|more than a|almost a|nearly a) (?:week|fortnight|whole week)`,
  ),
  rule(
    'eating_disorder.fainting',
    'eating_disorder',
    'urgent',
    `(?:have not|had not|not|barely|hardly|stopped) (?:${F})(?:eaten|eating|eat)(?: [a-z0-9]+){0,8} (?:and|so|now|because) (?:${F})(?:i )?(?:${F})(?:fainted|passed out|keep passing out|keep fainting|blacked out|collapsed|keep blacking out|can not stand up|my heart)`,
  ),
  // ── round 2: indirect families (future absence, goodbyes, arrangements, means in passing) ──────
  rule(
    'passive_ideation.world-fine-without-me',
    'passive_ideation',
    'concern',
    `(?:world|everyone|everybody|people|things|life|everything|my family|they|it) (?:${F})(?:would|will|could|might) (?:${F})(?:keep (?:going|spinning|turning|moving)|go on|carry on|be (?:${F})(?:fine|okay|ok|better|easier|lighter|happier|simpler|the same)|not (?:even )?(?:notice|care|miss me)|barely notice|move on)(?: [a-z]+){0,4} (?:if|when|once) i (?:${F})(?:was|were|am) (?:${F})(?:not|no longer) (?:${F})(?:here|in it|around|alive|in the picture|in this world|on this earth|existing|breathing)(?! (?:to|for|tomorrow|today|this|next|on|at|when|during|in (?:the|a) (?:meeting|team|office|class|group)))|(?:easier|better|simpler|lighter|happier) (?:for (?:everyone|everybody|them|all of them|my family|people) )?(?:[a-z]+ ){0,3}if i (?:${F})(?:was|were) (?:${F})(?:not|no longer) (?:${F})(?:alive|in this world|on this earth|existing|breathing)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.no-future-self',
    'passive_ideation',
    'concern',
    `(?:do not|can not|could not|never|can hardly|struggle to) (?:${F})(?:see|picture|imagine) (?:${F})(?:myself|me) (?:${F})(?:making it|being (?:here|around|alive)|living|surviving|still (?:here|around|alive)|reaching|turning|seeing) (?:${F})(?:that far|much longer|for much longer|to (?:\\d+|twenty|twenty five|thirty|forty|fifty|next year|the end of the year|christmas|my next birthday|adulthood|graduation)|past (?:\\d+|twenty|twenty five|thirty|this year|next year|this winter|this summer|christmas)|another (?:year|birthday|christmas|winter|summer)|\\d+|twenty|thirty|forty|fifty|next year)|(?:do not|can not|never) (?:${F})(?:see|picture|imagine|have) (?:${F})(?:a|any) future (?:${F})(?:for me|with me in it|where i am (?:here|alive|around|in it))|(?:no|not a|not any|there is no|can not see a|can not imagine a) (?:${F})(?:version of (?:the|my) )?future (?:${F})(?:where|with|that has) (?:i am|me) (?:${F})(?:in it|still here|alive|around|still in it)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.stopped-hoping',
    'passive_ideation',
    'concern',
    `i (?:${F})(?:have )?(?:stopped|quit|gave up|given up) (?:${F})(?:pretending|hoping|believing|telling myself|thinking) (?:that )?(?:${F})(?:it|things|anything|life|my life|this) (?:${F})(?:will|can|could|is going to|would)(?: (?:${F})(?:ever )?(?:get better|change|improve|be okay|be ok))?(?=\\n|$| )|(?:nothing|things|it|life|my life) (?:${F})(?:is|are) (?:${F})(?:ever )?(?:going to|gonna) (?:${F})(?:ever )?(?:get better|change|improve|be okay|be different) (?:${F})for me|(?:no|what is the) point (?:in |of )?(?:${F})(?:planning|making plans|thinking about|saving for|waiting|waiting around)(?: (?:${F})(?:next year|the future|a future|my future|anymore|any more|any longer|for (?:anything|it|things)))?(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'passive_ideation.sleep-never-back',
    'passive_ideation',
    'concern',
    `(?:sleep|go to sleep|fall asleep|close my eyes|drift off|lie down)(?: (?:in|on|under) (?:the )?(?:snow|cold|ice|water|tracks|road|river))? (?:${F})(?:and|&) (?:${F})(?:(?:never|not) (?:${F})(?:come back|return|be back|get up again|get up)|stay there(?: forever)?|stay asleep forever)(?! (?:${F})(?:to (?:work|school|this|that|the)|from|until|till|before))`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.will-not-matter',
    'passive_ideation',
    'concern',
    `(?:so )?(?:it|none of (?:this|it)|nothing) (?:${F})(?:does not|will not|would not|is not going to) (?:${F})matter(?: (?:${F})(?:anyway|anymore|any more|soon|much longer))?(?=\\n|$)|none of (?:this|it) (?:${F})(?:matters|will matter|is going to matter)(?: (?:${F})(?:anyway|anymore|any more|soon))?(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'passive_ideation.hope-crash',
    'passive_ideation',
    'concern',
    `(?:hope|hoping|wish|wishing|pray|praying) (?:that )?(?:${F})(?:the|my|this|our) (?:plane|car|bus|train|flight|boat|ship|taxi|uber) (?:${F})(?:crashes|crash|goes down|sinks|flips|hits something)(?! (?:${F})(?:lol|haha))|(?:hope|hoping|wish|wishing|pray|praying) (?:that )?(?:${F})(?:i get|i got|to get|i will get|i am|to be) (?:${F})(?:hit by (?:a|the) (?:car|bus|train|truck|lorry)|run over|in a (?:fatal )?(?:car )?crash|killed in|something fatal|a fatal|struck by lightning)`,
    { negatable: false },
  ),
  rule(
    'active_ideation.remove-myself',
    'active_ideation',
    'urgent',
    `${NOT_OTHER}(?:take|taking|took|remove|removing|removed|erase|erasing|erased|delete|deleting|deleted|get|getting) (?:${F})myself (?:${F})(?:out of (?:the|this) (?:picture|equation|world) (?:${F})(?:for good|permanently|forever)|off this (?:planet|earth|world)|out of existence|from (?:this|the) (?:world|earth|planet|existence)|permanently(?=\\n|$))`,
  ),
  rule(
    'active_ideation.keep-working-out-how',
    'active_ideation',
    'urgent',
    `(?:keep|kept|been|started|always|constantly|can not stop|i am) (?:${F})(?:planning|working out|figuring out|picturing|imagining|rehearsing|thinking through) (?:${F})(?:how|exactly how|when and how|where and how|where) (?:${F})(?:i would|i will|i could|i am going to|i might|i should|to) (?:${F})do it(?=\\n|$| (?:and|but|though|tonight|every|all|i|when|if|again))`,
  ),
  rule(
    'intent.go-through-with-it',
    'intent',
    'imminent',
    `(?:tonight|today|tomorrow|this time|finally|at last|now|really|actually|then) (?:i )?(?:${F})(?:go|going|am going|will go|am gonna go|gonna go|i go) (?:${F})through with it|(?:no one|nobody|nothing|no one's|nobody's|nobody s|no one s|you|do not try to|please do not try to|do not|you can not|you will not) (?:${F})(?:is going to|going to|gonna|can|will|could|is gonna|try to|trying to|is|are)? ?(?:${F})(?:talk|talking) me out of (?:it|this)(?=\\n|$| (?:this time|anymore|now|again|i|it is))|(?<!(?:we|they|he|she|you|have|has|had) )(?:already|finally|it is|it is all|all) decided(?=\\n|$)|(?:i )?(?:have )?made sure of it(?=\\n|$)|(?:going to|gonna|will|about to|i will) (?:${F})do it (?:${F})(?:when|once|as soon as|after) (?:${F})(?:i get home|everyone (?:is asleep|leaves|goes)|they (?:leave|go|are asleep)|the house is (?:empty|quiet)|it gets dark|i am alone|nobody is (?:home|around)|no one is (?:home|around))|(?:tonight|today|tomorrow|this weekend|sunday|saturday|friday) i (?:go|leave|do it|end it)(?=\\n|$)|(?:going to|gonna|about to|will|i think i am going to|i might) (?:${F})do something (?:${F})(?:about it|stupid|drastic|permanent|final|i can not take back)(?=\\n|$| (?:tonight|today|soon|this time|i|and))`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.not-waking-up',
    'intent',
    'urgent',
    `i (?:${F})(?:am not going to|will not|am never going to|am not gonna) (?:${F})wake up (?:${F})(?:tomorrow|again|ever again|in the morning)(?=\\n|$| (?:and|i|so|because|anyway|after))`,
    { negatable: false },
  ),
  rule(
    'intent.gone-after',
    'intent',
    'urgent',
    `(?:will not|am not going to|not going to|may not|might not|probably will not|do not think i will) (?:${F})be (?:${F})(?:around|here|alive) (?:${F})(?:after|past|beyond) (?:${F})(?:this|next|the|tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?: (?:weekend|week|month|year|christmas|summer|birthday|exam|exams|night))?(?=\\n|$| (?:so|anyway|and|which|i|it))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.last-time-hear-more',
    'plan_preparation',
    'imminent',
    `(?:last|final) (?:time|message|text) (?:${F})(?:you|youll|you ll|ull|anyone|anybody|you all|everyone|any of you|u) (?:${F})(?:youll |ull |will |will ever |ever |are going to |get to |gets to |are ever going to )?(?:hear|hears) from me(?! (?:about|on this|until|before|for a while|this (?:week|month)|today|at|regarding|in))`,
  ),
  rule(
    'plan_preparation.after-me-arrangements',
    'plan_preparation',
    'imminent',
    `so (?:that )?(?:no one|nobody|none of you|my family|they|mom|mum|dad|my (?:mom|mum|dad|parents|sister|brother|partner|wife|husband|kids)) (?:${F})(?:has|have|will have|needs|need|will need|would have|does not have|do not have|will not have) to (?:${F})(?:deal with|sort out|clean up|pay for|worry about|handle|find|go through) (?:${F})(?:it|anything|my (?:stuff|mess|things|debts|body|room|affairs)|this|that) (?:${F})(?:after|afterwards|later on|when i am gone|once i am gone)(?=\\n|$)|(?:papers|documents|passwords|insurance|insurance papers|policy|bank details|deeds|keys|pin|will) (?:${F})(?:are|is) (?:${F})(?:where|somewhere) (?:${F})(?:mom|mum|dad|they|she|he|someone|my [a-z]+|everyone|people) (?:${F})(?:can|will|would|could) (?:${F})(?:find|see) (?:them|it)|(?:made sure|making sure) (?:${F})my will is (?:${F})(?:updated|up to date|signed|done|sorted|in order)|(?:who|what) (?:${F})(?:everyone|everybody|each of them|people|they|he|she|my [a-z]+)? ?(?:${F})(?:gets|should get|will get|can have|should have|is getting|gets to keep|can keep|should take|can take) (?:${F})(?:my|from my|of my)|(?:cancelled|canceled|cancelling|canceling|closed|closing) (?:${F})(?:my )?(?:phone contract|phone plan|contract|gym membership|subscriptions|bank account|accounts|lease|tenancy)|(?:writing|wrote|written|write|messaged|texted) (?:${F})to (?:${F})(?:everyone|everybody|all the people|the people) i (?:${F})(?:care about|love|loved|care for)|the (?:envelopes|letters|notes) (?:${F})(?:are|is) (?:${F})(?:on|in|under) (?:${F})my (?:bed|desk|table|pillow|room|drawer|dresser)|(?:recorded|made|wrote|left|filmed) (?:${F})(?:a|the) (?:video|letter|note|message|voice note|recording) (?:${F})for (?:${F})(?:my [a-z]+|her|him|them|everyone|my family) (?:${F})(?:explaining|saying|telling)|(?:can|will|could) (?:${F})(?:watch|read|open|listen to) (?:it|them) (?:when|once) (?:she|he|they) (?:is|are|gets|get) (?:older|grown up|old enough|bigger)|(?:she|he|they|my [a-z]+) (?:will|is going to|are going to) (?:need|have) (?:it|them) (?:soon|before long)(?=\\n|$)|(?:said|saying) goodbye to (?:${F})my (?:dog|cat|pets|cats|dogs|rabbit|horse|bird)(?! (?:before|at|for the|this morning before))|(?:my )?(?:neighbou?r|sister|brother|friend|mum|mom|dad|nan|aunt|uncle|cousin|best friend) (?:${F})(?:will|is going to|can|agreed to) (?:${F})(?:take|look after|have|keep|adopt) (?:him|her|them|my (?:dog|cat|pets|cats|dogs|rabbit))(?=\\n|$| (?:now|after|from now|for good|forever))|(?:i )?(?:already )?know (?:${F})(?:exactly )?where i (?:${F})(?:will|am going to|would) (?:go|do it)(?=\\n|$)|where (?:${F})(?:no one|nobody|noone|none of them) (?:${F})(?:checks|goes|comes|looks|will (?:find|see|look|check|stop) me|would (?:find|see|stop) me|can (?:find|see|stop) me|could (?:find|see|stop) me|is going to (?:find|see) me)|(?:you were|you have been|you are) the only (?:one|person|thing) (?:who|that) (?:${F})(?:ever )?(?:listened|cared|understood|helped|got me|was there)(?! (?:today|tonight|this week))|(?:thanks|thank you|thx) (?:so much )?for everything(?=\\n|$)|(?:cleared|clearing|cleaned) out (?:${F})(?:all )?(?:of )?my (?:room|things|stuff|wardrobe|desk|locker|belongings)|(?:sold|selling|sold off) (?:${F})(?:all )?(?:of )?my [a-z]+ (?:and|&) (?:${F})(?:my|all my) [a-z]+|(?:bank card|card|pin|pin number|passwords?|bank details|keys|savings) (?:${F})(?:and (?:my |the )?(?:pin|pin number|passwords?|card) )?(?:${F})(?:in an envelope|written down|on the (?:table|desk|side)|in (?:my|the) (?:desk|drawer)) (?:${F})for (?:${F})(?:my [a-z]+|her|him|them)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.my-goodbyes',
    'plan_preparation',
    'imminent',
    `(?:wrote down|written down|writing down|made a list of|making a list of|listed|wrote a list of) (?:${F})(?:who gets|who should get|who can have|who will get|what everyone (?:should|will|can|gets to) (?:get|have|keep)|who (?:should|will|can) (?:have|get|take|keep)) (?:${F})(?:my|from my|what)|(?:wrote|written|writing|typed|recorded|left|finished|drafted) (?:${F})my (?:${F})(?:goodbyes|goodbye (?:letters?|notes?|messages?|videos?)|farewell (?:letters?|notes?|messages?))`,
    { negatable: false },
  ),
  rule(
    'method_means.high-place-in-passing',
    'method_means',
    'urgent',
    `(?:spot|place|ledge|edge|way|access|door|stairs|stairwell|gap in the fence) (?:${F})(?:on|at|to|of|off|onto|near|under|up to|up onto|up|into) (?:${F})(?:the |a |that |this |our )?(?:[a-z]+ )?(?:roof|rooftop|bridge|cliff|cliffs|overpass|car park|parking garage|parking structure|multi storey|tracks|railway line|rail line|top floor|tower block)|(?:leaning|lean|leaned|hanging|looking|staring|standing|climbing|climbed|sitting) (?:${F})(?:over|on|down from|off|onto|up on) (?:${F})(?:the|my|our|a) (?:balcony|railing|railings|edge|ledge|parapet|bridge railing|window ledge|roof edge)`,
    { weak: true, negatable: false },
  ),
  rule(
    'passive_ideation.how-easy',
    'passive_ideation',
    'concern',
    `(?:thinking|think|thought|thinking about|wondering|realised|realized|realising|realizing|thinkin|wonderin) (?:${F})(?:about )?how easy (?:${F})it (?:${F})(?:would|could|will) be(?=\\n|$| (?:to|if|honestly|tbh))`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.how-easy-to',
    'method_means',
    'urgent',
    `how easy (?:${F})it (?:${F})(?:would|could|will) be (?:${F})to (?:${F})(?:jump|fall|let go|step off|step out|lean too far|swerve|drive off|drive into|turn the wheel|take them all|take all of them|swallow them all|end it|end things|just go|slip off)`,
    { negatable: false },
  ),
  rule(
    'method_means.pills-open-at-hand',
    'method_means',
    'urgent',
    `(?:bottle|box|boxes|pack|packet|packets|handful|pile|load|stack|tub|jar) of (?:${F})(?:my |the |her |his )?${PILLS} (?:${F})(?:is |are )?(?:${F})(?:open|opened|out|emptied|poured out|counted out|lined up|laid out) (?:${F})(?:in front of me|next to me|beside me|in my hands?|on my lap|on (?:the|my) bed)(?! (?:for|because) (?:my|a|the|this) (?:headache|migraine|cold|flu|period|cramps|back|tooth|fever))`,
    { negatable: false },
  ),
  rule(
    'method_means.means-stowed',
    'method_means',
    'urgent',
    `(?:the|a|my) (?:rope|noose|hose|hosepipe|charcoal) (?:${F})(?:is|are) (?:${F})(?:packed |hidden |stashed |waiting |ready )?(?:${F})(?:in|inside) (?:${F})(?:the|my) (?:boot|trunk|backpack|bag|car|glovebox|glove box|jacket|coat|pocket)|(?:got|have|put|packed|keeping|kept|hid|hidden) (?:${F})(?:the|a|my) (?:rope|noose|hose|hosepipe|pills|tablets|blade|razor|gun|knife|charcoal) (?:${F})(?:in|inside|into) (?:${F})(?:the|my) (?:boot|trunk|backpack|bag|car|glovebox|glove box|jacket|coat|pocket)(?: of my car)?(?=\\n|$| (?:already|now|ready))`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.relatives-gun',
    'method_means',
    'urgent',
    `(?:got|have|have got|took|taken|grabbed|borrowed|stole|stolen) (?:${F})(?:my|his|her) (?:[a-z]+s |[a-z]+'s )(?:old |new |loaded |hunting )?(?:gun|shotgun|rifle|pistol|handgun|revolver)(?! (?:license|licence|range|safety|class|lesson|course|permit|for (?:hunting|the range|target|sport|deer|clay)|to (?:the range|go hunting|hunt|clean|sell)))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.parked-up-at',
    'plan_preparation',
    'imminent',
    `(?:i am |i have )?(?:parked|parking|sitting|waiting|i am)(?: up)? (?:${F})(?:by|in|at|near|next to) (?:${F})(?:the )?(?:woods|forest|cliffs|cliff|bridge|quarry|reservoir|lake|river|railway|tracks|station platform)(?=\\n|$| (?:now|alone|right now))`,
    { weak: true, negatable: false },
  ),
  rule(
    'self_harm.tool-on-body-more',
    'self_harm',
    'urgent',
    `(?:keep|kept|been|started|start|i am|i have been|still|always) (?:${F})(?:burning|cutting|scratching|carving|bruising|hitting|punching|stabbing) (?:${F})(?:my|myself on my|myself on the) (?:arms?|wrists?|thighs?|legs?|hands?|stomach|hips?|skin|ankles?|forearms?|belly|chest|shoulders?|fingers?|palms?) (?:${F})(?:with|using|on) (?:${F})(?:a|the|my) (?:lighter|razor|blade|knife|cigarette|iron|hot (?:spoon|knife|metal|water)|scissors|compass|matches|lighter|sharpener|pen knife|penknife)|(?:burn|burned|burnt|cut|scratched|carved) (?:${F})(?:my) (?:arms?|wrists?|thighs?|legs?|hands?|stomach|hips?|skin|ankles?|forearms?|belly|chest|palms?) (?:${F})(?:with|using) (?:${F})(?:a|the|my) (?:lighter|razor|blade|knife|cigarette|iron|hot (?:spoon|knife|metal)|scissors|compass|sharpener)(?= (?:${F})(?:on purpose|again|when i|whenever|every time|to feel|to cope|to calm|until|till|because i))`,
  ),
  rule(
    'self_harm.wound-care',
    'self_harm',
    'urgent',
    `(?:running|ran|run|going|gone) (?:${F})(?:out of|through) (?:${F})(?:plasters|bandages|band aids|bandaids|gauze|steri strips|dressings) (?:${F})for (?:${F})my (?:arms?|wrists?|thighs?|legs?|cuts|burns|stomach)|my (?:arms?|wrists?|thighs?|legs?|stomach|hips?) (?:${F})(?:are|is) (?:${F})(?:covered in|full of|covered with) (?:${F})(?:fresh|new|deep|open) (?:marks|cuts|scratches|burns|wounds|slashes)|the (?:cut|cuts|gash|wound) on my (?:arm|arms|wrist|wrists|thigh|thighs|leg|stomach) (?:${F})(?:is|are|keeps|will not stop) (?:${F})(?:gaping|pouring|soaking|bleeding through|still bleeding|not stopping|wide open)`,
    { negatable: false },
  ),
  rule(
    'harm_to_others.weapon-to-them',
    'harm_to_others',
    'urgent',
    `(?:taking|bringing|take|bring|brought|took|carrying|packed|putting) (?:${F})(?:my |the |a |his |her |[a-z]+s |[a-z]+'s |my [a-z]+s |my [a-z]+'s )?(?:gun|knife|rifle|shotgun|pistol|machete|blade|axe|handgun) (?:${F})(?:to|into|round to|over to) (?:${F})(?:his|her|their) (?:house|place|flat|work|school|office|home|party|door)(?! (?:to (?:help|cook|carve|cut|chop|fix|sharpen|lend|return|give|show))| (?:for (?:dinner|cooking|carving|the (?:barbecue|bbq|turkey|party))))|(?:to|and|gonna|going to|i will|i am going to) (?:${F})(?:shoot|stab) (?:${F})(?:him|her|them|my (?:dad|father|mum|mom|stepdad|brother|sister|ex|boss|husband|wife|teacher|neighbou?r))(?=\\n|$| (?:tonight|today|tomorrow|when|once|with|and|before|after|dead|in))`,
  ),
  rule(
    'intent.heading-to-them',
    'intent',
    'urgent',
    `(?:he|she|they|he is|she is|they are) (?:${F})(?:is |are )?(?:going to|gonna|will) (?:${F})pay for (?:what (?:he|she|they) (?:did|has done|have done|said)|everything|this|hurting (?:me|my [a-z]+))(?=\\n|$| (?:to me|to my [a-z]+|i|and|tonight|today))|(?:i )?know (?:${F})(?:exactly )?(?:where|what time|when) (?:he|she|they|my [a-z]+) (?:lives|live|parks|park|works|work|sleeps|leaves|finishes|gets off|walks home|goes|drinks|hangs out|trains|stays|goes out)(?=\\n|$| (?:and|now|work|every|on|at))|(?:waiting|wait|driving|going|heading|walking|on my way) (?:${F})(?:for (?:him|her|them) )?(?:to|outside|at|near|by|round to|over to) (?:${F})(?:his|her|their) (?:work|house|place|flat|school|office|home|car|door)(?=\\n|$| (?:now|tonight|right now|later))`,
    { weak: true, negatable: false },
  ),
  rule(
    'danger_from_others.make-sure-nobody-finds',
    'danger_from_others',
    'urgent',
    `(?:he|she|they|my [a-z]+) (?:${F})(?:would|will|is going to|are going to|is gonna|said he would|said she would|said they would|swore he would|threatened to) (?:${F})(?:make sure (?:${F})(?:no one|nobody|noone) (?:${F})(?:ever )?(?:finds|find|sees|see|hears from|will find|would find) me|make me disappear|bury me|end me|hunt me down|find me and (?:kill|hurt) me|make me (?:pay|regret it))`,
    { negatable: false },
  ),
  rule(
    'eating_disorder.exercise-because-ate',
    'eating_disorder',
    'concern',
    `(?:ran|run|running|exercised|exercising|worked out|working out|treadmill|cardio|laps|gym|spin|cycled|walked|jogged|swam|skipping) (?:[a-z0-9]+ ){0,8}(?:because|cause|cos|since) (?:${F})i (?:${F})(?:ate|had|had eaten|binged on|snacked on|gave in and ate) (?:${F})(?:a |an |one |some |that |the |two |too much |half a |a whole |a single )?(?:[a-z]+ ){0,2}(?:cookie|cookies|biscuit|biscuits|cake|pizza|chocolate|dessert|breakfast|lunch|dinner|snack|snacks|food|meal|carbs|bread|pasta|sweets|candy|ice cream|burger|chips|crisps|fries|donut|doughnut|bite|apple|banana|sandwich)|(?:ran|run|running|exercised|exercising|worked out|working out|walked|cycled) (?:[a-z0-9]+ ){0,10}(?:so|so that) (?:it|they|the calories|the food) (?:do|does) not count|(?:have not|had not|did not|not|do not|refuse to) (?:${F})(?:let|allowed|allow) (?:${F})myself (?:${F})(?:to )?eat|(?:not|am not|i am not) (?:${F})allowed (?:${F})(?:to eat )?(?:until|till|unless) i (?:${F})(?:lose|drop|weigh|get (?:down )?to|hit|reach|get under)`,
    { negatable: false },
  ),
  rule(
    'intent.not-have-to-put-up-with-me',
    'intent',
    'urgent',
    `(?:no one|nobody|you|they|anyone|everyone|my [a-z]+|you all|none of you) (?:${F})(?:will|would|is going to|are going to|will not|would not|is not going to|are not going to) (?:${F})(?:have to |need to |ever have to )?(?:put up with|deal with|see|worry about|look at|carry) (?:me|my (?:ugly |stupid )?face|my shit|my mess) (?:${F})(?:for (?:much )?longer|much longer|for long|again|ever again|anymore|any more|soon)(?=\\n|$| (?:i|after|and|so|because|promise))`,
    { negatable: false },
  ),
  rule(
    'method_means.stop-vital-medicine',
    'method_means',
    'urgent',
    `(?:stopping|stop|stopped|skipping|skip|quit|quitting|not taking) (?:${F})(?:taking )?my (?:insulin|heart (?:meds|medication|pills|tablets)|blood thinners|dialysis|transplant meds|seizure meds|epilepsy meds) (?:${F})(?:and|so|to) (?:i can |i could |i will |i might )?(?:${F})(?:let it happen|letting it happen|let myself die|letting myself die|die|see what happens|let nature take its course|let it (?:end|take me)|letting it (?:end|take me)|fade)`,
    { negatable: false },
  ),
  rule(
    'method_means.tallest-near-me',
    'method_means',
    'urgent',
    `(?:googling|googled|searching|searched|looking up|looked up|researching|researched|checking|checked) (?:${F})(?:the )?(?:tallest|highest) (?:buildings?|bridges?|cliffs?|car parks?|multi storeys?|towers?|places?|points?) (?:${F})(?:near me|around here|nearby|close to me|in (?:my|this) (?:town|city|area))`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.pills-hidden-away',
    'plan_preparation',
    'imminent',
    `(?:saving|saved|hoarding|hoarded|stashing|stashed|hiding|hid|keeping back|kept back|putting aside|put aside) (?:${F})(?:up )?(?:my|the|all my|all the|some of my) (?:[a-z]+ )?${PILLS} (?:${F})(?:in|under|inside|behind) (?:${F})(?:a|my|the|an old) (?:sock|socks|drawer|box|shoe|shoebox|tin|bag|envelope|jar|pillow|pillowcase|mattress|wardrobe|bra|coat pocket)`,
    { negatable: false },
  ),
  rule(
    'harm_to_others.put-in-ground',
    'harm_to_others',
    'urgent',
    `(?:i will|ill|i am going to|i am gonna|gonna|going to|i swear i will|i would) (?:${F})put (?:him|her|them|that [a-z]+|my [a-z]+) (?:${F})(?:in the ground|six feet under|in (?:a|the) (?:grave|coffin|box|morgue))(?! (?:${F})(?:lol|haha|lmao|xd))`,
  ),
  rule(
    'danger_from_others.regret-leaving',
    'danger_from_others',
    'urgent',
    `(?:said|says|told me|tells me|warned|warns|swore|swears|texted|texts|keeps saying|kept saying|threatened) (?:that )?(?:i will|ill|i would|i am going to|i will really) (?:${F})regret (?:it )?(?:leaving (?:him|her|them)|it if i (?:leave|tell|go|report)|telling (?:anyone|the police|my family|someone)|going to the police|calling the police|reporting (?:him|her|them|it))`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.after-me-arrangements-more',
    'plan_preparation',
    'imminent',
    `(?:everything|it all|all of it|all my stuff) (?:${F})(?:is|has been) (?:${F})(?:sorted|arranged|ready|organised|organized|in order) (?:${F})for (?:after|afterwards|when i am gone|when i am not here)(?=\\n|$)|(?:put|left|hid|tucked) (?:it|the note|the letter|them|the letters|the notes) (?:${F})(?:under|on) my pillow|(?:it is|its|the note is|the letter is|they are|the letters are) (?:${F})addressed to (?:my )?(?:mum|mom|dad|family|parents|sister|brother|kids|wife|husband|partner|everyone)(?=\\n|$| and)|(?:look after|take care of|have|take|keep) (?:${F})(?:my [a-z]+|him|her|them) (?:${F})if (?:${F})(?:anything|something) (?:${F})(?:happens|were to happen|should happen|happened)(?: to me)?(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'passive_ideation.at-peace-now',
    'passive_ideation',
    'concern',
    `i (?:${F})(?:feel|am) (?:${F})(?:so )?(?:at peace|calm|calmer|relieved|light|lighter)(?: (?:${F})(?:now|at last|finally))?(?=\\n|$)|(?:just )?(?:let|letting) it happen(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  // ── round 3: families met on new phone-typed messages (dropped g, "its", regional slang, scouting,
  // rehoming, cover stories, lethality questions, relayed goodbyes, harm and danger in slang) ─────
  rule(
    'passive_ideation.fade-and-stop',
    'passive_ideation',
    'concern',
    `(?:want|wanna|wish i could|need|would love|would like) (?:${F})to (?:${F})(?:fade (?:out|away)|disappear|vanish|drift off|go to sleep|sleep|float away|slip away|melt away)(?: [a-z]+){0,2} (?:and|&) (?:${F})(?:stop existing|not exist|cease to exist|never come back|never wake up|not come back|not wake up|stop being|be gone)`,
  ),
  rule(
    'passive_ideation.happy-not-to-wake',
    'passive_ideation',
    'concern',
    `(?:happy|glad|fine|okay|ok|content|relieved|at peace|grateful|more than happy) (?:${F})(?:to|if i) (?:${F})(?:not|never|did not|do not|did not ever) (?:${F})(?:wake up|woke up|see (?:another|the next) (?:day|morning))(?! (?:early|at|before|till|until|in time|on time|for|with|tomorrow at))`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.quickest-way',
    'passive_ideation',
    'concern',
    `(?:it is|its|it would be|that is|thats|would be|is|be) (?:${F})the (?:quickest|easiest|fastest|surest|cleanest|least painful|most painless|only) way(?: out)?(?=\\n|$| (?:honestly|tbh|out))`,
    { weak: true, negatable: false },
  ),
  rule(
    'active_ideation.dropped-g',
    'active_ideation',
    'urgent',
    `(?:thinkin|thinkn|fantasizin|fantasisin|plannin|considerin|obsessin|googlin) (?:${F})(?:about |of )?(?:${F})(?:suicide|killing myself|ending it|ending my life|ending it all|unaliving|offing myself|topping myself|not being here)|(?:thinking|thinkin|think|thought|thoughts) (?:${F})(?:about|of) (?:${F})(?:endin (?:it|it all|things|my life|everything)|killin myself|offin myself|toppin myself|unalivin myself)`,
  ),
  rule(
    'method_means.weapon-kept',
    'method_means',
    'urgent',
    `(?:keeps|keep|kept|hides|hid|stores|stored|leaves|left) (?:${F})(?:his|her|their|the|a|my) (?:${F})(?:loaded )?(?:gun|guns|shotgun|rifle|pistol|handgun|revolver|firearm) (?:${F})(?:in|under|on top of|behind|at the back of) (?:${F})(?:the|his|her|their|my|our|a) (?:[a-z]+ )?(?:cupboard|closet|drawer|safe|garage|wardrobe|nightstand|cabinet|basement|attic|loft|shed|room|bedroom|car|glovebox|glove box)`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.scouting-heights',
    'method_means',
    'urgent',
    `(?:scoping|scoped|scope|scouting|scouted|checking|checked|looking for|looked for|found|finding|searching for|researching) (?:${F})(?:out )?(?:${F})(?:car parks|multi storeys|multistoreys|multi storey car parks|parking garages|buildings|tower blocks|bridges|rooftops|roofs|cliffs|high places|places|spots|balconies)(?: [a-z]+){0,3} (?:with|that have|that has|where there is|where there are) (?:${F})(?:roof access|access to the roof|no (?:barrier|barriers|railing|railings|fence|fences|nets|netting|cameras)|low (?:walls|railings|barriers)|a long drop|a big drop)|(?:has|have|there is|there are|with) (?:${F})no (?:barrier|barriers|railing|railings|fence|nets|netting) (?:${F})(?:on|at|along|round|around) (?:${F})the (?:top floor|top|roof|rooftop|edge|drop|top deck)(?=\\n|$)`,
  ),
  rule(
    'method_means.lethality-question',
    'method_means',
    'urgent',
    `(?:does|would|will|could|can) (?:${F})(?:your|my|the|a) (?:heart|breathing|liver|kidneys) (?:${F})(?:just )?(?:stop|give out|fail|give up|shut down|pack in) (?:${F})if (?:${F})(?:you|i|u|someone|a person) (?:${F})(?:take|took|swallow|swallowed|down|downed|have|had|od|overdose)|(?:would|will|could|is|does) (?:${F})(?:a|one|the) (?:${F})(?:whole|full|entire|single)? ?(?:box|bottle|pack|packet|strip|tub|blister) (?:of )?(?:${F})(?:my |the |these |those )?(?:${PILLS} )?(?:${F})(?:be enough|kill (?:me|you|someone|a person)|do it|stop (?:your|my) heart|be fatal|be lethal|be deadly)|what (?:${F})(?:would |will )?happens? (?:${F})if (?:${F})(?:i|you|u) (?:${F})(?:take|took|swallow|swallowed|down|downed|neck|necked) (?:${F})(?:a whole|the whole|an entire|a full|all|all of|all the|every one of|two|three|\\d+) (?:${F})(?:box|boxes|bottle|bottles|pack|packs|packet|packets|strip|strips|tub|of (?:them|my|the|these|those)|${PILLS})`,
  ),
  rule(
    'method_means.take-my-weight',
    'method_means',
    'urgent',
    `(?<!(?:climbing|skipping|swing|tow|bungee|hammock) )(?:cord|rope|belt|scarf|cable|knot|noose|loop|beam|hook|banister|bannister|rail|curtain rail|loft hatch|door frame|doorframe|light fitting|pipe|lead|leash|tie|ties|sheet|sheets)(?: (?!swing|hammock|ladder|harness|chair|shelf|branch|bridge|climbing)[a-z']+){0,8} (?:would|will|could|can|to|it would|it will|it could|it can) (?:${F})(?:take|hold|support|bear|carry|handle) (?:${F})my (?:${F})(?:weight|body)(?![a-z ]{0,40}(?:swing|hammock|climb|climbing|ladder|harness|bouldering|abseil|zip ?line|trampoline|chair|shelf|bunk))`,
  ),
  rule(
    'method_means.known-place-now',
    'method_means',
    'imminent',
    `(?:i am|i have been|i am sat|i am stood|i am parked|parked|parked up|sat|stood|sitting|standing|been) (?:${F})(?:up )?(?:at|on|by|near|on top of|at the top of|at the edge of|on the edge of) (?:${F})(?:the )?(?:top of )?(?:beachy head|the gap|golden gate(?: bridge)?|clifton suspension bridge|humber bridge|aurora bridge|bloor viaduct|the viaduct|the cliff top|the clifftop|the cliffs|cliff top|clifftop)(?![a-z ]{0,60}(?:view|sunset|sunrise|gorgeous|beautiful|lovely|stunning|walk|hike|picnic|photos|pics|with (?:my|the) (?:family|dog|kids|mates|friends|girlfriend|boyfriend)))(?: [a-z]+){0,4} (?:${F})(?:right now|now|tonight|alone|been here|for (?:two|three|\\d+|an|a few) hours|at the moment)`,
    { negatable: false },
  ),
  rule(
    'method_means.everything-i-need',
    'method_means',
    'urgent',
    `(?:got|have|have got|i have|i have got|packed|brought) (?:${F})(?:everything|all) (?:${F})i (?:${F})need (?:${F})(?:in the car|in my bag|in my car|in my room|with me|in the boot|in my backpack|here|right here|ready)(?=\\n|$| )`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.trains-do-not-slow',
    'method_means',
    'urgent',
    `(?:trains|lorries|trucks|the traffic|cars|buses|they) (?:${F})(?:at|on|by|near|through|past|over|under) (?:${F})(?:the|that|this|my) (?:[a-z]+ ){0,2}(?:level crossing|crossing|tracks|line|bridge|station|junction|bend|motorway|dual carriageway|a road)(?: [a-z]+){0,3} (?:${F})(?:do not|never|will not|does not) (?:${F})(?:slow down|stop|brake)|(?:standing|stood|sitting|sat|waiting) (?:${F})(?:at|on|by|near|next to) (?:${F})(?:the|a) (?:level crossing|tracks|railway line|train line|edge of the platform|platform edge|motorway bridge|footbridge over the motorway) (?:${F})(?:watching|counting|timing) (?:${F})(?:the )?(?:trains|lorries|trucks|traffic)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.pills-many-shops',
    'plan_preparation',
    'imminent',
    `(?:bought|buying|buy|got|getting|picked up|picking up) (?:${F})(?:[a-z0-9]+ ){0,3}(?:${PILLS}|packs|boxes|packets)(?: [a-z]+){0,3} (?:from|at|in) (?:\\d+|two|three|four|five|six|several|a few|different|diff|multiple|loads of|lots of|separate) (?:diff |different |separate )?(?:shops|stores|chemists|pharmacies|supermarkets|places|garages|corner shops)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.so-no-one-notices',
    'plan_preparation',
    'imminent',
    `so (?:that )?(?:${F})(?:no one|nobody|noone|they|the (?:pharmacist|chemist|cashier|staff|lady|guy)|people|my (?:mum|mom|dad|parents|family)) (?:${F})(?:would|will|would not|will not|does not|do not|did not|could not|can not)? ?(?:${F})(?:clock|notice|suspect|twig|get suspicious|ask questions|question it|realise|realize|catch on|work it out)(?: it| me| anything)?(?=\\n|$| )|(?:got|have|i have|there are|now have|i have got) (?:${F})(?:like |about |nearly |almost |over |around )?(?:\\d{2,}) (?:${F})(?:now |saved |stashed |hidden |so far )?(?:${F})(?:in|under|inside|at the back of) (?:my|the) (?:drawer|sock drawer|wardrobe|mattress|pillowcase|bag|room|shoebox|box)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.not-need-after',
    'plan_preparation',
    'imminent',
    `(?:will not|do not|not going to|no longer|wont|shall not) (?:${F})(?:be )?(?:need|needing) (?:${F})(?:one|a new one|it|them|any|anything|a (?:new )?[a-z]+|my [a-z]+) (?:${F})(?:after|past|beyond|come) (?:${F})(?:the \\d+(?:st|nd|rd|th)?|\\d+(?:st|nd|rd|th)|this (?:month|week|weekend)|next (?:week|month)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|then|that)(?=\\n|$| )|(?:did not|do not|not) (?:${F})(?:bother|bothering) (?:${F})(?:looking|to look) for (?:${F})(?:a new|another) (?:one|place|flat|house|job|room)(?=\\n|$| )`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.for-good-secretly',
    'plan_preparation',
    'imminent',
    `(?:she|he|they|my [a-z]+|nobody|no one) (?:${F})(?:does not|do not|did not|will not) (?:${F})know (?:that )?(?:it is|its|it will be|this is|it was) (?:${F})(?:for good|forever|for ever|permanent|permanently|goodbye|the last time (?:she|he|they|i) (?:will|would) see me)(?=\\n|$| )`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.pet-arranged',
    'plan_preparation',
    'imminent',
    `(?:asked|asking|ask|begged) (?:${F})(?:my )?[a-z]+ (?:if|whether) (?:she|he|they) (?:would|could|can|will|might) (?:${F})(?:keep|take|have|look after|mind|adopt) (?:${F})(?:my )?(?:[a-z]+ )?(?:dog|cat|cats|dogs|pets?|puppy|kitten|rabbit|bird|fish|hamster|[a-z]+ my (?:dog|cat|rabbit))|(?:asked|asking|ask|begged) (?:${F})(?:my )?[a-z]+ (?:if|whether) (?:she|he|they) (?:would|could|can|will|might) (?:${F})(?:keep|look after|mind|adopt|take in) [a-z]+(?: for (?:a while|a bit|me|a few (?:days|weeks)|now))?(?=\\n|$)|(?:sorted|arranged|sorting|arranging) (?:${F})(?:out )?(?:the|my) (?:dog|cat|cats|dogs|pets|rabbit|hamster) (?:with|for) (?:${F})(?:my [a-z]+|her|him|them|a friend)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.notes-to-everyone',
    'plan_preparation',
    'imminent',
    `(?:wrote|written|writing|write|left|leaving) (?:${F})(?:everyone|everybody|each of them|them all|all of them|my (?:mum|mom|dad|parents|family|kids|sister|brother|wife|husband|partner|best friend)) (?:${F})(?:a|one|their own|little|short|last|final|goodbye) (?:${F})(?:little |short |last |final |goodbye )?(?:note|notes|letter|letters|card)|(?:notes|letters|note|letter) (?:${F})(?:in|under|inside) (?:${F})(?:the|my|a) (?:shoebox|box|drawer|pillow|mattress|envelope|desk)(?: [a-z]+){0,2} (?:with|w) (?:my )?(?:passwords|bank details|pin|will|keys)|(?:mum|mom|dad|they|she|he|my [a-z]+) (?:${F})(?:will|would|is going to) (?:${F})know where to (?:look|find (?:them|it))(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.cover-story',
    'plan_preparation',
    'imminent',
    `(?:said|told (?:them|her|him|everyone|people|my [a-z]+)|telling (?:them|everyone|people)|pretending|pretended|making out) (?:that )?(?:i am|i was|it is|it was|its) (?:${F})(?:decluttering|moving|having a clear out|clearing out|downsizing|going travelling|going away|emigrating|minimalist|spring cleaning)(?: [a-z]+){0,3} (?:but|when) (?:${F})(?:really|actually|honestly|truth is|the truth is|in reality)|(?:getting|got|sorting|sorted) (?:${F})(?:things|everything|stuff|it all|my affairs) (?:${F})(?:sorted|in order|ready|tidied|arranged) (?:${F})(?:before|for when|for after) (?:${F})i (?:${F})(?:am gone|go|die|leave for good|am not here)|giving (?:${F})(?:my |all my )?(?:[a-z]+ )?(?:and (?:my )?[a-z]+ )?away to (?:people|everyone|everybody|colleagues|people at work|the lads|the girls|whoever wants them)(?=\\n|$| (?:at|from|i))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.before-gone',
    'plan_preparation',
    'imminent',
    `(?:before|for when|for after) i (?:${F})(?:am|have) (?:${F})(?:gone|dead|passed)(?=\\n|$| (?:i|and|so|please))|(?:will not|won't|wont|am not going to|not going to) (?:${F})be (?:around|here|alive) (?:${F})to (?:${F})(?:send|see|read|explain|tell|watch|hear|do|sort) (?:${F})(?:it|this|that|them|her|him|you|the)(?: (?:${F})myself)?(?=\\n|$| )|(?:explaining|explains|explain) (?:${F})(?:everything|why|it all)(?=\\n|$| i)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.scheduled-message',
    'plan_preparation',
    'imminent',
    `(?:scheduled|scheduling|set up|setting up|timed|queued|delayed) (?:${F})(?:an? |the |my )?(?:emails?|messages?|texts?|posts?|tweets?) (?:${F})(?:to (?:send|go out|go|post) )?(?:${F})(?:to|for) (?:${F})(?:my|everyone|them|her|him)(?: [a-z]+){0,3} (?:on |for |at )?(?:${F})(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|\\d+ ?am|\\d+ ?pm|\\d+am|\\d+pm|the morning|after)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.insurance-suicide',
    'plan_preparation',
    'imminent',
    `${NOT_OTHER}(?:checked|checking|check|looked up|looking up|read|reading|found out|asked|googled) (?:${F})(?:the |my |if my |whether my |if the )?(?:life )?(?:insurance|policy|life insurance)(?: [a-z]+){0,6} (?:pays? out|covers?|pay|cover) (?:${F})(?:for |on |after |if it is |in case of )?suicide|(?:it|the policy|my policy|the insurance|insurance) (?:${F})(?:pays? out|covers?|will pay|would pay|pays) (?:${F})(?:for |on |in case of )?suicide (?:${F})(?:after|once|now|if)|(?:suicide|self inflicted) (?:clause|exclusion)(?: [a-z]+){0,4} (?:my|in my|on my|after|expired|is over|has passed|ran out|runs out)`,
  ),
  rule(
    'plan_preparation.left-to-do',
    'plan_preparation',
    'imminent',
    `(?:only|last) thing (?:${F})(?:left|to do|left to do|remaining) (?:${F})(?:is|was) (?:${F})(?:picking|choosing|setting|deciding|to pick|to choose|to set|to decide) (?:${F})(?:the|a) (?:date|day|time|place|spot)(?=\\n|$)|(?:cancelled|canceled|cancelling|canceling|cancel|stopped|ended) (?:${F})(?:the|my) (?:gym|phone|netflix|spotify|subscriptions?|contract|lease|tenancy|insurance|direct debits?)(?: (?:membership|contract|plan))? (?:and|&) (?:${F})(?:the|my) (?:gym|phone|netflix|spotify|subscriptions?|contract|lease|tenancy|insurance|direct debits?|phone contract)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.im-gone',
    'intent',
    'imminent',
    `(?:tonight|tnite|tonite|today|tomorrow|this weekend|this week|by (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|tomorrow|morning)|next week|after (?:this|tonight|today)|soon|this time next week) (?:${F})i am (?:${F})(?:gone|out of here|done|finished|off)(?=\\n|$| (?:for real|for good|forever|this time|i|and|no more))`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.after-occasion',
    'intent',
    'imminent',
    `(?:after|once|when|as soon as|straight after|right after) (?:${F})(?:my|her|his|their|the|[a-z]+s|[a-z]+'s) (?:[a-z]+ )?(?:birthday|bday|wedding|exams?|christmas|anniversary|graduation|funeral|holiday|holidays|party|visit|results)(?: [a-z]+){0,3} (?:i will|i am going to|i am gonna|i) (?:${F})(?:do it|go|end it|be gone|go through with it|leave for good)(?=\\n|$| )|(?:do not|not|never) (?:${F})(?:want|wanna) to (?:${F})(?:ruin|spoil|wreck) (?:${F})(?:her|his|their|the|my [a-z]+s|my [a-z]+'s|[a-z]+s) (?:${F})(?:big )?(?:day|birthday|bday|wedding|christmas|holiday|party|exams?)(?=\\n|$| )(?! by )`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.christmas-without-me',
    'intent',
    'imminent',
    `(?:not|never|will not|am not|not going to|am not going to) (?:${F})(?:going to )?(?:be|make it) (?:here|around|alive) (?:${F})(?:for|at|by|to see|till|until) (?:${F})(?:christmas|xmas|my birthday|new year|new years|easter|summer|the summer|next year|graduation|the new year)(?=\\n|$| )`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.doing-it-time',
    'intent',
    'imminent',
    `(?:tonight|tnite|tonite|today|this arvo|this afternoon|this evening|tomorrow|this weekend) (?:${F})i am (?:${F})(?:doing it|going to do it|gonna do it)(?=\\n|$| )|(?:going to|gonna|will|i will|i am going to) (?:${F})do it (?:${F})(?:tnite|tonite|tnight|2nite|this arvo)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.relay-goodbye',
    'intent',
    'imminent',
    `(?:please )?tell (?:${F})my (?:mom|mum|mother|dad|father|parents|family|sister|brother|kids|children|son|daughter|wife|husband|partner|girlfriend|boyfriend|best friend|nan|nana|grandma|grandpa) (?:that )?i (?:${F})(?:love|loved|am sorry|was sorry|will miss)(?: (?:her|him|them|so much))?(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.making-sure',
    'intent',
    'imminent',
    `(?:i am|i will|i will be|i am going to|going to) (?:${F})mak(?:ing|e) sure of it(?=\\n|$)|(?:everyone|everybody|they|you all|you|my family|the world) (?:${F})(?:will|would|is going to|are going to) (?:${F})be (?:${F})(?:better off|happier|free|fine|relieved|rid of me) (?:${F})(?:by|after|from|come) (?:${F})(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next week|the weekend|this weekend|morning)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.sorry-everything',
    'intent',
    'imminent',
    `(?:sorry|sry|soz|so sorry) (?:for|about) everything(?=\\n|$| (?:mum|mom|dad|everyone|i love|love you|x))`,
    { weak: true, negatable: false },
  ),
  rule(
    'self_harm.deep-cuts',
    'self_harm',
    'imminent',
    `(?:cuts?|gash|gashes|wounds?|slashes|slices) (?:${F})(?:on|in|across) (?:${F})my (?:arms?|wrists?|thighs?|legs?|stomach|hips?|forearms?|belly|chest|ankles?) (?:${F})(?:are|is|r|look|looks) (?:${F})(?:too |so |really |very |pretty |quite |way too )?(?:deep|gaping|wide open|to the bone)|(?:still|keeps|keep|is) (?:${F})bleeding through (?:${F})(?:\\d+|two|three|four|the|all the|my|several) (?:${F})(?:plasters|bandages|towels|band aids|tissues|dressings|pads)`,
  ),
  rule(
    'self_harm.reopened',
    'self_harm',
    'urgent',
    `(?<!(?:it|that|this|which|he|she|they|song|film|movie|conversation|text|letter|seeing [a-z]+) )(?:reopen|reopened|reopening|re opened|re open|opened up|open up|opening up|picked open|pick open|picking open|tore open|ripped open) (?:${F})(?:my|all my) (?:${F})(?:old |healed |healing )?(?:scars|cuts|scabs|stitches|steri strips)|(?:reopen|reopened|re opened|opened up|tore open|ripped open) (?:${F})(?:my )?(?:old )?wounds? (?:${F})with (?:a|the|my) (?:blade|razor|knife|scissors|compass|sharpener)`,
  ),
  rule(
    'harm_to_others.slang',
    'harm_to_others',
    'urgent',
    `(?:he|she|they|that [a-z]+|him|her|them|he is|she is|they are) (?:${F})(?:is|are|will be|is going to|are going to|gonna|going to)? ?(?:${F})(?:getting|be) (?:${F})(?:shanked|merked|murked|wet up|wetted|stabbed up|bodied for real|shot dead|done in|body bagged)(?! if (?:he|she|they|you) )|(?:shank|shanking|merk|merking|murk|murking|wet up|stab up|body bag|bodybag) (?:${F})(?:him|her|them|that [a-z]+|my [a-z]+|someone|somebody)(?! (?:at|in) (?:fifa|fortnite|cod|the game|games?))|catch(?:ing)? (?:${F})(?:a|my first) body(?=\\n|$| )|pop (?:${F})a cap in (?:him|her|them|his|her|their)`,
  ),
  rule(
    'harm_to_others.blade-to-school',
    'harm_to_others',
    'imminent',
    `(?:bringing|taking|carrying|bring|take|carry|packing) (?:${F})(?:my|a|the|his|my dad's|dads) (?:blade|shank|strap|piece|knife|machete|zombie knife|gun|bat) (?:${F})(?:to (?:school|college|work|class|the park|his|hers|theirs) )?(?:${F})(?:tomorrow|tomoz|tmrw|monday|tuesday|wednesday|thursday|friday|tonight|later|in|on (?:monday|tuesday|wednesday|thursday|friday))(?: [a-z]+){0,2} (?:and|cos|because|so) (?:${F})(?:he|she|they|him|her|them|that [a-z]+)`,
  ),
  rule(
    'harm_to_others.poison-drink',
    'harm_to_others',
    'urgent',
    `(?:put|putting|slip|slipping|sneak|sneaking|spike|spiking|lace|lacing) (?:${F})(?:something|poison|pills|bleach|antifreeze|rat poison|a few (?:pills|tablets)|crushed (?:pills|tablets)|drugs) (?:${F})(?:in|into) (?:${F})(?:his|her|their|my [a-z]+(?: [a-z]+){0,2}s|my [a-z]+(?: [a-z]+){0,2}'s|the [a-z]+s) (?:tea|coffee|drink|food|dinner|meal|water|wine|pint|cereal|bottle)(?! (?:to help|for (?:flavour|taste)|as a joke))|so (?:that )?(?:he|she|they) (?:${F})(?:never|never ever|will never|would never) (?:${F})(?:wakes?|wake) up(?=\\n|$| (?:again|i|and))`,
  ),
  rule(
    'harm_to_others.pillow-over',
    'harm_to_others',
    'urgent',
    `(?:pillow|cushion|blanket|hand|hands|bag)(?: [a-z]+){0,2} over (?:${F})(?:him|her|them|his (?:face|mouth|head)|her (?:face|mouth|head)|their faces?|the baby|the babys face|the baby's face)(?: [a-z]+){0,8} (?:press|pressing|push|pushing|hold it|holding it|keep it|keeping it) (?:${F})(?:down|there)|(?:imagine|imagining|picture|picturing|think about|thinking about|thought about|urge to|urges to|want to|tempted to|scared i will|afraid i will) (?:${F})(?:holding|putting|pressing|placing) (?:a|the) (?:pillow|cushion|blanket) (?:over|on) (?:${F})(?:him|her|them|his face|her face|the baby|my [a-z]+s face|my [a-z]+'s face)`,
  ),
  rule(
    'intent.stalking-target',
    'intent',
    'urgent',
    `(?:i (?:${F})(?:have been |am |keep |kept |was )?|^(?:${F})been )(?:${F})(?:following|followed|tracking|tracked|watching) (?:${F})(?:my ex|her|him|them|my [a-z]+) (?:${F})(?:on (?:her|his|their) way home|home|to (?:her|his|their) (?:house|work|car|flat)|every (?:night|day|morning|evening))|(?:know|found|worked out|figured out|clocked) (?:${F})(?:which|where|what) (?:bit|part|spot|stretch|way|route|road|path|alley|street|corner)(?: [a-z]+){0,5} (?:has no|have no|with no|without|is not covered by|there are no|there is no) (?:${F})(?:cameras|cctv|lights|street lights|witnesses|people)|(?:she|he|they) (?:${F})(?:will not|won't|wont|will never|is not going to|are not going to) (?:${F})see it coming(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.going-round-his',
    'intent',
    'urgent',
    `(?:going|heading|driving|walking|coming|go|get|getting) (?:${F})round (?:his|hers|theirs|his place|her place|his house|her house|his flat|her flat) (?:${F})(?:tonight|now|later|tomorrow|in a bit)|(?:sort|sorting|deal with|dealing with|take care of|taking care of|finish|finishing) (?:${F})(?:him|her|them|that [a-z]+) (?:off |out )?(?:${F})(?:once and for all|for good|permanently|properly this time)(?=\\n|$| )`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.accelerant',
    'method_means',
    'urgent',
    `(?:a |the |two |some )?(?:can|cans|jerry can|jerrycan|canister|bottle|container) of (?:petrol|gasoline|gas|diesel|lighter fluid|paraffin|kerosene|accelerant|white spirit)(?: [a-z]+){0,3} (?:in (?:the|my) (?:boot|trunk|car|bag|backpack)|with me|ready)`,
    { weak: true, negatable: false },
  ),
  rule(
    'danger_from_others.break-my-legs',
    'danger_from_others',
    'urgent',
    `(?:said|says|told me|tells me|threatened|threatens|swore|warned|promised|keeps saying|texted|screamed) (?:${F})(?:that )?(?:if|when|once) i (?:[a-z']+ ){1,5}(?:(?:he|she|they) (?:${F})(?:would|will|is going to|are going to|is gonna)|hell|shell|theyll|he'll|she'll) (?:${F})(?:kill|hurt|beat|shoot|stab|find|break|smash|burn|cut|strangle|choke) (?:me|us|my (?:legs|neck|arms|face|jaw|kids|children|teeth|fingers|hands|ribs|nose))(?![a-z ]{0,60}(?:lol|haha|lmao|xd))|(?:he|she|they|my [a-z]+) (?:${F})(?:will|would|is going to|said he would|said she would|threatened to|says he will|says she will) (?:${F})(?:break|smash|snap) (?:${F})my (?:legs|neck|arms|face|jaw|teeth|fingers|hands|ribs|nose|skull)(?! if i (?:touch|eat|borrow|use|take|read|spoil|wear|play|drink|finish|scratch|dent|crash|break|lose)[a-z]*)(?![a-z ]{0,60}(?:lol|haha|lmao|xd))`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.night-visits',
    'danger_from_others',
    'urgent',
    `(?:uncle|stepdad|step dad|stepfather|step father|dad|father|brother|stepbrother|step brother|cousin|grandad|granddad|grandpa|mums boyfriend|moms boyfriend|mum's boyfriend|mom's boyfriend|coach|teacher|neighbou?r|lodger|babysitter|he)(?: [a-z]+){0,2} (?:comes|came|keeps coming|sneaks|sneaked|creeps|crept|gets|got|climbs|climbed) (?:${F})(?:in|into) (?:my|our) (?:room|bed|bedroom)(?: [a-z]+){0,3} (?:at night|in the night|every night|when (?:everyone|everybody|mum|mom|my mum|my mom|they) (?:is|are|was|were) (?:asleep|out|at work|away)|when i am (?:asleep|sleeping)|while i (?:sleep|am asleep))(?! (?:to|because|cos|cause|when he has|when she has|if he has|if she has) )`,
  ),
  rule(
    'danger_from_others.implement',
    'danger_from_others',
    'urgent',
    `(?:hits|hit|beats|beat|whips|whipped|punches|kicks|slaps|belts|belted|burns|burned|burnt|batters|thrashes|thrashed|smacks|smacked)(?<!(?:i|we|you|toddler|baby|son|daughter|kid|kids|child|brother|sister|nephew|niece|dog|cat|puppy|sons|daughters|toddlers|babys|brothers|sisters) (?:[a-z]+ ){0,2}[a-z]+) (?:${F})me (?:${F})with (?:${F})(?:a|the|his|her|their|my) (?:belt|belt buckle|buckle|stick|cane|wire|cord|cable|shoe|slipper|wooden spoon|hanger|coat hanger|hose|lead|bat|ruler|hairbrush|brush|whip|extension cord|phone charger|charger|pan|iron|cigarette|lighter|chair|bottle)|(?:makes|made|make|forces|forced|force) me (?:to )?(?:sleep|stay|stand|kneel|sit|live) (?:${F})(?:in|on|outside in) (?:the |a )?(?:shed|garage|cupboard|cellar|dog kennel|kennel|cage|dog cage|dog bed|coal shed|garden|bin shed|boiler cupboard|closet)(?= (?:when i|if i|as (?:a )?punishment|for punishment|for being|because i|every|all night|for (?:days|hours|the night))|\\n|$)(?![a-z ]{0,60}(?:lol|haha|lmao|flood|flooded|party|sleepover|guests))`,
  ),
  rule(
    'danger_from_others.stairs',
    'danger_from_others',
    'urgent',
    `(?:my )?(?:bf|boyfriend|gf|girlfriend|husband|wife|partner|fella|man|ex|dad|father|stepdad|step dad|mum|mom|mother|stepmum|step mum|brother|he|she|they) (?:${F})(?:pushed|shoved|threw|kicked|dragged|thrown|chucked) (?:${F})me (?:${F})(?:down|off|out of) (?:${F})(?:the|a) (?:stairs|staircase|steps|balcony|car|moving car|bed)`,
  ),
  rule(
    'danger_from_others.doxxed',
    'danger_from_others',
    'urgent',
    `(?:sending|sends|sent|keeps sending|posting|posted|texting|texted) (?:${F})(?:me )?(?:pics|pictures|photos|videos|vids|snaps) (?:${F})of (?:${F})my (?:front door|house|flat|street|window|windows|bedroom window|building)(?! (?:[a-z]+ ){0,3}(?:for me|to show|lol|haha|he is (?:painting|fixing|washing)|she is (?:painting|fixing|washing)))(?! to (?:the|an?|my|his|her) (?:estate|agent|landlord|insurance|group chat|family|buyer|council))|(?:has|got|found|knows|leaked|posted|shared) (?:${F})my (?:home )?address(?: [a-z]+){0,5} (?:and|saying|threatening|says|said) (?:${F})(?:he|she|they|is|are|will|to)? ?(?:${F})(?:coming|come round|come over|kill|hurt|find me|show up|turn up)`,
  ),
  rule(
    'danger_from_others.sextortion-forced',
    'danger_from_others',
    'urgent',
    `(?:threatening|threatened|threatens|going|says he will|said he would|says she will|said she would|will) (?:${F})to (?:${F})(?:post|leak|share|send|show) (?:${F})my (?:nudes|naked (?:pics|photos|pictures)|pics|photos|pictures|videos|private (?:pics|photos|pictures))(?: (?:to|online|everywhere|if))?|(?:forced|forces|forcing|made|makes|pressured|pressures|pressuring) me (?:${F})(?:to )?(?:have sex|sleep with (?:him|her|them)|do sexual (?:stuff|things)|do stuff i did not want|send nudes|touch (?:him|her|them))`,
  ),
  rule(
    'eating_disorder.calorie-limit',
    'eating_disorder',
    'concern',
    `if i (?:${F})(?:go|eat|get|have|am) (?:${F})(?:over|above|more than|past|beyond) (?:[1-9]\\d{1,2}|a hundred|two hundred|three hundred|five hundred) (?:cals|calories|kcal)|(?:^|\\n)(?:one|1|a|half a|half an|2|two) (?:rice cake|apple|cracker|banana|yogurt|yoghurt|carrot|black coffee|piece of toast|slice of toast|cup of soup|rice cakes|crackers|apples) (?:${F})(?:today|all day|yesterday|in \\d+ days|a day) (?:and|&) (?:${F})(?:that is it|that is all|nothing else|thats it|thats all)|(?:have to|need to|must|make myself|had to|force myself to|gotta) (?:${F})(?:run|burn|work|walk|sweat|cycle|swim|jog) (?:${F})(?:it|them|that|everything|the calories|it all|every calorie) off(?= (?:or|because|otherwise|again)| i feel| so i| if)`,
  ),
  rule(
    'eating_disorder.no-meals-allowed',
    'eating_disorder',
    'concern',
    `(?:do not|will not|never|refuse to|can not|stopped letting|no longer) (?:${F})(?:let|allow) (?:${F})myself (?:${F})(?:to )?(?:have|eat) (?:${F})(?:breakfast|lunch|dinner|a meal|meals|food|anything|more than (?:one|a) [a-z]+)(?: (?:or|and) (?:breakfast|lunch|dinner|snacks))?|(?:have not|had not|not|did not) (?:${F})(?:had|eaten|eat|drunk) (?:${F})(?:anything|a thing|food) (?:but|except|apart from|other than|besides) (?:${F})(?:water|diet coke|coke zero|coffee|black coffee|tea|gum|energy drinks|monster|pepsi max|diet soda) (?:${F})(?:since|for|in) (?:${F})(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week|yesterday|\\d+ days|two days|three days|four days|five days|a week|days)`,
  ),
  rule(
    'eating_disorder.laxative-brands',
    'eating_disorder',
    'concern',
    `(?:take|taking|took|abuse|abusing|pop|popping|swallow|swallowing|necking|downing) (?:${F})(?:like |about |around )?(?:\\d+|a handful of|loads of|lots of|a box of|a whole box of|so many|way too many|too many) (?:${F})(?:dulcolax|senna|senokot|bisacodyl|ex lax|exlax|movicol|laxido|lactulose|laxatives|laxies|diuretics|water pills|diet pills|fat burners)(?: [a-z0-9]+){0,4} (?:to (?:${F})(?:stay|keep|feel|be) (?:empty|flat|light|thin)|(?:a|per|every) day|after (?:every|each|i eat|eating|meals))`,
  ),
  rule(
    'danger_from_others.used-to-threaten',
    'danger_from_others',
    'urgent',
    `used to (?:${F})(?:threaten|say|tell me|scream|text) (?:${F})(?:that )?(?:he|she|they)? ?(?:would|will|was going to|to)? ?(?:${F})(?:kill|hurt|beat|shoot|stab|strangle|murder|break) (?:${F})(?:me|us|my (?:kids|children|legs|neck))`,
  ),
  rule(
    'method_means.counted-out',
    'method_means',
    'urgent',
    `(?:counted|counting|lined|lining|laid|laying|sorted|sorting) (?:${F})(?:them|it|all of them|the lot) (?:${F})(?:out|up) (?:${F})(?:on|across) (?:${F})(?:the|my) (?:bed|desk|table|floor|pillow|duvet)|(?:hose|hosepipe|tubing|pipe) (?:and|&|with) (?:some )?(?:duct |gaffer |electrical |packing )?tape|(?:got|have|have got|i have|i have got) (?:${F})(?:the|my|a) (?:knife|blade|gun|machete|bat|hammer|axe) (?:${F})(?:ready|loaded|sharpened|on me|in my (?:pocket|bag|jacket|hand))(?=\\n|$| )`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.do-it-in-place',
    'intent',
    'imminent',
    `(?:going to|gonna|will|i will|i am going to|i am gonna) (?:${F})do it (?:${F})(?:in the garage|in the car|in the woods|in the bath|in the bathroom|at the bridge|on the bridge|at the station|off the bridge|in my car|in my room)(?=\\n|$| )|i (?:${F})(?:swear|promise)? ?(?:${F})(?:will|am going to|am gonna) (?:${F})(?:stab|shoot|knife|glass) (?:${F})${PERSON} (?:${F})if`,
    { weak: true, negatable: false },
  ),
  rule(
    'self_harm.need-pain',
    'self_harm',
    'urgent',
    `(?:need|want|crave|craving|needed|wanted|have) to (?:${F})(?:feel|cause myself|inflict) (?:${F})(?:physical |real )?pain(?: (?:${F})(?:again|on myself))?(?=\\n|$| again| so| to| on)(?! (?:of|from|in) (?:a|the|my) (?:tattoo|piercing|workout|gym|run|race|wax))`,
  ),
  rule(
    'self_harm.where-blades',
    'self_harm',
    'urgent',
    `where (?:${F})(?:can|could|do|would|should) (?:${F})i (?:${F})(?:get|buy|find|order) (?:${F})(?:razor blades|blades|razors|a blade|a razor|a sharpener blade)(?! (?:for (?:my|a) (?:beard|legs|face|shaver|box cutter|craft|project|stanley knife)))`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.gun-and-ammo',
    'method_means',
    'urgent',
    `(?:gun|rifle|shotgun|pistol|revolver|handgun|firearm)(?: [a-z']+){0,6} (?:and|with|plus) (?:${F})(?:the |some |a box of |his |my |her )?(?:bullets|ammo|ammunition|shells|cartridges|rounds)(?![a-z ]{0,60}(?:range|locked|safe|cabinet|licen[cs]e|hunting|club|decommissioned|shooting|clay|deer))(?: (?:${F})(?:are|is) (?:${F})(?:in|under|with|next to) (?:${F})(?:my|me))?`,
  ),
  rule(
    'method_means.boxes-in-my-room',
    'method_means',
    'urgent',
    `(?:got|have|have got|i have|i have got|there are|keeping|kept|hid|hidden) (?:${F})(?:[3-9]|\\d{2,}|three|four|five|six|loads of|a load of|so many) (?:${F})(?:boxes|packs|packets|bottles|strips|tubs) (?:of )?(?:${F})(?:[a-z]+ )?${PILLS} (?:${F})(?:in|under|inside|at the back of) (?:${F})my (?:drawer|room|wardrobe|bag|bedside|desk|cupboard|locker|car)`,
  ),
  rule(
    'plan_preparation.pet-for-good',
    'plan_preparation',
    'imminent',
    `my (?:dog|cat|cats|dogs|pets?|puppy|kitten|rabbit|hamster|bird)(?: is| s|s|'s)? (?:${F})(?:going|gone|staying|moving|off) (?:to|with) (?:${F})(?:my |her |his )?[a-z]+(?:'s|s)?(?: (?:place|house))? (?:${F})(?:for good|forever|for ever|permanently)|(?:took|taken|taking|got) (?:${F})my name off (?:${F})(?:the|our) (?:lease|tenancy|rental agreement|bills|joint account)(?! (?:when|after|because|cos|since|as) (?:we|i|he|she))|(?:giving|gave|given) (?:${F})(?:away )?(?:all )?(?:of )?my (?:[a-z]+ )?(?:clothes|stuff|things|books|games|records|jewellery|jewelry|belongings) away(?=\\n|$| )(?! to (?:charity|a charity|the charity shop|goodwill|oxfam|the tip|the dump|a food bank))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.when-found',
    'plan_preparation',
    'imminent',
    `(?:for|so) when (?:${F})(?:she|he|they|someone|somebody|mum|mom|dad|my [a-z]+) (?:${F})(?:finds|find|comes and finds|comes in and finds) me(?=\\n|$| )`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.under-pillow',
    'plan_preparation',
    'imminent',
    `(?:it is|its|the letter is|the note is|the letters are|the notes are|they are) (?:${F})(?:under|on) my (?:pillow|bed|desk)(?=\\n|$| )`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.its-happening',
    'intent',
    'imminent',
    `(?:it is|its|it will be) (?:${F})(?:happening|going to happen|gonna happen) (?:${F})(?:tonight|tomorrow|today|after|when|once|before|soon|this weekend)|i (?:${F})(?:will|am going to) (?:${F})be gone (?:${F})(?:before|by the time) (?:${F})(?:anyone|everyone|anybody|they|mum|mom|he|she) (?:${F})(?:wakes? up|gets? up|gets? home|comes? home|notices?)|^(?:${F})(?:made up my mind|made my mind up|decided)$`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.ending-it-for-real',
    'intent',
    'imminent',
    `(?:tonight|tnite|tonite|today|tomorrow|this weekend|this time) (?:${F})i am (?:${F})(?:ending|finishing) (?:it|things|this|everything|it all|my life)(?! (?:with|between|off with))(?= (?:${F})(?:for real|for good|forever|once and for all)|(?<=it all|my life|everything)(?=\\n|$| ))`,
  ),
  rule(
    'harm_to_others.head-in',
    'harm_to_others',
    'urgent',
    `(?:want|wanna|going|gonna|will|i will|i am going to|urge|urges|itching|dying|about|thinking about|keep thinking about|fantasi[sz]ing about) (?:${F})(?:to )?(?:${F})(?:smash|smashing|kick|kicking|cave|caving|bash|bashing|stamp|stamping) (?:${F})(?:his|her|their|that [a-z]+'s|that [a-z]+s|my [a-z]+s|my [a-z]+'s) (?:${F})(?:head|face|skull|teeth) in(?! (?:at|in) (?:fifa|fortnite|the game|games?))`,
  ),
  rule(
    'danger_from_others.threats-about',
    'danger_from_others',
    'urgent',
    `(?:making|made|makes|make|sending|sent) (?:${F})(?:threats|death threats|threatening (?:texts|messages|calls)) (?:${F})(?:about|to) (?:${F})(?:burn|burning|kill|killing|hurt|hurting|shoot|shooting|stab|stabbing|torch|torching)|(?:burn|burning|torch|torching) (?:${F})(?:the|our|my) (?:house|flat|home|place) (?:down )?with (?:${F})(?:us|me|the kids|my kids) (?:still )?in(?: it| there)?`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.if-no-wake-relieved',
    'passive_ideation',
    'concern',
    `if i (?:${F})(?:did not|do not|never|would not|was not to|were not to|just did not) (?:${F})wake up(?: (?:${F})(?:tomorrow|again|in the morning|ever again))? (?:${F})(?:i would|id|i'd|it would|honestly i would|i would honestly) (?:${F})(?:be )?(?:${F})(?:relieved|happy|fine|okay|ok|glad|grateful|at peace|a relief|not mind|not care)`,
    { negatable: false },
  ),
  rule(
    'eating_disorder.cals-a-day',
    'eating_disorder',
    'concern',
    `(?:eating|eat|ate|having|have|living on|surviving on|sticking to|allowed|allowing myself|on) (?:${F})(?:around |about |like |under |less than |barely |max |only |just )?(?:[1-9]\\d{1,2}) (?:cals|calories|kcal) (?:a|per|each|every) day`,
  ),
  rule(
    'method_means.is-n-enough',
    'method_means',
    'urgent',
    `(?:is|are|would|will|could) (?:${F})(?:\\d{2,}|twenty|thirty|forty|fifty|a hundred) (?:of )?(?:my |the |her |his )?(?:[a-z]+ )?${PILLS} (?:${F})(?:be )?(?:enough|lethal|fatal|deadly|too many to survive|enough to (?:die|kill|not wake up|do it))(?=\\n|$| to| for me| if)|(?:what is|whats|where is|which is) (?:${F})the (?:highest|tallest|biggest) (?:bridge|building|car park|multi storey|cliff|tower block|drop)(?: [a-z]+){0,4} (?:with|that has|without) (?:no |a low |any )?(?:fence|fences|barrier|barriers|railing|railings|nets|netting)(?![a-z ]{0,40}(?:lol|haha|lmao))`,
  ),
  rule(
    'method_means.means-for-when',
    'method_means',
    'urgent',
    `(?:got|have|have got|i have|i have got|keeping|keep|hid|hidden) (?:${F})(?:a|the|my) (?:knife|blade|razor|gun|rope|pills|tablets|bottle of pills) (?:${F})(?:under|in|by|beside|next to) (?:${F})my (?:pillow|bed|mattress|bedside|nightstand|bedside table|drawer)(?=\\n|$| (?:for|just|ready|in case|and))|me and (?:the|my) (?:rope|pills|tablets|blade|razor|gun|bridge|noose|meds) (?:${F})(?:tonight|later|now|right now|this weekend|tomorrow)|(?:going|heading|driving|walking) (?:${F})to (?:the|that) (?:bridge|cliff|cliffs|tracks|railway|multi storey|car park roof|roof|quarry|viaduct) (?:${F})(?:after work|after school|tonight|later|now|right now|when|once|this evening)(?=\\n|$| )`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.drink-and-pills',
    'method_means',
    'urgent',
    `(?:vodka|wine|whisky|whiskey|gin|rum|alcohol|booze|spirits)(?: [a-z]+){0,2} (?:and|with|plus) (?:${F})(?:all )?(?:of )?(?:my|the|some|a (?:whole |full )?(?:box|bottle|packet|pack|strip) of|(?:two|three|four|\\d+) (?:boxes|bottles|packets|packs|strips) of) (?:[a-z]+ )?${PILLS}(?! (?:for|because of) (?:my|the|a) (?:headache|migraine|cold|flu|period|cramps|back|tooth|toothache|hangover))|(?:swallow|swallowing) (?:${F})(?:the lot|the whole lot|everything i have|every last one)(?=\\n|$| (?:tonight|now|when|once|after|later|at once))`,
  ),
  rule(
    'intent.need-the-guts',
    'intent',
    'imminent',
    `(?:just|only|all i) (?:${F})need (?:${F})(?:is )?(?:the|to find the|to work up the|to get the|some more) (?:guts|courage|nerve|balls|bottle)(?=\\n|$| (?:to|now|tonight))|for when i (?:${F})(?:decide|am ready|finally do it|do it|need it|go through with it)(?=\\n|$)|(?:that is|thats|that's|this is) (?:${F})the plan(?=\\n|$)|(?:want|wanna|going|gonna|tempted|ready|about) (?:${F})to (?:${F})(?:take|swallow|down|neck) (?:${F})(?:them|all of them|it all|the lot) (?:${F})(?:all|at once|in one go)?(?=\\n|$| (?:tonight|now|at once|and i))|i (?:${F})(?:could|might) (?:${F})(?:honestly |actually )?(?:kill|murder|strangle|stab|shoot) (?:${F})${PERSON}(?=\\n|$| i)|i (?:${F})(?:have )?(?:thought|been thinking|worked out|planned) (?:${F})(?:about )?how(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.goodbye-letter',
    'plan_preparation',
    'imminent',
    `(?:wrote|written|writing|left|finished|hid|hidden|typed) (?:${F})(?:my (?:mum|mom|dad|parents|family|kids|sister|brother|wife|husband|partner|best friend|nan|son|daughter)|everyone|everybody|them all|each of them) (?:${F})(?:a|my|their) (?:${F})(?:goodbye|farewell|final|last) (?:letter|letters|note|notes|message|video)|(?:a|my) (?:goodbye|farewell) (?:letter|note|message|video) (?:to|for) (?:${F})(?:my (?:mum|mom|dad|parents|family|kids|sister|brother|wife|husband|partner|best friend|nan|son|daughter)|everyone|everybody)`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.arrangements-more',
    'plan_preparation',
    'imminent',
    `(?:passcode|passcodes|passwords?|pin|pins|bank (?:stuff|details|card|cards|info)|logins?|codes|will|deeds)(?: [a-z]+){0,4} in (?:an|the|a) envelope (?:${F})for (?:${F})(?:my [a-z]+|her|him|them)|one way (?:ticket|train|flight|bus|coach)(?: [a-z]+){0,2} to (?:the )?(?:coast|cliffs|sea|seaside|beachy head|the bridge|[a-z]+ bridge)|(?:will not|do not|not going to) (?:${F})need (?:a|the) return(?: ticket)?(?=\\n|$)|(?:texted|messaged|called|rang|told|hugged) (?:${F})(?:everyone|everybody|all the people|the people) i (?:${F})(?:love|care about)(?: (?:${F})(?:that i love them|goodbye|thank you|one last time))?(?=\\n|$| )|(?:they|she|he|everyone|mum|mom) (?:${F})(?:think|thinks|thought) i am (?:${F})(?:just )?being (?:soppy|emotional|dramatic|silly|weird|sentimental|extra)(?=\\n|$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'harm_to_others.weapon-attack',
    'harm_to_others',
    'urgent',
    `(?:going to|gonna|will|about to|i will|i am going to|want to|wanna) (?:${F})(?:batter|beat|stab|shoot|bottle|glass|knife|cut|smash|hit|bash|cave in) (?:${F})(?:him|her|them|${PERSON}) (?:${F})(?:with|using) (?:${F})(?:a|the|my|his|dad's|dads) (?:bat|baseball bat|hammer|knife|blade|bottle|brick|crowbar|iron bar|bar|machete|golf club|gun|pipe|axe|wrench|spanner)`,
  ),
  rule(
    'danger_from_others.i-am-next',
    'danger_from_others',
    'urgent',
    `(?:knife|knives|gun|guns|kill|killing|killed|hurt|dead|die|sharpening|blade|blades|bullet|bullets)(?: [a-z']+){0,8} (?:saying|says|said|tells me|told me|texted|texts|keeps saying|screaming|screamed|yelling|yelled|writing) (?:that )?(?:i am|you are|i will be|you will be|me) (?:${F})next(?=\\n|$| )`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.how-much-longer',
    'passive_ideation',
    'concern',
    `(?:do not know|not sure|no idea) how (?:much )?long(?:er)? (?:${F})i (?:${F})(?:can|will be able to|could) (?:${F})(?:keep going|go on|hold on|do this|take (?:it|this)|carry on|keep doing this|survive)|i (?:${F})(?:do not|no longer|don't) (?:${F})want to be here(?=\\n|$| (?:anymore|any more|any longer))`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.sea-tracks',
    'method_means',
    'urgent',
    `(?:thinking|think|thought|want|wanna|going|gonna|tempted|urge) (?:${F})(?:of|about|to) (?:${F})(?:walking|walk|wading|wade|swimming out|swim out) (?:${F})(?:into|out into|out to) (?:the )?(?:sea|ocean|river|lake|loch|water|waves)(?=\\n|$| (?:tonight|and|right now|now|until|till|forever|for good))|(?:park|parking|parked|lie|lying|lay|laying|sit|sitting|sat|stand|standing|stood) (?:${F})(?:down )?(?:on|across) the (?:tracks|railway line|railway|train tracks|level crossing|line) (?:${F})(?:and wait|until|till|waiting|tonight|right now)|(?:helium|nitrogen|charcoal|exit bag)(?! balloons?)(?: (?!balloons?)[a-z]+){0,3} (?:and|&) how long (?:it takes|until|would it take|it would take)`,
  ),
  rule(
    'passive_ideation.stop-being-alive',
    'passive_ideation',
    'concern',
    `(?:want|wanna|wish i could|need|would love) (?:${F})to (?:${F})(?:stop being alive|not be alive|stop breathing|stop living|no longer be alive)(?=\\n|$| (?:and|i|anymore|already|now))`,
  ),
  rule(
    'intent.last-message',
    'intent',
    'imminent',
    `(?:this is|this will be|here is|this is gonna be|this is going to be) (?:${F})my (?:${F})(?:last|final) (?:msg|message|text|txt|post|voice note)(?! (?:of the (?:day|night|year)|before|for (?:today|tonight|a while|now)|on this|in this|about))|^(?:${F})(?:love|luv|ly) (?:you|u|ya) (?:${F})all(?=\\n|$| (?:so much|x+|goodbye|bye))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.will-and-letters',
    'plan_preparation',
    'imminent',
    `(?:made|making|wrote|writing|did|done|signed|drew up) (?:${F})a will(?=\\n|$| (?:at|and|last|this|today|yesterday))|(?:wrote|written|writing|left) (?:${F})(?:everyone|everybody|each of them|them all|all of them) (?:${F})(?:letters|notes|a letter each|a note each)(?=\\n|$| )`,
    { weak: true, negatable: false },
  ),
  rule(
    'eating_disorder.ate-then-purged',
    'eating_disorder',
    'concern',
    `(?:ate|eat|eating|binged|binge|had (?:lunch|dinner|breakfast|tea|a meal|food|something)) (?:${F})(?:and|then|and then|&) (?:${F})(?:threw|throw|throwing|puked|puke|puking|sicked|brought) (?:${F})(?:it )?(?:all )?up (?:${F})(?:again|on purpose|straight away|straight after|after|(?:\\d+(?:st|nd|rd|th)?|second|third|fourth) time)`,
  ),

  // ── eating disorder, told through hiding, making up for food, amounts and the body ─────────────
  rule(
    'eating_disorder.hiding-food',
    'eating_disorder',
    'concern',
    `(?:hide|hid|hiding|stuff|stuffing|stuffed|slip|slipping|put|putting) (?:${F})(?:my |the )?(?:food|dinner|lunch|meals?|it|bits of (?:food|dinner)) (?:${F})(?:in|into|under) (?:${F})(?:a |my |the )?(?:napkins?|serviettes?|pockets?|sleeves?|tissues?|bin|plant pot|the dog)|(?:throw|threw|throwing|bin|binned|binning|chuck|chucked|chucking|tip|tipped) (?:${F})(?:away |out )?(?:the |my )?(?:lunch|packed lunch|sandwich|sandwiches|food|breakfast|dinner) (?:${F})(?:my |that )?(?:mum|mom|dad|parents|mother|father|nan|she|he|they) (?:${F})(?:packed|makes?|made|gives?|gave)|so (?:${F})(?:my )?(?:mum|mom|dad|parents|family|they|she|he|everyone|people|my (?:flatmates|husband|wife|partner)) (?:${F})(?:thinks?|believes?) i (?:${F})(?:ate|eat|have eaten|am eating|had (?:dinner|lunch|breakfast|something))`,
  ),
  rule(
    'eating_disorder.binge-then-burn',
    'eating_disorder',
    'concern',
    `(?:binged|binge|ate|eat) (?:[a-z0-9]+ ){0,8}(?:then|and then|so (?:now )?i|and) (?:${F})(?:did|do|doing|ran|run|running|spent|spend) (?:${F})(?:\\d+|one|two|three|four|an|a few) (?:hours?|hrs?|k|km|miles) (?:${F})(?:on the |of |running|in the gym|at the gym)?(?:bike|treadmill|cardio|spin|running|exercise|gym|stairmaster|crosstrainer|cross trainer)?`,
  ),
  rule(
    'eating_disorder.purge-method',
    'eating_disorder',
    'concern',
    `(?:fingers?|toothbrush|spoon) (?:${F})down (?:${F})my throat|toothbrush trick|(?:chew|chewing|chewed) (?:${F})(?:and|&|then) (?:${F})(?:spit|spitting|spat)|(?:make|made|making|force|forced) (?:${F})myself (?:${F})(?:to )?bring (?:${F})(?:it|it all|everything|dinner|lunch|food) (?:${F})(?:back )?up|b ?\\/? ?p (?:cycle|episode|again)|(?:binge|binging|bingeing) (?:and|&) (?:purge|purging)|(?:ana|mia) (?:buddy|buddies|coach|is winning|won|wins|tips?)|(?:^|\\n)(?:ana|mia) (?:is |has )?(?:winning|won|back)`,
  ),
  rule(
    'eating_disorder.body-still-lose',
    'eating_disorder',
    'concern',
    `(?:hair (?:${F})(?:is )?(?:falling|coming) out|(?:always|so|constantly|freezing) (?:${F})cold|freezing all the time|(?:fingers|toes|lips|hands) (?:${F})(?:go|going|turn|turning|are) (?:${F})(?:blue|purple|white)|(?:can|could) (?:${F})count (?:${F})(?:my|every) ribs?|(?:my )?periods? (?:${F})(?:stopped|has stopped|have stopped|disappeared|is gone|went away)|bmi (?:${F})(?:is |of )?(?:1[0-7]|[0-9])(?: [0-9])?)(?: [a-z0-9']+){0,12} (?:but|and|yet) (?:${F})(?:i )?(?:${F})(?:still|need to|want to|have to|must|will|am going to) (?:${F})(?:lose|see fat|feel fat|feel huge|restrict|not eat|skip|get (?:smaller|thinner|under)|need to lose|need more|am not thin|not (?:enough|thin enough|eating))`,
  ),
  rule(
    'eating_disorder.proud-of-restricting',
    'eating_disorder',
    'concern',
    `(?:day|days) (?:${F})(?:\\d+|two|three|four|five|six|seven|eight|nine|ten) (?:of|on) (?:${F})(?:just |only |nothing but )?(?:water|black coffee|coffee|diet coke|diet soda|tea|my fast|fasting|not eating|no food)|(?:\\d+|two|three|four|five|six|seven) (?:day|days) (?:${F})(?:streak|in a row) (?:of )?(?:${F})(?:not eating|no food|fasting|under|zero|0) |(?:logged|logging|log) (?:${F})(?:0|zero|no) (?:cals|calories|kcal)|(?:under|below|less than) (?:[1-9]\\d{1,2}) (?:cals|calories|kcal)? ?(?:today|yesterday|again)(?: [a-z0-9]+){0,6} (?:aim|aiming|goal|tomorrow|target)`,
  ),
  rule(
    'eating_disorder.laxatives-amount',
    'eating_disorder',
    'urgent',
    `(?:took|take|taken|taking|swallowed|had) (?:${F})(?:a whole box of|the whole box of|a box of|a packet of|\\d{2,}|twenty|thirty|forty|fifty|loads of|so many|way too many) (?:${F})(?:laxatives|laxies|senna|dulcolax|diuretics|water pills)(?: [a-z0-9']+){0,12} (?:cramp|cramps|cramping|dizzy|shaky|shaking|faint|chest|heart|can not stand|could not stand|on the toilet|legs feel)`,
  ),

  // ── method and means told without the act: going back to a place, a weapon's key known, "how many would it take"
  rule(
    'method_means.drawn-to-place',
    'method_means',
    'urgent',
    `(?:keep|kept|have been|been|started|start|i) (?:${F})(?:going|walking|driving|heading|coming) (?:${F})(?:out |up |down |back |over )?(?:to|onto|on to|up to|down to) (?:${F})(?:the|that|this) (?:[a-z']+ ){0,2}(?:bridge|cliff|cliffs|cliff edge|roof|rooftop|tracks|railway|train line|level crossing|platform|overpass|viaduct|top floor|top of the car park|multi ?storey|ledge|river|quarry|edge)(?! (?:project|cafe|café|pub|market|restaurant|bar|club|gym|walk|path race|with (?:my|the) (?:dog|kids|friends|team)))(?: [a-z0-9']+){0,6} (?:at night|every night|most nights|alone|on my own|at lunch|again|just to (?:stand|look|sit|watch)|and (?:just )?(?:stand|standing|look|looking|stare|staring|sit|sitting|watch|watching))|(?:standing|stood|sitting|sat|stand) (?:${F})(?:by|on|at|near|next to|beside|close to) (?:${F})(?:the|that) (?:[a-z']+ ){0,2}(?:tracks|edge|railway line|train line|level crossing|platform edge|ledge|railing|rail) (?:${F})(?:at night|every night|again|for (?:ages|hours|an hour|a long time)|watching (?:the )?(?:trains|cars|water))`,
  ),
  rule(
    'method_means.weapon-way-in',
    'method_means',
    'imminent',
    `(?:gun|guns|shotgun|rifle|pistol|handgun|revolver|gun safe|gun cabinet|safe|cabinet|cartridges|bullets|ammo)(?: [a-z0-9']+){0,8} (?:and )?(?:i|i have) (?:${F})(?:know|got|have|found|kept) (?:${F})(?:the code|the combination|the key|where the key|where (?:he|she|they|dad|mum) (?:keeps|hides) (?:the )?(?:key|cartridges|bullets|ammo)|where the (?:cartridges|bullets|ammo) are)`,
    { negatable: false },
  ),
  rule(
    'method_means.would-it-take',
    'method_means',
    'urgent',
    `how (?:many|much) (?:of )?(?:my|these|those|his|her|the|all my|all the|[a-z]+s|[a-z]+'s) (?:[a-z0-9']+ ){0,2}(?:would|does|do|will|did) it (?:${F})take(?=\\n|$| (?:for me|not asking|honestly|though|tho|lol|ngl|tbh|if|to not wake|to stop|to end|to never|to be sure|to be enough))`,
  ),

  // ── harm to others told through a weapon and the other's whereabouts, or an image the writer sees themselves in
  rule(
    'harm_to_others.weapon-and-whereabouts',
    'harm_to_others',
    'imminent',
    `(?:knife|knives|blade|machete|bat|baseball bat|hammer|crowbar|crossbow|gun|rifle|shotgun|pistol|petrol|acid|axe|cutlass)(?:'s)?(?: [a-z0-9']+){0,8} (?:and )?i (?:${F})(?:know|found out|looked up|have been looking up|have found|worked out) (?:${F})(?:where (?:he|she|they) (?:lives|live|drinks|drink|parks|park|works|work|goes|go|will be|is staying|are staying)|(?:his|her|their) (?:address|house|flat)|which (?:pub|house|flat|road|gym|bar) (?:he|she|they))|i (?:${F})know (?:${F})where (?:he|she|they) (?:lives|live|drinks|drink|parks|park|works|work)(?: [a-z0-9']+){0,8} (?:knife|blade|machete|bat|hammer|crowbar|crossbow|gun|rifle|shotgun|pistol|petrol|axe)`,
    { negatable: false },
  ),
  rule(
    'harm_to_others.weapon-going-round',
    'harm_to_others',
    'imminent',
    `(?:got|have|have got|grabbed|taken|took|bringing|carrying|packed) (?:${F})(?:a|the|my|his|dad's|my dad's) (?:knife|machete|bat|baseball bat|hammer|crowbar|axe|gun|crossbow)(?: [a-z0-9']+){0,3} (?:and )?(?:i am |i will |i am going to )?(?:${F})(?:going|heading|walking|driving|coming) (?:${F})(?:round|over|up|down|back)? ?(?:there|to (?:his|her|their|the neighbou?rs?'?s?) (?:house|flat|place|door|work))(?=\\n|$| (?:now|tonight|right now|later|today|tomorrow))(?![a-z' ]* (?:to (?:help|fix|put|hang|build|mount|finish|do|give|lend|sort out)|for (?:the|a|some|his|her|their)))`,
    { negatable: false },
  ),
  rule(
    'harm_to_others.sees-self-harming',
    'harm_to_others',
    'urgent',
    `(?:see|picture|imagine|seeing|picturing|imagining|keep seeing|keep picturing) (?:${F})myself (?:${F})(?:pressing|pushing|throwing|stabbing|hitting|strangling|drowning|smothering|shaking|suffocating) (?:${F})(?:a pillow over|the pillow over|him|her|them|someone|a stranger|my (?:baby|son|daughter|husband|wife|partner|mum|mom|dad)|the baby)|(?:thinking|think|thoughts?) (?:${F})(?:about|of) (?:${F})(?:pushing|shoving) (?:${F})(?:someone|somebody|a stranger|people|a person|him|her) (?:${F})(?:in front of|under|onto|off) (?:${F})(?:a|the) (?:train|tube|bus|car|lorry|truck|tracks|platform)`,
    { negatable: false },
  ),

  // ── passive wishes told indirectly: asking God to take one, not minding dying, not wanting to be here, no point carrying on
  rule(
    'passive_ideation.god-take-me',
    'passive_ideation',
    'concern',
    `(?:pray|praying|prayed|asking|ask|asked|begging|beg|hoping|hope|wish|want) (?:${F})(?:that )?(?:god|the lord|jesus|allah|him upstairs|the universe) (?:${F})(?:would |will |to |could )?(?:${F})(?:take|takes|took|come for|call|calls) (?:${F})me(?! (?:to (?:church|mass|the)|home from|back to|through|under))|(?:god|lord) (?:${F})(?:please )?(?:do not|dont|don't) let me wake up|(?:ready|happy|waiting) to (?:go|meet (?:god|my maker|the lord)) (?:${F})(?:whenever|any ?time|sooner|tonight|soon)`,
  ),
  rule(
    'passive_ideation.would-not-mind-dying',
    'passive_ideation',
    'concern',
    `(?:would not|wouldn't|would not really|would not even|do not think i would|don't think i'd|genuinely would not|honestly would not) (?:${F})(?:mind|care) (?:${F})(?:all that much |at all |much |that much )?(?:if|when) (?:${F})(?:i (?:${F})(?:died|was dead|did not wake up|didn't wake up|never woke up|went (?:off )?in my sleep|just went|got hit|was gone|stopped waking up)|a (?:bus|car|truck|lorry|train) (?:${F})(?:hit|hits|took) me|(?:the|a|my) (?:plane|car|bus|heart) (?:${F})(?:went down|crashed|stopped|just stopped))|(?:wake|woke) up (?:${F})disappointed (?:that )?i (?:${F})(?:woke up|am still here|am still alive|did)|dying (?:${F})(?:does not|doesn't|no longer) (?:${F})scare me(?: [a-z]+){0,4} (?:relieved|relief|welcome|peace)`,
  ),
  rule(
    'passive_ideation.not-be-here',
    'passive_ideation',
    'concern',
    `i (?:${F})(?:want|wanna|wish) (?:${F})(?:to )?(?:not be here|be gone|go quiet forever|switch off for good|stop being|not exist|not be|stop existing|disappear for good)(?=\\n|$| (?:anymore|any more|forever|for good|like|gone|really|tbh|honestly|no more))|(?:not sure|no idea|do not know) why i (?:${F})(?:keep|bother|keep bothering) (?:${F})(?:to )?(?:be alive|living|staying alive|existing|waking up)|(?:do not|don't|can not|cannot) (?:${F})see (?:${F})(?:much |any |the )?(?:point|reason) (?:${F})(?:in |to )?(?:carrying on|keep going|keep living|going on|staying|being here|living|being alive)(?!(?: [a-z]+){0,3} (?:with|at|in|to|on) (?:this|that|the|my|a|these|those) (?:[a-z]+ )?(?:job|course|class|classes|relationship|diet|team|game|project|club|degree|plan|gym|school|uni|church|group|meeting|meetings|lessons|app|show|series|book|podcast|treatment|medication|tablets)| to (?:work|school|uni|church|class|classes|therapy|meetings|practice|training|the gym))`,
  ),

  // ── threats to the writer's life, told as received: said, texted, left in a note ─────────────────
  rule(
    'danger_from_others.threat-told',
    'danger_from_others',
    'urgent',
    [
      // "someone left a note on my car saying im next", "he texted me youre a dead man"
      `${TOLD_MENACE} (?:${F})(?:to me |me )?(?:that )?(?:i am|i would be|i will be|i was|you are|you would be|you will be|ur) (?:${F})next(?! (?:in line|in the queue|on the list|up|to|for|in))(?=\\n|$| )${NO_JOKE}|${TOLD} (?:${F})(?:to me |me )?(?:that )?(?:i am|i would be|i will be|i was|you are|you would be|you will be|ur) (?:${F})(?:a dead (?:man|woman|girl|boy|bitch)|dead meat|going to die|going in the ground|going to end up (?:dead|in a ditch|in the river|in a body bag))(?=\\n|$| )(?! if (?:i|you) (?:miss|am|are|forget|lose|break|do not|skip|fail|eat|touch|tell|show up|come home|get home|wear|borrow|use|take|scratch|dent|crash))${NO_JOKE}`,
      // "er hat geschrieben dass ich den morgen nicht erlebe" in English: "said i wont see christmas", "your days are numbered"
      `${TOLD} (?:${F})(?:to me |me )?(?:that )?(?:i|you) (?:${F})(?:will|would|are going to|am going to|was going to|were going to) (?:${F})(?:not|never) (?:${F})(?:see|live to see|make it to|survive|get out of (?:here|there|this) alive|walk again) (?:${F})(?:tomorrow|the morning|morning|the weekend|christmas|xmas|my birthday|your birthday|another day|the next day|next week|the week|the night|sunday|monday|tuesday|wednesday|thursday|friday|saturday|the end of the (?:week|month|year)|new year|the summer|alive|old)(?=\\n|$| )|${TOLD} (?:${F})(?:to me |me )?(?:that )?(?:my|your) days (?:${F})are numbered`,
      // "he said hell finish the job", "said next time its my face", "said next time it wont be words"
      `${TOLD} (?:${F})(?:to me |me )?(?:that )?(?:(?:(?:he|she|they|i) (?:${F}))?(?:will|would|is going to|are going to|was going to|were going to|gonna|am going to)|hed|shed|theyd|hell|shell|theyll) (?:${F})(?:finish (?:the job|what (?:he|she|they|i) started|me off|you off)|put (?:me|you) (?:in|into|through|under) (?:${F})(?:hospital|the hospital|a coma|the ground|a box|a coffin|a grave|a body bag|the window|a window|the wall|a wall|the morgue|intensive care|icu|a wheelchair|the river)|(?:slit|cut|snap|break|crush|cave|smash|kick|stamp) (?:${F})(?:my|your) (?:throat|neck|skull|head|face)(?: (?:in|open|off|apart))?|blow (?:${F})(?:my|your) (?:head|brains) (?:off|out))${NO_JOKE}`,
      `${TOLD} (?:${F})(?:to me |me )?(?:that )?next time (?:${F})(?:it will be|it is|it is going to be|it would be|it will not be|it is not going to be|it would not be|will be|he will|she will|they will|i will|you will) (?:${F})(?:(?:my|your) (?:face|head|neck|throat|skull|legs|life)|worse|much worse|for real|a knife|the knife|a gun|not (?:just )?words|(?:just )?words|(?:just )?talk|more than (?:words|a slap|a punch|bruises)|in hospital|the hospital|a body bag|a coffin|the morgue|dead|the end of (?:me|you)|kill (?:me|you)|finish (?:me|you|the job))`,
      // the writer as "you" in a quoted threat: "texted me saying i will kill you", "no one will ever find you"
      `${TOLD} (?:${F})(?:to me |me )?(?:that )?i (?:${F})(?:will|would|am going to|am gonna|swear i will|swear i am going to|am coming to) (?:${F})(?:kill|murder|stab|shoot|end|bury|gut|hunt down|find and kill|strangle|slit your throat|burn) (?:${F})(?:you|your)(?![a-z' ]* (?:for (?:eating|borrowing|taking|touching|reading|stealing|using|wearing|finishing|being late|forgetting)|if you (?:eat|borrow|take|touch|read|use|wear|finish|are late|forget)))${NO_JOKE}|${TOLD} (?:${F})(?:to me |me )?(?:that )?(?:no one|nobody) (?:${F})(?:will|would|is going to|is ever going to) (?:${F})(?:ever )?find (?:${F})(?:me|my body|you|your body)`,
      // "he said hell burn the house down with me in it", "threatened to set fire to the flat with us inside"
      `(?:${TOLD}|${AGENT} (?:${F})(?:will|would|is going to|are going to|was going to|gonna|wants to|threatens to|threatened to|keeps threatening to)) (?:${F})(?:to me |me )?(?:that )?(?:(?:he|she|they) (?:${F}))?(?:(?:will|would|is going to|are going to|was going to|gonna) (?:${F}))?(?:burn|torch|set fire to|firebomb|petrol bomb) (?:${F})(?:the|our|my|your|this|his|her) (?:house|flat|home|place|car|room|caravan|door)(?: down)? (?:${F})(?:with|while) (?:${F})(?:me|us|you|the kids|my kids|your kids) (?:still )?(?:in it|inside|in there|in bed|asleep)`,
      // received: "keep getting death threats", "got a threatening letter"
      `(?:got|get|getting|received|receiving|been getting|keep getting|keeps sending me|been sent|had) (?:${F})(?:a |an |another |more |some )?(?:death threats?|threats (?:to|on|against) my life|threatening (?:messages?|texts?|letters?|notes?|voicemails?|calls?|emails?|dms?))(?! (?:on|in) (?:the|a|that) (?:game|movie|film|show|book))`,
    ].join('|'),
  ),
  rule(
    'danger_from_others.threat-hints',
    'danger_from_others',
    'urgent',
    // weak alone: "said he knows where i live", "said theyd take it out on me", "said ill regret it"
    `${TOLD} (?:${F})(?:to me |me )?(?:that )?(?:he|she|they|i) (?:${F})(?:knows?|know|found out|finds out) where i (?:live|work|sleep|park|am staying|go to school)|${TOLD} (?:${F})(?:to me |me )?(?:that )?(?:he|she|they) (?:${F})(?:will|would|is going to|are going to|was going to|gonna) (?:${F})(?:make (?:me|us) pay|teach me a lesson|take it out on me|come for me|come after me|get me|sort me out|deal with me|find me)|(?:${TOLD} (?:${F})(?:to me |me )?(?:that )?|and that )(?:i will|i would|i am going to|you will|you are going to) (?:${F})(?:regret it|pay for (?:it|this|that)|be sorry)`,
    { weak: true, negatable: false },
  ),
  rule(
    'danger_from_others.at-the-door-now',
    'danger_from_others',
    'imminent',
    // the danger here now, beside a threat: "hes outside", "shes banging on my door", "hes on his way round"
    `(?:he|she|they|my ex|someone|somebody|a man|a guy|he is|she is|they are|my ex is|someone is|somebody is) (?:${F})(?:is |are )?(?:standing |waiting |sitting |sat |parked |lurking )?(?:outside|at my (?:front |back |bedroom )?(?:door|window|house|flat|work)|banging on (?:my|the) (?:door|window)|trying (?:to get in|to break in|the door|the handle|my door)|on (?:his|her|their) way (?:here|over|round)|coming (?:over|round|here) (?:now|right now|to get me))(?=\\n|$| (?:now|right now|again|my|the|in|with|waiting|and))`,
    { weak: true, negatable: false },
  ),
  // ── holding on until after an event so as not to spoil it, then going: both parts, in one clause or two ──
  rule(
    'plan_preparation.after-the-day',
    'plan_preparation',
    'imminent',
    [
      // holding on for the day, with the end in the same clause: "im holding on till after her birthday so i dont ruin it then thats it"
      `${HOLDING_ON} (?:${F})(?:until|till|til|untill|through|past) (?:${F})(?:after )?${EVENT}(?: [a-z0-9']+){0,12} (?:then|after that|and then|afterwards|after which) (?:${F})${THE_END}(?=\\n|$| )`,
      // waiting for the day so as not to spoil it, then the end: "waiting until after christmas so i dont wreck it for everyone after that im done"
      `${WAITING} (?:${F})(?:until|till|til|untill) (?:${F})(?:after )?${EVENT}(?: [a-z0-9']+){0,6} ${NOT_SPOIL}(?: [a-z0-9']+){0,8} (?:then|after that|and then|afterwards|after which) (?:${F})${THE_END}(?=\\n|$| )`,
      // the end set after the day so as not to spoil it: "im doing it after the wedding so i dont ruin it for her"
      `${ENDING_IT} (?:${F})(?:after|once|when|as soon as|straight after|right after) (?:${F})${EVENT}(?: [a-z0-9']+){0,6} ${NOT_SPOIL}|(?:after|once|when|as soon as|straight after|right after) (?:${F})${EVENT}(?: [a-z0-9']+){0,4} (?:i am|i will be|i will|i am going to|i|i can) (?:${F})${ENDING_IT_AFTER}(?: [a-z0-9']+){0,6} ${NOT_SPOIL}`,
    ].join('|'),
  ),
  rule(
    'plan_preparation.after-the-day-parts',
    'plan_preparation',
    'imminent',
    [
      // holding on for the day: "im only holding on till after my daughters birthday", "waiting till after christmas so i dont wreck it"
      `${HOLDING_ON} (?:${F})(?:until|till|til|untill|through|past) (?:${F})(?:after )?${EVENT}|${WAITING} (?:${F})(?:until|till|til|untill) (?:${F})(?:after )?${EVENT}(?: [a-z0-9']+){0,6} ${NOT_SPOIL}`,
      // not spoiling it for them: "so i dont ruin it for her", "im not ruining that for her", "i just want her to have her day first"
      `${NOT_SPOIL}(?: (?:it|that|this|things|everything|(?:the|her|his|their) (?:day|mood|party|wedding|celebration|birthday|big day)))?(?: (?:${F})(?:day|birthday|bday|wedding|christmas|xmas|party|big day))? (?:${F})for (?:${F})(?:her|him|them|everyone|everybody|the kids|my (?:[a-z]+ )?[a-z]+|[a-z]+)(?=\\n|$| )|${NOT_SPOIL} (?:${F})(?:her|his|their|the|my [a-z]+s|my [a-z]+'s|[a-z]+s|[a-z]+'s) (?:${F})(?:big )?(?:day|birthday|bday|wedding|christmas|xmas|party|graduation|exams?)(?=\\n|$| )(?! (?:by|with|when|if|because) )|(?:i )?(?:${F})(?:want|wanted|need|let) (?:${F})(?:her|him|them) (?:to )?(?:${F})(?:have|enjoy) (?:${F})(?:her|his|their) (?:${F})(?:big |special )?(?:day|birthday|wedding|christmas|party)(?: first)?(?=\\n|$| )`,
      // the day, then the end: "after mums birthday im gone", "im doing it after the wedding"
      `(?:after|once|when|as soon as|straight after|right after) (?:${F})${EVENT}(?: [a-z0-9']+){0,4} (?:i am|i will be|i will|i am going to|i|i can) (?:${F})${ENDING_IT_AFTER}(?=\\n|$| (?:for good|forever|for ever|then|and|i|so|too))|${ENDING_IT} (?:${F})(?:after|once|when|as soon as|straight after|right after) (?:${F})${EVENT}(?=\\n|$| )`,
      // then the end, on its own: "then thats it", "after that im done", "for good"
      `^(?:and |but |so )?(?:then|after that|afterwards|after which|and then|then after that|after all that) (?:${F})${THE_END}(?: (?:for good|forever|for ever|for real|permanently|with (?:life|everything|it all|all of it)))?$`,
    ].join('|'),
    { weak: true, negatable: false },
  ),
  rule(
    'passive_ideation.for-good-alone',
    'passive_ideation',
    'concern',
    // a clause of its own after going: "after mums birthday im gone, for good" (a wish alone: no plan, no level raised)
    `^(?:and |but |then )?(?:for good|forever|for ever|for real this time|and never coming back|never coming back|not coming back)$`,
    { weak: true, negatable: false },
  ),
  // ── pets and belongings handed over for good, and the words that make it final ───────────────────
  rule(
    'plan_preparation.handed-over-for-good',
    'plan_preparation',
    'imminent',
    // "left my dog with my brother for good", "gave my cat to the neighbour to keep forever" (not because of a move or an allergy)
    `(?<!(?:we|they|he|she|you|who) (?:${F}))(?:gave|given|left|handed|handed over|dropped off|dropped|took|taken|sent|signed over|rehomed) (?:${F})(?:away )?(?:my|all my|all of my|both my|both of my) (?:${F})(?:[a-z0-9]+ ){0,2}(?:(?:and|&) (?:my |all my |the )?(?:[a-z0-9]+ ){1,2})?(?:away |off |over )?(?:to|with|at) (?:${F})(?:[a-z']+ ){1,4}(?:${F})(?:for good|forever|for ever|permanently|to keep(?: (?:forever|for good))?|for keeps)(?=\\n|$| )${PRACTICAL}`,
  ),
  rule(
    'plan_preparation.better-off-with-them',
    'plan_preparation',
    'imminent',
    [
      // "won't need to look after her anymore"
      `(?:will not|do not|no longer|not going to|shall not|never|will never) (?:${F})(?:need|have|got) to (?:${F})(?:look after|take care of|feed|walk|worry about|care for|clean up after|clean out) (?:${F})(?:her|him|them|it|my [a-z]+) (?:${F})(?:anymore|any more|again|any longer|now)`,
      // "it's better this way"
      `(?:it is|it will be|this is|that is|it was|it would be) (?:${F})(?:better|best|easier|kinder) (?:for (?:her|him|them|everyone|everybody|all of us|both of us) )?this way(?=\\n|$| )`,
      // "she'll have a better life with her kids anyway", "he'll look after him better than i ever could"
      `(?:she|he|they|it) (?:${F})(?:will|would|is going to|deserves to|can|should) (?:${F})(?:have|get) (?:${F})a (?:${F})(?:better|happier|good|proper|nicer|much better) (?:life|home|owner|owners|family|mum|mom|dad)(?=\\n|$| (?:anyway|now|than|with|there|without))`,
      `(?:she|he|they) (?:${F})(?:will|would|can|is going to|are going to) (?:${F})(?:look after|take care of|care for|love|be better for) (?:${F})(?:her|him|them|it) (?:${F})better than i (?:${F})(?:ever )?(?:could|can|did|have|would|am able to)`,
      // "so she'll be looked after", "so he's taken care of"
      `so (?:that )?(?:she|he|they|it) (?:${F})(?:will be|is|are|would be|gets|get) (?:${F})(?:looked after|taken care of|cared for|loved|safe|okay|ok|fine)(?=\\n|$| (?:when|after|once|without|anyway))`,
      // "told her to keep it forever", "something to remember me by"
      `(?:told|asked) (?:${F})(?:her|him|them|my [a-z]+) to keep (?:it|them|him|her) (?:${F})(?:forever|for good|for ever|always)|(?:something|things|stuff|it|them|this|that) (?:${F})to remember me by`,
      // "won't be needing them", "wont need it where im going"
      `(?:will not|no longer|not going to|shall not) (?:${F})(?:be )?(?:need|needing|use|using|wear|wearing|play|playing) (?:${F})(?:them|it|these|those|any of (?:it|them|this))(?=\\n|$| (?:anyway|now|though|honestly|anymore|any more|soon|after|where i am going))`,
    ].join('|'),
    { weak: true, negatable: false },
  ),
  // ── pills already taken: a number, a box or strip, "all my", "loads of" (not someone else's, not a day's dose) ──
  rule(
    'self_harm.took-too-many',
    'self_harm',
    'imminent',
    [
      // ten or more: "took like 20 of my sertraline", "swallowed 15 20 of them an hour ago"
      `${NOT_OTHER_TAKER}(?:${SWALLOWED}|${TOOK}) (?:${F})${ROUGHLY}${MANY}(?: (?:or |to |and |maybe )?(?:\\d+|${MANY}))? (?:${F})(?:${OWNER}${DRUG_WORDS}${DRUGS}|of (?:them|those|these)(?=\\n|$| (?:an? |about|like|at once|in one go|and|with|earlier|last night|tonight|just now|\\d|half|ago|minutes|mins|now)))${COURSE}`,
      // five to nine, unless a day's dose: "popped 8 co codamol at once"
      `${NOT_OTHER_TAKER}(?:${SWALLOWED}|${TOOK}) (?:${F})${ROUGHLY}${FEW_MANY}(?: (?:or |to |and |maybe )?(?:\\d+|${MANY}))? (?:${F})(?:${OWNER}${DRUG_WORDS}${DRUGS}|of (?:them|those|these)(?=\\n|$| (?:at once|in one go|together)))${ORDINARY_DOSE}`,
      // a box, a strip, two boxes: "necked a whole box of paracetamol", "swallowed a strip of my mums diazepam"
      `${NOT_OTHER_TAKER}${SWALLOWED} (?:${F})(?:(?:a|one|an|the|half a|all of a|all|both|several|a couple of|a few|two|three|four|\\d+) )?(?:(?:whole|full|entire) )?${CONTAINER} (?:of )?(?:${F})${OWNER}${DRUG_WORDS}(?:${DRUGS}|them|those|these)`,
      `${NOT_OTHER_TAKER}${SWALLOWED} (?:${F})(?:(?:a|one|the|half a) )?(?:(?:whole|full|entire) )?(?:strip|strips|blister|blisters|blister pack|blister packs)(?=\\n|$| (?:an hour|about|and|earlier|last night|just now|ago|like|so))`,
      `${NOT_OTHER_TAKER}${TOOK} (?:${F})(?:(?:a|the|an) (?:whole|full|entire)|all of a|half a|(?:two|three|four|five|six|both|several|\\d+|a couple of|a few)(?: (?:whole|full|entire))?) ${CONTAINER} (?:of )?(?:${F})${OWNER}${DRUG_WORDS}(?:${DRUGS}|them|those|these)`,
      // all of them: "swallowed all my nans sleeping tablets", "took every last one of my meds"
      `${NOT_OTHER_TAKER}(?:${SWALLOWED}|${TOOK}) (?:${F})(?:all|every single one of|every one of|every last one of|all of|all the rest of|the rest of|what was left of|every pill in|all the pills in) (?:${F})${OWNER}${DRUG_WORDS}${DRUGS}${ROUTINE}`,
      `${NOT_OTHER_TAKER}${SWALLOWED} (?:${F})(?:them all|all of them|the lot|every one of them|every last one)(?=\\n|$| )|${NOT_OTHER_TAKER}${TOOK} (?:${F})(?:them all|all of them|the lot) (?:${F})(?:at once|in one go|together|at the same time)`,
      // loads, too many, way more than meant to: "took too much of my tramadol", "took a load of my nans heart tablets"
      `${NOT_OTHER_TAKER}(?:${SWALLOWED}|${TOOK}) (?:${F})(?:loads of|a load of|lots of|a lot of|a bunch of|a handful of|handfuls of|heaps of|a heap of|a pile of|a ton of|tons of|too many|way too many|far too many|so many|a shit ton of|a fuck ton of|a shitload of|a whole lot of|a whole load of|too much|way too much|far too much|a whole heap of|a massive amount of|a huge amount of|a stupid amount of|an overdose of|(?:several|a few) days worth of|a weeks worth of|a months worth of|a week's worth of|a month's worth of) (?:of )?(?:${F})${OWNER}${DRUG_WORDS}${DRUGS}${COURSE}`,
      `${NOT_OTHER_TAKER}(?:${SWALLOWED}|${TOOK}) (?:${F})(?:(?:way|far|a lot|much|loads|so much) )?more (?:${F})${OWNER}${DRUG_WORDS}${DRUGS} (?:than|then) (?:${F})(?:i|you) (?:am|was|are|should|should have|should of|am meant to|was meant to|am supposed to|was supposed to|am allowed|ever|normally|usually|meant to|supposed to)`,
      // an overdose named: "overdosed on my antidepressants about two hours ago", "took an overdose last night"
      `${NOT_OTHER_TAKER}(?:overdosed|od would|oded|od ed|od'ed) (?:${F})on (?:${F})${OWNER}${DRUG_WORDS}${DRUGS}|${NOT_OTHER_TAKER}(?:took|have taken|taken) (?:${F})(?:an|a) (?:${F})(?:overdose|od)(?! (?:years|a long time|once|in (?:19|20)\\d\\d|as a teen|when i was|of (?:coffee|caffeine|sugar)))`,
    ].join('|'),
  ),
];

export const rules: LanguageRules = {
  language: 'en',
  rules: rulesList,
  negations: [
    '(?:it is|its|it was) not (?:like|as if|as though|that) i(?: really| actually| even)?',
    'not (?:saying|that) (?:that )?i(?: really| actually| even)?',
    '(?:never|no way) (?:would|will|could|ever) i(?: ever)?',
    '(?:do not|did not|never) (?:really )?(?:think|believe|feel like|feel that) (?:that )?i(?: am| would| will| could| have| was)?(?: ever| really| actually)?',
    '(?:no way|no chance|not a chance|never in a million years|there is no way)(?: in hell)?(?: that)? i(?: would| will| am going to| could| am)?(?: ever)?',
    'not(?! (?:only|just|sure|okay|ok|fine|alright|all right|good|great|well|safe|lying|kidding|joking|going to lie|gonna lie|stop|help|wait|even sure|really sure|that i|want to be alive|doing (?:well|good|great|okay|ok)|coping|handling|a (?:joke|drill)|exaggerating|able to stop|getting better|feeling|happy|myself|the same|anymore|any more|normal|worth))',
    'never(?! (?:stop|stopped|stops|been|felt|ends|end|get better|gets better|be (?:happy|okay|ok|enough|good enough|loved|free)|thought i would|knew|wanted to live|expected|ending|ever stops))',
    'no(?! (?:one|body|longer|more|point|reason|hope|matter|idea|future|energy|motivation|words|sleep|choice|option|other|escape|way out|way forward|life|purpose|help|friends|family|money|control|appetite|sense|clue|wonder|doubt))',
    'nor',
    'neither',
    'without (?:ever )?(?:wanting|needing|thinking)',
    '(?:stopped|quit|quitting|have quit|gave up|overcame|recovered from|free from|free of|clean from|clean of|stop myself from|stopped myself from|kept myself from|talked myself out of|resisted|resisting the urge to|beat|beaten|survived)',
    'would rather not',
    'nothing (?:would|will|could) (?:ever )?make me',
  ],
  guards: [
    // pill organisers and reminders: "saving my tablets in the pill organiser so I don't forget them"
    `(?:saving|putting|keeping|sorting) (?:${F})(?:my |the )?(?:tablets|pills|meds|medication) (?:in|into) (?:the |my |a )?(?:pill |weekly |daily )?(?:organi[sz]er|dispenser|planner|dosette box)`,
    // kitchen knives and food rules: "taking my knife to her house to help carve the turkey", "not allowed to eat in the library"
    `(?:knife|knives) (?:[a-z']+ ){0,4}to (?:help )?(?:carve|cut|chop|slice|cook|prep|sharpen)|(?:not allowed|no) (?:to )?(?:eat|eating|food|drinks?)(?: or drink)? (?:in|on|at|during) (?:the )?(?:library|class|classroom|lab|bus|train|office|car|cinema|museum|store|shop|lesson|lessons|exam|exams)`,
    // "if my mum finds out I crashed her car she'll kill me"
    `if (?:${F})(?:my [a-z]+|he|she|they) (?:${F})(?:finds out|find out|sees|see|hears|catches me|notices|knows|ever finds out)(?: [a-z']+){0,8} (?:he|she|they|my [a-z]+) (?:${F})(?:will|would|is going to|is gonna|are going to) (?:${F})(?:literally )?kill me(?=\\n|$| lol| haha| lmao)`,
    // "I'm gonna murder my brother for eating my leftovers"
    `(?:going to|gonna|will|i will|i am going to|i swear i will|i swear i am going to) (?:${F})(?:kill|murder|strangle|throttle|end) (?:${F})(?:him|her|them|my [a-z]+|that [a-z]+) (?:${F})for (?:${F})(?:eating|borrowing|taking|touching|reading|stealing|using|wearing|finishing|spoiling|telling|forgetting|being late|breaking|losing|drinking|ate|took|drinking|hogging|leaving|not (?:texting|calling|telling|doing)|snoring|spoiling)`,
    // "i'm going to stab my brother if he eats my chips again lol"
    `(?:going to|gonna|will|i will|i am going to|i swear i will|i swear i am going to) (?:${F})(?:stab|shoot|punch|slap|smack|batter|deck|strangle|throttle) (?:${F})(?:him|her|them|my [a-z]+|that [a-z]+) (?:${F})if (?:${F})(?:he|she|they|it|you) (?:${F})(?:eats|borrows|takes|touches|reads|steals|uses|wears|finishes|eat|borrow|take|touch|read|steal|use|wear|finish|spoils|forgets|drinks|ate|took|breaks)(?=[a-z ]{0,60} (?:lol|haha|lmao|lmfao|jk|xd)(?: |$))`,
    // shooting ranges and first times with a gun for sport
    `(?:shooting|gun|rifle|firing|archery|clay) range|(?:clay|skeet|trap|target) shooting|first time (?:holding|shooting|firing|using) (?:a|the) (?:gun|rifle|pistol|shotgun|firearm)`,
    // "I'm going to kill my sister if she borrows my jumper again"
    `(?:going to|gonna|will|i will|i am going to|i swear i will|i swear i am going to) (?:${F})(?:kill|murder|strangle|throttle) (?:${F})(?:him|her|them|my [a-z]+|that [a-z]+) (?:${F})if (?:${F})(?:he|she|they|it|you) (?:${F})(?:eats|borrows|takes|touches|reads|steals|uses|wears|finishes|eat|borrow|take|touch|read|steal|use|wear|finish|does that|says|tells|spoils|forgets|is late|does not|do not|breaks|loses|drinks|ate|took|read|breaks)`,
    // play and jokes: "punched me on the arm for a joke"
    `(?:punched|punches|hit|hits|slapped|slaps|kicked|kicks|shoved|shoves|pushed|pushes|smacked|smacks) me (?:[a-z]+ ){0,5}(?:for a joke|as a joke|jokingly|playfully|for fun|in fun|messing about|messing around)`,
    // bungee and base jumps: "went bungee jumping off a bridge"
    `(?:bungee|bungy|base|cliff|rope) (?:jump|jumping|jumped|jumps)(?: [a-z]+){0,3} (?:off|from) (?:a |the |this |that )?(?:[a-z]+ )?(?:bridge|cliff|crane|tower|platform|building|dam|gorge)`,
    // killing me / kill for / killed it
    `killing me(?! (?:with (?:a|his|her|the) (?:knife|gun)))`,
    `(?:kill|kills|killed|killing) (?:some |a little |the )?(?:time|it|the (?:mood|vibe|lights|engine|process|music|conversation|bugs|germs|bacteria|weeds|dragon|zombies|monster|monsters|enemy|enemies|level|game|pain|buzz|noise|app|fun)|two birds|(?:a |the |that |this )?(?:spider|cockroach|roach|mosquito|fly|flies|wasp|bugs|pests|mice|rats|boss fight|final boss)|my (?:plants|vibe|buzz|battery|phone|mood|appetite|back|knees|feet|joy|motivation|brain cells|productivity|social life|credit score))`,
    `(?:would|could|i would|i could) (?:${F})kill (?:${F})(?:for|someone for)`,
    `kill for (?:a|an|some|one|that|this)`,
    `(?:kill|killing|killed|kills) (?:him|her|them) with kindness`,
    // die idioms
    `(?:dying|die|dead|died) (?:${F})(?:to|for) (?:${F})(?:see|know|try|meet|go|get|hear|have|eat|tell|watch|read|visit|find out|a|an|some|one|the|that|this|it)(?! (?:\\w+ )?(?:cause|country|sins|beliefs))`,
    `to die for`,
    `(?:die|dying|died|dead|death) (?:${F})(?:of|from|with|by) (?:${F})(?:laughter|laughing|embarrassment|boredom|shame|cringe|cuteness|jealousy|envy|excitement|the heat|heat|thirst|hunger|curiosity|suspense|anticipation|happiness|exhaustion|cringing|secondhand embarrassment|second hand embarrassment|fomo|old age)`,
    `(?:died|dying|dead|die|dies) (?:${F})(?:laughing|of laughter|inside (?:laughing|lol))`,
    `(?:literally|almost|nearly|basically|lowkey|i just|i literally|i almost|i nearly) (?:died|died inside|died laughing)(?= (?:when|lol|haha|lmao|of|from|at|because)|\\n|$)(?! (?:last|in (?:a|the) (?:crash|hospital|accident)|from (?:an|a) (?:overdose|attempt)))`,
    `dead (?:tired|serious|wrong|right|set|on|center|centre|end|last|heat|silent|quiet|beat|broke|inside|ass|af|weight|line|lines|lift|lifts|lifting|pan|stop|ringer|giveaway|of night|of winter|battery|phone|skin|zone|space|air)`,
    `(?:i would|i'd|would) (?:${F})rather (?:die|be dead) than (?!(?:live|living|keep|go on|carry on|feel|spend another|be alive|wake up|continue|stay|exist|face|go back to|be like this|be this))`,
    `(?:die|dies|died|dying) (?:hard|trying|on (?:this|that|the) hill|a little inside|in a game|in the game|in game|in (?:minecraft|fortnite|dark souls|elden ring|the movie|the show|the book))`,
    `do or die|die hard|over my dead body|dead man walking|dead to me|drop dead gorgeous|(?:bored|scared|worried|sick|tired|loved?|love (?:him|her|them|you|it)|annoyed|frightened|terrified|freezing|starving|beaten|done|talked|worked|stressed) to death`,
    `(?:fell|fall|falling|tripped|slipped|crashed|collided|ran into|bumped|stumbled|twisted)(?: [a-z']+){0,6} (?:and )?(?:hurt|injured|cut|bruised|scraped|burned|burnt) myself`,
    // kill myself hyperbole
    `(?:killing|killed|kill|kills) myself (?:(?:at|over|for) (?:work|the gym|this|that|school|my job|nothing|a (?:grade|job|promotion|deadline|project|test|exam))|working|studying|trying (?:to|not to) (?:finish|get|make|please|impress)|to (?:finish|get|make|meet|pay|keep|impress|please|prove|lose weight|hit)|laughing|with laughter|at the gym|in the gym|on the treadmill)`,
    `(?:i will|i am going to|i am gonna|going to|gonna|i would|i could|i swear i will|i swear i am going to) (?:${F})(?:kill|shoot|hang) myself if (?:${F})(?:i have to (?:sit|listen|watch|hear|go|do|work|read|sing|wear|eat|attend)|i hear (?:that|this|one more|another)|(?:they|he|she|you|someone) (?:play|plays|says|asks|sends|mentions)|one more (?:person|email|meeting|call|zoom)|another (?:meeting|email|call|zoom|song|ad)|this (?:meeting|song|lecture|class|traffic|line|queue|wifi) (?:goes|lasts|does not|continues))`,
    `(?:almost|nearly) (?:killed|kill) myself (?:laughing|tripping|falling|on the|at the|in the|with (?:the|a|my) (?:bike|skateboard|ladder|chainsaw))`,
    `shoot(?:ing)? myself in the foot|(?:shoot|shooting|shot) (?:my|your|his|her) shot|shoot (?:me|him|her|them) (?:a|an) (?:text|message|email|dm|line|note)`,
    // kill me idioms
    `(?:just|please|somebody|someone|pls|plz|oh|ugh|god|lord) (?:${F})kill me(?: now)?|kill me now|shoot me now`,
    `(?<!(?:said|says|told me|tells me|threatened|threatens|swore|swears|warned|warns|promised|promises|screamed|screams|yelled|yells|texted|keeps saying|kept saying|scared|afraid|terrified|frightened|fear|worried|sure|know|knew|believe|think|convinced|really think)(?: that)?(?: (?:if|when|once) i(?: [a-z']+){1,5})? )(?<!my )(?:my )?(?:mom|mum|dad|mother|father|parents|boss|wife|husband|teacher|coach|sister|brother|girlfriend|boyfriend|partner|family|manager|gf|bf|grandma|grandpa|roommate|professor|prof) (?:${F})(?:is|are|will|would|is going to|are going to|going to|is gonna|are gonna|is literally going to|will literally|would literally) (?:${F})kill me(?= (?:if|when|for|because|after|once|lol|haha|lmao|omg|haha)|\\n|$)`,
    `(?<!(?:said|says|told me|tells me|threatened|threatens|swore|swears|warned|warns|promised|promises|screamed|screams|yelled|yells|texted|keeps saying|kept saying|scared|afraid|terrified|frightened|fear|worried|sure|know|knew|believe|think|convinced)(?: that)?(?: (?:if|when|once) i(?: [a-z']+){1,5})? )(?:he|she|they) (?:${F})(?:is|are|will|would|is going to|are going to|going to|is gonna|are gonna|is literally going to|will literally|would literally) (?:${F})kill me(?= (?:if|when|for|because|after|once|lol|haha|lmao|omg)| (?:${F})(?:lol|haha|lmao|omg|xd))`,
    `(?:murder|murdered|murdering) (?:a|an|some|that|this|the) (?:pizza|burger|coffee|beer|pint|curry|sandwich|drink|song|cover|performance|test|exam|presentation|interview|karaoke)|murdered (?:it|that|the (?:song|test|exam|presentation|interview|stage|performance))`,
    // cutting: food, hair, costs, people out of one's life
    `(?:cut|cuts|cutting|cutter|sliced|slicing|slice|chop|chopping) (?:up )?(?:onions?|vegetables|veggies|fruit|carrots|potatoes|garlic|herbs|tomatoes|peppers|meat|chicken|bread|cheese|cake|pizza|the (?:grass|lawn|cake|bread|meat|cheese|paper|cord|crap|ribbon|tension|line|queue|deal|check|bill|cable|wire|fabric|wood|hedge|pie|onions?|vegetables|turkey)|corners|costs|back|down|ties|class|classes|school|it close|in line|my (?:hair|nails|bangs|fringe|losses|hours|budget|spending|sugar|carbs|coffee|screen time)|carbs|sugar|calories|gluten|dairy|meat|alcohol|caffeine|screen time|(?:him|her|them|people|toxic people|my ex|my family|contact) (?:off|out)|off (?:contact|ties)|out (?:sugar|carbs|alcohol|meat|dairy|gluten|coffee|caffeine|toxic)|fabric|wood|paper|coupons)`,
    `haircut|hair cut|paper cut|papercut|cut (?:my|his|her|their|your) (?:hair|bangs|fringe|nails|beard)|(?:getting|got|get) (?:my hair|a) cut|cutting board|cut scene|cutscene|cut off jeans|cutting edge`,
    `(?:cut|cuts|cutting) (?:${F})(?:weight|for (?:summer|the summer|a show|a competition|a meet|my (?:show|competition|meet|fight)))|(?:bulking|bulk) and cutting|cutting (?:phase|season|diet|cycle)`,
    // words as topics at a distance
    `suicide (?:squad|doors|mission|missions|run|runs|prevention|hotline|hotlines|line|lines|awareness|rates?|statistics|stats|bomber|bombers|bombing|bombings|watch|lane|forest|note (?:in (?:the|a) (?:movie|book|show))|crisis line|helpline|attempt survivors?)`,
    `overdose (?:deaths|crisis|epidemic|rates?|awareness|prevention|reversal|kit|kits|training)|narcan|naloxone`,
    `(?:suicide|self harm|suicidal|crisis) (?:or |and |& )?(?:self harm |suicide )?(?:awareness|prevention|research|statistics|rates|services|policy|training|workshop|module|risk (?:gets|detection|assessment|levels?|categories|rules?)|categories|detection|content|classifier|moderation)`,
    // eating: everyday uses
    `(?:i am|i was|i feel|so|literally) (?:${F})starving(?! myself)|(?:throw|throwing|threw) up (?:${F})(?:from|because of|after) (?:${F})(?:food poisoning|a (?:stomach )?bug|the flu|drinking|alcohol|too much (?:alcohol|wine|beer|food)|a hangover|being sick|car sickness|motion sickness|morning sickness|chemo|the (?:roller coaster|rollercoaster|boat|ride))|(?:stomach bug|food poisoning|norovirus|morning sickness|hangover|motion sickness)`,
    // other everyday uses
    `(?:hit|hits) (?:me|us) (?:up|hard|different|differently|like a (?:truck|ton of bricks)|right in the (?:feels|heart))|(?:it|that|this|reality|the news|the song|the truth|realization|realisation|the music|the movie|the memory|the grief|the loss|the idea|nostalgia|panic|anxiety|sadness|a wave) (?:${F})(?:hit|hits|hitting) (?:me|us)`,
    `(?:beat|beats|beating|beaten) me (?:at|in|to) (?:[a-z]+ ){0,2}(?:chess|cards|tennis|games?|fifa|fortnite|poker|golf|trivia|scrabble|monopoly|mario kart|pool|darts|race|it|the punch|the finish|checkers|ping pong|badminton|squash|arm wrestling)`,
    `(?:jump|jumping|jumped|leap|leaping) (?:off|from|on|onto|into) (?:a |the |my |our )?(?:diving board|high dive|trampoline|bouncy castle|boat|dock|pier|swing|pool|lake|sea|ocean|river|bed|couch|sofa|plane with a parachute)|jump rope|jumping rope|skipping rope|parachute|skydiv(?:e|ing)|bungee`,
    `jump(?:ing|ed)? (?:off|from|of) (?:a |the )?(?:cliff|bridge|roof|rock|boat|pier|dock|board|diving board) into (?:the )?(?:water|lake|sea|ocean|river|pool)|(?:cliff|bungee|sky|base|rope|ski) jump(?:ing)?|if (?:your|all your|everyone|everybody|my|all my) (?:friends?|mates) (?:jumped|jump) off`,
  ],
  escalators: [
    'tonight|to night|tonite|tnite|tnight|this arvo',
    'been (?:here|there|sat here|stood here|sitting here|standing here) (?:for )?(?:two|three|four|\\d+|an|a few|several) hours?',
    'right now|right this (?:second|minute|moment)|as we speak|this (?:very )?(?:minute|moment|second)',
    'this (?:evening|weekend|morning|afternoon)|today|tomorrow(?: (?:morning|night))?|later tonight|before (?:morning|sunrise|midnight|dawn|the night is over|the weekend|tomorrow|the end of the (?:day|night|week))|at midnight',
    'in (?:a|an|a few|the next|\\d+|one|two|three|ten|twenty|thirty) (?:hour|hours|minute|minutes|mins)',
    'here with me|with me (?:now|right now)|in my (?:hand|hands|drawer|pocket|lap|mouth|car|bag|nightstand|bedside table|palm)|next to me|beside me|in front of me|within reach|on (?:my|the) (?:desk|table|nightstand|bed) (?:next to|in front of|beside) me',
    'loaded|counted (?:them|out|it)|lined up|all set|ready to go|it is time',
    'i know where (?:${F})(?:the key|the keys|the code|the combination|(?:he|she|they|my [a-z]+) (?:keeps?|hides?) (?:it|them|the (?:gun|key|keys|pills|meds)))'.replace(
      '${F}',
      F,
    ),
    'when everyone is asleep|once (?:everyone|they|he|she) (?:is|are|falls?) asleep|when (?:they|he|she) (?:leave|leaves|go|goes) (?:out|to work)',
  ],
  resolved: [
    'there was a (?:time|period|phase|patch|spell|point|stretch|year)|(?:went|been) through a (?:[a-z]+ )?(?:phase|period|patch|spell|stretch)|(?:in|back in|through|during) (?:most of |much of )?my (?:teens|teenage years|twenties|thirties|school days|school years|uni days|university days|college days|childhood|adolescence)|my teenage (?:self|diaries|diary|years)|back (?:in|at) (?:uni|university|college|school|year \\d+)|in year \\d+ |(?:in|back in|that was|around) (?:19\\d\\d|200\\d|201\\d|202[0-3])|stopped at \\d+',
    '(?:it|that|that feeling|the feeling|that phase|that time) (?:has )?passed|(?:well|long|way|far|all|firmly) behind me',
    '(?:we|i) were (?:just )?(?:kids|children|little|young|teenagers|teens|in (?:school|primary|high school))',
    '(?:he is|she is|they are|he has been|she has been|he was|she was) (?:now )?(?:in prison|in jail|locked up|behind bars|out of my life|long gone|banned from contacting me)|i (?:finally )?(?:left|got away from|escaped) (?:him|her|them)(?: [a-z]+){0,3} (?:years|months|ago|and)|(?:restraining|protection|non molestation) order',
    '(?:(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|many|several|a few|a couple of|couple of|some|fifteen|twenty) )?(?:years|yrs|year|months|decades|decade) (?:ago|back)',
    'when i was (?:young|younger|little|a kid|a child|a teen|a teenager|in (?:high school|middle school|school|college|university|my teens|my twenties)|\\d+|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?: [a-z]+)?)',
    'as a (?:kid|child|teen|teenager|young (?:girl|boy|man|woman))|in (?:high school|middle school|my teens|my twenties|the past)|used to|back then|back in (?:the day|\\d+|high school|school|college)',
    '(?:have been|been|am|i am|i have been) (?:${F})(?:clean|sober|fine|okay|ok|good|better|doing (?:well|better|good|great)|safe|stable|free|recovered|healthy|in recovery) (?:for|since) (?:\\d+|a|one|two|three|four|five|many|several|over|almost|nearly|more than|years|months|a long time|ages)'.replace(
      '${F}',
      F,
    ),
    '(?:\\d+|one|two|three|four|five|many|several) (?:years|months) (?:clean|free|sober|in recovery)|in recovery|fully recovered|i have recovered|i recovered',
    // Free of it for a time, named: "3 years sh free", "eight years without it", "over 8 years since".
    '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|many|several) (?:years|months|days) (?:[a-z]+ )?(?:free|clean)|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|many|several) (?:years|months) without (?:it|doing it|hurting myself|self harming|cutting)|it has been (?:over |more than |almost |nearly )?(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|many) (?:years|decades?)',
    // An illness that was bad then: "when my OCD was bad", "when the depression was at its worst".
    'when (?:my|the) (?:ocd|depression|anxiety|eating disorder|illness|psychosis|ptsd|bipolar|postnatal depression|postpartum depression) was (?:really |very |so )?(?:bad|at its worst|worst|untreated)',
    '(?:those days|that part of my life|that chapter|all that) (?:is|are|was) (?:${F})(?:over|behind me|gone|in the past|closed)'.replace('${F}', F),
    '(?:that is|it is|that was) (?:all )?(?:behind me|in the past|over now|long over)|a long time ago|long ago|(?:therapy|treatment|medication|my meds|support|counselling|counseling|rehab) (?:really )?(?:has )?(?:helped|saved me|worked)',
  ],
  present: [
    'again|relaps\\w*|lately|recently|these days(?! (?:i am|i feel|i have been|things are|life is|it is|i) (?:[a-z]+ ){0,2}(?:well|good|great|fine|okay|ok|better|happy|stable|thriving|healthy))|this (?:week|month|morning|evening|year|weekend)|last (?:night|week)|tonight|today(?! i (?:got|am|have|celebrate|celebrated|feel|finished|started|graduated|passed|hit|reached|mark|marked|start|began|signed|moved))|right now|still|keep|keeps|started|starting|currently|every day|every night|is back|are back|came back|coming back|returned|is returning|urges?|tempted|craving|miss it',
    '(?<!(?:fine|okay|ok|good|better|great|well|safe|stable|happy|healthy|place|thriving|alright|strong|recovered|recovery|remission|grateful|clean|sober|prison|jail|inside|moved|away|gone|divorced|bars|over|\\d+|\\d+ years old|married|parent|mom|mum|dad|mother|father|years|months|weeks|ages|while|time|long|ago) )now(?! (?:i am|i feel|i have|i) (?:fine|okay|ok|good|better|happy|safe|doing|in a better|stable|healthy|recovered|great|much better|alright|thriving|strong|grateful))(?! (?:i |i am |i have )?(?:volunteer|volunteering|work|working|help|helping|mentor|mentoring|teach|teaching|speak|run|study|studying|am a|am an|have a (?:job|family|kid|wife|husband|partner|daughter|son|baby|career|life)|am married|am engaged|am a (?:mom|mum|dad|nurse|doctor|teacher|counsel\\w+|therapist|volunteer|peer))(?=\\n|$| ))(?! and (?:i am |i feel |i have been )?(?:[a-z]+ ){0,2}(?:happy|fine|okay|ok|healthy|safe|well|better|good|great|stable|clean|sober|thriving))',
  ],
  recovered: [
    // "now I'm happy", "today life is good": the time word before a statement of being well
    '(?:now|today|nowadays|these days)(?: though| honestly| thankfully| finally)?(?: i am| i feel| i have been| life is| things are| it is| we are| everything is)(?: (?:so|really|very|much|genuinely|actually|pretty|truly|totally|all|just|mostly|basically|doing))* (?:fine|okay|ok|good|great|better|happy|happier|well|safe|healthy|stable|thriving|grateful|glad|content|at peace|alright|in a (?:good|better|different) place|a different person|doing (?:well|fine|good|great|better|okay))',
    // "I'm fine now", "life is good now", "I eat properly now"
    '(?:i am|life is|things are|i feel|we are|it is all|everything is)(?: (?:so|really|very|much|genuinely|actually|pretty|truly|totally|all|just|mostly|basically|doing))* (?:fine|okay|ok|good|great|better|happy|happier|well|safe|healthy|stable|thriving|grateful|glad|content|at peace|alright|in a (?:good|better|different) place|a different person|doing (?:well|fine|good|great|better|okay)) (?:now|today|these days)|(?:i eat|i am eating|eating) (?:properly|normally|regularly|well) (?:now|today|these days)',
    // "I'm 40 now", "today I'm 34", "now I have two kids", "now I volunteer"
    '(?:i am|i turn|i turned) (?:\\d+|twenty|thirty|forty|fifty|sixty|seventy|eighty)(?: years old)? (?:now|today)|(?:now|today) i am (?:\\d+|twenty|thirty|forty|fifty|sixty|seventy|eighty)|(?:now|today|these days) (?:i )?(?:volunteer|work with|teach|mentor|am a (?:mum|mom|dad|parent|grandparent|grandma|grandad|nurse|paramedic|teacher|doctor|volunteer|mentor|student|nutritionist|social worker|youth worker|peer supporter)|am an? [a-z]+ (?:mum|mom|dad|parent|grandparent|grandma|grandad|nurse|paramedic|teacher|doctor|volunteer|mentor|student|nutritionist|social worker|youth worker|peer supporter)|have (?:a|two|three) (?:kids|children|family|partner|husband|wife|son|daughter|baby|job|career)|am (?:married|engaged))',
    // "celebrating 3 years free today", "today is a year clean", "today marks five years"
    'celebrat\\w* (?:[a-z0-9]+ ){0,4}(?:free|clean|sober|without [a-z]+)(?: today| now)?|(?:today|now)(?: is| it is| marks| makes| i am| i have been| i hit| i reached)? (?:exactly |officially )?(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten) (?:years?|months?|weeks?|days?) (?:[a-z]+ )?(?:free|clean|sober|without)',
    // "now I know that was the depression talking", "today I can see it was the illness": looking back on it as over
    '(?:now|today|these days|looking back) i (?:know|see|can see|realise|realize|understand) (?:that )?(?:it|that|this|those|they) (?:was|were)',
    // A role, an activity or a state held now, the "now" closing it: "I'm a nurse now", "I volunteer on a crisis line now",
    // "I can talk about it openly now", "it's treated now", "he's a chatty toddler now", "eight years without it now".
    "(?:i am|i am training to be|i am working as) (?:a|an) (?:[a-z]+ ){0,3}(?:nurse|paramedic|teacher|doctor|counsellor|counselor|therapist|volunteer|mentor|mum|mom|dad|parent|student|grandma|grandad|social worker|youth worker|peer supporter|support worker|firefighter|coach|different person) now|i (?:volunteer|work|talk|speak|teach|mentor|give talks)(?: [a-z']+){0,6} now|i (?:can|could) (?:talk|speak|write|joke) about it(?: [a-z']+){0,2} now|i am doing (?:a|my) (?:masters|degree|phd|course|diploma|apprenticeship)(?: [a-z']+){0,2} now|(?:it is|they are|that is|he is|she is) (?:[a-z']+ ){0,2}(?:treated|healed|managed|under control|a (?:[a-z]+ ){0,2}(?:toddler|kid|child|teenager|boy|girl)) now|(?:years|months) (?:without it|free|clean|sober) now|it has been (?:over |more than |almost |nearly )?(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|many) (?:years|decades?) now|(?:i )?eat (?:properly|normally|regularly|well) now",
    // Still alive after it: "I called a helpline that night and I'm still here".
    'i am still (?:here|alive|standing)(?= and|\\n|$)',
    // "the scars have faded and so has the urge", "the urges are gone"
    'so (?:has|have|did) the (?:urges?|thoughts?|feelings?)|(?:the )?(?:urges?|thoughts?|feelings?) (?:has |have |had |is |are )?(?:gone|passed|faded|stopped|went away|disappeared)',
  ],
  distance: [
    '(?:can you|could you|please) (?:explain|define|tell me) (?:what|the meaning of|the definition of)|what (?:exactly )?(?:is|does) (?:self harm|suicide|suicidal ideation|an overdose|anorexia|bulimia|binge eating)(?: (?:mean|actually mean))?(?=\\n|$| (?:mean|exactly|actually|in|for))',
    '(?:in|of|from|for|about|watching|watched|reading|read|writing|wrote|playing|played|listening to|listened to) (?:(?:a|the|this|that|my|an|his|her|our) )?(?:[a-z]+ ){0,2}(?:movie|film|book|novel|show|series|episode|documentary|game|video game|song|lyrics|poem|story|fiction|scene|play|musical|anime|manga|comic|podcast|article|news|report|study|essay|paper|lecture|class|course|presentation|thesis|research|script|screenplay|fanfic|fan fiction|tv show|season finale|opera|sitcom|thriller|horror)',
    'my character|the character|(?:the )?(?:protagonist|villain|hero|heroine|narrator|main character|npc)|in (?:the|this|that) (?:game|movie|show|book|scene)|in game|in minecraft|in fortnite|in gta|in call of duty|in the sims|in skyrim|in dnd|in d&d|in our campaign',
    '(?:how|what) (?:do|can|should|could|does) (?:people|you|someone|one|i help|we|a person|parents|friends|teachers)|(?:my|a) (?:friend|friends|mate|mates|best mate|bestie|pal|classmate|coworker|colleague|student|patient|client|sister|brother|son|daughter|cousin|partner|boyfriend|girlfriend|roommate|neighbour|neighbor|mom|mum|dad|uncle|aunt) (?:is|was|has been|said|says|told me|keeps saying|tells me|wrote|posted|texted me|texts me|thinks|wants)',
    '(?:how|what) (?:do|can|would|should) (?:i|you|we|parents|people) (?:tell|know|spot|notice|find out|recogni[sz]e) (?:if|whether|that|when)',
    '(?:warning )?signs (?:that|of|someone|somebody|a person)|symptoms of|(?:how|what) (?:do|can|should|could) i (?:help|support|talk to|say to)|how to (?:help|support|talk to|tell if)|(?:someone|somebody|a person|people) (?:who is|who are|who feels?) (?:suicidal|self harming)',
    // Whether someone else is at risk: "how do I ask a young person whether they are thinking about suicide".
    '(?:whether|if) (?:they|he|she|someone|somebody|anyone|a person|people|a (?:young person|client|patient|student|friend|child|teen|teenager|kid|colleague)|(?:my|our|your|his|her|their) (?:friend|son|daughter|kid|child|partner|husband|wife|boyfriend|girlfriend|mum|mom|dad|brother|sister|client|patient|student|colleague|coworker|teen|teenager)) (?:is|are|was|were|has been|have been|might be|may be|could be) (?:thinking|considering|feeling|suicidal|at risk|planning|self harming|cutting|hurting)',
    'headline|the news|news story|breaking news|statistics show|according to|a study|researchers|history class|history of|in history|historical|ww2|world war|celebrity|famous',
  ],
};
