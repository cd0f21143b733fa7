/**
 * Bulk goods in the browser, as the seller 13800000001: the basic info asked for by
 * name, a product added, its size counts (whole numbers only), the draft surviving a reload, a
 * product added twice refused, a fabric change saved as a new product code through the
 * style-change dialog (existence checked as the seller types), and the order to the cart and paid.
 * Then the same screen in English on a tablet: removing a size asks first.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAX_SIZE_PIECES } from '@/domain/bulk-goods/contract';
import { LAPTOP, newContext, noHorizontalScroll, screenshot, signIn, TABLET, useBrowser, useServer } from './support';
import { settleWith } from './cart-pay';
import { pickDeliveryDate } from './pick-day';

const notices = (page: Page) => page.locator('.mantine-Notification-description');
const counts = (page: Page) => page.locator('[data-testid^="size-count-"]');

/** Picks the code from the suggestions, or (`typed`) only types it, and presses Add. */
async function addProduct(page: Page, code: string, how: 'picked' | 'typed' = 'picked') {
  await page.getByTestId('bulk-product-search').fill(code);
  if (how === 'picked') await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
  await page.getByTestId('bulk-product-add').click();
}

describe('bulk goods', () => {
  useServer();
  const browser = useBrowser();

  it('orders products in counts per size, saves a changed product as a new code, and pays for it', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: LAPTOP });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, '13800000001');
    await page.goto('/home/largeGoods');

    // Each required field is asked for by its name, in the form's order.
    await page.getByTestId('bulk-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('请填写公司名称');
    await page.getByTestId('bulk-company_name').fill('锦江酒店');
    await page.getByTestId('bulk-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('请填写联系人');
    await page.getByTestId('bulk-contacts').fill('赵一鸣');
    await page.getByTestId('bulk-user_mobilephone').fill('13900001111');
    await pickDeliveryDate(page, 'bulk-delivery_date');
    await page.getByTestId('bulk-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('请添加产品');

    // A product opens for editing; add to cart waits until it is saved.
    await addProduct(page, 'P01001');
    const row = page.getByTestId('bulk-row-P01001');
    await row.waitFor();
    expect(await page.getByTestId('bulk-submit').isDisabled()).toBe(true);
    await counts(page).nth(0).fill('2');
    await counts(page).nth(1).fill('1');
    await counts(page).nth(2).pressSequentially('x');
    await expect.poll(() => notices(page).allTextContents()).toContain('请输入数字');
    expect(await counts(page).nth(2).inputValue()).toBe('');
    await screenshot(page, 'bulk-goods-edit-zh-laptop');
    await row.getByTestId('row-save').click();
    await row.getByTestId('row-edit').waitFor();
    await expect.poll(() => page.getByTestId('bulk-total').textContent()).toContain('合计 3 件');

    // The draft is on the device as it changes: a reload at once loses nothing. The same code again is refused.
    await page.reload();
    await row.waitFor();
    expect(await page.getByTestId('bulk-company_name').inputValue()).toBe('锦江酒店');
    await expect.poll(() => page.getByTestId('bulk-total').textContent()).toContain('合计 3 件');
    // Typed, not picked: leaving the field for the button keeps the text (a select cleared it).
    await addProduct(page, 'P01001', 'typed');
    await expect.poll(() => notices(page).allTextContents()).toContain('您已经添加了该产品!');
    expect(await page.locator('[data-testid^="bulk-row-"]').count()).toBe(1);

    // Another fabric makes another product: the style-change dialog asks for a new code and style.
    // NS1101 in place of RY1105 makes a product of another price.
    const oldTotal = await page.getByTestId('bulk-total').textContent();
    await row.getByTestId('row-edit').click();
    await row.getByTestId('goods-fabric').click();
    await page.getByRole('option').filter({ hasText: 'NS1101' }).first().click();
    await row.getByTestId('row-save').click();
    const dialog = page.getByRole('dialog', { name: '款式变更' });
    await dialog.waitFor();
    await dialog.getByTestId('new-codes-code').fill('P01002');
    await dialog.getByText('您输入的新产品号已存在，请重新输入。').waitFor();
    const newCode = `HT${String(Date.now()).slice(-6)}`;
    await dialog.getByTestId('new-codes-code').fill(newCode);
    await dialog.getByTestId('new-codes-style-0').fill('S01001');
    await dialog.getByText('您输入的新款式号已存在，请重新输入。').waitFor();
    expect(await dialog.getByTestId('new-codes-confirm').isDisabled()).toBe(true);
    await dialog.getByTestId('new-codes-style-0').fill(`${newCode}-A`);
    await expect.poll(() => dialog.getByTestId('new-codes-confirm').isDisabled()).toBe(false);
    await screenshot(page, 'bulk-goods-style-change-zh-laptop');
    const created = page.waitForResponse((r) => r.url().includes('/large_goods/add_product_codes'));
    await dialog.getByTestId('new-codes-confirm').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('成功添加新产品号');
    const changed = page.getByTestId(`bulk-row-${newCode}`);
    await changed.waitFor();
    expect(await changed.textContent()).toContain(`${newCode}-A`);
    // One code, one price: the row and its total take the new code's price, not P01001's.
    const newPrice = Number(((await (await created).json()) as { result: { cates: { retail: string }[] } }).result.cates[0]!.retail);
    const yuan = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect.poll(() => page.getByTestId('bulk-total').textContent()).toBe(`合计 3 件 · ${yuan(3 * newPrice)}`);
    expect(await changed.textContent()).toContain(yuan(newPrice));
    expect(await page.getByTestId('bulk-total').textContent()).not.toBe(oldTotal);
    await noHorizontalScroll(page);

    // To the cart as a bulk order, and paid from the balance.
    await page.getByTestId('bulk-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('下单成功');
    await page.waitForURL('**/home/cart?source=large');
    const cartRow = page.getByTestId('cart-row').filter({ hasText: '赵一鸣' }).first();
    await cartRow.waitFor();
    expect(await cartRow.textContent()).toContain(yuan(3 * newPrice));
    await cartRow.locator('input[type="checkbox"]').check();
    await settleWith(page, '123456');
    await page.getByTestId('pay-success').waitFor();
    await screenshot(page, 'bulk-goods-paid-zh-laptop');
    await context.close();
  });

  it('says the limits of a size, of the order and of the prepayment as the server does, in either language', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const context = await newContext(browser(), { lang, viewport: TABLET });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await signIn(page, '13800000001');
      await page.goto('/home/largeGoods');
      await page.getByTestId('bulk-company_name').fill('锦江酒店');
      await page.getByTestId('bulk-contacts').fill('赵一鸣');
      await page.getByTestId('bulk-user_mobilephone').fill('13900001111');
      await pickDeliveryDate(page, 'bulk-delivery_date');
      await addProduct(page, 'P02001', 'typed');
      const row = page.getByTestId('bulk-row-P02001');
      await row.waitFor();
      const size = (await counts(page).nth(0).getAttribute('data-testid'))!.replace('size-count-', '');
      // A size's count over the limit is refused as it is typed, in the words the server uses.
      await counts(page).nth(0).fill('2');
      await counts(page).nth(0).pressSequentially('0000');
      const sizeRule = { zh: `尺码 ${size} 的件数最多 ${MAX_SIZE_PIECES} 件`, en: `Pieces of size ${size}: at most ${MAX_SIZE_PIECES}` }[lang];
      await expect.poll(() => notices(page).allTextContents()).toContain(sizeRule);
      expect(await counts(page).nth(0).inputValue()).toBe('2000');
      await screenshot(page, `bulk-goods-size-limit-${lang}-tablet`);
      await row.getByTestId('row-save').click();
      await row.getByTestId('row-edit').waitFor();
      // A prepayment over what the order costs is refused before it is sent.
      await page.getByTestId('bulk-prepay').fill('100000000');
      await page.getByTestId('bulk-submit').click();
      const prepayRule = { zh: '预付款不能超过订单金额', en: 'Prepayment: cannot exceed the order’s amount' }[lang];
      await expect.poll(() => notices(page).allTextContents()).toContain(prepayRule);
      await noHorizontalScroll(page);
      await screenshot(page, `bulk-goods-prepay-limit-${lang}-tablet`);
      await context.close();
    }
  });

  it('reads in English on a tablet, and asks before removing a size', async () => {
    const context = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, '13800000003');
    await page.goto('/home/largeGoods');
    await page.getByTestId('bulk-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('Please fill in Company');
    await addProduct(page, 'P02001', 'typed');
    const row = page.getByTestId('bulk-row-P02001');
    await row.waitFor();
    const before = await counts(page).count();
    const first = await counts(page).nth(0).getAttribute('data-testid');
    const size = first!.replace('size-count-', '');
    await counts(page).nth(0).fill('3');
    await row.getByTestId(`size-remove-${size}`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => notices(page).allTextContents()).toContain('Cancelled');
    expect(await counts(page).count()).toBe(before);
    await row.getByTestId(`size-remove-${size}`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => counts(page).count()).toBe(before - 1);
    await expect.poll(() => page.getByTestId('bulk-total').textContent()).toContain('Total 0 pcs');
    await noHorizontalScroll(page);
    await screenshot(page, 'bulk-goods-en-tablet');

    // Category names in English: the product search's suggestions and the style-change dialog.
    const CJK = /[\u4e00-\u9fff]/;
    await page.getByTestId('bulk-product-search').fill('P01');
    await expect.poll(() => page.getByRole('option').allTextContents()).toContain('P01001 · Suit jacket');
    expect((await page.getByRole('option').allTextContents()).filter((o) => CJK.test(o))).toEqual([]);
    await screenshot(page, 'bulk-goods-search-en-tablet');
    await page.getByTestId('bulk-product-search').fill('');
    await row.getByTestId('goods-fabric').click();
    const current = await row.getByTestId('goods-fabric').inputValue();
    await page.getByRole('option').filter({ hasNotText: current }).first().click();
    await row.getByTestId('row-save').click();
    const dialog = page.getByRole('dialog', { name: 'Style change' });
    await dialog.waitFor();
    expect(await dialog.textContent()).not.toMatch(CJK);
    await screenshot(page, 'bulk-goods-style-change-en-tablet');
    await context.close();
  });
});
