import { describe, expect, it } from '@jest/globals';
import { brokenSources, ruleIds } from './engine.js';
import { type ConversationOptions, assessConversation as assessWithLearned } from './index.js';

/** The rules' phrasing families, so the rules alone (the learned layer: learned/classifier.spec.ts, bench/crisis-eval.mjs). */
const assessConversation = (turns: string[], options: ConversationOptions = {}) => assessWithLearned(turns, { ...options, learned: false });
const assessMessage = (text: string) => assessConversation([text]);

/** More phrasings written for development (not the evaluation set): each must be flagged, with at least this category. */
const MORE_RISK: Array<[string, string]> = [
  ['I will kill myself if I fail this exam', 'intent'],
  ['ayuda, me va a matar', 'danger_from_others'],
  ['mi ex intentó matarme', 'danger_from_others'],
  ["Please help, he's going to kill me", 'danger_from_others'],
  ["I'm scared my husband is going to kill me", 'danger_from_others'],
  ['my boyfriend tried to kill me last night', 'danger_from_others'],
  ["I have a gun and I'm thinking of using it tonight", 'method_means'],
  ["My pills are on the table and I'm about to take them all", 'intent'],
  ["I'm at the station waiting for the train, I'm going to jump", 'intent'],
  ["I've cut deep and there's blood everywhere", 'self_harm'],
  ['Ya tengo la soga lista', 'method_means'],
  ['Mi esposo tiene una pistola y dice que me va a matar', 'danger_from_others'],
  ['Adiós a todos, los quiero mucho', 'plan_preparation'],
  ["I bought a gun. I've made up my mind.", 'intent'],
  ["I loaded my dad's gun", 'method_means'],
  ["I've got the rope, I'm ready", 'intent'],
  ['I just swallowed everything in the medicine cabinet', 'self_harm'],
  ["He's got a knife and he's coming at me", 'danger_from_others'],
  ["Goodbye everyone. I love you all. I'm sorry.", 'plan_preparation'],
  ["I'm doing it tonight, I can't take it anymore", 'intent'],
  ["she's been hitting me", 'danger_from_others'],
  ["I don't think I want to live anymore", 'passive_ideation'],
  ["I don't think I can go on, I want to die", 'active_ideation'],
  ['i want 2 die', 'active_ideation'],
  ['im suicidle', 'active_ideation'],
  ['want to end my lyfe', 'active_ideation'],
  ['i want to overdoes', 'method_means'],
  ['im gonna hang my self', 'method_means'],
  ['i wanna cutt myself', 'self_harm'],
  ['i dont want to b alive', 'passive_ideation'],
  ['dont wanna be here no more', 'passive_ideation'],
  ['i hate living', 'passive_ideation'],
  ['A veces quisiera dormirme y no despertar', 'passive_ideation'],
  ['Me gustaría desaparecer para siempre', 'active_ideation'],
  ['Ya no le encuentro sentido a nada', 'passive_ideation'],
  ['Estoy cansado de todo, ya no quiero seguir', 'passive_ideation'],
  ['Siento que soy un estorbo para mi familia', 'passive_ideation'],
  ['Mi familia estaría mejor si yo no estuviera', 'passive_ideation'],
  ['No aguanto más esta vida', 'passive_ideation'],
  ['Pienso mucho en morirme', 'passive_ideation'],
  ['Tengo ganas de morirme', 'active_ideation'],
  ['Quiero acabar con todo esto', 'active_ideation'],
  ['Me quiero ir de este mundo', 'active_ideation'],
  ['Ya no quiero estar vivo', 'passive_ideation'],
  ['He pensado en tirarme a las vías del tren', 'active_ideation'],
  ['Busqué cuántas pastillas necesito para morir', 'method_means'],
  ['Tengo un arma en casa y pienso en usarla', 'method_means'],
  ['Voy a hacerlo esta noche', 'intent'],
  ['Ya decidí, mañana me mato', 'active_ideation'],
  ['Estoy regalando mis cosas', 'plan_preparation'],
  ['Me despedí de mis amigos hoy', 'plan_preparation'],
  ['Me corto para sentir algo', 'self_harm'],
  ['Me quemo con cigarros', 'self_harm'],
  ['Me golpeo la cabeza contra la pared', 'self_harm'],
  ['Me rasguño hasta sangrar', 'self_harm'],
  ['Tengo cortes nuevos en los brazos', 'self_harm'],
  ['Me tomé un montón de pastillas', 'self_harm'],
  ['Quiero hacerle daño a mi hermano', 'harm_to_others'],
  ['Voy a matar a ese tipo', 'harm_to_others'],
  ['Mi novio me pega cuando se enoja', 'danger_from_others'],
  ['Mi esposo me amenaza', 'danger_from_others'],
  ['Tengo miedo de que me mate', 'danger_from_others'],
  ['No me siento segura en mi casa', 'danger_from_others'],
  ['Mi padrastro me toca', 'danger_from_others'],
  ['Me da asco comer', 'eating_disorder'],
  ['Me siento gorda aunque todos dicen que estoy flaca', 'eating_disorder'],
  ['Vomito todo lo que como', 'eating_disorder'],
  ['No como casi nada desde hace una semana', 'eating_disorder'],
  ['Tomo laxantes para bajar de peso', 'eating_disorder'],
  ['me qiero morir', 'active_ideation'],
  ['me kiero suicidar', 'active_ideation'],
  ['k ganas de morirme', 'active_ideation'],
  ['ya no kiero vivir xq nadie me quiere', 'passive_ideation'],
  ['I wish I could just vanish', 'passive_ideation'],
  ["I don't see myself being alive in a year", 'passive_ideation'],
  ["I'm just waiting to die", 'passive_ideation'],
  ["I shouldn't be alive", 'passive_ideation'],
  ["I'd be fine if I didn't wake up", 'passive_ideation'],
  ['Death would be a relief', 'passive_ideation'],
  ['I keep researching lethal doses', 'method_means'],
  ["I know which bridge I'd use", 'plan_preparation'],
  ['tonight I end it', 'intent'],
  ['the blade helps me feel something', 'self_harm'],
  ['I have fresh cuts', 'self_harm'],
  ['I want to make him suffer', 'harm_to_others'],
  ["My mom's boyfriend threatens me", 'danger_from_others'],
  ['I only let myself eat once a day', 'eating_disorder'],
  ['I weigh myself 10 times a day', 'eating_disorder'],
  ["I haven't eaten since Monday", 'eating_disorder'],
  ["I feel huge even though everyone says I'm underweight", 'eating_disorder'],
  ['i want to die lol no but seriously i do', 'active_ideation'],
  ['i wanna kms so bad rn', 'active_ideation'],
  ['kms', 'active_ideation'],
  ['gonna kms', 'active_ideation'],
  ["i'm going to unalive", 'active_ideation'],
  ['i want to unalive', 'active_ideation'],
  ['wanna sewerslide', 'active_ideation'],
  ['i want to kil myself', 'active_ideation'],
  ['i want to kll myself', 'active_ideation'],
  ['I want to end it all', 'active_ideation'],
  ['i want to end my lfie', 'active_ideation'],
  ['i want to dye', 'active_ideation'],
  ["I'm thinking about suicde", 'active_ideation'],
  ['i feel suisidal', 'active_ideation'],
  ['thinking bout ending it all', 'active_ideation'],
  ['im so done i want to die', 'active_ideation'],
  ["i'm going to hang myslef", 'intent'],
  ['i want to od', 'method_means'],
  ['im gonna od tonight', 'method_means'],
  ['i have pils saved', 'plan_preparation'],
  ['i hav enough pills to do it', 'method_means'],
  ['got enough sleeping pills to not wake up', 'method_means'],
  ['ima jump off a bridge', 'method_means'],
  ['gonna jump off the building tonight', 'method_means'],
  ["i'm going to throw myself in front of a train", 'method_means'],
  ["i'm gonna step in front of a car", 'intent'],
  ["I'm going to drown myself", 'intent'],
  ["I've been cutting myself every night", 'self_harm'],
  ['i cut again', 'self_harm'],
  ['i relapsed and cut', 'self_harm'],
  ['i sh again last night', 'self_harm'],
  ['my wrists are covered in cuts', 'self_harm'],
  ['i want to cut so bad', 'self_harm'],
  ['i cant stop cutting', 'self_harm'],
  ['I punched myself in the face until I bled', 'self_harm'],
  ['i starve myself to feel in control', 'method_means'],
  ['i throw up after i eat', 'eating_disorder'],
  ["I'm purging again", 'eating_disorder'],
  ['he beats me up', 'danger_from_others'],
  ['my mom hits me with a belt', 'danger_from_others'],
  ["My dad said he's going to kill me", 'danger_from_others'],
  ["I'm afraid to go home because of my stepdad", 'danger_from_others'],
  ["someone is following me and I'm scared", 'danger_from_others'],
  ['I want to hurt someone', 'harm_to_others'],
  ["I'm going to beat him to death", 'harm_to_others'],
  ['quiero morirme jaja no, en serio', 'active_ideation'],
  ['me kiero matar', 'active_ideation'],
  ['me quiero suicidar ya', 'active_ideation'],
  ['ya no kiero vivir', 'passive_ideation'],
  ['no quiero seguir viviendo', 'passive_ideation'],
  ['estoy harta de vivir', 'passive_ideation'],
  ['me voy a cortar', 'self_harm'],
  ['me corté otra vez', 'self_harm'],
  ['me autolesiono', 'self_harm'],
  ['me hice cortes en los brazos', 'self_harm'],
  ['me quiero aventar de un puente', 'method_means'],
  ['voy a saltar del edificio', 'method_means'],
  ['me voy a colgar esta noche', 'intent'],
  ['tengo las pastillas listas', 'method_means'],
  ['me pegaron otra vez', 'danger_from_others'],
  ['mi marido me pega', 'danger_from_others'],
  ['me da miedo mi papá', 'danger_from_others'],
  ['quiero matarlo', 'harm_to_others'],
  ['no he comido en cinco días', 'eating_disorder'],
  ['me obligo a vomitar', 'eating_disorder'],
  ['ojala estuviera muerta', 'active_ideation'],
  ['quisiera no despertar', 'active_ideation'],
  ['preferiría estar muerto', 'active_ideation'],
  ['a veces pienso que sería mejor no existir', 'passive_ideation'],
  ['nadie notaría si desaparezco', 'passive_ideation'],
  ['i honestly dont see the point anymore', 'passive_ideation'],
  ['Sometimes I wish I could just fall asleep and not wake up', 'passive_ideation'],
  ["I feel like everyone would be happier if I wasn't here", 'passive_ideation'],
  ["I'm so tired. I just want everything to stop.", 'passive_ideation'],
  ["I can't do this anymore. I'm going to end it tonight.", 'intent'],
  ['The voices tell me to hurt myself', 'self_harm'],
  ['Ive been cutting my thighs so nobody sees', 'self_harm'],
  ["I burn myself with cigarettes when I'm stressed", 'self_harm'],
  ['i punch walls until my knuckles bleed', 'self_harm'],
  ['I relapsed last night after 3 months clean', 'self_harm'],
  ['my dad hits my mom and me', 'danger_from_others'],
  ['My ex keeps showing up at my work and says he will hurt me', 'danger_from_others'],
  ["I'm afraid my husband will kill me one day", 'danger_from_others'],
  ['I have fantasies about hurting people', 'harm_to_others'],
  ['Sometimes I want to strangle my roommate', 'harm_to_others'],
  ["I'm going to make him pay for what he did tonight", 'harm_to_others'],
  ["I haven't eaten anything in 3 days and I feel proud", 'eating_disorder'],
  ['I purge every night', 'eating_disorder'],
  ['i hate my body so much i starve myself', 'method_means'],
  ['Im fat and disgusting, i only ate an apple today and feel guilty', 'eating_disorder'],
  ["I'm planning to jump in front of a train", 'intent'],
  ['I think about crashing my car on purpose', 'method_means'],
  ["It would be easier if I just didn't exist", 'passive_ideation'],
  ['i want to go to sleep forever', 'passive_ideation'],
  ["I'm ready to go. Goodbye everyone.", 'intent'],
  ["Please take care of my dog when I'm gone", 'plan_preparation'],
  ['i wanna unalive myself', 'active_ideation'],
  ['thinking of ctb soon', 'active_ideation'],
  ['i want to die so bad', 'active_ideation'],
  ['lowkey want to die', 'active_ideation'],
  ['I dont want to be alive', 'passive_ideation'],
  ['Life is pointless and I want out', 'passive_ideation'],
  ['i feel like a burden and i want to disappear', 'passive_ideation'],
  ['I took 20 sleeping pills', 'self_harm'],
  ["I swallowed a bunch of my mom's pills", 'self_harm'],
  ["There's so much blood and I can't make it stop", 'self_harm'],
  ['I just want the pain to end permanently', 'passive_ideation'],
  ["I'm thinking about suicide", 'active_ideation'],
  ['I have suicidal ideation', 'active_ideation'],
  ['My plan is to take all my meds on Friday', 'method_means'],
  ["I've already chosen the bridge", 'plan_preparation'],
  ['Nobody would miss me if I died', 'passive_ideation'],
  ["I'm not going to be here much longer", 'passive_ideation'],
  ['no one cares if i live or die', 'passive_ideation'],
  ["I wish I'd never wake up again", 'passive_ideation'],
  ['i wish i was never born', 'passive_ideation'],
  ['I want to kms', 'active_ideation'],
  ['kys (about me lol) i mean i should kill myself', 'active_ideation'],
  ['Quiero desaparecer para siempre', 'passive_ideation'],
  ['Me quiero morir ya', 'active_ideation'],
  ['No aguanto más, me quiero matar', 'active_ideation'],
  ['Ya no quiero estar aquí', 'passive_ideation'],
  ['Nadie me extrañaría si me muero', 'passive_ideation'],
  ['Estoy pensando en quitarme la vida', 'active_ideation'],
  ['Tengo ganas de cortarme', 'self_harm'],
  ['Me corté anoche', 'self_harm'],
  ['Mi papá me golpea', 'danger_from_others'],
  ['Mi novio me amenazó de muerte', 'danger_from_others'],
  ['No he comido nada en tres días', 'eating_disorder'],
  ['Vomito después de cada comida', 'eating_disorder'],
  ['Esta noche lo hago', 'intent'],
  ['Ya escribí mi carta de despedida', 'plan_preparation'],
  ['Tengo un plan para matarme', 'plan_preparation'],
  ['Quiero tirarme del balcón', 'method_means'],
  ['Voy a tomarme todas las pastillas', 'intent'],
  ['Mi ex dice que me va a matar', 'danger_from_others'],
  ['Quiero matar a mi padrastro', 'harm_to_others'],
  ['Me hago daño cuando estoy triste', 'self_harm'],
  ['Me siento una carga para todos', 'passive_ideation'],
  ['la vida no vale la pena', 'passive_ideation'],
  ['no tengo razones para vivir', 'passive_ideation'],
  ['Me quiero suicidar', 'active_ideation'],
  ['ojalá me muera', 'active_ideation'],
  ["I've been collecting pills for months and I think I finally have enough", 'plan_preparation'],
  ['got like 60 of my antidepressants saved', 'plan_preparation'],
  ['I have a bottle of vodka and all my sleeping pills ready', 'plan_preparation'],
  ['I counted out all the pills tonight', 'plan_preparation'],
  ["I'm going to overdose tonight", 'intent'],
  ['gonna take everything in the medicine cabinet', 'method_means'],
  ["I've got my dad's gun and I know the code to the safe", 'method_means'],
  ['my dad keeps a loaded gun in his nightstand and I keep thinking about it', 'method_means'],
  ["I bought a gun last week. I don't plan to use it on anyone else.", 'method_means'],
  ['I tied a noose in my closet', 'method_means'],
  ['the rope is already hanging in the garage', 'method_means'],
  ["I've been researching how to hang myself", 'method_means'],
  ["I'm on the bridge right now", 'method_means'],
  ["I'm standing on the train platform and thinking about jumping", 'method_means'],
  ['i keep thinking about stepping in front of a bus', 'method_means'],
  ["I've written my will and letters to my kids", 'plan_preparation'],
  ["I gave my cat to my neighbor so she'll be looked after", 'plan_preparation'],
  ["I've said goodbye to everyone I care about", 'plan_preparation'],
  ['This will be my last message to you', 'plan_preparation'],
  ["I won't be here tomorrow", 'intent'],
  ["I've decided how and when", 'plan_preparation'],
  ["I'm going to do it this weekend when my parents are away", 'intent'],
  ["After tonight I won't be a burden anymore", 'passive_ideation'],
  ["I'm going to end things tonight, I've made up my mind", 'active_ideation'],
  ['I just took a whole bottle of pills', 'self_harm'],
  ['I swallowed all my meds 10 minutes ago', 'self_harm'],
  ["I cut my wrist and it's bleeding a lot", 'self_harm'],
  ['I slit my wrists', 'method_means'],
  ['I took 30 tylenol an hour ago', 'self_harm'],
  ['i drank bleach', 'method_means'],
  ['i want to slit my wrists', 'method_means'],
  ["i'm going to drive off a cliff", 'intent'],
  ['I wish I had the courage to kill myself', 'active_ideation'],
  ["I'm too much of a coward to kill myself", 'active_ideation'],
  ["If I had a gun I'd use it on myself", 'method_means'],
  ["I've been thinking about death a lot lately", 'passive_ideation'],
  ['Everything would be easier if I were dead', 'passive_ideation'],
  ['I feel like dying', 'passive_ideation'],
  ['I feel like killing myself', 'active_ideation'],
  ['I want to end my suffering permanently', 'passive_ideation'],
  ["I don't want to wake up ever again", 'passive_ideation'],
  ['i dont wanna live anymore', 'passive_ideation'],
  ['id rather be dead', 'passive_ideation'],
  ["I'm better off dead", 'passive_ideation'],
  ['wish i could just stop existing', 'passive_ideation'],
  ['i wanna die tbh', 'active_ideation'],
  ['I wanna d1e', 'active_ideation'],
  ['i want to kms so bad', 'active_ideation'],
  ['sui cide is on my mind', 'active_ideation'],
  ['I want to commit sewer slide', 'active_ideation'],
  ["I'm going to unalive myself tonight", 'intent'],
  ["I've been self harming for years and it's getting worse", 'self_harm'],
  ['I carve words into my skin', 'self_harm'],
  ['i burn my arms with a lighter', 'self_harm'],
  ['I keep picking at my skin until it bleeds', 'self_harm'],
  ['I bang my head against the wall until it hurts', 'self_harm'],
  ['I pull my hair out until I bleed', 'self_harm'],
  ["I've been starving myself for two weeks", 'eating_disorder'],
  ['I throw up everything I eat', 'eating_disorder'],
  ['I use laxatives to lose weight', 'eating_disorder'],
  ['I binge and then purge', 'eating_disorder'],
  ['i feel so guilty when i eat that i make myself sick', 'eating_disorder'],
  ["I haven't eaten in 5 days and I keep fainting", 'eating_disorder'],
  ['my boyfriend hits me when he is angry', 'danger_from_others'],
  ['My dad beat me with a belt last night', 'danger_from_others'],
  ['My husband threatened to kill me and the kids', 'danger_from_others'],
  ['my partner strangled me', 'danger_from_others'],
  ['He said if I leave he will kill me', 'danger_from_others'],
  ["I'm scared he'll find me", 'danger_from_others'],
  ['My stepfather abuses me', 'danger_from_others'],
  ["I'm being abused at home", 'danger_from_others'],
  ['I want to shoot up my school', 'harm_to_others'],
  ["I'm going to kill my ex", 'harm_to_others'],
  ['I have thoughts about stabbing my coworker', 'harm_to_others'],
  ['I keep having urges to hurt my kids', 'harm_to_others'],
  ['I want to poison my husband', 'harm_to_others'],
  ['Me he estado guardando pastillas', 'plan_preparation'],
  ['Tengo 40 pastillas guardadas', 'plan_preparation'],
  ['Ya me despedí de todos', 'plan_preparation'],
  ['Mañana ya no estaré aquí', 'plan_preparation'],
  ['Voy a ahorcarme', 'intent'],
  ['Me voy a tirar del puente esta noche', 'method_means'],
  ['Me tomé un frasco de pastillas', 'self_harm'],
  ['Me corté las venas', 'self_harm'],
  ['Me corté muy profundo y no para de sangrar', 'self_harm'],
  ['Quiero morirme esta noche', 'active_ideation'],
  ['Me quiero quitar la vida', 'active_ideation'],
  ['Pienso todo el tiempo en la muerte', 'passive_ideation'],
  ['Ojalá no despertar mañana', 'active_ideation'],
  ['Desearía estar muerta', 'active_ideation'],
  ['Me odio, quiero desaparecer', 'passive_ideation'],
  ['Mi esposo me golpea y tengo miedo', 'danger_from_others'],
  ['Mi padrastro abusa de mí', 'danger_from_others'],
  ['Mi pareja me amenaza con matarme si lo dejo', 'danger_from_others'],
  ['Voy a matar a mi ex', 'harm_to_others'],
  ['Me provoco el vómito', 'eating_disorder'],
  ['Llevo una semana sin comer', 'eating_disorder'],
];

