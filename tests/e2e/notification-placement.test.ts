/**
 * Where toasts appear, in the browser as the seller 13800000001 at tablet size: a toast hides
 * neither the page's header nor a dialog's title, nor the sticky bar of a step with its buttons,
 * and a step's refusal goes when the step is left.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { selectSuit } from './deep-custom-form';
import { TABLET, newContext, screenshot, signIn, useBrowser, useServer } from './support';

type Box = { x: number; y: number; width: number; height: number };

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${String(locator)}`);
  return b;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast's box once it has stopped moving in. */
async function settledBox(locator: Locator): Promise<Box> {
  await locator.waitFor();
  let last = await box(locator);
  await expect
    .poll(async () => {
      const now = await box(locator);
      const still = now.x === last.x && now.y === last.y && now.height === last.height;
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

describe('toasts in the browser', () => {
  useServer();
  const browser = useBrowser();

  it('hide neither the header, a step\'s sticky bar nor a dialog\'s title, and a step\'s refusal goes with the step (zh, tablet)', async () => {
    // The offline notice below is the page's own (the browser's offline event): no service worker is
    // installed for it, whose install is some 3.4 s of the browser's CPU and 1.2-1.5 s of the server's.
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, '13800000001');
    await page.goto('/home/deepCustomization');
    await page.getByTestId('deep-selection').waitFor();
    await selectSuit(page);

    // The fabric step refuses Next without a fabric.
    await page.getByTestId('deep-next').click();
    const refusal = toast(page, '请选择面料');
    const shown = await settledBox(refusal);
    for (const covered of [page.locator('header').first(), page.getByRole('heading', { level: 2 }).first(), page.getByTestId('deep-step-bar'), page.getByTestId('deep-next'), page.getByTestId('deep-prev')]) {
      expect(overlap(shown, await box(covered)), String(covered)).toBe(false);
    }
    const footer = page.getByTestId('deep-next').locator('xpath=ancestor::div[contains(@class, "Paper-root")][1]');
    expect(overlap(shown, await box(footer))).toBe(false);
    await screenshot(page, 'toast-deep-step-zh-tablet');
    // Toasts stack above dialogs and below dropdowns and menus (Mantine's 200 and 300): an option
    // list opened while a toast shows takes its own clicks (a toast once took a size option's).
    const layer = Number(await page.locator('.mantine-Notifications-root').first().evaluate((el) => getComputedStyle(el).zIndex));
    expect(layer).toBeGreaterThan(200);
    expect(layer).toBeLessThan(300);

    // Back to the selection: the fabric step's refusal does not stay (it would close by itself only
    // after four seconds).
    await page.getByTestId('deep-prev').click();
    await page.getByTestId('deep-selection').waitFor();
    await expect.poll(() => refusal.count(), { timeout: 1500, interval: 100 }).toBe(0);

    // A toast while a dialog is open (the offline notice) leaves the dialog's title and buttons in sight.
    await page.getByTestId('deep-restart').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('重新开始', { exact: true }).first().waitFor();
    await context.setOffline(true);
    const offline = await settledBox(toast(page, '网络已断开'));
    expect(overlap(offline, await box(dialog.locator('.mantine-Modal-title')))).toBe(false);
    for (const button of await dialog.getByRole('button').all()) expect(overlap(offline, await box(button))).toBe(false);
    await screenshot(page, 'toast-dialog-zh-tablet');
    await context.setOffline(false);
    await context.close();
  });
});
