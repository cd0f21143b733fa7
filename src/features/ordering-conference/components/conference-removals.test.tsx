// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import zhWords from '../../../../locales/zh/ordering_conference.json';
import { ApiError } from '@/api/api-error';
import { conferenceKeys } from '@/api/ordering-conference';
import { useServerAction } from '@/data/use-server-action';
import type { ConferenceDetail } from '@/domain/ordering-conference/contract';
import { totals } from '@/domain/ordering-conference/orders';
import { i18n } from '@/ui/i18n';
import { BuyerTable } from './buyer-table';
import { SampleTable } from './sample-table';

// The question answered yes at once: the dialog itself is the kit's (src/ui/confirm.test.tsx).
vi.mock('@/ui/confirm', () => ({ confirmAction: ({ onConfirm }: { onConfirm: () => unknown }) => void onConfirm() }));
const said = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: said }));
vi.mock('@/sync/network', () => ({ isOnline: () => true }));
const server = vi.hoisted(() => ({ removeSample: vi.fn(), uninvite: vi.fn() }));
vi.mock('@/api/ordering-conference', async (real) => ({ ...(await real<object>()), conferenceApi: server }));

beforeAll(() => i18n.init('zh', { ordering_conference: zhWords }, () => Promise.resolve({})));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const detail: ConferenceDetail = {
  conference: { id: 7, name: '春季订货会', start_date: '2026-12-01', end_date: '2026-12-03', status: 1, role: 'owner', owner_name: '王晓明', sample_count: 1, buyer_count: 1, pieces: 3, closed_at: null },
  samples: [{ id: 11, product_no: 'YP001', category_id: 1, edition_id: 1, fabric_num: 'NS1101', price: '800.00', sizes: ['48', '50'], tag: 't' }],
  buyers: [{ id: 21, name: '静安门店', mobilephone: '13800000002' }],
  lines: [{ sample_id: 11, buyer_id: 21, size: '50', quantity: 3 }],
  orders: [],
};

const queryClient = new QueryClient();
const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

/** The owner's two tables, as the conference's detail gives them its way to run a change. */
function Tables() {
  const act = useServerAction({ unanswered: zhWords.needs_network, refresh: conferenceKeys.all });
  const sum = totals(detail.lines);
  return (
    <>
      <SampleTable conference={detail.conference} samples={detail.samples} sum={sum} amount={240000} owner open categoryName={() => '西服上衣'} onAdd={() => {}} act={act} />
      <BuyerTable data={detail} open onInvite={() => {}} act={act} />
    </>
  );
}

const draw = () =>
  render(<Tables />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    ),
  });

const removeButtons = () => screen.getAllByRole('button', { name: zhWords.remove });

describe('removing from an open conference', () => {
  it('removes a sample and withdraws an invitation, says each, and reads the conference again', async () => {
    server.removeSample.mockResolvedValue({ id: 11 });
    server.uninvite.mockResolvedValue({ id: 21 });
    draw();
    const [sample, buyer] = removeButtons();
    fireEvent.click(sample!);
    fireEvent.click(buyer!);
    await vi.waitFor(() => expect(said.success.mock.calls).toEqual([[zhWords.sample_removed], [zhWords.uninvited]]));
    expect(server.removeSample).toHaveBeenCalledWith(7, 11);
    expect(server.uninvite).toHaveBeenCalledWith(7, 21);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: conferenceKeys.all });
  });

  it('says why not in the server’s words, or that the network is needed, and reads the conference again', async () => {
    server.removeSample.mockRejectedValue(new ApiError('rejected', 40009, '订货会已结束', 409));
    server.uninvite.mockRejectedValue(new ApiError('network', 0, 'fetch failed', 0));
    draw();
    const [sample, buyer] = removeButtons();
    fireEvent.click(sample!);
    fireEvent.click(buyer!);
    await vi.waitFor(() => expect(said.error.mock.calls).toEqual([['订货会已结束'], [zhWords.needs_network]]));
    expect(said.success).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
