// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexCatalogue } from '@/domain/catalogue/lookup';
import { FIXTURE } from '@/domain/rules/fixture-catalogue';
import { emptyTechState, type TechState } from '@/domain/rules/technique';
import { FastOrderProvider, useFastOrder } from '@/ordering/state/fast-order-context';
import { OrderBasicsSection } from './order-basics-section';
import { PreviewButton } from './preview-button';

/** The rules worker of a slow tablet: each empty panel is answered only when the test says. */
const worker = vi.hoisted(() => ({ answers: [] as (() => void)[] }));
vi.mock('../../../workers/rules.client', () => ({
  rulesWorker: () => ({
    emptyTechState: (id: number) => new Promise<TechState>((resolve) => worker.answers.push(() => resolve(emptyTechState(FIXTURE, id)))),
  }),
}));
const warn = vi.hoisted(() => vi.fn());
vi.mock('@/ui/use-warn', () => ({ useWarn: () => warn }));
vi.mock('@/ordering/viewer/garment-viewer', () => ({ GarmentViewer: () => <div data-testid="viewer-canvas" /> }));

afterEach(() => {
  cleanup();
  warn.mockClear();
  worker.answers = [];
});

/** The categories the form holds, with whether each has its technique panel yet. */
function FormCategories() {
  const { state } = useFastOrder();
  return <output data-testid="form-categories">{state.categories.map((c) => `${c.category_id}:${c.tech ? 'panel' : 'waiting'}`).join(',')}</output>;
}

function draw() {
  const index = indexCatalogue(FIXTURE);
  render(
    <MantineProvider>
      <FastOrderProvider>
        <OrderBasicsSection index={index} />
        <PreviewButton index={index} />
        <FormCategories />
      </FastOrderProvider>
    </MantineProvider>,
  );
  const [first, second] = [...FIXTURE.categories].sort((a, b) => a.sort - b.sort);
  const chip = (id: number) => screen.getByTestId(`category-${id}`).querySelector('input')!;
  return { first: first!.id, second: second!.id, chip };
}

describe('the order basics on a slow tablet', () => {
  it('chooses a tapped category at once, so a preview tapped before the rules worker answers opens', async () => {
    const { first, second, chip } = draw();
    fireEvent.click(chip(first));
    fireEvent.click(chip(second));
    expect(chip(first).checked).toBe(true);
    expect(chip(second).checked).toBe(true);
    expect(screen.getByTestId('form-categories').textContent).toBe(`${first}:waiting,${second}:waiting`);

    fireEvent.click(screen.getByTestId('preview-3d'));
    expect(warn).not.toHaveBeenCalled();
    await screen.findByTestId('viewer-canvas');

    // The panels follow when the worker answers, each category's own.
    for (const answer of worker.answers) answer();
    await waitFor(() => expect(screen.getByTestId('form-categories').textContent).toBe(`${first}:panel,${second}:panel`));
  });

  it('still warns when no category is chosen', () => {
    draw();
    fireEvent.click(screen.getByTestId('preview-3d'));
    expect(warn).toHaveBeenCalledWith('ordering:previewNeedsCategory');
  });
});
