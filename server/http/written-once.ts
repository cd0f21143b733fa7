/**
 * Results answered many times unchanged (a kept order list's, server/modules/order-store/kept-lists.ts)
 * are written as JSON once, at their first answer, and that text is sent again after: writing a
 * 13 KB list was some 30 µs of each of its answers, a tenth of an answer kept.
 *
 * The text is held by the result object itself (a WeakMap): it goes when the result is let go.
 */
import type { EnvelopeReply } from './envelope-reply';

// A marked result's text, undefined until its first answer writes it.
const texts = new WeakMap<object, string | undefined>();

/** Marks `result` as one answered again unchanged; it must not be changed after. */
export function writtenOnce<T extends object>(result: T): T {
  texts.set(result, undefined);
  return result;
}

/** The envelope of a marked result as JSON text, its result written at its first answer; null for any other. */
export function envelopeText(body: EnvelopeReply['body']): string | null {
  const { result } = body;
  if (typeof result !== 'object' || result === null || !texts.has(result)) return null;
  let text = texts.get(result);
  if (text === undefined) {
    text = JSON.stringify(result);
    texts.set(result, text);
  }
  // The envelope's own keys in the order envelope() gives them, as JSON.stringify would write it.
  return `{"errcode":${body.errcode},"message":${JSON.stringify(body.message)},"result":${text}}`;
}
