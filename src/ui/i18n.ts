/**
 * The app's words and language: one instance (`i18n`) and the hook every screen reads it with
 * (`useTranslation`), in the shape of react-i18next's. The sentences are looked up by
 * @/domain/shared/translator; which namespaces a language has, and how the missing ones arrive, is
 * the app's (src/app/i18n.ts gives `load`).
 */
import { useSyncExternalStore } from 'react';
import { translate, type LanguageResources, type TFunction, type TOptions } from '@/domain/shared/translator';

export type { TFunction, TOptions };

type Loader = (lang: string, namespaces: string[]) => Promise<LanguageResources>;

export class I18n {
  /** Empty until the app starts it (src/app/i18n.ts): a screen never renders before. */
  language = '';
  private readonly store: Record<string, LanguageResources> = {};
  private readonly fixed = new Map<string, TFunction>();
  private readonly listeners = new Set<(lang: string) => void>();
  private load: Loader = () => Promise.resolve({});

  init(language: string, resources: LanguageResources, load: Loader): void {
    this.load = load;
    this.addResources(language, resources);
    this.language = language;
  }

  addResources(lang: string, resources: LanguageResources): void {
    Object.assign((this.store[lang] ??= {}), resources);
  }

  hasResourceBundle(lang: string, ns: string): boolean {
    return Boolean(this.store[lang]?.[ns]);
  }

  /** These namespaces of the current language, fetched if the store lacks them. */
  async loadNamespaces(namespaces: string[]): Promise<void> {
    const lang = this.language;
    const missing = namespaces.filter((ns) => !this.hasResourceBundle(lang, ns));
    if (missing.length) this.addResources(lang, await this.load(lang, missing));
  }

  /**
   * Fetches the namespaces the current language has before it switches, so no screen shows a key
   * meanwhile; then every reader renders again.
   */
  async changeLanguage(lang: string): Promise<void> {
    const wanted = Object.keys(this.store[this.language] ?? {}).filter((ns) => !this.hasResourceBundle(lang, ns));
    if (wanted.length) this.addResources(lang, await this.load(lang, wanted));
    if (lang === this.language) return;
    this.language = lang;
    this.listeners.forEach((listener) => listener(lang));
  }

  /** Called after each language switch; returns the way to stop. */
  onLanguageChanged(listener: (lang: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A t for one language and namespace, the same function each time. */
  getFixedT(lang: string, ns = 'common'): TFunction {
    const id = `${lang}:${ns}`;
    let t = this.fixed.get(id);
    if (!t) {
      const namespaces = [ns];
      t = (key, options) => translate(this.store[lang], lang, namespaces, key, options);
      this.fixed.set(id, t);
    }
    return t;
  }

  /** A sentence in the current language, from `common` unless the key names its namespace. */
  readonly t: TFunction = (key, options) => this.getFixedT(this.language)(key, options);
}

export const i18n = new I18n();

const subscribe = (onChange: () => void) => i18n.onLanguageChanged(onChange);
const currentLanguage = () => i18n.language;

/**
 * The words of `ns` (else `common`) in the current language; the component renders again when the
 * language changes, and `t` changes with it (a memo that depends on it is made again).
 */
export function useTranslation(ns = 'common'): { t: TFunction; i18n: I18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: i18n.getFixedT(language, ns), i18n };
}
