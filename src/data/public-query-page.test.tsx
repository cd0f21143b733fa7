// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18n } from '@/ui/i18n';
import { PublicQueryPage } from './public-query-page';

afterEach(cleanup);

i18n.init('zh', { common: { app: { name: '门户' } } }, () => Promise.resolve({}));

const answer = (q: Partial<UseQueryResult<string>>) => q as UseQueryResult<string>;

const draw = (query: UseQueryResult<string>) =>
  render(
    <MantineProvider>
      <PublicQueryPage query={query} size="md" unreachable="offline" errorTestId="page-error">
        {(data) => <p>{`body ${data}`}</p>}
      </PublicQueryPage>
    </MantineProvider>,
  );

describe('a public page drawn from one answer', () => {
  it('waits, in its own main landmark', () => {
    draw(answer({ isPending: true, isError: false }));
    expect(screen.getByRole('main').textContent).toContain('…');
  });

  it('says a refusal in the server’s words and an unanswered call as the page words it', () => {
    draw(answer({ isPending: false, isError: true, error: new ApiError('rejected', 1, 'no such shop', 200) }));
    expect(screen.getByTestId('page-error').textContent).toBe('no such shop');
    cleanup();
    draw(answer({ isPending: false, isError: true, error: new ApiError('network', 0, 'timeout', 0) }));
    expect(screen.getByTestId('page-error').textContent).toBe('offline');
  });

  it('draws the page from the answer', () => {
    draw(answer({ isPending: false, isError: false, data: 'SH01' }));
    expect(screen.getByText('body SH01')).toBeTruthy();
  });
});
