/** Paying from the cart in the browser (in Chinese), shared by the browser tests that pay. */
import type { Page } from 'playwright-core';

/** Settles the checked rows and types the pay password into the dialog; answers the dialog. */
export async function settleWith(page: Page, password: string) {
  await page.getByTestId('settle').click();
  await page.getByRole('button', { name: '继续支付' }).click();
  const dialog = page.getByRole('dialog', { name: '余额支付' });
  await dialog.waitFor();
  await dialog.locator('input').first().click();
  await page.keyboard.type(password);
  await dialog.getByRole('button', { name: '支付', exact: true }).click();
  return dialog;
}
