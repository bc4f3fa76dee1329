import { describe, expect, it } from '@jest/globals';
import { assessConversation, assessMessage } from '../index.js';
import type { RiskCategory, RiskLevel } from '../types.js';

type Case = [text: string, category: RiskCategory, level: RiskLevel];

/**
 * English phrasings of every category as members type them on a phone (lower case, no apostrophes,
 * dropped g, regional slang, risk buried in an ordinary sentence), with the level each must reach;
 * then hard negatives that use the same words (idioms, everyday uses, stories, distance, negation,
 * a past that is over) and must stay quiet. Written by the rules' author, as families: the held-out
 * evaluation set is kept apart from these.
 */
const RISK: Case[] = [
  ['been lookin up how much of my mums oxy it would take', 'method_means', 'urgent'],
  ['whats the lethal dose of sertraline asking 4 me', 'method_means', 'urgent'],
  ['would a whole pack of co codamol be enough', 'method_means', 'urgent'],
  ['ive got my grandads old rifle and the bullets are in my room', 'method_means', 'urgent'],
  ["took my name off the lease and my cat's going to my nan's for good", 'plan_preparation', 'imminent'],
  ['wrote a letter for my mum, its under my pillow for when she finds me', 'plan_preparation', 'imminent'],
  ['im giving all my clothes away, wont need them where im going', 'plan_preparation', 'imminent'],
  ['ive booked a room at the travelodge for sat so nobody at home has to find me', 'plan_preparation', 'imminent'],
  ['made up my mind, its happening after my exams', 'intent', 'imminent'],
  ['tonight im ending it for real', 'intent', 'imminent'],
  ['im gonna do it when my flatmates go out tonight', 'intent', 'imminent'],
  ['got 3 boxes of paracetamol in my drawer and im waiting for friday', 'method_means', 'imminent'],
  ['bye everyone, thanks for everything, im sorry', 'passive_ideation', 'imminent'],
  ['been burning myself with a lighter on my hip again', 'self_harm', 'urgent'],
  ['i keep scratching my wrists with my keys till they bleed', 'self_harm', 'urgent'],
  ['the cut on my arm wont stop bleeding and i feel faint', 'self_harm', 'imminent'],
  ['i took 30 of my sleeping pills like 10 mins ago', 'self_harm', 'imminent'],
  ['i want to smash his head in with a hammer, i know where he drinks', 'harm_to_others', 'urgent'],
  ['im gonna stab my stepdad tonight when he gets home', 'harm_to_others', 'imminent'],
  ['i keep imagining strangling my girlfriend while she sleeps', 'harm_to_others', 'urgent'],
  ['hes always making threats about burning the house down with us in it', 'danger_from_others', 'urgent'],
  ['my husband locked me in the bathroom and took my phone', 'danger_from_others', 'urgent'],
  ['my dad beats me with his belt when hes drunk', 'danger_from_others', 'urgent'],
  ['my ex keeps turning up at my work and says hes going to hurt me', 'danger_from_others', 'urgent'],
  ['he raped me last night and i dont know what to do', 'danger_from_others', 'urgent'],
  ['ive been eating 300 cals a day and i still hate my body', 'eating_disorder', 'concern'],
  ['i purge after every meal now', 'eating_disorder', 'concern'],
  ['i havent eaten properly in 9 days and i keep blacking out', 'eating_disorder', 'urgent'],
  ['took a bunch of laxatives after i binged again', 'eating_disorder', 'concern'],
  ['i wanna off myself fr', 'active_ideation', 'urgent'],
  ['thinkin bout endin it all lately', 'active_ideation', 'urgent'],
  ['ngl if i didnt wake up tmrw id be relieved', 'passive_ideation', 'concern'],
  ['everyone would be better off if i just disappeared', 'passive_ideation', 'concern'],
  ['i cant do this anymore, i just want to go to sleep forever', 'passive_ideation', 'urgent'],
  ['im tired of being alive tbh', 'passive_ideation', 'concern'],
  ['how many of my nans heart pills would it take to not wake up', 'method_means', 'urgent'],
  ['is 40 zopiclone enough', 'method_means', 'urgent'],
  ['whats the highest bridge round here with no fence', 'method_means', 'urgent'],
  ['i got a hose for the exhaust, its in the boot', 'method_means', 'imminent'],
  ['ive got a knife under my pillow for when i decide', 'method_means', 'imminent'],
  ['the bottle of vodka and my pills are on my bedside, just need the guts', 'method_means', 'imminent'],
  ['me and the rope tonight, thats the plan', 'method_means', 'imminent'],
  ['booked a one way train to the coast, wont need a return', 'plan_preparation', 'imminent'],
  ['wrote my mum a goodbye letter and hid it in her handbag', 'plan_preparation', 'imminent'],
  ['texted everyone i love that i love them, they think im being soppy', 'plan_preparation', 'imminent'],
  ["i've decided, sunday. nobody will stop me", 'intent', 'imminent'],
  ['im done. going to the bridge after work', 'passive_ideation', 'urgent'],
  ["gonna swallow the lot tonight when mum's on nights", 'method_means', 'imminent'],
  ['by the time you read this i will be gone', 'plan_preparation', 'imminent'],
  ['gonna top myself this weekend, im sick of it all', 'active_ideation', 'imminent'],
  ['i wanna unalive so bad rn', 'active_ideation', 'imminent'],
  ['been slicing my stomach with my pencil sharpener blade', 'self_harm', 'urgent'],
  ['burnt my arm on the hob on purpose again last night', 'self_harm', 'urgent'],
  ['i keep punching myself in the face when im alone', 'self_harm', 'urgent'],
  ['i snapped and hit my 3 year old really hard, im scared ill do it again', 'harm_to_others', 'urgent'],
  ['i could honestly murder my dad, ive thought about how', 'intent', 'imminent'],
  ['gonna batter him with a bat when he gets out of work', 'harm_to_others', 'urgent'],
  ['my step dad chokes me when mum isnt looking', 'danger_from_others', 'urgent'],
  ['my boyfriend strangled me til i passed out last night', 'danger_from_others', 'urgent'],
  ['he sends me videos of him sharpening knives saying im next', 'danger_from_others', 'urgent'],
  ['my husband said next time he will actually kill me', 'danger_from_others', 'urgent'],
  ['only had a coffee and a apple in 3 days and my hair is falling out', 'eating_disorder', 'concern'],
  ['been making myself sick after tea every night for 2 months', 'eating_disorder', 'concern'],
  ['i have a bottle of pills and i want to take them all', 'method_means', 'imminent'],
  ['cant see the point in anything anymore, i just want out', 'passive_ideation', 'urgent'],
  ["what's the point in me being alive", 'passive_ideation', 'concern'],
  ["i'd rather be dead than go back there", 'passive_ideation', 'concern'],
  ['i just want to sleep and never wake up', 'passive_ideation', 'concern'],
  ['idk how much longer i can keep going like this, i dont want to be here', 'passive_ideation', 'concern'],
  ['my kids would be better off without me around', 'passive_ideation', 'concern'],
  ['i keep lookin at the pills in the cabinet thinkin how easy it would be', 'passive_ideation', 'concern'],
  ['thinking of just walking into the sea tonight', 'method_means', 'imminent'],
  ['gonna park on the tracks and wait', 'method_means', 'urgent'],
  ["i've been researching helium and how long it takes", 'method_means', 'urgent'],
  ['i made a will at 19 and wrote everyone letters, its all in my desk drawer', 'plan_preparation', 'imminent'],
  ['this is my last msg, love u all', 'intent', 'imminent'],
  ["i'm not gonna be around much longer, dont worry about it", 'passive_ideation', 'concern'],
  ['i just want to stop being alive', 'passive_ideation', 'concern'],
  ['i want it all to stop permanently', 'passive_ideation', 'concern'],
  ['i relapsed and cut again, deeper this time', 'self_harm', 'urgent'],
  ['ive been scratching my legs with a razor again', 'self_harm', 'urgent'],
  ['my mums boyfriend hits me when shes at work', 'danger_from_others', 'urgent'],
  ["my dad threw a glass at my head and said he'd kill me next time", 'danger_from_others', 'urgent'],
  ["my bf won't let me see my friends and checks my phone every night", 'danger_from_others', 'urgent'],
  ['he grabbed me by the throat and pinned me to the wall', 'danger_from_others', 'urgent'],
  ['i keep having thoughts about hurting my baby', 'harm_to_others', 'urgent'],
  ['im going to kill that teacher, ive got a plan', 'harm_to_others', 'urgent'],
  ['i ate and then threw it all up again, 3rd time today', 'eating_disorder', 'concern'],
  ['i feel disgusting when i eat so i just dont anymore', 'eating_disorder', 'concern'],
  ['i only eat once every 2 days now', 'eating_disorder', 'concern'],
];

