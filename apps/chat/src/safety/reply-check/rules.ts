/**
 * What a model reply must never say, as regular-expression sources over the reply after
 * `replyText` (lower case, accents removed, straight apostrophes, single spaces). Written as
 * families of phrasings in six languages. `{N}` stands for a number.
 *
 * Method rules are deliberately broad: a reply that refuses in words close to a method ("I
 * won't tell you the lethal dose") is replaced too, which costs a safe reply and nothing more.
 */
export type UnsafeReason = 'method' | 'claims_human' | 'claims_therapist';

const N = '\\d+(?:[.,]\\d+)?';

/** A rule that fires when its one pattern matches. */
export interface DirectRule {
  reason: UnsafeReason;
  pattern: string;
}

/** A rule that fires when every pattern matches within one sentence or two adjacent ones. */
export interface TogetherRule {
  reason: 'method';
  all: string[];
}

// The words several rules share, by language.
const MEDS =
  'pills?|tablets?|capsules?|medications?|medicines?|meds|drugs?|opioids?|benzos?|benzodiazepines?|sleeping pills|painkillers|paracetamol|acetaminophen|tylenol|insulin|alcohol|pastillas|pildoras|comprimidos|capsulas|medicamentos?|farmacos|alcohol|cachets|comprimes|pilules|gelules|medicaments?|alcool|tabletten|pillen|kapseln|medikamenten?|schlafmittel|schmerzmittel|alkohol|remedios|pilulas|farmaci|pillole|compresse|pastiglie|alcol';
const HARM =
  "lethal|fatal|deadly|kill(?:s|ing)? (?:you|yourself|a person|someone)|to die|you(?:'d| would| will) die|death|overdose|stop (?:your )?breathing|won'?t wake up|never wake up|end your life|letal(?:es)?|mortal(?:es)?|morir|matarte|muerte|sobredosis|letale?s?|mortelle?s?|mourir|te tuer|surdose|todlich\\w*|toedlich\\w*|letale?|sterben|uberdosis|ueberdosis|morrer|te matar|se matar|morte|mortale|morire|ucciderti";
const UNITS =
  'mg|milligrams?|mcg|micrograms?|g|grams?|ml|pills|tablets|capsules|miligramos|gramos|pastillas|pildoras|comprimidos|capsulas|milligrammes|grammes|comprimes|cachets|pilules|gelules|milligramm|gramm|tabletten|pillen|kapseln|miligramas|gramas|pilulas|milligrammi|grammi|pillole|compresse|pastiglie|capsule';
const HEIGHTS = 'm|meters?|metres?|feet|ft|floors?|stor(?:e)?ys|stories|metros|pisos|plantas|metres|etages|metern?|stockwerke?n?|etagen|andares|metri|piani';
/** What a height does, said outright: "is fatal", "you would not survive". */
const DEATH =
  "fatal|lethal|kill\\w*|die|dying|(?:not|no|won'?t|wouldn'?t|never|can'?t) survive|mortal|letal|morir|matarte|no sobreviv\\w*|mortel\\w*|mourir|te tuer|(?:ne|pas) surviv\\w*|spring\\w*|sturz\\w*|todlich\\w*|toedlich\\w*|sterben|nicht uberleb\\w*|morrer|nao sobreviv\\w*|mortale|morire|non si sopravvive|non sopravviv\\w*";
/** Saying a height or a place is "enough" only counts beside a fall or a jump. */
const ENOUGH = 'enough|suficiente\\w*|suffi\\w*|assez|reich\\w*|genug|basta\\w*|sufficient\\w*';
const FALL =
  'jump\\w*|fall\\w*|drop\\w*|leap\\w*|salt\\w*|tirarte|lanzarte|saut\\w*|jeter|springe?n?|springst|sturz\\w*|pul\\w*|jogar|buttar\\w*|gettar\\w*|lanciar\\w*|cair|caer|tomber|cadere';
const COMBINE =
  "combine\\w*|combining|mix(?:ing|ed)?|together with|with alcohol|and alcohol|mezcl\\w*|combin\\w*|junto con|con alcohol|melang\\w*|associ\\w*|avec (?:de )?l'alcool|mischen|mischst|kombinier\\w*|zusammen mit|mit alkohol|mistur\\w*|junto com|com alcool|mescol\\w*|mischi\\w*|insieme a|con (?:l')?alcol";

