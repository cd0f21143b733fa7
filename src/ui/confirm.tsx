/**
 * The one way to ask "are you sure?": a modal with the question, confirm and cancel. Cancelling
 * says so in a passing note when the screen gives one (the spec's 已取消 and its kin).
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { notify } from './notify';

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

export function confirmAction(options: ConfirmOptions): void {
  const { cancelled } = options;
  modals.openConfirmModal({
    title: options.title,
    children: typeof options.message === 'string' ? <Text size="sm">{options.message}</Text> : options.message,
    labels: {
      confirm: options.confirmLabel ?? i18next.t('common:actions.confirm'),
      cancel: options.cancelLabel ?? i18next.t('common:actions.cancel'),
    },
    ...(options.danger ? { confirmProps: { color: 'red' } } : {}),
    ...(cancelled ? { onCancel: () => notify.plain(cancelled, { autoClose: CANCELLED_AUTO_CLOSE_MS }) } : {}),
    onConfirm: () => void options.onConfirm(),
  });
}