const HARD_NEGATIVES: string[] = [
  'my toddler hits me with a spoon every breakfast lol',
  'the cuts on my arms from the cat are healing fine',
  'i had to cut my hair, its so long',
  'bought some paracetamol from two different shops cos they were limited to 2 packs',
  'we went to beachy head for the sunset with the dog, gorgeous',
  'stood on the platform watching the trains with my son, he loves them',
  'im taking my knife to cooking class tomorrow',
  'after my sisters birthday ill start my diet, dont want to ruin her day',
  'i have to run it off after that burger lol',
  "not going to be here for christmas, we're going to my in laws",
  'this weekend im gone, off to ibiza with the girls',
  'my brother said he would break my legs if i touched his xbox again lol',
  'i told everyone i was decluttering and i actually did it, feels great',
  'my mum will know where to look for the spare key',
  'the gym and my phone contract are both cancelled since i moved',
  'he said he would kill me if i spoiled the ending of the show haha',
  'we bungee jumped off a bridge in queenstown',
  'my dad keeps his shotgun in the cabinet for clay shooting',
  'i went to a shooting range with my bf',
  'my uncle comes into my room at night to say goodnight',
  'i keep a pillow over my head when my neighbour plays music',
  'the villain in the show puts poison in her tea so she never wakes up',
  "i'm sorry for everything i said yesterday",
  'my fella made me sleep on the sofa cos i snored lol',
  'i scheduled an email to my boss for monday morning',
  'set up a message to send to my best mate on her birthday at 9am',
  'she doesnt know its for good, im moving to canada and its a surprise',
  'i asked my neighbour if she would keep my cat while im on holiday',
  "he keeps sending me pics of my car, he's washing it for me",
  'i have got everything i need in the car for the camping trip',
  'its not like i want to die, im just really tired',
  'never would i ever hurt myself',
  'tonight im doing it, im finally asking her out',
  "dont worry, i'm going through with the surgery today",
  'i was thinkin about suicide prevention for my essay',
  "lol i'd be happy to not wake up early ever again",
  'i want to feel pain in my legs after leg day',
  "my ex used to hit me but he's in prison now and im safe",
  "i used to starve myself but i'm in recovery now",
  "she's gonna kill me when she sees what i did to her car",
  'im parked at the top of the car park right now waiting for my mum',
  'checked if my life insurance covers travel abroad',
  'my mate keeps saying hes gonna get shanked if he goes back to that estate',
  'the film where he holds a pillow over her face gave me nightmares',
  "he's getting stabbed in the show tonight apparently, spoilers",
  'my dad hits me with the same joke every morning',
  'my mum made me sleep in the garage when the house flooded lol',
  'sorry for everything yesterday, i was drunk. are we ok?',
  'tonight im doing it, im finally cutting my own fringe',
  'made up my mind, its happening this summer, im going to japan',
  "after my exams i will do it, i'll finally get a tattoo",
  'i dont want to ruin her birthday by telling her im pregnant, after her birthday i will do it',
  'got everything i need in the car, road trip starts tomorrow',
  "my cat's going to my mums for good since the new flat doesnt allow pets",
  'took my name off the lease when we split up, gave all my stuff away to charity',
  'bought paracetamol from three different shops because they only let you buy two packs',
  'so no one would notice i dyed my hair back',
  'wrote everyone a little note for christmas',
  'i wont be around to see it, im on holiday that week',
  'only thing left is picking the date for the wedding',
  'cancelled the gym and my netflix to save money',
  'he wont see it coming, the surprise party is on saturday',
  'i know which part of the park has no lights so we avoid it at night',
  'been following her on insta for years lol',
  'the cuts on my legs from shaving are so annoying',
  'the trains at our station never slow down, so annoying when you miss one',
  'i have been eating 1800 calories a day to bulk',
  'i need to feel pain in my muscles to know the workout worked',
  'where can i buy razor blades for my safety razor',
  'if i go over 2000 calories i gain weight easily, trying to maintain',
  'i hope i dont wake up early tomorrow, i need a lie in',
  'my brother threatened to post my baby pics online lol',
  'my uncle comes into my room at night because its the only room with wifi',
  'everyone will be better off by monday once the heating is fixed',
  'she doesnt know its for good that im staying in london, surprise!',
  'the gun and the ammo are locked in the cabinet at the range',
  'my grandads old rifle is hanging above the fireplace, its decommissioned',
  'he keeps sending pics of my house to the estate agent group chat',
  'i swear im going to stab my brother if he eats my chips again lol',
  'i counted them out on the table, 12 cupcakes for the party',
  'is 20 paracetamol enough for the week? going camping',
  'what is the tallest building in london without cameras lol',
  'i have got a knife under my bed for burglars',
  'me and the gun tonight, duck season opens',
  'going to the bridge after work to meet tom for a pint',
  'just need the guts to ask her out',
  'that is the plan, pizza then movie',
  'i want to take them all, the puppies are so cute',
  'i could honestly murder my sister, she ate my leftovers',
  'i have thought about how to tell him',
  'wrote my mum a goodbye card for her retirement',
  'my goodbye letter to my old team was so emotional',
  'my passwords are in an envelope for my wife in case i lose my memory lol',
  'booked a one way ticket to the coast, moving there for the new job',
  'texted everyone i love to say happy new year',
  'she thinks i am being dramatic about the wedding',
  'gonna batter him at fifa with my new team',
  'he texted saying you are next for the quiz',
  'i do not want to be here, this party is so boring',
  'no idea how much longer i can keep doing this job tbh',
  'burnt my hand on the pan, so stupid',
  'i hit my brother back when he punched me, we were kids',
  'the vodka and the pills for my headache are on the table',
  'thinking of walking into the sea for a paddle later',
  'we parked on the tracks side of the car park and waited',
  'the balloons need helium and how much it takes per balloon',
  'this is my last message before i go to bed, night all',
  'love you all, see you at christmas',
  'made a will last year when we bought the house',
  'wrote everyone letters from camp lol',
  'i ate and then threw up because of the stomach bug',
  'i am going to kill that exam tomorrow',
  'i want to stop being alive to other peoples drama lol',
];

