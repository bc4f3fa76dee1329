import { describe, expect, it } from '@jest/globals';
import { assessConversation, assessMessage, normalise } from './index.js';
import type { RiskCategory, RiskLevel } from './types.js';

type Case = [text: string, category: RiskCategory, level: RiskLevel];

/** The development set: every category and level, in English and Spanish, in many wordings. */
const EN_RISK: Case[] = [
  // passive ideation
  ["I'd rather not wake up tomorrow", 'passive_ideation', 'concern'],
  ['honestly i hope i just dont wake up', 'passive_ideation', 'concern'],
  ['I wish I could go to sleep and never wake up', 'passive_ideation', 'concern'],
  ['Everyone would be better off without me', 'passive_ideation', 'concern'],
  ['my family would honestly be better off if I was gone', 'passive_ideation', 'concern'],
  ["I won't be around much longer", 'passive_ideation', 'concern'],
  ['There is no point going on', 'passive_ideation', 'concern'],
  ["what's even the point of living", 'passive_ideation', 'concern'],
  ['I wish I was dead', 'passive_ideation', 'concern'],
  ['sometimes i wish i had never been born', 'passive_ideation', 'concern'],
  ["I'm so tired of being alive", 'passive_ideation', 'concern'],
  ["I don't want to exist anymore", 'passive_ideation', 'concern'],
  ["I don't want to live anymore", 'passive_ideation', 'concern'],
  ['I really dont wanna be here anymore', 'passive_ideation', 'concern'],
  ['Nobody would even notice if I disappeared', 'passive_ideation', 'concern'],
  ['I want to disappear forever', 'passive_ideation', 'concern'],
  ['Dying sounds kind of peaceful right now', 'passive_ideation', 'concern'],
  ["I wouldn't mind if I didn't wake up", 'passive_ideation', 'concern'],
  ['I hope a bus hits me on the way to work', 'passive_ideation', 'concern'],
  ["I'm a burden to everyone around me", 'passive_ideation', 'concern'],
  ["Life isn't worth living", 'passive_ideation', 'concern'],
  ['I have nothing left to live for', 'passive_ideation', 'concern'],
  ["I can't see a way out, I'm done with everything", 'passive_ideation', 'urgent'],
  ["I can't go on like this anymore. Nothing will ever get better.", 'passive_ideation', 'urgent'],
  ['im not sure i want to be alive anymore', 'passive_ideation', 'concern'],
  ['I just want it all to end for good', 'passive_ideation', 'concern'],
  // active ideation
  ['I want to kill myself', 'active_ideation', 'urgent'],
  ['I keep thinking about killing myself', 'active_ideation', 'urgent'],
  ['i just wanna die', 'active_ideation', 'urgent'],
  ['kms fr', 'active_ideation', 'urgent'],
  ['ngl i might kms', 'active_ideation', 'urgent'],
  ['I keep thinking about unaliving', 'active_ideation', 'urgent'],
  ['thinking about sewer slide again', 'active_ideation', 'urgent'],
  ['i should just kys', 'active_ideation', 'urgent'],
  ["I've been having suicidal thoughts", 'active_ideation', 'urgent'],
  ['I am suicidal', 'active_ideation', 'urgent'],
  ['I keep thinking about ending it', 'active_ideation', 'urgent'],
  ['Sometimes I think about ending my life', 'active_ideation', 'urgent'],
  ["I can't stop thinking about suicide", 'active_ideation', 'urgent'],
  ['Suicide has been on my mind a lot', 'active_ideation', 'urgent'],
  ['i want to k1ll mys3lf', 'active_ideation', 'urgent'],
  ['i want to kill myslef', 'active_ideation', 'urgent'],
  ['i wanna killmyself', 'active_ideation', 'urgent'],
  ['I want to diiiie', 'active_ideation', 'urgent'],
  ['I am thinking of taking my own life', 'active_ideation', 'urgent'],
  ['thinking about suicdie lately', 'active_ideation', 'urgent'],
  ['I want to die tonight', 'active_ideation', 'imminent'],
  ['I want to kill myself right now', 'active_ideation', 'imminent'],
  // method and means
  ["I've been looking up how many pills it would take", 'method_means', 'urgent'],
  ['I keep thinking about jumping off the bridge near my house', 'method_means', 'urgent'],
  ['i want to yeet myself off a bridge', 'method_means', 'urgent'],
  ['I could just hang myself', 'method_means', 'urgent'],
  ['I bought a rope to hang myself', 'method_means', 'urgent'],
  ['I think about putting a gun to my head', 'method_means', 'urgent'],
  ["I'm going to jump off the roof", 'method_means', 'imminent'],
  ['The gun is in my drawer and tonight feels like the night', 'method_means', 'imminent'],
  ['I have the pills here with me', 'method_means', 'imminent'],
  ['the pills are lined up on my desk', 'method_means', 'imminent'],
  ["i'm standing on the edge of the bridge", 'method_means', 'imminent'],
  ['Sometimes I think about driving my car into a wall', 'method_means', 'urgent'],
  ['What is the lethal dose of tylenol', 'method_means', 'urgent'],
  ['I want to take all my pills', 'method_means', 'urgent'],
  // intent
  ["I'm going to kill myself", 'intent', 'imminent'],
  ["I've decided to end my life", 'intent', 'imminent'],
  ['Im gonna end it all tonight', 'intent', 'imminent'],
  ["I'll do it when everyone is asleep", 'intent', 'imminent'],
  ['I am ready to die', 'intent', 'imminent'],
  // plan and preparation
  ["I've got enough pills saved up now", 'plan_preparation', 'imminent'],
  ["I've been stockpiling my meds for weeks", 'plan_preparation', 'imminent'],
  ['I have been saving up my sleeping pills', 'plan_preparation', 'imminent'],
  ["I've written letters to everyone I love", 'plan_preparation', 'imminent'],
  ['I wrote my suicide note last night', 'plan_preparation', 'imminent'],
  ["I've been giving away all my things", 'plan_preparation', 'imminent'],
  ['I said my goodbyes today', 'plan_preparation', 'imminent'],
  ['I have a plan to end it', 'plan_preparation', 'imminent'],
  ['I know exactly how I am going to do it', 'plan_preparation', 'imminent'],
  ['When I am gone please take care of my cat', 'plan_preparation', 'imminent'],
  ['By the time you read this I will be gone', 'plan_preparation', 'imminent'],
  ['I put my affairs in order this week', 'plan_preparation', 'imminent'],
  ['This is my last message', 'plan_preparation', 'imminent'],
  // self-harm
  ['started cutting again last week', 'self_harm', 'urgent'],
  ['I burned myself with a lighter', 'self_harm', 'urgent'],
  ['I hit myself until it bruised', 'self_harm', 'urgent'],
  ['I cut myself last night', 'self_harm', 'urgent'],
  ['I keep wanting to hurt myself', 'self_harm', 'urgent'],
  ['I relapsed on sh', 'self_harm', 'urgent'],
  ['the urge to cut is so strong tonight', 'self_harm', 'urgent'],
  ['I scratch my arms until they bleed', 'self_harm', 'urgent'],
  ['I wear long sleeves to hide the cuts', 'self_harm', 'urgent'],
  ['I started self harming again', 'self_harm', 'urgent'],
  ['i cut too deep and it wont stop bleeding', 'self_harm', 'imminent'],
  ['I just took too many pills', 'self_harm', 'imminent'],
  ['i took a whole bottle of tylenol', 'self_harm', 'imminent'],
  // harm to others
  ["I'm going to hurt him", 'harm_to_others', 'urgent'],
  ['I want to kill my boss', 'harm_to_others', 'urgent'],
  ['I keep thinking about hurting my baby', 'harm_to_others', 'urgent'],
  ["I'm going to stab him tonight", 'harm_to_others', 'imminent'],
  ["i'm going to bring a gun to school tomorrow", 'harm_to_others', 'imminent'],
  ['I fantasize about killing my stepdad', 'harm_to_others', 'urgent'],
  // danger from others
  ['he hits me', 'danger_from_others', 'urgent'],
  ['My husband beats me when he drinks', 'danger_from_others', 'urgent'],
  ['She threatened to kill me', 'danger_from_others', 'urgent'],
  ["He said he'd kill me if I left", 'danger_from_others', 'urgent'],
  ["I'm scared to go home", 'danger_from_others', 'urgent'],
  ['I do not feel safe at home', 'danger_from_others', 'urgent'],
  ['my stepdad touches me at night', 'danger_from_others', 'urgent'],
  ["he's outside with a knife", 'danger_from_others', 'imminent'],
  ['He is trying to break down the door', 'danger_from_others', 'imminent'],
  ['my boyfriend choked me last night', 'danger_from_others', 'urgent'],
  ['I was raped', 'danger_from_others', 'urgent'],
  // eating disorder
  ["I haven't eaten in four days", 'eating_disorder', 'concern'],
  ['I make myself throw up after meals', 'eating_disorder', 'concern'],
  ['I feel disgusting if I eat anything', 'eating_disorder', 'concern'],
  ['I only eat 300 calories a day', 'eating_disorder', 'concern'],
  ['i take laxatives after every meal', 'eating_disorder', 'concern'],
  ["I'm terrified of gaining weight", 'eating_disorder', 'concern'],
  ['I have been starving myself', 'eating_disorder', 'concern'],
  ["I fainted again because I haven't eaten in days", 'eating_disorder', 'urgent'],
  ['i keep throwing up blood after purging', 'eating_disorder', 'urgent'],
];

