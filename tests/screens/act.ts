/** A person's moves on a screen below the browser: typing, tapping, and waiting for what a move shows. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * How long a screen may take to show what a move brought: a ceiling, not a speed goal. The whole
 * suite shares two cores with the browser journeys, where a screen that shows in a second alone
 * took over ten.
 */
export const wait = { timeout: 20_000 };

// No pause between a pointer's events: a screen that draws again meanwhile would take the click on an element it replaced.
export const user = userEvent.setup({ delay: null });

/** Replaces what a field holds, as a person selecting it and typing does. */
export async function fill(field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.type(field, value);
}

/** Picks the first option matching `name` of a Mantine select (its dropdown is drawn beside the page). */
export async function choose(select: HTMLElement, name: RegExp | string): Promise<void> {
  await user.click(select);
  await user.click((await screen.findAllByRole('option', { name }, wait))[0]!);
}

/**
 * Does `act` and waits for a toast saying `text` that was not on screen before it: one an earlier
 * action left up says the same words but nothing about this one.
 */
export async function afterNewToast(text: string, act: () => Promise<void>): Promise<void> {
  const toasts = () => [...document.querySelectorAll('.mantine-Notification-root')];
  const before = new Set(toasts());
  await act();
  await waitFor(() => expect(toasts().some((t) => !before.has(t) && t.textContent?.includes(text))).toBe(true), wait);
}

/** Taps a row's action: on the row where the table has room, else in the row's menu (a folded table's). */
export async function rowAction(row: HTMLElement, testId: string): Promise<void> {
  const menu = within(row).queryByTestId('row-actions-menu');
  if (menu) await user.click(menu);
  await user.click(menu ? await screen.findByTestId(testId, undefined, wait) : within(row).getByTestId(testId));
}
