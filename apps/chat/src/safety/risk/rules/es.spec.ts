import { describe, expect, it } from '@jest/globals';
import { assessConversation, assessMessage } from '../index.js';
import type { RiskCategory, RiskLevel } from '../types.js';

type Case = [text: string, category: RiskCategory, level: RiskLevel];

/**
 * Spanish phrasings of every category, as people write them (Spain and Latin America, phone typing,
 * no accents, "q"/"xq", slang), with the level each must reach; then idioms, sadness, stories and news
 * that must stay quiet. Written by the rules' author: the held-out evaluation set is kept apart from
 * these, and so is the development set (docs/safety/dev/es.*).
 */
const RISK: Case[] = [
  // ideación pasiva
  ['a veces desearia no despertar', 'active_ideation', 'urgent'],
  ['ojala me muriera de una vez', 'active_ideation', 'urgent'],
  ['ojala me pasara algo grave y ya', 'active_ideation', 'urgent'],
  ['q ganas de dejar de existir', 'passive_ideation', 'concern'],
  ['me da lo mismo vivir o morir', 'passive_ideation', 'concern'],
  ['la neta me vale si me atropellan mañana', 'passive_ideation', 'concern'],
  ['pienso en como seria todo si yo ya no existiera', 'passive_ideation', 'concern'],
  ['ya no le encuentro sentido a vivir', 'passive_ideation', 'concern'],
  ['ya no tiene caso seguir viviendo', 'passive_ideation', 'concern'],
  ['de que sirve seguir viva', 'passive_ideation', 'concern'],
  ['ya me harte de vivir', 'passive_ideation', 'concern'],
  ['ya no quiero seguir', 'passive_ideation', 'urgent'],
  ['estoy harta de todo, solo quiero que se termine', 'passive_ideation', 'urgent'],
  // ideación activa, jerga, faltas
  ['me quiero dar cuello', 'active_ideation', 'urgent'],
  ['ya me dan ganas de darme cuello la neta', 'active_ideation', 'urgent'],
  ['kiero suicidar ya no puedo', 'active_ideation', 'urgent'],
  ['m quiero matar', 'active_ideation', 'urgent'],
  ['a veces me imagino colgandome del ventilador', 'active_ideation', 'urgent'],
  ['me veo muerta en un ataud y me da paz', 'active_ideation', 'urgent'],
  ['creo que me mato', 'active_ideation', 'urgent'],
  ['quisiera quitarme del medio', 'active_ideation', 'urgent'],
  // método y medios
  ['ya tengo la soga, la compre ayer', 'method_means', 'imminent'],
  ['ate la cuerda a la viga del garaje', 'method_means', 'imminent'],
  ['estoy sentada en la cornisa del edificio', 'method_means', 'imminent'],
  ['el raticida es para mi', 'method_means', 'imminent'],
  ['voy a agarrar la pistola de mi papa', 'method_means', 'imminent'],
  ['me imagino ahorcandome en el cuarto', 'active_ideation', 'urgent'],
  ['mi tio tiene una escopeta en el armario y pienso en usarla', 'method_means', 'imminent'],
  // intención
  ['este sabado me quito la vida', 'intent', 'imminent'],
  ['ya lo decidi, me voy de este mundo', 'intent', 'imminent'],
  ['dentro de poco ya no voy a ser un estorbo', 'intent', 'imminent'],
  ['no van a tener que aguantarme mucho tiempo mas', 'intent', 'imminent'],
  ['tome la decision de morir', 'intent', 'imminent'],
  ['hoy es mi ultima noche', 'intent', 'imminent'],
  // plan y preparación
  ['llevo meses ahorrando pastillas para dormir', 'plan_preparation', 'imminent'],
  ['ando juntando clonazepam', 'plan_preparation', 'imminent'],
  ['ya se donde y cuando lo voy a hacer', 'plan_preparation', 'imminent'],
  ['mis hermanos se quedan con mis cosas cuando ya no este', 'plan_preparation', 'imminent'],
  ['estoy haciendo una lista de a quienes les dejo mis libros', 'plan_preparation', 'imminent'],
  ['la semana que viene ya no me van a ver', 'plan_preparation', 'imminent'],
  ['ya esta todo en orden. hoy es la noche', 'plan_preparation', 'imminent'],
  ['los quiero. perdonenme por todo', 'plan_preparation', 'imminent'],
  ['compre una soga gruesa, ya lo decidi', 'method_means', 'imminent'],
  // autolesión
  ['me volvi a lastimar anoche', 'self_harm', 'urgent'],
  ['me kortaba y volvi a hacerlo', 'self_harm', 'urgent'],
  ['me rajo las piernas con un sacapuntas', 'self_harm', 'urgent'],
  ['me quemo los brazos con cigarros cuando estoy mal', 'self_harm', 'urgent'],
  ['me doy cabezazos contra la pared hasta que me duele', 'self_harm', 'urgent'],
  ['me golpeo la cabeza contra el piso', 'self_harm', 'urgent'],
  ['recai otra vez despues de meses', 'self_harm', 'urgent'],
  // daño a otros
  ['tengo ideas de hacerle daño a mi hijo y me asusta', 'harm_to_others', 'urgent'],
  ['quiero que todos en mi trabajo se mueran', 'harm_to_others', 'urgent'],
  ['mañana voy a entrar a la prepa con un cuchillo', 'harm_to_others', 'imminent'],
  // peligro por parte de otros
  ['mi marido me obliga a tener sexo', 'danger_from_others', 'urgent'],
  ['me empujo contra el espejo y se rompio', 'danger_from_others', 'urgent'],
  ['me dijo que si lo denuncio me mata', 'danger_from_others', 'urgent'],
  ['nos tiene encerrados en el cuarto', 'danger_from_others', 'urgent'],
  ['estan afuera del departamento con un machete', 'danger_from_others', 'imminent'],
  // trastorno alimentario
  ['no como nada desde el domingo', 'eating_disorder', 'concern'],
  ['dejo de comer para bajar 5 kilos', 'eating_disorder', 'concern'],
  ['solo me permito comer una manzana al dia', 'eating_disorder', 'concern'],
  ['llevo dias sin comer y hoy casi me desmayo en el metro', 'eating_disorder', 'urgent'],
  // más familias: irse de este mundo, reunirse con los muertos, sobrar, no merecer vivir
  ['me quiero largar de este mundo', 'active_ideation', 'urgent'],
  ['a veces pienso en darme de baja de la vida', 'active_ideation', 'urgent'],
  ['pronto voy a estar con mi abuela en el cielo', 'active_ideation', 'urgent'],
  ['siento que sobro en todos lados', 'passive_ideation', 'concern'],
  ['no me merezco seguir viva', 'passive_ideation', 'concern'],
  ['pa que naci', 'passive_ideation', 'concern'],
  ['quisiera desaparecer y que nadie me busque nunca', 'passive_ideation', 'urgent'],
  ['ya no quiero seguir respirando', 'passive_ideation', 'concern'],
  ['me voy a dormir para siempre', 'active_ideation', 'urgent'],
  ['me aviento del tercer piso', 'method_means', 'urgent'],
  ['me meti como 40 pastillas', 'self_harm', 'imminent'],
  ['me acabo de tomar medio frasco de rivotril', 'self_harm', 'imminent'],
  ['me estoy lastimando otra vez', 'self_harm', 'urgent'],
  ['ya no van a sufrir mas por mi', 'intent', 'imminent'],
  ['si le vuelve a pegar a mi mama lo mato', 'harm_to_others', 'urgent'],
  ['mi ex me extorsiona con subir mis videos', 'danger_from_others', 'urgent'],
  ['mi padrastro nos corrio de casa y nos vigila', 'danger_from_others', 'urgent'],
  ['mi novio me revisa el cel y me golpea', 'danger_from_others', 'urgent'],
  ['me provoco el vomito despues de cenar', 'eating_disorder', 'concern'],
  ['peso 42 kilos y me veo enorme', 'eating_disorder', 'concern'],
  // intentos interrumpidos, miedo a hacerse algo, medios en marcha, preparativos indirectos
  ['anoche estuve a punto de aventarme del puente', 'active_ideation', 'urgent'],
  ['me da miedo hacerme algo malo', 'active_ideation', 'urgent'],
  ['no me fio de mi misma esta noche', 'active_ideation', 'imminent'],
  ['abri la llave del gas abierta y cerre las ventanas', 'method_means', 'imminent'],
  ['me encerre en mi cuarto con las pastillas', 'method_means', 'imminent'],
  ['lei en internet formas de morir sin dolor', 'method_means', 'urgent'],
  ['me trague unas pastillas de mi papa para no despertar', 'self_harm', 'imminent'],
  ['grabe un video despidiendome de todos', 'plan_preparation', 'imminent'],
  ['hice mi testamento y deje todo pagado para mi familia', 'plan_preparation', 'imminent'],
  ['fui a la azotea a ver si me atrevo', 'method_means', 'imminent'],
  // lo reciente no es pasado: "ayer", "hace unos dias" mantienen el riesgo aunque diga que ya esta bien
  ['mi esposo me golpeo ayer, ahora ya estoy bien', 'danger_from_others', 'urgent'],
  ['hace unos dias me queme los brazos, ahora estoy mejor', 'self_harm', 'urgent'],
  // ronda 2: formulaciones indirectas
  ['creo que mi familia estaria mucho mas tranquila si yo no existiera', 'passive_ideation', 'concern'],
  ['ojala mi vida se acabara ya', 'active_ideation', 'urgent'],
  ['tengo el bote de pastillas aqui y no paro de mirarlo', 'method_means', 'urgent'],
  ['cada vez que paso por el viaducto me dan ganas de tirarme', 'method_means', 'urgent'],
  ['dentro de poco no vais a tener que aguantarme mas', 'intent', 'imminent'],
  ['he dejado escritas cartas para mis hijos', 'plan_preparation', 'imminent'],
  ['me doy cabezazos contra la pared hasta hacerme sangre', 'self_harm', 'urgent'],
  ['me he tomado un blister entero de paracetamol', 'self_harm', 'imminent'],
  ['mi marido me dijo que si lo denuncio acabo en una zanja', 'danger_from_others', 'urgent'],
  ['cuando se emborracha me da palizas', 'danger_from_others', 'urgent'],
  ['solo me he permitido un cafe en todo el dia', 'eating_disorder', 'concern'],
  ['despues de comer me meto los dedos', 'eating_disorder', 'concern'],
  ['si mi jefe sigue asi me lo cargo', 'harm_to_others', 'urgent'],
  ['me da miedo hacerle daño a mi bebe', 'harm_to_others', 'urgent'],
  ['no me imagino viva dentro de un año', 'passive_ideation', 'concern'],
  ['ojala pudiera quedarme dormida y no despertar', 'passive_ideation', 'concern'],
  ['no creo que llegue a navidad, ya decidi irme', 'plan_preparation', 'imminent'],
  ['busque la forma menos dolorosa de morir', 'method_means', 'urgent'],
  ['llevo pulseras para tapar los cortes', 'self_harm', 'urgent'],
  ['mi ex me espera a la salida del trabajo todos los dias', 'danger_from_others', 'urgent'],
];

