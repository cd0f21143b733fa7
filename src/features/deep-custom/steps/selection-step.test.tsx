// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { indexCatalogue } from '@/domain/catalogue/lookup';
import { FIXTURE } from '@/domain/rules/fixture-catalogue';
import { chooseEdition, emptyTechState, type TechState } from '@/domain/rules/technique';
import { i18n } from '@/ui/i18n';
import { chooseOption, expectHeldUntilReleased } from '../../../../tests/support/held-actions';
import { sizeBoxesAsWindow } from '../../../../tests/support/window-sized-boxes';
import deep from '../../../../locales/zh/deep.json';
import ordering from '../../../../locales/zh/ordering.json';
import { DeepDraftProvider, useDeepDraft } from '../state/deep-context';
import { SelectionStep } from './selection-step';

// The rules worker of a busy tablet: a chosen pattern is answered only when the test lets it through.
const worker = vi.hoisted(() => ({ release: () => {} }));
vi.mock('../../../../workers/rules.client', () => ({
  rulesWorker: () => ({
    emptyTechState: async (categoryId: number) => emptyTechState(FIXTURE, categoryId),
    chooseEdition: async (state: TechState, editionId: number) => {
      await new Promise<void>((resolve) => (worker.release = resolve));
      return chooseEdition(FIXTURE, state, editionId);
    },
  }),
}));
const warn = vi.hoisted(() => vi.fn());
vi.mock('@/ui/use-warn', () => ({ useWarn: () => warn }));

const index = indexCatalogue(FIXTURE);
const jacket = FIXTURE.categories.find((c) => c.id === 1)!;
const classic = FIXTURE.editions.find((e) => e.id === 1)!;

beforeAll(() => {
  i18n.init('zh', { deep, ordering }, () => Promise.resolve({}));
  // The pattern's dropdown is shown only beside a field that has a size.
  sizeBoxesAsWindow();
});
afterEach(cleanup);

/** The jacket's pattern as the draft holds it. */
function DraftPattern() {
  const { draft } = useDeepDraft();
  return <output data-testid="draft-pattern">{draft.form.categories[0]?.tech?.edition_id ?? 'none'}</output>;
}

function draw() {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/home/deepCustomization']}>
        <Routes>
          <Route
            path="/home/deepCustomization"
            element={
              <DeepDraftProvider>
                <Outlet context={{ index }} />
                <DraftPattern />
              </DeepDraftProvider>
            }
          >
            <Route index element={<SelectionStep />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the deep customization’s selection', () => {
  it('holds Next while a pattern is still being applied, so the step is checked with it', async () => {
    const user = userEvent.setup();
    draw();
    await user.click(screen.getByTestId('deep-series-1').querySelector('input')!);
    await user.click(screen.getByTestId(`deep-category-${jacket.id}`).querySelector('input')!);
    await chooseOption(user, await screen.findByTestId(`deep-edition-${jacket.id}`), new RegExp(`^${classic.edition_number}`));

    // Next, once the pattern has landed, checks the step with it: what is missing is the making process alone.
    await expectHeldUntilReleased(user, screen.getByTestId('deep-next') as HTMLButtonElement, warn, () => worker.release());
    expect(screen.getByTestId('draft-pattern').textContent).toBe(String(classic.id));
    expect(JSON.stringify(warn.mock.calls[0]![0])).toMatch(/process/);
  });
});
