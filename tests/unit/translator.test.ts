/**
 * The browser's translator (src/domain/shared/translator.ts) answers what i18next, which the
 * browser used before and the server still uses, answers for the same locale files: every key of
 * every namespace in both languages, with and without its values, plurals, lists, default values
 * and keys no namespace holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { translate, type LanguageResources, type TOptions } from '@/domain/shared/translator';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const LANGS = ['zh', 'en'] as const;

const load = (lang: string): LanguageResources =>
  Object.fromEntries(readdirSync(path.join(LOCALES, lang)).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(LOCALES, lang, f), 'utf8')) as Record<string, unknown>]));

const resources = Object.fromEntries(LANGS.map((lang) => [lang, load(lang)])) as Record<(typeof LANGS)[number], LanguageResources>;

/** Every key path that holds a sentence, plural forms folded into their key. */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

/** The placeholders a sentence names, each given a value (a list where it is formatted as one). */
function valuesFor(sentence: string): TOptions {
  const values: TOptions = {};
  for (const [, inner] of sentence.matchAll(/\{\{(.+?)\}\}/g)) {
    const [name = '', format] = inner!.split(',').map((s) => s.trim());
    values[name] = format === 'list' ? ['甲', 'B', 'c'] : name === 'count' ? 3 : `<${name}>`;
  }
  return values;
}

describe('the translator', async () => {
  const reference = i18next.createInstance();
  await reference.init({
    resources: resources as never,
    lng: 'zh',
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

  it.each(LANGS.map((l) => [l]))('answers as i18next for every key of every namespace in %s', (lang) => {
    const theirs = reference.getFixedT(lang);
    let compared = 0;
    for (const [ns, tree] of Object.entries(resources[lang])) {
      for (const key of new Set(keysOf(tree))) {
        const full = `${ns}:${key}`;
        const sentence = String(translate(resources[lang], lang, ['common'], full));
        for (const options of [undefined, valuesFor(sentence), { ...valuesFor(sentence), count: 1 }, { ...valuesFor(sentence), count: 0 }, { count: 5 }]) {
          expect(translate(resources[lang], lang, ['common'], full, options), `${lang} ${full} ${JSON.stringify(options)}`).toBe(theirs(full, options as never));
          compared++;
        }
        // The same key from its own namespace, as a screen's t finds it.
        expect(translate(resources[lang], lang, [ns], key)).toBe(reference.getFixedT(lang, ns)(key));
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('answers a key nobody holds with its default value, else with the key, as i18next', () => {
    for (const lang of LANGS) {
      const theirs = reference.getFixedT(lang, 'errors');
      for (const [key, options] of [
        ['label.nowhere', { defaultValue: '' }],
        ['label.nowhere', { defaultValue: 'Kept {{n}}', n: 2 }],
        ['nowhere.at.all', undefined],
        ['common:nowhere', undefined],
        ['A sentence: not a key', { defaultValue: '' }],
      ] as const) {
        expect(translate(resources[lang], lang, ['errors'], key, options as TOptions | undefined), `${lang} ${key}`).toBe(theirs(key, options as never));
      }
    }
  });

  it('says one change in the singular in English, and every count alike in Chinese', () => {
    const en = (key: string, count: number) => translate(resources.en, 'en', ['common'], key, { count });
    expect(en('common:sync.pending', 1)).toBe('1 change waiting');
    expect(en('common:sync.pending', 3)).toBe('3 changes waiting');
    expect(en('common:sync.sent', 1)).toBe('1 change sent');
    expect(en('customers:imported', 1)).toBe('Imported 1 person');
    expect(en('customers:imported', 0)).toBe('Imported 0 people');
    expect(en('errors:login.throttled', 1)).toBe('Too many wrong passwords, please try again in 1 minute');
    expect(translate(resources.zh, 'zh', ['common'], 'common:sync.pending', { count: 1 })).toBe('1 项更改待提交');
  });

  it('keeps a placeholder whose value is not given, and empties one given as undefined', () => {
    const words: LanguageResources = { common: { hello: 'Hi {{name}} and {{other}}' } };
    expect(translate(words, 'en', ['common'], 'hello', { name: 'Ann' })).toBe('Hi Ann and {{other}}');
    expect(translate(words, 'en', ['common'], 'hello', { name: 'Ann', other: undefined })).toBe('Hi Ann and ');
  });
});
