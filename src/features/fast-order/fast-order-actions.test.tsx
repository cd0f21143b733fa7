// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { indexCatalogue } from '@/domain/catalogue/lookup';
import { FIXTURE } from '@/domain/rules/fixture-catalogue';
import { chooseEdition, emptyTechState, type TechState } from '@/domain/rules/technique';
import { CategoryTechniques } from '@/ordering/components/category-techniques';
import { FastOrderProvider, useFastOrder } from '@/ordering/state/fast-order-context';
import type { FastOrderForm } from '@/ordering/state/fast-order-state';
import { i18n } from '@/ui/i18n';
import { chooseOption, expectHeldUntilReleased } from '../../../tests/support/held-actions';
import { sizeBoxesAsWindow } from '../../../tests/support/window-sized-boxes';
import ordering from '../../../locales/zh/ordering.json';
import rules from '../../../locales/zh/rules.json';
import { FastOrderActions } from './fast-order-actions';

// The rules worker of a busy tablet: a chosen edition is answered only when the test lets it through.
const worker = vi.hoisted(() => ({ release: () => {} }));
vi.mock('../../../workers/rules.client', () => ({
  rulesWorker: () => ({
    chooseEdition: async (state: TechState, editionId: number | null) => {
      await new Promise<void>((resolve) => (worker.release = resolve));
      return editionId ? chooseEdition(FIXTURE, state, editionId) : { ok: true, value: { ...state, edition_id: null } };
    },
  }),
}));

const index = indexCatalogue(FIXTURE);
const jacket = FIXTURE.categories.find((c) => c.id === 1)!;
const classic = FIXTURE.editions.find((e) => e.id === 1)!;

beforeAll(() => {
  i18n.init('zh', { ordering, rules }, () => Promise.resolve({}));
  // The edition's dropdown is shown only beside a field that has a size.
  sizeBoxesAsWindow();
});
afterEach(cleanup);

/** A fast order with a jacket chosen, its technique panel and the order's bar; submit reports the form as it was drawn with. */
function Form({ onSubmit }: { onSubmit: (form: FastOrderForm) => void }) {
  const { state, dispatch } = useFastOrder();
  useEffect(() => dispatch({ type: 'addCategory', category_id: jacket.id, tech: emptyTechState(FIXTURE, jacket.id) }), [dispatch]);
  const category = state.categories[0];
  return (
    <>
      {category?.tech && <CategoryTechniques index={index} category={category} />}
      <FastOrderActions onSubmit={() => onSubmit(state)} sending={false} />
    </>
  );
}

describe('the fast order’s submit', () => {
  it('waits for an edition the rules worker is still applying, then sends the form with it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <FastOrderProvider>
            <Form onSubmit={onSubmit} />
          </FastOrderProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    await chooseOption(user, await screen.findByTestId('edition-select'), new RegExp(`^${classic.edition_number}`));
    await expectHeldUntilReleased(user, screen.getByTestId('fast-submit') as HTMLButtonElement, onSubmit, () => worker.release());
    const sent = onSubmit.mock.calls[0]![0] as FastOrderForm;
    expect(sent.categories[0]!.tech!.edition_id).toBe(classic.id);
  });
});
