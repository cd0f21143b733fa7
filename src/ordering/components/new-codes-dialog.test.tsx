// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CodeCheck } from '@/domain/bulk-goods/contract';
import { i18n } from '@/ui/i18n';
import common from '../../../locales/zh/common.json';
import { NewCodesDialog } from './new-codes-dialog';

// The browser's own word on the network, as the app reads it.
let browserOnline = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => browserOnline });
function goOnline(online: boolean) {
  browserOnline = online;
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const free: CodeCheck = { product_code_taken: false, styles_taken: [] };

beforeAll(() => i18n.init('zh', { common }, () => Promise.resolve({})));
afterEach(() => {
  cleanup();
  goOnline(true);
});

/** The group order's question: a new style number for one garment. */
function draw(check: (code: string, styles: string[]) => Promise<CodeCheck>) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NewCodesDialog
          request={{ styles: [{ label: 'P01001 · 西服上衣', old: 'S01001' }] }}
          title="款式变更"
          hint="请输入新款式号"
          check={check}
          onConfirm={() => Promise.resolve()}
          onClose={() => undefined}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.change(screen.getByTestId('new-codes-style-0'), { target: { value: 'S09001' } });
  return screen.getByTestId('new-codes-confirm') as HTMLButtonElement;
}

describe('the new codes dialog', () => {
  it('says offline why confirm waits, and confirms once the connection is back and the code checked', async () => {
    goOnline(false);
    const check = vi.fn(() => Promise.resolve(free));
    const confirm = draw(check);
    expect(screen.getByTestId('new-codes-offline').textContent).toBe(common.new_codes.offline);
    // The check's pause has passed: offline, confirm still waits.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(confirm.disabled).toBe(true);

    goOnline(true);
    await waitFor(() => expect(confirm.disabled).toBe(false));
    expect(check).toHaveBeenCalledWith('', ['S09001']);
    expect(screen.queryByTestId('new-codes-offline')).toBeNull();
  });

  it('says a check that failed, and checks again when asked', async () => {
    const check = vi.fn<(code: string, styles: string[]) => Promise<CodeCheck>>(() => Promise.reject(new Error('server error')));
    const confirm = draw(check);
    const failed = await screen.findByTestId('new-codes-check-failed', {}, { timeout: 3000 });
    expect(failed.textContent).toContain(common.new_codes.check_failed);
    expect(confirm.disabled).toBe(true);

    check.mockImplementation(() => Promise.resolve(free));
    fireEvent.click(screen.getByRole('button', { name: common.new_codes.check_again }));
    await waitFor(() => expect(confirm.disabled).toBe(false));
    expect(screen.queryByTestId('new-codes-check-failed')).toBeNull();
  });
});
