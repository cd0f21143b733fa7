/**
 * The seller's lists on a 1024x768 tablet, in Chinese and English: shops, customers (both tabs),
 * order management, staff and the cart fit the screen without scrolling sideways, every row's actions (or the menu
 * holding them) are on screen and finger-sized, the page-size choice reads whole, and the columns
 * folded away are one tap from each row. At 1366 the full table still fits with its actions inline.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, newContext, noHorizontalScroll, openInApp, screenshot, signIn, TABLET, useBrowser, useServer } from './support';

const SELLER = '13800000001';
const PER_PAGE = { zh: '每页条数', en: 'Rows per page' } as const;

/** The lists, as their path, their table's and rows' test ids, and whether they offer a page size. */
const LISTS = [
  { name: 'shops', path: '/home/shopManagement', table: 'shop-table', row: 'shop-row', pageSize: true },
  { name: 'customers', path: '/home/customManagement', table: 'customer-table', row: 'customer-row', pageSize: false },
  { name: 'companies', path: '/home/customManagement?tab=company', table: 'company-table', row: 'company-row', pageSize: true },
  { name: 'orders', path: '/home/orderManagement', table: 'order-table', row: 'order-row', pageSize: false },
  { name: 'staff', path: '/home/employeeManagement', table: 'staff-table', row: 'staff-row', pageSize: false },
  { name: 'cart', path: '/home/cart', table: 'cart-table', row: 'cart-row', pageSize: false },
] as const;

/**
 * A shop with a long name and address, so the shops list has a row to lay out. The name has no
 * place a Chinese line breaks between words: at 1366 px a shorter one left the table no room (it
 * spilled by 2 px when the creation time's digits were wide).
 */
async function addShop(page: Page) {
  await page.goto('/home/shopManagement');
  await page.getByTestId('shop-add').click();
  await page.getByTestId('shop-name').fill('南京建邺万达广场高级定制西服衬衫旗舰店');
  await page.getByTestId('shop-contact').fill('周店长');
  await page.getByTestId('shop-mobile').fill('13910000666');
  await page.getByTestId('shop-address').fill('江苏省南京市建邺区江东中路 98 号万达广场 3 层 301 室');
  await page.getByTestId('shop-username').fill('jianye');
  await page.getByTestId('shop-password').fill('shop-pass-1');
  await page.getByTestId('shop-pay-password').fill('654321');
  await page.getByTestId('shop-money').fill('1000');
  await page.getByTestId('shop-save').click();
  await page.getByTestId('shop-row').first().waitFor();
}

/** What of a list spills: the table wider than its box, each row's controls not wholly on screen or under 44 px, and a stepper's value squeezed. */
async function spills(page: Page, table: string, row: string) {
  return page.evaluate(
    ({ table, row }) => {
      const el = document.querySelector<HTMLElement>(`[data-testid="${table}"]`)!;
      // The box that would scroll it sideways: its nearest ancestor that scrolls on x.
      let box: HTMLElement = el;
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) {
          box = up;
          break;
        }
      }
      const out: string[] = [];
      if (el.scrollWidth > el.clientWidth || box.scrollWidth > box.clientWidth) out.push(`table ${el.scrollWidth}/${box.scrollWidth} in ${box.clientWidth}`);
      for (const r of document.querySelectorAll<HTMLElement>(`[data-testid="${row}"]`)) {
        for (const b of r.querySelectorAll<HTMLElement>('button')) {
          const at = b.getBoundingClientRect();
          const name = b.getAttribute('aria-label') || b.textContent?.trim() || '';
          if (at.left < 0 || at.right > innerWidth || at.top < 0) out.push(`"${name}" off screen at ${Math.round(at.left)}..${Math.round(at.right)}`);
          if (at.width < 44 || at.height < 44) out.push(`"${name}" ${Math.round(at.width)}x${Math.round(at.height)}`);
        }
        // A number stepper leaves its value room between its buttons (drawn over the field's ends).
        for (const root of r.querySelectorAll<HTMLElement>('.mantine-NumberInput-root')) {
          const input = root.querySelector('input')!;
          const field = input.getBoundingClientRect();
          const middle = (field.left + field.right) / 2;
          let start = field.left + parseFloat(getComputedStyle(input).paddingLeft);
          let end = field.right - parseFloat(getComputedStyle(input).paddingRight);
          for (const b of root.querySelectorAll('.mantine-NumberInput-control')) {
            const at = b.getBoundingClientRect();
            if (at.right <= middle) start = Math.max(start, at.right);
            else end = Math.min(end, at.left);
          }
          const room = end - start;
          if (room < 20) out.push(`"${input.getAttribute('aria-label') ?? ''}" value ${Math.round(room)} px wide`);
        }
      }
      return out;
    },
    { table, row },
  );
}

