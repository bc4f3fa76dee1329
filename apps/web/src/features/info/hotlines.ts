/**
 * Crisis lines shown on /crisis-resources. Only public, verifiable services; numbers checked against
 * each service's own website. Names are the services' own (not translated); the rest are keys of
 * the info namespace. `sms:` bodies use `?&body=`, which both iOS and Android read.
 */
import type { MessageKey } from '../../i18n/index.js';

type Key = MessageKey<'info'>;

export interface CrisisAction {
  href: `tel:${string}` | `sms:${string}` | `https://${string}`;
  label: Key;
  vars?: Record<string, string>;
}

export interface Hotline {
  id: string;
  name: string;
  phone: string;
  hours: Key;
  languages: Key;
  type: Key;
  /** International entries say where they serve. */
  region?: Key;
  website: `https://${string}`;
  actions: CrisisAction[];
}

export const US_HOTLINES: readonly Hotline[] = [
  {
    id: '988',
    name: '988 Suicide & Crisis Lifeline',
    phone: '988',
    hours: 'crisis.hours.always',
    languages: 'crisis.lang.enEs',
    type: 'crisis.type.suicide',
    website: 'https://988lifeline.org/',
    actions: [
      { href: 'tel:988', label: 'crisis.action.call', vars: { number: '988' } },
      { href: 'sms:988', label: 'crisis.action.text', vars: { number: '988' } },
    ],
  },
  {
    id: 'crisis-text-line',
    name: 'Crisis Text Line',
    phone: '741741',
    hours: 'crisis.hours.always',
    languages: 'crisis.lang.enEs',
    type: 'crisis.type.text',
    website: 'https://www.crisistextline.org/',
    actions: [{ href: 'sms:741741?&body=HOME', label: 'crisis.action.textWord', vars: { word: 'HOME', number: '741741' } }],
  },
  {
    id: 'veterans',
    name: 'Veterans Crisis Line',
    phone: '988, press 1 · text 838255',
    hours: 'crisis.hours.always',
    languages: 'crisis.lang.en',
    type: 'crisis.type.veterans',
    website: 'https://www.veteranscrisisline.net/',
    actions: [
      { href: 'tel:988', label: 'crisis.action.callPress1' },
      { href: 'sms:838255', label: 'crisis.action.text', vars: { number: '838255' } },
    ],
  },
  {
    id: 'trevor',
    name: 'The Trevor Project',
    phone: '1-866-488-7386',
    hours: 'crisis.hours.always',
    languages: 'crisis.lang.en',
    type: 'crisis.type.lgbtq',
    website: 'https://www.thetrevorproject.org/',
    actions: [{ href: 'tel:+18664887386', label: 'crisis.action.call', vars: { number: '1-866-488-7386' } }],
  },
  {
    id: 'samhsa',
    name: 'SAMHSA National Helpline',
    phone: '1-800-662-4357',
    hours: 'crisis.hours.always',
    languages: 'crisis.lang.enEs',
    type: 'crisis.type.substance',
    website: 'https://www.samhsa.gov/find-help',
    actions: [{ href: 'tel:+18006624357', label: 'crisis.action.call', vars: { number: '1-800-662-4357' } }],
  },
  {
    id: 'domestic-violence',
    name: 'National Domestic Violence Hotline',
    phone: '1-800-799-7233',
    hours: 'crisis.hours.always',
    languages: 'crisis.lang.enEsMore',
    type: 'crisis.type.domestic',
    website: 'https://www.thehotline.org/',
    actions: [
      { href: 'tel:+18007997233', label: 'crisis.action.call', vars: { number: '1-800-799-7233' } },
      { href: 'sms:88788?&body=START', label: 'crisis.action.textWord', vars: { word: 'START', number: '88788' } },
    ],
  },
  {
    id: 'rainn',
    name: 'RAINN National Sexual Assault Hotline',
    phone: '1-800-656-4673',
    hours: 'crisis.hours.always',
    languages: 'crisis.lang.enEs',
    type: 'crisis.type.sexualAssault',
    website: 'https://rainn.org/',
    actions: [{ href: 'tel:+18006564673', label: 'crisis.action.call', vars: { number: '1-800-656-4673' } }],
  },
  {
    id: 'trans-lifeline',
    name: 'Trans Lifeline',
    phone: '1-877-565-8860',
    hours: 'crisis.hours.varies',
    languages: 'crisis.lang.en',
    type: 'crisis.type.trans',
    website: 'https://translifeline.org/',
    actions: [{ href: 'tel:+18775658860', label: 'crisis.action.call', vars: { number: '1-877-565-8860' } }],
  },
];

export const INTERNATIONAL_HOTLINES: readonly Hotline[] = [
  {
    id: 'samaritans',
    name: 'Samaritans',
    phone: '116 123',
    hours: 'crisis.hours.always',
    languages: 'crisis.lang.en',
    type: 'crisis.type.emotional',
    region: 'crisis.country.uk',
    website: 'https://www.samaritans.org/',
    actions: [{ href: 'tel:116123', label: 'crisis.action.call', vars: { number: '116 123' } }],
  },
  {
    id: 'lifeline-au',
    name: 'Lifeline Australia',
    phone: '13 11 14',
    hours: 'crisis.hours.always',
    languages: 'crisis.lang.en',
    type: 'crisis.type.suicide',
    region: 'crisis.country.au',
    website: 'https://www.lifeline.org.au/',
    actions: [{ href: 'tel:131114', label: 'crisis.action.call', vars: { number: '13 11 14' } }],
  },
  {
    id: 'talk-suicide-canada',
    name: '9-8-8 Suicide Crisis Helpline (Canada)',
    phone: '988',
    hours: 'crisis.hours.always',
    languages: 'crisis.lang.enFr',
    type: 'crisis.type.suicide',
    region: 'crisis.country.ca',
    website: 'https://988.ca/',
    actions: [
      { href: 'tel:988', label: 'crisis.action.call', vars: { number: '988' } },
      { href: 'sms:988', label: 'crisis.action.text', vars: { number: '988' } },
    ],
  },
  {
    id: 'find-a-helpline',
    name: 'Find A Helpline',
    phone: '—',
    hours: 'crisis.hours.directory',
    languages: 'crisis.lang.many',
    type: 'crisis.type.directory',
    region: 'crisis.country.world',
    website: 'https://findahelpline.com/',
    actions: [{ href: 'https://findahelpline.com/', label: 'crisis.action.findLine' }],
  },
];

export const CRISIS_LINKS: ReadonlyArray<{ href: `https://${string}`; label: Key }> = [
  { href: 'https://988lifeline.org/', label: 'crisis.link.lifeline' },
  { href: 'https://www.crisistextline.org/', label: 'crisis.link.crisisText' },
  { href: 'https://findahelpline.com/', label: 'crisis.link.findahelpline' },
  { href: 'https://www.iasp.info/crisis-centres-helplines/', label: 'crisis.link.iasp' },
  { href: 'https://www.samhsa.gov/find-help', label: 'crisis.link.samhsa' },
  { href: 'https://www.nami.org/', label: 'crisis.link.nami' },
];
