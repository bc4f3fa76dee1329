import type { LanguageRules, RiskCategory, RiskLevel, RiskRule, RuleOptions } from '../types.js';

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

/** Pills stored for a pet or an everyday condition ("las pastillas del perro", "para la tension"): no hoarding. */
const NOT_HOARD =
  '(?! (?:del|de la|de los|de mi|de mis|para el|para la|para los|para mi) (?:perro|perra|perros|gato|gata|gatos|mascota|mascotas|presion|tension|alergia|tiroides|colesterol|azucar|diabetes|regla|viaje|mareo))';

/** Ways to kill oneself as infinitives with the pronoun attached ("matarme", "tirarme de un puente"). */
const ACT =
  '(?:matarme(?! (?:de hambre|a trabajar|trabajando|estudiando|a estudiar|de risa|en el gimnasio))|suicidarme|quitarme la vida|acabar con (?:mi vida|todo(?! (?:lo que|el trabajo|esto de|el pastel|la comida)))|terminar con (?:mi vida|todo(?! (?:lo que|el trabajo)))|poner(?:le)? fin a (?:mi vida|todo|mis dias)|colgarme|ahorcarme|darme un tiro|pegarme un tiro|volarme la cabeza|cortarme las venas|tirarme (?:de|desde|por|bajo|delante de|a las vias|al tren|al metro|a la via)|aventarme (?:de|desde|por|al)|tomarme (?:todas las|un bote de|toda la caja de|un monton de|todas mis) ' +
  PILLS +
  '|morir(?:me)? (?:esta noche|hoy|ya)|hacerlo (?:esta noche|hoy|ya|ahora|manana|este fin de semana)|desaparecer para siempre|irme de este mundo|dejar este mundo|no despertar (?:nunca )?mas)';

const PERSON = '(?:a (?:mi|mis|ese|esa|esos|esas|el|la|los|las|alguien|todos|todo el mundo|mi propi[oa]) ?(?:[a-z]+)?|lo|la|los|las|le|les)';

const AGENT =
  '(?:mi (?:pareja|novio|novia|esposo|marido|esposa|mujer|padre|papa|madre|mama|padrastro|madrastra|hermano|hermana|tio|tia|ex|exnovio|exnovia|expareja|jefe|jefa|abuelo|abuela|primo|prima|suegro|suegra|companero|companera|vecino|vecina|hijo|hija|cunado|cunada)|el|ella|ellos|ellas|alguien|un hombre|un tipo)';

/** Partners, exes and family who threaten (not a boss or a colleague). */
const PARTNER =
  '(?:mi (?:pareja|novio|novia|esposo|marido|esposa|mujer|padre|papa|padrastro|madrastra|ex|exnovio|exnovia|expareja|ex pareja|ex novio|ex novia|ex marido|ex esposo|hermano|tio|cunado|suegro)|el|ella)';

/** Taking or swallowing, said of oneself in the past ("me tomé", "me he tragado", "me acabo de tomar"). */
const TOOK =
  '(?:me tome|me he tomado|tome|he tomado|me trague|me he tragado|trague|he tragado|me eche|me meti|me he metido|me empine|me acabo de tomar|acabo de tomar|me acabo de tragar|acabo de tragar|me bebi|me he bebido|ingeri|he ingerido|me zampe)';

/** Pills as counted: the list above, plurals and brands ("40 paracetamoles", "8 clonazepam", "un puñado de ibuprofenos"). */
const PILLS_N = `(?:${PILLS}|paracetamoles|ibuprofenos|aspirinas|aspirina|comprimidos|comprimido|grageas|gragea|pildora|tableta|capsula|somnifero|calmante|tranquilizante|antidepresivo|ansioliticos|ansiolitico|benzodiacepinas|benzos|relajantes|antihistaminicos|antigripales|zolpidem|quetiapina|sertralina|fluoxetina|escitalopram|tramadol|trankimazin|orfidal|lexatin|nolotil|metamizol|dormidinas|dormidina|diazepames|rivotriles|pastis|pastillitas)`;

/** More than a dose: five or more, "un montón", a whole box or bottle, "todas mis". */
const MANY =
  '(?:todas las|todas mis|todos los|todos mis|un monton de|un punado de|un chingo de|un buen de|un mogollon de|un porron de|una pila de|un puno de|demasiadas|demasiados|muchisimas|muchisimos|muchas|muchos|bastantes|no se cuantas|no se cuantos|toda la caja de|toda la caja del|todo el blister de|toda la tira de|un bote de|un frasco de|una caja de|un blister de|una tira de|media caja de|medio frasco de|medio bote de|todo el frasco de|todo el bote de|la caja entera de|el bote entero de|el frasco entero de|el blister entero de|lo que quedaba de|el resto de|(?:[5-9]|[1-9]\\d+|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte|veinti[a-z]+|treinta|cuarenta|cincuenta|sesenta|cien)(?: de(?: (?:mis|las|los|sus|esas|esos))?)?)';

/** Not a course of treatment or a daily dose ("todas las pastillas del antibiótico como dijo el médico"). */
const NOT_COURSE =
  '(?! (?:del|de la|de los|para el|para la|de mi) (?:antibiotico|antibioticos|tratamiento|receta|semana|mes)(?![a-z])| de (?:hoy|la manana|la noche|la tarde|cada dia|del dia)(?![a-z]))(?!(?: [a-z]+){0,8} (?:como (?:me )?(?:dijo|mando|indico|receto|pauto|manda|dice|indica)|como (?:cada|todos los|todas las) (?:dia|dias|manana|mananas|noche|noches)|como siempre|como de costumbre|que me (?:mando|receto|pauto|dio|indico) (?:el|la|mi) (?:medico|medica|doctor|doctora|psiquiatra)|del tratamiento|de la receta|cada (?:dia|manana|noche|\\d+ horas|ocho horas)|al dia|por dia|a lo largo de|durante (?:la|el|una|un|toda) (?:semana|mes|tratamiento|ano)|en (?:toda|una|la) (?:semana|mes)|este mes|esta semana|en \\d+ (?:dias|semanas|meses))(?![a-z]))';

/** A family occasion one waits out so as not to spoil it ("el cumple de mi hija", "la boda de mi hermana", "navidad"). */
const OCCASION_WORD =
  '(?:cumple|cumpleanos|boda|navidad|navidades|nochebuena|nochevieja|ano nuevo|reyes|fiestas|graduacion|bautizo|comunion|primera comunion|quince|quinceanera|aniversario|dia de la madre|dia del padre|dia de las madres|cena de navidad|comida de navidad|cena de nochebuena|parto|nacimiento|jubilacion|santo|bodas de oro|bodas de plata)';
const OCCASION = `(?:(?:el|la|los|las|mi|su|tu) )?${OCCASION_WORD}(?: (?:de|del|de la|de los) (?:(?:mi|mis|la|el|los|las|su|sus|nuestra|nuestro|nuestros) )?[a-z]+)?`;
/** Someone else's occasion ("el cumple de mi hija", "su boda"): waiting it out is for them. */
const THEIR_OCCASION = `(?:(?:(?:el|la|los|las) )?${OCCASION_WORD} (?:de|del|de la|de los) (?:(?:mi|mis|la|el|los|las|su|sus|nuestra|nuestro|nuestros) )?[a-z]+|(?:su|sus|tu) ${OCCASION_WORD})`;
/** Said for someone ("por mis padres", "por ella"). */
const FOR_THEM = '(?:por|para) (?:mi|mis|ella|el|ellos|ellas|los|las) ?(?:[a-z]+)?';

/** Waiting an occasion out ("espero a que pase", "aguanto hasta"). */
const WAIT_FOR = `(?:espero|esperare|voy a esperar|estoy esperando|me espero|solo espero|aguanto|aguantare|voy a aguantar|tengo que aguantar|solo aguanto|resisto|resistire|voy a resistir|aguantar|esperar) (?:${F})(?:a que (?:pase|pasen|termine|terminen|acabe|acaben)|hasta que (?:pase|pasen|termine|terminen|acabe|acaben)|hasta despues de|hasta despues del|hasta|a despues de|a despues del)`;

/** Enduring it until then ("aguanto hasta", "resisto hasta"): more than waiting. */
const ENDURE_UNTIL = `(?:aguanto|aguantare|voy a aguantar|tengo que aguantar|solo aguanto|resisto|resistire|voy a resistir) (?:${F})(?:a que (?:pase|pasen|termine|terminen|acabe|acaben)|hasta que (?:pase|pasen|termine|terminen|acabe|acaben)|hasta despues de|hasta despues del|hasta)`;

/** So as not to spoil it ("para no arruinárselo", "por no amargarles la fiesta"). */
const NOT_SPOIL =
  '(?:para|pa|por|asi) no (?:arruinar|estropear|fastidiar|amargar|aguar|joder|empanar|danar|chafar|echar a perder)(?:le|les|selo|sela|selos|selas|lo|la|los|las)?(?: (?:el|la|su|sus|los|las) (?:dia|fiesta|fiestas|boda|cumple|cumpleanos|navidad|navidades|graduacion|celebracion|momento|ilusion|evento|cena|comida))?(?: (?:a|de) (?:mi|mis|la|el|su|sus) [a-z]+)?';

/** After the occasion ("después del cumple de mi hijo", "cuando pase la boda"). */
const AFTER =
  '(?:despues de|despues del|pasado|pasada|pasados|pasadas|tras|cuando pase|cuando pasen|cuando termine|cuando acabe|en cuanto pase|en cuanto pasen|luego de|luego del|una vez pase|una vez que pase)';

/** A final going or ending said after the occasion ("me voy para siempre", "se acaba todo", "ya no estaré"). */
const GONE_FOR_GOOD =
  '(?:me voy (?:para siempre|de una vez|de verdad|de este mundo)|me ire para siempre|me despido (?:para siempre|de todo|de todos|de la vida)|desaparezco(?: para siempre| del todo| de una vez)?|acabo con todo|acabo con mi vida|termino con todo|se (?:acaba|acabo|termina|termino) todo(?: para mi)?|ya no (?:estare|voy a estar|me van a ver|me vuelven a ver)|nadie me vuelve a ver|me quito de en medio|me quito del medio|dejo de existir)';

/** The same ending said loosely ("me voy", "ya me puedo ir", "luego ya"), only a risk beside the waiting. */
const GONE =
  '(?:me voy|me ire|me puedo ir|me podre ir|ya me voy|ya me puedo ir|me voy tranquil[oa]|me puedo ir tranquil[oa]|me largo|me despido|adios|se acabo|se acabo todo|se acaba todo|se termina todo|ya esta|ya|listo|fin|lo hago|acabo con todo|termino con todo|desaparezco|me quito de en medio|soy libre|por fin libre|descanso para siempre|ya no estoy|ya no estare|ya no voy a estar|nadie me vuelve a ver)';

/** Pets and belongings one gives away before dying ("mi gato", "a la perra", "mis cosas", "la consola"). */
const PET =
  '(?:perro|perra|perrito|perrita|perros|perritos|gato|gata|gatito|gatita|gatos|gatitos|michi|michis|mascota|mascotas|loro|pajaro|periquito|conejo|hamster|tortuga|cachorro|cachorra|lomito)';
const BELONGING =
  '(?:cosas|cosas favoritas|pertenencias|ropa|libros|juegos|videojuegos|consola|play|guitarra|bici|bicicleta|moto|coche|carro|joyas|discos|coleccion|cuadros|plantas|peluches|ordenador|portatil|compu|computadora|celular|movil|ahorros|dinero|muebles)';
/** Giving away or leaving for good (a pet, one's things). */
const GAVE =
  '(?:regale|he regalado|regalando|estoy regalando|di|he dado|le di|les di|dando|estoy dando|deje|he dejado|le deje|les deje|entregue|he entregado|le entregue|pase|le pase|done|he donado|reparti|he repartido|estoy repartiendo)';
/** The same, or sold. */
const GAVE_OR_SOLD = `(?:${GAVE}|vendi|he vendido)`;
/** Not rehoming for a reason of everyday life (allergies, a move, a trip, outgrown clothes, charity). */
const NOT_REHOMED =
  '(?!(?: [a-z]+){0,10} (?:alergi[a-z]*|alergic[oa]s?|(?:porque|que|ya que|pues|como) (?:me mudo|nos mudamos|me voy a mudar|nos vamos a mudar|me cambio de (?:casa|piso)|me voy a vivir|nos vamos a vivir|me voy de (?:viaje|erasmus|vacaciones)|me voy a (?:estudiar|trabajar)|viajo mucho|trabajo todo el dia|no tengo (?:tiempo|espacio|sitio)|no puedo (?:tenerl[oa]s?|cuidarl[oa]s?) en)|mudanza|piso nuevo|casa nueva|no (?:dejan|aceptan|admiten|permiten) (?:mascotas|perros|gatos|animales)|mientras|durante|unos dias|unas semanas|el finde|el fin de semana|vacaciones|de viaje|ong|protectora|beneficencia|caridad|refugio|albergue|parroquia|iglesia|contenedor|rastrillo|mercadillo|wallapop|segunda mano|ya no (?:me queda|me quedan|le queda|le quedan|me cabe|me caben|uso|usaba|me sirve|me sirven)|(?:le|les|me) quedaba[n]? (?:pequen|chic|grande)[a-z]*|para hacer (?:limpieza|sitio|espacio)|limpieza|de bebe|que empieza|que empezo|para que (?:aprenda|practique|empiece))(?![a-z]))';
/** Said with finality about what was given ("para siempre", "ya no lo voy a necesitar", "es mejor así"). */
const FOR_GOOD =
  '(?:para siempre|de por vida|ya no (?:lo|la|los|las) (?:voy a|vaya a|podre|voy a poder) (?:necesitar|cuidar)|ya no (?:voy a|podre) (?:estar|poder cuidarl[oa]s?|cuidarl[oa]s?)|(?:a )?donde voy no (?:lo|la|los|las|me) (?:necesito|hace falta|hacen falta)|es mejor asi|(?:va|van) a estar mejor sin mi|(?:lo|la|los|las) (?:va|van) a cuidar mejor que yo)';

/** Told or sent a threat (not by a doctor or a teacher): "me dijo que", "me mandó mensajes de que", "no para de decirme que". */
const THREAT_SAID = `(?<!(?:medico|medica|doctor|doctora|enfermero|enfermera|oncologo|oncologa|cirujano|cirujana|veterinario|veterinaria|profe|profesor|profesora|jefe|jefa|entrenador|entrenadora|tutor|tutora) (?:me )?)(?:(?:me (?:${F}))?(?:dijo|dice|ha dicho|decia|escribio|escribe|ha escrito|grito|grita|juro|jura|advirtio|advierte|aviso|avisa|amenazo|amenaza|amenazaba)|(?:me (?:${F}))?(?:mando|manda|ha mandado|envio|envia|ha enviado|dejo|deja) (?:${F})(?:un |unos )?(?:mensaje|mensajes|audio|audios|whatsapp|whatsapps|wasap|wasaps|texto|textos|nota de voz|notas de voz|carta|nota)(?: (?:de|diciendo|diciendome))?|(?:no para|no deja|sigue|vive) (?:de )?(?:decirme|diciendome|escribirme|escribiendome|mandarme mensajes)|(?:mensaje|mensajes|audio|audios|nota de voz|notas de voz) (?:${F})(?:de|diciendo|diciendome))`;

/** What is done to the writer in a threat, beyond killing ("me va a apuñalar", "quemarme viva"). */
const HURT_ME =
  '(?:matar|mandar matar|apunalar|acuchillar|rajar|reventar|quemar|quemar viv[oa]|prender fuego|disparar|pegar un tiro|meter un tiro|dar un tiro|pegar un balazo|meter un balazo|meter bala|ahorcar|estrangular|ahogar|desfigurar|echar acido|tirar acido|romper la cara|partir la cara|partir la madre|romper la madre|romper las piernas|partir las piernas|enterrar|desaparecer|atropellar|cortar el cuello|degollar|mandar al hospital|dejar en silla de ruedas|secuestrar|violar)';

/** Not a trivial matter ("me mata si llego tarde", "si suspendo", "como le coja la play"). */
const NOT_TRIVIAL =
  '(?! (?:si|cuando|como|el dia que|en cuanto) (?:(?:no|le|la|lo|les|me|se|otra vez|vuelvo a|vuelve a|ve que|se entera de que) )*(?:rayo|raye|raya|choco|choque|abollo|mancho|manche|llego tarde|llegue tarde|llegas tarde|suspendo|suspenda|suspendi|repruebo|repruebe|repruebo|rompo|rompa|rompi|pierdo|pierda|perdi|como|coma|comi|cojo|coja|toco (?:su|sus|el|la|los|las) (?:play|consola|movil|ropa|comida|chocolate|coche|maquillaje)|ve (?:la nota|las notas|el desorden|mi cuarto)|vea (?:la nota|las notas|el desorden|mi cuarto)|entera de (?:la nota|las notas)|hago spoiler|cuento el final|no voy a su|no le devuelvo|no le aviso|no le contesto|no le traigo|no termino|no acabo|no recojo|no ordeno|no limpio)(?![a-z]))';
/** Not a joke or a game ("me va a matar si llego tarde jaja", "en la partida"), nor a trivial matter. */
const NOT_JOKING = `(?! (?:de (?:risa|hambre|sueno|ganas|calor|frio|verguenza|aburrimiento|envidia|pena|amor|cansancio|nervios|ternura|un susto|un disgusto|un infarto)|a (?:besos|cosquillas|abrazos|comer|trabajar|estudiar|preguntas|mensajes|regalos|deberes)|en (?:el|la|un|una) (?:fifa|juego|partido|partida|lol|fortnite|ajedrez|padel|tenis|futbol|carrera|cancha|pista|examen|gimnasio|gym)|con (?:sus|los|las|este|esta|estos|estas|tanto|tanta|tantos|tantas) [a-z]+|(?:el|la|los|las|un|una|unos|unas|mi|mis) (?!(?:cara|casa|carro|coche|auto|cabeza|piernas|brazos|cuerpo|pelo|depa|piso|apartamento|cuello|vida|hijos|hijas|ninos|familia)(?![a-z]))[a-z]+)(?![a-z]))(?!(?: [a-z]+){0,10} (?:jaja[a-z]*|jeje[a-z]*|jiji[a-z]*|xd|lol|jsjs[a-z]*|lmao|en el juego|en la partida|en el fortnite|en el lol)(?![a-z]))${NOT_TRIVIAL}`;

function rule(id: string, category: RiskCategory, level: RiskLevel, pattern: string, options: RuleOptions = {}): RiskRule {
  return { id: `es.${id}`, category, level, pattern, ...options };
}

/** Not a farewell letter to a colleague, a boss, a class or a neighbour (Spanish and Portuguese). */
const NOT_WORK_FAREWELL =
  '(?! (?:pro|pra|para|a|al|ao|a la|a los|a las|aos|as) (?:meu |minha |meus |minhas |mi |mis |la |el |los |las |o |a |os |as )?(?:colega|colegas|companero|companera|companeros|companeras|chefe|jefe|jefa|equipe|equipo|turma|clase|profe|professor|professora|profesor|profesora|vizinho|vizinha|vecino|vecina|trabajo|trabalho|empresa|oficina))';

/** Nor a farewell card for someone else who is moving away or retiring. */
const NOT_OTHERS_FAREWELL = '(?! (?:para|a|pa) (?:su|sus|tu|tus) [a-z]+)(?!(?: [a-z]+){0,6} que se (?:muda|mudan|va|van|jubila|marcha|cambia)(?![a-z]))';

/** Counts of days, weeks, times ("tres", "4", "varios"), for the eating-disorder families below. */
const NUM_ED =
  '(?:\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|varios|varias|muchos|muchas|unos|unas|un par de)';
/** Not an illness, a medical fast, a religious fast or someone's advice ("por la gastroenteritis", "ramadán", "analítica"). */
const ED_NOT =
  '(?![a-z0-9 ]{0,60}(?:enferm|gripe|virus|estomago|gastro|faringitis|anginas|garganta|fiebre|operacion|operan|cirugia|ramadan|ayuno religioso|cuaresma|analisis|analitica|ayunas|dentista|muela|resaca|covid|quimio|intoxic|embaraz|nausea|antibiotic|medicacion|por el medico|la medica|nutricionista|dietista|culturismo))';
/** Body signs of starving (one signal however many: `oneSignal`; "se me cae el pelo y tengo frío todo el rato"). */
const ED_BODY =
  '(?:se me caen? (?:el pelo|mechones|mechones de pelo)|en el cepillo se queda (?:un monton de )?pelo|(?:tengo|estoy con) frio todo el (?:rato|dia|tiempo)|(?:estoy|siempre estoy) siempre helad[oa]|(?:manos|pies|dedos) (?:y (?:los )?(?:pies|manos) )?morados|no me baja la regla|se me (?:ha ido|fue|ha retirado) la regla|me salen moratones por nada|se me notan (?:todas )?las costillas|cuento las costillas)';
/** Medical danger beside starving or purging; one signal however many (`oneSignal`), and not told as anxiety. */
const MEDICAL_SIGN = `(?:(?:un |me ha dado un |tengo un )?dolor en el pecho|me duele (?:mucho )?el (?:pecho|pexo)|pinchazo en el pecho|el corazon (?:me da|me hace) (?:saltos|cosas raras)|el corazon me late rarisimo|el pulso me iba (?:raro|rarisimo)|(?:el )?pulso a (?:3\\d|40)|(?:3\\d|40) pulsaciones|veo todo negro|se me (?:va|fue) (?:la vista|todo negro)|me cai (?:en la ducha|redonda|de la bici)|me (?:e|he) desmayado|calambres (?:horribles|por todo el cuerpo|en las piernas|muy fuertes)|no me tengo en pie)`;
const ED_MEDICAL = `${MEDICAL_SIGN}(?!.*(?:ansiedad|panico|estres|nervios|examen|cafeina|ataque de))`;
/** Exercise, for compensating ("corro", "abdominales", "una hora de cinta"). */
const ED_SPORT =
  '(?:corr[a-z]*|salir a correr|sali a correr|abdominales|sentadillas|cardio|cinta|eliptica|ejercicio|gimnasio|gym|bici|spinning|entren[a-z]*|andar|caminar|pasos|comba|burpees)';