describe('lists on a tablet', () => {
  useServer();
  const browser = useBrowser();

  it.each(['zh', 'en'] as const)('fits every list at 1024 px (%s), its row actions on screen and its page size whole', async (lang) => {
    // One signed-in tablet goes through the lists inside the app, as a seller does.
    const context = await newContext(browser(), { lang, viewport: TABLET });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, SELLER);
    if (lang === 'zh') await addShop(page);
    for (const list of LISTS) {
      await openInApp(page, list.path);
      await page.getByTestId(list.row).first().waitFor();
      await screenshot(page, `tablet-${list.name}-${lang}`);
      expect(await spills(page, list.table, list.row), `${list.name} ${lang}`).toEqual([]);
      await noHorizontalScroll(page);
      if (list.pageSize) {
        const size = page.locator(`input[aria-label="${PER_PAGE[lang]}"]`);
        const text = await size.evaluate((el: HTMLInputElement) => ({ scroll: el.scrollWidth, client: el.clientWidth, height: el.getBoundingClientRect().height }));
        expect(text.scroll, `${list.name} ${lang}: the page size is cut`).toBeLessThanOrEqual(text.client);
        expect(text.height, `${list.name} ${lang}: the page size is no finger target`).toBeGreaterThanOrEqual(44);
      }
      // The folded columns are one tap away, and the row's actions are in its menu.
      const first = page.getByTestId(list.row).first();
      await first.getByTestId('row-detail-toggle').click();
      await page.getByTestId(`${list.table}-detail`).first().waitFor();
      expect(await spills(page, list.table, list.row), `${list.name} ${lang} opened`).toEqual([]);
    }
    await context.close();
  });

  it("puts a shop's edit, lock and delete in a menu on screen at 1024 px, and they work", async () => {
    for (const lang of ['zh', 'en'] as const) {
      const context = await newContext(browser(), { lang, viewport: TABLET });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await signIn(page, SELLER);
      // The shop's menu holds edit, lock and delete, each a finger-sized item on screen, and they work.
      await page.goto('/home/shopManagement');
      const shop = page.getByTestId('shop-row').first();
      await shop.getByTestId('row-actions-menu').click();
      const items = page.getByRole('menuitem');
      await items.first().waitFor();
      expect(await items.count()).toBe(3);
      for (const box of await Promise.all((await items.all()).map((i) => i.boundingBox()))) {
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.x + box!.width).toBeLessThanOrEqual(TABLET.width);
      }
      await screenshot(page, `tablet-shops-menu-${lang}`);
      await page.getByTestId(lang === 'zh' ? 'shop-lock' : 'shop-unlock').click();
      await expect.poll(() => shop.textContent()).toContain(lang === 'zh' ? '停用' : 'Enabled');
      await context.close();
    }
  });

  it('keeps the whole table with inline actions at 1366 px', async () => {
    const context = await newContext(browser(), { lang: 'en', viewport: LAPTOP });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, SELLER);
    for (const list of LISTS) {
      await openInApp(page, list.path);
      await page.getByTestId(list.row).first().waitFor();
      await screenshot(page, `laptop-${list.name}-en`);
      await noHorizontalScroll(page);
      expect(await page.getByTestId('row-detail-toggle').count(), list.name).toBe(0);
      expect(await page.getByTestId('row-actions-menu').count(), list.name).toBe(0);
      if (list.name === 'orders') expect(await page.getByTestId('order-row').first().getByRole('button').count()).toBeGreaterThan(0);
    }
    await context.close();
  });
});
