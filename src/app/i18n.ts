/**
 * i18next for the browser. Each language's namespaces are one chunk (./locales/zh, ./locales/en):
 * the first screen downloads the reader's language only, and the other is fetched when someone
 * switches (or a screen asks for it); the service worker precaches both, so a switch works
 * offline. The choice is kept in localStorage: it must be known synchronously before the first
 * render and by the HTTP client's Accept-Language.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@/domain/shared/money';
import type { LanguageBundle } from './locales/bundle';

const LANG_KEY = 'lang';

const BUNDLES: Record<Locale, () => Promise<LanguageBundle>> = {
  zh: () => import('./locales/zh').then((m) => m.resources),
  en: () => import('./locales/en').then((m) => m.resources),
};

/** Hands i18next a namespace of a language not loaded yet, from that language's one chunk. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, done) => {
    const load = BUNDLES[lng as Locale];
    if (!load) return done(null, {});
    load().then(
      (resources) => done(null, resources[ns] ?? {}),
      (err: unknown) => done(err instanceof Error ? err.message : String(err), null),
    );
  },
};

/** Spec 1 §1: the default comes from the browser language (zh* -> zh, else en). */
export function detectLocale(): Locale {
  const stored = localStorage.getItem(LANG_KEY);
  if (stored === 'zh' || stored === 'en') return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function currentLocale(): Locale {
  return i18next.language === 'en' ? 'en' : 'zh';
}

export async function setLocale(lang: Locale): Promise<void> {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  await i18next.changeLanguage(lang);
}

export async function initI18n(): Promise<void> {
  const lang = detectLocale();
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  const own = await BUNDLES[lang]();
  await i18next.use(languageChunks).use(initReactI18next).init({
    resources: { [lang]: own },
    // The other language comes from languageChunks when asked for, every namespace at once.
    partialBundledLanguages: true,
    ns: Object.keys(own),
    lng: lang,
    // Both languages hold every key (tests/unit/locales.test.ts), so nothing falls back.
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
