import type { LanguageRules, RiskCategory, RiskLevel, RiskRule } from '../types.js';

/**
 * Italian. Patterns are written against the normalised text: lower case, no accents ("piu",
 * "perche", "c'e"), apostrophes kept ("d'addio", "l'ho"). Phone typing is covered: "x" for
 * "per", "nn" for "non", "cmq", "ke"/"k" for "che" (the normaliser reads "k" as "que"), "nulla"
 * and "niente". The normaliser reads a few Italian words as their Spanish or English look-alikes
 * ("morire" as "morirme", "suicidarmi" as "suicidarme", "suicidi" as "suicide"): both spellings
 * are accepted.
 */

/** "non" as typed. */
const NON = '(?:non|nn|n)';
/** "morire" and its normalised look-alike. */
const MORIRE = '(?:morire|morirme|morir|mori)';
/** Optional words between a verb and what follows. */
const ADV = '(?:(?:solo|soltanto|davvero|proprio|veramente|tanto|cosi|semplicemente|ancora|gia|sempre|spesso|seriamente|quasi|anche|piu) )?';
/** Wish verbs. */
const WANT =
  '(?:voglio|vojo|vorrei|volevo|vorei|voglia di|ho voglia di|desidero|desiderio di|preferirei|preferisco|sogno di|spero di|mi piacerebbe|avrei voglia di|penso di|pensavo di|bisogno di)';
/** Ways of saying "kill myself". */
const KILL_SELF =
  '(?:uccidermi|ammazzarmi|suicidarmi|suicidarme|togliermi la vita|impiccarmi|spararmi|buttarmi (?:giu|dal|dalla|da un|da una|sotto)|lanciarmi (?:dal|dalla|da un|nel vuoto|sotto)|gettarmi (?:dal|dalla|da un|sotto|nel vuoto)|farla finita con (?:la vita|tutto|me stess[oa]|il mondo|questa vita)|farla finita(?! con (?:questa|questo|questi|queste|lui|lei|il|la|le|i|gli|lo|quel|quella|sto|sta))|farmi fuori|finirla(?! (?:con|qui|li))|mettere fine alla mia vita|porre fine alla mia vita|porre fine ai miei giorni|avvelenarmi|annegarmi)';
const PILLS =
  '(?:pastiglie|pastiglia|pillole|pillola|farmaci|medicine|medicinali|psicofarmaci|sonniferi|antidepressivi|ansiolitici|benzodiazepine|tachipirina|paracetamol|paracetamolo|xanax|tavor|lexotan|insulina|morfina|compresse|pasticche)';
const PARTNER =
  '(?:lui|lei|mio (?:marito|ragazzo|compagno|padre|patrigno|fratello|figlio|zio|ex|capo|vicino|partner)|mia (?:moglie|ragazza|compagna|madre|matrigna|sorella|figlia|zia|ex|capa|vicina|partner)|i miei genitori|il mio ex|la mia ex)';

interface Options {
  negatable?: false;
  weak?: true;
}

function rule(name: string, category: RiskCategory, level: RiskLevel, pattern: string, options: Options = {}): RiskRule {
  return { id: `it.${category}.${name}`, category, level, pattern, ...options };
}

/** One source for a whole list: the engine wraps each source in word boundaries, and one wrapper is much cheaper than many. */
function oneOf(sources: string[]): string[] {
  return [sources.map((source) => `(?:${source})`).join('|')];
}

const FIXED: Options = { negatable: false };
const WEAK: Options = { weak: true };

const P = 'passive_ideation';
const A = 'active_ideation';
const M = 'method_means';
const I = 'intent';
const PL = 'plan_preparation';
const SH = 'self_harm';
const HO = 'harm_to_others';
const DO = 'danger_from_others';
const ED = 'eating_disorder';