/** More everyday sentences that must stay quiet. */
const MORE_QUIET: string[] = [
  "I'm going to kill myself if I have to sit through another meeting",
  'I swear I will shoot myself if they play that song again',
  'No pienso suicidarme, solo estoy triste',
  'no me voy a matar',
  'Antes me cortaba pero ya no lo hago',
  'Jamás me mataría',
  'mi madre me va a matar',
  'my mom is going to kill me',
  'he is going to kill me when he sees the dent in the car lol',
  'my dad will kill me if I fail',
  "I'm going to jump off the diving board",
  "I put my pills on the table so I don't forget them",
  'we jumped on the trampoline all afternoon',
  'Adiós a todos, nos vemos mañana',
  'los quiero mucho',
  "Tonight's the night! I'm ready!",
  "I've made up my mind, tonight's the night, I'm proposing",
  'I bought a gun.',
  'I love you all',
  "I'm ready, I've got a new car",
  "I don't think I'm suicidal, just sad",
  "I don't think I would ever kill myself",
  'i want to catch the bus tonight',
  'my self esteem is low',
  'i have 2 kids',
  'Este examen me va a matar',
  'Me muero de la vergüenza',
  'Me mata la curiosidad',
  'Estoy que me muero de calor',
  'Mi hermana me pegó un susto',
  'Ayer me corté el flequillo',
  'Corté la cebolla y lloré',
  'Mi jefe me va a matar cuando vea esto',
  'Me quiero morir de la risa con este video',
  'Voy a matar a mi hermano si se come mi pastel jaja',
  'Mañana tengo examen, deseame suerte',
  'Quiero desaparecer del mapa este fin de semana, necesito vacaciones',
  'No puedo más con este calor',
  'Ya no aguanto a mi vecino ruidoso',
  'Estoy harta de estudiar',
  'Me tiré a la piscina',
  'Nos tiramos del trampolín',
  'Tengo pastillas para la alergia en el bolso',
  'Me tomé un ibuprofeno',
  'El personaje se suicida al final de la novela',
  'Vi las noticias sobre un hombre que se tiró de un puente',
  'Mi abuela está muriendo y estoy triste',
  'Hace años me autolesionaba pero ya estoy bien',
  'Cuando era adolescente me cortaba, ya lo superé',
  'Mi ex me pegaba, pero eso ya pasó y ahora estoy a salvo',
  'Estoy a dieta para comer más sano',
  'Hoy no desayuné porque tenía prisa',
  'Vomité porque algo me sentó mal',
  "I'm literally going to die if he texts me back",
  'I could kill him for eating my leftovers',
  'My sister is going to murder me for borrowing her dress',
  'This workout nearly killed me',
  "I'd jump off a bridge for you (song lyrics)",
  'the villain threatens to kill the hero in episode 5',
  "My teacher said she'd kill us if we're late again lol",
  "I'm dying over here, this meme is too much",
  'We need to cut the cord with that client',
  "He's dead to me now",
  "I'm so hungry I could eat anything",
  "I'm fasting until my surgery tomorrow",
  'I hit the gym hard today',
  'I bang my head against the wall trying to fix this bug',
  'I hurt my back lifting boxes',
  'The knife slipped and I cut my finger',
  "death would be a relief for grandma, she's in so much pain",
  'my landlord threatened me with eviction',
  'I wish I could disappear from this meeting',
  'I want to disappear for a week on a beach',
  "I'm done with everything at work today, time for wine",
  "I can't take this heat anymore",
  "I'm going to kill it at the presentation tomorrow",
  'She is killing it at her new job',
  'I hate my life lol, three exams tomorrow',
  'This is my last message before I go to bed, goodnight',
  "I'm ready to go to the party",
  'I have a plan to end my procrastination',
  "I've got enough pills to last the whole trip",
  'I take my pills every morning with breakfast',
  'I have my meds with me on holiday',
  'I was standing on the bridge taking photos of the sunset',
  'We jumped off the cliff into the lake, so fun',
  'My character hangs himself in chapter 3 of my novel',
  'In the news a man jumped from a bridge yesterday',
  "My dog is dying and I'm so sad",
  'I told my therapist I used to cut when I was a teen',
  'I have scars from my surgery',
  'My arms are covered in tattoos',
  'He hit me with a snowball',
  'She beat me in the race',
  "I'm afraid of the dark",
  'I want to hurt his feelings like he hurt mine',
  "We're going to shoot the scene tonight",
  'I shot him a message yesterday',
  "I'm cutting weight for my fight next month",
  "I'm fasting today for my blood test",
  "I haven't eaten in 3 days because of the stomach flu",
  'I burned myself on the oven door',
  'I nearly killed myself tripping over the cat',
  'The gun range was fun today',
  'I bought a new rifle for hunting season',
  'We saw a play about a woman who poisons her husband',
  'I need to kill some time before my train tonight',
  'My phone battery is dying',
  'This song is so sad it makes me want to cry',
  'The plot twist killed me',
  "I'm tired of being single",
  'I wish I could sleep forever on Sundays lol',
  "I'm going to die of boredom in this meeting",
  'My goldfish died tonight',
  'Mi perro se está muriendo',
  'Estoy muerta de cansancio',
  'Me muero de sueño',
  'Quiero desaparecer de este grupo de whatsapp',
  'Ya no aguanto este calor',
  'Hoy es el día de mi examen',
  'Esta noche es la noche, ¡concierto!',
  'Me corté con un papel',
  'Mi jefe me mata si no entrego el informe',
  'Me tomé dos pastillas para el dolor de cabeza',
  'Tengo las pastillas en mi bolso por si me duele la cabeza',
  'Se suicidó un personaje en la serie',
  'Leí un artículo sobre el suicidio en adolescentes',
  'Mi abuelo murió de cáncer',
  'No quiero vivir en esta ciudad',
  'No quiero despertarme temprano mañana',
  'Estoy harta de mi jefe',
  'I could just die of embarrassment after that meeting',
  'This traffic is killing me',
  "I'm so done with this week, can't wait for Friday",
  'My phone is dead again',
  "I'm dying to try that new ramen place",
  'We watched a documentary about suicide prevention in class',
  'The character in my book kills himself at the end, is that too dark?',
  "I want to lose 5 pounds before summer so I'm cutting carbs",
  "I'm fasting for Ramadan",
  'I threw up after drinking too much last night',
  "I'm starving, haven't eaten since breakfast",
  "My cat died and I'm heartbroken",
  "I feel hopeless about finding a job but I'll keep trying",
  "I'm exhausted, I need a vacation",
  "My ex is a nightmare but he's not dangerous",
  'I hit my head on the cabinet door',
  'I fell off my bike and hurt myself',
  'We played Call of Duty and I killed everyone lol',
  'I shot some hoops after work',
  "I'm going to crush this exam",
  'The bridge near my house is being repaired',
  'I went to the roof garden for lunch',
  'I took my meds this morning like my doctor said',
  'I need to pick up my prescription',
  "My grandpa is dying of cancer and I don't know how to cope",
  "I'm not going to lie, today was rough",
  "I'm not going to kill myself over a bad grade, but I'm upset",
  "I used to want to die when I was 15, but therapy helped and I'm doing great now",
  "Years ago I attempted suicide. I'm in a much better place now.",
  'My friend attempted suicide last year and I still worry about her',
  'How can I support someone who self harms?',
  "I'm writing an essay on the history of the Golden Gate bridge suicides",
  'I was so hungry I could eat a horse',
  'Kill the lights when you leave please',
  "Let's kill two birds with one stone",
  'The movie was a killer',
  'That joke killed me',
  "I'm going to murder this workout",
  'My boss is going to kill me, I forgot the report',
  'My mom will literally kill me if I miss curfew',
  "I'm sick of this weather",
  "I'm tired of my job",
  'I give up on this stupid puzzle',
  "I can't take this heat anymore",
  "Honestly I'm done with dating apps",
  "There's no way out of this contract without paying",
  "I'm gonna die if I don't get coffee",
  'I nearly died when I saw the price',
  "I'm dead lol",
  "Knock 'em dead at your interview!",
  'Break a leg tonight!',
  "Tonight's the night we finally see Taylor Swift",
  "I've decided to quit my job and travel",
  "I'm ready to go home",
  'Goodbye everyone, see you tomorrow!',
  'This is goodbye to my old apartment',
  "I'm giving away my old books because I'm moving",
  'I wrote a note for my roommate about the dishes',
  'I saved up money for a new laptop',
  'I have a plan to pay off my debt',
  'I picked a date for the wedding',
  'I stockpiled canned food for the winter',
  'I feel disgusting after eating so much pizza lol',
  "I'm on a diet and I skipped dessert",
  "I'm scared of spiders",
  "I'm afraid of my boss, he's so strict about deadlines",
  'He beat me at chess again',
  'She slapped me on the back and laughed',
  'My little brother hit me with a pillow',
  'We had a pillow fight',
  'Me muero de ganas de verte',
  'Este calor me está matando',
  'Mi madre me va a matar si llego tarde',
  'Me corté el pelo ayer',
  'Estoy cansado del trabajo',
  'Me quemé cocinando',
  'Vimos una película sobre un suicidio',
  'No quiero ir al trabajo mañana',
  'No quiero despertarme temprano mañana',
  'Quiero desaparecer un rato de las redes sociales',
  'Tengo hambre, no he desayunado',
  'Mi abuela murió el año pasado',
  'Estoy harta de la lluvia',
  'Me pegué un golpe con la mesa',
];

