/**
 * The one way the app shows a passing message (a toast): `notify.success(t('saved'))`. The tone
 * picks the colour; `autoClose` and `id` (one toast per id, e.g. the online/offline notice) are
 * passed through, and a toast without `autoClose` closes after Mantine's default.
 *
 * Mantine's notifications load with the first toast, or with the shell's host, which starts
 * loading them at the first render (14 KB gzip the first paint does not wait for), so a
 * toast's id is chosen here.
 * Toasts wait in Mantine's store until the host shows them.
 */
import type { ReactNode } from 'react';

export type NotifyOptions = { autoClose?: number | false; id?: string; title?: ReactNode };

const TONE_COLOR = { success: 'teal', error: 'red', warning: 'orange', caution: 'yellow', info: 'blue', plain: undefined } as const;

type Tone = keyof typeof TONE_COLOR;

// One promise, so toasts shown and hidden before the code arrives keep their order. A failed load
// is forgotten, so the next toast tries again rather than every later one failing silently.
let loading: Promise<typeof import('@mantine/notifications').notifications> | undefined;
const mantine = () =>
  (loading ??= import('@mantine/notifications').then(
    (m) => m.notifications,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  ));
let lastId = 0;

function show(tone: Tone, message: ReactNode, options: NotifyOptions = {}): string {
  const color = TONE_COLOR[tone];
  const id = options.id ?? `toast-${++lastId}`;
  // Said by a screen reader as it shows (the host is a live region, src/app/mantine-shell.tsx): a
  // refusal at once, any other status change after what is being read.
  const role = tone === 'error' ? 'alert' : 'status';
  void mantine().then((notifications) => notifications.show({ message, ...(color ? { color } : {}), ...options, id, role }));
  return id;
}

export const notify = {
  /** Done: saved, deleted, sent. */
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  /** Refused or failed. */
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options),
  /** Not possible right now (offline, needs the network), nothing lost. */
  warning: (message: ReactNode, options?: NotifyOptions) => show('warning', message, options),
  /** Worth knowing before going on (signed in elsewhere). */
  caution: (message: ReactNode, options?: NotifyOptions) => show('caution', message, options),
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options),
  /** A neutral note (a cancelled confirm). */
  plain: (message: ReactNode, options?: NotifyOptions) => show('plain', message, options),
  /** Takes a toast shown with an `id` away (the offline notice once back online). */
  hide: (id: string) => void mantine().then((notifications) => notifications.hide(id)),
};
