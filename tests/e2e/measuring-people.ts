import type { Page } from 'playwright-core';

/**
 * Filters a task's people column by keyword and opens the only match, waiting for the panel to
 * show that person: the panel follows a pick in a transition, so a field filled before the
 * heading changed was still the previous person's, and the switch then reset it mid-typing.
 */
export async function openPerson(page: Page, name: string, keywordLabel = '请输入关键字'): Promise<void> {
  await page.getByRole('textbox', { name: keywordLabel }).fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('heading', { name, exact: true }).waitFor();
}