const ES_RISK: Case[] = [
  ['No quiero despertar mañana', 'passive_ideation', 'concern'],
  ['Ojalá no despertar nunca', 'active_ideation', 'urgent'],
  ['Todos estarían mejor sin mí', 'passive_ideation', 'concern'],
  ['no le veo sentido a seguir viviendo', 'passive_ideation', 'concern'],
  ['estoy cansada de vivir', 'passive_ideation', 'concern'],
  ['ya no quiero vivir', 'passive_ideation', 'concern'],
  ['no puedo más, no veo salida', 'passive_ideation', 'urgent'],
  ['Quiero morir', 'active_ideation', 'urgent'],
  ['me quiero morir', 'active_ideation', 'urgent'],
  ['kiero morirme', 'active_ideation', 'urgent'],
  ['pienso en suicidarme', 'active_ideation', 'urgent'],
  ['tengo pensamientos suicidas', 'active_ideation', 'urgent'],
  ['he pensado en quitarme la vida', 'active_ideation', 'urgent'],
  ['Me voy a matar', 'intent', 'imminent'],
  ['esta noche me mato', 'intent', 'imminent'],
  ['voy a tirarme de un puente', 'method_means', 'imminent'],
  ['pienso en tirarme de un puente', 'method_means', 'urgent'],
  ['tengo suficientes pastillas guardadas', 'plan_preparation', 'imminent'],
  ['he estado juntando pastillas', 'plan_preparation', 'imminent'],
  ['escribí cartas de despedida para mi familia', 'plan_preparation', 'imminent'],
  ['Tengo las pastillas aquí conmigo', 'method_means', 'imminent'],
  ['la pistola está en mi cajón', 'method_means', 'imminent'],
  ['volví a cortarme', 'self_harm', 'urgent'],
  ['me corto los brazos cuando estoy mal', 'self_harm', 'urgent'],
  ['me quemé a propósito con un cigarro', 'self_harm', 'urgent'],
  ['me tomé todas las pastillas', 'self_harm', 'imminent'],
  ['quiero matar a mi jefe', 'harm_to_others', 'urgent'],
  ['voy a matarlo', 'harm_to_others', 'urgent'],
  ['mi pareja me pega', 'danger_from_others', 'urgent'],
  ['me amenazó con matarme', 'danger_from_others', 'urgent'],
  ['tengo miedo de volver a casa', 'danger_from_others', 'urgent'],
  ['está afuera con un cuchillo', 'danger_from_others', 'imminent'],
  ['llevo cuatro días sin comer', 'eating_disorder', 'concern'],
  ['me provoco el vómito después de comer', 'eating_disorder', 'concern'],
  ['me siento asquerosa cuando como', 'eating_disorder', 'concern'],
  ['me da miedo engordar', 'eating_disorder', 'concern'],
];

