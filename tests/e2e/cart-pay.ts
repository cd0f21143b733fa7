/** Paying from the cart in the browser, shared by the browser tests that pay. */
import type { Page } from 'playwright-core';

const LABELS = {
  zh: { continue: '继续支付', dialog: '余额支付', pay: '支付' },
  en: { continue: 'Continue to payment', dialog: 'Pay from balance', pay: 'Pay' },
} as const;

/** Settles the checked rows and types the pay password into the dialog; answers the dialog. */
export async function settleWith(page: Page, password: string, lang: 'zh' | 'en' = 'zh') {
  const label = LABELS[lang];
  await page.getByTestId('settle').click();
  await page.getByRole('button', { name: label.continue }).click();
  const dialog = page.getByRole('dialog', { name: label.dialog });
  await dialog.waitFor();
  await dialog.locator('input').first().click();
  await page.keyboard.type(password);
  await dialog.getByRole('button', { name: label.pay, exact: true }).click();
  return dialog;
}