describe('more phrasings', () => {
  it.each(MORE_RISK)('%s → %s', (text, category) => {
    const result = assessMessage(text);
    expect(result.level).not.toBeNull();
    expect(result.categories).toContain(category);
  });

  it.each(MORE_QUIET)('quiet: %s', (text) => {
    expect(assessMessage(text).matched).toEqual([]);
  });
});

describe('weak phrases alone stay quiet, beside a risk they count', () => {
  it.each([
    ["I've thought about how I would do it", 'I want to die'],
    ['I bought a rope today', 'I keep thinking about killing myself'],
    ['i keep staring at the bottle of pills in my cabinet', "I don't want to be alive"],
    ["I'm at the top of the parking garage", 'I want to end my life'],
    ['tonight is the night', 'I have enough pills saved'],
  ])('%s', (weak, risk) => {
    expect(assessMessage(weak).level).toBeNull();
    expect(assessConversation([risk, 'ok', weak]).matched.length).toBeGreaterThan(1);
    expect(assessConversation([weak], { prior: { level: 'urgent', categories: ['active_ideation'] } }).level).not.toBeNull();
  });
});

describe('conversations', () => {
  it('the gun, then days of talk, then timing: imminent', () => {
    const turns = ["there's a gun in my dad's closet", 'I feel so alone', 'I just want to die', 'right now'];
    expect(assessConversation(turns).level).toBe('imminent');
  });

  it('Spanish: pills saved, then "esta noche es la noche"', () => {
    const result = assessConversation(['tengo pastillas guardadas', 'esta noche es la noche']);
    expect(result.level).toBe('imminent');
    expect(result.language).toBe('es');
  });

  it('sad, then idioms, then ordinary talk: no risk', () => {
    const turns = ["I'm so sad today", 'work is killing me', 'I could murder a burger', 'anyway, how do I sleep better?'];
    expect(assessConversation(turns).level).toBeNull();
  });

  it('a past told as over comes back when a later turn says it is happening again', () => {
    expect(assessConversation(['I used to self harm', 'but lately the urges are back', 'I bought new blades today']).categories).toContain('self_harm');
    expect(assessConversation(['I used to self harm years ago', 'now I am fine', 'how are you']).level).toBeNull();
  });

  it.each([
    [["I've been feeling really low", "like there's no point", "I've been thinking about ending it"], 'urgent'],
    [['My husband came home drunk again', 'he pushed me against the wall', "I'm scared"], 'urgent'],
    [["I don't want to be here anymore", "I've made up my mind"], 'imminent'],
    [['everything is falling apart', 'I just want it to stop', 'I have the rope ready'], 'imminent'],
    [["I'm trying to lose weight", "I haven't eaten in 3 days"], 'concern'],
  ])('%j → %s', (turns, level) => {
    expect(assessConversation(turns).level).toBe(level);
  });

  it.each([
    [["I'm so stressed about exams", 'this is killing me', "I'll survive lol"]],
    [['I watched a movie about suicide', 'it was really sad']],
    [['I bought a rope today', 'for camping next week']],
    [['estoy bien', 'solo cansada', 'mañana tengo examen']],
  ])('quiet: %j', (turns) => {
    expect(assessConversation(turns).level).toBeNull();
  });

  it('reading a conversation again gives the same answer and leaves earlier turns unchanged', () => {
    const turns = ['I used to self harm', 'but lately the urges are back', 'I bought new blades today'];
    const first = assessConversation(turns);
    expect(assessConversation(turns)).toEqual(first);
    expect(assessConversation(['I used to self harm years ago', 'how are you']).level).toBeNull();
    expect(assessConversation(turns)).toEqual(first);
  });

  it('negation stays per clause across turns', () => {
    expect(assessConversation(["I'd never kill myself", 'but some days I wish I was dead']).categories).toEqual(['passive_ideation']);
  });
});