export const DIRECT_RULES: DirectRule[] = [
  // —— method: lethal doses and amounts
  { reason: 'method', pattern: '\\b(?:lethal|fatal|deadly|killing) (?:dose|amount|quantity|level)s?\\b' },
  { reason: 'method', pattern: '\\b(?:dosis|cantidad(?:es)?) (?:letal|mortal|fatal)(?:es)?\\b' },
  { reason: 'method', pattern: '\\b(?:dose|quantite)s? (?:letale|mortelle|fatale)s?\\b' },
  { reason: 'method', pattern: '\\b(?:todliche|toedliche|letale|todlichen|letalen) (?:dosis|menge)\\b' },
  { reason: 'method', pattern: '\\b(?:dose|quantidade)s? (?:letal|fatal|mortal)(?:is)?\\b' },
  { reason: 'method', pattern: '\\b(?:dose|quantita) (?:letale|mortale|fatale)\\b' },
  {
    reason: 'method',
    pattern: `\\b(?:how many|cuant[ao]s|combien de|wie viele|quant[ao]s|quant[ei]) (?:${MEDS})\\b.{0,50}\\b(?:${HARM})`,
  },
  // —— method: hanging
  { reason: 'method', pattern: "\\b(?:tie|tying|make|making|knot|knotting)\\b.{0,30}\\b(?:noose|hangman'?s knot|slip ?knot)" },
  { reason: 'method', pattern: '\\bnoose\\b.{0,40}\\b(?:tie|knot|beam|hook|door|anchor|neck|weight)' },
  { reason: 'method', pattern: '\\bhow to hang\\b|\\bhang(?:ing)? (?:yourself|oneself)\\b.{0,60}\\b(?:from|with|using|beam|rope|belt|door|cord)' },
  {
    reason: 'method',
    pattern: "\\b(?:beam|hook|door ?frame|door handle|anchor point|rail)s?\\b.{0,40}\\b(?:strong enough|hold (?:your|the|a person'?s) weight|sturdy enough)",
  },
  {
    reason: 'method',
    pattern: '\\bnudo (?:corredizo|de horca)\\b|\\b(?:atar|hacer|hacerte)\\b.{0,30}\\b(?:la soga|una soga|la horca)\\b|\\bcomo ahorcar(?:se|te)\\b',
  },
  {
    reason: 'method',
    pattern:
      '\\bnoeud (?:coulant|de pendu)\\b|\\b(?:comment|pour) (?:se|te) pendre\\b|\\b(?:poutre|crochet)\\b.{0,30}\\b(?:assez solide|supporter (?:ton|le) poids)',
  },
  {
    reason: 'method',
    pattern:
      '\\bhenkersknoten\\b|\\bschlinge\\b.{0,40}\\b(?:knot|bind|balken|haken|hals)|\\bwie (?:man )?(?:sich|dich) (?:erhangt|erhangen|aufhangt|aufhangen|erhaengen)',
  },
  { reason: 'method', pattern: '\\bno (?:de forca|corredico)\\b|\\bcomo (?:se |te )?enforcar\\b|\\b(?:amarrar|fazer)\\b.{0,30}\\buma forca\\b' },
  {
    reason: 'method',
    pattern: '\\bnodo scorsoio\\b|\\bcappio\\b.{0,40}\\b(?:fare|legare|trave|gancio|collo)|\\b(?:fare|legare)\\b.{0,30}\\b(?:un|il) cappio\\b|\\bcome impiccar',
  },
  // —— method: heights and places to jump
  {
    reason: 'method',
    pattern: `\\b(?:jump\\w*|fall\\w*|drop\\w*|leap\\w*|saltar|tirarte|lanzarte|sauter|te jeter|se jeter|springen|springst|pular|se jogar|te jogar|saltare|buttarti|gettarti)\\b.{0,40}\\b(?:from|off|above|over|more than|at least|desde|de|del|da|do|dal|dai|du|des|von|aus|uber|ab|oltre|piu di|al menos|au moins|mindestens|pelo menos|almeno|mas de|plus de|mais de) (?:the |a |an |la |le |el |o |il )?${N} ?(?:${HEIGHTS})\\b`,
  },
  {
    reason: 'method',
    pattern: `\\b${N} ?(?:${HEIGHTS})\\b.{0,40}\\b(?:${DEATH})`,
  },
  { reason: 'method', pattern: '\\b(?:high|tall) enough to (?:die|kill|be fatal|not survive)' },
  {
    reason: 'method',
    pattern:
      '\\b(?:best|good|highest|tallest|ideal|mejor|buen|meilleur\\w*|bon|beste\\w*|hochste\\w*|melhor|bom|miglior\\w*|buon)\\b.{0,25}\\b(?:bridges?|buildings?|cliffs?|places?|spots?|roofs?|puentes?|edificios?|acantilados?|lugar|sitio|ponts?|immeubles?|falaises?|endroits?|brucken?|gebaude|klippen?|ort|stelle|pontes?|predios?|penhascos?|ponti?|palazz\\w*|scogliere?|posto)\\b.{0,25}\\b(?:to jump|for jumping|para saltar|para tirarte|pour sauter|zum springen|um zu springen|para pular|para se jogar|per saltare|da cui saltare|per buttarti)',
  },
  // —— method: cutting
  { reason: 'method', pattern: '\\bhow deep\\b.{0,30}\\b(?:cut|slit|slice)' },
  {
    reason: 'method',
    pattern:
      '\\b(?:cut\\w*|slit\\w*|slic\\w*)\\b.{0,40}\\b(?:vertically|lengthwise|along the (?:vein|artery|forearm|wrist)|down the (?:arm|wrist|vein)|deep enough)',
  },
  { reason: 'method', pattern: '\\b(?:hit|reach|sever|nick)\\w*\\b.{0,20}\\b(?:an |the )?(?:arter(?:y|ies)|veins?)\\b' },
  {
    reason: 'method',
    pattern:
      '\\b(?:que tan|cuan|lo) profund\\w*\\b.{0,30}\\bcort|\\bcort\\w*\\b.{0,40}\\b(?:en vertical|verticalmente|a lo largo de (?:la|el|las|los) (?:vena|venas|muneca|munecas|brazo|brazos|antebrazo)|profundamente|mas profundo)',
  },
  {
    reason: 'method',
    pattern:
      '\\b(?:quelle|a quelle) profondeur\\b.{0,30}\\b(?:coup|entaill)|\\b(?:coup\\w*|entaill\\w*)\\b.{0,40}\\b(?:verticalement|dans le sens de la longueur|profondement|en profondeur)',
  },
  {
    reason: 'method',
    pattern: '\\bwie tief\\b.{0,30}\\b(?:schneid|ritz)|\\b(?:schneid\\w*|ritz\\w*)\\b.{0,40}\\b(?:langs|laengs|senkrecht|tief genug|tiefer)',
  },
  {
    reason: 'method',
    pattern:
      '\\b(?:quao|qual a|que) profund\\w*\\b.{0,30}\\bcort|\\bcort\\w*\\b.{0,40}\\b(?:na vertical|verticalmente|ao longo d[ao]s? (?:veias?|pulsos?|bracos?|antebracos?)|profundamente|mais fundo)',
  },
  {
    reason: 'method',
    pattern: '\\bquanto profond\\w*\\b.{0,30}\\btagli|\\btagli\\w*\\b.{0,40}\\b(?:in verticale|verticalmente|per il lungo|in profondita|piu profond)',
  },
  {
    reason: 'method',
    pattern:
      "\\b(?:alcanzar|llegar a|cortar|atteindre|toucher|sectionner|treffen|erreichen|durchtrenn\\w*|atingir|alcancar|raggiungere|recidere)\\b.{0,20}\\b(?:la |l'|l |die |a |una )?(?:arteria|artere|arterie|schlagader|pulsader|vena|veine|vene|veia)\\b",
  },
  // —— method: the "most effective / painless way"
  {
    reason: 'method',
    pattern:
      "\\b(?:most|least|more) (?:effective|painless|reliable|lethal|certain|successful|foolproof|quick|peaceful)\\b (?:way|method|means|option)s? (?:to|of) (?:die|dying|kill(?:ing)? (?:yourself|oneself)|end(?:ing)? (?:your|one'?s|a) life|suicide|commit|take your)",
  },
  {
    reason: 'method',
    pattern:
      "\\b(?:painless|quick|quickest|surest|easiest|fastest|peaceful|effective|reliable)\\b (?:way|method|means)s? (?:to|of) (?:die|dying|kill(?:ing)? (?:yourself|oneself)|end(?:ing)? (?:your|one'?s|a) life|suicide|commit suicide)",
  },
  { reason: 'method', pattern: '\\b(?:painless|effective|reliable|quick|lethal)\\b.{0,20}\\bsuicide (?:methods?|ways?)\\b' },
  {
    reason: 'method',
    pattern:
      '\\b(?:forma|manera|metodo|modo)s? (?:mas|menos) (?:efectiv|eficaz|indolor|segur|rapid|letal|doloros)\\w*\\b.{0,20}\\b(?:de|para) (?:morir|matarte|suicid|quitarte la vida|acabar)|\\b(?:forma|manera|metodo) (?:indolora?|rapida|rapido|facil|segura) de (?:morir|matarte|suicid|quitarte la vida)',
  },
  {
    reason: 'method',
    pattern:
      '\\b(?:facon|maniere|methode|moyen)s? (?:la |le )?plus (?:efficace|indolore|sur|rapide|radical|fiable)\\w*\\b.{0,20}\\b(?:de|pour) (?:mourir|se suicider|te suicider|en finir|se tuer|te tuer)|\\b(?:facon|maniere|methode|moyen) (?:indolore|rapide|sure?) (?:de|pour) (?:mourir|se suicider|te suicider|en finir)',
  },
  {
    reason: 'method',
    pattern:
      '\\b(?:effektivste|wirksamste|schmerzloseste|sicherste|schnellste|zuverlassigste)\\w* (?:art|methode|weg|moglichkeit)\\b.{0,30}\\b(?:sterben|umzubringen|toten|suizid|selbstmord|das leben zu nehmen)|\\bschmerzlos\\w* (?:sterben|suizid|selbstmord)',
  },
  {
    reason: 'method',
    pattern:
      '\\b(?:forma|maneira|metodo|jeito|modo)s? mais (?:eficaz|efetiv\\w*|indolor|segur\\w*|rapid\\w*|letal|garantid\\w*)\\b.{0,20}\\b(?:de|para) (?:morrer|se matar|te matar|suicid|tirar a)|\\b(?:forma|maneira|jeito) (?:indolor|rapida|facil) de (?:morrer|se matar|suicid)',
  },
  {
    reason: 'method',
    pattern:
      '\\b(?:modo|metodo|maniera)\\w* piu (?:efficace|indolore|sicuro|rapido|letale)\\b.{0,20}\\b(?:di|per) (?:morire|uccider|suicid|toglierti|farla finita)|\\b(?:modo|metodo) (?:indolore|rapido|sicuro) (?:di|per) (?:morire|uccider|suicid|toglierti)',
  },
  // —— method: which pills to combine
  { reason: 'method', pattern: `\\bwhich (?:${MEDS})\\b.{0,40}\\b(?:combine|mix|together|lethal|fatal|kill|die)` },

  // —— claims to be human (a negation just before, "I'm not a real person", is the truth and passes)
  {
    reason: 'claims_human',
    pattern:
      "(?<!\\bnot )(?<!\\bnever )\\b(?:i'?m|i am) (?:also |just |really |actually |definitely |an? )*(?:real|actual|living|flesh and blood) (?:person|human|human being|woman|man|people)\\b",
  },
  {
    reason: 'claims_human',
    pattern:
      "\\b(?:i'?m|i am) (?:also |just |really |actually |definitely |only )?(?:a )?human(?: being)?\\b(?!-| (?:resources|rights|nature|body|brain|like|centered|centred))",
  },
  { reason: 'claims_human', pattern: "\\bas a (?:fellow |real )?(?:human(?: being)?|person)(?: myself\\b|,? (?:i|i'm|i've|i'd|i'll|me)\\b)" },
  {
    reason: 'claims_human',
    pattern:
      "\\b(?:i'?m|i am) not (?:a |an |just a |just an )?(?:bot|robot|ai|a\\.i\\.|machine|computer|program|chatbot|language model|artificial intelligence)\\b",
  },
  {
    reason: 'claims_human',
    pattern: "\\bi'?m (?:a )?person,? not a (?:bot|robot|machine|program|ai)\\b|\\bi have (?:a body|feelings just like you|real feelings)\\b",
  },
  {
    reason: 'claims_human',
    pattern: '(?<!\\bno )\\bsoy (?:una |un )?(?:persona (?:real|de verdad|humana)|humano|humana|ser humano)\\b|\\bcomo (?:ser )?humano que soy\\b',
  },
  { reason: 'claims_human', pattern: '\\bno soy (?:un |una )?(?:bot|robot|ia|maquina|programa|inteligencia artificial)\\b' },
  {
    reason: 'claims_human',
    pattern:
      "\\bje suis (?:un |une )?(?:vraie personne|personne reelle|etre humain|humaine?)\\b|\\ben tant qu'(?:etre )?humaine?\\b|\\bje ne suis pas (?:un |une )?(?:bot|robot|ia|machine|programme)\\b",
  },
  {
    reason: 'claims_human',
    pattern:
      '\\bich bin (?:ein |eine )?(?:echter |realer )?(?:mensch|menschliches wesen|echte person)\\b|\\bals mensch\\b|\\bich bin kein(?:e)? (?:bot|roboter|ki|maschine|programm)\\b',
  },
  {
    reason: 'claims_human',
    pattern:
      '(?<!\\bnao )\\bsou (?:uma |um )?(?:pessoa (?:real|de verdade)|humano|humana|ser humano)\\b|\\bnao sou (?:um |uma )?(?:bot|robo|ia|maquina|programa)\\b',
  },
  {
    reason: 'claims_human',
    pattern:
      "(?<!\\bnon )\\bsono (?:una |un )?(?:persona (?:vera|reale)|umano|umana|essere umano)\\b|\\bnon sono (?:un |una |un')?(?:bot|robot|ia|macchina|programma|intelligenza artificiale)\\b",
  },

  // —— calls itself a therapist or counsellor, or its help therapy
  {
    reason: 'claims_therapist',
    pattern:
      '\\bas (?:your|a|an) (?:licensed |certified |qualified |trained |professional )?(?:therapist|counsel+or|psychologist|psychotherapist|mental health professional)\\b(?!s? (?:would|might|could|may))',
  },
  {
    reason: 'claims_therapist',
    pattern:
      "(?<!\\bnot )\\b(?:i'?m|i am|i work as) (?:a |an |your )(?:licensed |certified |qualified |trained |professional )?(?:therapist|counsel+or|psychologist|psychotherapist)\\b",
  },
  { reason: 'claims_therapist', pattern: '\\bour (?:therapy|counsel+ing|therapeutic) (?:session|work|relationship|process)s?\\b|\\bin our therapy\\b' },
  { reason: 'claims_therapist', pattern: '\\b(?:this|our) (?:chat|conversation|session)s? (?:is|are) (?:a form of |like )?(?:therapy|counsel+ing)\\b' },
  { reason: 'claims_therapist', pattern: "\\bi (?:can |will |'ll |could )?(?:provide|offer|give) (?:you )?(?:therapy|counsel+ing|psychotherapy)\\b" },
  {
    reason: 'claims_therapist',
    pattern:
      '\\bcomo tu (?:terapeuta|psicolog[oa]|consejer[oa])\\b|(?<!\\bno )\\bsoy (?:tu |un |una )(?:terapeuta|psicolog[oa]|consejer[oa])\\b|\\bnuestra (?:sesion de terapia|terapia)\\b',
  },
  {
    reason: 'claims_therapist',
    pattern:
      '\\ben tant que (?:ton|ta|votre) (?:therapeute|psychologue|conseill\\w+)\\b|\\bje suis (?:ton|ta|votre|un|une) (?:therapeute|psychologue|conseill\\w+)\\b|\\bnotre (?:seance de therapie|therapie)\\b',
  },
  {
    reason: 'claims_therapist',
    pattern:
      '\\bals (?:dein|deine|ihr|ihre) (?:therapeut(?:in)?|psycholog(?:e|in)|berater(?:in)?)\\b|\\bich bin (?:dein|deine|ein|eine) (?:therapeut(?:in)?|psycholog(?:e|in)|berater(?:in)?)\\b|\\bunsere (?:therapie(?:sitzung)?|therapiestunde)\\b',
  },
  {
    reason: 'claims_therapist',
    pattern:
      '\\bcomo (?:seu|sua) (?:terapeuta|psicolog[oa]|conselheir[oa])\\b|(?<!\\bnao )\\bsou (?:seu|sua|um|uma) (?:terapeuta|psicolog[oa]|conselheir[oa])\\b|\\bnossa (?:sessao de terapia|terapia)\\b',
  },
  {
    reason: 'claims_therapist',
    pattern:
      "\\bcome (?:tuo|tua|il tuo|la tua) (?:terapeuta|psicolog[oa]|consulente)\\b|(?<!\\bnon )\\bsono (?:il tuo|la tua|un|una|un') ?(?:terapeuta|psicolog[oa]|consulente)\\b|\\bnostra (?:terapia|(?:seduta|sessione) di terapia)\\b",
  },
];

export const TOGETHER_RULES: TogetherRule[] = [
  // A height that is "enough", beside a jump or a fall: "for jumping, 8 floors is enough".
  { reason: 'method', all: [`\\b${N} ?(?:${HEIGHTS})\\b`, `\\b(?:${ENOUGH})\\b`, `\\b(?:${FALL})\\b`] },
  // A dose or an amount, with what it does: "30 tablets would be enough to".
  { reason: 'method', all: [`\\b${N} ?(?:${UNITS})\\b`, `\\b(?:${HARM})`] },
  // Which medicines to combine, with what it does.
  { reason: 'method', all: [`\\b(?:${COMBINE})\\b`, `\\b(?:${MEDS})\\b`, `\\b(?:${HARM})`] },
];