const rulesList: RiskRule[] = [
  // ── ideación activa ─────────────────────────────────────────────────────────────────────────
  rule(
    'active_ideation.matarme',
    'active_ideation',
    'urgent',
    `${ACT}|me (?:${F})(?:voy a|quiero|quisiera|queria|pienso|puedo|podria|deberia|iba a|tengo que|dan ganas de|gustaria|planeo|estoy por|voy a tener que) (?:${F})(?:matar|suicidar|quitar la vida|colgar|ahorcar|morir|tirar (?:de|desde|por|al|a las|a la|bajo|delante))(?! (?:de (?:risa|hambre|sueno|ganas|calor|frio|verguenza|aburrimiento|envidia|pena|miedo|amor|sed|cansancio|nervios|ternura)|trabajando|estudiando|a trabajar|a estudiar|a la piscina|al agua|al mar|al rio|en paracaidas|a por|en la cama|en el sofa|al suelo de risa))|(?<!(?:${AGENT}|tu|usted|ese|esa|este|esta|eso|esto) )(?<!(?:ese|esa|este|esta|el|la|tu|su|mi|los|las|aquel|aquella) (?!(?:verdad|neta|vida|real)(?![a-z]))[a-z]+ )me (?:suicido|suicidare|suicidaria|mato|matare|mataria)(?! (?:trabajando|estudiando|a trabajar|a estudiar|de (?:risa|hambre|sueno|calor|frio|ganas|estudar|trabalhar|rir)|por (?:verte|ir|saber))| (?:el|la|los|las|ese|esa|este|esta|esos|esas|tu|su) (?!(?:dia|fin|viernes|sabado|domingo|lunes|martes|miercoles|jueves|noche|semana|mes)(?![a-z]))[a-z]+| con (?:ese|esa|este|esta|esos|esas|su|sus|tu|tus|el|la|los|las|lo) (?!(?:pistola|arma|soga|cuerda|cuchillo|navaja|veneno|pastillas|escopeta|revolver|cuchilla|cuchillas|gas|coche|carro)(?![a-z]))[a-z]+)|quitarme de en medio`,
  ),
  rule(
    'active_ideation.suicida',
    'active_ideation',
    'urgent',
    `(?:pensamientos|ideas|ideacion|tendencias|impulsos|ganas) (?:${F})suicidas?|(?:pienso|pensando|pensado|pense|pensar|piensas|considero|considerando|contemplando|planeando|planeo|fantaseo|fantaseando) (?:${F})(?:en|sobre|con) (?:el )?(?:suicidio|suicidarme|matarme|quitarme la vida|acabar con (?:mi vida|todo)|morir(?:me)?|mi muerte|desaparecer para siempre)(?! (?:el|la|los|las|lo|mis|tus|sus|este|esta|estos|estas|ese|esa|mi|tu|su)(?![a-z]))|(?:me siento|estoy|soy|ando) (?:${F})suicida|(?:intente|intento de|he intentado|trate de|intente de) (?:${F})(?:suicidarme|matarme|quitarme la vida|suicidio)|(?:el suicidio|suicidarme|matarme) (?:${F})(?:es|parece|seria) (?:${F})(?:la|mi) (?:${F})(?:unica|mejor) (?:${F})(?:salida|opcion|solucion)`,
  ),
  rule(
    'active_ideation.quiero-morir',
    'active_ideation',
    'urgent',
    `(?:quiero|quisiera|queria|deseo|necesito|tengo ganas de|ganas de|me dan ganas de|solo quiero|me quiero|me quisiera|prefiero|preferiria|estoy list[oa] para|merezco) (?:${F})(?:morir|morirme|estar muert[oa]|irme de este mundo|ir de este mundo|irme para siempre|ir para siempre|dejar este mundo|dejar de vivir|ya no estar aqui|no estar aqui)(?! de (?:risa|hambre|sueno|ganas|calor|frio|verguenza|aburrimiento|envidia|pena|amor|sed|cansancio|nervios|ternura|la risa|la verguenza))`,
  ),
  rule(
    'active_ideation.irme',
    'active_ideation',
    'urgent',
    `(?:irme|pirarme|largarme|marcharme|salirme|bajarme|pirar|largar|marchar) (?:${F})(?:de este mundo|de esta vida|de este planeta|de esta tierra)|me (?:${F})(?:quiero|quisiera|voy a|gustaria|dan ganas de) (?:${F})(?:ir|pirar|largar|marchar|bajar) (?:${F})(?:de este mundo|de esta vida|de este planeta)|dar(?:me|se)? (?:${F})de baja (?:${F})(?:de la vida|de este mundo|de esta vida|del mundo)|me (?:${F})(?:quiero|quisiera|voy a) (?:${F})dar de baja (?:${F})(?:de la vida|de este mundo|de esta vida|del mundo)|(?:quiero|quisiera|voy a|me voy a|pronto voy a|ya me voy a|ya voy a|me gustaria|necesito) (?:${F})(?:ir|irme|estar|reunirme|reencontrarme|volver a ver) (?:${F})(?:con|a) (?:${F})(?:mi|mis) [a-z]+ (?:${F})(?:al cielo|en el cielo|alla arriba|que (?:murio|murieron|fallecio|fallecieron|ya no esta|ya no estan|se murio|se fue(?=$| al cielo| para siempre)))`,
  ),
  rule(
    'active_ideation.a-punto',
    'active_ideation',
    'urgent',
    `(?:estuve|estaba|estoy|estuvo) (?:${F})a punto de (?:${F})(?:tirarme|aventarme|lanzarme|saltar|matarme|suicidarme|colgarme|ahorcarme|hacerlo|cortarme las venas|tomarme (?:las|todas las) pastillas|quitarme la vida|acabar con todo)|(?:tengo|me da|siento) (?:${F})(?:miedo|panico|terror) (?:${F})(?:(?:de|a) )?(?:${F})(?:hacerme algo|hacerme dano|lastimarme|matarme|hacer una tonteria|hacer una locura|no poder controlarme|cometer una locura|hacerme algo malo)|(?:siento|creo|temo) (?:${F})que (?:${F})(?:voy a|puedo|podria) (?:${F})(?:hacerme algo|hacerme dano|hacer algo malo conmigo|hacer una locura conmigo|lastimarme|matarme)|no (?:${F})(?:confio|me fio) (?:${F})(?:en|de) (?:mi|mi mism[oa]) (?:${F})(?:ahora|ahorita|esta noche|hoy|en este momento)(?=$| mismo)`,
  ),
  rule(
    'active_ideation.slang',
    'active_ideation',
    'urgent',
    `(?:desvivirme|desvivir|autodesvivirme|unalive|unaliving)|dar(?:me|se) (?:${F})(?:un )?cuello|me (?:${F})(?:voy a|quiero|quisiera|pienso|tengo ganas de|dan ganas de|deberia|podria) (?:${F})dar (?:${F})(?:un )?cuello|me (?:doy|di|dare|daria) (?:${F})cuello|quitarme del medio|(?:quiero|quisiera|voy a|pienso|tengo ganas de|ganas de|me dan ganas de) (?:${F})suicidar(?!se)|m (?:${F})(?:quiero|voy a|kiero|qiero|dan ganas de) (?:${F})(?:matar|suicidar|morir)(?! de)|me (?:${F})(?:voy a|quiero|quisiera) (?:${F})quitar (?:del|de en) medio|me (?:${F})(?:quito|quitare|quitaria) (?:${F})la vida|(?:me voy a|voy a|quiero|quisiera) (?:${F})(?:dormir|dormirme) (?:${F})para siempre|me (?:${F})(?:imagino|veo|visualizo|sueno) (?:${F})(?:muert[oa]|matandome|suicidandome|ahorcandome|colgandome|en (?:mi|un) (?:ataud|funeral|entierro))|(?:ahorcandome|suicidandome|colgandome (?:de|del|con))|(?:hacerme|me voy a hacer) (?:el )?(?:unalive|sewer slide)`,
  ),

  // ── ideación pasiva ────────────────────────────────────────────────────────────────────────
  rule(
    'passive_ideation.no-quiero-vivir',
    'passive_ideation',
    'concern',
    `(?:no|ya no|nunca mas|no tengo ganas de) (?:${F})(?:quiero|quisiera|deseo|tengo ganas de) (?:${F})(?:despertar|despertarme|vivir|seguir viviendo|seguir (?:aqui|adelante|con vida|asi|mas|en este mundo)|estar viv[oa]|existir|volver a despertar|estar aqui|estar en este mundo|seguir existiendo|amanecer|seguir respirando|respirar)(?! (?:en|con|temprano|a las|tan temprano|sol[oa] en|cerca|lejos|de nuevo en|juntos|aqui en|en esta|en este))|ya no (?:${F})quiero (?:${F})seguir(?=$| (?:asi|mas|en este mundo|aqui|viv[oa]|existiendo|adelante|luchando)(?=$))|no (?:${F})se (?:${F})si (?:${F})(?:quiero|puedo) (?:${F})(?:seguir|vivir|seguir viviendo|aguantar|estar viv[oa])|(?:para|pa) (?:que|q) (?:${F})(?:seguir|vivir|sigo viviendo|seguir viviendo|existo|sigo aqui|despertar|levantarme)`,
    { negatable: false },
  ),
  rule(
    'passive_ideation.sin-sentido',
    'passive_ideation',
    'concern',
    `(?:no tiene|ya no tiene|no le (?:veo|encuentro|hallo|hayo|allo)|no (?:le )?(?:veo|encuentro|hallo|hayo)|sin) (?:${F})(?:el |ningun |ni un )?(?:sentido|caso|proposito) (?:${F})(?:a |al |de |en )?(?:${F})(?:nada|nada mas|vivir|seguir|seguir viviendo|la vida|mi vida|existir|estar viv[oa]|despertar)|(?:la|mi) vida (?:${F})no (?:${F})(?:vale|merece) la pena|no (?:${F})(?:vale|merece) la pena (?:${F})(?:vivir|seguir viviendo|seguir viv[oa]|estar viv[oa]|seguir (?:aqui|luchando))|(?:de que|pa que|para que) (?:${F})(?:sirve|me sirve) (?:${F})(?:vivir|seguir viv[oa]|seguir viviendo|estar viv[oa]|seguir aqui)|no (?:${F})(?:tengo|hay|encuentro|veo) (?:${F})(?:ninguna |ningun )?(?:razon|razones|motivo|motivos|ganas) (?:${F})(?:para|de) (?:${F})(?:vivir|seguir|seguir viviendo|levantarme|estar viv[oa])|(?:nada|nadie) (?:${F})por (?:${F})(?:que|quien) vivir`,
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
    'passive_ideation.ojala',
    'passive_ideation',
    'concern',
    `(?:quiero|tengo ganas de|ganas de|me dan ganas de|prefiero|preferiria|solo quiero) (?:${F})(?:no existir|dejar de existir|no despertar|no despertarme|no volver a despertar|no haber nacido|desaparecer para siempre|desaparecer del mapa para siempre)(?! (?:en|a|de) (?:el|la|las|los|clase|trabajo|reunion|examen))`,
  ),
  rule(
    'active_ideation.ojala',
    'active_ideation',
    'urgent',
    `(?:ojala|desearia|quisiera|deseo) (?:${F})(?:me muera|me muriera|muriera|me muero|me muriese|morirme|morir|estar muert[oa]|estuviera muert[oa]|no despertar|no despierte|no despertara|no despertase|no haber nacido|no hubiera nacido|desaparecer|me atropelle|me atropellara|me atropellen|me diera algo|me de algo|me (?:pase|pasara|pasase) algo(?! (?:bueno|lindo|bonito|interesante|emocionante|divertido|asi|parecido|similar|chido|padre))|me (?:caiga|cayera) (?:un rayo|un meteorito|encima algo)|dejar de existir|no existir)`,
  ),
  rule(
    'passive_ideation.sobro',
    'passive_ideation',
    'concern',
    `(?:siento que|creo que|se que|yo)? ?sobro (?:${F})(?:en este mundo|en el mundo|aqui|en esta vida|en todos lados|en todas partes)|(?:estoy|estoy de) (?:${F})(?:de )?mas en (?:este mundo|el mundo|esta vida)|no (?:${F})(?:encajo|pertenezco) (?:${F})en (?:este mundo|esta vida)|no (?:${F})(?:merezco|me merezco) (?:${F})(?:vivir|estar viv[oa]|existir|seguir viv[oa]|seguir viviendo|la vida|respirar)|(?:para|pa) (?:que|q) (?:${F})(?:vivo|naci|existo|sigo viv[oa]|sigo aqui|sigo respirando)(?=$| si| me)`,
  ),
  rule(
    'passive_ideation.desaparecer',
    'passive_ideation',
    'concern',
    `(?:quiero|quisiera|me gustaria|ojala pudiera|deseo|solo quiero) (?:${F})desaparecer (?:${F})y que (?:${F})(?:nadie|nunca) (?:${F})(?:se acuerde|me recuerde|me busque|me extrane|me encuentre|lo note|se de cuenta|me eche de menos)`,
  ),
  rule(
    'passive_ideation.me-da-igual',
    'passive_ideation',
    'concern',
    `(?:me da|me es|me daria) (?:${F})(?:igual|lo mismo) (?:${F})(?:si )?(?:${F})(?:me muero|morir|morirme|vivir o morir|estar viv[oa] o muert[oa]|seguir viv[oa]|me pasa algo|me atropella|me atropellan|me atropellara|me mata|me matan|me matara|no despierto|no despertar|no amanecer|no volver)|(?:no me importa|me vale|me importa poco|me importa un [a-z]+) (?:${F})(?:si )?(?:${F})(?:me muero|morir|morirme|vivir o morir|me pasa algo|me atropella|me atropellan|me mata|me matan|no despierto|no amanezco)|(?:pienso|pensando|pense|imagino|imaginando|me imagino|me pregunto|como seria|que pasaria|que pasara) (?:${F})(?:en )?(?:${F})(?:(?:como seria|que pasaria|que pasara|como estarian|quien vendria)(?: (?:todo|todos|el mundo|mi familia|mi vida|las cosas))? )?(?:si|cuando) (?:${F})(?:yo )?(?:${F})(?:ya )?no (?:estuviera|existiera|hubiera nacido|despertara|estuviese|existiese)(?=$| (?:mas|aqui|nunca|en este mundo|para nadie|con ustedes))|(?:cuando|si) (?:${F})me (?:muera|muriera|mate|matara|suicide|suicidara) (?:${F})(?:nadie|a nadie) (?:${F})(?:le importara|le va a importar|se va a dar cuenta|me va a extranar|vendra|lo notara)`,
  ),
  rule(
    'passive_ideation.cansado-de-vivir',
    'passive_ideation',
    'concern',
    `(?:no|ya no) (?:${F})(?:puedo|aguanto|soporto) (?:${F})(?:mas )?(?:con )?(?:esta|mi|la) vida|(?:estoy|me siento|ando|me canse|me he cansado|me harte|me he hartado|me cansé) (?:${F})(?:cansad[oa] |harto |harta |agotad[oa] )?(?:${F})de (?:${F})(?:vivir|la vida|existir|estar viv[oa]|despertar|respirar|seguir viviendo)|(?:odio|detesto) (?:${F})(?:estar viv[oa]|existir|vivir|despertar cada|seguir viv[oa])|(?:pienso|pensando) (?:${F})(?:mucho |todo el tiempo |siempre |cada dia )?en (?:${F})(?:la muerte|morir|morirme|estar muert[oa]|no despertar)(?: (?:${F})(?:todo el tiempo|a menudo|cada dia|cada noche|mucho))?|(?:no voy a|ya no voy a|no creo que vaya a) (?:${F})estar (?:${F})(?:aqui|por aqui|viv[oa]|mucho tiempo|por mucho tiempo)(?: (?:${F})(?:mucho tiempo|mucho mas|por mucho|para siempre))?|(?:pronto|dentro de poco) (?:${F})(?:ya )?no (?:${F})(?:estare|voy a estar|me van a ver)|(?:soy|me siento) (?:${F})(?:una|un) (?:${F})(?:carga|estorbo) (?:${F})(?:para|a) (?:${F})(?:todos|todo el mundo|mi familia|mis padres|mis hijos|los demas)|(?:quiero|quisiera|ojala pudiera) (?:${F})(?:desaparecer|dejar de existir|no existir|dormir) (?:${F})(?:para siempre|del mundo|de este mundo|por siempre|y no despertar|y no volver)|(?:dormir|dormirme) (?:${F})y (?:${F})(?:no|nunca) (?:${F})(?:despertar|despertarme|volver a despertar)|(?:la muerte|morir|morirme|estar muert[oa]) (?:${F})(?:suena|parece|seria|se siente) (?:${F})(?:un alivio|bien|tranquilo|tranquila|la salida|la unica salida|mejor|una liberacion|paz|descanso)`,
  ),
  rule(
    'passive_ideation.sin-salida',
    'passive_ideation',
    'urgent',
    `(?:no|ya no) (?:${F})(?:puedo|aguanto|soporto) (?:${F})(?:mas|con esto|con mi vida|con todo|seguir|seguir asi|con la vida)|no (?:${F})(?:veo|hay|encuentro|tengo) (?:${F})(?:salida|ninguna salida|otra salida|futuro|esperanza|esperanzas|luz|escapatoria)|(?:estoy|me siento) (?:${F})(?:atrapad[oa]|sin salida|sin esperanza|sin futuro|desesperad[oa]|acabad[oa]|vacio y sin esperanza)|(?:ya )?me (?:${F})(?:rindo|he rendido|rendi)(?: (?:${F})(?:con todo|con la vida|con mi vida))?|(?:estoy|ya estoy|me siento|ando) (?:${F})(?:harto|harta|cansad[oa]|hartisim[oa]|cansadisim[oa]|agotad[oa]) (?:${F})de (?:${F})(?:todo|todo esto|todos)(?=\\n|$| y| ya)|(?:soy|me siento) (?:${F})(?:una carga|un estorbo)|(?:nada|esto|todo) (?:${F})(?:nunca )?(?:va a|vaya a|podra) (?:${F})(?:mejorar|cambiar|ir mejor)|todo (?:${F})(?:va a|se va a) (?:${F})(?:acabar|terminar) (?:${F})(?:pronto|esta noche|hoy)|(?:quiero|necesito) (?:${F})que (?:${F})(?:todo|esto|el dolor) (?:${F})(?:se acabe|termine|pare|acabe)|(?:quiero|necesito|solo quiero) (?:${F})que (?:${F})(?:se acabe|se termine|termine|acabe)(?=$| ya| de una vez| todo)|(?:quiero|quisiera|me gustaria|solo quiero) (?:${F})desaparecer(?=\\n|$| y| de una vez)|me odio(?=\\n|$| tanto| mucho| a mi)|(?:ya )?no (?:${F})doy (?:${F})mas(?=$| con (?:esto|mi vida|la vida|todo)| de (?:tristeza|dolor))|no (?:${F})(?:le )?(?:veo|encuentro|hallo|hayo|allo) (?:${F})(?:el |ningun )?sentido(?=$| a nada| ya| de nada)|(?:me canse|me he cansado|estoy cansad[oa]|ya no puedo|no puedo mas|me harte|estoy hart[oa]) (?:${F})de (?:${F})(?:luchar|pelear|intentarlo|intentar)(?=$| mas| contra| por| ya)|adios a todos(?=\\n|$| los| les)|(?:ya )?no (?:${F})quiero (?:${F})seguir(?=\\n|$| asi| mas| con esto| adelante)`,
    { weak: true, negatable: false },
  ),

  // ── método y medios ────────────────────────────────────────────────────────────────────────
  rule(
    'method_means.tirarme',
    'method_means',
    'urgent',
    `(?:tirarme|me (?:voy a |quiero |pienso |tengo ganas de )?(?:tir(?:o|ar|e)|aventar|lanzar|arrojar)|aventarme|lanzarme|arrojarme|saltar|me (?:voy a |quiero )?(?:aviento|lanzo|arrojo)|me aventare|me lanzare|me arrojare) (?:${F})(?:de|desde|por|bajo|delante de|frente a|a las vias de|al paso de|a|del|al|desde el|desde la|por la|por el) (?:${F})(?:un |una |el |la |los |las |este |esta |ese |esa |mi )?(?:${F})(?:puente|edificio|balcon|ventana|azotea|techo|tejado|terraza|tren|metro|vias|via del tren|precipicio|acantilado|piso (?:\\d+|[a-z]+)|(?:segundo|tercer|tercero|cuarto|quinto|sexto|septimo|octavo|noveno|decimo|ultimo|\\d+o?) piso|camion|coche|carro|autobus|trafico|barranco|rascacielos|torre|viaducto|quinto piso|decimo piso)`,
  ),
  rule(
    'method_means.medios',
    'method_means',
    'urgent',
    `ahorcarme|colgarme (?:de|del|con)|(?:la|una) soga (?:${F})(?:para (?:${F})(?:colgarme|ahorcarme|mi cuello|matarme|hacerlo|mi|usarla)|al cuello|en el cuello|lista|preparada)|(?:una|la) cuerda (?:${F})(?:para (?:colgarme|ahorcarme)|al cuello)|(?:pegarme|darme|meterme) (?:${F})un (?:tiro|balazo)|volarme (?:${F})la (?:cabeza|tapa de los sesos)|(?:la|una|mi) (?:pistola|arma|escopeta|revolver) (?:${F})(?:en la boca|en la cabeza|contra mi|en la sien)|cortarme (?:${F})(?:las venas|las munecas|el cuello)|(?:tomarme|tomar|beberme|tragarme|tragar|meterme) (?:${F})(?:todas las|todas mis|un bote de|un frasco de|toda la caja de|un monton de|muchas|demasiadas|la caja entera de|el frasco entero de|el bote entero de|todo el bote de|todo el frasco de) ${PILLS}|(?:tomar|tomarme|provocarme|hacerme|meterme|darme) (?:${F})una sobredosis|(?:quiero|voy a|pienso|podria|tengo ganas de) (?:${F})(?:tomar|hacer|provocar|meter)(?:me)? (?:${F})una sobredosis|(?:cuant[oa]s?|que cantidad de) (?:${F})${PILLS} (?:${F})(?:hacen falta|se necesitan|necesito|necesitaria|harian falta|son necesarias) (?:${F})para (?:${F})(?:morir|matarme|no despertar|una sobredosis)|(?:dosis|cantidad) (?:${F})(?:letal|mortal)|(?:forma|manera|metodo) (?:${F})(?:mas )?(?:facil|rapida|indolora|segura|menos dolorosa) (?:${F})de (?:${F})(?:morir|matarme|suicidarme|acabar con todo)|como (?:${F})(?:matarme|suicidarme|ahorcarme|quitarme la vida|morir sin dolor)|(?:beber|beberme|tomar|tomarme|tragar) (?:${F})(?:lejia|cloro|veneno|raticida|matarratas|anticongelante)|(?:estrellar|estrellarme|chocar|tirar) (?:${F})(?:el|mi) (?:coche|carro|auto) (?:${F})(?:a proposito|contra (?:un|una|el|la) (?:muro|pared|arbol|camion))`,
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
    `(?:la|mi|una) (?:pistola|arma|escopeta|revolver) (?:${F})(?:esta|la tengo|ya esta) (?:${F})(?:cargada|en (?:mi|el|la) (?:cajon|mano|mesa|mesita|bolsillo|cuarto|habitacion|coche|carro)|junto a mi|a mi lado|aqui|lista)|(?:tengo|ya tengo) (?:${F})(?:las|mis|todas las|todas mis|un monton de) ${PILLS} (?:${F})(?:aqui|conmigo|listas|en la mano|delante|enfrente|frente a mi|contadas|preparadas|al lado)|(?:las|mis) ${PILLS} (?:${F})(?:estan|ya estan) (?:${F})(?:aqui|listas|contadas|preparadas|en mi mano|delante de mi|frente a mi)|(?:la soga|la cuerda) (?:${F})(?:esta|ya esta) (?:${F})(?:lista|preparada|atada|colgada)|(?:tengo|ya tengo) (?:${F})(?:la|una|mi) (?:soga|cuerda) (?:${F})(?:lista|preparada|atada|colgada)|(?:estoy|ya estoy|me encuentro) (?:${F})(?:parad[oa] |sentad[oa] |de pie |subid[oa] |arriba )?(?:${F})(?:en el|en la|en las|al borde del|al borde de la|en lo alto del|en lo alto de la|encima del|encima de la|sobre el|sobre la|sobre las) (?:${F})(?:borde|cornisa|barandilla|barandal|puente|azotea|vias|tejado|techo|precipicio|acantilado|balcon|orilla del puente|ventana abierta|baranda|pretil|muro del puente|borde del puente|borde de la azotea)(?!(?: [a-z]+){0,4} (?:con (?:mis|los|unos|unas|mi|la|el) (?:amig|novi|famil|herman|prim|pareja|perr|compa)|tomando|viendo|mirando(?! (?:pa|para|hacia) abajo| al vacio| el vacio)|de la fiesta|a ver|de paseo|en el (?:coche|carro|auto|bus|autobus|trafico)|atascad|atorad|trafico|sacando fotos|haciendo fotos|tomando fotos|esperando))`,
  ),

  rule(
    'method_means.para-mi',
    'method_means',
    'urgent',
    `(?:el |la |un |una )?(?:veneno|raticida|matarratas|cianuro|soga|lejia|anticongelante|pistola|escopeta|revolver) (?:${F})(?:es|son|era|sera) (?:${F})para (?:mi|usarl[oa] conmigo|matarme|mi mism[oa])(?=$| (?:mism[oa]|y|no|de verdad))|(?:veneno|raticida|matarratas|cianuro|una soga|una cuerda|una pistola|un arma) (?:${F})para (?:${F})(?:matarme|suicidarme|colgarme|ahorcarme|usarl[oa] conmigo|mi mism[oa]|acabar con (?:todo|mi vida))`,
  ),
  rule(
    'method_means.la-soga',
    'method_means',
    'imminent',
    `ya (?:${F})(?:compre|tengo|consegui|he comprado|he conseguido|prepare|amarre|ate|colgue) (?:${F})(?:la|mi) soga|(?:la|una|mi) soga (?:${F})(?:ya )?(?:esta|la tengo) (?:${F})(?:colgada|atada|amarrada|en el techo|en la viga|del techo|de la viga)|(?:ate|amarre|colgue|he atado|he colgado) (?:${F})(?:la|una) (?:soga|cuerda) (?:${F})(?:a|en|de|del) (?:la|el) (?:viga|techo|ventilador|barandal|barandilla|arbol|rama|closet|armario|regadera)(?!(?: [a-z]+){0,4} (?:para (?:el|la|un|una|los|las) (?:columpio|columpios|hamaca|tendedero|toldo|tienda|ropa|perro|bici|barca|barco|pinata|luces)|de (?:la )?ropa))`,
  ),
  rule(
    'method_means.tengo',
    'method_means',
    'urgent',
    `tengo (?:${F})(?:una soga|una cuerda|un arma|una pistola|un revolver|una escopeta|cuchillas|una cuchilla|la navaja|una navaja|la cuchilla|las cuchillas)(?=\\n|$| en| aqui| guardad| escondid| y)|(?:vacie|he vaciado|saque todo (?:lo )?de) (?:${F})el botiquin(?! (?:para|porque|y lo (?:ordene|limpie)))`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.ahora',
    'method_means',
    'imminent',
    `(?:estoy|me encerre|me he encerrado|encerrad[oa]) (?:${F})(?:en (?:el|mi|la) (?:bano|cuarto|habitacion|coche|carro|garaje|cochera)) (?:${F})con (?:${F})(?:una|un|la|el|las|mis|todas las) (?:navaja|cuchilla|cuchillas|cuchillo|pastillas|soga|cuerda|pistola|arma|veneno|gas)|(?:estoy|me meti|me sente|sentad[oa]|encerrad[oa]) (?:${F})(?:en|dentro de|dentro del) (?:el |mi )?(?:coche|carro|auto) (?:${F})con el motor (?:encendido|prendido|en marcha)(?: [a-z]+){0,4} (?:en|dentro de) (?:el|la|mi) (?:garaje|cochera)|(?:motor|coche|carro|auto) (?:${F})(?:encendido|prendido|en marcha) (?:${F})(?:en|dentro de) (?:el|la|mi) (?:garaje|cochera) (?:cerrad[oa]|conmigo dentro|y yo dentro)|(?:abri|tengo|deje|dejo) (?:${F})(?:el|la) (?:gas|llave del gas|estufa) (?:${F})abiert[oa](?! (?:para|porque) (?:cocinar|calentar))|(?:encendi|prendi|tengo) (?:${F})(?:un |el )?(?:carbon|anafre|brasero) (?:${F})(?:en|dentro de) (?:el|la|mi) (?:cuarto|bano|habitacion)(?: cerrad[oa])?`,
  ),
  rule(
    'method_means.buscar',
    'method_means',
    'urgent',
    `como (?:${F})(?:hacerlo|morir|matarme|suicidarme|ahorcarme|cortarme|acabar con todo) (?:${F})sin (?:${F})(?:que duela|dolor|sufrir|que me duela|que nadie (?:se de cuenta|me encuentre))|(?:busque|buscando|busco|investigue|investigando|leyendo|lei) (?:${F})(?:en (?:internet|google|youtube|tiktok) )?(?:${F})(?:como|formas de|maneras de|metodos para|la forma de|la mejor forma de) (?:${F})(?:morir|matarme|suicidarme|ahorcarme|quitarme la vida|hacerlo sin dolor|no despertar)`,
  ),
  rule(
    'method_means.consegui',
    'method_means',
    'urgent',
    `(?:compre|he comprado|consegui|he conseguido|pedi|he pedido|encargue|fui a comprar|voy a comprar|me compre|ya tengo|tengo ya) (?:${F})(?:un |una |el |la |unas |las )?(?:veneno|raticida|matarratas|cianuro|soga|pistola|arma|escopeta|revolver|cuchillas|hojas de afeitar|carbon|helio|anticongelante|cuerda gruesa|cuerda resistente)`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.voy-al-puente',
    'method_means',
    'urgent',
    `(?:voy|ire|me voy|me ire|voy a ir|fui|estoy yendo|estoy de camino|ando yendo|subo|subire|voy a subir|me subo|me subire|me voy a subir) (?:${F})(?:a|al|a la|hasta el|hasta la|para el|para la|a las|rumbo al|rumbo a la) (?:${F})(?:puente|azotea|vias del tren|vias|via del tren|acantilado|precipicio|ultimo piso|terrado|tejado|techo del edificio|barranco)(?! (?:de mayo|de (?:diciembre|noviembre|octubre|agosto|semana santa)|largo|festivo|a ver (?:el|la|los|las|un|una|como|a)|a tomar|a hacer|con (?:mis|los|las|unos) amig))`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.agarrar-arma',
    'method_means',
    'imminent',
    `(?:llevar|llevare|voy a llevar|me llevo|me voy a llevar|llevarme|agarrar|agarrare|voy a agarrar|agarre|sacar|sacare|voy a sacar|saque|coger|cogere|voy a coger|cogi|robar|robare|voy a robar|robe|tomar|tomare|voy a tomar|tome|usar|usare|voy a usar) (?:${F})(?:el|la|una|un) (?:arma|pistola|escopeta|rifle|revolver|fusil) (?:${F})(?:de mi|del|de la) (?:${F})(?:papa|padre|tio|abuelo|padrastro|hermano|vecino|casa|cajon|armario|jefe)(?! (?:a|al|para|de) (?:cazar|caza|campo de tiro|limpiar|limpiarla|armero|vender|policia|tiro deportivo|practicar))`,
  ),

  // ── intención ──────────────────────────────────────────────────────────────────────────────
  rule(
    'intent.voy-a',
    'intent',
    'imminent',
    `(?:voy a|lo voy a|estoy a punto de|esta noche voy a|hoy voy a|ya voy a|he decidido|decidi|estoy decidid[oa] a|estoy list[oa] para|estoy list[oa] a|tengo decidido|ya decidi|planeo|pienso) (?:${F})${ACT}|me (?:${F})(?:voy a|pienso|estoy por|estoy a punto de) (?:${F})(?:matar|suicidar|quitar la vida|colgar|ahorcar|tirar (?:de|desde|por|al tren|a las vias|bajo|delante))(?! (?:de (?:risa|hambre|sueno)|trabajando|estudiando|a trabajar|a estudiar|a la piscina|al agua|al mar|al rio))|(?:esta noche|esta misma noche|hoy|hoy (?:en|por) la noche|manana|manana (?:en|por) la noche|este fin de semana) (?:${F})(?:me mato|me suicido|lo hago|acabo con todo|me quito la vida|me tiro|me cuelgo)|(?:esta|es) (?:${F})(?:mi despedida|el final para mi|mi ultimo mensaje|mi ultima noche con vida)`,
  ),
  rule(
    'intent.ya-no-sere-problema',
    'intent',
    'imminent',
    `(?:pronto|dentro de poco|muy pronto|en poco tiempo|en unos dias|despues de (?:hoy|esta noche)|manana|a partir de manana) (?:${F})(?:ya )?no (?:${F})(?:sere|voy a ser|seguire siendo) (?:${F})(?:un|una) (?:${F})(?:problema|carga|estorbo|molestia|preocupacion)(?=$| (?:para nadie|nunca|de nadie|mas(?=$)))|(?:ya )?no (?:${F})(?:sere|voy a ser|volvere a ser|seguire siendo) (?:${F})(?:un|una) (?:${F})(?:problema|carga|estorbo|molestia) (?:${F})(?:para nadie|nunca mas|nunca|por mucho tiempo|mucho tiempo mas|mucho mas)|no (?:${F})(?:van|vas|vais|tendran|tendras|tendreis) (?:${F})(?:a tener que )?(?:preocupar(?:se|te|os)|aguantar(?:me)?|soportar(?:me)?|cargar conmigo|lidiar conmigo) (?:${F})(?:por mi )?(?:mucho (?:tiempo )?mas|por mucho tiempo|nunca mas)|(?:ya )?no (?:${F})(?:sufriran|sufriras|sufrireis|se preocuparan|os preocupareis) (?:${F})(?:nunca )?mas (?:${F})por mi|(?:ya )?no (?:${F})(?:van|vas|vais|tendran|tendras) (?:${F})(?:a sufrir|que sufrir|sufriran|sufriras|a preocuparse|a preocuparte|que preocuparse) (?:${F})(?:nunca )?mas (?:${F})por mi|(?:ya )?no (?:${F})(?:voy a|volvere a|vas a|van a) (?:${F})(?:molestar|dar problemas|dar lata|fastidiar) (?:${F})(?:a nadie |a ustedes |a ti )?(?:${F})nunca mas|(?:estoy decidid[oa] a|he decidido|decidi|ya decidi|tome la decision de|tengo decidido|lo tengo decidido|ya lo decidi) (?:${F})(?:morir|morirme|irme de este mundo|dejar de vivir|dejar este mundo|no seguir viviendo|no despertar mas)|me (?:${F})(?:voy a ir|voy|ire|quiero ir|tengo que ir|estoy yendo) (?:${F})de (?:este mundo|esta vida)|(?:dejare|voy a dejar|me despido de) (?:${F})este mundo|(?:esta semana|este (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|mes|finde)|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde)|en (?:unos|un par de|pocos|\\d+|dos|tres) dias|pronto|antes de (?:navidad|mi cumpleanos|fin de ano|que acabe (?:el|la) (?:mes|semana|ano))) (?:${F})(?:me mato|me suicido|acabo con todo|acabo con mi vida|me quito la vida|me tiro (?:de|desde|por|al|a las)|me ahorco|me cuelgo|termino con todo|termino con mi vida|le pongo fin)|(?:esta|hoy es|esta es) (?:${F})mi ultim[ao] (?:noche|dia)(?=$)`,
  ),
  rule('intent.es-para-mi', 'intent', 'imminent', `(?:es|son|sera|seran|era|eran) (?:${F})para (?:mi|mi mism[oa]|usarl[oa] conmigo|usarlas conmigo)(?=$)`, {
    weak: true,
    negatable: false,
  }),
  rule(
    'intent.atreverme',
    'intent',
    'imminent',
    `(?:a ver si|para ver si|y ver si) (?:${F})me (?:atrevo|atrevia|animo|animaba|atreveria)(?=$)|(?:voy a|quiero|tengo que) (?:${F})juntar (?:${F})valor (?:${F})para hacerlo(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.decidido',
    'intent',
    'imminent',
    `(?:ya )?(?:lo )?(?:he decidido|decidi|tome la decision|tengo decidido|lo tengo decidido|tome una decision|estoy decidid[oa])(?=\\n|$| (?:y|esta|hoy|ya|no hay))|(?:nadie|nada) (?:${F})(?:me )?(?:va a|puede|podra) (?:${F})(?:detener|parar|hacer cambiar de opinion|cambiar mi decision)(?:me)?|(?:ya )?(?:es|llego la) hora(?=\\n|$| de irme| ya)|(?:ya )?estoy list[oa](?=\\n|$| para irme| ya)|(?:lo|voy a) (?:${F})hac(?:erlo|er|o) (?:${F})(?:esta noche|hoy|ahora|ya|este fin de semana)|(?:esta noche|hoy|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde)|este (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde|fin de semana)|pronto) (?:${F})lo (?:hago|hare|voy a hacer)(?=$| ya| por fin| de una vez)|estoy en paz con (?:${F})(?:mi decision|lo que voy a hacer)|(?:quiero|voy a|necesito) (?:${F})(?:acabar|terminar) con (?:esto|todo esto) (?:${F})de una vez(?: por todas)?|(?:voy a|quiero|estoy a punto de) (?:${F})hacer (?:${F})una (?:locura|tonteria|estupidez)(?=$| ya| hoy| esta noche)|ya no (?:${F})(?:voy a|seguire) (?:${F})(?:ser una carga|molestar) (?:${F})(?:mucho tiempo|por mucho)`,
    { weak: true, negatable: false },
  ),

  // ── plan y preparación ─────────────────────────────────────────────────────────────────────
  rule(
    'plan_preparation.pastillas-guardadas',
    'plan_preparation',
    'imminent',
    `(?:he|tengo|estoy|llevo|ya tengo|he estado|estuve|ando|sigo|voy|vengo|llevo (?:(?:unas|dos|tres|varias|muchas|un par de|\\d+) )?(?:semanas|meses|dias|tiempo)|llevo (?:un|una) (?:mes|semana|tiempo|ano)) (?:${F})(?:guardado|guardando|juntado|juntando|acumulado|acumulando|ahorrado|ahorrando|escondido|escondiendo|reunido|reuniendo|coleccionado|coleccionando|comprado|comprando|almacenando|recolectando) (?:${F})(?:(?:suficientes|muchas|un monton de|todas las|todas mis|bastantes|mis|las|unas|varias|cajas de|frascos de|\\d+) )?(?:${F})${PILLS}${NOT_HOARD}|(?:suficientes|muchas|un monton de|bastantes|todas las|todas mis|\\d+|cajas de|frascos de) (?:${F})${PILLS} (?:${F})(?:guardadas|ahorradas|escondidas|juntas|acumuladas|reunidas|listas|para (?:morir|matarme|hacerlo|no despertar|acabar|esta noche|cuando))|(?:tengo|he|ya tengo|tengo ya) (?:${F})(?:unas |las |mis |varias |muchas |los |unos |sus )?(?:${F})${PILLS}(?: de (?:mi|mis) [a-z]+)? (?:${F})(?:guardadas|escondidas|ahorradas|acumuladas|juntadas|reunidas|guardados|escondidos|acumulados)|(?:tengo|ya tengo) (?:${F})(?:suficientes|bastantes) (?:${F})${PILLS}(?=\\n|$| (?:para|ya|guardadas|ahora|aqui))|suficientes (?:${F})(?:${PILLS} )?para (?:${F})(?:morir|matarme|no despertar|acabar con todo|una sobredosis)`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.cartas',
    'plan_preparation',
    'imminent',
    `(?:escribi|he escrito|estoy escribiendo|escribiendo|deje|dejare|dejo|voy a dejar|he dejado|prepare|he preparado|redacte|tengo escrita|tengo escritas|ya escribi) (?:${F})(?:una |la |mi |unas |las |mis |cartas |carta )?(?:${F})(?:carta|cartas|nota|notas|mensaje|mensajes|video) (?:${F})(?:de despedida${NOT_WORK_FAREWELL}${NOT_OTHERS_FAREWELL}|de suicidio|a (?:todos|todo el mundo|mi familia|mis hijos|mis padres|mi madre|mi padre|los que quiero|cada uno|mis seres queridos)|para (?:todos|mi familia|mis hijos|mis padres|cuando (?:me vaya|ya no este|me encuentren)|quien me encuentre(?! (?:el|la|los|las|mi|mis|un|una) [a-z]+))|explicando (?:por que|todo|mi decision)|pidiendo perdon)|(?:carta|cartas|nota|mensaje) (?:${F})de (?:despedida${NOT_WORK_FAREWELL}${NOT_OTHERS_FAREWELL}|suicidio)|(?:cuando|si) (?:${F})(?:leas|lean|leais) (?:esto|este mensaje) (?:${F})(?:ya )?(?:no estare|estare muert[oa]|me habre ido)|(?:me estoy despidiendo|me despedi|despidiendome|ya me despedi|vengo a despedirme|quiero despedirme) (?:${F})de (?:${F})(?:todos|todo el mundo|mi familia|mis amigos|la vida|este mundo|ti para siempre)|(?:tengo|hice|he hecho|ya tengo) (?:${F})(?:un|el|mi) plan (?:${F})(?:para|de como|de como|sobre como) (?:${F})(?:matarme|suicidarme|morir|acabar con (?:todo|mi vida)|hacerlo|quitarme la vida)|ya (?:${F})(?:se|tengo (?:pensado|planeado|decidido)) (?:${F})(?:como|cuando|donde|el dia|la fecha|el lugar)(?: (?:y|e) (?:como|cuando|donde|el dia|la fecha|el lugar|la hora))? (?:${F})(?:lo voy a hacer|hacerlo|voy a hacerlo|matarme|morir|me voy a matar)|(?:puse|he puesto|estoy poniendo|dejo) (?:${F})(?:mis asuntos|mis cosas|mis papeles|todo) en orden (?:${F})(?:para cuando|antes de irme|antes de morir|porque ya)|(?:esta|hoy es) (?:${F})mi ultim[ao] (?:${F})(?:noche|dia) (?:${F})(?:con vida|en este mundo|en la tierra)|(?:manana|pronto|esta noche|el lunes|despues de hoy|despues de esta noche|dentro de poco|la semana que viene|en unos dias|este fin de semana) (?:${F})(?:ya )?no (?:${F})(?:estare|voy a estar|vas a saber de mi|sabran de mi|sabras de mi|sabreis de mi|me van a ver|me veras|me veran)(?=$(?<!(?:manana|el lunes|la semana que viene|en unos dias|este fin de semana|esta noche) no (?:voy a estar|estare))| (?:${F})(?:aqui|viv[oa]|en este mundo|mas|con vida|para nadie|nunca|para (?:ustedes|vosotros|ti)))|(?:ya )?no (?:${F})(?:estare|voy a estar) (?:${F})(?:aqui|viv[oa]|en este mundo) (?:${F})(?:manana|esta noche|el lunes|la semana que viene)|adios (?:mundo|para siempre|a todos para siempre)|(?:mensaje|mensajes|carta|cartas|audio|audios|video|videos|nota|notas)(?: [a-z]+){0,5} despidiendome(?=$| de (?:todos|ellos|ellas|ustedes|mi familia|la vida|este mundo))|(?:doy|dare|regalo|regalare|reparto|repartire|dejo|dejare|le dejo|les dejo|le doy|les doy|se queda con|se quedan con|se queden con|se quede con|le toca|heredan|heredara) (?:${F})(?:todas )?(?:mis cosas|mis pertenencias|todo lo que tengo|mi ropa|mis libros|mis juegos|mis mascotas|mi perro|mi gato|mi cuarto|mis ahorros) (?:${F})(?:cuando|para cuando|despues de que|el dia que|una vez que) (?:${F})(?:me vaya|ya no este|no este|me muera|muera|falte|me haya ido|me mate|me suicide)|(?:doy|dare|regalo|dejo|dejare|le dejo|les dejo) (?:${F})(?:mis|mi|todo|todas) (?:[a-z]+ ){0,3}(?:cuando|para cuando) (?:${F})(?:me muera|me mate|me suicide|ya no este)|(?:hice|he hecho|estoy haciendo|tengo) (?:${F})una lista de (?:${F})(?:a quien|a quienes|quien|quienes) (?:${F})(?:le |les )?(?:doy|dejo|regalo|se queda|se quedan|heredan|reparto)`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.regalar',
    'plan_preparation',
    'imminent',
    `(?:regalando|regale|he regalado|regalar|dando|he dado|repartiendo|reparti|he repartido|regalado) (?:${F})(?:todas )?(?:mis cosas|mis pertenencias|todo lo que tengo|mis mascotas|mi perro|mi gato|mis cosas favoritas|(?:mi ropa|mis libros|mis juegos)(?! (?:a|al|a la|a los|a las|a mi|a mis|entre) ))(?! (?:a (?:la )?(?:beneficencia|caridad|una ong|la iglesia|un albergue)|porque (?:me mudo|nos mudamos)|para la mudanza|por la mudanza|antes de mudarme))${NOT_REHOMED}|(?:le |les )?${GAVE} (?:${F})(?:a )?(?:todas |todos |toda |todo )?(?:mi|mis|la|el|las|los|al|a la|a mi) (?:${PET}|${BELONGING})(?: [a-z]+){0,10} (?:${F})${FOR_GOOD}${NOT_REHOMED}`,
  ),
  rule(
    'plan_preparation.regalar-debil',
    'plan_preparation',
    'imminent',
    `(?:le |les )?${GAVE_OR_SOLD} (?:${F})(?:a )?(?:todas |todos |toda |todo )?(?:mi|mis|la|el|las|los|al|a la|a mi) (?:${PET}|${BELONGING})(?: (?:y|e) (?:(?:mi|mis|la|el|las|los) )?[a-z]+){0,3}(?: (?:a|al|a la|a mi|a mis|con|con mi|con mis|con la|con el|entre|para|para mi|para mis) (?:[a-z]+ ){0,2}[a-z]+)?(?=$| y (?:he|le|les|ya)(?![a-z]))|ya no (?:${F})(?:lo|la|los|las) (?:${F})(?:voy a|vaya a|vamos a|podre|voy a poder) (?:${F})(?:necesitar|cuidar)(?=$| (?:mas|nunca|a donde voy|donde voy))|ya no (?:${F})(?:voy a|podre) (?:${F})(?:poder )?(?:cuidarl[oa]s?|estar(?: para (?:cuidarl[oa]s?|el|ella|ellos|ellas))?)$|(?:es|sera|va a ser) (?:${F})mejor asi(?: para (?:todos|el|ella|ellos|ellas|todo el mundo))?$|(?:el|ella|ellos|ellas) (?:${F})(?:lo|la|los|las) (?:${F})(?:va|van) a cuidar (?:${F})mejor que yo$|(?:le|les) (?:dije|pedi|he dicho|he pedido) que (?:${F})(?:lo|la|los|las) (?:cuide|cuiden|cuidara|cuidaran|quiera|quieran|disfrute|disfruten) (?:${F})(?:mucho|bien|siempre|por mi)$`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.esta-noche',
    'plan_preparation',
    'imminent',
    `(?:esta noche|hoy|manana|este fin de semana|ahora) (?:${F})(?:es|sera|parece|podria ser) (?:${F})(?:la noche|el dia|el momento|la hora)(?=\\n|$| (?:ya|para mi|y))|(?:esta|hoy es|esta es) (?:${F})mi ultim[ao] (?:${F})(?:noche|dia|mensaje)(?! (?:en (?:el|la) (?:trabajo|oficina|ciudad|escuela|universidad)|de (?:trabajo|vacaciones|clases)))|(?:elegi|he elegido|escogi|tengo|ya tengo) (?:${F})(?:el|la|un|una) (?:${F})(?:dia|fecha|lugar|sitio|metodo|puente|momento)(?=\\n|$| (?:ya|para hacerlo|para eso))|(?:elegi|he elegido|escogi|tengo|ya tengo) (?:${F})(?:el|la) (?:dia|fecha|lugar|sitio|metodo|momento|hora) (?:y|e) (?:el|la) (?:dia|fecha|lugar|sitio|metodo|momento|hora)(?=$| ya| para)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.despedida',
    'plan_preparation',
    'imminent',
    `(?:esto es|es) (?:${F})(?:un )?adios(?=\\n|$| (?:para siempre|a todos|amig[oa]|vi))|(?:me despido|me despedi|despedirme) (?:${F})(?:de (?:${F})(?:todos|ti))?(?=\\n|$)|(?:me despedi|ya me despedi|me he despedido|me estoy despidiendo|me despido|fui a despedirme) (?:${F})de (?:${F})(?:mi|mis) [a-z]+(?=$| y| por si acaso| sin que (?:lo )?(?:sepa|sepan|supiera|supieran))|(?:cuiden|cuida|cuidad|cuidar) (?:${F})(?:a )?(?:mi|mis) (?:perro|gato|mascota|mascotas|hijos|hija|hijo|hermanos|hermana|hermano|madre|mama|plantas)(?=$| por mi| cuando| de mi parte)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.afecto',
    'plan_preparation',
    'imminent',
    `(?:los|las|les) (?:${F})quiero(?: (?:${F})(?:mucho|muchisimo|a todos|a todas|con todo mi corazon))?(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.perdon',
    'plan_preparation',
    'imminent',
    `perdonenme(?=$)|(?:perdonenme|perdoname|perdon|perdonen|perdonadme|disculpen|disculpenme) (?:${F})(?:por todo|por lo que voy a hacer|por irme asi)|lo siento (?:${F})(?:por todo|por lo que voy a hacer|por irme asi)|gracias por todo(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.en-orden',
    'plan_preparation',
    'imminent',
    `(?:deje|dejo|estoy dejando|dejando|he dejado|tengo|ya tengo) (?:${F})todo (?:${F})(?:arreglado|en orden|resuelto|listo|organizado|pagado) (?:${F})para (?:${F})(?:mis|mi|cuando|que|los|la|el)|(?:organizando|arreglando|dejando) (?:${F})todo (?:${F})para (?:${F})(?:cuando|que)|(?:compre|consegui|tengo|ya tengo) (?:${F})(?:todo )?lo que (?:${F})(?:necesito|me hace falta|hace falta) (?:${F})para (?:${F})hacerlo(?=$)|(?:cancele|cerre|he cancelado|he cerrado) (?:${F})(?:mis|todas mis) (?:cuentas del banco|cuentas bancarias|seguros|cuentas)(?=$| y (?:deje|regale|escribi))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.ausencia',
    'plan_preparation',
    'imminent',
    `cuando (?:${F})(?:yo )?(?:ya )?no (?:este|exista)(?=$| yo| aqui| mas)|cuando (?:${F})me haya ido(?=$)|(?:vi|abrace|hable con|bese|salude|llame a) (?:${F})(?:a )?(?:mi|mis) [a-z]+ (?:${F})por ultima vez|(?:la|es la|fue la|esta es la) (?:${F})ultima vez que (?:${F})(?:los|las|la|lo|te|les|os) (?:veo|vere|voy a ver|abrazo|hablo|escribo)|despidiendome(?=$)|no (?:${F})(?:creo que )?(?:llegue|llego|voy a llegar) (?:${F})a (?:manana|la manana|el lunes|el fin de semana|mi cumpleanos|navidad)(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.listo',
    'plan_preparation',
    'imminent',
    `(?:ya )?tengo (?:${F})(?:todo|todo bien) (?:${F})(?:planeado|preparado|pensado|listo|decidido)(?=\\n|$| ya| para)|(?:ya )?(?:esta|tengo) (?:${F})todo (?:${F})(?:listo|preparado|arreglado|en orden)(?=$)|(?:todo|ya todo) (?:${F})esta (?:${F})(?:listo|preparado|en orden)(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.cosas',
    'plan_preparation',
    'imminent',
    `(?:hice|he hecho|actualice|cambie) (?:${F})mi testamento|(?:busque|buscando|encontre|busco) (?:${F})(?:un )?(?:nuevo )?hogar (?:${F})para (?:${F})mi (?:perro|gato|mascota|mascotas)|(?:regale|he regalado|estoy regalando|regalando|reparti|he repartido|estoy repartiendo|doy|estoy dando|di) (?:${F})(?:todas |toda |todo |todos )?(?:mi|mis) [a-z]+(?: (?:y|e) (?:mi|mis) [a-z]+)?(?: (?:a|entre) (?:mi|mis|los|las|unos|unas) [a-z]+)?(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.nota',
    'plan_preparation',
    'imminent',
    `(?:escribi|he escrito|deje|tengo escrita) (?:${F})(?:una|la|mi|unas|las) (?:${F})(?:nota|notas|carta|cartas)(?=\\n|$| (?:para (?:ellos|todos|mi familia)|ya))`,
    { weak: true, negatable: false },
  ),

  // ── autolesión ────────────────────────────────────────────────────────────────────────────
  rule(
    'self_harm.cortarme',
    'self_harm',
    'urgent',
    `(?<!(?:amenaz[a-z]*(?: con)?|intento|intenta|trato de|trata de|quiso|quiere|quieren|va a|van a|iba a|iban a|se) )(?:[ck]ortarme|me [ck]orto|me [ck]orte|me [ck]ortaba|me quemaba|me lastimaba|me golpeaba(?= (?:la cabeza|contra|hasta|yo))|me he [ck]ortado|[ck]ortandome|me estoy [ck]ortando|me vuelvo a [ck]ortar|me volvi a [ck]ortar|me he vuelto a [ck]ortar|volvi a [ck]ortarme|he vuelto a [ck]ortarme|me lastimo|me lastime|lastimarme|lastimandome|me he lastimado|hacerme dano|me hago dano|me hice dano|me he hecho dano|haciendome dano|me estoy haciendo dano|me estoy lastimando|me estoy quemando|me estoy golpeando|me quemo|me queme|quemarme|me he quemado|quemandome|me golpeo|me golpee|golpearme|golpeandome|me arano|me arane|aranarme|me rasguno|rasgunarme|me muerdo|morderme|hacerme cortes|haciendome cortes|haciendome heridas|me estoy haciendo cortes|me hago cortes|me hice cortes|me hago heridas|me hice heridas|hacerme heridas|castigarme|me castigo (?:cortandome|golpeandome|sin comer|quemandome))(?! (?:el|los|las|la|un|una) (?:pelo|cabello|flequillo|unas|barba|puntas|fleco|dedo cocinando|trozo|pedazo|rebanada)| (?:con el|con la|con un|con una) (?:papel|cuchillo de cocina|plancha|horno|aceite|sarten|olla|sol)| (?:cocinando|pelando|afeitandome|sin querer|por accidente|en el (?:gimnasio|partido|futbol|trabajo)|jugando|entrenando|corriendo|con el sol|al sol|en la playa)| en (?:la|el) (?:rodilla|tobillo|espalda|pie|hombro|mano) (?:jugando|entrenando|corriendo|en el))`,
  ),
  rule(
    'self_harm.partes',
    'self_harm',
    'urgent',
    `me (?:${F})(?:corto|corte|[ck]orto|[ck]orte|rajo|raje|rayo|raye|abro|quemo|queme|rasguno|rasgune|arano|arane|pincho|lastimo|lastime|marco|muerdo|mordi|he cortado|he quemado|estoy cortando|estoy quemando|hago cortes en|hice cortes en|hago heridas en) (?:${F})(?:los|las|mis|el|la|mi) (?:brazos|piernas|munecas|muslos|brazo|pierna|muneca|muslo|panza|abdomen|estomago|piel|caderas|tobillos|antebrazos|antebrazo)(?! (?:afeitandome|depilandome|sin querer|por accidente|jugando|entrenando|con el sol|al sol|en la playa|con (?:la|el) (?:rastrillo|cuchilla de afeitar|maquinilla|plancha|sarten|horno|aceite)))|me (?:${F})(?:pego|pegue|doy|di|daba|pegaba) (?:${F})(?:punetazos|golpes|cabezazos|bofetadas|cachetadas|manotazos|pellizcos|latigazos|con el cinturon) (?:${F})(?:en (?:la|el|los|las|mi|mis) [a-z]+|contra (?:la|el) [a-z]+|hasta|cuando|porque|a mi mism[oa])|me (?:${F})(?:golpeo|golpee|pego|pegue|estrello|estrelle|azoto) (?:${F})la cabeza (?:${F})contra (?:la|el) (?:pared|suelo|piso|puerta|mesa|espejo)`,
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
    `(?:autolesion|autolesiones|autolesionarme|me autolesiono|me autolesione|autolesionandome|autodano|autolesivas?)(?! (?:en (?:adolescentes|jovenes)|es (?:comun|frecuente)|campana|prevencion))|(?:recai|recaida|he recaido|volvi a caer) (?:${F})(?:en|con) (?:${F})(?:los cortes|cortarme|la autolesion|las autolesiones|hacerme dano|quemarme)|me (?:${F})(?:volvi|he vuelto|vuelvo|volvere|volveria|puse|he puesto|empece|empezo) (?:${F})a (?:${F})(?:[ck]ortar|lastimar|quemar|golpear|hacer dano|autolesionar|aranar|rasgunar|rascar hasta sangrar)(?! (?:el|la|los|las|un|una) (?:pelo|cabello|flequillo|unas|barba|puntas|cesped|pasto|cebolla|pan|carne|verduras|papel))|(?:recai|he recaido|recaida|volvi a caer)(?=$| (?:y|otra vez|con|en)(?! (?:el|la) (?:alcohol|bebida|tabaco|juego|droga|drogas|cigarro)))|(?:volvi|he vuelto|empece|empece otra vez|comence) (?:${F})a (?:${F})(?:cortarme|hacerme dano|lastimarme|quemarme|golpearme|autolesionarme)|(?:tengo|siento) (?:${F})(?:ganas|necesidad|impulsos|el impulso) (?:${F})de (?:${F})(?:cortarme|hacerme dano|lastimarme|quemarme|golpearme|autolesionarme)|(?:cortes|cicatrices|heridas|quemaduras) (?:${F})(?:nuevos|nuevas|frescos|frescas|profundos|profundas) (?:${F})en (?:${F})(?:mis|mi|los|las) (?:${F})(?:brazos|piernas|munecas|muslos|brazo|pierna|muneca|muslo|panza|estomago|piel)|(?:esconder|escondo|tapar|tapo|ocultar|oculto) (?:${F})(?:los cortes|las cicatrices|las heridas|las marcas|las quemaduras|mis cortes|mis cicatrices)|(?:me golpeo|me pego|me golpee|me pegue|golpearme) (?:${F})(?:hasta|contra la pared hasta) (?:que )?(?:sangr|me sale sangre|salga sangre|me quedan moretones|quedar morad|me duele|dejarme marcas)`,
  ),
  rule(
    'self_harm.grave',
    'self_harm',
    'imminent',
    `(?:no|ya no) (?:${F})(?:para|deja|dejo|paraba|dejaba|paran|dejan|dejaban|paraban) de sangrar|(?:me corte|me he cortado|cortarme) (?:${F})(?:muy|demasiado) (?:profundo|hondo)|(?:me tome|me trague|me acabo de tomar|me eche|me meti|tome) (?:${F})(?:las |unas |mis |todas las |los |unos )?(?:${F})${PILLS}(?: de (?:mi|mis) [a-z]+)? (?:${F})para (?:${F})(?:no despertar|morir|morirme|matarme|dormir para siempre|acabar con todo|acabar con mi vida|no sentir nada)|(?:bebi|me bebi|tome|trague) (?:${F})(?:lejia|cloro|veneno|raticida|matarratas|anticongelante)|(?:estoy|sigo) (?:${F})sangrando (?:${F})(?:mucho|bastante|sin parar)`,
    { negatable: false },
  ),

  // ── daño a otros ──────────────────────────────────────────────────────────────────────────
  rule(
    'harm_to_others.matar-a',
    'harm_to_others',
    'urgent',
    `(?:quiero|voy a|tengo ganas de|ganas de|pienso|pensando en|pienso en|me dan ganas de|estoy por|planeo|podria|fantaseo con|tengo miedo de|me da miedo|temo|pensamientos de|ideas de|impulsos de|fantasias de|pensamientos sobre|se me pasa por la cabeza|me imagino) (?:${F})(?:matar|asesinar|apunalar|acuchillar|dispararle|disparar|golpear|pegarle|envenenar|estrangular|ahorcar|hacer(?:le|les) dano|lastimar|atropellar|partirle la cara|romperle la cara|sacarle los ojos)(?:lo|la|los|las|le|les)? (?:${F})${PERSON}(?! (?:el tiempo|el rato|el hambre|el gusanillo|la sed|las ganas|de risa|mosquito|cucaracha|arana|mosca|bicho|personaje|jefe final|boss|zombi|zombie|en el juego|al ajedrez|en (?:el|un) (?:juego|partido|videojuego)))|(?:quiero|voy a|tengo ganas de|ganas de|pienso|me dan ganas de|planeo|fantaseo con) (?:${F})(?:matarlo|matarla|matarlos|matarlas|asesinarlo|asesinarla|apunalarlo|apunalarla|dispararle|envenenarlo|envenenarla|estrangularlo|estrangularla|hacerle dano|hacerles dano|lastimarlo|lastimarla|golpearlo|golpearla)(?! (?:en el juego|en (?:el|un) (?:juego|videojuego|partido)|al ajedrez|de risa|a besos|a cosquillas))`,
  ),
  rule(
    'harm_to_others.si-vuelve',
    'harm_to_others',
    'urgent',
    `si (?:${F})(?:(?:me|le|nos|la|lo|les) )?(?:${F})(?:vuelve a|llega a|se atreve a|intenta|vuelven a) (?:${F})(?:tocar|pegar|golpear|hacer dano|lastimar|violar|gritar|poner la mano encima)(?:me|le|la|lo|les|nos)?(?: a (?:mi|mis) [a-z]+)?(?: [a-z]+){0,3} (?:lo|la|los|las) (?:mato|matare|voy a matar|mataria)|(?:le|les) (?:${F})(?:voy a|quiero|dan ganas de|tengo ganas de) (?:${F})(?:partir|romper|rajar|reventar) (?:la|su) (?:madre|cara|cabeza|jeta|crisma) (?:${F})a (?:${F})(?:ese|esa|mi|este|esta|el|la) [a-z]+`,
  ),
  rule(
    'harm_to_others.que-mueran',
    'harm_to_others',
    'urgent',
    `quiero (?:${F})que (?:${F})(?:todos|todo el mundo|ellos|ellas|esos|esas|mis companeros|mi ex|mi jefe|mi padrastro|mi familia|mis padres) (?:${F})(?:en (?:mi|la|el) [a-z]+ )?(?:se mueran|mueran|paguen con (?:su vida|sangre)|esten muertos|acaben muertos)`,
  ),
  rule('harm_to_others.lo-mato', 'harm_to_others', 'urgent', `(?:lo|la|los|las|le) (?:${F})(?:mato|matare|voy a matar|apunalo|mataria|rajo)(?=$)`, {
    weak: true,
  }),
  rule(
    'harm_to_others.arma-lista',
    'harm_to_others',
    'imminent',
    `(?:ya )?tengo (?:${F})(?:el|un|la|una|mi) (?:bate|cuchillo|machete|navaja|arma|pistola|escopeta|hacha) (?:${F})(?:preparad[oa]|list[oa]|a mano|cargad[oa]|afilad[oa]|escondid[oa])(?=$| (?:en|para|por si))`,
    { weak: true },
  ),
  rule(
    'harm_to_others.masivo',
    'harm_to_others',
    'imminent',
    `(?:ir|voy a ir|ire|llegar|llegare|voy a llegar|entrar|entrare|voy a entrar|aparecer|aparecere|me presento|presentarme) (?:${F})(?:a la escuela|al colegio|al trabajo|a clase|a la oficina|a la universidad|a la uni|a la prepa|al instituto|a la fiesta|a la iglesia) (?:${F})con (?:${F})(?:un|una|el|la|mi) (?:arma|pistola|cuchillo|bomba|escopeta|rifle|machete|revolver)|(?:llevar|llevare|voy a llevar|llevo) (?:${F})(?:un|una|el|la|mi) (?:arma|pistola|cuchillo|bomba|escopeta|rifle|revolver) (?:${F})(?:a la escuela|a la uni|a la prepa|al instituto|al colegio|al trabajo|a clase|a la oficina|a la universidad|a la fiesta|a la iglesia)|(?:disparar|matar|balear) (?:${F})a (?:${F})(?:todos|todo el mundo|toda la gente) (?:${F})(?:en|de) (?:${F})(?:la escuela|el colegio|el trabajo|la oficina|la universidad|clase)|(?:fabricar|hacer|construir|armar) (?:${F})una bomba`,
  ),

  // ── peligro por parte de otros ────────────────────────────────────────────────────────────
  rule(
    'danger_from_others.violencia',
    'danger_from_others',
    'urgent',
    `${AGENT} (?:${F})(?:siempre |todavia |a veces |otra vez |ya )?(?:me|nos) (?:${F})(?:pega|pego|pegaba|golpea|golpeo|golpeaba|maltrata|maltrato|maltrataba|abusa|abuso|abusaba|viola|violo|violaba|amenaza|amenazo|amenazaba|ahorca|ahorco|estrangula|estrangulo|empuja|empujo|patea|pateo|pateaba|cachetea|cacheteo|abofetea|abofeteo|lastima|lastimo|ha pegado|ha golpeado|ha violado|ha amenazado|ha maltratado|ha abusado|ha ahorcado|tira cosas|tiro cosas|quiere matar|va a matar|dijo que me mataria|dice que me va a matar|encierra|encerro|tiene encerrad[oa]|toca|toco|tocaba|manosea|manoseo|agrede|agredio|agarra del cuello|agarro del cuello|jala del pelo|jalo del pelo|arrastra|arrastro)(?! (?:la gripe|el resfriado|un susto|la risa|el sol|con la almohada|en el juego|al ajedrez|a las cartas|el bichito|una broma|mucho (?:el|la) (?:color|ropa)|bien|fatal)|(?: [a-z]+){0,4} (?:jugando|sin querer|de broma|en (?:el|un) (?:partido|juego|entrenamiento))| con (?:la|una|el|un) (?:pelota|balon|almohada|puerta|raqueta))`,
  ),
  rule(
    'danger_from_others.y-me-pega',
    'danger_from_others',
    'urgent',
    `${AGENT}(?: [a-z]+){1,6} y (?:${F})(?:me|nos) (?:${F})(?:pega|pego|pegaba|golpea|golpeo|golpeaba|maltrata|maltrataba|viola|violo|ahorca|ahorco|patea|pateo|amenaza|amenazo|empuja|empujo|abofetea|cachetea|encierra|encerro)(?! (?:[a-z]+ ){0,3}(?:jugando|sin querer|de broma|con (?:la|el) (?:pelota|balon|almohada)))|${AGENT} (?:${F})(?:le|les) (?:${F})(?:pega|pego|pegaba|golpea|golpeo|golpeaba|maltrata|maltrataba) (?:${F})a (?:mi|mis) [a-z]+ (?:y|e) (?:${F})(?:a mi|a nosotros|a nosotras|a mis hermanos)`,
    { negatable: false },
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
    `(?:amenazo|amenaza|amenazaba|ha amenazado|me amenazo|me amenaza) (?:${F})con (?:${F})(?:matarme|matarnos|hacerme dano|pegarme|golpearme|quitarme a (?:mis|los) hij[oa]s|matar a mis|hacerle dano a mis)|(?:dijo|dice|me dijo|me dice|juro|jura|me escribio) (?:${F})que (?:${F})(?:me|nos) (?:${F})(?:va a matar|mataria|iba a matar|matara|va a hacer dano|haria dano|va a pegar|va a encontrar)(?! (?:si llego tarde|si no termino|si pierdo|si rompo|si se entera de (?:la nota|las notas)|por (?:llegar tarde|la nota)))${NOT_JOKING}|amenazas de muerte|(?:me|nos) (?:${F})(?:amenaza|amenazo) de muerte`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.sin-agente',
    'danger_from_others',
    'urgent',
    `me (?:${F})(?:empujo|empujaba|ha empujado|empuja|estampo|estampaba|estrello|estrellaba|aventaba|avento|tiro|tiraba) (?:${F})contra (?:la|el) (?:pared|suelo|piso|puerta|mueble|espejo|mesa|cama)|(?:dijo|dice|me dijo|me dice|jura|juro|amenaza|me amenaza|me amenazo|me ha dicho) (?:${F})que si (?:${F})(?:se lo (?:cuento|digo)|lo (?:cuento|digo)|(?:lo|la) dejo|me voy|me separo|hablo|digo algo|le digo|se lo digo|cuento algo|denuncio|lo denuncio|la denuncio|llamo a la policia|me escapo|me voy de casa|pido ayuda|pido el divorcio|le dejo)(?: [a-z]+){0,4} (?:me|nos) (?:mata|matara|mataria|va a matar|iba a matar|hace dano|haria dano|va a hacer dano|va a pegar|pega|quita a (?:mis|los) hij[oa]s|mata a mis)`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.sexual',
    'danger_from_others',
    'urgent',
    `${AGENT} (?:${F})(?:me|nos) (?:${F})(?:obliga|obligo|obligaba|ha obligado|fuerza|forzo|forzaba|ha forzado|presiona|presiono) (?:${F})a (?:${F})(?:tener (?:relaciones|sexo)|acostarme|hacer cosas|tocarlo|tocarla|desnudarme|mandarle fotos|enviarle fotos|chupar|dormir con)|me (?:${F})(?:forzo|forzaron|ha forzado|obligo|obligaron) (?:${F})a (?:${F})(?:tener (?:relaciones|sexo)|acostarme|desnudarme)|(?:me|nos) (?:${F})(?:tiene|tienen|tenia|tenian) (?:${F})(?:encerrad[oa]s?|secuestrad[oa]s?|amarrad[oa]s?|atad[oa]s?|amenazad[oa]s?|vigilad[oa]s?)(?!(?: [a-z]+){0,4} (?:el covid|la cuarentena|la gripe|el trabajo|los examenes|la lluvia|el frio|el calor|la tarea|la nieve|el virus))|no (?:${F})me (?:${F})deja(?:n)? (?:${F})salir (?:${F})de (?:la|mi) (?:casa|cuarto|habitacion)`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.acoso',
    'danger_from_others',
    'urgent',
    `(?:me|nos) (?:${F})(?:chantajea|chantajeo|chantajeaba|extorsiona|extorsiono|amenaza|amenazo|amenazaba) (?:${F})con (?:${F})(?:publicar|subir|mandar|difundir|ensenar|pasar|compartir) (?:${F})(?:mis|unas|las|nuestras) (?:fotos|videos|nudes|packs|conversaciones)|${AGENT} (?:${F})(?:me|nos) (?:${F})(?:acosa|acoso|acosaba|persigue|persiguio|perseguia|espia|vigila|acecha|sigue a todos lados|dejo sin comer|deja sin comer|dejaba sin comer|corrio de (?:la )?casa|echo de (?:la )?casa|dejo en la calle)`,
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
    'danger_from_others.amenaza-dicha',
    'danger_from_others',
    'urgent',
    `${THREAT_SAID} (?:${F})(?:de )?(?:que )?(?:${F})(?:(?:[a-z]+ ){1,8}(?:y|e) (?:que )?)?(?:si(?: [a-z]+){1,6} )?(?:${F})(?:me|nos) (?:${F})(?:va a|van a|iba a|iban a|piensa|piensan|quiere|quieren|va a venir a|viene a|vendra a) (?:${F})${HURT_ME}${NOT_JOKING}|(?:^|hoy |esta noche |de esta |de aqui )no (?:sales|vas a salir|sale|va a salir) viv[oa](?: de (?:aqui|aca|esta casa|esta))?${NOT_JOKING}|(?:^|tu )no (?:llegas|vas a llegar) (?:a|al|hasta) (?:manana|el lunes|el fin de semana|el finde|navidad|esta noche)(?=$| (?:te lo juro|lo juro|zorra|puta|cabron|hijo de puta|perra))|${THREAT_SAID} (?:${F})(?:de )?(?:que )?(?:${F})(?:te|los|las|les) (?:voy|vamos) a (?:${F})${HURT_ME}${NOT_JOKING}|${THREAT_SAID} (?:${F})(?:de )?(?:que )?(?:${F})(?:si(?: [a-z]+){1,6} )?(?:${F})(?:va a|van a|iba a|piensa|quiere|amenaza con) (?:${F})(?:quemar|prender(?:le)? fuego a|incendiar|meter(?:le)? fuego a|volar) (?:${F})(?:mi|la|el|nuestra|nuestro|su) (?:casa|carro|coche|auto|depa|departamento|piso|cuarto|habitacion|apartamento|camioneta)(?: [a-z]+){0,3} (?:conmigo|con nosotros|con mis hijos|con los ninos|con la nena|con el nene) (?:adentro|dentro)|(?:amenazo|amenaza|amenazaba|ha amenazado|me amenazo|me amenaza) (?:${F})con (?:${F})(?:quemarme|prenderme fuego|rajarme|apunalarme|acuchillarme|dispararme|pegarme un tiro|echarme acido|tirarme acido|desfigurarme|enterrarme|desaparecerme|secuestrarme|quemar (?:mi|la|el|nuestra) (?:casa|carro|coche|auto|depa|piso)(?: [a-z]+){0,3} conmigo (?:adentro|dentro))${NOT_JOKING}|${THREAT_SAID} (?:${F})(?:de )?(?:que )?(?:${F})(?:si(?: [a-z]+){1,6} )?(?:${F})(?:yo )?no (?:${F})(?:llego|voy a llegar|paso|salgo|voy a salir|amanezco|vivo|voy a vivir) (?:${F})(?:a |de |hasta )?(?:manana|esta noche|hoy|el lunes|el fin de semana|el finde|fin de mes|navidad|la semana que viene|viv[oa])(?=$| (?:y|que|si|porque|de esta|de aqui|de esta casa|con vida))|${THREAT_SAID} (?:${F})(?:de )?(?:que )?(?:${F})(?:si(?: [a-z]+){1,6} )?(?:${F})nadie (?:${F})(?:me|nos) (?:va a|van a|iba a|volvera a) (?:${F})(?:encontrar|volver a ver|ver nunca mas)|${THREAT_SAID} (?:${F})(?:de )?(?:que )?(?:${F})(?:me|nos) (?:mata|matara|mataria|revienta|raja|quema|apunala|mete un tiro|pega un tiro)${NOT_JOKING} (?:si|cuando|como|el dia que|en cuanto)(?: [a-z]+){1,6}|${THREAT_SAID} (?:${F})(?:de )?que si(?: [a-z]+){1,6} (?:${F})(?:me|nos) (?:${F})(?:rompe (?:la cara|las piernas|la cabeza|los huesos)|parte (?:la cara|las piernas|la cabeza|la madre)|revienta|raja|quema|apunala|acuchilla|dispara|pega un tiro|ahorca|entierra|desaparece|mata)${NOT_JOKING}`,
  ),
  rule(
    'danger_from_others.ahora',
    'danger_from_others',
    'imminent',
    `(?:esta|estan) (?:${F})(?:afuera|fuera|en la puerta|en la casa|abajo|arriba|aqui|en el cuarto|en la sala|viniendo|en la entrada|en el pasillo|en la ventana)(?: (?:de|del) (?:(?:mi|la|el|nuestra|nuestro|su) )?(?:casa|cuarto|puerta|depa|departamento|piso|trabajo|escuela|edificio|apartamento))? (?:${F})con (?:${F})(?:un|una|el|la|su) (?:cuchillo|pistola|arma|navaja|bate|machete|hacha|martillo|escopeta)|(?:tiene|saco|agarro|esta agarrando) (?:${F})(?:un|una|el|la|su) (?:cuchillo|pistola|arma|navaja|bate|machete|escopeta) (?:${F})(?:y (?:me|nos)|contra mi|apuntandome|en la mano y|y (?:dice|dijo|grita|amenaza|jura) que)|(?:me|nos) (?:${F})(?:esta|estan) (?:${F})apuntando|(?:esta|estan) (?:${F})(?:intentando|tratando de) (?:${F})(?:entrar|tirar la puerta|romper la puerta|matarme)|(?:esta|estan) (?:${F})(?:golpeando|pateando|aporreando) (?:${F})la puerta|(?:estoy|me estoy) (?:${F})escondiendo (?:${F})(?:de (?:el|ella|ellos|mi)|en el bano|en el armario|debajo de la cama)`,
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
    'eating_disorder.desde',
    'eating_disorder',
    'concern',
    `(?:no he comido|no como|no comi|no he probado bocado|casi no he comido|no he comido nada|no como nada|no pruebo bocado|sin comer nada|sin comer) (?:${F})(?:nada )?desde (?:el |hace )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|antier|anteayer|antes de ayer|el fin de semana|la semana pasada|el finde)(?![a-z ]{0,40}(?:enferm|gripe|virus|estomago|operacion|cirugia|ramadan|ayuno religioso|dentista|muela))`,
    { negatable: false },
  ),
  rule(
    'eating_disorder.restringir',
    'eating_disorder',
    'concern',
    `(?:no como (?:nada|casi nada|ni un bocado)|no pruebo bocado|dejo de comer|deje de comer|dejar de comer|he dejado de comer|ayuno (?:dias|varios dias|todo el dia)|me mato de hambre|solo tomo agua|no como en todo el dia) (?:${F})(?:${F})(?:para|hasta) (?:${F})(?:adelgazar|bajar de peso|no engordar|estar flac[oa]|estar delgad[oa]|verme (?:flac[oa]|delgad[oa])|bajar (?:\\d+ |unos |mas )?kilos|que se me noten los huesos|llegar a (?:\\d+|los \\d+))|(?:(?:comiendo|como|comi) (?:${F})(?:solo|solamente|nada mas|apenas|unicamente)|me permito comer|me permito) (?:${F})(?:una|un|medio|media) (?:${F})(?:manzana|galleta|yogur|yogurt|fruta|vaso de agua|cafe|caldo|pan|zanahoria|tostada|barrita) (?:${F})(?:al|por el|por|cada) dia(?![a-z ]{0,30}(?:ramadan|ayuno religioso|cuaresma|detox|desintoxica|por el medico|me lo mando))|(?:comiendo|como) (?:${F})(?:solo|solamente|apenas|nada mas) (?:${F})una vez (?:${F})(?:al|por|cada) (?:dia|dos dias|tres dias)(?![a-z ]{0,30}(?:ramadan|ayuno religioso|cuaresma|detox|desintoxica|por el medico|me lo mando))`,
  ),
  rule(
    'eating_disorder.peso',
    'eating_disorder',
    'concern',
    `(?:me siento|me veo|sigo|estoy) (?:${F})(?:gorda|gordo|enorme|obesa|obeso|asquerosa|asqueroso) (?:${F})(?:aunque|pero|y eso que|cuando) (?:${F})(?:peso|solo peso|mido|tengo) (?:${F})(?:\\d{2}|treinta|cuarenta|cincuenta) (?:kilos|kg|k)|(?:peso|solo peso) (?:${F})(?:\\d{2}|treinta|cuarenta|cincuenta) (?:kilos|kg|k) (?:${F})y (?:${F})(?:me siento|me veo|sigo viendome|sigo sintiendome|me sigo viendo|me sigo sintiendo|sigo|estoy) (?:${F})(?:gorda|gordo|enorme|obesa|obeso)|(?:tomo|me tomo|tome|estoy tomando) (?:${F})(?:pastillas|quemadores|diureticos|laxantes|inhibidores del apetito) (?:${F})para (?:${F})(?:no comer|quitarme el hambre|quitar el hambre|no tener hambre|vomitar|purgarme|adelgazar (?:${F})y (?:${F})(?:no como|no ceno|ya no como|casi no como|vomito))`,
  ),
  rule(
    'eating_disorder.purga',
    'eating_disorder',
    'concern',
    `me (?:${F})(?:provoco|provoque|hago|hice|he provocado|estoy provocando) (?:${F})(?:el )?(?:vomito|vomitar|vomitos)|(?:provocarme|hacerme|me obligo a|me obligue a|me fuerzo a) (?:${F})(?:el )?(?:vomito|vomitar)|vomito (?:${F})(?:despues de|cada vez que|todo lo que) (?:${F})(?:comer|como|cada comida|las comidas)|me (?:${F})meto (?:${F})los dedos (?:${F})(?:en la garganta|para vomitar)|(?:atracon|atracones) (?:${F})y (?:${F})(?:vomito|vomitar|purga|purgarme)|(?:tomo|tome|tomar|uso|abuso de) (?:${F})(?:\\d+ )?laxantes (?:${F})(?:para|despues de|cada|todos los dias|cuando como)|(?:purgarme|me purgo|me purgue|purgas)|(?:me induzco|me induje|inducirme|me provoco|me inducia) (?:${F})(?:el )?(?:vomito|vomitos)`,
  ),
  rule(
    'eating_disorder.miedo-comida',
    'eating_disorder',
    'concern',
    `me (?:${F})siento (?:${F})(?:asquerosa|asqueroso|gorda|gordo|fatal|culpable|horrible|una cerda|un cerdo) (?:${F})(?:si|cuando|despues de|cada vez que) (?:${F})(?:como|comer|comi|pruebo)|(?:tengo |me da |le tengo )?(?:${F})miedo (?:${F})(?:a |de )?(?:${F})(?:comer|engordar|la comida|subir de peso|ganar peso)|no (?:${F})(?:merezco|me merezco) (?:${F})comer|(?:me da|siento|me dan) (?:${F})(?:asco|panico|terror) (?:${F})(?:comer|la comida|cuando como|engordar)|me (?:${F})(?:siento|veo) (?:${F})(?:gorda|gordo|enorme|asquerosa|asqueroso) (?:${F})(?:aunque|pero|y eso que) (?:${F})(?:todos|todo el mundo|mi medico|la doctora|el doctor|mi familia|me) (?:${F})(?:dicen|dice|digan) (?:${F})que (?:${F})(?:estoy|soy) (?:${F})(?:flac[oa]|delgad[oa]|muy delgad[oa]|en los huesos|bajo de peso|baja de peso)|(?:me estoy|estoy|me) (?:${F})(?:matando|muriendo) de hambre (?:${F})a proposito|matarme de hambre|(?:dejar|deje|he dejado) de comer (?:${F})(?:para (?:adelgazar|bajar de peso|estar delgad[oa])|a proposito|por completo)|(?:solo|apenas) (?:${F})(?:como|comi|me permito) (?:${F})(?:[1-9]\\d{1,2}) (?:calorias|kcal)|(?:menos de|no mas de) (?:${F})(?:[1-9]\\d{1,2}) calorias (?:al|por) dia|cuento (?:${F})cada (?:${F})caloria|pro ?ana|pro ?mia|ana y mia|thinspo|(?:mi )?(?:anorexia|bulimia|tca|trastorno alimentario|trastorno de la conducta alimentaria) (?:${F})(?:volvio|ha vuelto|esta de vuelta|empeora|otra vez)|(?:creo que )?tengo (?:${F})(?:anorexia|bulimia|un trastorno alimentario|un tca)|(?:me odio|odiarme) (?:${F})(?:cuando|despues de|por) (?:${F})(?:comer|como|comi)|(?:me salto|me salte|saltarme) (?:${F})(?:todas las|las) comidas (?:${F})(?:para|a proposito|durante dias)`,
  ),
  rule(
    'eating_disorder.desmayo',
    'eating_disorder',
    'urgent',
    `(?:me desmaye|casi me desmayo|me desmayo|me he desmayado|me maree|me mareo mucho|me tiembla todo(?: el cuerpo)?|me late (?:raro|muy rapido) el corazon|el corazon me late (?:raro|muy rapido)|se me nubla la vista)`,
    { weak: true, negatable: false },
  ),
  rule(
    'eating_disorder.medico',
    'eating_disorder',
    'urgent',
    `(?:me desmaye|me desmayo|desmayarme|me maree|mareos|me mareo) (?:${F})(?:porque|por|de) (?:${F})(?:no comer|no he comido|no comi|no como|hambre)|(?:no he comido|no como|no comi|sin comer|no he probado bocado)(?: [a-z0-9]+){0,8} (?:y )?(?:${F})(?:me desmaye|me desmayo|casi me desmayo|me maree|me mareo|mareos|desmayos|me tiembla todo|me duele el pecho|palpitaciones)|(?:vomito|vomite|vomitando) (?:${F})sangre|sangre (?:${F})(?:en|al) (?:${F})(?:el vomito|vomitar)|(?:el corazon|me duele el pecho|palpitaciones) (?:${F})(?:despues de|por) (?:${F})(?:vomitar|purgarme|no comer|los laxantes)`,
    { negatable: false },
  ),
  // ── ronda 2: formulaciones indirectas ─────────────────────────────────────────────────────
  rule(
    'passive_ideation.mundo-sin-mi',
    'passive_ideation',
    'concern',
    `(?:el mundo|todo|todos|todo el mundo|mi familia|la gente|las cosas|los demas|la vida de (?:todos|los demas|mi familia)) (?:${F})(?:seguiria|seguirian|seguira|iria|irian|estaria|estarian|seria|serian|quedaria) (?:${F})(?:igual|mejor|mas (?:livian[oa]s?|liger[oa]s?|tranquil[oa]s?|facil|feliz|felices|content[oa]s?|a gusto)|en paz|como si nada|perfectamente|tan campante)(?: (?:${F})(?:incluso|sin problema))? (?:${F})(?:sin mi(?=$| (?:y|e|mejor|incluso|seguro|de verdad|la verdad|lo se|nadie|no)(?![a-z]))|si (?:${F})(?:yo )?(?:${F})(?:no estuviera|no existiera|no estuviese|no existiese|me muriera|desapareciera|me fuera para siempre|no hubiera nacido))|sin mi (?:${F})(?:el mundo|todo|todos|mi familia|la gente|los demas) (?:${F})(?:seguiria|seguirian|iria|irian|estaria|estarian|seria|serian) (?:${F})(?:igual|mejor|mas (?:liviano|ligero|tranquilo|facil|feliz|felices))|si (?:${F})(?:manana|un dia|algun dia|esta noche)? ?(?:${F})no (?:me )?(?:despierto|despertara|despertase|amanezco|amaneciera|vuelvo a despertar|volviera a despertar) (?:${F})(?:tampoco|no|nadie|a nadie|que mas da|mejor|da igual) (?:${F})(?:pasaria nada|pasa nada|lo notaria|lo notaria nadie|se daria cuenta|me echaria de menos|le importaria|importaria|daria)`,
  ),
  rule(
    'passive_ideation.nadie-notaria',
    'passive_ideation',
    'concern',
    `(?:nadie|ni) (?:${F})(?:lo |se |me )?(?:notaria|daria cuenta|echaria de menos|extranaria|lloraria|me extranaria|me lloraria)(?=$| (?:si|la verdad|de verdad|ni|nada))|si (?:${F})(?:manana|un dia|algun dia|esta noche)? ?(?:${F})no (?:me )?(?:despierto|despertara|despertase|amanezco|amaneciera|vuelvo a despertar|volviera a despertar)(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'passive_ideation.futuro',
    'passive_ideation',
    'concern',
    `no (?:${F})me (?:${F})(?:imagino|veo|visualizo) (?:${F})(?:viv[oa]|con vida|en este mundo|llegando a (?:viej[oa]|mayor|los \\d+)|cumpliendo (?:los )?\\d+|de viej[oa](?=$))|(?:ya )?no (?:${F})(?:creo que (?:${F})(?:llegue|vaya a llegar|vaya a estar|siga)|voy a llegar|llegare|llego) (?:${F})(?:a (?:viej[oa]|mayor|los \\d+|cumplir (?:los )?\\d+)|viv[oa] (?:a|al|hasta) [a-z]+)`,
  ),
  rule(
    'passive_ideation.futuro-debil',
    'passive_ideation',
    'concern',
    `(?:el ano que viene|el proximo ano|en un ano|dentro de (?:un|una|unos|\\d+|dos|tres|cinco|diez) (?:anos|ano|meses|semanas)|en navidad|para navidad|en el futuro|de aqui a (?:un ano|unos anos)) (?:${F})(?:ya )?no (?:${F})me (?:${F})(?:imagino|veo|visualizo) (?:${F})(?:aqui|por aqui|viv[oa])(?=$)|no (?:${F})me (?:${F})(?:imagino|veo) (?:${F})(?:aqui|por aqui) (?:${F})(?:el ano que viene|el proximo ano|en un ano|dentro de (?:un|una|unos|\\d+|dos|tres|cinco|diez) (?:anos|ano|meses)|en navidad|para navidad|en el futuro)(?=$)|no (?:${F})(?:creo que )?(?:llegue|llego|voy a llegar|vaya a llegar|llegare) (?:${F})(?:a|al|hasta) (?:${F})(?:el |la |los |mi )?(?:fin de semana|finde|viernes|sabado|domingo|lunes|navidad|nochevieja|fin de ano|ano nuevo|verano|cumple|cumpleanos|mes que viene|ano que viene|semana que viene)(?=$)|(?:ya )?no (?:${F})(?:lo|la|los|las|te|os) (?:${F})(?:voy a|vaya a) (?:${F})(?:poder )?(?:cuidar|ver crecer|ver mas|abrazar mas)(?=$| (?:mas|nunca))|no (?:${F})(?:le|les) (?:${F})(?:veo|encuentro|hallo) (?:${F})(?:ninguna )?(?:salida|solucion|futuro|esperanza|sentido)(?: (?:a|en) (?:nada|esto|mi vida|mi situacion|todo esto))?(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'passive_ideation.dormir-no-volver',
    'passive_ideation',
    'concern',
    `(?:dormir|dormirme|quedarme dormid[oa]|irme a dormir|cerrar los ojos|acostarme) (?:${F})y (?:${F})(?:no|nunca|jamas) (?:${F})(?:volver|despertar|despertarme|abrirlos mas|volver a abrirlos|volver a despertar|levantarme mas)(?=$| (?:mas|nunca|jamas|de verdad|para siempre|descansar))|(?:quiero|quisiera|me gustaria|ojala pudiera|necesito|solo quiero) (?:${F})descansar (?:${F})(?:para siempre|eternamente|en paz para siempre|de todo para siempre)`,
  ),
  rule(
    'active_ideation.acabar-todo',
    'active_ideation',
    'urgent',
    `(?:pienso|pensando|pense|pensar|pensamientos|ideas|idea|ganas|tentad[oa]|tentacion|fantaseo|fantaseando) (?:${F})(?:mas |mucho )?(?:${F})(?:en|de|con) (?:${F})(?:acabar|terminar) (?:${F})con (?:todo(?: esto)?(?=$| (?:de una vez|ya|y|para siempre)(?![a-z]))|conmigo(?: mism[oa])?|mi vida|esta vida|mi existencia)|(?:quiero|quisiera|voy a|necesito|me dan ganas de) (?:${F})acabar (?:${F})conmigo(?: mism[oa])?|pensamientos (?:${F})de (?:${F})(?:muerte|morir|morirme|matarme|suicidio)|(?:ojala|quisiera que|quiero que|deseo que) (?:${F})(?:mi vida|la vida|mi existencia|todo para mi) (?:${F})(?:terminara|acabara|se acabara|se terminara|termine|acabe|se acabe|se termine)|(?:ojala|quisiera que|quiero que) (?:${F})todo (?:${F})(?:terminara|acabara|se acabara|se terminara|termine|acabe|se acabe) (?:${F})para mi|(?:m|me) (?:${F})(?:quiero|voy a|kiero) (?:${F})quitar (?:${F})la vida`,
  ),
  rule(
    'method_means.dosis',
    'method_means',
    'urgent',
    `(?:cuantas|cuantos|cuanta|cuanto|que cantidad de|que dosis de) (?:${F})(?:de )?(?:[a-z]+ ){0,2}${PILLS}(?: [a-z]+){0,6} (?:${F})(?:harian falta|haria falta|necesitaria|serian necesarias|seria necesario|serian suficientes|serian mortales|serian letales|(?:hacen falta|hace falta|se necesitan|necesito|son necesarias) (?:${F})para (?:${F})(?:morir|no despertar|matarme|suicidarme|una sobredosis|que sea (?:mortal|letal)|no volver)|(?:son|es) (?:${F})(?:mortal|mortales|letal|letales|una dosis letal))|dosis (?:letal|mortal) (?:${F})de|(?:la|una) (?:forma|manera) (?:${F})(?:mas rapida|menos dolorosa|mas facil|mas segura|indolora|sin dolor) (?:${F})de (?:${F})(?:morir|matarme|suicidarme|hacerlo|irme|acabar con todo|quitarme la vida)|como (?:${F})(?:hacerlo|matarme|morir|morirme|suicidarme|acabar con todo) (?:${F})(?:para que|de forma que|de manera que) (?:${F})no (?:${F})(?:duela|me duela|sufra|se note|nadie se entere|me encuentren)(?=$| (?:de verdad|nada|mucho|y|ya)(?![a-z]))`,
  ),
  rule(
    'method_means.mirando',
    'method_means',
    'urgent',
    `(?:${PILLS}|pistola|arma|revolver|escopeta|soga|cuchilla|cuchillas|veneno|raticida|matarratas)(?: [a-z]+){0,8} (?:y )?(?:${F})(?:llevo (?:un rato|un buen rato|horas|toda la noche|todo el dia|toda la tarde) (?:${F})(?:mirandol[oa]s?|pensando(?: en (?:ell[oa]s?|el|la|usarl[oa]s?))?)|no (?:${F})(?:dejo|paro|puedo dejar|consigo dejar) de (?:mirarl[oa]s?|pensar en (?:ell[oa]s?|el|la|usarl[oa]s?|tomarmelas))|me (?:${F})quedo mirandol[oa]s?|(?:estoy|sigo) (?:${F})mirandol[oa]s?)(?=$| (?:y|sin|pensando))|(?:puente|azotea|balcon|ventana|vias|tren|metro|acantilado|terraza|tejado|viaducto)(?: [a-z]+){0,8} (?:y )?(?:${F})(?:pienso|pense|pensando|me dan ganas|me entran ganas|tengo ganas|siento ganas|siento el impulso|me imagino|se me pasa por la cabeza) (?:${F})(?:en |de )?(?:${F})(?:saltar|tirarme|lanzarme|aventarme|arrojarme|dejarme caer)(?=$| (?:al vacio|abajo|y|ya|de verdad|desde ahi|por ahi)(?![a-z]))`,
  ),
  rule(
    'method_means.lista',
    'method_means',
    'urgent',
    `(?:la carta|las cartas|la nota|la soga|la cuerda|las pastillas|mis pastillas|el arma|la pistola|las cuchillas|el veneno)(?: (?:y|e) (?:la carta|las cartas|la nota|la soga|la cuerda|las pastillas|mis pastillas|el arma|la pistola|las cuchillas|el veneno|el sitio|el lugar|la hora))+(?=$| (?:ya|preparad|list|guardad|escondid))`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.no-preocuparse',
    'intent',
    'imminent',
    `(?:despues de (?:hoy|esta noche|este fin de semana|manana)|a partir de (?:hoy|manana|ahora|esta noche)|pronto|dentro de poco|muy pronto|en breve|desde manana) (?:${F})(?:ya )?(?:nadie )?(?:no )?(?:${F})(?:van|vas|vais|tendran|tendras|tendreis|tendra|va) (?:a tener que |que )?(?:${F})(?:preocupar(?:se|te|os)|aguantarme|soportarme|cargar conmigo|lidiar conmigo|sufrir por mi) (?:${F})(?:por mi )?(?:${F})(?:mas|nunca mas|nunca)(?![a-z])`,
    { negatable: false },
  ),
  rule(
    'intent.no-preocuparse-debil',
    'intent',
    'imminent',
    `no (?:${F})(?:van|vas|vais|tendran|tendras|tendreis|tendra|va) (?:a tener que |que )?(?:${F})(?:preocupar(?:se|te|os)|aguantarme|soportarme|cargar conmigo|lidiar conmigo) (?:${F})(?:mas|por mi (?:${F})mas|mas (?:${F})por mi|nunca mas)(?=$| (?:por mi|de mi|lo prometo|te lo prometo))|(?:esta|este|hoy|manana) (?:${F})(?:semana|dia|noche|mes|finde|fin de semana)? ?(?:${F})(?:es|sera|va a ser) (?:${F})(?:la|el|mi) ultim[ao](?=$| para mi| de mi vida)|(?:ya )?(?:lo )?(?:he decidido|decidi|tengo decidido|lo tengo claro|esta decidido) (?:${F})(?:irme|marcharme|despedirme|hacerlo|dejarlo todo|acabar)(?=$| (?:ya|para siempre|de una vez|esta noche|hoy)(?![a-z]))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.cartas-familia',
    'plan_preparation',
    'imminent',
    `(?:he dejado|dejado|deje|dejo|tengo|he|ya tengo) (?:${F})escritas (?:${F})(?:unas |las |mis |varias |dos |tres )?cartas|(?:he escrito|escribi|estoy escribiendo|tengo escritas|deje escritas|he dejado) (?:${F})(?:unas |las |varias |dos |tres )?cartas (?:${F})(?:para|a) (?:${F})(?:mi|mis|cada uno|cada una|toda mi|todos)|(?:carta|cartas|nota|notas|mensaje|video) (?:${F})(?:para|a) (?:${F})(?:[a-z]+ ){0,4}(?:${F})explicando(?:le|les)? (?:${F})(?:por que|porque|todo|mi decision)(?=$| (?:lo (?:hice|hago|hare|voy a hacer)|me (?:fui|voy|mate)|no (?:pude|puedo) mas))|(?:deje|he dejado|regale|he regalado|di|he dado|le di|le deje|le regale|le he dejado|le he dado|le he regalado) (?:${F})(?:a )?(?:mi|mis) (?:perro|perra|gato|gata|mascota|mascotas|perros|gatos)(?: [a-z]+){0,8} (?:${F})que (?:${F})(?:lo|la|los|las) (?:${F})(?:cuide|cuidara|cuidase|cuiden|cuidaran) (?:${F})(?:siempre|para siempre|por mi|como si fuera suy[oa])`,
    { negatable: false },
  ),
  rule(
    'plan_preparation.cartas-debil',
    'plan_preparation',
    'imminent',
    `(?:he escrito|escribi|deje|dejado|he dejado|tengo) (?:${F})(?:escrita )?(?:una|la|mi) (?:carta|nota) (?:${F})(?:escrita )?(?:para|a) (?:${F})(?:mi|mis) (?:madre|padre|mama|papa|hijos|hija|hijo|hermana|hermano|familia|pareja|novio|novia|marido|mujer|amigos|amigas)(?: (?:y|e) (?:a )?(?:mi|mis) [a-z]+)?(?=$| (?:por si|para cuando|ya))|(?:esta|es|sera) (?:${F})(?:la )?ultima vez que (?:${F})(?:escribo|hablo|hablamos|os escribo|te escribo|me veis|me ves|me leeis|me lees|me ven|les escribo)(?=$| (?:aqui|por aqui|con (?:vosotros|ustedes|ti)))|(?:le |les )?(?:he regalado|regale|he dado|di|he vendido|vendi|estoy regalando|estoy vendiendo|he donado|done) (?:${F})(?:todas |toda |todo |todos )?(?:mi|mis|la|el|las|los) (?:perro|perra|gato|gata|mascota|mascotas|cosas|ropa|libros|consola|moto|coche|joyas|pertenencias|plantas|peluches)(?: (?:y|e) (?:mi|mis|la|el|las|los) (?:perro|perra|gato|gata|mascota|mascotas|cosas|ropa|libros|consola|moto|coche|joyas|pertenencias|plantas|peluches|discos|cuadros|muebles))?(?: (?:a|al|a la|a mi|a mis|entre) (?:[a-z]+ ){0,2}[a-z]+)?(?=$| y (?:he|le|les)(?![a-z]))|ya no (?:${F})(?:lo|la|los|las) (?:${F})(?:voy a|vaya a|vamos a) (?:${F})necesitar(?=$| (?:mas|nunca|a donde voy|donde voy))|(?:he )?cancelado (?:${F})(?:el|la|mi|mis) [a-z]+(?: (?:y|e) (?:el|la|mi|mis) [a-z]+)?(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.cuando-solo',
    'plan_preparation',
    'imminent',
    `cuando (?:${F})(?:se vayan|todos se vayan|no (?:haya|este|esten)|me quede sol[oa]|esten dormidos|se duerman|se acuesten)(?: [a-z]+){0,4} (?:${F})(?:sera|es|va a ser) (?:${F})(?:el momento|la hora|la noche|el dia|mi oportunidad)(?=$)|(?:el|este) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde|fin de semana) (?:${F})(?:sera|es|va a ser) (?:${F})(?:el momento|la noche|el dia|la hora)(?=$)`,
    { negatable: false },
  ),
  rule(
    'self_harm.ocultar',
    'self_harm',
    'urgent',
    `(?:llevo|uso|me pongo|tengo que (?:llevar|ponerme)|siempre llevo|voy con) (?:${F})(?:manga larga|mangas largas|sudadera|sudaderas|pulseras|munequeras|pantalon largo|pantalones largos|vendas|tiritas)(?: [a-z]+){0,5} (?:${F})para (?:${F})(?:que no (?:${F})(?:me )?(?:vean|se vean|noten|se noten|pregunten|vea|note)|tapar|esconder|ocultar|cubrir|taparme|esconderme)(?: (?:${F})(?:los|las|mis|me))? (?:${F})(?:brazos|munecas|piernas|muslos|cortes|marcas|heridas|moretones|moratones|quemaduras)|(?:esconder|tapar|ocultar|escondo|tapo|oculto) (?:${F})(?:los|las|mis) (?:cortes|heridas|quemaduras|marcas de los cortes)`,
  ),
  rule(
    'self_harm.hasta',
    'self_harm',
    'urgent',
    `me (?:${F})(?:pego|golpeo|doy golpes|doy punetazos|doy cabezazos|arano|muerdo|pellizco|quemo|corto|clavo las unas)(?: [a-z]+){0,5} hasta (?:${F})(?:dejarme|hacerme|que me (?:salga|salgan|queden|quede)|sangrar|sacarme)(?: [a-z]+){0,2}(?: (?:moretones|moratones|morados|marcas|sangre|dano|heridas|cardenales|herida|ampollas|chichones))?`,
  ),
  rule(
    'self_harm.sobredosis',
    'self_harm',
    'imminent',
    `(?:me tome|me he tomado|me acabo de tomar|acabo de tomar|tome|me trague|me he tragado|trague|me meti|me bebi) (?:${F})(?:(?:una|un|la|el) (?:caja|bote|frasco|blister|tira|tableta|paquete|envase) (?:entera|entero|completa|completo) de|(?:toda|todo) (?:la|el) (?:caja|bote|frasco|blister|tira|tableta|paquete|envase)(?: (?:entera|entero))? de|(?:dos|tres|cuatro|varias|\\d+) (?:cajas|botes|frascos|blisters|tiras) de) (?:${F})(?:mis |las |los )?${PILLS}`,
  ),
  rule(
    'harm_to_others.cargarme',
    'harm_to_others',
    'urgent',
    `(?:me lo|me la|me los|me las) (?:${F})(?:cargo|cargare|voy a cargar|quiero cargar|cargaria|cepillo|voy a cepillar)(?=$| (?:ya|de verdad|lo juro|esta noche|manana|hoy|como (?:vuelva|siga)))|(?:cargarme|cepillarme|quiero cargar|voy a cargar|voy a cepillar) (?:${F})a (?:mi|ese|esa|este|esta|el|la|los|las|todos) [a-z]+|(?:le|les|te) (?:${F})(?:voy a|vamos a|juro que (?:le|les|te) voy a) (?:${F})(?:reventar|abrir|romper|partir|aplastar) (?:${F})(?:la|el) (?:cabeza|craneo|cuello|crisma)|(?:pienso en|pensando en|ganas de|miedo de|me da miedo|impulsos? de|pensamientos de|me imagino|se me pasa por la cabeza) (?:${F})(?:hacerle dano|hacerles dano|lastimar|ahogar|asfixiar|sacudir|pegarle|matar|zarandear|tirar)(?:le|la|lo)? (?:${F})(?:al|a la|a mi|a mis|a los|a las) (?:bebe|bebes|nino|nina|ninos|ninas|nene|nena|hijo|hija|hijos|hijas|peque|crio|cria|recien nacido)`,
  ),
  rule(
    'danger_from_others.si-le-dejo',
    'danger_from_others',
    'urgent',
    `(?:dijo|dice|me dijo|me dice|me ha dicho|jura|juro|amenaza|me amenaza|me amenazo|me escribio|me ha escrito) (?:${F})que si (?:${F})(?:le |lo |la )?(?:dejo|deje|dejara|dejase|me voy|me fuera|me separo|me separara|se lo cuento|lo cuento|cuento algo|denuncio|denunciara|hablo|me escapo|me marcho)(?: [a-z]+){0,4} (?:${F})(?:no (?:${F})(?:voy a|iba a|vas a|salgo|saldre|saldria) (?:${F})(?:salir )?viv[oa]|(?:acabo|acabare|acabaria|termino|terminare) (?:${F})(?:muert[oa]|en el hospital|bajo tierra|en una zanja)|no (?:lo )?(?:cuento|contare)|no (?:vuelvo|volvere) a ver a (?:mis|los) hij[oa]s)`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.cuello',
    'danger_from_others',
    'urgent',
    `me (?:${F})(?:agarra|agarro|agarraba|coge|cogio|cogia|aprieta|apreto|apretaba|toma|tomo) (?:${F})(?:del|el|por el) cuello(?! de (?:la|mi|su) (?:camisa|camiseta|chaqueta|abrigo|sudadera|jersey))(?![a-z ]*(?:jugando|de broma|en broma|carinosamente|sin querer))|me (?:${F})(?:estrangula|estrangulaba|ahorca|ahorcaba)(?![a-z ]*(?:jugando|de broma|en broma|con (?:la|el|su) (?:abrazo|abrazos|cinturon de seguridad)))|cuando (?:${F})(?:bebe|se emborracha|esta borracho|esta borracha|se enfada|se enoja|se cabrea|se pone (?:asi|agresivo|agresiva|violento|violenta|celoso|celosa)|llega (?:borracho|borracha)|pierde los nervios|discutimos) (?:${F})(?:me|nos) (?:${F})(?:pega|empuja|golpea|zarandea|abofetea|patea|tira (?:del pelo|al suelo|contra)|da (?:golpes|palizas|bofetadas|patadas|punetazos|empujones|una paliza|una bofetada)|amenaza)`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.acecho',
    'danger_from_others',
    'urgent',
    `${AGENT} (?:${F})me (?:${F})(?:sigue|siguio|seguia|persigue|espera|esperaba|vigila|vigilaba) (?:${F})(?:a todas partes|a todos lados|por la calle|hasta (?:casa|mi casa|el trabajo|mi portal|el portal)|en (?:el|mi) portal|a la salida (?:de|del) [a-z]+|fuera de (?:casa|mi casa|el trabajo))|me (?:${F})(?:manda|envia|mando|envio|sigue mandando) (?:${F})fotos (?:${F})(?:de (?:mi|la) (?:portal|casa|calle|puerta|ventana|coche|trabajo)|mias (?:${F})(?:sin que|desde|por la calle)|de (?:mis|mi) (?:hijos|hijo|hija) (?:saliendo|en el cole|en el colegio))`,
    { negatable: false },
  ),
  rule(
    'eating_disorder.permitido',
    'eating_disorder',
    'concern',
    `(?:solo|solamente|apenas|unicamente) (?:${F})me (?:${F})(?:he permitido|permito|permiti|dejo comer|deje comer) (?:${F})(?:comer |tomar |beber )?(?:(?:una|un|medio|media|dos|tres|unas|unos|el|la|\\d+) )?(?:[a-z]+ )?(?:manzana|galleta|galletas|yogur|yogurt|fruta|pieza de fruta|cafe|caldo|sopa|pan|tostada|zanahoria|ensalada|barrita|vaso de agua|agua|infusion|te|bocado|trozo|tomate|pepino|huevo|comida|comer|cena|desayuno|almuerzo|kiwi|naranja|platano|chicle|lechuga|\\d+ calorias)(?![a-z])|me (?:${F})siento (?:${F})(?:gorda|gordo|asquerosa|asqueroso|una cerda|un cerdo|sucia|sucio) (?:${F})(?:por|de) (?:${F})(?:haber )?(?:comido|comer|cenado|desayunado|merendado)|(?:voy|me voy|corro|me encierro|me meto|ir|fui|me fui) (?:${F})al (?:bano|vater|wc|lavabo|servicio) (?:${F})a (?:${F})(?:sacarlo|echarlo|vomitar|vomitarlo|devolver|devolverlo|sacarme)(?: todo| la comida| lo que he comido)?|(?:despues de|tras|cada vez que|cuando) (?:${F})(?:comer|cenar|desayunar|como|ceno|desayuno|me atraco|me doy un atracon|cada comida|las comidas|un atracon)(?: [a-z]+){0,6} (?:${F})(?:lo (?:saco|echo|vomito|devuelvo)|(?:sacarlo|echarlo|vomitarlo|devolverlo) todo|me meto los dedos)|(?:vomito|vomitar|vomitando|vomite|devuelvo|devolviendo)(?: [a-z]+){0,5} (?:${F})(?:a proposito|adrede|aposta|queriendo|para no engordar|para adelgazar|para no subir de peso)`,
    { negatable: false },
  ),
  // ── ronda 3: familias nuevas (formas indirectas, jerga, preparativos sueltos) ───────────────
  rule(
    'passive_ideation.gracia',
    'passive_ideation',
    'concern',
    `no (?:${F})(?:le )?(?:veo|encuentro|hallo|hayo) (?:${F})(?:la gracia|el chiste|ninguna gracia|ningun chiste|el sentido|sentido|el caso) (?:${F})(?:a |de |en )?(?:${F})(?:seguir (?:respirando|viv[oa]|viviendo|aqui|existiendo|despertando|levantandome|en este mundo)|vivir|la vida|respirar|existir|estar viv[oa]|despertarme|levantarme (?:cada dia|cada manana|por las mananas))`,
  ),
  rule(
    'passive_ideation.rezo',
    'passive_ideation',
    'concern',
    `(?:avion|aviones|vuelo|vuelos)(?: [a-z]+){0,6} (?:rezo|rece|pido|deseo|ruego|espero|ojala)(?: (?:para|pa|por))? que (?:${F})se (?:caiga|estrelle|desplome|cayera|estrellara)|(?:rezo|rece|pido|ruego|ojala) (?:para |pa |por )?que (?:${F})se (?:caiga|estrelle|cayera|estrellara) (?:el|ese|mi) (?:avion|vuelo)|(?:rezo|rece|pido|ruego|le pido a dios|le rezo a dios) (?:${F})(?:para|pa|por) que (?:${F})(?:me (?:muera|lleve|atropelle|caiga algo encima|pase algo malo)|no (?:despierte|amanezca|me despierte))|(?:que|ojala|quiero que|pido que) (?:${F})(?:dios|diosito|la muerte|el de arriba|la flaca|la huesuda|la pelona|la parca) (?:${F})(?:me (?:lleve|recoja|venga a buscar|lleve ya|lleve pronto)|venga por mi|venga a buscarme)(?=$| (?:ya|pronto|de una vez|conmigo|porque|que))`,
  ),
  rule(
    'passive_ideation.mejor-para-todos',
    'passive_ideation',
    'concern',
    `(?:si|cuando) (?:${F})(?:yo )?(?:me muero|muero|me muriera|desaparezco|desapareciera|desaparezca|no estuviera|ya no estoy|ya no estuviera|me mato|me matara|dejo de existir|dejara de existir)(?: (?:${F})(?:seria|es|sera|estaria|estarian))? (?:${F})(?:mejor|un alivio|un favor|un peso menos) (?:${F})(?:para|pa) (?:todos|todo el mundo|mi familia|los demas|mis padres|mis viejos|ellos|mis hijos|el mundo)|(?:me da|me es|me daria) (?:${F})(?:igual|lo mismo) (?:${F})no (?:llegar|volver) (?:${F})nunca(?: mas)?(?: a (?:casa|ningun lado))?`,
  ),
  rule(
    'active_ideation.jerga-morir',
    'active_ideation',
    'urgent',
    `(?:quiero|quisiera|ojala|ganas de|me dan ganas de|me gustaria|deseo|prefiero|voy a|necesito|pienso en) (?:${F})(?:palmarla|la palme|la palmara|petatearme|me petatee|estirar la pata|colgar los tenis|irme al otro barrio|chupar faros|espicharla|dinarla|pasar a mejor vida|borrarme del mapa para siempre)|me (?:${F})(?:quiero|quisiera|voy a|gustaria|dan ganas de) (?:${F})ir al otro barrio|la (?:${F})(?:quiero|quisiera|voy a) (?:${F})palmar`,
  ),
  rule(
    'active_ideation.voces',
    'active_ideation',
    'urgent',
    `(?:mi cabeza|mi mente|una voz|la voz|las voces|unas voces|mi cerebro|mis pensamientos|algo dentro de mi|algo en mi cabeza) (?:${F})(?:no (?:para|deja|paran|dejan) de (?:decirme|repetirme|pedirme|gritarme|susurrarme)|me (?:dice|dicen|repite|repiten|pide|piden|grita|gritan|ordena|ordenan|susurra|susurran)) (?:${F})que (?:${F})(?:me (?:mate|muera|suicide|tire|corte|ahorque|cuelgue|quite la vida|haga dano)|lo haga(?=$| ya| de una vez| esta noche| hoy)|acabe con (?:todo|mi vida)|salte|no merezco vivir)|(?:my brain|my head|the voice|the voices|my mind)(?: [a-z]+){0,3} (?:says|keeps saying|tells me|keep telling me|is telling me|keeps telling me)(?: to)? (?:end it|kill myself|die|do it)`,
  ),
  rule(
    'active_ideation.borrarme',
    'active_ideation',
    'urgent',
    `(?:quiero|quisiera|pienso|pensando|pense|ganas de|me dan ganas de|voy a|necesito|fantaseo|fantaseando|me gustaria)(?: (?:mucho|mas|en|con|seriamente|muchisimo|todo el rato|cada dia))* (?:${F})(?:borrarme|esfumarme) (?:${F})(?:para siempre|del mapa|de este mundo|de la existencia|de la faz de la tierra|del todo|y no volver)(?! (?:de|del|en) (?:[a-z]+ ){0,2}(?:redes|grupo|grupos|chat|app|instagram|insta|tiktok|twitter|facebook|face|whatsapp|discord|internet|cuenta|cuentas|lista|clase|curso))`,
  ),
  rule(
    'active_ideation.propia-mano',
    'active_ideation',
    'urgent',
    `(?:dejar de existir|morir|morirme|acabar con todo|acabar con mi vida|irme) (?:${F})(?:por|con) (?:mi|mis) (?:propia mano|propias manos)|(?:fantaseo|fantaseando|fantaseaba|fantasear) (?:${F})con (?:${F})(?:morir|morirme|mi muerte|dejar de existir|no existir|mi (?:propio )?(?:funeral|entierro)|no despertar|estar muert[oa]|matarme|suicidarme|quitarme la vida)`,
  ),
  rule(
    'method_means.tomarmelas',
    'method_means',
    'urgent',
    `(?:tomarmelas|tragarmelas|bebermelas|metermelas|tomarme las|tragarme las) (?:${F})(?:todas|todas juntas|todas de golpe|de golpe|de una vez|de un jalon|juntas)(?!(?: juntas| de golpe)? (?:con|en|para|por) (?:el|la|los|las) (?:desayuno|comida|cena|agua|cafe|leche|zumo|manana|vitaminas))|(?:compre|he comprado|consegui|he conseguido|pedi|saque) (?:${F})(?:dos|tres|cuatro|cinco|varias|muchas|\\d+) (?:cajas|botes|frascos|blisters|tiras) de ${PILLS}(?: [a-z]+){0,5} (?:${F})(?:y (?:${F})(?:no (?:dejo|paro) de pensar|pienso)|para (?:${F})(?:mi|hacerlo|tomarmelas|no despertar))`,
  ),
  rule(
    'method_means.cajas',
    'method_means',
    'urgent',
    `(?:compre|he comprado|consegui|he conseguido|pedi|fui a comprar) (?:${F})(?:dos|tres|cuatro|cinco|varias|muchas|\\d+) (?:cajas|botes|frascos|blisters|tiras) de ${PILLS}`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.un-paso',
    'method_means',
    'urgent',
    `(?:un|solo un|un solo|un ultimo|basta un|bastaria un|seria un|solo seria un|solo es un|es solo un) (?:paso|pasito|salto|saltito|empujon)(?: (?:mas|adelante|al frente|al vacio))? (?:${F})y (?:${F})(?:se acaba todo|se acabaria todo|se termina todo|se terminaria todo|todo (?:se )?(?:acaba|termina|acabaria|terminaria)|adios a todo|se acaba el dolor|se acaba el sufrimiento|ya no sufro|descanso para siempre|se acabo todo)`,
  ),
  rule(
    'method_means.arma-llave',
    'method_means',
    'urgent',
    `(?:escopeta|pistola|arma|revolver|rifle|armas|escopetas)(?: (?!(?:caza|cazar|cazador|deportivo|deportiva|tiro|coto)(?![a-z]))[a-z]+){0,8} (?:y )?(?:${F})(?:se|conozco|tengo) (?:${F})(?:donde (?:esta|estan|guarda|guardan|tiene|tienen|esconde) (?:la llave|las llaves|las balas|los cartuchos|las municiones|la combinacion)|la (?:llave|combinacion) del (?:armario|cajon|ropero)|las balas)`,
  ),
  rule(
    'method_means.se-donde',
    'method_means',
    'urgent',
    `(?:se|sabemos) (?:${F})donde (?:${F})(?:guarda|guardan|tiene|tienen|esconde|esconden) (?:${F})(?:mi|su|el|la) (?:[a-z]+ )?(?:(?:la|el|su) )?(?:pistola|escopeta|revolver|arma|rifle)|${PILLS}(?: [a-z]+){0,6} (?:y )?(?:${F})se donde (?:lo|la|los|las) (?:guarda|guardan|esconde|esconden|tiene|tienen)`,
    { weak: true, negatable: false },
  ),
  rule(
    'method_means.letal',
    'method_means',
    'urgent',
    `(?:busque|buscando|buscaba|googlee|googleando|investigue|investigando|mire|mirando|estuve viendo|leyendo|lei|pregunte|preguntando|averiguando|averigue)(?: [a-z]+){0,8} (?:si|cuant[oa]s?|que|cual|cuales|como)(?: [a-z]+){0,8} (?:te|me|lo) (?:mata|matan|mataria|matarian|matara) (?:${F})(?:rapido|sin dolor|sin sufrir|al instante|de verdad|seguro|en (?:cuanto|poco) tiempo|mientras duermes)|(?:mezclar|tomar|beber|tragar|inhalar|respirar)(?: [a-z]+){0,4} (?:lejia|cloro|amoniaco|veneno|raticida|matarratas|anticongelante|gas|monoxido|${PILLS})(?: [a-z]+){0,5} (?:te|me) (?:mata|matan|mataria|matarian) (?:${F})(?:rapido|sin dolor|sin sufrir|al instante|en (?:cuanto|poco) tiempo)`,
  ),
  rule(
    'method_means.choque',
    'method_means',
    'urgent',
    `(?:ganas de|quiero|quisiera|pienso en|pensando en|pense en|me imagino|tentacion de|tentad[oa] de|me gustaria|fantaseo con|voy a|podria) (?:${F})(?:meterle|meter|estampar|estamparme|estrellar|estrellarme|chocar|chocarme|echar|echarle|aventar|aventarle|empotrar|empotrarme|lanzar|lanzarme)(?: (?:${F})(?:(?:con|en) )?(?:el|mi) (?:carro|coche|auto|camioneta|moto|bus|camion))? (?:${F})(?:de frente )?(?:a|contra|debajo de|bajo|con) (?:un|una|el|la|los) (?:trailer|trailers|camion|camiones|muro|pared|arbol|poste|tren|autobus|bus|rio|barranco|precipicio|pilar|coche de frente|carro de frente|contencion)|(?:dar|darle|pegar|pegarle) (?:${F})un volantazo (?:${F})(?:y (?:${F})(?:acabar|terminar|matarme|que pase lo que pase)|a proposito|hacia (?:el|un|una|la) (?:barranco|precipicio|rio|camion|trailer|pared))|(?:soltar|solte|suelto) (?:${F})el volante (?:${F})(?:a proposito|y (?:${F})(?:acabar|que pase lo que pase|dejar que (?:pase|acabe)))`,
  ),
  rule(
    'method_means.garaje',
    'method_means',
    'imminent',
    `(?:motor|coche|carro|auto)(?: [a-z]+){0,3} (?:encendido|prendido|en marcha|andando)(?: [a-z]+){0,6} (?:garaje|cochera) (?:cerrad[oa]|con la puerta cerrada|sin ventilacion)|(?:garaje|cochera) (?:cerrad[oa]|con la puerta cerrada)(?: [a-z]+){0,6} (?:motor|coche|carro|auto) (?:encendido|prendido|en marcha)`,
  ),
  rule(
    'method_means.ligadura',
    'method_means',
    'imminent',
    `(?:ate|amarre|he atado|he amarrado|anude|he anudado|tengo|ya tengo|deje) (?:${F})(?:el|un|mi|la|una) (?:cinturon|cable|sabana|corbata|cordon|bufanda|soga|cuerda|lazo|mecate)(?: (?:${F})(?:atad[oa]|amarrad[oa]|anudad[oa]))? (?:a|en|de|del|al) (?:la|el|una|un|mi) (?:barra|viga|techo|ventilador|closet|armario|regadera|ducha|pomo|perilla|manija|litera|tubo|lampara|baranda|barandal|barandilla)(?!(?: [a-z]+){0,4} (?:para (?:el|la|un|una) (?:columpio|hamaca|tendedero|toldo|ropa|cortina|decoracion|adorno|luces)|de la ropa))|(?:hice|hago|hacer|estoy haciendo|haciendo|tengo|como hacer) (?:${F})un nudo (?:corredizo|de horca|de ahorcado)(?!(?: [a-z]+){0,3} (?:scouts|scout|barco|velero|vela|campamento|clase|escalada|pesca|marinero|marineros|macrame|pulsera|pulseras|collar))`,
  ),
  rule(
    'method_means.me-subi',
    'method_means',
    'imminent',
    `me (?:${F})(?:subi|he subido|subo|acabo de subir|trepe|sente|he sentado|pare|puse de pie) (?:${F})(?:a|en|sobre|encima de) (?:la|el) (?:baranda|barandilla|barandal|cornisa|pretil|borde|muro|orilla) (?:del|de la) (?:puente|azotea|edificio|viaducto|balcon|terraza|techo|tejado|acantilado)`,
  ),
  rule(
    'passive_ideation.mas-facil',
    'passive_ideation',
    'concern',
    `(?:seria|es|sera|todo seria) (?:${F})(?:mas facil|mas sencillo|un alivio|un descanso) (?:${F})(?:no estar|no existir|desaparecer|no despertar|no despertarme|estar muert[oa]|dejar de existir|morirme|morir|no haber nacido)(?=$| (?:aqui|mas|en este mundo|ya|para todos|la verdad|de una vez))`,
  ),
  rule(
    'active_ideation.no-se-si',
    'active_ideation',
    'urgent',
    `no (?:${F})se (?:${F})si (?:${F})(?:tirarme|aventarme|lanzarme|matarme|suicidarme|colgarme|ahorcarme|tomarmelas|tomarmelas todas|cortarme las venas|acabar con todo|quitarme la vida)(?! (?:a la piscina|al agua|al mar|al rio|en paracaidas|del trampolin|a la pileta|de cabeza al|de risa))`,
    { negatable: false },
  ),
  rule(
    'method_means.donde-colgarla',
    'method_means',
    'urgent',
    `(?:cuerda|soga|cinturon|cable|sabana|lazo|mecate)(?: [a-z]+){0,6} (?:y )?(?:${F})(?:se|tengo pensado|ya vi|encontre|busque) (?:${F})(?:donde|de donde|como) (?:${F})(?:colgarla|colgarlo|atarla|atarlo|amarrarla|amarrarlo|colgarme|ahorcarme)|(?:se|ya vi|encontre|busque|tengo pensado) (?:${F})(?:donde|de donde|como) (?:${F})(?:colgarme|ahorcarme)`,
  ),
  rule(
    'intent.perdon',
    'intent',
    'imminent',
    `(?:perdon|perdonenme|perdoname|perdonadme|lo siento|disculpen|disculpenme|disculpame) (?:${F})(?:a todos |mama |papa )?por lo que (?:${F})(?:voy a hacer|estoy a punto de hacer|voy a hacer esta noche|he decidido hacer)(?=$| (?:esta noche|hoy|ya))`,
  ),
  rule(
    'harm_to_others.armado',
    'harm_to_others',
    'imminent',
    `(?:voy a ir|ire|voy|llegare|voy a llegar|me presento|me voy a presentar|voy a entrar|entrare|apareceré|aparecere|voy a aparecer) (?:${F})(?:armad[oa]|con un arma|con la pistola|con el arma|con la escopeta) (?:${F})(?:a la escuela|al colegio|al trabajo|a clase|a la oficina|a la universidad|a la uni|a la prepa|al instituto|a la fiesta|a la iglesia|al cole|a la facultad)|(?:voy a ir|ire|voy|llegare|me presento|voy a entrar|entrare) (?:${F})(?:a la escuela|al colegio|al trabajo|a clase|a la oficina|a la universidad|a la uni|a la prepa|al instituto|al cole|a la facultad)(?: [a-z]+){0,3} (?:armad[oa])`,
  ),
  rule(
    'plan_preparation.todo-delante',
    'plan_preparation',
    'imminent',
    `(?:tengo|ya tengo|puse|he puesto) (?:${F})todo (?:${F})(?:en la mesa|delante|delante de mi|enfrente|enfrente de mi|sobre la cama|en la cama|preparado en [a-z]+)(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.mascota-si-pasa',
    'plan_preparation',
    'imminent',
    `(?:que se quede con|quedarse con|que cuide a|que cuide de|cuidar a|hacerse cargo de|que se haga cargo de|se quede con|cuide a|cuidara a|cuiden a|se encargue de) (?:${F})(?:mi|mis) (?:perro|perra|gato|gata|mascota|mascotas|perros|gatos|hijos|hijo|hija|plantas|pajaro|conejo|tortuga|hamster|perrito|gatito)(?: [a-z]+){0,3} (?:${F})(?:si (?:${F})(?:me pasa algo|yo falto|falto|ya no estoy|me muero|no vuelvo)|cuando (?:${F})(?:yo )?(?:ya )?(?:no este|falte|me muera|no estemos)|por si (?:${F})(?:me pasa algo|no vuelvo|falto))|(?:le |les )?(?:deje|he dejado|dejo|compre|he comprado) (?:${F})(?:comida|pienso|croquetas|arena)(?: [a-z]+){0,3} para (?:${F})(?:meses|un ano|mucho tiempo|varios meses|todo el ano)|(?:deje|he dejado|dejo|tengo|ya tengo) (?:${F})(?:todo |el |la |los |las |mis )?(?:veterinario|alquiler|facturas|deudas|entierro|funeral|seguro de vida|seguros)(?: [a-z]+){0,2} (?:pagad[oa]s?|arreglad[oa]s?|al dia|en orden)(?!(?: [a-z]+){0,3} (?:antes de (?:irme|viajar|mudarme|la mudanza|las vacaciones|el viaje)|por (?:el viaje|la mudanza)))`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.piso',
    'plan_preparation',
    'imminent',
    `(?:cerre|he cerrado|borre|he borrado|elimine|he eliminado|desactive|he desactivado) (?:${F})(?:todas )?(?:mis|todas mis|mi) (?:redes|cuentas|perfiles|fotos|perfil|instagram|facebook|tiktok|redes sociales)(?=$| y)|(?:mande|envie|deje|grabe|escribi|he mandado|he enviado|he grabado|he escrito|le mande|les mande|le envie|les envie|le deje|les deje) (?:${F})(?:un|una|mi|unos|unas|el|la) (?:audio|audios|mensaje|mensajes|video|videos|texto|whatsapp|correo|mail|email|voz) (?:${F})de (?:despedida|adios)(?! (?:${F})(?:a|al|para) (?:mi |mis |la |el |los |las )?(?:jefe|jefa|colega|colegas|companer[a-z]*|equipo|clase|profe|oficina|trabajo|alumn[a-z]*))${NOT_OTHERS_FAREWELL}`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.papeles',
    'plan_preparation',
    'imminent',
    `(?:le pase|le di|les pase|les di|le deje|les deje|le mande|le he pasado|le he dado|pasarle|darle|dejarle) (?:${F})(?:todas )?(?:mis|las|todas mis) (?:contrasenas|claves|passwords|pines|contrasena)(?! (?:del|de la|de) (?:wifi|netflix|hbo|disney|spotify|router|internet|casa|streaming))|(?:puse|pase|he puesto|he pasado|deje|poner|pasar) (?:${F})(?:la cuenta|las cuentas|el coche|el carro|el piso|la casa|mis ahorros|todo|mi dinero|el dinero)(?: [a-z]+){0,3} a nombre de (?:${F})(?:mi|mis) [a-z]+|(?:para|pa) que (?:${F})(?:nadie|no|mi familia no|ellos no) (?:${F})(?:tenga|tengan) (?:${F})(?:lios|problemas|lio|que preocuparse|papeleo) (?:${F})(?:despues|cuando (?:${F})(?:no este|me vaya|falte|ya no este))|(?:en|de) (?:varias|distintas|diferentes|dos|tres|cuatro) farmacias(?! (?:y no (?:lo|la) (?:tenian|tienen|encontre)|buscando|porque no))|(?:(?:deje|he dejado|dejo|tengo|puse|he puesto) (?:${F})|y )(?:los|mis|todos los|todos mis) (?:papeles|asuntos|documentos) (?:${F})en orden(?!(?: [a-z]+){0,3} (?:antes de (?:irme|viajar|mudarme|la mudanza|las vacaciones|el viaje)|por (?:el viaje|la mudanza)))|(?:ya )?(?:las|los) (?:conte|he contado|tengo contadas|tengo contados)(?=$| y| todas| todos)|(?:a que hora|cuando) (?:${F})(?:pasa|pasan) (?:${F})el (?:ultimo |primer )?(?:tren|metro|mercancias|expreso|cercanias)(?=$| y| por)|(?:donde|en que (?:tramo|parte|sitio|lugar|zona|punto)|un (?:sitio|lugar|tramo)|algun (?:sitio|lugar|tramo)) (?:${F})no (?:${F})(?:hay|haya|me vean|me ve|ven) (?:${F})(?:camaras|nadie|gente|testigos|vigilancia)(?=$| y)`,
    { weak: true, negatable: false },
  ),
  rule(
    'plan_preparation.para-quien-me-encuentre',
    'plan_preparation',
    'imminent',
    `(?:nota|notita|notas|carta|cartita|cartas|mensaje|video|audio|instrucciones)(?: [a-z]+){0,8} (?:para|pa) (?:${F})(?:quien|quienes|el que|la que|los que|cuando) (?:${F})me (?:encuentre|encuentren|halle|hallen)(?! (?:el|la|los|las|mi|mis|un|una) [a-z]+)|(?:video|videos|carta|cartas|nota|notas|mensaje|mensajes|audio|audios|album|cartita|notita)(?: [a-z]+){0,6} (?:para|pa) (?:${F})cuando (?:${F})(?:yo )?(?:ya )?no (?:${F})(?:este|exista|estemos)(?=$| (?:yo|aqui|mas|con ellos|con ustedes))`,
  ),
  rule(
    'plan_preparation.no-necesitar-casa',
    'plan_preparation',
    'imminent',
    `(?:no|ya no) (?:${F})(?:voy a|vaya a|creo que vaya a|pienso) (?:${F})necesitar (?:${F})(?:donde vivir|un sitio donde vivir|casa|un techo|donde dormir|un lugar donde vivir|un futuro|ahorros|el dinero)(?=$| (?:mas|nunca|ya|donde voy|a donde voy))`,
  ),
  rule(
    'plan_preparation.en-paz',
    'plan_preparation',
    'imminent',
    `me (?:siento|encuentro) (?:extranamente|raramente|curiosamente|por fin) (?:en paz|tranquil[oa]|seren[oa]|aliviad[oa])|(?:me siento|estoy) (?:${F})(?:en paz|tranquil[oa]) (?:${F})con (?:mi decision|lo que voy a hacer|lo que he decidido|la decision)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.en-paz',
    'intent',
    'imminent',
    `me (?:siento|encuentro) (?:extranamente|raramente|curiosamente|por fin) (?:en paz|tranquil[oa]|seren[oa]|aliviad[oa])|(?:me siento|estoy) (?:${F})(?:en paz|tranquil[oa]) (?:${F})con (?:mi decision|lo que voy a hacer|lo que he decidido|la decision)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.decision',
    'intent',
    'imminent',
    `(?:ya )?(?:tome|he tomado|tengo tomada) (?:${F})(?:la|mi) decision(?=$| y| final| definitiva)|ya (?:me )?decidi(?=$)|ya (?:${F})esta decidido(?=$)|(?:ya )?(?:lo )?tengo (?:${F})claro (?:${F})(?:lo que|que) (?:${F})(?:voy a hacer|tengo que hacer|hare|hacer)(?=$)|lo (?:voy a|pienso) hacer (?:${F})(?:igual|de todas formas|de todos modos)(?=$)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.cuando',
    'intent',
    'imminent',
    `(?:despues de|despues del|pasado|pasada|tras|cuando pase|cuando pasen|luego de|luego del) (?:${F})(?:el |la |los |las |mi |su )?(?:cumple|cumpleanos|boda|navidad|navidades|ano nuevo|fiestas|graduacion|bautizo|comunion|examen|examenes|fin de semana|finde|viaje|vacaciones|entierro|aniversario|dia de la madre|dia del padre)(?: (?:de|del) (?:mi|mis|la|el) [a-z]+)? (?:${F})(?:lo hago|lo hare|lo voy a hacer|me voy para siempre|me despido para siempre)(?=$| (?:ya|de una vez|lo tengo claro|y))|lo (?:hago|hare|voy a hacer) (?:${F})cuando (?:${F})(?:todos )?(?:se duerman|se acuesten|se vayan|me quede sol[oa]|no haya nadie|esten dormidos)(?: todos)?(?=$)|no (?:${F})(?:quiero|queria) (?:${F})(?:arruinarselo|arruinarles|arruinar(?:le|les)? (?:su|el|la) (?:cumple|cumpleanos|boda|navidad|fiesta|dia|graduacion|viaje)|estropearselo|fastidiarselo|amargarle (?:la|su) [a-z]+)(?=$)|no (?:${F})me (?:esperen|esperes|espereis) (?:${F})(?:para|en) (?:${F})(?:navidad|la cena de navidad|ano nuevo|nochebuena|nochevieja|mi cumple|mi cumpleanos|el verano|las fiestas|la boda)(?=$| ya| este ano)|me (?:voy|ire|marcho) (?:${F})para siempre(?=$| y (?:nadie|ellos|ella|el|no)| sin (?:que|despedirme))|(?:este|esta) (?:${F})(?:es|sera|va a ser) (?:${F})(?:el|la|mi) (?:${F})ultim[oa] (?:finde|fin de semana|navidad|cumple|cumpleanos|cena|verano|dia) (?:con|junto a) (?:${F})(?:mis|mi) [a-z]+|(?:este|esta|el|hoy|manana|esta noche|pronto) (?:${F})(?:finde |fin de semana |semana |noche |mes |lunes |martes |miercoles |jueves |viernes |sabado |domingo )?(?:${F})se (?:termina|acaba|terminara|acabara|va a terminar|va a acabar) (?:${F})todo(?=$| para mi| de una vez| por fin)`,
    { weak: true, negatable: false },
  ),
  rule(
    'intent.despues-fuerte',
    'intent',
    'imminent',
    `(?:despues de|despues del|pasado|pasada|tras|cuando pase|luego de|luego del) (?:${F})(?:el |la |los |las |mi |su )?(?:cumple|cumpleanos|boda|navidad|navidades|ano nuevo|fiestas|graduacion|examen|examenes|fin de semana|finde|viaje|vacaciones|entierro|aniversario)(?: (?:de|del) (?:mi|mis|la|el) [a-z]+)? (?:${F})(?:me mato|me suicido|me quito la vida|acabo con todo|acabo con mi vida|ya no (?:estare|voy a estar))|(?:ya )?no (?:${F})(?:sere|voy a ser|seguire siendo|volvere a ser) (?:${F})(?:un |una )?(?:problema|carga|estorbo|molestia) (?:${F})(?:de|para) nadie(?=$| mas| nunca)|(?:esta noche|hoy|manana|ya) (?:${F})me despido (?:${F})(?:de todo|de la vida|del mundo|de este mundo|para siempre)(?=$)|me despido (?:${F})(?:de la vida|de este mundo)(?=$)`,
  ),
  rule(
    'plan_preparation.esperar-al-evento',
    'plan_preparation',
    'imminent',
    `${AFTER} (?:${F})${OCCASION} (?:${F})(?:yo )?(?:ya )?${GONE_FOR_GOOD}|${ENDURE_UNTIL} (?:${F})${THEIR_OCCASION}(?: ${NOT_SPOIL}| ${FOR_THEM})? (?:y )?(?:despues|luego|entonces|ya despues|despues de eso) (?:${F})(?:ya )?${GONE}(?: (?:para siempre|de una vez|tranquil[oa]))?$|${WAIT_FOR} (?:${F})${OCCASION}(?: ${FOR_THEM})? ${NOT_SPOIL} (?:y )?(?:despues|luego|entonces|ya despues|despues de eso) (?:${F})(?:ya )?${GONE}(?: (?:para siempre|de una vez|tranquil[oa]))?$|${WAIT_FOR} (?:${F})(?:${THEIR_OCCASION}|${OCCASION} ${FOR_THEM}) (?:y )?(?:despues|luego|entonces|ya despues|despues de eso) (?:${F})(?:ya )?(?:${GONE_FOR_GOOD}|ya esta|se acabo|lo hago|ya)$`,
  ),
  rule(
    'plan_preparation.esperar-al-evento-debil',
    'plan_preparation',
    'imminent',
    `${WAIT_FOR} (?:${F})(?:${THEIR_OCCASION}(?: ${FOR_THEM})?|${OCCASION} ${FOR_THEM})(?=$| ${NOT_SPOIL}$)|(?:${WAIT_FOR} (?:${F})${OCCASION}(?: ${FOR_THEM})? )?${NOT_SPOIL}$|no (?:${F})(?:quiero|queria|puedo|voy a) (?:${F})(?:arruinar|estropear|fastidiar|amargar|aguar|joder|empanar|danar|chafar|echar a perder)(?:le|les|selo|sela|selos|selas)?(?: (?:el|la|su|sus|los|las) (?:dia|fiesta|fiestas|boda|cumple|cumpleanos|navidad|navidades|graduacion|celebracion|momento|ilusion|evento|cena|comida))?(?: (?:a|de) (?:mi|mis|la|el|su|sus) [a-z]+)?$|^(?:y )?(?:despues|luego(?! me (?:voy|ire|largo)(?![a-z]))|entonces|ya despues|despues de eso|luego de eso|pasado eso) (?:${F})(?:ya )?${GONE}(?: (?:para siempre|de una vez|tranquil[oa]))?$|${AFTER} (?:${F})${OCCASION} (?:${F})(?:yo )?(?:ya (?:me voy|me puedo ir|me podre ir|esta|me despido)|me voy ya|me puedo ir|me voy|me despido|desaparezco|lo dejo todo|soy libre|me libero)(?: tranquil[oa]| en paz)?$(?<!${OCCASION_WORD} (?:yo )?(?:me voy|me puedo ir))|${AFTER} (?:${F})${THEIR_OCCASION} (?:${F})(?:yo )?(?:me voy|me puedo ir)$|(?:los|las|les|lo|la|te|os) (?:habre|he|habra) (?:visto|abrazado|despedido)(?: a todos| a todas)? (?:una|por) ultima vez$`,
    { weak: true, negatable: false },
  ),
  rule(
    'self_harm.hasta-sangre',
    'self_harm',
    'urgent',
    `(?:me (?:${F})(?:he |estoy )?(?:rasco|rasque|rascaba|rascado|rascando|arano|arane|aranaba|aranado|aranando|pellizco|pellizque|pellizcaba|muerdo|mordi|mordia|mordido|golpeo|golpee|golpeaba|golpeado|quemo|queme|quemaba|quemado|clavo|clave|clavaba|clavado|corto|corte|cortaba|cortado|rasguno|rasgune|arranco|arranque|arrancaba|lastimo|lastime|pincho|pinche|raspo|raspe|rayo|raye)|(?:rascarme|aranarme|pellizcarme|morderme|golpearme|quemarme|clavarme|cortarme|rasgunarme|arrancarme|lastimarme|pincharme|rasparme|rayarme|rascandome|aranandome|pellizcandome|mordiendome|golpeandome|quemandome|clavandome|cortandome))(?: (?!(?:sol|playa|plancha|horno|picadura|picaduras|roncha|ronchas|varicela|sarpullido|mosquito|mosquitos|alergia|eczema|eccema|dermatitis|grano|granos|costra|costras|jugando|entrenando|corriendo|futbol|partido|gimnasio|sarten|aceite)(?![a-z]))[a-z]+){0,6} hasta (?:${F})(?:sacarme sangre|hacerme sangre|sangrar|que (?:me )?(?:sangr[ae]n?|sangro|sangraron|sangraba)|que (?:me )?(?:salga|salgan|salio|salieron|quede|queden|quedo|quedaron|quedara|quedaran) (?:${F})(?:sangre|marcas|moretones|moratones|heridas|herida|morados|cardenales|la piel en carne viva)|dejarme (?:marcas|moretones|heridas|la piel en carne viva|sangrando)|hacerme (?:dano|heridas|sangre)|abrirme la piel)`,
  ),
  rule(
    'self_harm.recaida',
    'self_harm',
    'urgent',
    `(?:recai|he recaido|volvi a recaer|tuve una recaida|volvi a hacerlo|lo volvi a hacer) (?:${F})(?:despues de|tras|luego de) (?:${F})(?:\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|varios|varias|muchos|muchas) (?:dias|semanas|meses|anos|ano|mes|semana)(?:(?: (?:${F})(?:limpi[oa]|sin (?:cortarme|hacerme dano|autolesionarme|lastimarme|quemarme|hacerlo)))|(?=$))|(?:saque|desarme|rompi|he sacado|he desarmado|sacarle|desarmar|desarmo|saco) (?:${F})(?:la|una|las|el|un) (?:cuchilla|cuchillas|hoja|hojas|sacapuntas|maquinilla)(?: (?:del|de un|de la|de mi|de) (?:sacapuntas|maquinilla|rastrillo|afeitadora|cutter|cuter))?(?! (?:para|y) (?:afilar|sacar punta|limpiar|cambiar|tirar|reciclar|arreglar)| de (?:la|mi) (?:cocina|mochila|estuche))|(?:use|agarre|he usado|uso|usaba|cogi) (?:${F})(?:la|una|las|el|un) (?:cuchilla|cuchillas|hoja|hojas|navaja|cutter|cuter|sacapuntas)(?: [a-z]+){0,3} para (?:cortarme|hacerme (?:dano|cortes|heridas)|lastimarme)`,
  ),
  rule(
    'self_harm.mas-hondo',
    'self_harm',
    'imminent',
    `(?:me corte|me he cortado|me raje|me hice (?:un )?cortes?) (?:${F})mas (?:profundo|hondo) (?:${F})(?:que nunca|de lo normal|de lo que queria|de la cuenta|que otras veces|que la ultima vez)(?!(?: [a-z]+){0,4} (?:pelando|cocinando|cortando|picando|afeitandome|depilandome|sin querer|por accidente|jaja[a-z]*|con (?:el|la) (?:cuchillo de cocina|mandolina|cuter|lata|papel)))`,
  ),
  rule(
    'self_harm.sobredosis-tomada',
    'self_harm',
    'imminent',
    `(?<!(?:que|q) )${TOOK} (?:${F})(?:como |unas |unos |mas de |casi |alrededor de |cerca de |sobre |tipo |igual |media |medio )?${MANY} (?:${F})${PILLS_N}${NOT_COURSE}|${TOOK} (?:${F})(?:toda la caja|la caja entera|todo el blister|el blister entero|toda la tira|la tira entera|todo el frasco|el frasco entero|todo el bote|el bote entero|todo el tubo)(?=$| (?:de golpe|de una vez|del tiron|hace|y|ahora|ahorita|ya|a proposito|adrede))|${TOOK} (?:${F})(?:las|mis|los) ${PILLS_N}(?: (?:de|del|de la|para) [a-z]+(?: [a-z]+)?)? (?:todas|todos)(?: (?:juntas|juntos|de golpe|de una vez|del tiron))?(?=$| (?:hace|y|ahora|ahorita|ya))${NOT_COURSE}|(?:me tome|tome|me provoque|tuve) (?:${F})una sobredosis`,
  ),
  rule(
    'harm_to_others.si-vuelve-sujeto',
    'harm_to_others',
    'urgent',
    `si (?:${F})(?:el|la|ese|esa|este|esta|mi|su|tu) (?:[a-z]+ ){0,2}(?:${F})(?:(?:me|le|nos|la|lo|les|te) )?(?:vuelve|llega|se atreve|intenta) a (?:${F})(?:tocar|pegar|golpear|hacer dano|lastimar|violar|poner(?:le)? la mano encima|acercarse|meterse con)(?:me|le|la|lo|les|nos)? (?:a|con) (?:mi|mis) [a-z]+(?: [a-z]+){0,2} (?:lo|la|los|las|le) (?:mato|matare|voy a matar|mataria|reviento|rajo|apunalo|entierro)(?! (?:de (?:risa|un susto|un abrazo)|a besos|a cosquillas))`,
  ),
  rule(
    'harm_to_others.esperando-arma',
    'harm_to_others',
    'imminent',
    `(?:bate|cuchillo|navaja|pistola|machete|arma|fierro|palo|tubo|martillo|hacha|escopeta)(?: [a-z]+){0,8} (?:y )?(?:${F})(?:lo|la|los|las|le|les) (?:${F})(?:estoy esperando|espero|esperare|voy a esperar|estoy vigilando|estoy siguiendo|voy a buscar|voy a ir a buscar) (?:${F})(?:afuera|fuera|a la salida|en la puerta|frente a|enfrente de|en la esquina de|cerca de)(?: de)? (?:su|la|el) (?:casa|trabajo|escuela|colegio|oficina|edificio|portal|depa|departamento|gym|gimnasio|prepa|uni|facultad)|(?:lo|la|los|las) (?:${F})(?:estoy esperando|espero|esperare|voy a esperar) (?:${F})(?:afuera|fuera|a la salida|en la puerta|frente a|enfrente de|en la esquina de)(?: de)? (?:su|la|el) (?:casa|trabajo|escuela|colegio|oficina|edificio|portal|depa|departamento|gym|gimnasio)(?: [a-z]+){0,4} (?:con|y tengo) (?:el|la|un|una|mi) (?:bate|cuchillo|navaja|pistola|machete|arma|fierro|palo|tubo|martillo|hacha|escopeta)`,
  ),
  rule(
    'harm_to_others.imagino',
    'harm_to_others',
    'urgent',
    `(?:me imagino|imagino|me veo|fantaseo con|fantaseando con|sueno con|pienso en|pensando en|tengo imagenes de|imagenes de) (?:${F})(?:matando|apunalando|acuchillando|estrangulando|asfixiando|ahogando|envenenando|degollando|disparandole|disparando|atropellando|descuartizando|quemando vivo|quemando viva)(?:le|la|lo|les|los|las)? (?:a|al) (?:${F})(?:mi|mis|la|el|los|las|ese|esa|este|esta|alguien|todos|mi propi[oa])? ?[a-z]+(?! (?:final|del juego|en el juego|zombi|zombie))|(?:me imagino|imagino|me veo|fantaseo con|ganas de|pienso en|me dan ganas de|tentacion de|impulso de|impulsos de) (?:${F})(?:empujando|tirando|empujar|tirar|aventar|lanzar|aventando|lanzando)(?:la|lo|le|les|los|las)? (?:a|al) (?:mi|mis|la|el|ese|esa|este|esta)? ?[a-z]+(?: [a-z]+){0,2} (?:por|desde|de|a|al) (?:las escaleras|la escalera|la ventana|el balcon|el puente|las vias|la via|el tren|el metro|el vacio|un barranco|la carretera)`,
  ),
  rule(
    'harm_to_others.veneno',
    'harm_to_others',
    'urgent',
    `(?:quiero|voy a|ganas de|tengo ganas de|pienso|me dan ganas de|podria|planeo|estoy pensando en|pense en|pienso en) (?:${F})(?:(?:echarle|meterle|echarles) (?:${F})algo(?! de (?:picante|sal|azucar|salsa|chile|limon|sabor))|(?:echarle|ponerle|meterle|echarles|ponerles|darle|darles) (?:${F})(?:veneno|raticida|matarratas|cianuro|lejia|cloro|pastillas|vidrio|anticongelante|arsenico))(?: [a-z]+){0,3} (?:en|a) (?:la|su|el|sus|los) (?:comida|bebida|cafe|sopa|vaso|agua|te|plato|copa|cerveza|biberon|mamila|cena|desayuno|medicinas|pastillas)`,
  ),
  rule(
    'harm_to_others.bebe',
    'harm_to_others',
    'urgent',
    `(?:ganas de|quiero|pienso en|pensando en|me imagino|tentacion de|impulso de|impulsos de|miedo de|me da miedo|podria|se me pasa por la cabeza) (?:${F})(?:taparle|ponerle) (?:${F})(?:la cara|la boca|la nariz|la boca y la nariz) (?:${F})con (?:la|una|el|un|mi) (?:almohada|cobija|manta|mano|cojin|toalla|bolsa|sabana)|(?:ganas de|quiero|pienso en|pensando en|me imagino|tentacion de|impulso de|impulsos de|miedo de|me da miedo|podria|se me pasa por la cabeza) (?:${F})(?:ahogarl[oa]|asfixiarl[oa]|sacudirl[oa]|zarandearl[oa]|estrangularl[oa]|tirarl[oa] (?:por la ventana|al suelo|contra la pared)|aventarl[oa] contra|lanzarl[oa] contra|estamparl[oa] contra)`,
  ),
  rule(
    'danger_from_others.puerta',
    'danger_from_others',
    'imminent',
    `(?:va a|quiere|esta intentando|intenta|trata de|amenaza con|dice que va a|grita que va a|esta a punto de|esta por|que va a) (?:${F})(?:tumbar|tirar|romper|derribar|echar abajo|patear|reventar) (?:${F})la puerta(?=$| (?:del (?:bano|cuarto)|de (?:mi|la) (?:cuarto|habitacion|casa|bano))| y)|(?:estoy|me|nos|estamos|me he|me tuve que) (?:${F})(?:escondid[oa]s?|escondiendo|encerrad[oa]s?|escondi|encerre|esconder|encerrar) (?:${F})(?:en|dentro de|debajo de) (?:el|la|mi) (?:closet|armario|bano|cuarto|habitacion|ropero|cama)(?!(?: [a-z]+){0,4} (?:jugando|escondite|escondidas|sorpresa|broma))(?: [a-z]+){0,2} (?:con (?:mi|mis) (?:hij[oa]s?|bebe|ninos|nenes|hermanit[oa]s?|hermanos)|de (?:el|ella|mi (?:padre|papa|pareja|marido|esposo|novio|ex|padrastro))|porque (?:me|nos) (?:va|quiere|van|quieren))(?!(?: [a-z]+){0,4} (?:jugando|escondite|escondidas|sorpresa|broma))`,
    { negatable: false },
  ),
  rule(
    'danger_from_others.pagar',
    'danger_from_others',
    'urgent',
    `${PARTNER} (?:${F})(?:me )?(?:dijo|dice|escribio|escribe|mando|manda|jura|juro|amenaza|amenazo|grita|grito|ha dicho|ha escrito) (?:${F})(?:un mensaje )?(?:${F})(?:que )?(?:${F})(?:sabe donde (?:vivo|estoy|trabajo|estudio|duermo|estan mis hijos|me escondo)|me (?:la|las) (?:va|vas) a (?:hacer )?pagar(?! (?:en|por) (?:el|la) (?:partido|juego|partida|examen|carrera|torneo|liga|final|revancha))|me va a (?:hacer pagar|destrozar|arruinar la vida|quitar a (?:mis|los) hij[oa]s))|${AGENT}(?: [a-z]+){1,8} y (?:${F})(?:me|nos) (?:toca|toco|tocaba|manosea|manoseo|manoseaba|soba|sobaba)(?=$| (?:las partes|mis partes|ahi|por debajo|el cuerpo|los pechos|las piernas|sin|cuando|aunque|y no))`,
    { negatable: false },
  ),
  rule(
    'eating_disorder.solo-cafe',
    'eating_disorder',
    'concern',
    `(?:solo|solamente|nada mas que|a base de|unicamente) (?:${F})(?:cafe|agua|te|chicle|chicles|caldo|infusiones|coca zero|cola zero|hielo)(?: (?:y|con) (?:${F})(?:cafe|agua|te|chicle|chicles|caldo|infusiones|coca zero|cola zero|hielo|mate))+(?=$| (?:todo el dia|en todo el dia|hasta la noche|hoy|otra vez))(?![a-z ]{0,40}(?:enferm|gripe|virus|estomago|operacion|cirugia|ramadan|analisis|ayunas))|llevo (?:${F})(?:como |unos |casi |mas de )?(?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|diez|varios|muchos|una|un par de) (?:dias|semanas|semana) (?:${F})(?:comiendo|a base de) (?:${F})(?:casi nada|nada|muy poco|poquisimo|solo (?:agua|cafe|fruta|una (?:fruta|manzana))|una (?:fruta|manzana) al dia)(?![a-z ]{0,40}(?:enferm|gripe|virus|estomago|operacion|cirugia|ramadan|dentista|muela|resaca|covid|analisis|ayunas))`,
  ),
  rule(
    'eating_disorder.compensar',
    'eating_disorder',
    'concern',
    `me (?:${F})(?:meto|meti|metia|he metido) (?:${F})los dedos(?: [a-z]+){0,3} (?:${F})(?:despues de|tras|cada vez que|cuando|al terminar de) (?:${F})(?:comer|como|cada comida|las comidas|cenar|ceno|desayunar|un atracon|atracarme)|meterme los dedos (?:${F})(?:en la garganta|para vomitar|despues de comer)|(?:si|cuando|cada vez que|despues de|en cuanto) (?:${F})(?:como|comer|comi|ceno|cenar|pruebo|me como|desayuno)(?: [a-z]+){0,6} (?:${F})me (?:${F})(?:siento|veo|noto) (?:${F})(?:asquerosa|asqueroso|gorda|gordo|una cerda|un cerdo|sucia|sucio|una vaca|un asco)(?: [a-z]+){0,3} (?:y|entonces)(?: luego| despues)? (?:${F})(?:salgo a correr|corro|vomito|me castigo|no ceno|no como|ayuno|me purgo|tomo laxantes)|(?:correr|corro|ejercicio|entreno|entrenar|gimnasio|gym|bici|cardio)(?: [a-z]+){0,4} hasta (?:${F})(?:quemarlo todo|quemar todo lo que (?:comi|he comido|como)|compensar(?:lo)?|no poder mas por haber comido)`,
  ),
  rule(
    'eating_disorder.sangre',
    'eating_disorder',
    'urgent',
    `(?:vomito|vomite|vomitando|vomitar|devolvi|devuelvo|devolviendo) (?:${F})con sangre|(?:despues de|tras|por) (?:${F})(?:vomitar|purgarme|los laxantes|no comer|tanto vomitar)(?: [a-z]+){0,4} (?:y )?(?:${F})(?:me duele el pecho|palpitaciones|me late (?:raro|muy rapido) el corazon|me desmaye|casi me desmayo)`,
    { negatable: false },
  ),
  // ── trastorno alimentario: cifras, ocultar, compensar, laxantes, purga descrita, cuerpo, jerga ──
  rule(
    'eating_disorder.cifras',
    'eating_disorder',
    'concern',
    `(?:hoy|ayer|manana|el lunes|esta semana|llevo|solo|solamente|apenas|he comido|he tomado|comi|me permito) (?:${F})(?:como )?(?:0|cero|[1-9]\\d{0,2}) (?:calorias|kcal|cal)(?! (?:de|que tiene|tiene|por (?:racion|porcion|cada)))|(?:menos de|no mas de|no paso de|por debajo de|bajar de|no superar las|no llegar a) (?:${F})(?:[1-9]\\d{1,2}) (?:calorias|kcal|al dia)|(?:registro|apunto|anoto|marco|pongo) (?:${F})(?:0|cero) (?:calorias|kcal)|(?:quiero|voy a|tengo que) (?:${F})(?:llegar|bajar) a (?:los )?(?:3\\d|4\\d) (?:kg|kilos)|(?:llego|llegar) a (?:los )?(?:3\\d|4\\d) (?:kg|kilos)? ?antes (?:del|de) (?:verano|la boda|navidad)|(?:cuento|contando) (?:${F})(?:los|cada|mis) (?:bocados|bocado)|(?:no puedo dejar de|no consigo dejar de) contar (?:las )?calorias|(?:\\d+|veinte|treinta|diez|quince) bocados al dia`,
  ),
  rule(
    'eating_disorder.solo-liquidos',
    'eating_disorder',
    'concern',
    `llevo (?:${F})(?:como |casi |mas de )?(?:${NUM_ED} )?(?:dias|dia|semanas|semana|meses|mes) (?:${F})(?:solo |solamente |nada mas que )?(?:con|a base de|tomando|bebiendo) (?:solo |solamente )?(?:agua|cafe|cafes|te|infusiones|bebidas energeticas|coca zero|cola zero|refrescos zero|chicle|chicles)${ED_NOT}|solo (?:he|habia) (?:bebido|tomado) (?:agua|cafe|un cafe|te|caldo)(?: (?:y|con) (?:agua|cafe|te|coca zero|cola zero|caldo))? en (?:${NUM_ED} dias|todo el dia)${ED_NOT}|con solo un cafe en el cuerpo|es lo unico que me ven (?:tomar|comer)`,
  ),
  rule(
    'eating_disorder.ayuno',
    'eating_disorder',
    'concern',
    `(?:ayuno|ayunando|ayunar) (?:total|completo|seco)${ED_NOT}|(?:en|hago|haciendo|modo) ayuno total|(?:hoy es el |es el |voy por el )?dia (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (?:sin comer|de ayuno|sin probar bocado)${ED_NOT}|(?:quiero|voy a|pienso) (?:${F})(?:llegar|aguantar|alargarlo) (?:a|hasta) (?:\\d+|cinco|seis|siete|diez|catorce|quince|veinte|treinta) dias (?:sin comer|de ayuno|en ayunas)`,
  ),
  rule(
    'eating_disorder.pocas-veces',
    'eating_disorder',
    'concern',
    `(?:como|comer|comiendo|comia) (?:solo |solamente |nada mas )?una vez cada (?:dos|tres|cuatro|2|3|4) dias|(?:comer|como|comiendo) (?:solo|solamente|nada mas) una vez al dia${ED_NOT}|(?:comiendo|como|comer) (?:solo |solamente )?una (?:manzana|fruta|pieza de fruta|galleta|yogur) al dia${ED_NOT}|llevo (?:${F})(?:${NUM_ED} )?(?:dias|semanas|meses) (?:${F})(?:sin comer|comiendo (?:casi nada|nada|muy poco|poquisimo))${ED_NOT}|llevo (?:${F})desde (?:el )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) sin comer${ED_NOT}|(?:perdido|bajado|adelgazado)(?: [a-z0-9]+){0,5} (?:casi )?sin comer|no he vuelto a comer (?:normal|bien|de verdad) desde|no (?:he|e) comido (?:nada )?(?:en|desde hace) (?:${NUM_ED}) dias(?: [a-z]+){0,3} orgullos[oa]|me (?:prohibo|tengo prohibido|he prohibido) (?:${F})(?:comer|cenar|desayunar|el pan|la pasta|los carbohidratos)|me (?:salto|salte) (?:el desayuno|la comida|la cena|el almuerzo)(?: y (?:el desayuno|la comida|la cena|el almuerzo))? a proposito|(?:0|cero) calorias(?: [a-z]+){0,2} orgullos[oa]`,
  ),
  rule(
    'eating_disorder.terror-comida',
    'eating_disorder',
    'concern',
    `(?:la comida|comer|engordar|el pan|la pasta|los carbohidratos|el aceite) me (?:da|dan|aterra|aterran) (?:${F})(?:terror|panico|miedo)|me (?:aterra|aterroriza) (?:${F})(?:engordar|comer|subir de peso|ganar peso|la comida)|me (?:da|dan) (?:${F})(?:panico|terror) (?:el pan|la pasta|el aceite|los carbohidratos|la comida|comer|engordar)`,
  ),
  rule(
    'eating_disorder.bascula',
    'eating_disorder',
    'concern',
    `m(?:e)? (?:peso|pese|pesado) (?:${F})(?:como )?(?:[2-9]|\\d\\d|dos|tres|cuatro|cinco|seis|siete|ocho|diez|mil) (?:veces|vcs|vez) (?:al dia|hoy|cada dia|por dia)|me peso (?:${F})antes y despues de (?:cada comida|comer|cenar|ir al bano)|si (?:la bascula|la balanza|el peso) (?:sube|marca|dice)(?: [a-z0-9]+){0,5} (?:ese dia |ya |luego )?no (?:como|ceno|desayuno|como nada|ceno nada)`,
  ),
  rule(
    'eating_disorder.bascula-dia',
    'eating_disorder',
    'concern',
    `(?:ese dia|al dia siguiente) (?:ya )?no (?:como|ceno|como mas|como nada)|(?:manana|el lunes|hoy) no (?:como|pruebo) nada|si aguanto(?: sin comer)? me siento fuerte|si como engordo|(?:de|por) comer tan poco`,
    { weak: true },
  ),
  rule(
    'eating_disorder.ocultar',
    'eating_disorder',
    'concern',
    `(?:escondo|escondiendo|esconder|escondi|guardo|meto) (?:${F})(?:la |mi )?comida (?:${F})(?:en (?:servilletas|la servilleta|una servilleta|los bolsillos|el bolsillo|la manga|las mangas|la mochila)|para (?:darme atracones|los atracones|que no)|debajo de)|(?:tiro|tirando|tire|tiraba|he tirado) (?:${F})(?:el|la|mi|los|las|medio|media|la mitad del?) (?:bocadillo|bocata|bocatas|bocadillos|tupper|taper|tuper|almuerzo|merienda|desayuno|fiambrera|sandwich|comida que me (?:prepara|da|pone)|comida del (?:tupper|taper)) (?:${F})(?:a|en) (?:la )?(?:papelera|basura|bano|vater)|digo que (?:${F})(?:ya )?(?:me lo he comido|me lo comi|he comido (?:en|con|fuera)|ya comi (?:en|con|fuera)|ya he cenado|he cenado (?:en|con|fuera))|(?:cree|creen|piensa|piensan|se cree|se creen) que (?:${F})(?:ya )?(?:como|ceno|he comido|he cenado|desayuno|almuerzo) (?:en casa de|en la facultad|en el trabajo|en el cole|en el colegio|en el instituto|fuera|normal)|(?:que no se note|que nadie note|sin que se note|disimular|que no noten) que no (?:como|comes|ceno|he comido|como nada)|para que parezca que (?:como|he comido|ceno)|(?:doy|dando|le doy|le voy dando|le paso) (?:${F})(?:la |mi )?comida al perro (?:por debajo de la mesa|a escondidas|sin que)|(?:me bebo|bebo|beber|bebiendo) (?:${F})(?:\\d+|un|dos|litro|un litro|medio litro|litros)(?: y medio)?(?: litros?)? de agua antes de (?:la consulta|pesarme|que me pesen|la revision|ir al medico)|(?:monedas|pesas|piedras|cosas) en los bolsillos para que (?:no (?:vea|se vea|noten)|la doctora|el medico|la enfermera|pese)|(?:no sabe|no saben|nadie sabe|sin que (?:nadie )?sepa) que (?:luego |despues )?(?:vomito|me meto los dedos|me provoco|tomo laxantes|lo vomito|no como)|(?:tips|trucos|consejos) (?:pa|para) (?:que no se note que no|no comer sin que|saltarse comidas|saltarme comidas|no tener hambre|vomitar sin)`,
    { negatable: false },
  ),
  rule(
    'eating_disorder.compensar-ejercicio',
    'eating_disorder',
    'concern',
    `${ED_SPORT}(?: [a-z0-9]+){0,8} (?:para|hasta) (?:compensar(?:lo)?(?=$| (?:lo que|la comida|el atracon|la cena|las calorias|lo comido|lo de))|quemarlo(?: todo)?|quemar (?:lo (?:poco )?que|todo lo que) (?:he )?(?:comi|cene|comido|cenado|como|ceno|desayune))|(?:si|cuando|cada vez que|despues de) (?:${F})(?:como|comer|ceno|cenar|me como|pruebo)(?: [a-z]+){0,16} (?:lo )?tengo que (?:quemar(?:lo)?|salir a correr|correr|hacer ejercicio|ir al gimnasio)|(?:una|dos|\\d+) horas? de (?:cardio|cinta|bici|eliptica|ejercicio|correr|abdominales) por cada (?:cosa|bocado|comida|galleta|caloria|cosa que como)|(?:comer|como|comi|me obligan a comer)(?: [a-z]+){0,8} (?:y )?(?:luego|despues) me paso (?:la noche|media noche|horas|toda la noche|el dia) (?:haciendo|con) (?:abdominales|ejercicio|sentadillas|cardio|burpees)|atracon(?:es)?(?: [a-z0-9]+){0,10} (?:corriendo|a correr|haciendo ejercicio)(?: [a-z0-9]+){0,3} para compensar`,
  ),
  rule(
    'eating_disorder.ejercicio-toca',
    'eating_disorder',
    'concern',
    `(?:luego|despues) me toca (?:una hora|\\d+ horas|dos horas|horas) de (?:cinta|cardio|bici|gimnasio|correr|ejercicio|eliptica)`,
    { weak: true },
  ),
  rule(
    'eating_disorder.laxantes-cantidad',
    'eating_disorder',
    'concern',
    `(?:me tomo|me tome|tomo|tome|tomarme|me he tomado|me tomaba|llevo|uso|tomando) (?:${F})(?:como |unos |unas |casi |mas de |hasta )?(?:[3-9]|[1-9]\\d|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|treinta|un punado de|un monton de|muchos|muchas|la caja de|media caja de) (?:de )?(?:laxantes|laxante|diureticos|diuretico|dulcolax|bisacodilo|senosidos|pastillas laxantes|pastillas de sen|pastillas para ir al bano)|(?:me tomo|tomo|me tome) (?:[3-9]|[1-9]\\d|tres|cuatro|cinco|seis|siete|ocho|diez|un punado) (?:despues de|cada vez que|cuando|tras) (?:${F})(?:cenar|comer|como|ceno|cada comida|algo)|(?:laxantes|laxante|dulcolax|diureticos|diuretico) (?:${F})(?:sin que se note|a escondidas|en (?:tres|dos|varias|distintas|diferentes) farmacias|despues de (?:cada comida|comer|cenar)|cada vez que como|cuando como)|(?:cuantos|cuantas) (?:laxantes|diureticos|dulcolax) (?:se pueden|puedo|me puedo) tomar|compro (?:${F})(?:dulcolax|laxantes|diureticos) en|(?:tomarme|tomar) las pastillas (?:pa|para) ir al bano|vomitar o (?:tomarme|tomar) (?:los laxantes|las pastillas)`,
  ),
  rule(
    'eating_disorder.purga-descrita',
    'eating_disorder',
    'concern',
    `(?:me (?:he )?meto|me meti|me he metido|metiendome|meterme|me metia) los dedos(?: (?:en la garganta|hasta el fondo))? (?:${F})(?:despues|tras|al terminar) (?:de|del|de la|de cada) [a-z]+|si (?:${F})me (?:paso|excedo|he pasado)(?: [a-z]+){0,4} (?:me meto los dedos|vomito|lo vomito|lo echo|lo saco)|(?:voy|me voy|fui|me fui|ido|vuelvo|corro|me encierro|me meto|me escapo|escaparme|encerrarme|me escondo)(?: directa| directo| corriendo| enseguida)? (?:al|en el) (?:bano|vater|wc|lavabo|servicio) (?:${F})a (?:${F})(?:echarlo|vomitar|vomitarlo|sacarlo|devolverlo|devolver)${ED_NOT}|atracon(?:es)?(?: [a-z0-9]+){0,8} (?:y|y luego|y despues|y ahora|luego|despues) (?:voy a |tengo que |a )?(?:vomitar(?:lo)?|echarlo|purgarme|sacarlo)|(?:lo|la|los|las) he vomitado porque (?:ya )?me (?:habia pasado|he pasado|pase)|vomitar (?:ya )?no me cuesta|vomito (?:${F})(?:\\d+|dos|tres|cuatro|cinco|seis|siete|varias|muchas)(?: o (?:\\d+|tres|cuatro|cinco|seis|siete|ocho))? veces al dia${ED_NOT}|(?:con el |el )cepillo de dientes (?:para vomitar|en la garganta|hasta la garganta)|(?:mastico y escupo|masticar y escupir|lo mastico y lo escupo|mastico la comida y la escupo|masticarla y escupirla)`,
  ),
  rule(
    'eating_disorder.sangre-vomito',
    'eating_disorder',
    'urgent',
    `(?:vomit[a-z]*|echarlo|purgarme|purgue|devolvi)(?: [a-z0-9]+){0,7} (?:sale|salio|ha salido|salia|sale con|salio con|echo|eche) (?:con )?sangre`,
  ),
  rule(
    'eating_disorder.sigue-gorda',
    'eating_disorder',
    'concern',
    `(?:todavia|aun|pero) no (?:estoy|soy) (?:lo bastante|lo suficientemente|suficientemente|bastante) (?:delgad[oa]|flac[oa])|(?:pero|y) (?:sigo|todavia sigo|aun sigo) pesando (?:demasiado|mucho)`,
  ),
  rule(
    'eating_disorder.sigue-gorda-debil',
    'eating_disorder',
    'concern',
    `(?:me sigo|sigo|todavia me|aun me) (?:viendo|viendome|veo|sintiendo) (?:gorda|gordo|tripa|enorme|una vaca)|(?:todavia|aun|pero) me (?:sobran|quedan) (?:${NUM_ED}|unos|unos cuantos) kilos`,
    { weak: true },
  ),
  rule(
    // Alone no risk (the thyroid, a new mother), however many: beside the wish to lose more, or a sign of another kind.
    'eating_disorder.senales-cuerpo',
    'eating_disorder',
    'concern',
    ED_BODY,
    { weak: true, oneSignal: true },
  ),
  rule('eating_disorder.senales-medicas', 'eating_disorder', 'urgent', ED_MEDICAL, { weak: true, negatable: false, oneSignal: true }),
  rule(
    'eating_disorder.jerga',
    'eating_disorder',
    'concern',
    `(?<![a-z] )mia (?:otra vez|de nuevo|esta noche|anoche)|modo (?:ana|mia)|(?:mis |las |una )?(?:companeras|compis|amigas|buddies|buddy) (?:de )?ana|ana buddy|(?:hice|he hecho|hago|otro|dia de|noche de) b ?p(?![a-z])|(?:bonespo|meanspo|sweetspo|thinspiration)|(?:mi|la) (?:ana|mia) (?:me dice|me grita|me ha dicho|no me deja)`,
  ),
];

export const rules: LanguageRules = {
  language: 'es',
  rules: rulesList,
  negations: [
    'no?(?! (?:puedo mas|aguanto|soporto|se (?:si|por que|porque|que|como|cuando|donde|cuant[oa]s?|ni|ya|bien|lo que|a quien|en que|para que)(?![a-z])|tengo (?:ganas|razon|motivo|sentido|salida|futuro|esperanza)|veo (?:salida|sentido|futuro)|hay (?:salida|esperanza|futuro)|le (?:veo|encuentro)|puedo dejar de|dejo de pensar|paro de|puedo parar de|importa|sirvo|quiero (?:seguir|vivir|despertar|estar)|tiene sentido|merece|vale|estoy (?:bien|segur)|me siento (?:bien|segur)|me deja|para de|deja de sangrar))',
    'nunca(?! (?:va a|voy a estar bien|mejora|para|se acaba|termina))',
    'jamas',
    'ni',
    'tampoco',
    '(?:deje de|he dejado de|ya no|dejado de|supere|he superado|sin ganas de|nada de)',
  ],
  guards: [
    `(?:mi|el|la|un|una) (?:gato|gata|perro|perra|gatito|gatita|perrito|perrita|loro|hamster|conejo|bebe|sobrino|sobrina|hijo|hija) (?:${F})me (?:arano|arane|mordio|muerde|mordia|rasguno|rasgune|pico|clavo las unas|clava las unas|araño)`,
    `tirar(?:me|se|te|nos)? (?:al|a la|en el|en la|a los|en los|a las) (?:sofa|sillon|cama|piscina|pileta|agua|mar|rio|lago|playa|arena|cesped|pasto|bartola|hamaca|colchon|jacuzzi|barro|nieve|charco|suelo de risa)`,
    `(?:me la|me las) (?:va|vas|van) a (?:hacer )?pagar(?: [a-z]+){0,8} (?:jaja[a-z]*|jeje[a-z]*|xd|lol|jsjs[a-z]*)|(?:me )?(?:queria|quise) morir(?:me)? cuando (?:vi|me vio|me vieron|se me cayo|se me rompio|me cai|me tropece|me pillaron|me pillo|me di cuenta|llegue|abri|lei|escuche|me dijo|me dijeron)`,
    `(?:matar|estrangular|ahorcar|asesinar|ahogar|matarlo|matarla|estrangularlo|estrangularla)(?: (?:a|al) (?:mi|el|la|ese|esa|este|esta|los|las|mis))? (?:gato|gata|perro|perra|loro|hamster|mascota|gatito|gatita|perrito|perrita|conejo|gatos|perros|mosquito|mosquitos|cucaracha|cucarachas|mosca|moscas)`,
    `(?:me )?(?:corte|corto|he cortado|raje)(?: [a-z]+){0,5} (?:pelando|cocinando|picando|cortando|afeitandome|rebanando|abriendo) (?:[a-z]+)`,
    `(?:ni|no|nunca|jamas|ya no) (?:se me|me) (?:pasa|ha pasado|paso|pasaria|cruza|ha cruzado|cruzo|ocurre|ocurriria|ocurrio|ha ocurrido) (?:ni )?por (?:la|mi) (?:cabeza|mente)(?! (?:${F})(?:otra cosa|mas que|nada mas que|otra idea|otra que|sino))(?: (?!pero|sino|aunque)[a-z]+){0,6}`,
    `(?:me )?(?:queria|quise|quisiera) morir(?:me)?(?: [a-z]+){0,2} (?:jaja[a-z]*|jeje[a-z]*|jiji[a-z]*|xd|lol|jsjs[a-z]*|lmao)|(?:cuando|al) (?:vi|ver|me vio|me vieron|me dijo|me dijeron|me di cuenta|me entere|lo vi|la vi|llego|llegue|escuche|oi|lei|abri)(?: [a-z]+){0,6} (?:me )?(?:queria|quise) morir(?:me)?(?=$| jaja| jeje| xd| lol| de (?:la )?(?:verguenza|risa|pena))`,
    `(?:lo|la|los|las|le) (?:mato|matare|voy a matar|mataria|reviento|ahorco)(?: [a-z]+){0,3} (?:jaja[a-z]*|jeje[a-z]*|jiji[a-z]*|xd|lol|jsjs[a-z]*|lmao)`,
    `(?:me )?(?:muero|muere|muriendo|morir|morirme|muerto|muerta|morire|mori|me muera|muera) (?:${F})(?:de|por) (?:la )?(?:risa|hambre|sueno|ganas|calor|frio|verguenza|aburrimiento|envidia|pena|miedo|amor|sed|cansancio|nervios|ternura|emocion|curiosidad|celos|ilusion|gusto|asco|pereza|flojera|alegria)`,
    `(?:me )?(?:muero|muere|muriendo|morir|morirme|muerto|muerta|mori|me muera) (?:${F})de lo (?:bueno|buena|rico|rica|lindo|linda|bonito|bonita|guapo|guapa|tierno|tierna|gracioso|graciosa|hermoso|hermosa|divertido|divertida|emocionad[oa]|feliz|bien|increible|sabroso|sabrosa|delicioso|deliciosa|mono|mona|chulo|chula|padre|chido|chida|genial|cute|cuqui|orgullos[oa]|enamorad[oa])`,
    `(?:me )?(?:corte|corto|he cortado|queme|quemo|he quemado|pegue|golpee|lastime|hice dano|machuque|raspe)(?: (?:en|con))? (?:el|la|un|una|los|las|mi) (?:dedo|dedos|mano|pie|rodilla|frente|cabeza|codo|tobillo|lengua|labio|una|dedo gordo)(?: [a-z]+){0,4} (?:cortando|pelando|cocinando|picando|afeitandome|abriendo|jugando|entrenando|corriendo|con (?:el|la|un|una) (?:cuchillo|tijeras|papel|lata|vidrio|horno|plancha|sarten|olla|puerta|mesa|cuter|rallador|aceite|agua hirviendo|vapor|cafe|tostadora|estufa|vitro)|sin querer|por accidente|al (?:cocinar|cortar|abrir|caer|caerme))`,
    `(?:me )?(?:corte|corto|he cortado|queme|quemo|he quemado|raspe|raspo) (?:el|la|los|las|mis|mi) (?:piernas|pierna|brazos|brazo|axilas|axila|espalda|hombros|hombro|cara|nariz|cuello)(?: [a-z]+){0,3} (?:depilandome|afeitandome|rasurandome|con (?:la|el) (?:cuchilla de afeitar|rastrillo|maquinilla|cera|sol|plancha|secador|rizador)|en la playa|al sol|tomando el sol|con el sol|en la piscina)`,
    `(?:me|te|nos|se) (?:${F})(?:mato|mata|matas|matamos|mataba|mataste|matare|matara|matarme|matarte) (?:${F})(?:de (?:la )?risa|a carcajadas|de hambre|de frio|de calor|a trabajar|trabajando|estudiando|a estudiar|de aburrimiento)|(?:matarme|matarnos) (?:${F})de (?:la )?(?:risa|hambre|aburrimiento)`,
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
    'conmigo (?:ahora|aqui)|aqui conmigo|(?:usarla|usarlo|usarlas|usarlos|dispararme) (?:conmigo|contra mi|en mi)|en el (?:cajon|armario|botiquin|bolso|ropero|closet)|en la (?:mesita|mesilla|mesa de noche|mochila|guantera)|en la mano|en mi (?:mano|cajon|bolsillo|cuarto|habitacion|mesita|coche|carro)|delante de mi|frente a mi|al lado mio|a mi lado|junto a mi|cargada|listas|contadas',
    'cuando (?:todos|todo el mundo|ellos) (?:esten dormidos|se duerman)|antes de que amanezca|a medianoche',
    // Someone dangerous here now (a threat already told): "está afuera", "ahora está en la puerta", "viene para acá".
    `(?:^|(?:el|ella|ellos|mi (?:ex|exnovio|exnovia|expareja|pareja|novio|novia|marido|esposo|esposa|mujer|padrastro|padre|papa|hermano|tio|cunado|suegro)|ese tipo|ese hombre|un hombre|un tipo|alguien|y|ahora|ahorita|ya) )(?:ya )?(?:esta|anda|sigue) (?:${F})(?:afuera|aqui afuera|alla afuera|fuera|en la puerta|abajo|en el portal|en la entrada|tocando la puerta|tocando el timbre|golpeando la puerta|pateando la puerta|rondando la casa|esperandome afuera)(?: (?:de|del|de la) (?:mi|la|el) (?:casa|depa|departamento|piso|edificio|cuarto|trabajo|escuela|portal))?(?=$| (?:ahora|ahorita|y|con|gritando|esperando))|(?:viene|ya viene|esta viniendo) (?:${F})(?:para aca|para aqui|pa ca|pa aca|en camino|de camino|a mi casa|a buscarme)`,
  ],
  resolved: [
    'a los (?:1\\d|2\\d|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte|treinta|cuarenta)(?: anos)?(?! (?:minutos|segundos|dias|horas|meses))|con (?:unos )?(?:1\\d|2\\d|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte) anos|de (?:chic[oa]|cri[oa]|adolescente|jovencit[oa]|pequen[oa]s|nin[oa]s)(?! (?:de|que|del|en))|en la (?:peor )?epoca|hubo una epoca|hubo un tiempo|en (?:19\\d\\d|200\\d|201\\d|202[0-3])|en la (?:universidad|facultad|carrera)|cuando (?:estaba|iba) en (?:la universidad|la facultad|el instituto|el colegio|la prepa)',
    'ya paso(?: todo)?|(?:eso|todo eso|aquello) (?:ya )?(?:paso|quedo (?:muy )?atras)|ya no (?:lo pienso|pienso asi|pienso eso|los tengo|las tengo|me hago nada|me corto|soy esa persona)|hace (?:siglos|mil anos|una eternidad) que no',
    '(?<!desde )hace (?:(?:\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|varios|unos|bastantes) )?(?:anos|ano|meses|decadas|decada)(?! que)|(?<!desde )hace (?:mucho|muchisimo) tiempo(?! que)|eso (?:fue|paso) hace|(?:hoy|ahora|hoy en dia) (?:ya )?(?:estoy|me siento|vivo) (?:bien|mejor|a salvo|feliz|tranquil[oa]|recuperad[oa])',
    'cuando (?:era|tenia) (?:nino|nina|pequeno|pequena|adolescente|joven|chic[oa]|\\d+|quince|dieciseis|diecisiete)|de (?:nino|nina|pequeno|pequena|adolescente|joven)|en el pasado|en la adolescencia|en el instituto|en la secundaria|en la prepa',
    // Recalling it, and the past tense after "antes": "me acuerdo de cuando…", "antes llevaba manga larga", "antes, en mi país…".
    'me acuerdo (?:de )?(?:cuando|aquella|aquel|aquellos|aquellas|la epoca)|antes (?:me |yo |lo |la |los |las |se )?[a-z]+(?:aba|ia)(?= |$)|^antes$|hace mucho(?=$| y | pero )|ya (?:murio|fallecio)|me (?:trataron|curaron)',
    // "cinco años sin autolesionarme", "dos años sin cortarme" (not "sin comer": going without food is a sign, not a recovery)
    '(?:\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|varios|muchos) (?:anos|ano|meses) sin (?:autolesion\\w*|cortarme|hacerme dano|lastimarme|recaer|recaidas|intentarlo)',
    'solia|antes (?:me|solia|pensaba|queria|tenia|intentaba|sentia|estaba)|ya (?:lo )?(?:supere|he superado)|llevo (?:\\d+|un|una|dos|tres|cuatro|cinco|varios|muchos) (?:anos|meses) (?:sin|limpi[oa]|bien|recuperad[oa])|eso ya (?:paso|quedo atras)|(?:ya )?quedo atras|estoy (?:recuperad[oa]|bien|mejor) desde hace',
  ],
  present: [
    'ayer|anteayer|antier|el otro dia|la semana pasada|el finde pasado|hace (?:unos|un par de|pocos|\\d+|dos|tres|cuatro|cinco|seis) (?:dias|horas|semanas|minutos)|hace (?:un|una) (?:dia|hora|semana|rato|ratito)|otra vez|de nuevo|(?<!no )volvi|(?<!no )he vuelto|vuelvo|ultimamente|recientemente|estos dias|esta semana|este mes|anoche|esta noche|(?:hoy|ahora|hoy en dia)(?! (?:ya )?(?:soy|trabajo|estudio|ayudo|me caso|doy (?:charlas|clases|talleres|conferencias)|hablo de (?:ello|eso)|acompano a|tengo (?:una|un|mi|dos|tres) (?:familia|pareja|hijo|hija|hijos|trabajo|vida|casa|perro|novio|novia|marido|mujer))(?![a-z]))(?! (?:ya )?(?:(?:estoy|me siento|vivo|soy) (?:bien|mejor|a salvo|segur[oa]|tranquil[oa]|feliz|recuperad[oa]|otra persona|agradecid[oa])|doy gracias|agradezco|me alegro|tengo (?:una|un|mi|dos|tres) (?:familia|pareja|hijo|hija|hijos|trabajo|vida)))|(?<!(?:bien|mejor|limpi[oa]|recuperad[oa]|sobri[oa]|a salvo|tranquil[oa]|sin hacerlo|sin cortarme|sin [a-z]+) )desde hace|todavia|aun|sigo|recaida|recai(?! en (?:19|20)\\d\\d)|cada dia|todos los dias|quiero(?! (?:vivir|seguir (?:viviendo|adelante|aqui)|ayudar|compartir|contar(?:lo|te|os)?|dar las gracias|agradecer)(?![a-z]))|ganas de(?! (?:vivir|seguir (?:viviendo|adelante|aqui)|salir adelante)(?![a-z]))|tengo miedo',
  ],
  recovered: [
    // The life held now, told after the past: "ahora tengo una buena vida", "ahora no tenemos contacto", "hoy mi hija tiene
    // cuatro años", "hoy lo crucé corriendo", "hoy me he tatuado encima de la cicatriz", "hoy me acordé".
    '(?:hoy|ahora|hoy en dia)(?: ya)?(?: aqui)? (?:tengo (?:una |un |mi )?(?:buena |nueva )?(?:vida|trabajo|familia|pareja)|no tenemos (?:contacto|relacion)|esta (?:pres[oa]|en la carcel|condenad[oa])|voy en (?:tirantes|manga corta)|lo celebro|lo (?:he )?cruzado|lo cruce|me he tatuado|me (?:acorde|he acordado)|mi (?:hij[oa]|bebe) tiene)',
    // "hoy tengo cuarenta", "ahora estoy bien", "hoy celebro cinco años sin…": the time word of being well now
    '(?:hoy|ahora|hoy en dia|actualmente|hoy por hoy)(?: ya)? (?:tengo (?:\\d+|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta)|celebro|cumplo|(?:estoy|me siento|vivo)(?: muy| mucho| super| muchisimo)? (?:bien|mejor|en paz|tranquil[oa]|feliz|content[oa]|genial|recuperad[oa]|en otro lugar|a salvo)|medito|hago (?:boxeo|deporte|yoga)|miro atras|lo veo (?:muy )?lejos|me levanto con ganas|doy gracias|agradezco|me alegro)',
  ],
  distance: [
    '(?:en|de|sobre) (?:la|una|el|un|esta|esa|mi) (?:pelicula|serie|libro|novela|cancion|juego|videojuego|noticia|noticias|articulo|documental|historia|cuento|capitulo|episodio|obra|podcast|ensayo|trabajo de clase|clase de)',
    '(?:trabajo|tesis|tesina|investigacion|exposicion|presentacion|tarea|ensayo|charla|taller|curso|articulo|estudio|informe|proyecto|monografia|podcast|documental|reportaje) (?:de (?:la uni|la universidad|clase|psicologia|la facultad|la escuela|el colegio|la prepa|investigacion) )?(?:de|sobre|acerca de|acerca del|del|para)',
    '(?:soy|como|trabajo de|trabajo como) (?:un |una )?(?:psicolog[oa]|terapeuta|psiquiatra|enfermer[oa]|medic[oa]|profe|profesor|profesora|maestr[oa]|orientador|orientadora|trabajador social|trabajadora social|voluntari[oa]|consejer[oa])|(?:un|una|mis|el|la|los|las) (?:paciente|pacientes|alumn[oa]|alumn[oa]s|estudiante|estudiantes|cliente|clientes|usuari[oa]s?) (?:con|que|de)',
    'mi personaje|el personaje|(?:el|la) protagonista|el villano|en el juego',
    '(?:en|jugando|jugando al|jugando a la|en el|al) (?:fortnite|minecraft|gta|free fire|call of duty|valorant|among us|roblox|fifa|la play|la switch|la xbox|el lol|videojuego|videojuegos)',
    '(?:mi|una|un) (?:amig[oa]|companer[oa]|prim[oa]|herman[oa]|hij[oa]|vecin[oa]|alumn[oa]|paciente) (?:dice|dijo|quiere|esta|me conto|me dijo|piensa|se quiere)|como (?:ayudar|se ayuda|puedo ayudar) a|(?:segun|las estadisticas|un estudio|los investigadores)',
  ],
};