const HARD_NEGATIVES: string[] = [
  'me muero de lo rico que estaba el pozole',
  'me corte el dedo picando cebolla',
  'me queme la mano con la sarten',
  'me corte las piernas depilandome',
  'me queme los hombros en la playa',
  'compre una soga para el tendedero',
  'estamos en el puente con mis amigos viendo el atardecer',
  'subimos a la azotea a tomar el sol',
  'estoy guardando las pastillas del gato en la alacena',
  'me da igual si llueve, igual vamos',
  'ojala me pase algo bonito este año',
  'ya no quiero seguir con esta carrera',
  'pronto ya no sere una carga para mis papas, encontre chamba',
  'mañana no voy a estar en la oficina',
  'me tiene encerrada la lluvia jaja',
  'mi hermano me pego con el balon jugando',
  'mi mama dice que si llego tarde me mata jaja',
  'no ceno para bajar de peso antes de la boda',
  'como solo una fruta al dia en ramadan',
  'me despedi de mi abuela en el aeropuerto',
  'regale mis juguetes viejos a mi sobrino',
  'gracias por todo, me ayudaste mucho',
  'bueno chicos los quiero, nos vemos mañana',
  'el sabado voy a la escuela con la mochila nueva',
  'voy al puente de mayo a la playa',
  'estoy haciendo una tesis sobre la autolesion en adolescentes',
  'soy enfermera y tengo una paciente con ideacion suicida',
  'hace años me cortaba pero eso ya quedo atras',
  'antes pensaba en morirme, hoy estoy bien y feliz',
  'mi ex me golpeaba pero eso fue hace mucho tiempo',
  'ya tengo todo listo para la fiesta',
  'tengo todo planeado para el viernes, vamos al cine',
  'nunca me haria daño',
  'me imagino en mi boda',
  'quiero que todos en la fiesta se la pasen bien',
  'sobro en este grupo de whatsapp jaja',
  'me di de baja del gimnasio',
  'voy a estar con mi papa en navidad',
  'quiero ver a mi mama que se fue de viaje',
  'no doy mas de risa con este video',
  'me gustaria desaparecer unos dias en la playa',
  'me quiero ir de esta ciudad',
  'me tome 2 pastillas de paracetamol',
  'me tome un frasco de jarabe para la tos',
  'le voy a romper la cara en el partido jaja',
  'mi papa le pega a la pelota muy fuerte',
  'tomo pastillas para la tiroides',
  'ya me canse de intentar aprender aleman',
  'me rindo con este juego',
  'no le veo sentido a esta pelicula',
  'mi perro me sigue a todos lados',
  'voy al puente a ver el atardecer',
  'borre mis redes sociales, necesitaba un detox',
  'le mande un mensaje despidiendome porque me cambio de trabajo',
  'tengo miedo de hacer el ridiculo en la presentacion',
  'estuve a punto de tirar la toalla con el ingles',
  'busque en internet como hacer pan sin levadura',
  'abri el gas para cocinar',
  'de adolescente me quemaba los brazos, hoy estoy bien',
  'estoy a punto de matarme de risa con esta serie',
  'deje el coche encendido en el garaje para que se caliente',
  'ya no quiero seguir asi con mi novio',
  // ronda 2: las mismas formas en sentido cotidiano
  'pienso en acabar con todo el trabajo pendiente hoy',
  'como hacerlo para que no duela la depilacion',
  'a partir de mañana no vais a tener que preocuparos, ya tengo trabajo',
  'le regale mis libros a mi prima',
  'mi perro me agarra del cuello de la camiseta jugando',
  'solo me he permitido un capricho este mes',
  'me siento culpable por haber comido tanto en navidad jaja',
  'sin mi el equipo seria peor',
  'si mañana no me despierto, llamame',
  'no me veo aqui en cinco años, quiero irme a vivir a berlin',
  'no llego a fin de mes con este sueldo',
  'este proyecto va a acabar conmigo',
  'cuantas pastillas de ibuprofeno me puedo tomar al dia',
  'tengo el ibuprofeno en la mesilla por si me duele la cabeza',
  'hoy es la ultima clase del curso',
  'ya no los voy a necesitar, ya acabe la carrera',
  'cuando se vayan todos sera el momento de abrir los regalos',
  'llevo manga larga para que no me piquen los mosquitos en los brazos',
  'me tome toda la caja de cereales',
  'mi madre me dijo que si me voy a vivir sola no voy a salir adelante',
  'mi ex me sigue en instagram',
  'voy al baño a lavarme los dientes despues de cenar',
  'decidi irme a vivir a valencia',
  'ojala todo terminara ya, odio los examenes',
  'mañana no voy a estar, tengo dentista',
  'hace años intente suicidarme y hoy doy gracias de estar viva',
];

