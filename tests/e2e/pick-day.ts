/** Picking dates from the app's calendars as a person does, and going on once the calendar has closed. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks a day from the app's calendar (src/ui/day-field.tsx): the decade, the year, the month, the day. */
export async function pickDay(page: Page, testId: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const field = page.getByTestId(testId);
  await field.click();
  const level = page.locator('.mantine-DatePickerInput-calendarHeaderLevel:visible');
  await level.click(); // the months of the shown year
  await level.click(); // the years of its decade
  const yearButton = page.locator('.mantine-DatePickerInput-yearsListControl:visible', { hasText: String(year) });
  for (let i = 0; i < 10 && (await yearButton.count()) === 0; i++) {
    const firstShown = Number((await level.textContent())!.match(/\d{4}/)![0]);
    await page.locator(`.mantine-DatePickerInput-calendarHeaderControl[data-direction="${year < firstShown ? 'previous' : 'next'}"]:visible`).click();
  }
  await yearButton.click();
  await page.locator('.mantine-DatePickerInput-monthsListControl:visible').nth(month - 1).click();
  // The day by its number, not by its place among the month's buttons: a run after 16:00 UTC, when
  // Shanghai's date is a day ahead of the machine's, clicked the 30th for the 31st by place.
  await page.locator('.mantine-DatePickerInput-day:not([data-outside]):visible').filter({ hasText: new RegExp(`^${date}$`) }).click();
  await expect.poll(() => field.textContent()).toBe(day);
  await untilCalendarClosed(page);
}

/**
 * Picks a delivery date from an ordering form's date-and-time calendar (a day of next month: the
 * calendar offers none before today; at 00:00:00), then waits, as a person does, for the calendar
 * to close before the next field. It fades out over the fields below it for some 150 ms: a click
 * there meanwhile went to the calendar, and a select clicked as it went showed no options (CI).
 */
export async function pickDeliveryDate(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.mantine-DateTimePicker-calendarHeaderControl[data-direction="next"]').click();
  await page.locator('.mantine-DateTimePicker-day:not([data-outside])').nth(20).click();
  await page.locator('.mantine-DateTimePicker-submitButton').click();
  // Waited for by the page rather than vitest's poll, so tests running side by side can use it.
  await page.getByTestId(testId).filter({ hasText: /^\d{4}-\d{2}-\d{2} 00:00:00$/ }).waitFor();
  await untilCalendarClosed(page);
}

/**
 * Until the open calendar has left the page, not only faded: the next field's click then reaches
 * that field, and its own calendar opens alone. Every date field's calendar (day, or date and time)
 * carries Mantine's data-dates-dropdown.
 */
export function untilCalendarClosed(page: Page): Promise<unknown> {
  return page.waitForFunction(() => !document.querySelector('[data-dates-dropdown]'));
}
