/** Spanish, core namespace. Same keys as `en.ts` (TypeScript checks it). */
import { FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import type { Messages } from './en.js';

const es: Messages = {
  'meta.title.home': 'Vi: asistente de bienestar emocional con IA, por voz o por texto',
  'meta.description.home': `Vi es un asistente de bienestar emocional con IA para adultos. Habla de lo que te pasa por voz o por texto, 24/7, con ${FREE_VOICE_CONVERSATIONS_PER_MONTH} conversaciones de voz y ${FREE_CHAT_CONVERSATIONS_PER_MONTH} de texto gratis cada mes.`,

  'common.skipToContent': 'Saltar al contenido principal',
  'common.brandHome': 'página de inicio',
  'common.language': 'Idioma',
  'common.signIn': 'Iniciar sesión',
  'common.signUp': 'Registrarse',
  'common.dashboard': 'Panel',
  'common.goToDashboard': 'Ir al panel',
  'common.backToHome': 'Volver al inicio',
  'common.loading': 'Cargando...',
  'common.opensInNewTab': '(se abre en una pestaña nueva)',

  'ai.disclosure': 'Estás hablando con Vi, un asistente de IA, no con una persona.',
  'ai.disclosureDetail': 'Vi ofrece solo apoyo emocional. No puede diagnosticar ni tratar nada y no sustituye la atención profesional.',

  'header.menu': 'Menú',
  'header.closeMenu': 'Cerrar menú',
  'header.sections': 'Secciones',
  'header.account': 'Cuenta',
  'header.features': 'Funciones',
  'header.howItWorks': 'Cómo funciona',
  'header.pricing': 'Precios',
  'header.faq': 'Preguntas',

  'footer.disclaimerTitle': 'Aviso médico:',
  'footer.disclaimer':
    'Vi ofrece solo apoyo emocional. No diagnostica ni trata ninguna afección y no sustituye la atención profesional. Si estás en una crisis, busca ayuda profesional de inmediato.',
  'footer.crisisResources': 'Recursos de crisis',
  'footer.links': 'Acerca de, soporte y avisos legales',
  'footer.about': 'Acerca de',
  'footer.contact': 'Contacto',
  'footer.privacy': 'Política de privacidad',
  'footer.terms': 'Términos del servicio',
  'footer.hipaa': 'Cumplimiento de HIPAA',
  'footer.safety': 'Seguridad',
  'footer.copyright': '© {year} Vi. Apoyo emocional, por voz o por texto.',

  'nav.main': 'Principal',
  'nav.dashboard': 'Panel',
  'nav.signOut': 'Cerrar sesión',
  'nav.userMenu': ', menú de la cuenta',
  'nav.voice': 'Voz',
  'nav.chat': 'Chat',
  'nav.admin': 'Administración',
  'nav.online': 'En línea',
  'nav.offline': 'Sin conexión',

  'landing.hero.eyebrow': 'Apoyo emocional, por voz o por texto, 24/7',
  'landing.hero.titleBefore': 'Te presentamos a',
  'landing.hero.titleAfter': ', tu asistente de bienestar emocional con IA',
  'landing.hero.lead':
    'Habla de lo que te preocupa cuando lo necesites. Vi te ayuda a replantear creencias que no te sirven, a encontrar estados más tranquilos y a poner distancia con los recuerdos difíciles.',
  'landing.hero.cta': 'Empieza gratis',
  'landing.hero.note': 'Gratis cada mes: {voice} conversaciones de voz y {text} de texto. Para mayores de 18 años.',
};

export default es;
