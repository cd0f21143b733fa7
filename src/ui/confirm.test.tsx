// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmAction } from './confirm';
import { ConfirmHost } from './confirm-host';
import { i18n } from './i18n';

// The toasts as Mantine is asked to show them: what the user is told, through the app's own notify.
const shown = vi.hoisted(() => ({ show: vi.fn(), hide: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: shown }));
const told = (color: string) => shown.show.mock.calls.filter(([n]) => n.color === color).map(([n]) => n.message);

beforeAll(() => i18n.init('zh', { common: { actions: { confirm: '确定', cancel: '取消' }, actionFailed: '操作未完成，请重试' } }, () => Promise.resolve({})));
afterEach(() => {
  cleanup();
  shown.show.mockClear();
});

/** Asks, and answers yes on the dialog's own button. */
async function askAndConfirm(onConfirm: () => unknown) {
  render(
    <MantineProvider>
      <ConfirmHost />
    </MantineProvider>,
  );
  confirmAction({ title: 'Delete', message: 'Delete it?', onConfirm });
  fireEvent.click(await screen.findByRole('button', { name: '确定' }));
}

describe('the confirm dialog', () => {
  it('runs the answer once confirmed', async () => {
    const onConfirm = vi.fn();
    await askAndConfirm(onConfirm);
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    expect(told('red')).toEqual([]);
  });

  it('says an answer that failed unexpectedly, in the reader’s language, instead of losing it', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await askAndConfirm(() => Promise.reject(new Error('QuotaExceededError')));
    await vi.waitFor(() => expect(told('red')).toEqual(['操作未完成，请重试']));
    expect(quiet).toHaveBeenCalledWith(new Error('QuotaExceededError'));
    quiet.mockRestore();
  });
});