/** Two weak signals of one kind, spread over turns, make a risk together. */
const CONVERSATIONS: Array<[name: string, turns: string[], category: RiskCategory, level: RiskLevel]> = [
  [
    'a pet rehomed for good, in secret',
    ['asked my neighbour if she would keep biscuit for a while', 'she doesnt know its for good'],
    'plan_preparation',
    'imminent',
  ],
  ['a decision and a relayed goodbye', ['tell my brother i love him', 'im going through with it today'], 'intent', 'imminent'],
  ['a knife ready and a threat', ['i swear ill stab my flatmate if he touches my stuff again', 'ive got the knife ready'], 'intent', 'imminent'],
];

/** Ambiguous on their own: each needs another signal. */
const WEAK_ALONE: string[] = [
  'i will be gone before anyone wakes up',
  'made up my mind',
  'she doesnt know its for good',
  'got everything i need in the car',
  'sorry for everything',
  'thats the plan',
  'the trains at the crossing never slow down',
  'cancelled the gym and my phone contract',
  'my cat is going to my mums for good',
];

describe('English rules: risk', () => {
  it.each(RISK)('%s → %s (%s)', (text, category, level) => {
    const result = assessMessage(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });
});

describe('English rules: hard negatives stay quiet', () => {
  it.each(HARD_NEGATIVES)('%s', (text) => {
    const result = assessMessage(text);
    expect({ text, level: result.level, matched: result.matched }).toEqual({ text, level: null, matched: [] });
  });
});

describe('English rules: conversations', () => {
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
  'ngl if i didnt wake up tmrw id be relieved',
  'my step dad chokes me when mum isnt looking',
  'ive been eating 300 cals a day and i still hate my body',
];

describe('English rules: the answer is in English', () => {
  it.each(IN_LANGUAGE)('%s', (text) => {
    expect(assessMessage(text).language).toBe('en');
  });
});