describe('rule lists', () => {
  it('every source compiles and every id is unique and well formed', () => {
    expect(brokenSources()).toEqual([]);
    const ids = ruleIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(en|es|fr|de|pt|it)\.[a-z_]+\.[a-z0-9-]+$/);
  });
});

/** English families added for plans, preparation, means at hand and indirect intent (not the dev set's sentences). */
describe('English plans, preparation and means', () => {
  it.each([
    ["there's a letter on the kitchen table for whoever finds me", 'plan_preparation'],
    ['they will find my body in the woods', 'plan_preparation'],
    ['i wrote my suicide letter this morning', 'plan_preparation'],
    ['i keep a stash of oxy hidden behind the books', 'plan_preparation'],
    ['my meds are hidden under the floorboard, been saving them', 'plan_preparation'],
    ["i've picked the day and the place", 'plan_preparation'],
    ['everything is ready now. tonight is the night', 'plan_preparation'],
    ["wrote a note for each of my kids. it's not your fault, please don't blame yourselves", 'plan_preparation'],
    ['finished all my letters. this is goodbye', 'plan_preparation'],
    ['gave my ps5 to my cousin, i wont need any of my stuff after this weekend', 'plan_preparation'],
    ['decided im not going to be alive next week', 'intent'],
    ['by tomorrow morning i will be dead', 'intent'],
    ["i won't be a burden to my family for much longer", 'intent'],
    ["i've made up my mind. i'm doing it", 'intent'],
    ['i have a whole bottle of sleeping pills right here next to me', 'method_means'],
    ['enough painkillers in the cupboard to never wake up', 'method_means'],
    ["keep thinking about turning it on myself, my uncle's rifle", 'method_means'],
    ['he held the pistol to my head', 'method_means'],
    ['i want to step in front of a bus on my way to work', 'method_means'],
    ['i have the pills and i am waiting until my parents are asleep', 'method_means'],
    ['got my hands on a bunch of my grans tablets and i know what they are for', 'method_means'],
    ['the razor came out again last night', 'self_harm'],
    ['pressed a lighter to my wrist until it blistered', 'self_harm'],
    ['always wear hoodies even when its hot so nobody sees my wrists', 'self_harm'],
    ['took 20 laxatives after dinner to get rid of it', 'eating_disorder'],
    ['i feel like ending it all tonight', 'active_ideation'],
    ['i just want to be gone forever', 'active_ideation'],
    ["he's at my front door with a bat", 'danger_from_others'],
    ["i found my dad's rifle and i'm bringing it to school on monday", 'harm_to_others'],
  ])('%s → %s', (text, category) => {
    const result = assessMessage(text);
    expect(result.level).not.toBeNull();
    expect(result.categories).toContain(category);
  });

  it.each([
    'we chose the date and the venue for the wedding',
    'i left a note on the fridge for my flatmate about the bins',
    'whoever finds my wallet please hand it in',
    'i have everything ready for the camping trip',
    'tonight is the night, i have everything ready for the party',
    'i wrote thank you letters to my grandparents',
    'gave my old bike to my nephew, he loves it',
    "won't need my winter coat where i'm going, it's 30 degrees in bali",
    "i'm done, time for bed",
    "i'm going tonight, see you at the concert",
    'the pills are right here on the counter if you need one for your headache',
    'got my hands on some melatonin tablets finally, insomnia is brutal',
    'i used a razor on my legs before the beach',
    'my dad keeps his rifle in a locked safe for hunting season',
    "he's at the door with a pizza",
    'took some laxatives because i was constipated',
    'when i was 16 i wrote a suicide note, never used it, im 34 now and happy',
    'years ago i overdosed, now i volunteer on a helpline',
    'what are the warning signs that a friend is suicidal?',
    "i'm moving away so i gave my plants to my neighbour",
  ])('quiet: %s', (text) => {
    expect(assessMessage(text).level).toBeNull();
  });

  it('two weak preparations in one message count; a decision beside a preparation alone stays quiet', () => {
    expect(assessMessage("i've finished the letters, everything is ready").level).toBe('imminent');
    expect(assessMessage("Tonight's the night! I'm ready!").level).toBeNull();
    // one stretch of text matched by two rules is one signal
    expect(assessMessage('i finished the letters').level).toBeNull();
  });

  it.each([
    [['i gave my guitar to my best mate today', 'and i wont need my clothes where im going'], 'imminent', 1],
    [['managed to get hold of a lot of my nans sleeping pills', 'so tired', "tonight's the night"], 'imminent', 2],
    [['wrote the letters last night', 'one each for mum and dad', "they'll understand one day why i did it"], 'imminent', 2],
  ])('weak signals spread over turns: %j → %s', (turns, level, from) => {
    for (let i = 0; i < from; i += 1) expect(assessConversation(turns.slice(0, i + 1)).level).toBeNull();
    expect(assessConversation(turns).level).toBe(level);
  });

  it.each([
    [["i'm moving abroad next week", 'saying goodbye to everyone is so hard', 'gave my plants to my neighbour']],
    [['got a new rope for bouldering', "tonight's the night i finally send that route"]],
    [['i used to self harm in high school', "it's been 8 years now and i'm doing really well"]],
  ])('quiet over turns: %j', (turns) => {
    expect(assessConversation(turns).level).toBeNull();
  });
});