/** Not risk: idioms, sadness without a wish to die, stories, news, everyday uses, negation, the past that is over. */
const HARD_NEGATIVES: string[] = [
  'this deadline is killing me',
  'my feet are killing me after that hike',
  "I'm dying to see the new movie",
  'I could kill for a coffee right now',
  'killed it at the gym today',
  'we just need to kill time before the flight',
  "I'm dead tired",
  "I'm dead serious",
  'this cake is to die for',
  'I almost died laughing',
  "I'd rather die than go to that party",
  'my boss will kill me if I am late',
  'My mom is going to kill me when she sees the car',
  'cutting onions always makes me cry',
  'I need a haircut',
  'I cut my hair short',
  "I'm cutting back on sugar",
  "I'm cutting corners at work and I feel guilty",
  'I cut myself while cooking',
  'I burned myself on the stove',
  'I hurt myself at the gym',
  "I'm so sad today",
  'I feel lonely and tired',
  'My grandma died last week and I miss her',
  'work has been really stressful',
  "I'm exhausted and overwhelmed",
  "I'd never hurt myself",
  "I'm not suicidal, just tired",
  'I would never kill myself, I love my kids',
  "don't worry, I'm not going to hurt myself",
  'Years ago I self-harmed; I have been fine for a long time',
  'I used to cut myself in high school but I have been clean for 5 years',
  'In the movie the hero jumps off a bridge',
  'My character died in the game',
  'I killed the boss on the third try',
  'I read an article about suicide rates',
  'how do crisis lines work?',
  'the news about the overdose epidemic is scary',
  "I'm on a diet to eat healthier",
  'I skipped lunch because of a meeting',
  'I threw up from food poisoning',
  'I am starving, what should I cook',
  'we went to the shooting range with my gun club',
  "I'm dying of embarrassment",
  'I shot myself in the foot with that email',
  'just kill me now, another meeting',
  'I could murder a pizza',
  'that song hits me different',
  'he hit me up yesterday',
  'my brother beat me at chess',
  'Tonight is the night! Concert time',
  "I've made up my mind, I'm buying the red car",
  "I'm done with this job",
  "I can't do this homework anymore lol",
  'no way I would ever kill myself',
  "I'm scared of my dad finding out about my grades",
  'I want to cut my hair',
  'I gave away my old clothes to charity because we are moving',
  'I wrote a letter to my mom for her birthday',
  'I took two pills for my headache',
  'My friend said she wants to die, how can I help her?',
  'me muero de risa',
  'me muero de hambre',
  'tengo ganas de verte, me muero por verte',
  'vamos a matar el tiempo en el centro',
  'voy a cortarme el pelo',
  'mi jefe me va a matar si llego tarde',
  'estoy muy cansada hoy',
  'no quiero morir, quiero vivir',
  'nunca me haría daño',
  'este trabajo me está matando',
  'me quemé con el sol en la playa',
];

