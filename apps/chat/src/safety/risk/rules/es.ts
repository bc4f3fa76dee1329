import type { LanguageRules, RiskCategory, RiskLevel, RiskRule } from '../types.js';

/*
 * Spanish rules, written against normalised text (see ../normalise.ts): lower case, no accents
 * ("mañana" → "manana", "daño" → "dano", "mataría" → "mataria"), chat forms written out ("q" → "que",
 * "xq" → "porque", "kiero" → "quiero"), clauses separated so a rule never crosses one.
 * Accents gone, "me pegó" (he hit me) and "me pego" read the same: both are taken as risk.
 */

/** Fillers between the words of a phrase ("ya solo quiero morirme"). */
const F =
  '(?:(?:ya|solo|solamente|simplemente|de verdad|realmente|en serio|la verdad|a veces|siempre|todavia|aun|tanto|mucho|muchas veces|cada vez mas|tan|muy|literal|literalmente|casi|tambien|otra vez|de nuevo|de plano|neta|honestamente|sinceramente|bueno|pues|como que|no se|creo que|que|lo|la) )*';

const PILLS =
  '(?:pastillas|pastilla|pastis|medicamentos|medicamento|medicinas|medicina|pildoras|somniferos|calmantes|tranquilizantes|antidepresivos|clonazepam|rivotril|diazepam|valium|lorazepam|alprazolam|paracetamol|ibuprofeno|tabletas|capsulas|insulina|opioides|fentanilo|pastillas para dormir)';

/** Ways to kill oneself as infinitives with the pronoun attached ("matarme", "tirarme de un puente"). */
const ACT =
  '(?:matarme(?! (?:de hambre|a trabajar|trabajando|estudiando|a estudiar|de risa|en el gimnasio))|suicidarme|quitarme la vida|acabar con (?:mi vida|todo(?! (?:lo que|el trabajo|esto de|el pastel|la comida)))|terminar con (?:mi vida|todo(?! (?:lo que|el trabajo)))|poner(?:le)? fin a (?:mi vida|todo|mis dias)|colgarme|ahorcarme|darme un tiro|pegarme un tiro|volarme la cabeza|cortarme las venas|tirarme (?:de|desde|por|bajo|delante de|a las vias|al tren|al metro|a la via)|aventarme (?:de|desde|por|al)|tomarme (?:todas las|un bote de|toda la caja de|un monton de|todas mis) ' +
  PILLS +
  '|morir(?:me)? (?:esta noche|hoy|ya)|hacerlo (?:esta noche|hoy|ya|ahora|manana|este fin de semana)|desaparecer para siempre|irme de este mundo|dejar este mundo|no despertar (?:nunca )?mas)';

const PERSON = '(?:a (?:mi|mis|ese|esa|esos|esas|el|la|los|las|alguien|todos|todo el mundo|mi propi[oa]) ?(?:[a-z]+)?|lo|la|los|las|le|les)';

const AGENT =
  '(?:mi (?:pareja|novio|novia|esposo|marido|esposa|mujer|padre|papa|madre|mama|padrastro|madrastra|hermano|hermana|tio|tia|ex|exnovio|exnovia|expareja|jefe|jefa|abuelo|abuela|primo|prima|suegro|suegra|companero|companera|vecino|vecina|hijo|hija|cunado|cunada)|el|ella|ellos|ellas|alguien|un hombre|un tipo)';

function rule(id: string, category: RiskCategory, level: RiskLevel, pattern: string, options: { negatable?: boolean; weak?: boolean } = {}): RiskRule {
  return { id: `es.${id}`, category, level, pattern, ...options };
}