export const rules: LanguageRules = {
  language: 'it',
  rules: [
    // — passive wish to be dead
    rule(
      'not-wake',
      P,
      'concern',
      `(?:vorrei|voglio|volevo|spero di|prego di|preferirei|mi piacerebbe|addormentarmi e|dormire e) ${ADV}(?:${NON} (?:svegliarmi|risvegliarmi) (?:piu|mai piu|domani)|${NON} (?:svegliarmi|risvegliarmi)|${NON} (?:svegliarmi|risvegliarmi) mai piu|mai piu svegliarmi)|${NON} voglio piu svegliarmi|${NON} (?:mi )?(?:voglio )?(?:svegliarmi|svegliare) mai piu`,
      FIXED,
    ),
    rule('sleep-forever', P, 'concern', `(?:dormire|addormentarmi|sparire|scomparire) per sempre(?! (?:a letto|nel letto|fino a))`),
    rule(
      'be-dead',
      P,
      'concern',
      `(?:vorrei|voglio|preferirei|meglio|volevo|sarebbe meglio) ${ADV}(?:essere|esser|stare) (?:mort[oaie]|sottoterra|sotto terra)(?! (?:di|dal|dalla|dalle))`,
    ),
    rule(
      'wish-die',
      P,
      'concern',
      `(?:io )?${WANT} ${ADV}(?:${NON} esistere piu|${NON} esserci piu|smettere di esistere|andarmene per sempre|lasciare questo mondo)(?! (?:dal|dalla|dalle|di (?:fame|sonno|noia|caldo|freddo|sete|vergogna|paura|invidia|gelosia|risate)|d'? ?(?:amore|invidia)|per (?:te|lui|lei|amore|la patria)))`,
    ),
    rule(
      'want-die',
      A,
      'urgent',
      `(?:io )?${WANT} ${ADV}(?:${MORIRE}|crepare)(?! (?:dal|dalla|dalle|di (?:fame|sonno|noia|caldo|freddo|sete|vergogna|paura|invidia|gelosia|risate)|d'? ?(?:amore|invidia)|per (?:te|lui|lei|amore|la patria)))`,
    ),
    rule(
      'no-live',
      P,
      'concern',
      `${NON} (?:voglio|vorrei|ce la faccio a|riesco a|ho voglia di|ho piu voglia di) ${ADV}(?:piu )?(?:vivere|esistere|essere viv[oa]|andare avanti a vivere|continuare a vivere)(?! (?:cosi|con|qui|li|in|a|senza|lontano|vicino|da|nella|nel|in questo|in questa))`,
      FIXED,
    ),
    rule(
      'no-reason',
      P,
      'concern',
      `(?:nessun|nessuna|senza|${NON} (?:ho|c'? ?e|trovo)(?: piu)?(?: un| una| nessun| nessuna| alcun| alcuna| la| il| le| i)?|perso (?:la|il)) (?:motivo|motivi|ragione|ragioni|voglia|senso|scopo|forza|forze) (?:per |di )?(?:vivere|andare avanti|continuare a vivere|esistere|restare in vita)`,
      FIXED,
    ),
    rule(
      'point-living',
      P,
      'concern',
      `(?:che senso ha|a che serve|a cosa serve|perche dovrei|x che|per cosa) (?:continuare a )?(?:vivere|esistere|restare in vita|andare avanti)|(?:la|mia) vita ${NON} ha (?:piu )?(?:senso|valore|significato)`,
      FIXED,
    ),
    rule('tired-life', P, 'concern', `(?:stanc[oa]|stufo|stufa|esaust[oa]|sfinit[oa]) di (?:vivere|esistere|essere viv[oa]|questa vita|svegliarmi)`),
    rule(
      'disappear',
      P,
      'concern',
      `${WANT} ${ADV}(?:sparire|scomparire|svanire|dissolvermi|smettere di esistere)(?! (?:per (?:qualche|un paio|un po|una|un)|in vacanza|dalla faccia della terra per|da (?:qui|questa|questo|lavoro|scuola)|dai social|un attimo|un po|una settimana|un weekend|al mare|in montagna))`,
    ),
    rule(
      'never-born',
      P,
      'concern',
      `(?:vorrei|preferirei|meglio) (?:${NON} essere mai nat[oa]|${NON} essere nat[oa]|essere mort[oa] alla nascita)|(?:magari|se solo) (?:fossi|morissi) (?:mort[oa]|${NON} nat[oa])?`,
      FIXED,
    ),
    rule('better-without', P, 'concern', `(?:meglio|piu felici|piu felice|piu facile|starebbero meglio|starebbe meglio|stanno meglio) senza (?:di )?me`),
    rule(
      'burden',
      P,
      'concern',
      `(?:sono|mi sento) (?:solo |soltanto )?(?:un|una) (?:peso|fardello) (?:per|x) (?:tutti|tutto|la mia famiglia|i miei|gli altri|voi)`,
    ),
    rule(
      'hope-die',
      P,
      'concern',
      `(?:spero|prego) (?:di )?(?:${MORIRE}|che (?:mi )?(?:succeda qualcosa|investa una macchina|prenda un colpo))|se (?:io )?(?:morissi|sparissi)(?: \\S+){0,4} (?:nessuno|a nessuno)|magari morissi`,
    ),
    rule('think-death', P, 'concern', `(?:penso|pensando|pensavo|ci penso) ${ADV}(?:a ${MORIRE}|di ${MORIRE})(?! (?:dal|di (?:fame|sonno|noia)))`),
    rule('think-of-death', P, 'concern', `(?:penso|pensando|pensavo|ci penso) ${ADV}(?:alla morte|alla mia morte)`, WEAK),
    rule(
      'no-way-out',
      P,
      'urgent',
      `${NON} (?:vedo|c'? ?e|trovo|esiste) (?:piu )?(?:nessuna |altra |un'? ?altra |una )?(?:via d'? ?uscita|vie d'? ?uscita|uscita|soluzione|altra soluzione|luce in fondo al tunnel|speranza)(?! (?:per (?:il|la|questo|questa|il problema)|al problema))|senza via d'? ?uscita`,
      { negatable: false, weak: true },
    ),
    rule(
      'done-all',
      P,
      'urgent',
      `(?:ho chiuso|ho finito|ho smesso) con (?:tutto|la vita|il mondo|tutti)(?! (?:il|la|i|le|lo|gli) )|mi arrendo con la vita|mi sono arres[oa] con la vita`,
    ),
    rule('cant-anymore', P, 'concern', `${NON} ce la faccio piu (?:a vivere|a andare avanti|con la vita|a esistere|a stare al mondo)`, FIXED),
    rule(
      'if-not-here',
      P,
      'concern',
      `(?:meglio|piu facile|piu felici|piu felice) (?:\\S+ ){0,2}se (?:io )?${NON} (?:ci fossi|esistessi|fossi mai nat[oa]|ci fossi piu)|${NON} ha (?:piu )?senso (?:vivere|continuare a vivere|andare avanti|esistere)`,
      FIXED,
    ),
    rule(
      'not-exist',
      P,
      'concern',
      `${WANT} ${ADV}${NON} (?:esistere|esserci|essere qui|essere viv[oa])(?: piu)?|se (?:io )?(?:morissi|sparissi|${NON} ci fossi piu)|(?:la mia|la) vita ${NON} vale (?:niente|nulla|la pena|piu niente)`,
      FIXED,
    ),
    rule(
      'nobody-miss',
      P,
      'concern',
      `nessuno (?:\\S+ ){0,2}sentirebbe (?:la )?(?:mia )?mancanza|${NON} mancherei a nessuno|a nessuno mancherei|${NON} (?:dovrei|dovevo) (?:essere viv[oa]|esistere|essere qui)|${NON} sarei dovut[oa] nascere`,
      FIXED,
    ),
    rule('no-wish-here', P, 'concern', `(?:voglia|forza|forze|motivo) (?:\\S+ )?di (?:esserci|essere qui|vivere|esistere|andare avanti)`, FIXED),
    rule(
      'envy-dead',
      P,
      'concern',
      `invidio (?:chi|quelli che|le persone che|chi e gia) (?:muore|muoiono|e mort[oa]|sono morti)|invidio i morti|per (?:${NON} esistere piu|smettere di esistere|${NON} essere mai esistit[oa])`,
      FIXED,
    ),
    rule('want-end', P, 'concern', `(?:voglio|vorrei) (?:solo )?che (?:tutto |la vita )?(?:finisca|finisse|si fermi|termini) per sempre`),
    rule('sleep-eternity', P, 'concern', `(?:addormentarmi|dormire|sparire) per l${"'"}? ?eternita`),
    // — active thoughts
    rule(
      'kill-self',
      A,
      'urgent',
      `(?:${WANT}|(?:penso|pensavo|pensando|ho pensato|sto pensando) (?:\\S+ )?(?:a|di)|penso a|pensando a|pensare a|ho pensato di|ho pensato a|sto pensando di|sto pensando a|tentata di|tentato di|paura di|coraggio di|come|modo per|modo di|potrei|dovrei|devo|capace di|quasi) ${ADV}${KILL_SELF}`,
    ),
    rule(
      'reflexive',
      A,
      'urgent',
      `mi (?:voglio |vorrei |potrei |devo )?(?:uccidere|ammazzare|suicidare|impiccare|buttare (?:giu|dal|dalla|sotto)|sparare)(?! (?:di|dal|dalle|dalla) (?:lavoro|risate|fatica|studio|ridere))|(?:voglio|vorrei|potrei) (?:suicidarmi|suicidarme)`,
    ),
    rule(
      'suicidal',
      A,
      'urgent',
      `(?:ho|avevo|ho avuto|ho ancora|ho di nuovo|mi vengono|mi tornano|mi tornano i|i miei|sto avendo|faccio|soffro di|avere) (?:\\S+ ){0,2}(?:pensieri|idee|ideazione|istinti|tendenze|impulsi) (?:\\S+ )?(?:suicidi|suicide|suicidari|di suicidio|di morte|di farla finita|di uccidermi|di ammazzarmi)|(?:sono|mi sento|sto diventando) (?:\\S+ )?(?:suicida|suicidale)|(?:penso|pensando|pensato|pensare) (?:\\S+ )?(?:al|il) suicidio`,
    ),
    rule('attempt', A, 'urgent', `(?:tentato il suicidio|tentativo di suicidio|ho provato a (?:uccidermi|ammazzarmi|farla finita|togliermi la vita))`),
    rule('unalive', A, 'urgent', `(?:disvivermi|unalivarmi|unalive|s u i c i d i o|farmi secco|farmi secca|levarmi di mezzo|togliermi di mezzo)`),
    rule('kill-present', A, 'urgent', `(?:io )?mi (?:ammazzo|uccido|suicido|impicco)(?! (?:di|dal|dalle|dalla) (?:lavoro|fatica|risate|studio|ridere))`),
    rule(
      'stupid-thing',
      A,
      'urgent',
      `(?:paura|voglia|tentazione|sul punto|rischio) di fare (?:una |qualche )?(?:cazzata|sciocchezza|stupidaggine|follia|pazzia)(?! (?:al|alla|con|nel|nella|a))`,
    ),
    rule('join-dead', P, 'concern', `(?:raggiungere|ritrovare|andare da) (?:mio|mia|i miei) \\S+ (?:in cielo|lassu|in paradiso|dall'? ?altra parte)`),
    rule(
      'only-solution',
      A,
      'urgent',
      `(?:il suicidio|la morte|${MORIRE}|uccidermi|farla finita) (?:\\S+ ){0,4}(?:l${"'"}? ?unica soluzione|l${"'"}? ?unica via d${"'"}? ?uscita|l${"'"}? ?unica strada|unica soluzione|unica via)|(?:cerco|sto cercando) (?:un )?(?:modo|metodo) (?:per|di) (?:${MORIRE}|uccidermi|ammazzarmi)`,
    ),
    // — method or means
    rule(
      'pills-all',
      M,
      'urgent',
      `(?:prendere|prendo|ingoiare|ingoio|mandare giu|inghiottire|buttare giu) (?:\\S+ )?(?:tutte le|tutti i|tutta la|l'? ?intera|un'? ?intera|una scatola di|un flacone di|un sacco di|la scatola di) (?:\\S+ )?(?:${PILLS}|scatola|confezione|flacone|boccetta|blister)`,
    ),
    rule(
      'how-many',
      M,
      'urgent',
      `(?:quante|quanti|quanto) (?:\\S+ ){0,3}(?:per|x) (?:${MORIRE}|${NON} svegliarmi|uccidermi|ammazzarmi|andare in overdose)|dose (?:letale|mortale|fatale)`,
    ),
    rule('overdose', M, 'urgent', `(?:andare|vado|farmi|prendermi|fare) (?:un'? ?|una )?(?:overdose|overdosi)|overdose di ${PILLS}`),
    rule(
      'how-to',
      M,
      'urgent',
      `(?:come|modo (?:piu )?(?:veloce|rapido|indolore|sicuro) per|metodo per|il modo migliore per) (?:(?:uccidersi|suicidarsi|ammazzarsi|impiccarsi)|${KILL_SELF}|${MORIRE} senza (?:dolore|soffrire))|${MORIRE} senza (?:dolore|soffrire|sentire niente)`,
    ),
    rule(
      'gun',
      M,
      'urgent',
      `(?:spararmi|mi sparo|mi sparerei|un colpo in testa|piantarmi una pallottola|una pallottola in testa|pistola (?:alla|in) (?:tempia|bocca|testa))`,
    ),
    rule(
      'gun-have',
      M,
      'urgent',
      `(?:ho|tengo|ho preso|ho comprato|ho trovato|ho accesso a) (?:\\S+ )?(?:una|la) (?:pistola|arma|rivoltella|arma da fuoco|pistola di mio padre|arma di mio padre|fucile di mio padre)(?! (?:ad acqua|giocattolo|a piombini|softair|per la caccia|per il poligono|di servizio))`,
    ),
    rule(
      'gun-place',
      M,
      'imminent',
      `(?:pistola|arma|rivoltella|fucile)(?: di mio \\S+)? (?:e|sta|sta li|l'? ?ho|ce l'? ?ho) (?:\\S+ ){0,2}(?:nel cassetto|nella borsa|accanto a me|vicino a me|in mano|sotto il cuscino|sul tavolo|davanti a me|carica)`,
    ),
    rule(
      'hang',
      M,
      'urgent',
      `(?:impiccarmi|mi impicco|mi impiccherei|cappio|nodo scorsoio|corda (?:al|intorno al) collo|corda (?:alla|sulla) trave|appendere (?:la|una) corda)`,
    ),
    rule(
      'rope-have',
      M,
      'urgent',
      `(?:ho comprato|ho preso|ho trovato|ho preparato|ho legato|ho) (?:\\S+ )?(?:una|la) corda(?! (?:per (?:saltare|stendere|arrampicata|il bucato)|della chitarra|da saltare|di chitarra))`,
    ),
    rule(
      'jump',
      M,
      'urgent',
      `(?:buttarmi|mi butto|mi butterei|lanciarmi|mi lancio|gettarmi|mi getto|saltare|salto|saltare giu|lasciarmi cadere) (?:giu )?(?:dal|dalla|da un|da una|dall'? ?|dai|giu dal|giu dalla|giu da un) (?:\\S+ )?(?:ponte|tetto|finestra|balcone|palazzo|viadotto|scogliera|dirupo|terrazzo|cornicione|piano|grattacielo|precipizio|parcheggio multipiano)|(?:buttarmi|lanciarmi|gettarmi|mi butto|mi lancio) nel vuoto`,
    ),
    rule(
      'jump-edge',
      M,
      'imminent',
      `(?:sono|sto|mi trovo|seduta|seduto|in piedi) (?:\\S+ )?(?:sul cornicione|sul parapetto|sulla ringhiera|sul bordo del (?:ponte|tetto|balcone|precipizio)|in cima al (?:ponte|palazzo)|sul tetto del palazzo|sul ponte e|sul tetto (?:del mio palazzo|dell'? ?edificio|del condominio|dell'? ?ospedale))`,
    ),
    rule(
      'train',
      M,
      'urgent',
      `(?:buttarmi|mi butto|gettarmi|mi getto|lanciarmi|mi lancio|sdraiarmi|mettermi) (?:\\S+ )?(?:sotto|davanti a) (?:un|il|una|la) (?:treno|metro|metropolitana|camion|tir|macchina|auto|autobus|tram)|(?:sdraiarmi|mettermi|buttarmi|mi butto|mi sdraio) (?:sui binari|sulle rotaie)`,
    ),
    rule(
      'car-crash',
      M,
      'urgent',
      `(?:schiantarmi|mi schianto|andare a sbattere|lanciarmi|finire) (?:\\S+ ){0,3}(?:contro|in) (?:un|una|il|la) (?:muro|albero|pilone|camion|guardrail|platano)(?! per sbaglio)`,
    ),
    rule('veins', M, 'urgent', `(?:tagliarmi|mi taglio|mi sono tagliat[oa]|aprirmi) (?:\\S+ )?(?:le vene|i polsi)`),
    rule(
      'poison',
      M,
      'urgent',
      `(?:bere|bevo|ingoiare|ho bevuto) (?:\\S+ )?(?:candeggina|varechina|veleno|topicida|antigelo|acido)|avvelenarmi|(?:gas|monossido) (?:\\S+ ){0,2}(?:in macchina|in auto|chiuso in)`,
    ),
    rule(
      'family-gun',
      M,
      'urgent',
      `(?:mio|mia|i miei) (?:padre|madre|marito|zio|fratello|nonno|patrigno|genitori|vicino) (?:ha|hanno|tiene|tengono|nasconde) (?:una|un|la|il|delle) (?:pistola|arma|armi|fucile|rivoltella)(?: \\S+){0,3} (?:in casa|a casa|nel cassetto|nell'? ?armadio|in camera|so dove)`,
    ),
    rule(
      'pills-ready',
      M,
      'urgent',
      `(?:ho|tengo) (?:\\S+ ){0,2}${PILLS} (?:\\S+ ){0,2}(?:davanti a me|accanto a me|in mano|sul tavolo|qui con me|pronte|contate)`,
    ),
    rule(
      'pills-stock',
      M,
      'urgent',
      `(?:scatola|scatole|confezione|confezioni|flacone|boccetta) (?:intera|intere|piena|piene) di ${PILLS}|(?:diverse|tante|molte) (?:scatole|confezioni) di ${PILLS}`,
    ),
    rule(
      'blade-just-in-case',
      M,
      'urgent',
      `(?:tengo|porto|ho sempre|nascondo) (?:\\S+ ){0,2}(?:lametta|lamette|lama|rasoio|taglierino|pastiglie|pillole) (?:\\S+ ){0,4}(?:non si sa mai|per ogni evenienza|nel caso|in caso)|annegarmi|affogarmi`,
    ),
    rule(
      'blade-carried',
      M,
      'urgent',
      `(?:tengo|porto|ho sempre|nascondo) (?:\\S+ ){0,2}(?:lametta|lamette|lama|rasoio|taglierino) (?:in|nella|nel|con) (?:borsa|tasca|zaino|me|camera)`,
    ),
    rule('dose-for', M, 'urgent', `dose (?:\\S+ ){0,3}per (?:${NON} svegliar(?:si|mi)(?: piu)?|${MORIRE}|farla finita)`),
    // — intent
    rule(
      'will-kill',
      I,
      'imminent',
      `(?:(?:ho deciso|ho scelto|sono pront[oa]|sono decis[oa]|mi preparo|sto per|vado a|adesso vado a|stasera vado a|oggi vado a) (?:di |a )?${ADV}${KILL_SELF}|(?:stanotte|stasera|oggi|domani|adesso|ora|tra poco|fra poco) (?:\\S+ )?(?:mi (?:uccido|ammazzo|suicido|impicco|butto|sparo)|la faccio finita|lo faccio|la finisco))`,
    ),
    rule('will-kill-fut', I, 'imminent', `(?:mi (?:uccidero|ammazzero|suicidero|impicchero|buttero|sparero)|la faro finita|la faccio finita(?! con))`),
    rule(
      'do-it',
      I,
      'imminent',
      `(?:lo faro|lo faccio)(?: (?:stanotte|stasera|oggi|adesso|davvero|sul serio|questa volta|questa notte|tra poco|domani))?$`,
      WEAK,
    ),
    rule('decided', I, 'imminent', `(?:ho deciso|ho preso la (?:mia )?decisione|e deciso|la decisione e presa|ho fatto la mia scelta)$`, WEAK),
    rule('ready-die', I, 'imminent', `(?:sono|mi sento) pront[oa] (?:a |per )(?:${MORIRE}|andarmene per sempre|farla finita|lasciare questo mondo)(?! per)`),
    rule(
      'when-pills',
      I,
      'imminent',
      `(?:stanotte|stasera|oggi|domani|adesso|ora|(?:tra|fra) (?:\\S+ ){1,2}(?:minuti|ore|ora)) (?:\\S+ )?(?:prendo|ingoio|mando giu) (?:tutte|tutti) (?:le mie|i miei|le|i) ${PILLS}`,
    ),
    rule('do-it-when', I, 'imminent', `(?:lo faro|lo faccio) (?:appena|quando|non appena|dopo che)`, WEAK),
    rule('hang-now', I, 'imminent', `(?:io )?mi (?:impicco|sparo|butto giu|avveleno)(?! (?:di|dal|in piscina|nel lavoro|sul divano|a letto))`),
    rule('about-to', I, 'imminent', `sto per (?:buttarmi|lanciarmi|saltare|farlo|farla finita|impiccarmi|spararmi)`),
    rule('take-them', I, 'imminent', `(?:adesso|ora|subito) (?:le|li) (?:prendo|ingoio|mando giu)(?: tutte| tutti)?$`, WEAK),
    rule('kill-decl', I, 'imminent', `^mi (?:uccido|ammazzo|suicido)$`, WEAK),
    // — plan or preparation
    rule(
      'pills-saved',
      PL,
      'imminent',
      `(?:ho messo da parte|metto da parte|sto mettendo da parte|accumulo|nascondo|messo da parte|ho accumulato|accumulato|sto accumulando|ho conservato|ho nascosto|ho raccolto|ho messo via|tengo da parte) (?:\\S+ ){0,3}${PILLS}|${PILLS} (?:\\S+ ){0,3}(?:da parte|nascoste|nascosti|accumulate|accumulati|messe via)`,
    ),
    rule('pills-saved-m', M, 'urgent', `(?:ho messo da parte|ho accumulato|sto accumulando|ho nascosto|ho messo via) (?:\\S+ ){0,3}${PILLS}`),
    rule('pills-enough', PL, 'imminent', `(?:abbastanza|sufficienti) ${PILLS}(?! (?:per (?:il|la|un|una|le|i|tutto|due|tre)))`),
    rule('pills-enough-m', M, 'urgent', `(?:abbastanza|sufficienti) ${PILLS}(?! (?:per (?:il|la|un|una|le|i|tutto|due|tre)))`),
    rule(
      'letters',
      PL,
      'imminent',
      `(?:lettera|lettere|biglietto|biglietti|messaggio|messaggi|video) d'? ?addio(?! (?:al|alla|ai|alle|del|della) (?:collega|colleghi|lavoro|capo|squadra|classe|pensione))|(?:ho scritto|ho lasciato|ho registrato) (?:\\S+ ){0,3}(?:lettere|lettera|biglietti|biglietto|messaggi) (?:\\S+ ){0,3}per quando (?:${NON} ci saro piu|saro mort[oa]|me ne saro andat[oa])`,
    ),
    rule(
      'give-away',
      PL,
      'imminent',
      `(?:ho regalato|regalo|sto regalando|ho dato via|do via|sto dando via|ho distribuito|ho lasciato) (?:tutte le mie cose|tutta la mia roba|tutti i miei oggetti|le mie cose|i miei oggetti|la mia roba|le mie cose piu care|quello che ho|tutto quello che ho|tutto cio che ho)(?! (?:in beneficenza|alla caritas|per il trasloco|prima del trasloco|perche mi trasferisco))`,
    ),
    rule(
      'pet-care',
      PL,
      'imminent',
      `(?:chi si prendera cura|chi si occupera|chi badera|prendetevi cura|prenditi cura) (?:del|della|dei|delle|di) (?:mio|mia|miei|mie)? ?(?:gatto|gatta|gatti|cane|cani|figli|animali|bambini) (?:\\S+ ){0,2}(?:quando ${NON} ci saro piu|quando saro mort[oa]|dopo che me ne saro andat[oa]|se ${NON} ci saro piu|dopo di me)`,
    ),
    rule(
      'goodbye',
      PL,
      'imminent',
      `(?:addio a tutti|addio mondo|addio per sempre|vi saluto per sempre|vi saluto tutti per l'? ?ultima volta|ho salutato (?:tutti|i miei amici|la mia famiglia|i miei)|volevo salutarvi per l'? ?ultima volta|volevo dirvi addio|vi dico addio|ti dico addio|questo e un addio|e un addio)`,
    ),
    rule(
      'last-message',
      PL,
      'imminent',
      `(?:il mio|questo e il mio|e il mio) ultimo messaggio(?! (?:prima delle (?:vacanze|ferie)|di oggi|della giornata|nel gruppo|dell'? ?anno|della settimana))`,
      WEAK,
    ),
    rule('wont-see', PL, 'imminent', `${NON} mi (?:vedrete|vedrai|sentirete|sentirai) (?:mai )?piu|${NON} sentirete piu parlare di me`, FIXED),
    rule(
      'not-here',
      PL,
      'imminent',
      `(?:domani|presto|stanotte|stasera|tra poco|fra poco) ${NON} ci saro piu(?! (?:in ufficio|al lavoro|a casa|perche parto|per le ferie|in vacanza))|${NON} ci saro piu (?:domani|dopo stanotte|dopo stasera)`,
      FIXED,
    ),
    rule(
      'date-set',
      PL,
      'imminent',
      `(?:ho scelto|ho fissato|ho deciso) (?:il|la) (?:giorno|data|ora|posto|luogo|modo|metodo|ponte)(?! (?:del|della|dello|per (?:il|la) (?:matrimonio|festa|trasloco|viaggio|vacanza|esame|colloquio|compleanno)))`,
      WEAK,
    ),
    rule(
      'place-scouted',
      PL,
      'imminent',
      `(?:ho scelto|ho trovato|ho visto|sono andat[oa] a vedere) (?:il|un|la|una) (?:ponte|palazzo|tetto|viadotto|posto)(?: \\S+){0,3} (?:da cui buttarmi|per buttarmi|per saltare|per farla finita|abbastanza alto|da cui saltare|dove saltare|da dove buttarmi)`,
    ),
    rule('tonight-night', PL, 'imminent', `(?:stanotte|stasera|oggi|domani) (?:e|sara) (?:la notte|il giorno|la sera|la fine|l'? ?ultima)`, WEAK),
    rule(
      'letter-family',
      PL,
      'imminent',
      `(?:ho scritto|ho lasciato|ho preparato|scrivo) (?:\\S+ ){0,2}(?:lettera|lettere|biglietto|biglietti) (?:per|a|ai|alla|al) (?:i miei genitori|miei genitori|la mia famiglia|mia madre|mio padre|i miei figli|mio marito|mia moglie|tutti|ognuno|ciascuno|ciascuno dei miei \\S+|ognuno dei miei \\S+)(?! (?:per|di) (?:il|la) (?:compleanno|natale|festa|matrimonio))`,
    ),
    rule('where-when', PL, 'imminent', `(?:dove|quando|come) e (?:dove|quando|come) (?:lo faro|lo faccio|farlo|mi uccidero|mi ammazzero)`),
    rule(
      'care-after',
      PL,
      'imminent',
      `(?:organizzato|sistemato|preparato) tutto (?:\\S+ ){0,2}(?:perche|cosi che|in modo che) (?:mia|mio|i miei|le mie) \\S+ (?:\\S+ ){0,3}dopo(?! (?:il|la|le|cena|pranzo|scuola|lavoro))`,
    ),
    rule(
      'bought-needed',
      PL,
      'imminent',
      `(?:comprato|preso|preparato|procurato) (?:\\S+ ){0,2}(?:quello che|cio che|tutto quello che) (?:mi )?serve per (?:farlo|farla finita|uccidermi|${MORIRE})`,
      WEAK,
    ),
    rule('place-to-jump', PL, 'imminent', `(?:posto|ponte|palazzo|tetto) (?:da cui|dove|da dove) (?:saltare|buttarmi|lanciarmi|farlo)`),
    rule('emptied-account', PL, 'imminent', `svuotato (?:\\S+ )?conto(?: \\S+){0,5} (?:dato|regalato|trasferito|lasciato)`),
    // — self-harm described
    rule(
      'cut',
      SH,
      'urgent',
      `(?:ho ricominciato|ricomincio|ricominciato|ho ripreso|continuo|ho bisogno di|ho voglia di|voglia di|bisogno di|ho iniziato|sono tornat[oa]) (?:a |di )?${ADV}(?:tagliarmi|ferirmi|farmi del male|bruciarmi|graffiarmi|picchiarmi|colpirmi|autolesionarmi|punirmi)`,
    ),
    rule(
      'cut-self',
      SH,
      'urgent',
      `mi (?:sono )?(?:tagliat[oa]|taglio|tagliavo|ferit[oa]|ferisco|bruciat[oa]|brucio|graffiat[oa]|graffio|picchiat[oa]) (?:\\S+ )?(?:di nuovo|ancora|un'? ?altra volta|apposta|di proposito|volontariamente|con (?:la|una|le|un) (?:lametta|lamette|rasoio|taglierino|sigaretta|sigarette|accendino|forbici)|le braccia|i polsi|le gambe|le cosce|il braccio|il polso|sulle braccia|sui polsi|sulle gambe|fino a sanguinare|fino al sangue|tutti i giorni|ogni sera|ogni giorno)`,
    ),
    rule(
      'cut-plain',
      SH,
      'urgent',
      `(?:io )?mi (?:taglio|ferisco|autolesiono|faccio del male|sono fatt[oa] del male|sono autolesionat[oa])(?! (?:\\S+ )?(?:cucinando|con la carta|affettando|sbucciando|per sbaglio|in cucina|facendo la barba|i capelli|le unghie))`,
    ),
    rule(
      'self-harm-noun',
      SH,
      'urgent',
      `(?:ricaduta|ricaduto|sono ricadut[oa]|ancora|di nuovo)(?: \\S+){0,3} (?:nell'? ?|l'? ?)?(?:autolesionismo|tagli|cutting)|(?:il mio|pratico l'? ?|faccio) autolesionismo`,
    ),
    rule(
      'hit-self',
      SH,
      'urgent',
      `(?:sbatto|ho sbattuto|sbattere) la testa (?:contro il muro|al muro)(?! (?:per (?:la rabbia|la frustrazione)|dalla rabbia))|mi (?:prendo a pugni|do pugni|schiaffeggio|mordo|graffio|gratto) (?:\\S+ ){0,2}(?:fino|da solo|da sola|apposta)`,
    ),
    rule(
      'blades',
      SH,
      'urgent',
      `(?:ho nascosto|ho comprato|ho preso|ho ritrovato|tengo) (?:\\S+ )?(?:lamette|lametta|lame|taglierino|rasoio)(?! (?:per (?:la barba|depilarmi|radermi|il lavoro|il bricolage)|nuove))`,
    ),
    rule(
      'hide-wounds',
      SH,
      'urgent',
      `(?:nascondere|nascondo|nascondevo|vedere|vedono|hanno visto) (?:\\S+ )?(?:i miei|i|le mie|le) (?:tagli|ferite|cicatrici sulle braccia|cicatrici sui polsi)`,
    ),
    rule(
      'bleeding',
      SH,
      'imminent',
      `(?:sanguin\\w*|sangue)(?:[ \\n]\\S+){0,4}[ \\n](?:${NON} si ferma|${NON} smette|${NON} si vuole fermare|tantissimo|troppo|senza sosta)|(?:tagliat[oa]|taglio) (?:\\S+ )?troppo (?:in )?profond[oa]`,
      FIXED,
    ),
    rule(
      'took-too-many',
      SH,
      'imminent',
      `(?:ho preso|ho ingoiato|ho mandato giu|ho buttato giu) (?:\\S+ ){0,2}(?:troppe|troppi|tutte le|tutti i|tutta la|un'? ?intera|una scatola di|un flacone di) (?:\\S+ )?(?:${PILLS}|scatola|confezione|flacone)|ho (?:fatto|preso) (?:un'? ?|una )?(?:overdose|overdosi)`,
    ),
    rule(
      'cut-when',
      SH,
      'urgent',
      `mi sono (?:tagliat[oa]|ferit[oa]|bruciat[oa]) (?:ieri|ieri sera|stanotte|oggi|stamattina|di nuovo)$|mi (?:brucio|taglio|ferisco) con (?:l${"'"}? ?|la |una |le |un |il |i )(?:accendino|sigarett[ae]|lamett[ae]|rasoio|taglierino|forbici|ferro)`,
    ),
    rule('relief', SH, 'urgent', `(?:tagliarmi|ferirmi|bruciarmi|farmi del male) mi (?:calma|aiuta|fa stare meglio|da sollievo)`),
    rule('make-cuts', SH, 'urgent', `mi (?:faccio|sono fatt[oa]|facevo) (?:dei |delle |)(?:tagli|ferite|bruciature|graffi)`),
    // — harm to others
    rule(
      'kill-other',
      HO,
      'urgent',
      `(?:voglio|vorrei|penso di|sto pensando di|ho pensato di|potrei|sto per|ho deciso di|ho voglia di|progetto di|sogno di) ${ADV}(?:(?:uccidere|ammazzare|accoltellare|strangolare|avvelenare|sparare a) (?:mio|mia|i miei|il mio|la mia|qualcuno|tutti)|ucciderlo|ucciderla|ucciderli|ammazzarlo|ammazzarla|ammazzarli|accoltellarlo|accoltellarla|strangolarlo|strangolarla|avvelenarlo|avvelenarla|sparargli|fargli del male|farle del male|uccidere (?:mio|mia|i miei|il mio|la mia|qualcuno|tutti)|ammazzare (?:mio|mia|qualcuno|tutti|il mio|la mia))(?! (?:il tempo|la noia))`,
    ),
    rule(
      'harm-baby',
      HO,
      'urgent',
      `(?:paura|pensieri|voglia|impulso|idea) (?:di |che )(?:fare del male|far male|scuotere|soffocare|annegare|picchiare) (?:al|alla|ai|a) (?:mio|mia|miei)? ?(?:bambino|bambina|figlio|figlia|figli|neonato|neonata|qualcuno|marito|moglie|madre|padre)`,
    ),
    rule(
      'weapon-school',
      HO,
      'urgent',
      `(?:portare|porto|portero) (?:una|la|un|il) (?:pistola|arma|coltello|fucile|bomba) (?:a|al|in|all'? ?) ?(?:scuola|universita|lavoro|ufficio|classe|liceo)`,
    ),
    rule(
      'mass',
      HO,
      'urgent',
      `(?:sparare a tutti|uccidere tutti|ammazzarli tutti|ucciderli tutti|fare una strage|fare un massacro|far saltare in aria la scuola)`,
    ),
    rule('kill-present', HO, 'urgent', `(?:io )?(?:lo|la|li|le) (?:ammazzo|uccido|accoltello|strangolo)(?! (?:di|dal|dalle) )`),
    // — danger from others
    rule(
      'partner-hits',
      DO,
      'urgent',
      `${PARTNER} (?:\\S+ )?(?:mi picchia|mi ha picchiat[oa]|mi picchiava|mi mena|mi ha menat[oa]|mi prende a (?:calci|pugni|schiaffi)|mi ha preso a (?:calci|pugni|schiaffi)|mi strangola|mi ha strangolat[oa]|mi violenta|mi ha violentat[oa]|mi ha stuprat[oa]|mi stupra|mi minaccia|mi ha minacciat[oa]|mi chiude in casa|mi ha chiuso in casa|mi mette le mani addosso|mi ha messo le mani addosso|mi mette le mani al collo|abusa di me|ha abusato di me|mi fa del male|mi ha fatto del male|mi perseguita|mi stalka|mi segue ovunque|picchia me|picchia anche me)(?! (?:a (?:carte|scacchi|tennis|calcio|ping pong)|al gioco))`,
    ),
    rule(
      'hits-me',
      DO,
      'urgent',
      `mi (?:ha |hanno )?(?:picchiat[oa]|picchia|picchiano|picchiava|menat[oa]|mena|strangolat[oa]|violentat[oa]|stuprat[oa]|minacciat[oa] di morte|preso a (?:calci|pugni|schiaffi)|prende a (?:calci|pugni|schiaffi)|mette le mani addosso|messo le mani addosso|chiude in casa|ha chiuso in casa|costringe a fare sesso|ha costrett[oa] a fare sesso|obbliga a fare sesso)(?! (?:a (?:carte|scacchi|tennis|calcio)|al gioco|per gioco|per scherzo))`,
    ),
    rule(
      'threat-kill',
      DO,
      'urgent',
      `(?:minacciat[oa] di morte|minaccia di (?:uccidermi|ammazzarmi|farmi del male)|ha minacciato di (?:uccidermi|ammazzarmi|farmi del male|portarmi via i figli)|ha detto che mi (?:ammazza|uccide|ammazzera|uccidera)|ha giurato che mi (?:ammazza|uccide))`,
    ),
    rule(
      'wants-kill-me',
      DO,
      'urgent',
      `${PARTNER} (?:vuole|vorrebbe|ha provato a|ha cercato di|cerca di) (?:\\S+ )?(?:uccidermi|ammazzarmi|strangolarmi|soffocarmi|accoltellarmi)`,
    ),
    rule(
      'abused',
      DO,
      'urgent',
      `(?:subisco|ho subito|subendo|vittima di) (?:\\S+ )?(?:violenza domestica|violenze|violenza|abusi|maltrattamenti|stupro|botte)|(?:sono|vengo|sono stat[oa]) (?:\\S+ )?(?:picchiat[oa]|maltrattat[oa]|violentat[oa]|stuprat[oa]|abusat[oa]|minacciat[oa] di morte)(?! (?:a (?:carte|scacchi|tennis)))`,
    ),
    rule(
      'afraid-home',
      DO,
      'urgent',
      `(?:ho|avevo) paura (?:di tornare a casa|di tornare da lui|di mio (?:marito|padre|patrigno|ragazzo|compagno)|di mia (?:moglie|madre|ragazza|compagna)|di lui|che mi (?:uccida|ammazzi|picchi)|per la mia vita)`,
    ),
    rule(
      'danger-now',
      DO,
      'imminent',
      `${PARTNER} (?:e|sta) (?:\\S+ ){0,4}con (?:un|una|il|la) (?:coltello|pistola|arma|fucile|mazza|martello|ascia)|(?:sta cercando|cerca|prova) di (?:sfondare|buttare giu|forzare) la porta|mi sono chius[oa] in (?:bagno|camera)(?: \\S+){0,3} (?:lui|lei) (?:urla|picchia|bussa|sfonda|minaccia)`,
    ),
    rule(
      'injured-by',
      DO,
      'urgent',
      `mi (?:ha |hanno )?(?:gia )?(?:rotto|spaccato|fratturato) (?:un|il|la|le|i|una) (?:braccio|naso|costola|costole|denti|dente|mano|dito|mascella)|(?:diventa|e|era) (?:\\S+ )?violent[oa] con me|quando beve diventa violent[oa]`,
    ),
    rule('head-wall', DO, 'urgent', `mi (?:ha |hanno )?(?:sbattuto|spinto|spaccato) la testa (?:contro|sul|al) (?:il )?(?:muro|porta|pavimento|tavolo)`),
    // — eating-disorder risk
    rule(
      'not-eating',
      ED,
      'concern',
      `${NON} (?:mangio|ho mangiato|mangio niente|mangio nulla|tocco cibo|ho toccato cibo)(?: (?:niente|nulla|quasi niente|quasi nulla))? (?:da|per) (?:\\S+ ){1,2}(?:giorni|settimane|settimana)|(?:sono|e) (?:\\S+ ){0,2}(?:giorni|settimane) che ${NON} (?:mangio|tocco cibo)|(?:digiuno|a digiuno) (?:da|per) (?:\\S+ ){1,2}(?:giorni|settimane)|${NON} mangio (?:\\S+ )?(?:da|per) giorni`,
      FIXED,
    ),
    rule(
      'purge',
      ED,
      'concern',
      `mi (?:faccio|sono fatt[oa]|costringo a|sforzo di) vomitare|(?:vomito|ho vomitato|vomitare) (?:\\S+ ){0,2}(?:dopo (?:ogni pasto|i pasti|mangiato|aver mangiato|le abbuffate)|apposta|di nascosto|tutto quello che mangio)|(?:le )?dita in gola`,
    ),
    rule(
      'laxatives',
      ED,
      'concern',
      `(?:prendo|ho preso|prendendo|abuso di|abusando di) (?:\\S+ )?(?:lassativi|diuretici|pillole dimagranti|soppressori dell'? ?appetito)`,
    ),
    rule(
      'food-fear',
      ED,
      'concern',
      `(?:paura|terrore|panico|fobia) di (?:mangiare|ingrassare|prendere peso|prendere (?:un|qualche) chilo|il cibo)|mi sento in colpa (?:ogni volta|quando|se) (?:che )?mangio`,
    ),
    rule(
      'ed-named',
      ED,
      'concern',
      `(?:la mia|ho|soffro di|ricaduta nell'? ?|ricaduta nella|sono ricadut[oa] nell'? ?|sono ricadut[oa] nella|combatto con) (?:\\S+ )?(?:anoressia|bulimia|binge eating|disturbo alimentare|dca)|(?:sono|sto diventando) (?:\\S+ )?(?:anoressica|bulimica|anoressico|bulimico)|(?:abbuffata|abbuffate|abbuffo)(?: \\S+){0,4} (?:vomito|vomitare|lassativi|digiuno)`,
    ),
    rule(
      'skip-meals',
      ED,
      'concern',
      `(?:salto|ho saltato|saltando) (?:tutti i|quasi tutti i|i) pasti|(?:solo|soltanto|meno di|al massimo) (?:\\S+ ){1,2}(?:calorie|kcal) (?:al giorno|a giorno)|(?:solo|soltanto) (?:una|un) (?:mela|yogurt|caffe|bicchiere d'? ?acqua|cracker) al giorno`,
    ),
    rule(
      'medical',
      ED,
      'urgent',
      `(?:mangiare|mangiato|mangio|cibo|pasti|calorie|vomit\\w*|digiuno|lassativi)(?: \\S+){0,8} (?:svenut[oa]|svengo|svenire|capogiri|dolore al petto|cuore che batte|tachicardia|vomitato sangue|vomito sangue)|(?:svenut[oa]|svengo)(?: \\S+){0,6} (?:${NON} mangio|digiuno|fame)|vomit\\w* sangue`,
    ),
    rule('barely-eat', ED, 'concern', `${NON} mangio quasi (?:niente|nulla)|(?:sport|allenarmi|mi alleno|corro|palestra) (?:\\S+ ){0,2}fino a svenire`, FIXED),
    rule('purge-when', ED, 'concern', `vomito (?:quando|se|dopo che|ogni volta che) (?:\\S+ )?(?:esagero|mangio|ho mangiato)`),
  ],
  negations: oneOf([
    'mai',
    'non',
    'nn',
    'nessun',
    'nessuna',
    'nessuno',
    'niente',
    'per niente',
    'neanche',
    'nemmeno',
    'neppure',
    'ho smesso di',
    'smesso di',
    'senza voglia di',
  ]),
  guards: oneOf([
    `(?:${MORIRE}|muoio|muori|muore|morendo|morto|morta|morti|morte|morivo|morirei) (?:\\S+ )?(?:dal|dalle|dalla|di|de) (?:ridere|risate|risa|fame|sonno|caldo|freddo|noia|sete|vergogna|paura|invidia|gelosia|curiosita|stanchezza|nostalgia|voglia|imbarazzo)`,
    'da morire',
    'stanc[oa] mort[oa]',
    'mort[oa] di (?:fame|sonno)',
    'un morto di fame',
    '(?:mi fa|mi fai|mi fanno|mi ha fatto) (?:\\S+ )?morire',
    'ammazza(?:re|ndo|to)? il tempo',
    'uccide(?:re|ndo)? il tempo',
    'ammazzare la noia',
    'mi (?:ammazzo|uccido|sto ammazzando|sto uccidendo|ammazzerei) (?:di|dal|dalle|dalla) (?:lavoro|fatica|risate|studio|ridere|palestra|allenamento)',
    '(?:questo|questa|sto|sta|il) (?:\\S+ )?(?:lavoro|caldo|stress|traffico|esame|capo|prof|professore|studio) mi (?:uccide|ammazza|sta uccidendo|sta ammazzando)',
    '(?:mia madre|mio padre|i miei|mia moglie|mio marito|il capo|la prof|il prof|mia sorella|mio fratello) (?:\\S+ )?mi (?:ammazza|uccide|ammazzera|uccidera)(?: se| quando)?',
    '(?:se|quando) (?:lo|la) (?:becco|prendo|trovo) (?:lo|la) (?:ammazzo|uccido)',
    '(?:ti|vi) (?:ammazzo|uccido)(?: (?:se|haha|ahah|ahahah|lol))?',
    '(?:tagliarmi|tagliato|tagliata|taglio|tagliare|tagliati|tagliate) (?:i |le )?(?:capelli|unghie|frangia|barba|punte)',
    'mi sono (?:tagliat[oa]|bruciat[oa]) (?:\\S+ )?(?:il dito|un dito|la lingua|la mano|cucinando|con la carta|affettando|sbucciando|facendo la barba|in cucina|col forno|con il forno|con la pentola)',
    '(?:tagliare|taglio) (?:la |il |le |i )?(?:cipolla|cipolle|pane|carne|verdure|carta)',
    'digiuno intermittente|quaresima|ramadan',
    'sparire dalla faccia della terra (?:per la vergogna|dalla vergogna)',
    'sparire (?:per la vergogna|dalla vergogna)',
    'pistola (?:ad acqua|giocattolo|a piombini|softair|per la colla|della colla)',
    '(?:salto|saltare|saltato) (?:di gioia|la corda|con la corda|col paracadute|in piscina|dal trampolino|il pranzo|la cena|la colazione)',
    'farla finita con (?:questa|questo|questi|queste|lui|lei|il|la|le|i|gli|lo|quel|quella|sto|sta) ',
    'me la faccio sotto',
    'ahah\\w*|haha\\w*',
  ]),
  escalators: oneOf([
    'stanotte',
    'stasera',
    'questa notte',
    'questa sera',
    'adesso',
    'subito',
    'tra poco',
    'fra poco',
    'in questo momento',
    'in mano',
    'accanto a me',
    'vicino a me',
    'nel cassetto',
    '(?:ho gia|ho) (?:il|un|la|una|mio|mia) (?:coltello|pistola|arma|fucile|corda)',
    'qui con me',
    'davanti a me',
    'oggi',
  ]),
  resolved: oneOf([
    '(?:sto )?scherz(?:o|ando|avo)|(?:era|e) (?:solo )?uno scherzo',
    '(?:\\S+ ){1,2}anni fa',
    'anni fa',
    'quando ero (?:adolescente|piccol[oa]|ragazzin[oa]|giovane|al liceo|alle medie)',
    'da ragazz[oa]',
    'ormai e passato',
    'acqua passata',
    'sto bene (?:ora|adesso|da anni|da tempo)',
    'da (?:\\S+ ){1,2}anni (?:non|nn)',
  ]),
  present: oneOf(['di nuovo', 'ricominciato', 'ricomincio', 'ricaduta', 'ricaduto', 'ultimamente', 'ieri', 'in questi giorni', 'questa settimana']),
  distance: oneOf([
    '(?:la mia|il mio) (?:psicologa|psicologo|terapeuta|psichiatra) mi (?:ha )?(?:chiesto|consigliato|suggerito|detto)',
    '(?:come|un) esercizio',
    "(?:nel|in un|nell' ?|in questo) (?:film|libro|romanzo|gioco|videogioco|sogno|episodio|anime|manga|fumetto|articolo|telegiornale|tg|podcast|video)",
    '(?:nella|in una|in questa) (?:serie|storia|canzone|notizia|fiction|puntata)',
    '(?:il mio|il|quel) personaggio',
    'al (?:tg|telegiornale)',
    'sul giornale',
  ]),
};
