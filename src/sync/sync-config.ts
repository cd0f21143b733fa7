/**
 * What the sync engine is told before it starts: the reader's language (the server words its
 * refusals in it) and what to do when a replay needs the user to sign in again. Kept apart from
 * the engine's handle (sync.client.ts), so the first screen can set them without downloading the
 * engine and every module's queued kinds.
 */
/** The setting (Dexie's settings table) that replays pending changes by itself when the network returns. */
export const AUTO_REPLAY_SETTING = 'sync.autoReplay';

let language = 'zh';
let signInRequired: () => void = () => {};
const languageListeners = new Set<(language: string) => void>();

export function configureSync(opts: { language?: string; onSignInRequired?: () => void }): void {
  if (opts.onSignInRequired) signInRequired = opts.onSignInRequired;
  if (opts.language) {
    language = opts.language;
    for (const listener of languageListeners) listener(opts.language);
  }
}

export const syncLanguage = (): string => language;

export const requireSignIn = (): void => signInRequired();

/** Told of each new language (the engine, once started, passes it on to its worker). */
export function onSyncLanguage(listener: (language: string) => void): void {
  languageListeners.add(listener);
}
