/**
 * Every user-visible string lives in both languages: the same namespace files, the same keys, no
 * empty text, and the same {{placeholders}} (a missing one would print a raw brace to the user).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../locales');
const files = (lang: string) => readdirSync(path.join(root, lang)).filter((f) => f.endsWith('.json')).sort();
const load = (lang: string, file: string) => JSON.parse(readFileSync(path.join(root, lang, file), 'utf8')) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v as Record<string, unknown>, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, String(v));
  }
  return out;
}

/**
 * A sentence's key without its plural form: each language has the forms its grammar needs
 * (English "1 change" beside "2 changes", `_one`; Chinese one sentence for every count), and each
 * form is held to the other language's sentence. Only the forms these two languages have are
 * folded: `too_many` is a key of its own.
 */
const pluralBase = (key: string) => key.replace(/_(zero|one|other)$/, '');

// A language may name the same thing in its own field (name / name_en), so the suffix is ignored.
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!.replace(/_(en|zh)$/, '')).sort();

describe('locales', () => {
  it('have the same namespace files in Chinese and English', () => {
    expect(files('zh')).toEqual(files('en'));
  });

  describe.each(files('zh'))('%s', (file) => {
    const zh = flatten(load('zh', file));
    const en = flatten(load('en', file));
    const bases = (sentences: Map<string, string>) => new Set([...sentences.keys()].map(pluralBase));

    it('has the same keys in both languages, plural forms aside', () => {
      expect([...bases(zh)].filter((k) => !bases(en).has(k)), 'only in zh').toEqual([]);
      expect([...bases(en)].filter((k) => !bases(zh).has(k)), 'only in en').toEqual([]);
    });

    it('has no empty text and the same placeholders in both languages, in every plural form', () => {
      const zhByBase = new Map([...zh].map(([key, text]) => [pluralBase(key), text]));
      for (const [key, text] of zh) expect(text.trim(), `zh ${key}`).not.toBe('');
      for (const [key, text] of en) {
        expect(text.trim(), `en ${key}`).not.toBe('');
        const theirs = zhByBase.get(pluralBase(key));
        if (theirs === undefined) continue;
        expect(placeholders(text), `placeholders of ${key}`).toEqual(placeholders(theirs));
      }
    });

    // A count shown in English reads "1 change", not "1 changes": a sentence whose count is
    // followed by a plural noun has its `_one` form.
    it('has a singular form for every English count followed by a plural noun', () => {
      const plural = /\{\{count\}\} (?:[a-z]+ )?(changes|rows|people|orders|errors|pieces|employees|techniques|fabrics|men|women|minutes)\b/;
      const missing = [...en].filter(([key, text]) => !/_(one|other)$/.test(key) && plural.test(text) && !en.has(`${key}_one`)).map(([key]) => key);
      expect(missing).toEqual([]);
    });
  });
});