const CONVERSATIONS: Array<[name: string, turns: string[], category: RiskCategory, level: RiskLevel]> = [
  ['no future, then things given away', ['pienso en como seria si ya no estuviera', 'ya regale mi ropa y mis discos'], 'plan_preparation', 'imminent'],
  ['not eating, then fainting', ['no como desde el jueves', 'hoy me desmaye en el trabajo'], 'eating_disorder', 'urgent'],
  ['a goodbye, then the bridge', ['ya me despedi de mi mama', 'mañana temprano voy al puente'], 'plan_preparation', 'imminent'],
  ['a threat, then a weapon ready', ['si vuelve a gritarle a mi hijo lo mato', 'ya tengo el machete afilado'], 'harm_to_others', 'imminent'],
  ['pushed, then threatened', ['me empujo contra la puerta', 'dice que si se lo cuento a alguien me mata'], 'danger_from_others', 'urgent'],
];

/** Ambiguous phrases: risk only beside another one. */
const WEAK_ALONE: string[] = [
  'tengo todo planeado para el viernes',
  'ya compre una soga',
  'hoy es la noche',
  'gracias por todo',
  'me despedi de mi hermana',
  'mañana voy al puente',
  'el domingo lo hago',
  'es para mi',
  'voy a hacer una locura',
  'no doy mas',
  'me rindo',
  'hoy vi a mi familia por ultima vez',
  'no creo que llegue a mañana',
  'ya compre todo lo que necesito para hacerlo',
  'nadie lo notaria',
  'el año que viene no me imagino aqui',
  'no llego al viernes',
  'ya decidi irme',
  'esta semana es la ultima',
];