describe('English rewrites leave the other languages alone', () => {
  it.each([
    ['ich liege im Bett und will nicht mehr leben', 'im bett'],
    ['je suis à bout, je ne veux plus vivre', 'a bout'],
    ["je ne sais pas ce dont j'ai besoin", 'dont'],
    ['no tengo razón para vivir', 'razon para vivir'],
    ['voglio morire, non ce la faccio più', 'voglio morire'],
    ['quiero suicidarme, voy a suicidar', 'voy a suicidar'],
    ['ich war am Schießstand mit meinem Vater', 'schiessstand'],
  ])('%s keeps "%s"', async (text, kept) => {
    const { normalise } = await import('./normalise.js');
    expect(normalise(text)).toContain(kept);
  });

  it('English contractions and chat forms are still written out', async () => {
    const { normalise } = await import('./normalise.js');
    expect(normalise('im done, dont care, cant sleep, hes outside')).toBe('i am done do not care can not sleep he is outside');
    expect(normalise('dont wanna be here no more')).toBe('do not want to be here no more');
    expect(normalise('i wish i was ded, havnt eatin in days')).toBe('i wish i was dead have not eating in days');
  });
});

describe('English preparation, means and behaviour (second batch of families)', () => {
  it.each([
    ['picked out the hymns for my funeral', 'plan_preparation'],
    ["forgive me for what i'm going to do", 'plan_preparation'],
    ['this is the final time any of you will have to deal with me', 'plan_preparation'],
    ["went to a hotel so my kids won't be the ones to find me", 'plan_preparation'],
    ['been keeping back some of my sertraline each week', 'plan_preparation'],
    ['gave away my records and paid off all my debts. nobody knows why', 'plan_preparation'],
    ["deleted all my socials and i'm tying up loose ends", 'plan_preparation'],
    ['my will is done. after i am gone you can have my car', 'plan_preparation'],
    ['found a place up on the moor where nobody will ever find me', 'plan_preparation'],
    ['the scarf is tied to the curtain rail', 'method_means'],
    ['sat in the car in the garage with the engine on', 'method_means'],
    ['emptied all my tablets out on the bed', 'method_means'],
    ['how many floors would you need to fall to die', 'method_means'],
    ['do you think the codeine in my bag would be enough', 'method_means'],
    ['a whole box of tramadol and a bottle of whisky', 'method_means'],
    ['i keep picturing myself jumping off the top floor', 'method_means'],
    ['i was stood on the ledge of the bridge for an hour', 'method_means'],
    ["i'm going to make the pain end for good tonight", 'intent'],
    ["i've been figuring out exactly how i'm going to end it", 'active_ideation'],
    ['i want to end things for good', 'active_ideation'],
    ['i burned my wrist with a hot spoon on purpose', 'self_harm'],
    ["sh'd again last night", 'self_harm'],
    ['the blood is pouring out of my wrist', 'self_harm'],
    ['my cutting has gotten so much worse', 'self_harm'],
    ['i swallowed three packets of paracetamol', 'self_harm'],
    ['i pick at my skin till it bleeds', 'self_harm'],
    ['slammed my fist into the wall till my knuckles bled', 'self_harm'],
    ['i have thoughts of smothering my daughter', 'harm_to_others'],
    ["i'm going to torch his car tonight", 'harm_to_others'],
    ['my stepdad punches me', 'danger_from_others'],
    ['been surviving on diet coke and gum for a week', 'eating_disorder'],
    ['i chew and spit my food so i dont swallow the calories', 'eating_disorder'],
    ['every time i eat i do 10k steps to burn it off', 'eating_disorder'],
    ["i won't let myself eat until friday", 'eating_disorder'],
  ])('%s → %s', (text, category) => {
    const result = assessMessage(text);
    expect(result.level).not.toBeNull();
    expect(result.categories).toContain(category);
  });

  it.each([
    "picked out the hymns for my grandad's funeral",
    'sorry for what i said last night',
    'this is the last time i lend him money',
    'booked a cottage for the weekend so the kids can play outside',
    'keeping back some cash for the holiday',
    'sold most of my stuff before moving to spain',
    'deleted all my socials for a month, feeling great',
    'tied the balloons to the curtain rail for the party',
    'the car is in the garage getting fixed',
    'laid out my clothes on the bed for tomorrow',
    'how many floors does the shard have',
    'a bottle of wine and a box of chocolates, perfect night',
    'i can picture myself living by the sea one day',
    'we sat on the edge of the pool all afternoon',
    'the dog bit me when i stepped on his tail',
    'my brother punched me on the arm for a joke',
    'i pick at my nails when im nervous',
    'my friend dragged me to the gym',
    "i'm going to make this cold go away with soup",
    'my mum will kill me when she sees the mess',
    'i chew gum so i dont snack',
    'i do 10k steps every day to stay fit',
  ])('quiet: %s', (text) => {
    expect(assessMessage(text).level).toBeNull();
  });
});

