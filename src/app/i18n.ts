/**
 * i18next for the browser. Each language comes in two chunks: the namespaces the first screen
 * needs (sign-in, the shell, errors: ./locales/<lang>-core) and every other (./locales/<lang>-rest),
 * which the routes behind sign-in load with their code (loadAllNamespaces, src/app/router.tsx).
 * The first screen downloads the reader's language only; the other is fetched when someone
 * switches (or a screen asks for it); the service worker precaches all four, so a switch works
 * offline. The choice is kept in localStorage: it must be known synchronously before the first
 * render and by the HTTP client's Accept-Language.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeOf, type Locale } from '@/domain/shared/money';
import type { LanguageBundle } from './locales/bundle';

const LANG_KEY = 'lang';

/** What sign-in and the shell show; kept in step with the globs of ./locales/<lang>-core.ts. */
const CORE_NAMESPACES = ['common', 'login', 'errors'];

const CHUNKS: Record<Locale, { core: () => Promise<LanguageBundle>; rest: () => Promise<LanguageBundle> }> = {
  zh: { core: () => import('./locales/zh-core').then((m) => m.resources), rest: () => import('./locales/zh-rest').then((m) => m.resources) },
  en: { core: () => import('./locales/en-core').then((m) => m.resources), rest: () => import('./locales/en-rest').then((m) => m.resources) },
};

const chunkOf = (lang: Locale, ns: string) => (CORE_NAMESPACES.includes(ns) ? CHUNKS[lang].core : CHUNKS[lang].rest);

/** Hands i18next a namespace of a language not loaded yet, from the chunk that holds it. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, done) => {
    const chunks = CHUNKS[lng as Locale];
    if (!chunks) return done(null, {});
    chunkOf(lng as Locale, ns)().then(
      (resources) => done(null, resources[ns] ?? {}),
      (err: unknown) => done(err instanceof Error ? err.message : String(err), null),
    );
  },
};

let markInitialized: () => void = () => {};
const initialized = new Promise<void>((resolve) => (markInitialized = resolve));

/**
 * Every namespace of the current language, before a screen behind sign-in renders. Once loaded
 * they are among i18next's namespaces, so a later language switch fetches them too.
 */
export async function loadAllNamespaces(): Promise<void> {
  // The router starts loading the first route as soon as it is created, before i18next is ready.
  // The chunk's download need not wait for it: the language is known from the start, and import()
  // hands the same module to the call below (a failure shows there).
  CHUNKS[detectLocale()].rest().catch(() => undefined);
  await initialized;
  const lang = currentLocale();
  const rest = await CHUNKS[lang].rest();
  const missing = Object.keys(rest).filter((ns) => !i18next.hasResourceBundle(lang, ns));
  if (missing.length) await i18next.loadNamespaces(missing);
}

/** Spec 1 §1: the default comes from the browser language (zh* -> zh, else en). */
export function detectLocale(): Locale {
  const stored = localStorage.getItem(LANG_KEY);
  if (stored === 'zh' || stored === 'en') return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function currentLocale(): Locale {
  // Before i18next has started (a route's loader may call the API then), the language it will start in.
  return localeOf(i18next.language ?? detectLocale());
}

/** Whatever switched it (src/ui/light/language-switch.tsx), the language is kept and told to the page. */
function keepLanguage(lang: string): void {
  const locale = localeOf(lang);
  localStorage.setItem(LANG_KEY, locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

export async function initI18n(): Promise<void> {
  const lang = detectLocale();
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  const own = await CHUNKS[lang].core();
  await i18next.use(languageChunks).use(initReactI18next).init({
    resources: { [lang]: own },
    // The rest of this language, and the other language, come from languageChunks when asked for.
    partialBundledLanguages: true,
    ns: Object.keys(own),
    lng: lang,
    // Both languages hold every key (tests/unit/locales.test.ts), so nothing falls back.
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18next.on('languageChanged', keepLanguage);
  markInitialized();
}
