// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { indexCatalogue } from '@/domain/catalogue/lookup';
import { needsNewStyle } from '@/domain/group-buy/rules';
import { FIXTURE } from '@/domain/rules/fixture-catalogue';
import { chooseEdition, fabricTechniques, stateFromTechIds, type TechState } from '@/domain/rules/technique';
import { i18n } from '@/ui/i18n';
import { chooseOption, expectHeldUntilReleased } from '../../../tests/support/held-actions';
import { sizeBoxesAsWindow } from '../../../tests/support/window-sized-boxes';
import groupBuy from '../../../locales/zh/group_buy.json';
import ordering from '../../../locales/zh/ordering.json';
import { entryReducer, type EntryForm, type EntryRow } from './entry-state';
import { GoodsRow } from './goods-row';

// The rules worker as the row meets it: the catalogue's own rules, each answer a tick later, and a
// new pattern's answer held until the test lets it through (a busy tablet's worker).
const worker = vi.hoisted(() => ({ release: () => {}, fail: false }));
// The toasts as Mantine is asked to show them.
const shown = vi.hoisted(() => ({ show: vi.fn(), hide: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: shown }));
vi.mock('../../../workers/rules.client', () => ({
  rulesWorker: () => ({
    stateFromTechIds: async (categoryId: number, editionId: number | null, techIds: number[]) => stateFromTechIds(FIXTURE, categoryId, editionId, techIds),
    chooseEdition: async (state: TechState, editionId: number) => {
      await new Promise<void>((resolve) => (worker.release = resolve));
      if (worker.fail) throw new Error('the worker has gone');
      return chooseEdition(FIXTURE, state, editionId);
    },
    fabricTechniques: async (state: TechState, fabricNum: string) => {
      const fabric = FIXTURE.fabrics.find((f) => f.fabric_num === fabricNum);
      return fabric ? fabricTechniques(FIXTURE, state, fabric) : state;
    },
  }),
}));

const index = indexCatalogue(FIXTURE);
const product = FIXTURE.products[0]!;
const classic = FIXTURE.editions.find((e) => e.id === 1)!;
const doubleBreasted = FIXTURE.editions.find((e) => e.id === 2)!;
// The row as the product stands: its style is the product's own garment.
const row: EntryRow = {
  key: 'P01001:1',
  product_code: product.product_code,
  category_id: product.category_id,
  quantity: 1,
  style_number: 'S01001',
  edition_number: doubleBreasted.edition_number,
  fabric_num: product.fabric_num,
  tech_ids: product.tech_ids,
  base: { edition_number: doubleBreasted.edition_number, tech_ids: product.tech_ids },
  before: null,
  editing: false,
};

beforeAll(() => {
  i18n.init('zh', { common: { actionFailed: '操作未完成，请重试' }, group_buy: groupBuy, ordering }, () => Promise.resolve({}));
  // The pattern's dropdown is shown only beside a field that has a size.
  sizeBoxesAsWindow();
});
afterEach(cleanup);

/** The row in the entry form's own state, Done reporting the row it was pressed on. */
function Entry({ onDone }: { onDone: (row: EntryRow) => void }) {
  const [state, dispatch] = useReducer(entryReducer, { rows: [row] } as EntryForm);
  return <GoodsRow row={state.rows[0]!} index={index} dispatch={dispatch} onDone={onDone} />;
}

/** Opens the row for editing and picks the classic pattern, whose answer the worker holds. */
async function pickClassicPattern(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '编辑' }));
  const pattern = screen.getByTestId('goods-edition') as HTMLInputElement;
  // The pattern is offered once the row's rules have loaded: a pick before would be dropped.
  await waitFor(() => expect(pattern.disabled).toBe(false));
  await chooseOption(user, pattern, new RegExp(`^${classic.edition_number}`));
}

describe('a group order’s goods row', () => {
  it('holds Done while a new pattern is still being applied, so Done sees the row with it and asks for a new style', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(
      <MantineProvider>
        <Entry onDone={onDone} />
      </MantineProvider>,
    );
    await pickClassicPattern(user);
    await expectHeldUntilReleased(user, screen.getByRole('button', { name: '完成' }) as HTMLButtonElement, onDone, () => worker.release());
    const seen = onDone.mock.calls[0]![0] as EntryRow;
    expect(seen.edition_number).toBe(classic.edition_number);
    expect(needsNewStyle(FIXTURE, { edition_number: seen.edition_number, tech_info: seen.tech_ids }, seen.base)).toBe(true);
  });

  it('keeps the row as it was when its edit is cancelled before a choice lands', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <Entry onDone={vi.fn()} />
      </MantineProvider>,
    );
    await pickClassicPattern(user);
    await user.click(screen.getByRole('button', { name: '取消编辑' }));
    worker.release();
    // The choice's answer has had its turn: the row still shows the pattern it had.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('row', { name: new RegExp(doubleBreasted.edition_number) })).toBeTruthy();
    expect(screen.queryByText(classic.edition_number)).toBeNull();
  });

  it('says a choice the worker failed to apply, and lets Done be pressed again', async () => {
    const user = userEvent.setup();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    worker.fail = true;
    render(
      <MantineProvider>
        <Entry onDone={vi.fn()} />
      </MantineProvider>,
    );
    await pickClassicPattern(user);
    worker.release();
    const done = screen.getByRole('button', { name: '完成' }) as HTMLButtonElement;
    await waitFor(() => expect(done.disabled).toBe(false));
    await waitFor(() => expect(shown.show.mock.calls.map(([n]) => [n.color, n.message])).toEqual([['red', '操作未完成，请重试']]));
    worker.fail = false;
    quiet.mockRestore();
  });
});