describe('English harm, danger, overdose and eating (third batch of families)', () => {
  it.each([
    ['i want to hurt my little sister so much', 'harm_to_others'],
    ["grabbed my dad's knife to stab him when he gets in", 'harm_to_others'],
    ['mum is upstairs and she has a knife', 'danger_from_others'],
    ["swallowed way too many of my gran's heart pills", 'self_harm'],
    ["i'm doing it tomorrow, i've decided", 'intent'],
    ["haven't eaten in a week", 'eating_disorder'],
    ["haven't eaten properly for days and now i keep passing out", 'eating_disorder'],
  ])('%s → %s', (text, category) => {
    const result = assessMessage(text);
    expect(result.level).not.toBeNull();
    expect(result.categories).toContain(category);
  });

  it.each([
    "i'm going to kill my brother if he eats my chocolate",
    'dad is in the kitchen with a knife chopping onions',
    'the rope is in my bag for climbing',
    'took a lot of photos at the zoo',
  ])('quiet: %s', (text) => {
    expect(assessMessage(text).level).toBeNull();
  });
});

describe('English indirect risk (round 2 families: future absence, goodbyes, arrangements, means in passing)', () => {
  it.each([
    'honestly my family would be happier if i was not alive',
    'i cant picture myself still being here next year',
    'im going to do it once the house is empty. i cant do this anymore',
    'i gave up hoping things will change, no point waiting anymore',
    'some days i pray the bus crashes with me on it',
    'i want to close my eyes and never come back',
    'i want to remove myself from this world',
    'been planning exactly how i will do it',
    "nobody is talking me out of it, it's all decided",
    "i'm not gonna wake up tomorrow and that's fine",
    "i won't be here past friday so none of this matters",
    'this is the final message anyone will hear from me',
    "so my sister doesn't have to sort out my stuff afterwards, i cleared out my room",
    'the letters are on my pillow, writing to everyone i love took all night',
    'wrote down who gets my things',
    'i found a way onto the roof of the multi storey where nobody will find me',
    'i was standing on the balcony railing thinking how easy it would be',
    'how easy it would be to just let go',
    "there's a box of sleeping pills open on my bed next to me",
    "the rope is packed in my backpack already, i'm parked up by the woods",
    'i keep cutting my thighs with a razor when everyone is asleep',
    'ran out of bandages for my wrists',
    'swallowed a whole packet of paracetamol',
    "i'm bringing my dad's gun to his house",
    "she said she'd make sure nobody ever finds me if i tell",
    'i ran for an hour because i ate a slice of pizza',
    "i'm not allowed to eat until i lose two more pounds",
    'got my brothers rifle, i know where he lives now',
  ])('flags: %s', (text) => {
    expect(assessMessage(text).level).not.toBeNull();
  });

  it.each([
    'the office would be fine if i was not here for a week honestly',
    'everyone would be fine if i wasnt there on friday, its just a drinks thing',
    'i cant see myself making it to the gym today lol',
    'i dont see myself living in this city in 10 years',
    'i hope the plane lands on time, i hate flying',
    "we finally decided, we're going to italy",
    'nobody is gonna talk me out of buying this dress',
    "i'm finally going through with the tattoo, booked it for saturday",
    "i'll do it when i get home, the dishes can wait",
    "i won't be around after 5, call me tomorrow",
    'i wont be around after this weekend, moving to denver for the new job',
    "this is the last time you'll hear from me about this, promise",
    'so nobody has to deal with it after the party i cleaned the kitchen',
    'sorted out who gets the car on which days with my brother',
    'cancelled my gym membership cause its too expensive',
    'the envelopes are on my desk, remember to post them',
    'recorded a video for my mum explaining how to use her new phone',
    'said goodbye to my dog this morning before my flight',
    'my neighbour will look after my cat while im away',
    'found a spot on the roof of the car park, best view of the fireworks',
    'we stood at the edge of the cliff to watch the sunset',
    'thinking about how easy it would be to just quit my job and travel',
    'how easy it would be if the printer just worked',
    'put the rope in the boot of the car for the camping trip',
    'parked up by the lake for a picnic',
    'burned my hand on the iron this morning, ouch',
    'cut my finger with a knife making dinner',
    'ran out of plasters for my blisters after the hike',
    'the cut on my knee from the fall is healing fine',
    'took a whole box of cereal to the party lol',
    'taking my knife to her house to help carve the turkey',
    'going to her house tonight for dinner',
    "he said he'll make sure nobody ever finds out about the surprise party",
    'ran on the treadmill today because i had a free afternoon',
    'i went for a run after i had lunch',
    "i'm not allowed to eat in the library",
    'i know where she lives, i dropped off her birthday present',
    "wrote my goodbye card for my coworker who's leaving",
    "i know exactly where i'll go on holiday this year",
    'already decided what to cook tonight',
    'i made sure of it, the doors are locked',
    'three years ago i tried to end my life, today i got my first job and im proud',
    "i'm going to take myself out for dinner tonight",
    'removed myself from the group chat permanently',
    'i stopped pretending i like my job',
    'nothing is ever going to change at this company',
    'i never see myself getting married',
    "what's the point of planning a party if nobody comes",
    'my grandads rifle is in a museum now',
    "i've got my dads gun license renewed",
    'Goodbye everyone, see you tomorrow!',
    'ok thanks for everything, bye',
    'i dont see myself living in this city in 10 years',
    "if my mum finds out i crashed her car she'll kill me",
    'can you explain what self harm actually is, doing a school project',
    'we stood at the edge of the cliff to watch the sunset, so beautiful',
  ])('quiet: %s', (text) => {
    expect(assessMessage(text).level).toBeNull();
  });

  it('a preparation said in passing is imminent, a future absence with no second signal stays quiet', () => {
    expect(assessMessage('wrote down who gets my things').level).toBe('imminent');
    expect(assessMessage("i won't be around after friday, i'm off to my cousin's wedding").level).toBeNull();
    expect(assessMessage("i won't be around after friday so none of it matters").level).not.toBeNull();
  });
});

