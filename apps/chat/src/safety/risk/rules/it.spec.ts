import { describe, expect, it } from '@jest/globals';
import { RISK_CATEGORIES } from '@vi/contracts';
import { assessConversation, assessMessage } from '../index.js';
import type { RiskCategory, RiskLevel } from '../types.js';
import { rules } from './it.js';

type Case = [text: string, category: RiskCategory, level: RiskLevel];

/**
 * Italian phrasings of every category, as people write them (phone typing, missing accents,
 * slang), with the level each must reach; then idioms, sadness, stories and news that must stay
 * quiet. Written by the rules' author: the held-out evaluation set is kept apart from these.
 */
const RISK: Case[] = [
  ['vorrei non svegliarmi più', 'passive_ideation', 'concern'],
  ['vorrei addormentarmi e non svegliarmi mai più', 'passive_ideation', 'concern'],
  ['spero di non svegliarmi domani', 'passive_ideation', 'concern'],
  ['vorrei essere morta', 'passive_ideation', 'concern'],
  ['voglio morire', 'active_ideation', 'urgent'],
  ['ho voglia di morire', 'active_ideation', 'urgent'],
  ['non voglio più vivere', 'passive_ideation', 'concern'],
  ['nn ce la faccio più a vivere', 'passive_ideation', 'concern'],
  ['sono stanca di vivere', 'passive_ideation', 'concern'],
  ['la vita non ha senso', 'passive_ideation', 'concern'],
  ['che senso ha vivere', 'passive_ideation', 'concern'],
  ['non ho più nessun motivo per vivere', 'passive_ideation', 'concern'],
  ['vorrei sparire per sempre', 'passive_ideation', 'concern'],
  ['starebbero tutti meglio senza di me', 'passive_ideation', 'concern'],
  ['sono un peso per tutti', 'passive_ideation', 'concern'],
  ['vorrei non essere mai nata', 'passive_ideation', 'concern'],
  ['voglio uccidermi', 'active_ideation', 'urgent'],
  ['penso di ammazzarmi', 'active_ideation', 'urgent'],
  ['ho pensieri suicidi', 'active_ideation', 'urgent'],
  ['voglio farla finita', 'active_ideation', 'urgent'],
  ['penso al suicidio ogni giorno', 'active_ideation', 'urgent'],
  ['vorrei togliermi la vita', 'active_ideation', 'urgent'],
  ['voglio suicidarmi', 'active_ideation', 'urgent'],
  ['potrei prendere tutte le pastiglie', 'method_means', 'urgent'],
  ['quante pillole servono per morire', 'method_means', 'urgent'],
  ['la pistola è nel cassetto', 'method_means', 'imminent'],
  ['penso di buttarmi dal ponte', 'method_means', 'urgent'],
  ['buttarmi sotto un treno', 'method_means', 'urgent'],
  ['ho comprato una corda', 'method_means', 'urgent'],
  ['voglio impiccarmi', 'method_means', 'urgent'],
  ['tagliarmi le vene', 'method_means', 'urgent'],
  ['stanotte la faccio finita', 'intent', 'imminent'],
  ['ho deciso di farla finita', 'intent', 'imminent'],
  ['stasera mi ammazzo', 'intent', 'imminent'],
  ["ho scritto le lettere d'addio", 'plan_preparation', 'imminent'],
  ['ho messo da parte le pastiglie', 'plan_preparation', 'imminent'],
  ['ho regalato le mie cose', 'plan_preparation', 'imminent'],
  ['addio a tutti', 'plan_preparation', 'imminent'],
  ['non mi vedrete più', 'plan_preparation', 'imminent'],
  ['ho ricominciato a tagliarmi', 'self_harm', 'urgent'],
  ['mi sono tagliata di nuovo', 'self_harm', 'urgent'],
  ['mi taglio', 'self_harm', 'urgent'],
  ['mi faccio del male', 'self_harm', 'urgent'],
  ['mi brucio con le sigarette apposta', 'self_harm', 'urgent'],
  ['sanguina e non si ferma', 'self_harm', 'imminent'],
  ['ho preso troppe pastiglie', 'self_harm', 'imminent'],
  ['voglio ucciderlo', 'harm_to_others', 'urgent'],
  ['ho paura di fare del male al mio bambino', 'harm_to_others', 'urgent'],
  ['porterò una pistola a scuola', 'harm_to_others', 'urgent'],
  ['mio marito mi picchia', 'danger_from_others', 'urgent'],
  ['mi ha picchiata ieri sera, lui', 'danger_from_others', 'urgent'],
  ['lui mi ha picchiata', 'danger_from_others', 'urgent'],
  ['ha minacciato di uccidermi', 'danger_from_others', 'urgent'],
  ['ho paura di tornare a casa', 'danger_from_others', 'urgent'],
  ['lui è qui fuori con un coltello', 'danger_from_others', 'imminent'],
  ['non mangio da tre giorni', 'eating_disorder', 'concern'],
  ['sono giorni che non mangio', 'eating_disorder', 'concern'],
  ['mi faccio vomitare dopo ogni pasto', 'eating_disorder', 'concern'],
  ['prendo lassativi', 'eating_disorder', 'concern'],
  ['ho paura di ingrassare', 'eating_disorder', 'concern'],
  ['la mia anoressia è tornata', 'eating_disorder', 'concern'],
  ['a volte vorrei addormentarmi e non svegliarmi più', 'passive_ideation', 'concern'],
  ['sarebbe meglio se non ci fossi', 'passive_ideation', 'concern'],
  ['non ha senso vivere così', 'passive_ideation', 'concern'],
  ['non ho più voglia di vivere', 'passive_ideation', 'concern'],
  ['vorrei scomparire', 'passive_ideation', 'concern'],
  ['penso di suicidarmi', 'active_ideation', 'urgent'],
  ['voglio morì', 'active_ideation', 'urgent'],
  ['ho voglia di ammazzarmi', 'active_ideation', 'urgent'],
  ['penso sempre a togliermi la vita', 'active_ideation', 'urgent'],
  ['voglio farla finita con la vita', 'active_ideation', 'urgent'],
  ['potrei buttarmi dal balcone', 'method_means', 'urgent'],
  ['mio padre ha una pistola in casa', 'method_means', 'urgent'],
  ['ho pensato di buttarmi sotto un treno', 'method_means', 'urgent'],
  ['ho tutte le pillole davanti a me', 'method_means', 'imminent'],
  ['stanotte mi uccido', 'intent', 'imminent'],
  ['la faccio finita stasera', 'intent', 'imminent'],
  ['ho deciso, mi ammazzo', 'intent', 'imminent'],
  ["ho scritto una lettera d'addio ai miei", 'plan_preparation', 'imminent'],
  ['sto accumulando pastiglie da settimane', 'plan_preparation', 'imminent'],
  ['ho salutato tutti', 'plan_preparation', 'imminent'],
  ['mi sono tagliata le braccia', 'self_harm', 'urgent'],
  ['mi taglio di nascosto', 'self_harm', 'urgent'],
  ['mi sono fatta del male di nuovo', 'self_harm', 'urgent'],
  ["sono ricaduta nell'autolesionismo", 'self_harm', 'urgent'],
  ['voglio ammazzare il mio capo', 'harm_to_others', 'urgent'],
  ['penso di uccidere mia moglie', 'harm_to_others', 'urgent'],
  ['mio padre mi picchia', 'danger_from_others', 'urgent'],
  ['il mio ragazzo mi ha messo le mani addosso', 'danger_from_others', 'urgent'],
  ['mi ha detto che mi ammazza', 'danger_from_others', 'urgent'],
  ['non mangio da giorni', 'eating_disorder', 'concern'],
  ['vomito dopo ogni pasto', 'eating_disorder', 'concern'],
  ['ho paura di mangiare', 'eating_disorder', 'concern'],
  ['vorrei non esistere', 'passive_ideation', 'concern'],
  ['a volte spero di non svegliarmi', 'passive_ideation', 'concern'],
  ['nessuno sentirebbe la mia mancanza se morissi', 'passive_ideation', 'concern'],
  ['sono stanca di tutto, vorrei dormire per sempre', 'passive_ideation', 'concern'],
  ['la mia vita non vale niente', 'passive_ideation', 'concern'],
  ['penso spesso di uccidermi', 'active_ideation', 'urgent'],
  ['ho idee suicide', 'active_ideation', 'urgent'],
  ['voglio ammazzarmi', 'active_ideation', 'urgent'],
  ['vorrei farla finita', 'active_ideation', 'urgent'],
  ['ho pensato di prendere tutti i sonniferi', 'method_means', 'urgent'],
  ['mi butterei dal terrazzo', 'method_means', 'urgent'],
  ['ho una corda in cantina', 'method_means', 'imminent'],
  ['sto pensando di impiccarmi', 'method_means', 'urgent'],
  ['domani mi butto dal ponte', 'intent', 'imminent'],
  ['sono pronta a morire', 'intent', 'imminent'],
  ["ho scritto un biglietto d'addio", 'plan_preparation', 'imminent'],
  ['ho dato via tutte le mie cose', 'plan_preparation', 'imminent'],
  ['ho messo da parte abbastanza pillole', 'plan_preparation', 'imminent'],
  ['mi sono tagliata ieri sera', 'self_harm', 'urgent'],
  ['mi taglio le braccia', 'self_harm', 'urgent'],
  ["mi brucio con l'accendino", 'self_harm', 'urgent'],
  ['mi faccio del male da mesi', 'self_harm', 'urgent'],
  ['voglio accoltellarlo', 'harm_to_others', 'urgent'],
  ['ho paura di fare del male a mia figlia', 'harm_to_others', 'urgent'],
  ['il mio compagno mi picchia', 'danger_from_others', 'urgent'],
  ['mi ha minacciata di morte', 'danger_from_others', 'urgent'],
  ['subisco violenza domestica', 'danger_from_others', 'urgent'],
  ['non tocco cibo da tre giorni', 'eating_disorder', 'concern'],
  ['mi infilo le dita in gola dopo mangiato', 'eating_disorder', 'concern'],
  ['prendo lassativi per dimagrire', 'eating_disorder', 'concern'],
  ['vojo morì', 'active_ideation', 'urgent'],
  ['nn ce la faccio più a vivere', 'passive_ideation', 'concern'],
  ['voglio morire xd', 'active_ideation', 'urgent'],
  ['ho voglia di uccidermi', 'active_ideation', 'urgent'],
  ['non voglio più esistere', 'passive_ideation', 'concern'],
  ['mi sono tagliata i polsi', 'self_harm', 'urgent'],
  ['mio marito mi ha picchiata ancora', 'danger_from_others', 'urgent'],
  ['vomito tutto quello che mangio', 'eating_disorder', 'concern'],
  ['stasera mi ammazzo, ho già le pillole', 'intent', 'imminent'],
  ['ho scritto una lettera per i miei genitori, la troveranno domani', 'plan_preparation', 'imminent'],
  ['da settimane metto da parte le medicine', 'plan_preparation', 'imminent'],
  ['ho salutato i miei amici senza che lo sapessero', 'plan_preparation', 'imminent'],
  ['so già dove e quando lo farò', 'plan_preparation', 'imminent'],
  ['ho trovato un ponte abbastanza alto', 'plan_preparation', 'imminent'],
  ['ho una scatola intera di sonniferi nel comodino', 'method_means', 'urgent'],
  ['la pistola di mio padre è carica', 'method_means', 'imminent'],
  ['sono sul tetto del mio palazzo', 'method_means', 'imminent'],
  ['voglio tagliarmi le vene', 'method_means', 'urgent'],
  ['stanotte mi impicco', 'intent', 'imminent'],
  ['mi ucciderò, ho pianificato tutto', 'intent', 'imminent'],
  ['stasera prendo tutte le mie pastiglie', 'intent', 'imminent'],
  ['mio padre picchia me e mia madre', 'danger_from_others', 'urgent'],
  ['il mio ex mi perseguita e mi minaccia', 'danger_from_others', 'urgent'],
  ['mi costringe a fare sesso', 'danger_from_others', 'urgent'],
  ['mi chiude in casa e mi prende il telefono', 'danger_from_others', 'urgent'],
  ['sogno di accoltellare il mio capo', 'harm_to_others', 'urgent'],
  ['lo ammazzo, giuro che lo ammazzo', 'harm_to_others', 'urgent'],
  ['mi mordo fino a sanguinare', 'self_harm', 'urgent'],
  ['tagliarmi mi calma', 'self_harm', 'urgent'],
  ['mangio solo una mela al giorno', 'eating_disorder', 'concern'],
  ['sono svenuta perché non mangio più', 'eating_disorder', 'urgent'],
  ['Da quando è morta mia moglie voglio solo raggiungerla. Penso di uccidermi ogni sera.', 'active_ideation', 'urgent'],
  ['Sinceramente non so perché vado avanti. Addormentarmi e non svegliarmi più sarebbe un sollievo.', 'passive_ideation', 'concern'],
  ['Ho preso la mia decisione. Stanotte mi uccido, volevo solo che qualcuno lo sapesse.', 'intent', 'imminent'],
  ['Ho fatto testamento e ho scritto una lettera a ciascuno dei miei figli. Domani non ci sarò più.', 'plan_preparation', 'imminent'],
  ['Avevo smesso da un anno, ma ieri sera mi sono tagliata di nuovo.', 'self_harm', 'urgent'],
  ['Quando beve diventa violento e mi ha già rotto un braccio.', 'danger_from_others', 'urgent'],
  ['Mi sento grassa, quindi non mangio quasi niente e faccio sport fino a svenire.', 'eating_disorder', 'concern'],
  ['non ho più la forza di vivere', 'passive_ideation', 'concern'],
  ['ho paura di fare una cazzata stanotte', 'active_ideation', 'imminent'],
  ['voglio raggiungere mia madre in cielo', 'passive_ideation', 'concern'],
  ['nessuno sentirebbe la mia mancanza', 'passive_ideation', 'concern'],
  ['non dovrei essere viva', 'passive_ideation', 'concern'],
  ['Non ho più nessuna voglia di esserci', 'passive_ideation', 'concern'],
  ['Prego di non svegliarmi domani mattina', 'passive_ideation', 'concern'],
  ['Mi chiedo spesso come potrei uccidermi', 'active_ideation', 'urgent'],
  ['Tengo una lametta in borsa, non si sa mai', 'method_means', 'urgent'],
  ['Penso di annegarmi nel lago', 'method_means', 'urgent'],
  ['Stanotte la faccio finita per sempre', 'intent', 'imminent'],
  ['Ho organizzato tutto perché mia figlia sia sistemata dopo', 'plan_preparation', 'imminent'],
  ['Mi faccio dei tagli sulle gambe così nessuno li vede', 'self_harm', 'urgent'],
  ['Penso di avvelenare mio marito', 'harm_to_others', 'urgent'],
  ['Il mio compagno mi ha minacciata con un coltello ieri sera', 'danger_from_others', 'urgent'],
  ['Mangio solo verdure bollite e vomito quando esagero', 'eating_disorder', 'concern'],
  ['Non vedo futuro, preferirei non esistere', 'passive_ideation', 'concern'],
  ['Invidio chi muore', 'passive_ideation', 'concern'],
  ["Il suicidio mi sembra l'unica soluzione", 'active_ideation', 'urgent'],
  ['Cerco un modo per morire senza soffrire', 'active_ideation', 'urgent'],
  ['Domani non ci sarò più, è deciso', 'intent', 'imminent'],
  ['Ho abbastanza morfina per farla finita', 'method_means', 'imminent'],
  ['Mi gratto fino a sanguinare quando sto male', 'self_harm', 'urgent'],
  ['Mi peso dieci volte al giorno e salto tutti i pasti', 'eating_disorder', 'concern'],
  ['Mio padre mi ha cacciata di casa e mi ha picchiata', 'danger_from_others', 'urgent'],
  ['Voglio sparare a tutti in ufficio', 'harm_to_others', 'urgent'],
  ['non sopporto più questa vita, voglio solo che finisca per sempre', 'passive_ideation', 'concern'],
  ['ho pensieri di suicidio', 'active_ideation', 'urgent'],
  ['conosco la dose giusta per non svegliarsi più', 'method_means', 'urgent'],
  ['mi sono bruciata il braccio apposta con il ferro da stiro', 'self_harm', 'urgent'],
  ['mi concedo al massimo 300 calorie al giorno', 'eating_disorder', 'concern'],
  ['il mio ragazzo mi ha violentata', 'danger_from_others', 'urgent'],
  ["Vorrei addormentarmi per l'eternità", 'passive_ideation', 'concern'],
  ['Voglio ammazzarmi da stamattina', 'active_ideation', 'urgent'],
  ['Ho trovato il posto da cui saltare', 'plan_preparation', 'imminent'],
  ['Mi impicco, ho già la corda', 'intent', 'imminent'],
  ['Ho svuotato il conto e ho dato tutto a mia sorella, non mi servirà più', 'plan_preparation', 'imminent'],
  ['Ho ricominciato a farmi del male con le forbici', 'self_harm', 'urgent'],
  ['Non trattengo niente, vomito tutto quello che mangio', 'eating_disorder', 'concern'],
  ['Mio marito mi ha sbattuto la testa contro il muro', 'danger_from_others', 'urgent'],
  ['è stanotte che mi ammazzo', 'intent', 'imminent'],
  ["tra un'ora mi butto dal ponte", 'intent', 'imminent'],
  ['tra dieci minuti prendo tutte le pastiglie', 'intent', 'imminent'],
  ['sono sul ponte e sto per buttarmi', 'intent', 'imminent'],
  ['ho le pillole in mano, adesso le prendo', 'intent', 'imminent'],
  ['addio, mi uccido', 'intent', 'imminent'],
];