const rulesList: RiskRule[] = [
  // ── ideación activa ─────────────────────────────────────────────────────────────────────────
  rule(
    'active_ideation.matarme',
    'active_ideation',
    'urgent',
    `${ACT}|me (?:${F})(?:voy a|quiero|quisiera|queria|pienso|puedo|podria|deberia|iba a|tengo que|dan ganas de|gustaria|planeo|estoy por|voy a tener que) (?:${F})(?:matar|suicidar|quitar la vida|colgar|ahorcar|morir|tirar (?:de|desde|por|al|a las|a la|bajo|delante))(?! (?:de (?:risa|hambre|sueno|ganas|calor|frio|verguenza|aburrimiento|envidia|pena|miedo|amor|sed|cansancio|nervios|ternura)|trabajando|estudiando|a trabajar|a estudiar|a la piscina|al agua|al mar|al rio|en paracaidas|a por|en la cama|en el sofa|al suelo de risa))|me (?:suicido|suicidare|suicidaria|mato|matare|mataria)(?! (?:trabajando|estudiando|a trabajar|a estudiar|de (?:risa|hambre|sueno|calor|frio|ganas)|por (?:verte|ir|saber)))|quitarme de en medio`,
  ),
  rule(
    'active_ideation.suicida',
    'active_ideation',
    'urgent',
    `(?:pensamientos|ideas|ideacion|tendencias|impulsos|ganas) (?:${F})suicidas?|(?:pienso|pensando|pensado|pense|pensar|piensas|considero|considerando|contemplando|planeando|planeo|fantaseo|fantaseando) (?:${F})(?:en|sobre|con) (?:el )?(?:suicidio|suicidarme|matarme|quitarme la vida|acabar con (?:mi vida|todo)|morir(?:me)?|mi muerte|desaparecer para siempre)|(?:me siento|estoy|soy|ando) (?:${F})suicida|(?:intente|intento de|he intentado|trate de|intente de) (?:${F})(?:suicidarme|matarme|quitarme la vida|suicidio)|(?:el suicidio|suicidarme|matarme) (?:${F})(?:es|parece|seria) (?:${F})(?:la|mi) (?:${F})(?:unica|mejor) (?:${F})(?:salida|opcion|solucion)`,
  ),
  rule(
    'active_ideation.quiero-morir',
    'active_ideation',
    'urgent',
    `(?:quiero|quisiera|queria|deseo|necesito|tengo ganas de|ganas de|me dan ganas de|solo quiero|me quiero|me quisiera|prefiero|preferiria|estoy list[oa] para|merezco) (?:${F})(?:morir|morirme|estar muert[oa]|irme de este mundo|ir de este mundo|irme para siempre|ir para siempre|dejar este mundo|dejar de vivir|ya no estar aqui|no estar aqui)(?! de (?:risa|hambre|sueno|ganas|calor|frio|verguenza|aburrimiento|envidia|pena|amor|sed|cansancio|nervios|ternura|la risa|la verguenza))|(?:ojala|desearia|quisiera|deseo) (?:${F})(?:me muera|morirme|morir|estar muert[oa]|estuviera muert[oa]|no despertar|no despierte|no haber nacido|no hubiera nacido|desaparecer|me atropelle|me atropellara|me diera algo|dejar de existir|no existir)`,
  ),
  rule(
    'active_ideation.slang',
    'active_ideation',
    'urgent',
    `(?:desvivirme|desvivir|autodesvivirme|unalive|unaliving)|(?:hacerme|me voy a hacer) (?:el )?(?:unalive|sewer slide)`,
  ),

  // ── ideación pasiva ────────────────────────────────────────────────────────────────────────
  rule(
    'passive_ideation.no-quiero-vivir',
    'passive_ideation',
    'concern',
    `(?:no|ya no|nunca mas|no tengo ganas de) (?:${F})(?:quiero|quisiera|deseo|tengo ganas de) (?:${F})(?:despertar|despertarme|vivir|seguir viviendo|seguir (?:aqui|adelante|con vida|asi|mas|en este mundo)|estar viv[oa]|existir|volver a despertar|estar aqui|estar en este mundo|seguir existiendo|amanecer)(?! (?:en|con|temprano|a las|tan temprano|sol[oa] en|cerca|lejos|de nuevo en|juntos|aqui en|en esta|en este))|no (?:${F})se (?:${F})si (?:${F})(?:quiero|puedo) (?:${F})(?:seguir|vivir|seguir viviendo|aguantar|estar viv[oa])|(?:para|pa) (?:que|q) (?:${F})(?:seguir|vivir|sigo viviendo|seguir viviendo|existo|sigo aqui|despertar|levantarme)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.sin-sentido',
    'passive_ideation',
    'concern',
    `(?:no tiene|ya no tiene|no le (?:veo|encuentro)|sin) (?:${F})sentido (?:${F})(?:a |al |de |en )?(?:${F})(?:nada|nada mas|vivir|seguir|seguir viviendo|la vida|mi vida|existir|estar viv[oa]|despertar)|(?:la|mi) vida (?:${F})no (?:${F})(?:vale|merece) la pena|no (?:${F})(?:tengo|hay|encuentro|veo) (?:${F})(?:ninguna |ningun )?(?:razon|razones|motivo|motivos|ganas) (?:${F})(?:para|de) (?:${F})(?:vivir|seguir|seguir viviendo|levantarme|estar viv[oa])|(?:nada|nadie) (?:${F})por (?:${F})(?:que|quien) vivir`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.mejor-sin-mi',
    'passive_ideation',
    'concern',
    `(?:estarian|estaria|estaran|vivirian|seria|serian|estarias) (?:${F})mejor (?:${F})(?:sin mi|si (?:${F})(?:yo )?(?:${F})(?:no estuviera|no existiera|me muriera|desapareciera|me fuera|ya no estuviera|no hubiera nacido))|(?:seria|estaria|estoy) (?:${F})mejor (?:${F})(?:muert[oa]|no estar|no existir|si no estuviera|si no existiera|desaparecer|bajo tierra)|(?:nadie|nadie me|nadie se|alguien me|alguien se) (?:${F})(?:me )?(?:extranaria|echaria de menos|notaria|daria cuenta|importaria|lloraria) (?:${F})(?:si|cuando) (?:${F})(?:me muero|muero|muriera|me muriera|desapareciera|desaparezco|desaparezca|me fuera|me voy|ya no estuviera|ya no estoy|me mato|me matara|me suicido)|(?:si|cuando) (?:${F})(?:me muero|muriera|me muriera|desapareciera|ya no estuviera) (?:${F})(?:nadie|nadie me|a nadie)(?: (?:${F})(?:extranaria|echaria de menos|notaria|importaria|le importaria))?`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.cansado-de-vivir',
    'passive_ideation',
    'concern',
    `(?:no|ya no) (?:${F})(?:puedo|aguanto|soporto) (?:${F})(?:mas )?(?:con )?(?:esta|mi|la) vida|(?:estoy|me siento|ando) (?:${F})(?:cansad[oa]|harto|harta|agotad[oa]) (?:${F})de (?:${F})(?:vivir|la vida|existir|estar viv[oa]|despertar|respirar|seguir viviendo)|(?:odio|detesto) (?:${F})(?:estar viv[oa]|existir|vivir|despertar cada|seguir viv[oa])|(?:pienso|pensando) (?:${F})(?:mucho |todo el tiempo |siempre |cada dia )?en (?:${F})(?:la muerte|morir|morirme|estar muert[oa]|no despertar)(?: (?:${F})(?:todo el tiempo|a menudo|cada dia|cada noche|mucho))?|(?:no voy a|ya no voy a|no creo que vaya a) (?:${F})estar (?:${F})(?:aqui|por aqui|viv[oa]|mucho tiempo|por mucho tiempo)(?: (?:${F})(?:mucho tiempo|mucho mas|por mucho|para siempre))?|(?:pronto|dentro de poco) (?:${F})(?:ya )?no (?:${F})(?:estare|voy a estar|me van a ver)|(?:soy|me siento) (?:${F})(?:una|un) (?:${F})(?:carga|estorbo) (?:${F})(?:para|a) (?:${F})(?:todos|todo el mundo|mi familia|mis padres|mis hijos|los demas)|(?:quiero|quisiera|ojala pudiera) (?:${F})(?:desaparecer|dejar de existir|no existir|dormir) (?:${F})(?:para siempre|del mundo|de este mundo|por siempre|y no despertar|y no volver)|(?:dormir|dormirme) (?:${F})y (?:${F})(?:no|nunca) (?:${F})(?:despertar|despertarme|volver a despertar)|(?:la muerte|morir|morirme|estar muert[oa]) (?:${F})(?:suena|parece|seria|se siente) (?:${F})(?:un alivio|bien|tranquilo|tranquila|la salida|la unica salida|mejor|una liberacion|paz|descanso)`,
  ),
  rule(
    'passive_ideation.sin-salida',
    'passive_ideation',
    'urgent',
    `(?:no|ya no) (?:${F})(?:puedo|aguanto|soporto) (?:${F})(?:mas|con esto|con mi vida|con todo|seguir|seguir asi|con la vida)|no (?:${F})(?:veo|hay|encuentro|tengo) (?:${F})(?:salida|ninguna salida|otra salida|futuro|esperanza|esperanzas|luz|escapatoria)|(?:estoy|me siento) (?:${F})(?:atrapad[oa]|sin salida|sin esperanza|sin futuro|desesperad[oa]|acabad[oa]|vacio y sin esperanza)|(?:ya )?me (?:${F})(?:rindo|he rendido|rendi)(?: (?:${F})(?:con todo|con la vida|con mi vida))?|(?:estoy|ya estoy) (?:${F})(?:harto|harta|cansad[oa]) (?:${F})de (?:${F})(?:todo|todo esto|todos)(?=\\n|$| y| ya)|(?:soy|me siento) (?:${F})(?:una carga|un estorbo)|(?:nada|esto|todo) (?:${F})(?:nunca )?(?:va a|vaya a|podra) (?:${F})(?:mejorar|cambiar|ir mejor)|todo (?:${F})(?:va a|se va a) (?:${F})(?:acabar|terminar) (?:${F})(?:pronto|esta noche|hoy)|(?:quiero|necesito) (?:${F})que (?:${F})(?:todo|esto|el dolor) (?:${F})(?:se acabe|termine|pare|acabe)|(?:quiero|quisiera) (?:${F})desaparecer(?=\\n|$| y| de una vez)|me odio(?=\\n|$| tanto| mucho| a mi)|adios a todos(?=\\n|$| los| les)|(?:ya )?no (?:${F})quiero (?:${F})seguir(?=\\n|$| asi| mas| con esto| adelante)`,
    { weak: true, negatable: false },
  ),

  // ── método y medios ────────────────────────────────────────────────────────────────────────
  rule(
    'method_means.tirarme',
    'method_means',
    'urgent',
    `(?:tirarme|me (?:voy a |quiero |pienso |tengo ganas de )?(?:tir(?:o|ar|e)|aventar|lanzar|arrojar)|aventarme|lanzarme|arrojarme|saltar|me (?:voy a |quiero )?(?:aviento|lanzo|arrojo)|me aventare|me lanzare|me arrojare) (?:${F})(?:de|desde|por|bajo|delante de|frente a|a las vias de|al paso de|a|del|al|desde el|desde la|por la|por el) (?:${F})(?:un |una |el |la |los |las |este |esta |ese |esa |mi )?(?:${F})(?:puente|edificio|balcon|ventana|azotea|techo|tejado|terraza|tren|metro|vias|via del tren|precipicio|acantilado|piso (?:\\d+|[a-z]+)|camion|coche|carro|autobus|trafico|barranco|rascacielos|torre|viaducto|quinto piso|decimo piso)`,
  ),
  rule(
    'method_means.medios',
    'method_means',
    'urgent',
    `ahorcarme|colgarme (?:de|del|con)|(?:la|una) soga (?:${F})(?:para|al cuello|en el cuello|lista|preparada)|(?:una|la) cuerda (?:${F})(?:para (?:colgarme|ahorcarme)|al cuello)|(?:pegarme|darme|meterme) (?:${F})un (?:tiro|balazo)|volarme (?:${F})la (?:cabeza|tapa de los sesos)|(?:la|una|mi) (?:pistola|arma|escopeta|revolver) (?:${F})(?:en la boca|en la cabeza|contra mi|en la sien)|cortarme (?:${F})(?:las venas|las munecas|el cuello)|(?:tomarme|tomar|beberme|tragarme|tragar|meterme) (?:${F})(?:todas las|todas mis|un bote de|un frasco de|toda la caja de|un monton de|muchas|demasiadas|la caja entera de|el frasco entero de|el bote entero de|todo el bote de|todo el frasco de) ${PILLS}|(?:tomar|tomarme|provocarme|hacerme|meterme|darme) (?:${F})una sobredosis|(?:quiero|voy a|pienso|podria|tengo ganas de) (?:${F})(?:tomar|hacer|provocar|meter)(?:me)? (?:${F})una sobredosis|(?:cuant[oa]s?|que cantidad de) (?:${F})${PILLS} (?:${F})(?:hacen falta|se necesitan|necesito|necesitaria|harian falta|son necesarias) (?:${F})para (?:${F})(?:morir|matarme|no despertar|una sobredosis)|(?:dosis|cantidad) (?:${F})(?:letal|mortal)|(?:forma|manera|metodo) (?:${F})(?:mas )?(?:facil|rapida|indolora|segura|menos dolorosa) (?:${F})de (?:${F})(?:morir|matarme|suicidarme|acabar con todo)|como (?:${F})(?:matarme|suicidarme|ahorcarme|quitarme la vida|morir sin dolor)|(?:beber|beberme|tomar|tomarme|tragar) (?:${F})(?:lejia|cloro|veneno|raticida|matarratas|anticongelante)|(?:estrellar|estrellarme|chocar|tirar) (?:${F})(?:el|mi) (?:coche|carro|auto) (?:${F})(?:a proposito|contra (?:un|una|el|la) (?:muro|pared|arbol|camion))`,
  ),
  rule(
    'method_means.usarla',
    'method_means',
    'urgent',
    `(?:arma|pistola|escopeta|revolver|cuerda|soga|pastillas|cuchilla|navaja)(?: [a-z]+){0,6} (?:y )?(?:${F})(?:pienso|he pensado|estoy pensando|quiero|tengo ganas de|me dan ganas de) (?:${F})(?:en )?(?:usarla|usarlo|usarlas|usarlos|utilizarla|utilizarlo|tomarmelas|tomarlas)`,
  ),
  rule(
    'method_means.a-mano',
    'method_means',
    'imminent',
    `(?:la|mi|una) (?:pistola|arma|escopeta|revolver) (?:${F})(?:esta|la tengo|ya esta) (?:${F})(?:cargada|en (?:mi|el|la) (?:cajon|mano|mesa|mesita|bolsillo|cuarto|habitacion|coche|carro)|junto a mi|a mi lado|aqui|lista)|(?:tengo|ya tengo) (?:${F})(?:las|mis|todas las|todas mis|un monton de) ${PILLS} (?:${F})(?:aqui|conmigo|listas|en la mano|delante|enfrente|frente a mi|contadas|preparadas|al lado)|(?:las|mis) ${PILLS} (?:${F})(?:estan|ya estan) (?:${F})(?:aqui|listas|contadas|preparadas|en mi mano|delante de mi|frente a mi)|(?:la soga|la cuerda) (?:${F})(?:esta|ya esta) (?:${F})(?:lista|preparada|atada|colgada)|(?:tengo|ya tengo) (?:${F})(?:la|una|mi) (?:soga|cuerda) (?:${F})(?:lista|preparada|atada|colgada)|(?:estoy|ya estoy) (?:${F})(?:en el|en la|al borde del|al borde de la|en lo alto del|encima del) (?:${F})(?:borde|cornisa|barandilla|puente|azotea|vias|tejado|precipicio|acantilado|balcon)`,
  ),

  // ── intención ──────────────────────────────────────────────────────────────────────────────
  rule(
    'intent.voy-a',
    'intent',
    'imminent',
    `(?:voy a|lo voy a|estoy a punto de|esta noche voy a|hoy voy a|ya voy a|he decidido|decidi|estoy decidid[oa] a|estoy list[oa] para|estoy list[oa] a|tengo decidido|ya decidi|planeo|pienso) (?:${F})${ACT}|me (?:${F})(?:voy a|pienso|estoy por|estoy a punto de) (?:${F})(?:matar|suicidar|quitar la vida|colgar|ahorcar|tirar (?:de|desde|por|al tren|a las vias|bajo|delante))(?! (?:de (?:risa|hambre|sueno)|trabajando|estudiando|a trabajar|a estudiar|a la piscina|al agua|al mar|al rio))|(?:esta noche|hoy|manana|este fin de semana) (?:${F})(?:me mato|me suicido|lo hago|acabo con todo|me quito la vida|me tiro|me cuelgo)|(?:esta|es) (?:${F})(?:mi despedida|el final para mi|mi ultimo mensaje|mi ultima noche con vida)`,
  ),
  rule(
    'intent.decidido',
    'intent',
    'imminent',
    `(?:ya )?(?:lo )?(?:he decidido|decidi|tome la decision|tengo decidido|lo tengo decidido|tome una decision|estoy decidid[oa])(?=\\n|$| (?:y|esta|hoy|ya|no hay))|(?:nadie|nada) (?:${F})(?:me )?(?:va a|puede|podra) (?:${F})(?:detener|parar|hacer cambiar de opinion|cambiar mi decision)(?:me)?|(?:ya )?(?:es|llego la) hora(?=\\n|$| de irme| ya)|(?:ya )?estoy list[oa](?=\\n|$| para irme| ya)|(?:lo|voy a) (?:${F})hac(?:erlo|er|o) (?:${F})(?:esta noche|hoy|ahora|ya|este fin de semana)|estoy en paz con (?:${F})(?:mi decision|lo que voy a hacer)|ya no (?:${F})(?:voy a|seguire) (?:${F})(?:ser una carga|molestar) (?:${F})(?:mucho tiempo|por mucho)`,
    { weak: true, negatable: false },
  ),

  // ── plan y preparación ─────────────────────────────────────────────────────────────────────
  rule(
    'plan_preparation.pastillas-guardadas',
    'plan_preparation',
    'imminent',
    `(?:he|tengo|estoy|llevo|ya tengo|he estado|estuve) (?:${F})(?:guardado|guardando|juntado|juntando|acumulado|acumulando|ahorrado|ahorrando|escondido|escondiendo|reunido|reuniendo|coleccionado|coleccionando|comprado|comprando) (?:${F})(?:(?:suficientes|muchas|un monton de|todas las|todas mis|bastantes|mis|las|unas|varias|cajas de|frascos de|\\d+) )?(?:${F})${PILLS}|(?:suficientes|muchas|un monton de|bastantes|todas las|todas mis|\\d+|cajas de|frascos de) (?:${F})${PILLS} (?:${F})(?:guardadas|ahorradas|escondidas|juntas|acumuladas|reunidas|listas|para (?:morir|matarme|hacerlo|no despertar|acabar|esta noche|cuando))|(?:tengo|he|ya tengo|tengo ya) (?:${F})(?:unas |las |mis |varias |muchas )?(?:${F})${PILLS} (?:${F})(?:guardadas|escondidas|ahorradas|acumuladas|juntadas|reunidas|guardados|escondidos|acumulados)|(?:tengo|ya tengo) (?:${F})(?:suficientes|bastantes) (?:${F})${PILLS}(?=\\n|$| (?:para|ya|guardadas|ahora|aqui))|suficientes (?:${F})(?:${PILLS} )?para (?:${F})(?:morir|matarme|no despertar|acabar con todo|una sobredosis)`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.cartas',
    'plan_preparation',
    'imminent',
    `(?:escribi|he escrito|estoy escribiendo|escribiendo|deje|dejare|dejo|voy a dejar|he dejado|prepare|he preparado|redacte|tengo escrita|tengo escritas|ya escribi) (?:${F})(?:una |la |mi |unas |las |mis |cartas |carta )?(?:${F})(?:carta|cartas|nota|notas|mensaje|mensajes|video) (?:${F})(?:de despedida|de suicidio|a (?:todos|todo el mundo|mi familia|mis hijos|mis padres|mi madre|mi padre|los que quiero|cada uno|mis seres queridos)|para (?:todos|mi familia|mis hijos|mis padres|cuando (?:me vaya|ya no este|me encuentren)|quien me encuentre)|explicando (?:por que|todo|mi decision)|pidiendo perdon)|(?:carta|cartas|nota|mensaje) (?:${F})de (?:despedida|suicidio)|(?:cuando|si) (?:${F})(?:leas|lean|leais) (?:esto|este mensaje) (?:${F})(?:ya )?(?:no estare|estare muert[oa]|me habre ido)|(?:me estoy despidiendo|me despedi|despidiendome|ya me despedi|vengo a despedirme|quiero despedirme) (?:${F})de (?:${F})(?:todos|todo el mundo|mi familia|mis amigos|la vida|este mundo|ti para siempre)|(?:regalando|regale|he regalado|regalar|dando|he dado|repartiendo|reparti|he repartido|regalado) (?:${F})(?:todas )?(?:mis cosas|mis pertenencias|todo lo que tengo|mi ropa|mis mascotas|mi perro|mi gato|mis cosas favoritas|mis libros|mis juegos)(?! (?:a (?:la )?(?:beneficencia|caridad|una ong|la iglesia|un albergue)|porque (?:me mudo|nos mudamos)|para la mudanza|por la mudanza|antes de mudarme))|(?:tengo|hice|he hecho|ya tengo) (?:${F})(?:un|el|mi) plan (?:${F})(?:para|de como|de como|sobre como) (?:${F})(?:matarme|suicidarme|morir|acabar con (?:todo|mi vida)|hacerlo|quitarme la vida)|ya (?:${F})(?:se|tengo (?:pensado|planeado|decidido)) (?:${F})(?:como|cuando|donde|el dia|la fecha|el lugar) (?:${F})(?:lo voy a hacer|hacerlo|voy a hacerlo|matarme|morir|me voy a matar)|(?:puse|he puesto|estoy poniendo|dejo) (?:${F})(?:mis asuntos|mis cosas|mis papeles|todo) en orden (?:${F})(?:para cuando|antes de irme|antes de morir|porque ya)|(?:esta|hoy es) (?:${F})mi ultim[ao] (?:${F})(?:noche|dia) (?:${F})(?:con vida|en este mundo|en la tierra)|(?:manana|pronto|esta noche|el lunes|despues de hoy|despues de esta noche) (?:${F})(?:ya )?no (?:${F})(?:estare|voy a estar|vas a saber de mi|sabran de mi) (?:${F})(?:aqui|viv[oa]|en este mundo|mas)?|(?:ya )?no (?:${F})(?:estare|voy a estar) (?:${F})(?:aqui|viv[oa]|en este mundo) (?:${F})(?:manana|esta noche|el lunes|la semana que viene)|adios (?:mundo|para siempre|a todos para siempre)`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.esta-noche',
    'plan_preparation',
    'imminent',
    `(?:esta noche|hoy|manana|este fin de semana|ahora) (?:${F})(?:es|sera|parece|podria ser) (?:${F})(?:la noche|el dia|el momento|la hora)(?=\\n|$| (?:ya|para mi|y))|(?:esta|hoy es|esta es) (?:${F})mi ultim[ao] (?:${F})(?:noche|dia|mensaje)(?! (?:en (?:el|la) (?:trabajo|oficina|ciudad|escuela|universidad)|de (?:trabajo|vacaciones|clases)))|(?:esto es|es) (?:${F})(?:un )?adios(?=\\n|$| (?:para siempre|a todos|amig[oa]|vi))|(?:elegi|he elegido|escogi|tengo|ya tengo) (?:${F})(?:el|la|un|una) (?:${F})(?:dia|fecha|lugar|sitio|metodo|puente|momento)(?=\\n|$| (?:ya|para hacerlo|para eso))|(?:escribi|he escrito|deje|tengo escrita) (?:${F})(?:una|la|mi|unas|las) (?:${F})(?:nota|notas|carta|cartas)(?=\\n|$| (?:para (?:ellos|todos|mi familia)|ya))|(?:me despido|me despedi|despedirme) (?:${F})(?:de (?:${F})(?:todos|ti))?(?=\\n|$)|(?:ya )?tengo (?:${F})(?:todo|todo bien) (?:${F})(?:planeado|preparado|pensado|listo|decidido)(?=\\n|$| ya| para)|tengo (?:${F})(?:una soga|una cuerda|un arma|una pistola|un revolver|una escopeta|cuchillas|una cuchilla)(?=\\n|$| en| aqui| guardad| escondid| y)|(?:los|las|les) (?:${F})quiero (?:${F})(?:mucho|a todos)(?=\\n|$)|(?:perdonenme|perdoname|perdon) (?:${F})(?:por todo|por lo que voy a hacer|por irme asi)|lo siento (?:${F})(?:por todo|por lo que voy a hacer|por irme asi)|(?:hice|he hecho|actualice|cambie) (?:${F})mi testamento|(?:busque|buscando|encontre|busco) (?:${F})(?:un )?(?:nuevo )?hogar (?:${F})para (?:${F})mi (?:perro|gato|mascota|mascotas)`,
    { weak: true, negatable: false },
  ),

  // ── autolesión ────────────────────────────────────────────────────────────────────────────
  rule(
    'self_harm.cortarme',
    'self_harm',
    'urgent',
    `(?:cortarme|me corto|me corte|me he cortado|cortandome|me estoy cortando|me vuelvo a cortar|volvi a cortarme|he vuelto a cortarme|me lastimo|me lastime|lastimarme|lastimandome|me he lastimado|hacerme dano|me hago dano|me hice dano|me he hecho dano|haciendome dano|me quemo|me queme|quemarme|me he quemado|quemandome|me golpeo|me golpee|golpearme|golpeandome|me arano|me arane|aranarme|me rasguno|rasgunarme|me muerdo|morderme|hacerme cortes|me hago cortes|me hice cortes|castigarme|me castigo (?:cortandome|golpeandome|sin comer|quemandome))(?! (?:el|los|las|la|un|una) (?:pelo|cabello|flequillo|unas|barba|puntas|fleco|dedo cocinando|trozo|pedazo|rebanada)| (?:con el|con la|con un|con una) (?:papel|cuchillo de cocina|plancha|horno|aceite|sarten|olla|sol)| (?:cocinando|pelando|afeitandome|sin querer|por accidente|en el (?:gimnasio|partido|futbol|trabajo)|jugando|entrenando|corriendo|con el sol|al sol|en la playa)| en (?:la|el) (?:rodilla|tobillo|espalda|pie|hombro|mano) (?:jugando|entrenando|corriendo|en el))`,
  ),
  rule(
    'self_harm.me-voy-a-cortar',
    'self_harm',
    'urgent',
    `me (?:${F})(?:voy a|quiero|tengo ganas de|dan ganas de|pienso|necesito) (?:${F})(?:cortar|quemar|lastimar|golpear|rasgunar|hacer dano)(?! (?:el|la|los|las|un|una|con el (?:papel|cuchillo de cocina)|cocinando|al sol)\\b)`,
  ),
  rule(
    'self_harm.descrito',
    'self_harm',
    'urgent',
    `(?:autolesion|autolesiones|autolesionarme|me autolesiono|me autolesione|autolesionandome|autodano|autolesivas?)(?! (?:en (?:adolescentes|jovenes)|es (?:comun|frecuente)|campana|prevencion))|(?:recai|recaida|he recaido|volvi a caer) (?:${F})(?:en|con) (?:${F})(?:los cortes|cortarme|la autolesion|las autolesiones|hacerme dano|quemarme)|(?:volvi|he vuelto|empece|empece otra vez|comence) (?:${F})a (?:${F})(?:cortarme|hacerme dano|lastimarme|quemarme|golpearme|autolesionarme)|(?:tengo|siento) (?:${F})(?:ganas|necesidad|impulsos|el impulso) (?:${F})de (?:${F})(?:cortarme|hacerme dano|lastimarme|quemarme|golpearme|autolesionarme)|(?:cortes|cicatrices|heridas|quemaduras) (?:${F})(?:nuevos|nuevas|frescos|frescas|profundos|profundas) (?:${F})en (?:${F})(?:mis|mi|los|las) (?:${F})(?:brazos|piernas|munecas|muslos|brazo|pierna|muneca|muslo|panza|estomago|piel)|(?:esconder|escondo|tapar|tapo|ocultar|oculto) (?:${F})(?:los cortes|las cicatrices|las heridas|las marcas|las quemaduras|mis cortes|mis cicatrices)|(?:me golpeo|me pego|me golpee|me pegue|golpearme) (?:${F})(?:hasta|contra la pared hasta) (?:que )?(?:sangr|me sale sangre|salga sangre|me quedan moretones|quedar morad|me duele|dejarme marcas)`,
  ),
  rule(
    'self_harm.grave',
    'self_harm',
    'imminent',
    `(?:no|ya no) (?:${F})(?:para|deja|dejo|paraba|dejaba) de sangrar|(?:me corte|me he cortado|cortarme) (?:${F})(?:muy|demasiado) (?:profundo|hondo)|(?:me tome|me he tomado|tome|me trague|trague|me tomé|he tomado) (?:${F})(?:todas las|todas mis|un monton de|demasiadas|muchas|toda la caja de|un bote de|un frasco de|la caja entera de|el bote entero de|\\d{2,}) ${PILLS}|(?:me tome|tome|me provoque|tuve) (?:${F})una sobredosis|(?:bebi|me bebi|tome|trague) (?:${F})(?:lejia|cloro|veneno|raticida|matarratas|anticongelante)|(?:estoy|sigo) (?:${F})sangrando (?:${F})(?:mucho|bastante|sin parar)`,
    { negatable: false },
  ),

  // ── daño a otros ──────────────────────────────────────────────────────────────────────────
  rule(
    'harm_to_others.matar-a',
    'harm_to_others',
    'urgent',
    `(?:quiero|voy a|tengo ganas de|ganas de|pienso|pensando en|pienso en|me dan ganas de|estoy por|planeo|podria|fantaseo con|tengo miedo de|me da miedo|temo) (?:${F})(?:matar|asesinar|apunalar|acuchillar|dispararle|disparar|golpear|pegarle|envenenar|estrangular|ahorcar|hacer(?:le|les) dano|lastimar|atropellar|partirle la cara|romperle la cara|sacarle los ojos)(?:lo|la|los|las|le|les)? (?:${F})${PERSON}(?! (?:el tiempo|el rato|el hambre|el gusanillo|la sed|las ganas|de risa|mosquito|cucaracha|arana|mosca|bicho|personaje|jefe final|boss|zombi|zombie|en el juego|al ajedrez|en (?:el|un) (?:juego|partido|videojuego)))|(?:quiero|voy a|tengo ganas de|ganas de|pienso|me dan ganas de|planeo|fantaseo con) (?:${F})(?:matarlo|matarla|matarlos|matarlas|asesinarlo|asesinarla|apunalarlo|apunalarla|dispararle|envenenarlo|envenenarla|estrangularlo|estrangularla|hacerle dano|hacerles dano|lastimarlo|lastimarla|golpearlo|golpearla)(?! (?:en el juego|en (?:el|un) (?:juego|videojuego|partido)|al ajedrez|de risa|a besos|a cosquillas))`,
  ),
  rule(
    'harm_to_others.masivo',
    'harm_to_others',
    'imminent',
    `(?:llevar|llevare|voy a llevar|llevo) (?:${F})(?:un|una|el|la|mi) (?:arma|pistola|cuchillo|bomba|escopeta) (?:${F})(?:a la escuela|al colegio|al trabajo|a clase|a la oficina|a la universidad|a la fiesta|a la iglesia)|(?:disparar|matar|balear) (?:${F})a (?:${F})(?:todos|todo el mundo|toda la gente) (?:${F})(?:en|de) (?:${F})(?:la escuela|el colegio|el trabajo|la oficina|la universidad|clase)|(?:fabricar|hacer|construir|armar) (?:${F})una bomba`,
  ),

  // ── peligro por parte de otros ────────────────────────────────────────────────────────────
  rule(
    'danger_from_others.violencia',
    'danger_from_others',
    'urgent',
    `${AGENT} (?:${F})(?:siempre |todavia |a veces |otra vez |ya )?(?:me|nos) (?:${F})(?:pega|pego|pegaba|golpea|golpeo|golpeaba|maltrata|maltrato|maltrataba|abusa|abuso|abusaba|viola|violo|violaba|amenaza|amenazo|amenazaba|ahorca|ahorco|estrangula|estrangulo|empuja|empujo|patea|pateo|pateaba|cachetea|cacheteo|abofetea|abofeteo|lastima|lastimo|ha pegado|ha golpeado|ha violado|ha amenazado|ha maltratado|ha abusado|ha ahorcado|tira cosas|tiro cosas|quiere matar|va a matar|dijo que me mataria|dice que me va a matar|encierra|encerro|tiene encerrad[oa]|toca|toco|tocaba|manosea|manoseo|agrede|agredio|agarra del cuello|agarro del cuello|jala del pelo|jalo del pelo|arrastra|arrastro)(?! (?:la gripe|el resfriado|un susto|la risa|el sol|con la almohada|en el juego|al ajedrez|a las cartas|el bichito|una broma|mucho (?:el|la) (?:color|ropa)|bien|fatal))`,
  ),
  rule(
    'danger_from_others.abusa-de-mi',
    'danger_from_others',
    'urgent',
    `${AGENT} (?:${F})(?:abusa|abuso|abusaba|ha abusado|abusan|abusaron|se aprovecha|se aprovecho) (?:${F})de (?:mi|nosotr[oa]s)`,
  ),
  rule(
    'danger_from_others.me-va-a-matar',
    'danger_from_others',
    'urgent',
    `(?:ayuda|socorro|auxilio|por favor|ayudame|ayudenme) (?:${F})(?:(?:el|ella|ellos|mi [a-z]+) )?me (?:${F})(?:va a|quiere|esta intentando|intenta|intento|trato de|van a|quieren) (?:${F})matar|(?:el|ella|ellos|mi (?:pareja|novio|novia|esposo|marido|esposa|mujer|ex|exnovio|expareja|padrastro|padre|papa)) (?:${F})(?:intento|trato de|casi) (?:${F})matarme|^me (?:va a|quiere|van a|quieren|esta intentando) matar$`,
  ),
  rule(
    'danger_from_others.amenazas',
    'danger_from_others',
    'urgent',
    `(?:amenazo|amenaza|amenazaba|ha amenazado|me amenazo|me amenaza) (?:${F})con (?:${F})(?:matarme|matarnos|hacerme dano|pegarme|golpearme|quitarme a (?:mis|los) hij[oa]s|matar a mis|hacerle dano a mis)|(?:dijo|dice|me dijo|me dice|juro|jura|me escribio) (?:${F})que (?:${F})(?:me|nos) (?:${F})(?:va a matar|mataria|iba a matar|matara|va a hacer dano|haria dano|va a pegar|va a encontrar)(?! (?:si llego tarde|si no termino|si pierdo|si rompo|si se entera de (?:la nota|las notas)|por (?:llegar tarde|la nota)))|amenazas de muerte|(?:me|nos) (?:${F})(?:amenaza|amenazo) de muerte`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.miedo',
    'danger_from_others',
    'urgent',
    `(?:tengo|me da|siento) (?:${F})miedo (?:${F})(?:de|a) (?:${F})(?:volver|regresar|ir|llegar) (?:${F})a (?:${F})casa|(?:tengo|me da|siento|le tengo) (?:${F})miedo (?:${F})(?:de |a )?(?:${F})(?:el|ella|mi (?:pareja|novio|novia|marido|esposo|esposa|mujer|padre|papa|padrastro|madre|mama|madrastra|ex|hermano|jefe))(?! (?:se (?:entere|enoje)|me (?:deje|rega[nñ]e)|pierda|muera|enferme))|(?:tengo|me da) (?:${F})miedo (?:${F})de que (?:${F})(?:me|nos) (?:${F})(?:mate|pegue|golpee|haga dano|encuentre|viole)|temo por mi vida|(?:no|ya no) (?:${F})(?:estoy|me siento) (?:${F})(?:segur[oa]|a salvo) (?:${F})(?:en (?:casa|mi casa|mi propia casa)|con (?:el|ella|mi)|aqui)|(?:no|nunca) (?:${F})me (?:${F})deja (?:${F})(?:salir|ver a (?:mi|mis|nadie)|tener dinero|usar el telefono|hablar con nadie|irme)|(?:sufro|vivo|estoy viviendo) (?:${F})(?:violencia|maltrato|abuso)|(?:me|nos) (?:${F})(?:violaron|han violado|abusaron|han abusado|maltratan|pegan|golpean|agredieron|pegaron|golpearon|apunalaron|asaltaron|ahorcaron|amenazaron)(?! (?:un susto|la gripe|el resfriado))|(?:fui|he sido|estoy siendo|soy) (?:${F})(?:violad[oa]|abusad[oa]|maltratad[oa]|golpead[oa]|agredid[oa]|acosad[oa]) (?:${F})(?:por|en casa|cada dia|todos los dias|otra vez)`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.ahora',
    'danger_from_others',
    'imminent',
    `(?:esta|estan) (?:${F})(?:afuera|fuera|en la puerta|en la casa|abajo|arriba|aqui|en el cuarto|en la sala|viniendo) (?:${F})con (?:${F})(?:un|una|el|la|su) (?:cuchillo|pistola|arma|navaja|bate|machete|hacha|martillo|escopeta)|(?:tiene|saco|agarro|esta agarrando) (?:${F})(?:un|una|el|la|su) (?:cuchillo|pistola|arma|navaja|bate|machete|escopeta) (?:${F})(?:y (?:me|nos)|contra mi|apuntandome|en la mano y|y (?:dice|dijo|grita|amenaza|jura) que)|(?:me|nos) (?:${F})(?:esta|estan) (?:${F})apuntando|(?:esta|estan) (?:${F})(?:intentando|tratando de) (?:${F})(?:entrar|tirar la puerta|romper la puerta|matarme)|(?:esta|estan) (?:${F})(?:golpeando|pateando|aporreando) (?:${F})la puerta|(?:estoy|me estoy) (?:${F})escondiendo (?:${F})(?:de (?:el|ella|ellos|mi)|en el bano|en el armario|debajo de la cama)`,
    { negatable: false },
  ),

  // ── trastorno alimentario ─────────────────────────────────────────────────────────────────
  rule(
    'eating_disorder.sin-comer',
    'eating_disorder',
    'concern',
    `(?:no he comido|no como|no comi|no he probado bocado|casi no he comido|no he comido nada|no como nada) (?:${F})(?:nada )?(?:en|desde hace|hace|durante|por) (?:${F})(?:\\d+|dos|tres|cuatro|cinco|seis|siete|varios|unos|muchos|una|un par de) (?:dias|semanas|semana)(?![a-z ]{0,40}(?:enferm|gripe|virus|estomago|operacion|cirugia|ramadan|ayuno religioso|dentista))|llevo (?:${F})(?:\\d+|dos|tres|cuatro|cinco|seis|siete|varios|unos|muchos|una|un par de) (?:dias|semanas|semana) (?:${F})sin (?:${F})(?:comer|probar bocado|comer nada)(?![a-z ]{0,40}(?:enferm|gripe|virus|estomago|operacion|cirugia|ramadan))`,
    { negatable: false },
  ),
  rule(
    'eating_disorder.purga',
    'eating_disorder',
    'concern',
    `me (?:${F})(?:provoco|provoque|hago|hice|he provocado|estoy provocando) (?:${F})(?:el )?(?:vomito|vomitar|vomitos)|(?:provocarme|hacerme|me obligo a|me obligue a|me fuerzo a) (?:${F})(?:el )?(?:vomito|vomitar)|vomito (?:${F})(?:despues de|cada vez que|todo lo que) (?:${F})(?:comer|como|cada comida|las comidas)|me (?:${F})meto (?:${F})los dedos (?:${F})(?:en la garganta|para vomitar)|(?:atracon|atracones) (?:${F})y (?:${F})(?:vomito|vomitar|purga|purgarme)|(?:tomo|tome|tomar|uso|abuso de) (?:${F})(?:\\d+ )?laxantes (?:${F})(?:para|despues de|cada|todos los dias|cuando como)|(?:purgarme|me purgo|me purgue|purgas)`,
  ),
  rule(
    'eating_disorder.miedo-comida',
    'eating_disorder',
    'concern',
    `me (?:${F})siento (?:${F})(?:asquerosa|asqueroso|gorda|gordo|fatal|culpable|horrible|una cerda|un cerdo) (?:${F})(?:si|cuando|despues de|cada vez que) (?:${F})(?:como|comer|comi|pruebo)|(?:tengo |me da |le tengo )?(?:${F})miedo (?:${F})(?:a |de )?(?:${F})(?:comer|engordar|la comida|subir de peso|ganar peso)|no (?:${F})(?:merezco|me merezco) (?:${F})comer|(?:me da|siento|me dan) (?:${F})(?:asco|panico|terror) (?:${F})(?:comer|la comida|cuando como|engordar)|me (?:${F})(?:siento|veo) (?:${F})(?:gorda|gordo|enorme|asquerosa|asqueroso) (?:${F})(?:aunque|pero|y eso que) (?:${F})(?:todos|todo el mundo|mi medico|la doctora|el doctor|mi familia|me) (?:${F})(?:dicen|dice|digan) (?:${F})que (?:${F})(?:estoy|soy) (?:${F})(?:flac[oa]|delgad[oa]|muy delgad[oa]|en los huesos|bajo de peso|baja de peso)|(?:me estoy|estoy|me) (?:${F})(?:matando|muriendo) de hambre (?:${F})a proposito|matarme de hambre|(?:dejar|deje|he dejado) de comer (?:${F})(?:para (?:adelgazar|bajar de peso|estar delgad[oa])|a proposito|por completo)|(?:solo|apenas) (?:${F})(?:como|comi|me permito) (?:${F})(?:[1-9]\\d{1,2}) (?:calorias|kcal)|(?:menos de|no mas de) (?:${F})(?:[1-9]\\d{1,2}) calorias (?:al|por) dia|cuento (?:${F})cada (?:${F})caloria|pro ?ana|pro ?mia|ana y mia|thinspo|(?:mi )?(?:anorexia|bulimia|tca|trastorno alimentario|trastorno de la conducta alimentaria) (?:${F})(?:volvio|ha vuelto|esta de vuelta|empeora|otra vez)|(?:creo que )?tengo (?:${F})(?:anorexia|bulimia|un trastorno alimentario|un tca)|(?:me odio|odiarme) (?:${F})(?:cuando|despues de|por) (?:${F})(?:comer|como|comi)|(?:me salto|me salte|saltarme) (?:${F})(?:todas las|las) comidas (?:${F})(?:para|a proposito|durante dias)`,
  ),
  rule(
    'eating_disorder.medico',
    'eating_disorder',
    'urgent',
    `(?:me desmaye|me desmayo|desmayarme|me maree|mareos|me mareo) (?:${F})(?:porque|por|de) (?:${F})(?:no comer|no he comido|no comi|no como|hambre)|(?:vomito|vomite|vomitando) (?:${F})sangre|sangre (?:${F})(?:en|al) (?:${F})(?:el vomito|vomitar)|(?:el corazon|me duele el pecho|palpitaciones) (?:${F})(?:despues de|por) (?:${F})(?:vomitar|purgarme|no comer|los laxantes)`,
    { negatable: false },
  ),
];

export const rules: LanguageRules = {
  language: 'es',
  rules: rulesList,
  negations: [
    'no(?! (?:puedo mas|aguanto|soporto|se si|tengo (?:ganas|razon|motivo|sentido|salida|futuro|esperanza)|veo (?:salida|sentido|futuro)|hay (?:salida|esperanza|futuro)|le (?:veo|encuentro)|puedo dejar de|dejo de pensar|paro de|puedo parar de|importa|sirvo|quiero (?:seguir|vivir|despertar|estar)|tiene sentido|merece|vale|estoy (?:bien|segur)|me siento (?:bien|segur)|me deja|para de|deja de sangrar))',
    'nunca(?! (?:va a|voy a estar bien|mejora|para|se acaba|termina))',
    'jamas',
    'ni',
    'tampoco',
    '(?:deje de|he dejado de|ya no|dejado de|supere|he superado|sin ganas de|nada de)',
  ],
  guards: [
    `(?:me )?(?:muero|muere|muriendo|morir|morirme|muerto|muerta|morire|mori|me muera|muera) (?:${F})(?:de|por) (?:la )?(?:risa|hambre|sueno|ganas|calor|frio|verguenza|aburrimiento|envidia|pena|miedo|amor|sed|cansancio|nervios|ternura|emocion|curiosidad|celos|ilusion|gusto|asco|pereza|flojera|alegria)`,
    `(?:me )?muero por (?:verte|ir|saber|conocer|probar|comer|ver|que|tener|escuchar|leer|volver|salir|un|una|el|la|los|las)`,
    `(?:matar|mato|mata|matando|mate|matamos) (?:el|un|un poco el) (?:tiempo|rato|gusanillo|hambre|aburrimiento)`,
    `(?:cortarme|cortar|corto|corte|me corte|me corto|cortando|me cortaron|cortarse) (?:${F})(?:el|los|las|la|un poco el) (?:pelo|cabello|flequillo|unas|barba|puntas|fleco|cesped|pasto|cebolla|cebollas|pan|carne|verduras|papel|rollo|bigote|cable|luz)|corte de (?:pelo|cabello|luz)`,
    `(?:este|ese|el|la|esta|esa|mi) (?:[a-z]+ )?(?:me|nos) (?:esta|estan) matando|(?:me|nos) (?:esta|estan) matando (?:el|la|los|las|este|esta|de)|me (?:mata|matan) (?:el|la|los|las|este|esta|de|que|con)`,
    `(?<!(?:dijo|dice|amenazo|amenaza|juro|jura|advirtio|grito|escribio)(?: que)? )(?:mi|el|la) (?:madre|mama|padre|papa|jefe|jefa|novio|novia|profe|profesor|profesora|esposo|esposa|mujer|marido|hermano|hermana|abuela|abuelo|familia) (?:${F})(?:me )?(?:va a matar|me mata|me matara|me mataria|me va a matar|me mataran)(?= si| cuando| por| jaja|\\n|$)`,
    `(?:me|te|nos) (?:voy|vas|vamos) a (?:morir|matar) de (?:risa|hambre|sueno|calor|frio|verguenza|aburrimiento)`,
    `matar(?:lo|la|te|los)?(?: a [a-z ]{1,25})? (?:si|cuando) (?:${F})(?:se come|se comen|me come|toca|tocan|usa|rompe|coge|agarra|se lleva|se acaba|me quita|me roba|llega tarde|no me (?:devuelve|paga|contesta|llama))`,
    `suicidio (?:asistido|colectivo|politico|social|profesional|laboral)|(?:prevencion|tasa|tasas|linea|lineas|dia mundial) (?:de|del|para la prevencion del) suicidio|sobredosis (?:de (?:cafeina|azucar|informacion|trabajo|series))|muertes por sobredosis`,
    `(?:un|una|el|la) (?:muerto|muerta) de (?:hambre|risa|sueno|cansancio)|muerto de (?:cansancio|sueno|risa|hambre|calor|frio|miedo)|muerta de (?:cansancio|sueno|risa|hambre|calor|frio|miedo)`,
    `(?:me pego|me pega|me pegue) (?:${F})(?:un susto|un golpe (?:con|contra) (?:la|el) (?:mesa|puerta|esquina|mueble)|la gripe|el resfriado|una siesta|un bano|una ducha|un atracon de series)`,
    `(?:me queme|me quemo|me he quemado|quemarme) (?:${F})(?:con el sol|al sol|en la playa|cocinando|con el horno|con la plancha|con el aceite|con la sarten|la lengua|con cafe)`,
  ],
  escalators: [
    'esta noche|ahora mismo|ahorita|hoy|este fin de semana|en este momento|ya mismo|en un rato|esta tarde|esta manana|manana(?: por la (?:manana|noche))?',
    'en (?:unas|un par de|pocas|\\d+|dos|tres) (?:horas|minutos)',
    'conmigo (?:ahora|aqui)|aqui conmigo|en la mano|en mi (?:mano|cajon|bolsillo|cuarto|habitacion|mesita|coche|carro)|delante de mi|frente a mi|al lado mio|a mi lado|junto a mi|cargada|listas|contadas',
    'cuando (?:todos|todo el mundo|ellos) (?:esten dormidos|se duerman)|antes de que amanezca|a medianoche',
  ],
  resolved: [
    'hace (?:\\d+|un|una|dos|tres|cuatro|cinco|muchos|varios|unos|bastantes) (?:anos|ano|meses|decadas)',
    'cuando (?:era|tenia) (?:nino|nina|pequeno|pequena|adolescente|joven|chic[oa]|\\d+|quince|dieciseis|diecisiete)|de (?:nino|nina|pequeno|pequena|adolescente|joven)|en el pasado|en la adolescencia|en el instituto|en la secundaria|en la prepa',
    'solia|antes (?:me|solia)|ya (?:lo )?(?:supere|he superado)|llevo (?:\\d+|un|una|dos|tres|cuatro|cinco|varios|muchos) (?:anos|meses) (?:sin|limpi[oa]|bien|recuperad[oa])|eso ya (?:paso|quedo atras)|(?:ya )?quedo atras|estoy (?:recuperad[oa]|bien|mejor) desde hace',
  ],
  present: [
    'otra vez|de nuevo|volvi|he vuelto|vuelvo|ultimamente|recientemente|estos dias|esta semana|este mes|anoche|esta noche|hoy|ahora(?! (?:estoy|me siento|vivo) (?:bien|mejor|a salvo|segur[oa]|tranquil[oa]|feliz|recuperad[oa]))|todavia|aun|sigo|recaida|recai|cada dia|todos los dias|quiero|ganas de|tengo miedo',
  ],
  distance: [
    '(?:en|de|sobre) (?:la|una|el|un|esta|esa|mi) (?:pelicula|serie|libro|novela|cancion|juego|videojuego|noticia|noticias|articulo|documental|historia|cuento|capitulo|episodio|obra|podcast|ensayo|trabajo de clase|clase de)',
    'mi personaje|el personaje|(?:el|la) protagonista|el villano|en el juego',
    '(?:mi|una|un) (?:amig[oa]|companer[oa]|prim[oa]|herman[oa]|hij[oa]|vecin[oa]|alumn[oa]|paciente) (?:dice|dijo|quiere|esta|me conto|me dijo|piensa|se quiere)|como (?:ayudar|se ayuda|puedo ayudar) a|(?:segun|las estadisticas|un estudio|los investigadores)',
  ],
};
