/** Going through the deep customization's first step in the browser, shared by its browser tests. */
import type { Page } from 'playwright-core';
import { choose } from './fast-order-form';

/** Selection: a man's business suit, jacket and trousers, their first patterns and a process; then Next. */
export async function selectSuit(page: Page) {
  await page.getByTestId('deep-series-1').click();
  await page.getByTestId('deep-category-1').click();
  await page.getByTestId('deep-category-2').click();
  await choose(page, 'deep-edition-1', /.+/);
  await choose(page, 'deep-edition-2', /.+/);
  await choose(page, 'deep-process', /.+/);
  await page.getByTestId('deep-next').click();
  await page.getByTestId('deep-fabric').waitFor();
}