const HARD_NEGATIVES: string[] = [
  'muoio dal ridere',
  'sto morendo di fame',
  'muoio di fame',
  'ammazziamo il tempo',
  'questo lavoro mi uccide',
  'mia madre mi ammazza se lo scopre',
  'mi sono tagliata i capelli',
  'voglio tagliarmi i capelli',
  'mi sono tagliato il dito cucinando',
  'sono triste perché è morto il mio gatto',
  'nel film il protagonista vuole uccidersi',
  'non mi farei mai del male',
  'non voglio morire',
  'anni fa mi tagliavo, ora sto bene',
  'ti amo da morire',
  'sono stanco morto',
  'farla finita con questa storia',
  'ho deciso di cambiare lavoro',
  'faccio digiuno intermittente',
  'vorrei sparire per qualche giorno in vacanza',
  'mi fai morire dal ridere',
  'sono morto di stanchezza',
  'mia nonna è morta e mi manca tanto',
  'nella serie il protagonista si uccide',
  'mi sono tagliato facendo la barba',
  'mi ammazzo dalle risate',
  'non ho mai pensato di uccidermi',
  'oggi sono triste e stanca',
  'ho letto un articolo sul suicidio',
  'questo caldo mi uccide',
  'ti ammazzo se mi spoileri il finale',
  'devo tagliare i capelli',
  'oggi sono giù di morale',
  'muoio di sonno',
  'questo film è da morire dal ridere',
  'il mio personaggio è morto nel gioco',
  'mi sono tagliato col coltello del pane',
  'mia madre mi uccide se torno tardi',
  'non mi farei mai del male',
  'ho perso il lavoro e sono preoccupato',
  'il medico mi ha dato dei sonniferi',
  'ammazzo il tempo con i videogiochi',
  'sono morta dal ridere',
  'mi è morto il telefono',
  'ho ucciso la zanzara',
  'sono stanchissima dopo il lavoro',
  'ho litigato con mia sorella',
  'muoio dalla voglia di vederti',
  'questo esame mi ammazza',
  'ho lasciato il mio ragazzo e sono triste',
  'oggi ho saltato il pranzo perché avevo da fare',
  'Come funziona il Telefono Amico?',
  'La mia amica ha pensieri suicidi, come posso aiutarla?',
  'Il giornale parla di un uomo che si è ucciso',
  "Nel film l'eroe muore alla fine",
  'Oggi ho preso il treno per Milano',
  "Sono salito sul tetto per aggiustare l'antenna",
  'Prendo le mie medicine ogni sera come prescritto',
  'Ho comprato una corda per saltare in palestra',
  'Mi sono tagliato facendo la barba',
  'Oggi non ho pranzato perché avevo una riunione',
  'Sono a dieta e conto le calorie',
  'Mio padre è cacciatore e ha un fucile',
  'Cinque anni fa mi tagliavo, ora sto bene',
  'Non voglio assolutamente morire',
  "stasera c'è la festa a casa di giulia",
  'ho deciso di cambiare lavoro',
  'ho regalato i miei vecchi libri alla biblioteca',
  'ho riso così tanto che stavo per morire',
  'il mio capo mi ammazza, ho dimenticato il report',
  "ho letto un articolo sull'anoressia",
  'sono stressata ma va bene',
  'buonanotte, vado a dormire',
  'la violenza domestica è un problema serio secondo il servizio',
  'mio padre mi ha dato una pacca sulla spalla per scherzo',
  'mi sono fatto male alla schiena correndo',
  'mi sono morso la lingua',
  'mangio una mela al giorno per la salute',
  'Sono triste da quando ci siamo lasciati ma i miei amici mi aiutano molto.',
  'Il film era così lungo che pensavo di morire di noia.',
  'Il mio gatto è caduto dal balcone ma sta bene.',
  'Vorrei sparire una settimana al mare.',
  'Non riesco a dormire, penso troppo al lavoro',
  'Il mio ragazzo mi ha lasciata e piango ogni sera',
  'Mi sento inutile al lavoro, il capo mi critica sempre',
  'Ho attacchi di panico in metro',
  'Mia madre è malata e ho paura di perderla',
  'Litigo sempre con mia sorella',
  'Nessuno mi capisce',
  'Bevo troppo nel weekend',
  'Odio il mio corpo adesso',
  'Sono esausta, lavoro troppo',
  "Non ho passato l'esame",
  'Voglio mollare tutto e andare in Australia',
  'ho smesso di fumare da una settimana',
  'il mio computer è morto',
  'ho tagliato i ponti con mio padre',
  'mi butto a capofitto in questo progetto',
  'mi sono ammazzata di serie tv questo weekend',
  'ho paura di fare una cazzata al colloquio',
  'Ho sognato di cadere da una scogliera, è stato angosciante',
  'Il gatto del vicino è stato investito, che tristezza',
  'Mio fratello mi fa impazzire, lo ammazzo (scherzo)',
  'Mi sono tagliata con un foglio di carta',
  'Stasera non ho fame',
  'mi gratto perché ho la dermatite',
  'ho così fame che mangerei un bue',
  'il suicidio di mio zio dieci anni fa mi ha segnato',
  'non sopporto più la mia coinquilina',
  'ho già comprato tutto quello che serve per la torta',
  'Ho visto un servizio sulla violenza domestica',
  'Nessuno se ne accorgerebbe se uscissi prima',
  'conosco la dose massima di tachipirina',
  'invidio chi è in vacanza',
  'la settimana prossima non ci sarò più, mi trasferisco',
  'mi sono bruciata stirando',
  'ho fatto il digiuno per le analisi del sangue',
  'voglio che questo rumore finisca per sempre',
  'la canzone parla di qualcuno che vuole morire',
  'Ho trovato il posto dove fare il picnic',
  'daqui a dez minutos tomo banho',
  'sto per saltare il pranzo',
  'tra dieci minuti prendo il treno',
  'adesso le prendo, le medicine della sera',
];

