/**
 * The portal's two locales, and a language's. Apart from the money rules (./money.ts) that show
 * amounts by it: the first screen reads the language before anything is priced, and the entry's
 * chunk then carries no money rules.
 */
export type Locale = 'zh' | 'en';

/** The locale of an i18next language: English, else Chinese (the portal's two). */
export const localeOf = (language: string | undefined): Locale => (language === 'en' ? 'en' : 'zh');
