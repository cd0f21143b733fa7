/**
 * Filling the fast order's form in the browser, shared by the browser tests that place one (the
 * fast purchase itself, and orders that use customer-supplied fabric).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { pickDeliveryDate } from './pick-day';

export async function choose(page: Page, testId: string, option: RegExp | string, scope: Page | ReturnType<Page['getByTestId']> = page) {
  await scope.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

export async function chooseFabricAndProcess(page: Page) {
  await page.getByTestId('fabric-select').click();
  await page.getByRole('option').first().click();
  await expect.poll(() => page.getByTestId('fabric-composition').inputValue()).not.toBe('');
  await choose(page, 'process-select', /.+/);
}

/** Clicks a category tab near its left edge: the middle of a short tab may be its close ×. */
export async function openCategoryTab(page: Page, categoryId: number) {
  await page.getByTestId(`category-tab-${categoryId}`).click({ position: { x: 6, y: 6 } });
}

export async function chooseFirstEdition(page: Page, categoryId: number) {
  await openCategoryTab(page, categoryId);
  const panel = page.getByTestId(`tech-panel-${categoryId}`);
  await choose(page, 'edition-select', /.+/, panel);
  await panel.getByTestId('tech-list-1').waitFor();
}

/** An individual order for a suit jacket (double-breasted edition) and trousers, ready to send. */
export async function fillIndividual(page: Page, customer: string, fabric: (page: Page) => Promise<void> = chooseFabricAndProcess) {
  await page.getByTestId('category-1').click();
  await page.getByTestId('category-2').click();
  await openCategoryTab(page, 1);
  const jacket = page.getByTestId('tech-panel-1');
  await choose(page, 'edition-select', /^XD/, jacket);
  await jacket.getByTestId('tech-list-1').waitFor();
  await chooseFirstEdition(page, 2);
  await fabric(page);
  await fillCustomerAndMeasures(page, customer, [1, 2]);
}

/**
 * The customer form and the measurement page (net body, auto grading) of an order for one person,
 * shared by the fast order and the deep customization's measure step.
 */
export async function fillCustomerAndMeasures(page: Page, customer: string, categoryIds: number[]) {
  await page.getByTestId('user-user_name').fill(customer);
  await page.getByTestId('user-user_mobilephone').fill('13912345678');
  await page.getByTestId('user-user_address').fill('上海市静安区南京西路 1 号');
  await pickDeliveryDate(page, 'user-delivery_date');
  for (const id of categoryIds) await choose(page, `wearing-style-${id}`, /.+/);
  for (const shape of await page.locator('input[data-testid^="shape-"]').all()) {
    await shape.click();
    await page.getByRole('option').first().click();
  }
  await page.getByTestId('auto-grading').check();
  for (const input of await page.locator('input[data-testid^="net-"]').all()) {
    const [min, max] = (await input.getAttribute('placeholder'))!.split('-').map(Number) as [number, number];
    await input.fill(String(Math.round((min + max) / 2)));
  }
  await page.getByTestId('measure-tab-1').click();
  // Chest grading comes from the rules worker once every item has a wearing style.
  await page.getByTestId(`grade-${categoryIds[0]}-2`).filter({ hasText: /^\d+(\.\d)?$/ }).waitFor();
}

