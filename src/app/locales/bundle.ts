/** One language's namespaces from its JSON files (locales/<lang>/<namespace>.json). */
export type LanguageBundle = Record<string, Record<string, unknown>>;

export function bundle(files: Record<string, { default: Record<string, unknown> }>): LanguageBundle {
  const out: LanguageBundle = {};
  for (const [file, mod] of Object.entries(files)) {
    const ns = /([\w-]+)\.json$/.exec(file)?.[1];
    if (ns) out[ns] = mod.default;
  }
  return out;
}
