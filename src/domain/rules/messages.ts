/**
 * Rule outcomes carry messages as i18n keys of the `rules` namespace plus parameters, never as
 * text: the worker, the screens and the server translate them in the user's language
 * (locales/{zh,en}/rules.json hold the spec's exact Chinese texts and their English).
 * Names are passed in both languages (`name`, `name_en`) so each locale picks its own.
 */
export type RuleMessage = { key: `rules:${string}`; params?: Record<string, string | number> };

export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: RuleMessage };

export const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });
export const refuse = <T = never>(key: RuleMessage['key'], params?: RuleMessage['params']): RuleResult<T> => ({
  ok: false,
  message: params ? { key, params } : { key },
});
