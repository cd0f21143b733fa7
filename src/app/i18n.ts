/**
 * i18next for the browser. Every namespace under locales/<lang>/ is bundled (they are small), so
 * a language switch works offline. The choice is kept in localStorage: it must be known
 * synchronously before the first render and by the HTTP client's Accept-Language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@/domain/shared/money';

const LANG_KEY = 'lang';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

function resources() {
  const out: Record<string, Record<string, Record<string, unknown>>> = { zh: {}, en: {} };
  for (const [file, mod] of Object.entries(files)) {
    const m = /locales\/(zh|en)\/([\w-]+)\.json$/.exec(file);
    if (m) out[m[1]!]![m[2]!] = mod.default;
  }
  return out;
}

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
  await i18next.use(initReactI18next).init({
    resources: resources(),
    lng: lang,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