describe('English indirect risk (round 2, second batch: burden ending, vital medicine, hidden stashes, threats)', () => {
  it.each([
    "my parents won't have to deal with me for much longer",
    'stopped taking my heart meds so i can just fade',
    'been looking up the highest car parks around here',
    "i've been hiding my sleeping tablets inside an old shoebox",
    'if she hurts my daughter again i will put her six feet under',
    "he texted that i'll regret telling anyone",
    "i'm calm now, everything is arranged for afterwards",
    "there's no future where i'm still in it",
    'i want to lie down in the snow and stay there forever',
    "i know where she lives and she's gonna pay for everything",
  ])('flags: %s', (text) => {
    expect(assessMessage(text).level).not.toBeNull();
  });

  it.each([
    "you won't have to see me again until monday, off on holiday",
    "my manager said i'll regret not taking the promotion",
    'i feel calm now after the yoga class',
    'everything is sorted for after the wedding',
    'the tallest buildings in dubai are unreal',
    'i put my pills in the weekly organiser every sunday',
    "hid the presents under my bed so the kids don't find them",
    'if anything happens just call my mum, she has the spare key',
    "i feel so much lighter now i've quit that job",
    'let it happen, whatever will be will be',
    'stopped my insulin pump alarm because it kept beeping',
    "he's going to pay for dinner tonight",
    'i know where he lives, i dropped off his jacket',
    'taking my knife to her house to help carve the turkey',
    "i'm not allowed to eat in the library",
  ])('quiet: %s', (text) => {
    expect(assessMessage(text).level).toBeNull();
  });
});

/** A family of phrasings: each of `quiet` reads as no risk; each of `risk` still shows its category. */
function family(title: string, quiet: string[], risk: Array<[string, string]>): void {
  describe(title, () => {
    it.each(quiet)('quiet: %s', (text) => {
      expect(assessMessage(text).level).toBeNull();
    });
    it.each(risk)('still risk: %s', (text, category) => {
      expect(assessMessage(text).categories).toContain(category);
    });
  });
}

family(
  'a negation after what it negates, in six languages (rules/never-after.ts)',
  [
    "killing myself has never crossed my mind, I'm just exhausted",
    'the thought of ending it has honestly never once entered my head',
    'nunca se me ha pasado por la cabeza quitarme la vida, solo estoy agotada',
    'me matar nunca me passou pela cabeça',
    "me suicider ne m'a jamais traversé l'esprit",
    'mich umzubringen ist mir nie in den Sinn gekommen',
    "l'idea di farla finita nn mi ha mai sfiorato",
  ],
  [
    // The cue before the match, or a later clause that takes it back, does not negate it.
    ["it never crossed my mind that I'd want to kill myself but now I do", 'active_ideation'],
    ['I want to kill myself. it has never been this bad', 'active_ideation'],
    ['quiero quitarme la vida, nunca me había sentido así', 'active_ideation'],
  ],
);

family(
  'whether someone else is at risk is a question about them (en distance)',
  [
    "what's the best way to ask a young person directly whether they're thinking about suicide?",
    "I can't tell if my son is self harming or if it's the cat",
    'how would I know if a client is suicidal over the phone',
  ],
  [
    ['my mum asked if I was thinking about suicide and I lied', 'active_ideation'],
    ["I wonder if they'd be better off if I killed myself", 'active_ideation'],
  ],
);

family(
  'the topic of a training or course, and a professional asking how to raise it (rules/asking.ts)',
  [
    "I'm a nurse and we had a workshop about suicide prevention and suicidal thoughts today",
    'we had a training on self-harm at work today',
    'Ich arbeite als Pflegerin, heute hatten wir eine Fortbildung zum Umgang mit Selbstverletzung',
    'hoy tuvimos un curso sobre autolesiones en el trabajo',
    'Als Hausarzt: wie spreche ich Patienten am besten direkt auf Suizidgedanken an?',
  ],
  [
    ['after the course on suicide prevention I realised I want to kill myself', 'active_ideation'],
    ['as a nurse I want to die every shift', 'active_ideation'],
    ['nach der Fortbildung zu Suizidprävention: ich will mich umbringen', 'active_ideation'],
  ],
);

family(
  'German: years without self-harm is the past that is over',
  ['Heute feier ich fünf Jahre ohne Selbstverletzung', 'zwei Jahre ohne Ritzen, ich bin stolz auf mich', 'Heute bin ich genau ein Jahr clean vom Ritzen 🎉'],
  [
    ['zwei Jahre ohne Ritzen und gestern hab ich mich wieder geritzt', 'self_harm'],
    ['fünf Jahre ohne Selbstverletzung, jetzt will ich mich umbringen', 'active_ideation'],
    ['Hab mir heute wieder mit der Klinge den Oberschenkel aufgemacht. Drei Monate clean und jetzt das.', 'self_harm'],
    ['zwei Jahre ohne Ritzen, aber seit gestern esse ich nichts mehr und kotze alles aus', 'eating_disorder'],
  ],
);

describe('German: the people of a story are at a distance', () => {
  it('a series whose main character writes farewell letters, over three turns: quiet', () => {
    const turns = [
      'hab gestern die letzte folge geguckt',
      'die hauptfigur schreibt abschiedsbriefe und geht in den wald',
      'am ende findet ihr bruder sie rechtzeitig',
    ];
    expect(assessConversation(turns).level).toBeNull();
  });
  it('a statement about oneself beside the word stays risk', () => {
    expect(assessMessage('ich bin nicht mal die Hauptfigur in meinem eigenen Leben, ich will sterben').categories).toContain('active_ideation');
  });
});

family(
  'hyperbole with a trivial reason and threats from others are not a wish to die (Spanish, Italian)',
  ['me tiro por la ventana si vuelvo a oir esa cancion en la oficina jajaja', 'se mia suocera scopre che ho buttato il suo ragù mi fa fuori'],
  [
    ['me quiero tirar por la ventana, ya no aguanto', 'method_means'],
    ['stasera me faccio fuori, nun ce la faccio più', 'active_ideation'],
  ],
);

family(
  'the past that is over: looking back, years without it, the wish to live now',
  [
    'A los veinte años intenté quitarme la vida. Hoy tengo cuarenta, una familia y muchas ganas de vivir.',
    'Hoy celebro cinco años sin autolesionarme. Nunca pensé que llegaría a este día.',
    "I used to believe everyone would be better off without me. now I know that was the depression talking, and I've been well for a long time",
  ],
  [
    ['cinco años sin autolesionarme y ayer volví a cortarme', 'self_harm'],
    ['hace años intenté matarme y hoy quiero morir otra vez', 'active_ideation'],
    ["I used to want to die. now I know that was the depression talking, but lately it's back and I want to die again", 'active_ideation'],
  ],
);