describe('Spanish rules: risk', () => {
  it.each(RISK)('%s → %s (%s)', (text, category, level) => {
    const result = assessMessage(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });
});

describe('Spanish rules: hard negatives stay quiet', () => {
  it.each(HARD_NEGATIVES)('%s', (text) => {
    const result = assessMessage(text);
    expect({ text, level: result.level, matched: result.matched }).toEqual({ text, level: null, matched: [] });
  });
});

describe('Spanish rules: conversations', () => {
  it.each(CONVERSATIONS)('%s', (_name, turns, category, level) => {
    const result = assessConversation(turns);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });

  it.each(WEAK_ALONE)('"%s" alone is no risk', (text) => {
    expect(assessMessage(text).level).toBeNull();
  });
});

describe('Spanish rules on Portuguese everyday text', () => {
  it.each([
    'eu me mato de estudar pra essa prova',
    'escrevi uma carta de despedida pro meu colega que vai embora',
    'carta de despedida pra minha chefe, ela vai se aposentar',
  ])('keeps "%s" calm', (text) => {
    expect(assessMessage(text).level).toBeNull();
  });

  it('still reads a farewell letter to the family as a plan', () => {
    expect(assessMessage('ya escribí las cartas de despedida para mi familia').level).toBe('imminent');
  });
});
