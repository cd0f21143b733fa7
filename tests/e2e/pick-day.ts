/** Picks a day from the app's calendar (src/ui/day-field.tsx) as a person does: the decade, the year, the month, the day. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
  await page.locator('.mantine-DatePickerInput-day:not([data-outside]):visible').nth(date - 1).click();
  await expect.poll(() => field.textContent()).toBe(day);
  // The calendar has closed: the next field's opens alone.
  await expect.poll(() => level.count()).toBe(0);
}
