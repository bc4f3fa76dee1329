/**
 * Vi's interface languages: a tiny in-house i18n (a module-level store, no provider to mount).
 *
 * Using it in a component:
 *
 *   const { t } = useT();                    // core namespace: header, footer, nav, common, landing hero
 *   t('landing.hero.cta')                    // → "Start Free Sessions" (or the Spanish text)
 *   t('pricing.free.voice', { count: 5 })    // `{count}` in the text is replaced by 5
 *   const { t } = useT('info');              // also the info pages' keys (about, contact, crisis, legal)
 *   const { t } = useT('auth');              // sign-in/sign-up dialog and pages, not-found, coming-soon
 *   preloadNamespace('landing')              // start fetching a namespace's text before a lazy chunk renders
 *   const { language, setLanguage, languages } = useLanguage();
 *
 * Text lives in `./locales/<language>.ts` (core) and `./locales/<language>.<namespace>.ts` (other
 * namespaces), each a default-exported flat object of `'dotted.key': 'text'`. English is the
 * reference: `en.ts` is bundled with the landing page; every other file is found by the glob below
 * and loaded only when needed, so each namespace's text ships with the code that shows it.
 *
 * - Adding a key: add it to the English file of its namespace, then to the other languages' files
 *   (they are typed `Messages`/`InfoMessages`, so TypeScript names the ones missing it).
 * - Adding a language: add `locales/fr.ts` (and `locales/fr.info.ts` for the info pages). Nothing to
 *   register; its name in the switcher comes from `Intl.DisplayNames`. A key or a file a language
 *   lacks falls back to English.
 * - Adding a namespace (the signed-in app, say `app`): add `locales/en.app.ts` and friends and a line
 *   in `Namespaces` below; `useT('app')` then suspends (React `use`) until that text is loaded, so
 *   keep a <Suspense> above the component (App has one around every route).
 * - No plurals or rich text: write sentences that work with a number in them, and split a sentence
 *   around a link into two keys.
 *
 * The chosen language is stored in localStorage (`vi.language`); before a choice, the first of
 * `navigator.languages` we have wins. `<html lang>` always follows the current language.
 */
import { use, useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  STORAGE_KEY,
  interpolate,
  languageName,
  parseLocalePath,
  pickLanguage,
  type Dictionary,
  type Vars,
} from './core.js';
import english from './locales/en.js';
import type { Messages } from './locales/en.js';
import type { InfoMessages } from './locales/en.info.js';
import type { LandingMessages } from './locales/en.landing.js';
import type { AppMessages } from './locales/en.app.js';
import type { AuthMessages } from './locales/en.auth.js';
import type { AdminMessages } from './locales/en.admin.js';

export { languageName } from './core.js';
export type { Vars } from './core.js';

/** The key types of every namespace, by name: `useT('info')` accepts core and info keys. */
export interface Namespaces {
  core: Messages;
  info: InfoMessages;
  landing: LandingMessages;
  app: AppMessages;
  auth: AuthMessages;
  admin: AdminMessages;
}
export type Namespace = keyof Namespaces;
export type MessageKey<N extends Namespace = 'core'> = Extract<keyof Namespaces['core'] | keyof Namespaces[N], string>;

type Loader = () => Promise<{ default: Dictionary }>;
const loaders: Record<string, Loader> = {};
for (const [path, load] of Object.entries(import.meta.glob<{ default: Dictionary }>(['./locales/*.ts', '!./locales/en.ts', '!./locales/*.spec.ts']))) {
  const found = parseLocalePath(path);
  if (found) loaders[`${found.language}:${found.namespace}`] = load;
}

/** Every language with core text, English first. */
export const LANGUAGES: readonly string[] = [
  DEFAULT_LANGUAGE,
  ...Object.keys(loaders)
    .filter((id) => id.endsWith(`:${DEFAULT_NAMESPACE}`))
    .map((id) => id.split(':')[0]!)
    .filter((code) => code !== DEFAULT_LANGUAGE)
    .sort(),
];

const loaded = new Map<string, Dictionary>([[`${DEFAULT_LANGUAGE}:${DEFAULT_NAMESPACE}`, english]]);
const pending = new Map<string, Promise<void>>();
const usedNamespaces = new Set<string>([DEFAULT_NAMESPACE]);
const listeners = new Set<() => void>();

function loadOne(id: string): Promise<void> {
  if (loaded.has(id)) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    const loader = loaders[id];
    promise = (loader ? loader().then((module) => module.default) : Promise.resolve({}))
      .catch(() => ({}) as Dictionary) // A failed download falls back to English rather than breaking the page.
      .then((dictionary) => {
        loaded.set(id, dictionary);
      });
    pending.set(id, promise);
  }
  return promise;
}

