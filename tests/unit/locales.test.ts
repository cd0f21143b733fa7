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

// A language may name the same thing in its own field (name / name_en), so the suffix is ignored.
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!.replace(/_(en|zh)$/, '')).sort();

describe('locales', () => {
  it('have the same namespace files in Chinese and English', () => {
    expect(files('zh')).toEqual(files('en'));
  });

  describe.each(files('zh'))('%s', (file) => {
    const zh = flatten(load('zh', file));
    const en = flatten(load('en', file));

    it('has the same keys in both languages', () => {
      expect([...zh.keys()].filter((k) => !en.has(k)), 'only in zh').toEqual([]);
      expect([...en.keys()].filter((k) => !zh.has(k)), 'only in en').toEqual([]);
    });

    it('has no empty text and the same placeholders in both languages', () => {
      for (const [key, text] of zh) {
        expect(text.trim(), `zh ${key}`).not.toBe('');
        const other = en.get(key);
        if (other === undefined) continue;
        expect(other.trim(), `en ${key}`).not.toBe('');
        expect(placeholders(other), `placeholders of ${key}`).toEqual(placeholders(text));
      }
    });

    // A count shown in English reads "1 change", not "1 changes": a sentence whose count is
    // followed by a plural noun has its `_one` form. Chinese has one sentence for every count
    // (its plural rule never picks `_one`); its `_one` keys repeat it, so that both languages
    // hold the same keys and a translator sees every sentence in both.
    it('has a singular form for every English count followed by a plural noun', () => {
      const plural = /\{\{count\}\} (?:[a-z]+ )?(changes|rows|people|orders|errors|pieces|employees|techniques|fabrics|men|women|minutes)\b/;
      const missing = [...en].filter(([key, text]) => !/_(one|other)$/.test(key) && plural.test(text) && !en.has(`${key}_one`)).map(([key]) => key);
      expect(missing).toEqual([]);
    });

    it('repeats each Chinese sentence in its `_one` key', () => {
      for (const [key, text] of zh) if (key.endsWith('_one') && zh.has(key.slice(0, -4))) expect(text, `zh ${key}`).toBe(zh.get(key.slice(0, -4)));
    });
  });
});