const CONVERSATIONS: Array<[name: string, turns: string[], category: RiskCategory, level: RiskLevel]> = [
  ['pills put aside, then "stanotte è la notte"', ['ho messo da parte le pastiglie', 'giornata lunga', 'stanotte è la notte'], 'plan_preparation', 'imminent'],
  ['a wish to die, then "lo farò stanotte"', ['voglio morire', 'lo farò stanotte'], 'intent', 'imminent'],
  ['a gun at home, then a short "stasera"', ['mio padre ha una pistola in casa', 'stasera'], 'method_means', 'imminent'],
  ['no way out, then done with everything', ["non vedo via d'uscita", 'ho chiuso con tutto'], 'passive_ideation', 'urgent'],
  ['a decision, then the method', ['ho deciso', 'mi butto dal ponte'], 'intent', 'imminent'],
];

/** Ambiguous phrases: risk only beside another one. */
const WEAK_ALONE: string[] = ['lo farò stanotte', 'ho deciso', 'stanotte è la notte', "non vedo via d'uscita", 'questo è il mio ultimo messaggio'];

describe('Italian rules: risk', () => {
  it.each(RISK)('%s → %s (%s)', (text, category, level) => {
    const result = assessMessage(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });
});

describe('Italian rules: hard negatives stay quiet', () => {
  it.each(HARD_NEGATIVES)('%s', (text) => {
    const result = assessMessage(text);
    expect({ text, level: result.level, matched: result.matched }).toEqual({ text, level: null, matched: [] });
  });
});

describe('Italian rules: conversations', () => {
  it.each(CONVERSATIONS)('%s', (_name, turns, category, level) => {
    const result = assessConversation(turns);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });

  it.each(WEAK_ALONE)('"%s" alone is no risk', (text) => {
    expect(assessMessage(text).level).toBeNull();
  });
});

const IN_LANGUAGE: string[] = [
  "Non ce la faccio più, voglio morire e non vedo nessuna via d'uscita",
  'Ho di nuovo pensieri suicidi e ho paura di farlo stanotte',
  'Mio marito mi picchia e ho paura di tornare a casa',
];

describe('Italian rules: the answer is in Italian', () => {
  it.each(IN_LANGUAGE)('%s', (text) => {
    expect(assessMessage(text).language).toBe('it');
  });
});

describe('Italian rules: well formed', () => {
  it('has unique ids in the form it.<category>.<name>', () => {
    const ids = rules.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of rules.rules) expect(rule.id).toMatch(new RegExp(`^it\\.${rule.category}\\.[a-z0-9-]+$`));
  });

  it('covers every category of the taxonomy', () => {
    const covered = new Set(rules.rules.map((r) => r.category));
    expect(RISK_CATEGORIES.filter((c) => !covered.has(c))).toEqual([]);
  });

  it('compiles every pattern and list as a Unicode expression', () => {
    const sources = [
      ...rules.rules.map((r) => r.pattern),
      ...rules.negations,
      ...rules.guards,
      ...rules.escalators,
      ...(rules.resolved ?? []),
      ...(rules.present ?? []),
      ...(rules.distance ?? []),
    ];
    for (const source of sources) expect(() => new RegExp(source, 'u')).not.toThrow();
  });

  it('answers a long message quickly (no runaway backtracking)', () => {
    const long = `${RISK.slice(0, 40)
      .map(([text]) => text)
      .join(' ')} ${'a '.repeat(500)}`;
    const started = performance.now();
    assessMessage(long);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