/** A namespace and the core one, in a language and in English (the fallback). */
function needed(language: string, namespace: string): string[] {
  return [...new Set([language, DEFAULT_LANGUAGE])].flatMap((lang) => [...new Set([namespace, DEFAULT_NAMESPACE])].map((ns) => `${lang}:${ns}`));
}

function isReady(language: string, namespace: string): boolean {
  return needed(language, namespace).every((id) => loaded.has(id));
}

/** Loads what `isReady` checks. Cached per language and namespace: React's `use` needs a stable promise. */
/**
 * A promise React's `use` reads synchronously once it has settled: React looks at a thenable's
 * `status` before suspending, so a namespace that is already loaded never suspends a render.
 */
type TrackedPromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const READY: TrackedPromise = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

function ensure(language: string, namespace: string): TrackedPromise {
  const id = `${language}:${namespace}:ready`;
  let promise: TrackedPromise | undefined = pending.get(id);
  if (!promise) {
    const loading: TrackedPromise = Promise.all(needed(language, namespace).map(loadOne)).then(() => {
      loading.status = 'fulfilled';
      loading.value = undefined;
    });
    promise = loading;
    pending.set(id, promise);
  }
  return promise;
}

function readStored(): string | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored && LANGUAGES.includes(stored) ? stored : null;
  } catch {
    return null;
  }
}

function initialLanguage(): string {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return readStored() ?? pickLanguage(navigator.languages ?? [navigator.language], LANGUAGES);
}

let current = initialLanguage();
applyToDocument(current);

function applyToDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getLanguage = () => current;

/** Loads what the pages on screen need first, so switching never flashes a spinner. */
export async function setLanguage(language: string): Promise<void> {
  if (!LANGUAGES.includes(language)) return;
  await Promise.all([...usedNamespaces].map((namespace) => ensure(language, namespace)));
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts until the page is closed.
  }
  current = language;
  applyToDocument(language);
  for (const listener of listeners) listener();
}

/** Forgets a chosen language and follows the browser's preferences again (a member's "Browser default"). */
export async function followBrowserLanguage(): Promise<void> {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode: nothing was stored.
  }
  const language = typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : pickLanguage(navigator.languages ?? [navigator.language], LANGUAGES);
  await Promise.all([...usedNamespaces].map((namespace) => ensure(language, namespace)));
  current = language;
  applyToDocument(language);
  for (const listener of listeners) listener();
}

/** Starts loading a namespace in the current language (e.g. alongside a lazy chunk that uses it). */
export function preloadNamespace(namespace: Namespace): Promise<void> {
  usedNamespaces.add(namespace);
  return ensure(current, namespace);
}

/** Looks a key up outside React (e.g. to build a string for `document.title`); prefer `useT`. */
export function translate(language: string, namespace: string, key: string, vars?: Vars): string {
  const text =
    loaded.get(`${language}:${namespace}`)?.[key] ??
    loaded.get(`${language}:${DEFAULT_NAMESPACE}`)?.[key] ??
    loaded.get(`${DEFAULT_LANGUAGE}:${namespace}`)?.[key] ??
    loaded.get(`${DEFAULT_LANGUAGE}:${DEFAULT_NAMESPACE}`)?.[key] ??
    key;
  return interpolate(text, vars);
}

export type TFunction<N extends Namespace = 'core'> = (key: MessageKey<N>, vars?: Vars) => string;

/** The current language and `t` for a namespace; suspends while that namespace's text loads. */
export function useT<N extends Namespace = 'core'>(namespace?: N): { t: TFunction<N>; language: string } {
  const ns: string = namespace ?? DEFAULT_NAMESPACE;
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  usedNamespaces.add(ns);
  // `use` on every render, never conditionally: a render that suspended here is replayed with the
  // same hooks in the same order (a conditional `use` changed the order: React errors 520/467).
  use<void>(isReady(language, ns) ? READY : (ensure(language, ns) as Promise<void>));
  const t = useCallback<TFunction<N>>((key, vars) => translate(language, ns, key, vars), [language, ns]);
  return { t, language };
}

/** The language switcher's needs: the current language, every language with its own name, and the setter. */
export function useLanguage(): { language: string; languages: Array<{ code: string; name: string }>; setLanguage(code: string): Promise<void> } {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const languages = useMemo(() => LANGUAGES.map((code) => ({ code, name: languageName(code) })), []);
  return { language, languages, setLanguage };
}