family(
  'French: an age long past, and never starting again',
  ["je me scarifiais à quinze ans, je n'ai jamais recommencé", "j'ai fait une TS à 19 ans, aujourd'hui j'en ai 35 et une vie qui me plaît"],
  [
    ["je me scarifiais à quinze ans et j'ai recommencé hier soir", 'self_harm'],
    ["j'ai fait une TS à 19 ans et ce soir je veux mourir", 'active_ideation'],
  ],
);

family(
  'a question about how to answer or help someone else: the message is about them (rules/helping.ts)',
  [
    'my flatmate has started cutting again. what should I say to her?',
    'Mein Bruder sagt, er will nicht mehr leben. Wie kann ich ihm helfen?',
    'mon frère a fait une TS, je sais pas quoi lui dire',
    'la mia coinquilina mi ha detto che ha messo da parte delle pillole, cosa le dico?',
    'minha irmã falou que queria sumir pra sempre, o que eu falo pra ela?',
  ],
  [
    ["my mum found out I've been cutting myself, what do I say to her?", 'self_harm'],
    ['ich will nicht mehr leben. was sag ich ihr, meiner mutter?', 'passive_ideation'],
    ['je veux mourir, je sais pas quoi lui dire', 'active_ideation'],
    // Where the subject is left out, the writer shows in the match ("me corto", "mi taglio", "eu me corto").
    ['me corto los brazos casi todas las noches, ¿qué le digo a mi madre?', 'self_harm'],
    ['mi taglio da mesi, come lo dico a mia sorella?', 'self_harm'],
    ['me corto todo dia, o que eu falo pra ela?', 'self_harm'],
    // Danger from others stays: the writer is the one hurt.
    ['my husband hits me, what do I say to him?', 'danger_from_others'],
    ['mi marido me pega, ¿qué le digo?', 'danger_from_others'],
    ['my boyfriend threatened to kill me, how do I talk to him?', 'danger_from_others'],
  ],
);

family(
  'asked whether they have it, and answered no; a question answered yes, or a "but" after the no, still counts (rules/helping.ts)',
  [
    "the nurse asked whether I had thoughts of killing myself and I said no, I'm just exhausted",
    'Der Arzt hat gefragt, ob ich Suizidgedanken habe. Hab ich nicht, ich bin nur erschöpft.',
    'la psicóloga me preguntó si pensaba en quitarme la vida y le dije que no, es puro cansancio',
    'il medico mi ha chiesto se ho pensieri di morte: no, nessuno.',
  ],
  [
    ["my therapist asked if I'm having thoughts of ending my life and I said no, but honestly I want to die", 'active_ideation'],
    ['she asked if I wanted to kill myself and I said yes', 'active_ideation'],
    ['la psicóloga me preguntó si pensaba en quitarme la vida y le dije que no, pero quiero morirme', 'active_ideation'],
  ],
);

family(
  'the past that is over, more shapes: a role held now, years without it, recalling it, a life rebuilt (six languages)',
  [
    "I used to cut myself at school. I'm a youth worker now and I talk to teenagers about it",
    "When I was 19 I wanted to kill myself. I'm a teacher now.",
    'I self harmed through sixth form, eight years without it now',
    'Ich hab mich früher geritzt. Das ist seit vielen Jahren vorbei.',
    'Als ich jung war, wollte ich sterben. Inzwischen arbeite ich als Erzieherin.',
    'Antes me cortaba los brazos. Ahora voy en manga corta y no me escondo.',
    'me acuerdo de cuando quería desaparecer, hoy tengo una buena vida',
    "Avant je me scarifiais, ça s'est calmé avec les années.",
    'alle superiori ho pensato di farla finita, ora sono sposata e serena',
    'na faculdade eu pensava em morrer, saí disso com terapia',
  ],
  [
    ["I used to cut myself at school. I'm a youth worker now but I've started cutting again", 'self_harm'],
    ['Ich hab mich früher geritzt und gestern wieder', 'self_harm'],
    ['Antes me cortaba y he vuelto a hacerlo esta semana', 'self_harm'],
    ['na faculdade eu pensava em morrer e ultimamente penso de novo', 'passive_ideation'],
    ['a 15 anni mi sento già stanca di vivere', 'passive_ideation'],
  ],
);

family(
  'a farewell letter another person writes, leaves or finds (a character, a stranger)',
  [
    'In meinem Hörspiel findet die Tochter einen Abschiedsbrief ihres Vaters.',
    'en la película el protagonista escribe una carta de despedida a su madre',
    "dans la série, le père écrit une lettre d'adieu à ses enfants",
    'na novela a personagem deixa uma carta de despedida',
  ],
  [
    ['Ich habe einen Abschiedsbrief geschrieben.', 'plan_preparation'],
    ['escribí una carta de despedida para mi madre', 'plan_preparation'],
    ["j'ai écrit une lettre d'adieu à mes parents", 'plan_preparation'],
    ["ho scritto una lettera d'addio ai miei", 'plan_preparation'],
  ],
);

family(
  'a jump from the window said with living on the ground floor (rules/petty.ts)',
  [
    "si mon PC plante encore je me jette par la fenêtre, heureusement j'habite au rez-de-chaussée",
    'wenn der Bus nochmal ausfällt, spring ich aus dem Fenster, wohne eh im Erdgeschoss',
    'se la connessione salta di nuovo mi butto dalla finestra, tanto abito al piano terra',
  ],
  [
    ["I'm going to jump out of my window tonight, I live on the 9th floor", 'method_means'],
    ['voglio buttarmi dalla finestra stanotte', 'method_means'],
  ],
);

describe('risk beside a departure, an old threat, or a "no" to a question, still counts', () => {
  // An ordinary departure (a move, a last day at work, retiring) was tried as a reason to read goodbyes
  // and decisions as that departure's; it lost the first five, so there is none (docs/adr/0038). A
  // threat from years ago is not a past that is over; a "no" to a question drops only a message the
  // question holds whole.
  it.each([
    'he threatened to kill me years ago and yesterday he found my new address',
    'quando era pequena meu pai me batia e agora ele voltou a me bater',
    'der Arzt hat gefragt, ob ich Suizidgedanken habe, ich hab nein gesagt, aber ich hab schon alles vorbereitet',
    'la psicologa me preguntó si pensaba en matarme, le dije que no, pero tengo las pastillas guardadas',
    'last day at work today. wrote letters to my family, they will find them tomorrow',
    'vou me mudar semana que vem e já decidi acabar com tudo',
    'ultimo giorno di lavoro, ho deciso di farla finita stasera',
    'me mudo el lunes y ya tengo decidido quitarme la vida',
    'ich gehe in Rente und dann mache ich Schluss mit allem',
  ])('%s', (text) => {
    expect(assessMessage(text).level).not.toBeNull();
  });
});

family(
  'German: the thing put first and denied after ("Suizidgedanken hab ich keine")',
  ['Selbstmordgedanken hab ich keine, ich bin nur müde', 'Suizidgedanken habe ich nicht, nur Stress mit der Arbeit'],
  [
    ['Suizidgedanken hab ich jeden Tag', 'active_ideation'],
    ['Angst hab ich keine, ich will mich umbringen', 'active_ideation'],
    ['Hoffnung habe ich keine mehr, ich will sterben', 'active_ideation'],
  ],
);

family(
  'Portuguese: the will to live held, not lacking',
  ['hoje acordo com vontade de viver', 'o cansaço é grande, mas a vontade de viver é maior'],
  [
    ['perdi a vontade de viver', 'passive_ideation'],
    ['não acordo com vontade de viver', 'passive_ideation'],
  ],
);

family(
  'the past that is over drops a letter written, told as an event that ended (engine.ts, EVENTS); a threat suffered is not dropped so',
  [
    'hace años escribí una carta de despedida, hoy estoy bien',
    'há muitos anos escrevi uma carta de despedida. hoje estou bem',
    'I wrote a goodbye letter when I was nineteen, I am well now',
  ],
  [
    ["years ago I wrote a goodbye letter and lately I've been writing another one", 'plan_preparation'],
    ["my ex threatened to kill me years ago and now he's back and says he'll do it", 'danger_from_others'],
    ['hace años escribí una carta de despedida y ayer escribí otra', 'plan_preparation'],
  ],
);
