/**
 * The browser's translator: the part of i18next the locale files use, and no more. Keys are
 * `namespace:path.to.key` (or a path in the caller's namespaces); a sentence takes `{{value}}` and
 * `{{values, list}}` from its options (a value not given stays as written); `count` picks the
 * language's plural form (`_zero` for none, then `_one`..., else the key, else `_other`); `defaultValue` answers a
 * key no namespace holds, else the key does. i18next and react-i18next were some 17 KB gzip of
 * every first screen (sign-in's was 144 KB), this is under 1 KB; tests/unit/translator.test.ts
 * holds it to i18next's answers for the same resources.
 */

/** A language's words: namespace -> (nested) keys -> sentence. */
export type LanguageResources = Record<string, Record<string, unknown>>;

export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string };

export type TFunction = (key: string, options?: TOptions) => string;

const NS_NAME = /^[a-z][\w-]*$/;
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** A value at a dotted path, where a part of the path may itself hold dots (as i18next finds it). */
function find(tree: unknown, path: string): unknown {
  const tokens = path.split('.');
  let current = tree;
  for (let i = 0; i < tokens.length; ) {
    if (!current || typeof current !== 'object') return undefined;
    const node = current as Record<string, unknown>;
    let next: unknown;
    let key = '';
    let j = i;
    for (; j < tokens.length; j++) {
      key = j === i ? tokens[j]! : `${key}.${tokens[j]}`;
      next = Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined;
      // A sentence where more of the path follows is not the way down.
      if (next !== undefined && !(typeof next !== 'object' && j < tokens.length - 1)) break;
      next = undefined;
    }
    current = next;
    i = j + 1;
  }
  return current;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (lang: string, count: number) => {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
};

function interpolate(sentence: string, lang: string, options: TOptions): string {
  if (!sentence.includes('{{')) return sentence;
  return sentence.replace(PLACEHOLDER, (whole, inner: string) => {
    const [name = '', format] = inner.split(',').map((s) => s.trim());
    const value = find(options, name);
    if (value === undefined || value === null) return Object.prototype.hasOwnProperty.call(options, name) ? '' : whole;
    if (format === 'list' && Array.isArray(value)) return new Intl.ListFormat(lang).format(value.map(String));
    return String(value);
  });
}

/**
 * The sentence `key` names in `lang`, looked for in the key's own namespace (`ns:key`), else in
 * `namespaces` in turn.
 */
export function translate(resources: LanguageResources | undefined, lang: string, namespaces: readonly string[], key: string, options: TOptions = {}): string {
  let path = key;
  let where = namespaces;
  const colon = key.indexOf(':');
  if (colon > 0 && NS_NAME.test(key.slice(0, colon))) {
    where = [key.slice(0, colon)];
    path = key.slice(colon + 1);
  }
  const count = options.count;
  // As i18next looks: none, the count's own form, the bare key, then the language's general form.
  const form = typeof count === 'number' ? pluralOf(lang, count) : undefined;
  const candidates = form ? [...(count === 0 ? [`${path}_zero`] : []), `${path}_${form}`, path, ...(form === 'other' ? [] : [`${path}_other`])] : [path];
  for (const ns of where) {
    for (const candidate of candidates) {
      const found = find(resources?.[ns], candidate);
      if (typeof found === 'string') return interpolate(found, lang, options);
    }
  }
  return typeof options.defaultValue === 'string' ? interpolate(options.defaultValue, lang, options) : path;
}
