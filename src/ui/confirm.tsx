/**
 * The one way to ask "are you sure?": a modal with the question, confirm and cancel. Cancelling
 * says so in a passing note when the screen gives one (the spec's 已取消 and its kin).
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '@/ui/i18n';
import type { ReactNode } from 'react';
import { notify } from './notify';
import { notifyUnexpected } from './notify-unexpected';

export type ConfirmOptions = {
  title: ReactNode;
  /** The question; text is shown as a paragraph, anything else as it is. */
  message: ReactNode;
  /** A destructive action (delete, cancel an order): the confirm button is red. */
  danger?: boolean;
  /** Defaults to 确定 / Confirm and 取消 / Cancel. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Said when the user cancels. */
  cancelled?: string;
  onConfirm: () => unknown;
};

const CANCELLED_AUTO_CLOSE_MS = 3000;

/**
 * Whether the host (./confirm-host.tsx) is listening. It loads after the first screen and can be
 * hidden for a moment by a Suspense boundary above it; a question asked meanwhile waits here and
 * opens as soon as the host listens, so a tap on an action is never lost (结算
 * showed no confirmation while the host's chunk had not arrived). Only the latest question waits:
 * two taps on the same button, or on two actions, before the host came would otherwise stack up
 * dialogs the user no longer expects.
 */
let listening = false;
let waiting: (ConfirmOptions & { opener: HTMLElement | null }) | undefined;

/** Called by the host when it starts and stops listening. */
export function confirmHostListening(now: boolean): void {
  listening = now;
  if (!now || !waiting) return;
  const asked = waiting;
  waiting = undefined;
  open(asked);
}

export function confirmAction(options: ConfirmOptions): void {
  // The control that asked, while it still has the focus (the host may open the question later).
  const asked = { ...options, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null };
  if (listening) open(asked);
  else waiting = asked;
}

function open(options: ConfirmOptions & { opener: HTMLElement | null }): void {
  const { cancelled, opener } = options;
  modals.openConfirmModal({
    title: options.title,
    children: typeof options.message === 'string' ? <Text size="sm">{options.message}</Text> : options.message,
    labels: {
      confirm: options.confirmLabel ?? i18n.t('common:actions.confirm'),
      cancel: options.cancelLabel ?? i18n.t('common:actions.cancel'),
    },
    ...(options.danger ? { confirmProps: { color: 'red' } } : {}),
    ...(cancelled ? { onCancel: () => notify.plain(cancelled, { autoClose: CANCELLED_AUTO_CLOSE_MS }) } : {}),
    onConfirm: () => {
      // The focus goes back to the control that asked before the answer runs: a dialog the answer
      // opens (the payment after "continue") then gives the focus back there when it closes, not to
      // this dialog's button, which is gone by then.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      // A screen says its own failures (useServerAction); one it did not expect (the device's
      // storage refusing a write) is still said, rather than lost as an unhandled rejection after
      // the dialog has closed, with nothing on screen.
      Promise.resolve()
        .then(options.onConfirm)
        .catch(notifyUnexpected);
    },
  });
}