describe('assessMessage: risk in English', () => {
  it.each(EN_RISK)('%s → %s (%s)', (text, category, level) => {
    const result = assessMessage(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });
});

describe('assessMessage: risk in Spanish', () => {
  it.each(ES_RISK)('%s → %s (%s)', (text, category, level) => {
    const result = assessMessage(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
    expect(result.language).toBe('es');
  });
});

describe('assessMessage: hard negatives stay quiet', () => {
  it.each(HARD_NEGATIVES)('%s', (text) => {
    const result = assessMessage(text);
    expect({ text, level: result.level, matched: result.matched }).toEqual({ text, level: null, matched: [] });
  });
});

describe('assessMessage: answer shape', () => {
  it('says nothing for empty text and answers in English by default', () => {
    expect(assessMessage('')).toEqual({ level: null, categories: [], language: 'en', matched: [] });
    expect(assessMessage('   ')).toMatchObject({ level: null, language: 'en' });
  });

  it('names the rules that matched and the highest level', () => {
    const result = assessMessage("I'm going to kill myself tonight, the pills are here");
    expect(result.level).toBe('imminent');
    expect(result.matched.length).toBeGreaterThan(0);
    expect(result.matched.every((id) => /^[a-z]{2}\.[a-z_]+\.[a-z0-9-]+$/.test(id))).toBe(true);
  });

  it('tries every language on every message (mixed languages)', () => {
    expect(assessMessage('honestly hoy no quiero vivir').categories).toContain('passive_ideation');
  });
});

describe('assessConversation', () => {
  it('reads the last turns together: the pills, then later "tonight is the night"', () => {
    const turns = ['I have the pills here', 'I talked to my sister today', "tonight's the night"];
    const result = assessConversation(turns);
    expect(result.level).toBe('imminent');
    expect(result.categories).toContain('plan_preparation');
  });

  it('an ambiguous follow-up alone is no risk, with an earlier risk it is', () => {
    expect(assessConversation(["I've made up my mind"]).level).toBeNull();
    expect(assessConversation(["I've made up my mind"], { prior: { level: 'urgent', categories: ['active_ideation'] } })).toMatchObject({
      level: 'imminent',
      categories: ['intent'],
    });
    expect(assessConversation(['I want to die', 'how was your day', "I've made up my mind"]).categories).toContain('intent');
  });

  it('a later short turn with timing makes an earlier method imminent', () => {
    const result = assessConversation(['I keep thinking about jumping off the bridge', 'tonight']);
    expect(result.level).toBe('imminent');
  });

  it('idioms stay harmless across turns', () => {
    const turns = ['this deadline is killing me', "I'm dying to go on holiday", 'tonight is the night, the big presentation'];
    expect(assessConversation(turns)).toMatchObject({ level: null, categories: [] });
  });

  it('reads only the last six turns', () => {
    const turns = ['I want to kill myself', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
    expect(assessConversation(turns).level).toBeNull();
    expect(assessConversation(turns.slice(0, 6)).level).toBe('urgent');
  });

  it('answers in the language of the latest turn', () => {
    expect(assessConversation(['I feel bad', 'no quiero despertar mañana']).language).toBe('es');
    // A guess from common words ("no") gives way to the language whose rules matched.
    expect(assessMessage('dont wanna be here no more').language).toBe('en');
  });
});

describe('normalise', () => {
  it.each([
    ['I’m SO   tired!!!', 'i am so tired'],
    ['k1ll mys3lf', 'kill myself'],
    ['$uicide', 'suicide'],
    ['p1lls', 'pills'],
    ['Noooo wayyyy', 'no way'],
    ['killllll', 'kill'],
    ['wanna, gonna, idk', 'want to going to i do not know'],
    ["can't won't don't I'd I've", 'can not will not do not i would i have'],
    ['killmyself', 'kill myself'],
    ['sucide', 'suicide'],
    ['myslef', 'myself'],
    ['overdoes', 'overdoes'],
    ['putting it off', 'putting it off'],
    ['mañana, daño, ¿qué?', 'manana dano que'],
    ['at 4am, 50mg, 2024', 'at 4am 50mg 2024'],
    // A message in leetspeak: short tokens and a lone "1" are leetspeak too; times and amounts stay.
    ['th3 n0t3 1s wr1tt3n, 1 4m r34dy', 'the note is written i am ready'],
    ['w1ll t4k3 4ll 3 p1lls 4t 3am', 'will take all 3 pills at 3am'],
    // …but not in ordinary text.
    ['took 1 pill, 1s later it was 3x worse', 'took 1 pill 1s later it was 3x worse'],
    // An ending no ordinal has is leetspeak; ordinals stay.
    ['g0nna 3nd 1t', 'going to end it'],
    // "suicide" as typed in any language; words that only look like it stay.
    ['sucidio, suisidas, suicdal, suzidgedanken, siucider', 'suicidio suicidas suicidal suizidgedanken suicider'],
    ['suizid suicide sucede sucedio suisse sussidio', 'suizid suicide sucede sucedio suisse sussidio'],
    ['the 1st, 2nd, 3rd, 11th, 12th, 13th and 22nd', 'the 1st 2nd 3rd 11th 12th 13th and 22nd'],
    ["tonight's the night", 'tonight is the night'],
    ['constructor toString valueOf', 'constructor tostring valueof'],
    ["i'constructor", "i'constructor"],
  ])('%s → %s', (input, output) => {
    expect(normalise(input)).toBe(output);
  });
});

describe('"ill" and "youll" typed without the apostrophe', () => {
  it.each([
    ['i swear ill stab my flatmate tonight', 'harm_to_others'],
    ['i dont think ill be here for my birthday, ill be gone by then', null],
    ['ill kill myself if this keeps going', 'active_ideation'],
  ])('reads "%s" as "I will"', (text, category) => {
    const found = assessMessage(text);
    expect(found.level).not.toBeNull();
    if (category) expect(found.categories).toContain(category);
  });

  it.each(['i feel ill today, staying home from work', 'my mum is ill and i am worried about her', 'ill be there at six for dinner'])(
    'keeps "%s" calm',
    (text) => {
      expect(assessMessage(text).level).toBeNull();
    },
  );
});

describe('the past that is over, told beside being well now', () => {
  // A time word inside a statement of being well ("now I'm 40 and happy") tells of the recovery: the
  // earlier risk stays over. Rules alone, so the learned layer cannot hide a change in the rules.
  const rulesOnly = (text: string) => assessConversation([text], { learned: false }).level;

  it.each([
    'when I was 16 I wanted to die. now I am genuinely happy',
    'there was a period in my twenties when I cut myself, I have been well for years now',
    'a los veinte años intenté quitarme la vida. hoy tengo cuarenta y una familia',
    'à 17 ans je me scarifiais, aujourd’hui c’est derrière moi',
    'a 18 anni volevo sparire, adesso è passato e sto bene',
    'mit 20 wollte ich nicht mehr leben, das ist lange vorbei',
    'em 2015 pensei em me matar, isso ficou para trás',
    'I used to cut myself when I was at uni, years ago now',
    'I tried to overdose once, but that was a long time ago now',
  ])('stays quiet: %s', (text) => {
    expect(rulesOnly(text)).toBeNull();
  });

  it.each([
    'when I was 16 I wanted to die, now I am 40 and I want to die again',
    'I used to cut myself, I was fine for years, last night I did it again',
    'hace años intenté quitarme la vida y anoche volví a intentarlo',
    'mit 16 hab ich mich geritzt, ich bin rückfällig geworden',
    'a 16 anni sono già stanca di vivere',
    'demain je ramène le fusil au lycée',
  ])('still risk: %s', (text) => {
    expect(rulesOnly(text)).not.toBeNull();
  });
});

describe('a later turn brings an earlier past back only when it speaks of it', () => {
  // A past told as over comes back when a later turn says it is back, has a risk phrase of its own, or
  // is a short follow-up; a later turn about something else with only a time word ("still", "this
  // week") leaves it over. Rules alone.
  const rulesOnly = (turns: string[]) => assessConversation(turns, { learned: false }).level;

  it.each([
    ['I used to cut myself when I was at uni.', 'I still think about that meeting with my boss this week, it was so awkward'],
    ['de adolescente me cortaba, eso ya pasó', 'hoy tengo una entrevista de trabajo y todavía no sé qué ponerme, qué nervios'],
    ['au lycée je me scarifiais, c’est fini', 'cette semaine j’ai encore trois réunions et un rapport à rendre pour vendredi'],
    ['mit 16 hab ich mich geritzt, das ist vorbei', 'heute Abend koche ich Lasagne für meine Freunde und ich freue mich schon sehr drauf'],
    ['na adolescência eu me cortava todo dia, já passou', 'hoje tenho reunião com o chefe e ainda não preparei os slides, que preguiça'],
  ])('stays over: %s / %s', (past, later) => {
    expect(rulesOnly([past, later])).toBeNull();
  });

  it.each([
    ['I used to cut myself when I was at uni.', 'work has been brutal these weeks and last night I found myself doing it again in the bathroom'],
    ['I used to cut myself when I was at uni.', 'and lately it is bad'],
    ['de adolescente me cortaba, eso ya pasó', 'pero estas semanas han sido horribles y anoche volví a hacerlo, no sé qué me pasa'],
    ['au lycée je me scarifiais, c’est fini', 'mais depuis la rupture ça va très mal et hier soir j’ai recommencé, je ne sais plus quoi faire'],
    ['mit 16 hab ich mich geritzt, das ist vorbei', 'aber seit der Trennung geht es mir richtig schlecht und gestern Abend hab ich wieder damit angefangen'],
    ['na adolescência eu me cortava todo dia, já passou', 'mas essas semanas foram horríveis e ontem à noite eu voltei a fazer isso, não sei o que fazer'],
  ])('comes back: %s / %s', (past, later) => {
    expect(rulesOnly([past, later])).not.toBeNull();
  });
});

describe('questions about a word or the categories, in any language', () => {
  const rulesOnly = (text: string) => assessConversation([text], { learned: false }).level;

  it.each([
    "what does 'kms' stand for? it's all over my son's group chat",
    "Was heißt 'kms'? Meine Tochter schreibt das dauernd",
    'qual a diferença entre automutilação e tentativa de suicídio? é para uma aula',
    'someone in my discord keeps saying they want to unalive themselves, how do I report it',
  ])('stays quiet: %s', (text) => {
    expect(rulesOnly(text)).toBeNull();
  });

  it.each([
    'what does it mean that I want to kill myself every night?',
    '¿qué significa que quiera matarme todas las noches?',
    'i want to hurt my little brother so bad, i cannot stop thinking about it',
    'my step dad locked me in the shed and said I am staying out here all night',
  ])('still risk: %s', (text) => {
    expect(rulesOnly(text)).not.toBeNull();
  });
});

describe('hyperbole with a trivial reason, in any language', () => {
  const level = (text: string) => assessMessage(text).level;

  it.each([
    'if I hear that song one more time I swear I will jump out the window lol',
    'si j’entends encore une fois cette chanson je me jette par la fenêtre mdr',
    'se la juve perde ancora mi butto dalla finestra',
    'ich bring mich um vor Lachen, das Video ist zu gut',
    'so hungover i want to die, never again',
    'quero sumir de vergonha, mandei áudio no grupo errado',
    // someone else ate or drank something of the writer's, or spoiled a show
    'ich bring ihn um, er hat schon wieder meinen Joghurt gegessen',
    'vou matar meu irmão, ele comeu meu chocolate',
    'I will kill her, she ate my leftovers again',
    'lo ammazzo, si è mangiato la mia pizza',
    'je vais le tuer, il a mangé mes frites',
    'la voy a matar, se comió mi tarta',
    'I swear I will kill him, he spoiled the ending of the show',
  ])('stays quiet: %s', (text) => {
    expect(level(text)).toBeNull();
  });

  it.each([
    'I keep hearing the song from his funeral and I want to die',
    'la honte est trop grande, je vais me donner la mort',
    'tô com tanta vergonha, voltei a me cortar',
    'if I hear that song again tonight I am taking all my pills, they are right here',
    'I ate my whole stash of pills an hour ago',
    'he drank my beer and then said he would kill me, he has a knife',
  ])('still risk: %s', (text) => {
    expect(level(text)).not.toBeNull();
  });
});

describe('signs of one kind are one signal', () => {
  // Body signs alone are no risk (the thyroid, a new mother), however many; beside the wish to lose more they are.
  const rulesOnly = (text: string) => assessConversation([text], { learned: false }).level;

  it('several body signs, in one clause or in several, stay quiet', () => {
    expect(rulesOnly('se me cae el pelo y tengo frío todo el rato, ¿será la tiroides?')).toBeNull();
    expect(rulesOnly('se me cae el pelo a mechones. tengo frío todo el rato. ¿será la tiroides?')).toBeNull();
    expect(rulesOnly('mir fallen die haare aus. mir ist ständig kalt. vielleicht die schilddrüse')).toBeNull();
  });

  it('a body sign beside the wish to lose more is risk', () => {
    expect(rulesOnly('se me cae el pelo y tengo frío todo el rato pero todavía me veo gorda y quiero bajar más')).toBe('concern');
  });
});
