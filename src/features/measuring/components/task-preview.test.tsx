// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en/measuring.json';
import { i18n } from '@/ui/i18n';
import type { MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import type { ReadyFirstPage } from '../api/first-open';

// The page as the route's preparation hands it over (first-open.ts's own rules are tested against a
// real server in tests/sync/first-open.test.ts); the rule of which pages are drawn at once is its own.
const came = vi.hoisted(() => ({ page: null as Promise<ReadyFirstPage | null> | null }));
vi.mock('../api/first-open', async (original) => ({
  ...(await original<typeof import('../api/first-open')>()),
  firstPageWhenReady: () => came.page ?? Promise.resolve(null),
}));
vi.mock('@/db/session', () => ({ getUserId: () => 11 }));

const { TaskPreview } = await import('./task-preview');

const person = (id: number, department: string, status: number, conflicts = 0) =>
  ({ id, task_id: 7, truename: `P${id}`, company_name: 'C', department_name: department, measuring_status_id: status, conflicts: Array(conflicts).fill({}) }) as MeasuringPerson;
const page = (count: number, list: MeasuringPerson[]): ReadyFirstPage => ({ task: { id: 7, name: 'Autumn uniforms' } as MeasuringTaskInfo, count, list });

beforeEach(() => {
  i18n.init('en', { measuring: en }, () => Promise.resolve({}));
  window.history.replaceState(null, '', '/home/measuringDetails?id=7');
});
afterEach(() => {
  cleanup();
  came.page = null;
});

/** The view with its hold recorded; `resolve` hands the page over. */
function drawn() {
  let resolve!: (p: ReadyFirstPage | null) => void;
  came.page = new Promise((r) => (resolve = r));
  const holds: (Promise<void> | undefined)[] = [];
  render(<TaskPreview loading={<p>Loading…</p>} hold={(until) => holds.push(until)} />);
  return { resolve: (p: ReadyFirstPage | null) => act(async () => resolve(p)), holds };
}

describe("a task's early view, before the screen's code has come", () => {
  it("shows the loading screen until the first page comes, then the task's name and the first rows in the list's order", async () => {
    const view = drawn();
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
    await view.resolve(page(10_000, [person(3, 'B', 1), person(2, 'A', 4, 1), person(1, 'B', 2)]));

    expect(screen.getByRole('heading', { name: 'Autumn uniforms' })).toBeTruthy();
    expect(screen.getByText('Loading this task\'s people: the first 3 of 10000 are here; the rest follow in a moment.')).toBeTruthy();
    expect(screen.getByText('First 3 of 10000 shown')).toBeTruthy();
    const rows = within(screen.getByRole('listbox', { name: 'People' })).getAllByRole('option');
    // Company, then department, then id: as the screen lists them.
    expect(rows.map((r) => r.textContent)).toEqual(['P2AConflictRepaired', 'P1BMeasured', 'P3BNot measured']);
    // Drawn, not yet to be picked: the screen that picks a person is not here.
    expect(rows.every((r) => (r as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByRole('listbox').closest('[aria-busy="true"]')).toBeTruthy();
  });

  it('holds the screen back until the rows are painted, and only when it draws them', async () => {
    const view = drawn();
    // The screen waits for the view's word: none yet, before the page.
    expect(view.holds).toHaveLength(0);
    await view.resolve(page(10_000, [person(1, 'A', 1)]));
    expect(view.holds).toHaveLength(1);
    // Settled after the browser's next frame.
    expect(view.holds[0]).toBeInstanceOf(Promise);
    await act(() => view.holds[0]!);
  });

  it("keeps the loading screen, and lets the screen be drawn at once, for a smaller task's page (stored in moments, its screen draws it) and when none came", async () => {
    const small = drawn();
    await small.resolve(page(40, [person(1, 'A', 1)]));
    expect(screen.getByText('Loading…')).toBeTruthy();
    // Let go at once, with nothing to wait for: the screen need not wait.
    expect(small.holds).toEqual([undefined]);
    cleanup();
    const none = drawn();
    await none.resolve(null);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(none.holds).toEqual([undefined]);
  });
});
