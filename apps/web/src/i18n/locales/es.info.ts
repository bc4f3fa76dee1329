/** Spanish, info namespace. Same keys as `en.info.ts` (TypeScript checks it); same markup in `*.body`. */
import { FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import type { InfoMessages } from './en.info.js';

const esInfo: InfoMessages = {
  'info.lastUpdated': 'Última actualización: {date}',

  'about.title': 'Acerca de Vi',
  'about.description': 'Por qué un psiquiatra y formador en PNL creó Vi, un asistente de bienestar emocional con IA disponible por voz y por texto, 24/7.',
  'about.eyebrow': 'Nuestra historia',
  'about.lead': 'Vi nació de una pregunta sencilla de nuestro fundador: ¿qué les pasa a las personas entre una cita y la siguiente?',
  'about.body': `## De dónde viene Vi

Nuestro fundador trabajó durante muchos años como psiquiatra y, a la vez, formaba a personas en programación neurolingüística. Una y otra vez aparecía el mismo patrón: la gente se sentía peor por la noche, los fines de semana o en el aparcamiento antes de una reunión difícil, nunca a las 10 de la mañana de un martes.

Muchas de esas personas no necesitaban un diagnóstico ni una receta en esos momentos. Necesitaban a alguien que bajara el ritmo, hiciera una buena pregunta y las guiara en una técnica sencilla que pudieran volver a usar por su cuenta.

## Por qué un asistente de IA

Nuestro fundador no podía estar despierto para todo el mundo, así que la idea se convirtió en Vi: un asistente disponible 24/7, por voz o por texto, que guía el mismo tipo de ejercicios breves y prácticos que se enseñan en las formaciones de PNL: replantear creencias, anclar estados positivos, integración de partes, liberar fobias y distancia de recuerdos.

## Qué es Vi y qué no es

- Vi es un asistente de IA, no una persona, y lo dice.
- Vi ofrece solo apoyo emocional. No diagnostica ni trata ninguna afección y no sustituye la atención profesional.
- Las personas en crisis deben contactar con una línea de crisis o con los servicios de emergencia; nuestros recursos de crisis son gratuitos para todo el mundo.

## Cómo lo construimos

Mantenemos Vi asequible, con conversaciones gratis cada mes y un único plan de pago sencillo. No mostramos anuncios ni vendemos datos. Preferimos ser pequeños, cuidadosos y útiles antes que ruidosos.`,
  'about.ctaTitle': 'Prueba una conversación',
  'about.ctaText': 'Tus primeras conversaciones de voz y de texto de cada mes son gratis.',
  'about.crisisLink': 'Ver recursos de crisis',

  'contact.title': 'Contacto',
  'contact.description': 'Contacta con el soporte de Vi. Respondemos en 24 horas. Horario: lun-vie 9-6 y sáb 10-4 PST, domingo cerrado.',
  'contact.eyebrow': 'Soporte',
  'contact.lead': '¿Tienes preguntas sobre tu cuenta, tu plan o cómo funciona Vi? Escríbenos.',
  'contact.replyTitle': 'Respuestas rápidas',
  'contact.reply': 'Respondemos en 24 horas.',
  'contact.hoursTitle': 'Horario de soporte',
  'contact.hoursWeekdays': 'Lun-vie: 9-6 PST',
  'contact.hoursSaturday': 'Sáb: 10-4 PST',
  'contact.hoursSunday': 'Domingo: cerrado',
  'contact.faqTitle': '¿Buscas una respuesta rápida?',
  'contact.faqText': 'Muchas preguntas ya tienen respuesta en nuestras preguntas frecuentes.',
  'contact.faqLink': 'Leer las preguntas frecuentes',
  'contact.crisisTitle': '¿Necesitas ayuda ahora mismo?',
  'contact.crisisText':
    'Este formulario no se atiende a todas horas. Si estás en una crisis, llama o escribe al 988 en EE. UU., o consulta nuestros recursos de crisis.',
  'contact.crisisLink': 'Recursos de crisis',
  'contact.formTitle': 'Envíanos un mensaje',
  'contact.requiredNote': 'Los campos marcados con * son obligatorios.',
  'contact.name': 'Nombre',
  'contact.email': 'Correo electrónico',
  'contact.subject': 'Asunto',
  'contact.priority': 'Prioridad',
  'contact.priority.low': 'Baja',
  'contact.priority.normal': 'Normal',
  'contact.priority.high': 'Alta',
  'contact.priority.urgent': 'Urgente',
  'contact.message': 'Mensaje',
  'contact.submit': 'Enviar mensaje',
  'contact.sending': 'Enviando mensaje...',
  'contact.sentTitle': '¡Mensaje enviado!',
  'contact.sentText': 'Gracias por escribirnos. Te responderemos en 24 horas.',
  'contact.sendAnother': 'Enviar otro mensaje',
  'contact.errorSummary': 'Corrige los campos marcados.',
  'contact.error.nameRequired': 'Escribe tu nombre.',
  'contact.error.emailRequired': 'Escribe tu correo electrónico.',
  'contact.error.emailInvalid': 'Escribe un correo electrónico válido.',
  'contact.error.subjectRequired': 'Escribe un asunto.',
  'contact.error.messageRequired': 'Escribe un mensaje.',

  'crisis.title': 'Recursos de crisis',
  'crisis.description':
    'Líneas de crisis gratuitas a las que puedes llamar o escribir ahora, como el 988 y Crisis Text Line (envía HOME al 741741), y líneas internacionales.',
  'crisis.eyebrow': 'No estás solo',
  'crisis.lead': 'Si lo estás pasando mal, hay personas formadas listas para escucharte ahora mismo. Estos servicios son gratuitos y confidenciales.',
  'crisis.emergencyTitle': '¿Estás en peligro inmediato?',
  'crisis.emergencyText': 'Llama ahora al número de emergencias de tu país (911 en EE. UU. y Canadá, 999 o 112 en el Reino Unido, 000 en Australia).',
  'crisis.emergencyCall': 'Llamar al 911',
  'crisis.viNote': 'Vi es un asistente de IA de apoyo emocional. No puede atender emergencias ni contactar con nadie en tu nombre.',
  'crisis.usTitle': 'Líneas de crisis en Estados Unidos',
  'crisis.internationalTitle': 'Fuera de Estados Unidos',
  'crisis.phone': 'Teléfono',
  'crisis.hours': 'Horario',
  'crisis.languages': 'Idiomas',
  'crisis.type': 'Tipo',
  'crisis.website': 'Sitio web',
  'crisis.hours.always': '24/7',
  'crisis.hours.varies': 'Consulta el horario actual en su sitio web',
  'crisis.hours.directory': 'Depende del servicio',
  'crisis.lang.en': 'Inglés',
  'crisis.lang.enEs': 'Inglés, español',
  'crisis.lang.enEsMore': 'Inglés, español y más de 200 idiomas con intérpretes',
  'crisis.lang.enFr': 'Inglés, francés',
  'crisis.lang.many': 'Muchos idiomas',
  'crisis.type.suicide': 'Suicidio y crisis emocional',
  'crisis.type.text': 'Apoyo en crisis por mensaje de texto',
  'crisis.type.veterans': 'Veteranos, militares y sus familias',
  'crisis.type.lgbtq': 'Jóvenes LGBTQ+',
  'crisis.type.substance': 'Orientación en salud mental y consumo de sustancias',
  'crisis.type.domestic': 'Violencia doméstica',
  'crisis.type.sexualAssault': 'Agresión sexual',
  'crisis.type.trans': 'Apoyo entre pares para personas trans',
  'crisis.type.emotional': 'Apoyo emocional',
  'crisis.type.directory': 'Directorio mundial de líneas de ayuda',
  'crisis.country.uk': 'Reino Unido e Irlanda',
  'crisis.country.au': 'Australia',
  'crisis.country.ca': 'Canadá',
  'crisis.country.world': 'Todo el mundo',
  'crisis.action.call': 'Llamar al {number}',
  'crisis.action.text': 'Escribir al {number}',
  'crisis.action.textWord': 'Envía {word} al {number}',
  'crisis.action.callPress1': 'Llama al 988 y pulsa 1',
  'crisis.action.findLine': 'Buscar una línea de ayuda',
  'crisis.linksTitle': 'Más sitios web de crisis y apoyo',
  'crisis.link.lifeline': '988 Suicide & Crisis Lifeline',
  'crisis.link.crisisText': 'Crisis Text Line',
  'crisis.link.findahelpline': 'Find A Helpline (directorio internacional)',
  'crisis.link.iasp': 'Lista de centros de crisis de la IASP',
  'crisis.link.samhsa': 'SAMHSA: buscar tratamiento y apoyo',
  'crisis.link.nami': 'NAMI: información y apoyo en salud mental',
  'crisis.signsTitle': 'Señales de alerta que hay que tomar en serio',
  'crisis.signsIntro': 'En ti o en otra persona, pide ayuda ya si notas:',
  'crisis.signs': `- Hablar de querer morir o de hacerse daño
- Buscar una forma de quitarse la vida
- Hablar de sentirse sin esperanza o sin motivos para vivir
- Sentirse atrapado o con un dolor insoportable
- Hablar de ser una carga para los demás
- Beber más alcohol o consumir más drogas
- Aislarse de amistades y familia
- Dormir muy poco o demasiado
- Cambios de humor extremos, ira o ansiedad
- Regalar sus cosas o despedirse`,
  'crisis.helpTitle': 'Cómo ayudar a alguien',
  'crisis.help': `- Pregúntale directamente si está pensando en el suicidio. Preguntar no le mete la idea en la cabeza.
- Escucha sin juzgar y toma en serio lo que dice.
- Ayúdale a estar a salvo: reduce el acceso a cosas con las que pueda hacerse daño.
- Ayúdale a contactar con una línea de crisis, como el 988, o con un profesional.
- Mantén el contacto después de la crisis. Un mensaje corto puede marcar la diferencia.
- Si hay peligro inmediato, llama a los servicios de emergencia.`,
  'crisis.backToVi': 'Volver a Vi',

  'legal.privacy.title': 'Política de privacidad',
  'legal.privacy.description':
    'Qué guarda Vi sobre ti, adónde va (proveedor de IA, Stripe, Vapi), cuánto tiempo lo conservamos y cómo hacer una solicitud de privacidad.',
  'legal.privacy.body': `Esta política explica qué guarda el servicio Vi sobre ti, para qué, quién más lo ve y qué puedes pedirnos que hagamos con ello. Vi es para personas adultas de 18 años o más.

## Qué guardamos

- Tu cuenta: tu nombre, tu correo electrónico, un hash de tu contraseña hecho con argon2id (nunca guardamos la contraseña en sí) y las horas a las que inicias sesión.
- Tus conversaciones: las conversaciones de chat y los mensajes que envías a Vi y sus respuestas, para que puedas continuarlas y, con el acceso ilimitado, ver tu historial.
- Registros de las sesiones de voz y de texto: cuándo empezaron y terminaron, cuánto duraron y cuántos mensajes tuvieron y, en una llamada de voz, cómo terminó y si mostró un riesgo de suicidio o autolesión. Los usamos para contar tu cupo gratuito y mostrarte tus estadísticas; el indicador de riesgo nos ayuda a comprobar que los momentos de crisis se atienden de forma segura.
- Tu plan: si tienes acceso ilimitado y la referencia que Stripe nos da para tu suscripción.
- Los comentarios que decidas enviarnos, como una valoración.

Todo esto se guarda en una base de datos PostgreSQL gestionada por el operador de este servicio Vi.

## Quién más recibe datos

- Proveedor de IA: para escribir las respuestas de Vi, los mensajes de una conversación de chat se envían al proveedor de IA que haya configurado el operador: OpenAI, o un servidor compatible con OpenAI elegido por el operador. Si no hay ninguno configurado, responde un coach integrado sin conexión y nada sale de nuestro servidor.
- Voz: una llamada de voz pasa por la plataforma de voz Vapi, que procesa el audio de la llamada, o por el reconocimiento de voz y las voces de tu propio navegador. La sección sobre las conversaciones de voz, más abajo, explica los dos casos.
- Pagos: los pagos los gestiona Stripe. Los datos de tu tarjeta van directamente a Stripe y nunca pasan por nuestros servidores.

No vendemos tus datos ni los usamos para publicidad.

## Conversaciones de voz

Cómo funciona una llamada de voz depende de cómo haya configurado el operador este servicio Vi. La página de voz indica qué tipo de llamada vas a empezar.

- Con la plataforma de voz (Vapi): el audio de la llamada circula entre tu navegador y Vapi. Vapi convierte lo que dices en texto, hace que un modelo de IA (OpenAI) escriba las respuestas de Vi y las dice en voz alta. Cuando la llamada termina, Vapi nos envía las horas de la llamada, por qué terminó y su transcripción. De todo ello guardamos solo las horas, el resultado y si la llamada mostró un riesgo de suicidio o autolesión. No guardamos la transcripción ni ninguna otra palabra de la llamada.
- Voz del navegador: tu navegador convierte lo que dices en texto con su propio reconocimiento de voz. Cuando el navegador lo permite, esto ocurre en tu dispositivo; si no, el navegador envía el audio al servicio de voz de quien lo fabrica (el de Google, en Chrome). A Vi solo llega el texto reconocido. Para escribir cada respuesta enviamos ese texto, con los turnos anteriores de la misma llamada, al proveedor de IA descrito arriba (o responde el coach sin conexión), y comprobamos si muestra un riesgo de suicidio o autolesión. Tu navegador dice la respuesta con sus propias voces: elegimos una voz que funcione en tu dispositivo cuando el navegador la tiene; una voz en línea recibe el texto de la respuesta. No guardamos las palabras de una llamada con la voz del navegador, solo su registro de sesión.

## Cookies y almacenamiento local

Usamos una sola cookie: una cookie de actualización httpOnly que sirve solo para mantener tu sesión iniciada. No hay rastreadores publicitarios ni analítica de terceros. Tu navegador también recuerda el idioma de la interfaz en su almacenamiento local.

Lo que escribes en el formulario de contacto no se guarda en nuestros servidores.

## Cuánto tiempo lo conservamos

Conservamos tus datos mientras tu cuenta esté abierta.

Puedes eliminar tu cuenta desde la configuración de tu cuenta ("Eliminar mi cuenta"). Se cierra en el acto y se conserva 30 días, así que puedes recuperarla iniciando sesión dentro de ese plazo. Pasados 30 días, cada parte del servicio Vi borra todo lo que guarda sobre ti, y tus conversaciones, cifradas con una clave solo tuya, quedan ilegibles en todas sus copias, incluidas las copias de seguridad, porque esa clave se destruye. Si quieres una copia de tus datos, descárgala antes desde la configuración de tu cuenta ("Descargar mis datos").

## Tus derechos

Puedes pedir una copia de tus datos, pedirnos que los corrijamos o que los eliminemos. Respondemos a las solicitudes de privacidad en 48 horas y las gestionamos en 30 días. Usa el [formulario de contacto](/contact-us) con el asunto "Solicitud de privacidad".

## Seguridad

Las contraseñas se guardan como hash con argon2id, cada miembro solo puede acceder a sus propios datos, las pantallas de administración requieren el rol de administrador y las acciones de administración quedan registradas. El tráfico va cifrado en tránsito cuando el servicio se despliega detrás de TLS (HTTPS).

## Cambios

Si cambiamos esta política, actualizaremos la fecha de arriba y anunciaremos los cambios importantes en este sitio.`,

  'legal.terms.title': 'Términos del servicio',
  'legal.terms.description':
    'Las condiciones de uso de Vi: solo apoyo emocional, mayores de 18 años, el plan gratuito y el acceso ilimitado por 3,99 $ al mes, cancelable cuando quieras.',
  'legal.terms.body': `Estos términos se aplican cuando usas Vi. Al crear una cuenta los aceptas. Léelos junto con nuestra [Política de privacidad](/privacy-policy), que explica cómo tratamos tus datos.

## Qué es Vi

Vi es un asistente de bienestar emocional con IA. Ofrece solo apoyo emocional. No diagnostica ni trata ninguna afección y no sustituye la atención profesional. Vi es una IA, no una persona, y lo que dice puede ser incompleto o erróneo: usa tu propio criterio.

Si estás en una crisis o piensas en hacerte daño, contacta de inmediato con una línea de crisis o con el número de emergencias de tu país. Nuestros [recursos de crisis](/crisis-resources) son gratuitos para todo el mundo.

## Quién puede usar Vi

Debes tener 18 años o más. No compartas tu contraseña; eres responsable de lo que ocurra en tu cuenta.

## Planes y pago

- Gratis: ${FREE_VOICE_CONVERSATIONS_PER_MONTH} conversaciones de voz y ${FREE_CHAT_CONVERSATIONS_PER_MONTH} conversaciones de texto al mes, contadas desde el primer día del mes.
- Acceso ilimitado: 3,99 $ al mes, cobrados a través de Stripe como suscripción mensual. Puedes cancelar cuando quieras.
- Avisamos con al menos 30 días de antelación de cualquier cambio en nuestros precios.

## Uso aceptable

No uses Vi para infringir la ley, acosar a nadie, intentar entrar en cuentas ajenas o en nuestros sistemas, ni para sobrecargar el servicio.

## Disponibilidad

Buscamos una disponibilidad del 99,9 %, pero a veces Vi puede no estar disponible, por ejemplo durante tareas de mantenimiento. Los recursos de crisis nunca dependen de tu plan.

## Cierre de tu cuenta

Puedes eliminar tu cuenta en cualquier momento. Una cuenta eliminada se conserva 30 días para poder recuperarla y después se elimina. Podemos suspender las cuentas que incumplan estos términos.

## Responsabilidad

Vi se ofrece tal cual. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas derivadas del uso del servicio.

## Cambios

Podemos actualizar estos términos. Cambiaremos la fecha de arriba y avisaremos a los miembros de los cambios importantes antes de que entren en vigor.`,

  'legal.hipaa.title': 'Cumplimiento de HIPAA',
  'legal.hipaa.description': 'La relación de Vi con HIPAA: un producto de apoyo emocional, no un proveedor de salud, y las medidas de protección que sí tiene.',
  'legal.hipaa.body': `HIPAA es una ley de Estados Unidos que protege la información de salud que guardan los proveedores de atención médica, los planes de salud y las empresas que trabajan para ellos. Esta página explica con claridad dónde se sitúa Vi.

## Vi no es un proveedor de salud

Vi es un producto de apoyo emocional. No diagnostica ni trata ninguna afección, no guarda historiales médicos y no es un proveedor de atención médica ni un plan de salud. No afirmamos tener ninguna certificación HIPAA. No uses Vi para guardar historiales médicos ni información que un profesional sanitario te haya pedido mantener confidencial.

## Las medidas de protección que sí tenemos

Aunque Vi no es un servicio de salud, tratamos con cuidado lo que compartes:

- Cifrado en tránsito cuando el servicio se despliega detrás de TLS (HTTPS).
- Contraseñas guardadas solo como hash argon2id.
- Control de acceso: cada miembro solo puede acceder a su propia cuenta y conversaciones; las pantallas de administración requieren el rol de administrador.
- Un registro de auditoría de las acciones de administración.
- Una cookie de actualización httpOnly que sirve solo para iniciar sesión, y ningún rastreador publicitario.

## Servicios que tratan tus datos

Los mensajes de chat se envían al proveedor de IA configurado por el operador (OpenAI o un servidor compatible con OpenAI), salvo que no haya ninguno configurado: entonces responde en nuestro servidor un coach integrado sin conexión. Las llamadas de voz pasan por Vapi cuando la voz está activada, y los pagos por Stripe. La [Política de privacidad](/privacy-policy) da los detalles.

## Preguntas

Respondemos a las solicitudes de privacidad en 48 horas y las gestionamos en 30 días. [Contáctanos](/contact-us) para cualquier pregunta sobre tus datos.`,
  // Seguridad: el protocolo de seguridad publicado (/safety) y el enlace desde la página de crisis
  'crisis.safetyNote': 'Cómo nota Vi que alguien puede estar en peligro, y qué hace entonces:',
  'crisis.safetyLink': 'El protocolo de seguridad de Vi',
  'safety.page.title': 'Cómo te protege Vi',
  'safety.page.description':
    'El protocolo de seguridad publicado de Vi: a qué presta atención, qué hace cuando alguien puede estar en peligro, qué no hace nunca y a quién llamar.',
  'safety.page.eyebrow': 'Protocolo de seguridad',
  'safety.page.lead':
    'Vi es un programa de IA que ofrece apoyo emocional. Algunas personas que hablan con Vi atraviesan los momentos más difíciles de su vida. Esta página explica, con palabras sencillas, cómo nota Vi que alguien puede estar en peligro y qué hace entonces.',
  'safety.page.call.title': 'Si estás en peligro ahora',
  'safety.page.call.text': 'Habla con una persona que puede ayudarte, gratis, a cualquier hora:',
  'safety.page.call.emergency': 'Llama a tu número de emergencias local (911 en EE. UU.)',
  'safety.page.call.call988': 'Llama al 988',
  'safety.page.call.text988': 'Escribe al 988',
  'safety.page.call.text741741': 'Escribe HOME al 741741',
  'safety.page.call.more': 'Fuera de EE. UU., o si buscas un servicio concreto:',
  'safety.page.call.moreLink': 'líneas de crisis en otros países y para necesidades concretas',
  'safety.page.detects.title': 'A qué presta atención Vi',
  'safety.page.detects.intro': 'Cada mensaje que escribes o dices a Vi se revisa en busca de señales de que tú, u otra persona, podéis estar en peligro:',
  'safety.page.detects.categories': `- El deseo de estar muerto o de no existir («preferiría no despertar»)
- Pensamientos de quitarte la vida, con cualquier palabra o jerga
- Un método, o los medios a mano (pastillas, un arma, un lugar alto)
- Decir que vas a actuar, o que ya lo has decidido
- Un plan, una hora o un lugar, o prepararse (guardar pastillas, escribir cartas de despedida, regalar tus cosas)
- Hacerte daño, descrito y no solo nombrado («he vuelto a cortarme»)
- Pensamientos de hacer daño grave a otra persona
- Peligro por parte de otra persona: maltrato, amenazas o violencia
- Riesgo de trastorno alimentario (no comer en días, purgarse, desmayarse)`,
  'safety.page.detects.how': 'Cómo lee:',
  'safety.page.detects.howList': `- En seis idiomas: inglés, español, francés, alemán, portugués e italiano.
- Entiende frases indirectas, jerga («kms», «unalive»), faltas de ortografía y números en lugar de letras.
- Lee juntos tus últimos mensajes, así detecta un riesgo que solo se ve a lo largo de varios mensajes.
- Decir que no es así («nunca me haría daño») y expresiones cotidianas («este plazo me está matando») no se toman como riesgo.
- Funciona en dos partes: listas de frases escritas para cada idioma y un modelo estadístico entrenado con varios miles de mensajes de ejemplo etiquetados a mano (ninguno del conjunto con el que se miden las cifras de abajo), que lee las formas de decirlo que las listas no recogen.
- Esta revisión funciona en nuestros propios servidores, sin ningún servicio externo, y decide antes de que Vi empiece a responder. Cuando Vi responde con un modelo de IA, el modelo también valora el riesgo a la vez y puede detener una respuesta ya empezada, para que la respuesta de crisis llegue enseguida.
- Las respuestas de Vi también se revisan antes de enviarse.`,
  'safety.page.levels.title': 'Qué hace Vi en cada nivel',
  'safety.page.levels.intro':
    'Cada señal tiene un nivel. El nivel más alto de la conversación decide la respuesta, igual en el chat escrito que en las llamadas de voz.',
  'safety.page.levels.concern': 'Preocupación',
  'safety.page.levels.concernText':
    'Puede que lo estés pasando mal: el deseo de no despertar, o señales de un trastorno alimentario. Vi te pregunta con amabilidad y sin rodeos si estás a salvo (preguntar no da la idea), sigue escuchando y muestra las líneas de crisis en un panel tranquilo.',
  'safety.page.levels.urgent': 'Urgente',
  'safety.page.levels.urgentText':
    'Puede que pienses en quitarte la vida o en hacerte daño, en hacer daño a alguien, o que estés en peligro por otra persona. Vi pregunta directamente por tu seguridad y pone primero tu número de emergencias local y después los botones de un toque Llama al 988, Escribe al 988 y Escribe HOME al 741741. Te ofrece un breve ejercicio de anclaje.',
  'safety.page.levels.imminent': 'Inminente',
  'safety.page.levels.imminentText':
    'Puede que estés a punto de actuar: un plan, una hora, los medios a mano. Vi te pide que llames ahora a tu número de emergencias local o al 988, muestra primero los mismos botones de un toque y se queda contigo en la conversación.',
  'safety.page.levels.always': `- El panel de ayuda se queda en pantalla el resto de esa conversación, y la conversación sigue abierta.
- Vi recuerda la crisis durante 7 días (en nuestros servidores, visible solo para ti) y te pregunta cómo estás al empezar tu siguiente conversación.
- El riesgo de trastorno alimentario trae también la línea de ANAD; el peligro por parte de otra persona, la Línea Nacional contra la Violencia Doméstica.
- En las llamadas de voz la misma revisión se hace en cada turno hablado y el panel aparece en pantalla en 2 segundos. Vi dice «la página de recursos de crisis» en vez de leer una dirección web en voz alta.
- La ayuda en crisis nunca está detrás del muro de pago: quien ya no tiene conversaciones este mes puede seguir escribiendo, recibir la respuesta de crisis y seguir hablando de ello.`,
  'safety.page.never.title': 'Lo que Vi no hace nunca',
  'safety.page.never.list': `- Dar información sobre formas o medios de hacerte daño o de hacer daño a otra persona.
- Terminar la conversación contigo, o dejarte fuera por lo que has dicho.
- Decir que es un ser humano, un médico ni ningún otro profesional sanitario titulado.
- Poner la ayuda en crisis detrás del muro de pago.
- Llamar a nadie por ti o sobre ti. Vi no puede avisar a los servicios de emergencia; pone a las personas que pueden ayudarte a un toque.`,
  'safety.page.disclosure.title': 'Vi te dice que es un programa informático',
  'safety.page.disclosure.intro': 'En el chat escrito se muestra en mayúsculas y negrita de al menos 16 puntos; en una llamada de voz Vi lo dice en voz alta:',
  'safety.page.disclosure.text':
    'EL ACOMPAÑANTE DE INTELIGENCIA ARTIFICIAL (VI) ES UN PROGRAMA INFORMÁTICO Y NO UN SER HUMANO. NO ES CAPAZ DE SENTIR EMOCIONES HUMANAS.',
  'safety.page.disclosure.when': `- Al empezar cada conversación, escrita o hablada.
- Cada 3 horas mientras la conversación sigue.
- Cuando vuelves después de 7 días o más.
- Siempre que preguntes si hablas con una persona o con un bot. Esa respuesta la escribimos nosotros, no un modelo de IA.`,
  'safety.page.counts.title': 'Cómo contamos las derivaciones en crisis',
  'safety.page.counts.text':
    'Contamos cuántas veces Vi dio la respuesta de crisis, como pide la ley (California exige un informe anual desde julio de 2027). Los recuentos no contienen ningún nombre, correo, número de cuenta, mensaje ni nada que señale a una persona. Cada recuento dice solo:',
  'safety.page.counts.list': `- el mes
- el nivel (preocupación, urgente o inminente)
- el canal: chat escrito, voz en el navegador o voz a través de nuestra plataforma de llamadas
- el idioma de la conversación`,
  'safety.page.eval.title': 'Qué tan bien funciona',
  'safety.page.eval.intro':
    'Medimos la revisión que siempre funciona con mensajes etiquetados a mano. «Detectado» es la parte de los mensajes que necesitan ayuda en crisis que Vi reconoció; «alarmas acertadas» es la parte de las respuestas de crisis de Vi que eran necesarias.',
  'safety.page.eval.caption': 'Cifras de la medición del {date}.',
  'safety.page.eval.captionNone': 'Cifras de la última medición.',
  'safety.page.eval.measure': 'Medida',
  'safety.page.eval.result': 'Resultado',
  'safety.page.eval.target': 'Objetivo',
  'safety.page.eval.notMeasured': 'aún sin medir',
  'safety.page.eval.recall': 'Riesgo detectado, todos los mensajes',
  'safety.page.eval.recallTarget': '95 % o más',
  'safety.page.eval.imminentRecall': 'Riesgo detectado cuando alguien puede actuar ya',
  'safety.page.eval.imminentRecallTarget': '100 %',
  'safety.page.eval.planMeansRecall': 'Riesgo detectado cuando se menciona un plan o los medios',
  'safety.page.eval.planMeansRecallTarget': '100 %',
  'safety.page.eval.precision': 'Alarmas acertadas',
  'safety.page.eval.precisionTarget': '95 % o más',
  'safety.page.eval.conversationRecall': 'Riesgo detectado que solo se ve a lo largo de varios mensajes',
  'safety.page.eval.conversationRecallTarget': 'Sin objetivo fijado',
  'safety.page.eval.ordinaryFalseAlarmRate': 'Mensajes cotidianos sin riesgo que dieron una alarma',
  'safety.page.eval.ordinaryFalseAlarmRateTarget': 'Sin objetivo fijado',
  'safety.page.eval.p99Ms': 'Tiempo para revisar un mensaje (99 de cada 100 no tardan más)',
  'safety.page.eval.p99MsTarget': '1 ms o menos',
  'safety.page.eval.ms': '{ms} ms',
  'safety.page.eval.source':
    'De dónde salen las cifras: cinco conjuntos etiquetados escritos por el equipo y guardados en el repositorio del producto (de docs/safety/eval/ a docs/safety/eval5/, del segundo al quinto por personas que nunca vieron el detector ni sus mensajes de entrenamiento, el tercero con muchos mensajes escritos como se transcribe el habla, el cuarto como se escribe en una aplicación de chat, el quinto en todos los registros, de dos palabras a párrafos largos), leídos juntos: mensajes sueltos en seis idiomas, con mensajes que parecen alarmantes pero no lo son (expresiones hechas, tristeza sin riesgo, historias, noticias) en número parecido, conversaciones cortas en las que el riesgo solo se ve a lo largo de varios mensajes, y 420 mensajes cotidianos sin riesgo, para contar las alarmas en conversaciones normales. El modelo estadístico se entrenó con otros mensajes, nunca con estos. La orden «node bench/crisis-eval.mjs --write» lo mide y escribe estas cifras.',
  'safety.page.eval.size': 'La última medición usó {messages} mensajes en {languages} idiomas y {conversations} conversaciones.',
  'safety.page.eval.independent':
    'Un conjunto escrito por el mismo equipo que construyó la revisión puede favorecerla, así que también se prueba el producto con un conjunto independiente, escrito por personas ajenas al equipo. Sus resultados se guardan junto a estos en bench/RESULTS.md, en el repositorio.',
  'safety.page.law.title': 'Las normas que seguimos',
  'safety.page.law.text':
    'Las leyes sobre compañeros de IA piden un protocolo de seguridad publicado, un aviso claro de que hablas con un programa informático y recuentos de derivaciones en crisis: Nueva York (General Business Law, artículo 47), California (SB 243), Utah (13-72a) y el Reglamento de IA de la UE (artículo 50). Las aplicamos a todas las personas, vivan donde vivan.',
  'safety.page.law.support':
    'Vi ofrece apoyo emocional. No es atención médica y no sustituye a un profesional. Si estás en peligro, llama a tu número de emergencias local.',
  'safety.page.backToCrisis': 'Ver todos los recursos de crisis',
};

export default esInfo;
