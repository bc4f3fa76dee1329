/**
 * English, core namespace: the landing page's first screen, the public header and footer and the
 * navigation bar. Bundled with the landing page, so keep page text in a namespace of its own
 * (`en.landing.ts`, `en.info.ts`, `en.app.ts`). The reference for every other language: its keys are the `Messages` type.
 */
import { FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';

const en = {
  'meta.title.home': 'Vi: AI emotional-wellness assistant, by voice or by text',
  'meta.description.home': `Vi is an AI emotional-wellness assistant for adults. Talk it through by voice or by text, 24/7, with ${FREE_VOICE_CONVERSATIONS_PER_MONTH} free voice and ${FREE_CHAT_CONVERSATIONS_PER_MONTH} free text conversations every month.`,

  'common.skipToContent': 'Skip to main content',
  'common.brandHome': 'home page',
  'common.language': 'Language',
  'common.signIn': 'Sign In',
  'common.signUp': 'Sign Up',
  'common.dashboard': 'Dashboard',
  'common.goToDashboard': 'Go to Dashboard',
  'common.backToHome': 'Back to home',
  'common.loading': 'Loading...',
  'common.opensInNewTab': '(opens in a new tab)',

  'ai.disclosure': 'You are talking to Vi, an AI assistant — not a person.',
  'ai.disclosureDetail': 'Vi offers emotional support only. It cannot diagnose or treat anything, and it does not replace professional care.',

  'header.menu': 'Menu',
  'header.closeMenu': 'Close menu',
  'header.sections': 'Sections',
  'header.account': 'Account',
  'header.features': 'Features',
  'header.howItWorks': 'How It Works',
  'header.pricing': 'Pricing',
  'header.faq': 'FAQ',

  'footer.disclaimerTitle': 'Medical disclaimer:',
  'footer.disclaimer':
    'Vi offers emotional support only. It does not diagnose or treat any condition and is not a replacement for professional care. If you are in crisis, please seek professional help right away.',
  'footer.crisisResources': 'Crisis resources',
  'footer.links': 'About, support and legal',
  'footer.about': 'About',
  'footer.contact': 'Contact Us',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Service',
  'footer.hipaa': 'HIPAA Compliance',
  'footer.safety': 'Safety',
  'footer.copyright': '© {year} Vi. Emotional support, by voice or by text.',

  'nav.main': 'Main',
  'nav.dashboard': 'Dashboard',
  'nav.signOut': 'Sign Out',
  'nav.userMenu': ', account menu',
  'nav.voice': 'Voice',
  'nav.chat': 'Chat',
  'nav.admin': 'Admin',
  'nav.online': 'Online',
  'nav.offline': 'Offline',

  'landing.hero.eyebrow': 'Emotional support, by voice or by text, 24/7',
  'landing.hero.titleBefore': 'Meet',
  'landing.hero.titleAfter': ', your AI emotional-wellness assistant',
  'landing.hero.lead':
    'Talk things through whenever you need to. Vi helps you reframe unhelpful beliefs, find calmer states and put difficult memories at a distance.',
  'landing.hero.cta': 'Start Free Sessions',
  'landing.hero.note': 'Free every month: {voice} voice and {text} text conversations. For adults 18 and over.',
} as const;

export type Messages = { readonly [K in keyof typeof en]: string };
export default en satisfies Messages;
