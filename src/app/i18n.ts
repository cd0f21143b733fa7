/**
 * The app's words (@/ui/i18n) for the browser. Each language comes in two chunks: the namespaces
 * the first screen needs (sign-in and the shell: ./locales/<lang>-core) and every other
 * (./locales/<lang>-rest; the field messages of `errors` are the forms' of the screens beyond home),
 * which the routes behind sign-in load with their code (loadAllNamespaces, src/app/signed-in-routes.tsx).
 * The first screen downloads the reader's language only; the other is fetched when someone
 * switches (or a screen asks for it); the service worker precaches all four, so a switch works
 * offline. The choice is kept in localStorage: it must be known synchronously before the first
 * render and by the HTTP client's Accept-Language.
 */
import { i18n } from '@/ui/i18n';
import { localeOf, type Locale } from '@/domain/shared/locale';
import type { LanguageBundle } from './locales/bundle';

const LANG_KEY = 'lang';

/** What sign-in and the shell show; kept in step with the globs of ./locales/<lang>-core.ts. */
const CORE_NAMESPACES = ['common', 'login'];

/**
 * The rest of each language is imported once: asked for again while a screen's code is arriving, an
 * import waits behind all of it, even for a module the page has (a task's early view waits for its
 * words: features/measuring/components/task-preview.tsx). A failed one stays failed: the browser
 * fetches a module it could not only with a page load.
 */
const rest: Partial<Record<Locale, Promise<LanguageBundle>>> = {};

const CHUNKS: Record<Locale, { core: () => Promise<LanguageBundle>; rest: () => Promise<LanguageBundle> }> = {
  zh: { core: () => import('./locales/zh-core').then((m) => m.resources), rest: () => (rest.zh ??= import('./locales/zh-rest').then((m) => m.resources)) },
  en: { core: () => import('./locales/en-core').then((m) => m.resources), rest: () => (rest.en ??= import('./locales/en-rest').then((m) => m.resources)) },
};

/** The namespaces of a language asked for (a switch, or a screen's), from the chunks that hold them. */
async function loadChunks(lang: string, namespaces: string[]): Promise<LanguageBundle> {
  const chunks = CHUNKS[lang as Locale];
  if (!chunks) return {};
  const none: LanguageBundle = {};
  const [core, rest] = await Promise.all([
    namespaces.some((ns) => CORE_NAMESPACES.includes(ns)) ? chunks.core() : none,
    namespaces.some((ns) => !CORE_NAMESPACES.includes(ns)) ? chunks.rest() : none,
  ]);
  return Object.fromEntries(namespaces.map((ns) => [ns, core[ns] ?? rest[ns] ?? {}]));
}

let markInitialized: () => void = () => {};
const initialized = new Promise<void>((resolve) => (markInitialized = resolve));

/**
 * Every namespace of the current language, before a screen behind sign-in renders. Once loaded
 * they are among the language's namespaces, so a later language switch fetches them too.
 */
export async function loadAllNamespaces(): Promise<void> {
  // The first route's code starts loading before the words are ready (./bootstrap.ts).
  // The chunk's download need not wait for it: the language is known from the start, and import()
  // hands the same module to the call below (a failure shows there).
  CHUNKS[detectLocale()].rest().catch(() => undefined);
  await initialized;
  const rest = await CHUNKS[currentLocale()].rest();
  await i18n.loadNamespaces(Object.keys(rest));
}

/** Spec 1 §1: the default comes from the browser language (zh* -> zh, else en). */
export function detectLocale(): Locale {
  const stored = localStorage.getItem(LANG_KEY);
  if (stored === 'zh' || stored === 'en') return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function currentLocale(): Locale {
  // Before the words have come (a route's loader may call the API then), the language they will come in.
  return localeOf(i18n.language || detectLocale());
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
  // The rest of this language, and the other language, come from loadChunks when asked for.
  i18n.init(lang, await CHUNKS[lang].core(), loadChunks);
  i18n.onLanguageChanged(keepLanguage);
  markInitialized();
}
