/**
 * Customer-supplied fabric in the browser: a seller registers a parcel with a photo
 * (refused first in the spec's words), reads its QR code, and the warehouse, in English on the
 * tablet, finds it by that code and receives it with the metres it measured; the ledger shows it.
 * A fast order then takes it as its customer-supplied fabric, and paying uses the BOM's metres.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, newContext, noHorizontalScroll, screenshot, signIn, TABLET, useBrowser, useServer } from './support';
import { settleWith } from './cart-pay';
import { choose, fillIndividual } from './fast-order-form';

const notices = (page: Page) => page.locator('.mantine-Notification-description');

describe('customer-supplied fabric', () => {
  useServer();
  const browser = useBrowser();

  it('is registered with a photo and a QR code, then received by the warehouse with the measured metres', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#24466b' } }).jpeg().toBuffer();
    const context = await newContext(browser(), { lang: 'zh', viewport: LAPTOP });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, '13800000001');
    await page.goto('/home/fabricManagement');
    await page.getByTestId('parcel-add').click();
    await page.getByTestId('parcel-save').click();
    await page.getByText('请填写物料编码').waitFor();
    await page.getByText('请上传面料图').waitFor();
    await page.getByTestId('parcel-fabric-num').fill('KG-2207');
    await page.getByTestId('parcel-flower').fill('格纹');
    await page.getByTestId('parcel-color').fill('藏青');
    await page.getByTestId('parcel-stock').fill('12.5');
    await page.getByTestId('parcel-logistics-num').fill('SF1234567890');
    await page.getByTestId('parcel-logistics-company').fill('顺丰');
    await page.getByTestId('parcel-sub-type').getByText('随单').click();
    await page.getByTestId('parcel-order').waitFor();
    await page.getByTestId('parcel-sub-type').getByText('寄存').click();
    await page.getByTestId('parcel-images').locator('input[type=file]').setInputFiles({ name: 'fabric.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByTestId('parcel-images').getByTestId('upload-thumb').waitFor();
    await screenshot(page, 'fabric-add-zh-laptop');
    await page.getByTestId('parcel-save').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('客供料添加成功');
    const row = page.getByTestId('parcel-row').filter({ hasText: 'KG-2207' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('在途');
    await row.getByTestId('parcel-qr').click();
    const code = (await page.getByTestId('parcel-qr-code').getAttribute('data-url'))!;
    expect(code).toMatch(/^CF[0-9A-F]{18}$/);
    await screenshot(page, 'fabric-qr-zh-laptop');
    await page.keyboard.press('Escape');

    // The warehouse, in English on the tablet.
    const wh = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const tablet = await wh.newPage();
    tablet.setDefaultTimeout(20_000);
    await signIn(tablet, '13800000001');
    await tablet.goto('/home/storeManagement');
    await tablet.getByTestId('warehouse-code').fill(code.toLowerCase());
    await tablet.getByTestId('warehouse-code').press('Enter');
    await tablet.getByTestId('parcel-view').waitFor();
    expect(await tablet.getByTestId('parcel-status').textContent()).toBe('In transit');
    await tablet.getByTestId('warehouse-receive').click();
    await tablet.getByTestId('move-metres').fill('12.2');
    await tablet.getByTestId('move-save').click();
    await expect.poll(() => notices(tablet).allTextContents()).toContain('Received into stock');
    expect(await tablet.getByTestId('parcel-status').textContent()).toBe('In stock');
    expect(await tablet.getByTestId('parcel-balance').textContent()).toContain('12.20');
    await expect.poll(() => tablet.getByTestId('ledger-row').count()).toBe(1);
    await noHorizontalScroll(tablet);
    await screenshot(tablet, 'warehouse-received-en-tablet');
    // Material search finds it in stock beside the maker's fabrics.
    await tablet.getByTestId('warehouse-materials').click();
    await tablet.getByTestId('material-in-stock').check();
    await tablet.getByPlaceholder('Code, colour or composition').fill('KG-2207');
    const found = tablet.getByTestId('material-row').filter({ hasText: 'KG-2207' });
    await found.first().waitFor();
    expect(await found.first().textContent()).toContain('12.20 m · In stock');
    await noHorizontalScroll(tablet);
    await screenshot(tablet, 'material-search-en-tablet');
    await wh.close();

    // The seller's detail shows the same ledger.
    await page.reload();
    await page.getByTestId('parcel-row').filter({ hasText: 'KG-2207' }).first().getByTestId('parcel-detail').click();
    await page.getByTestId('parcel-ledger').waitFor();
    expect(await page.getByTestId('ledger-row').first().textContent()).toContain('+12.20');
    await page.keyboard.press('Escape');

    // An order uses part of it: the fast order picks the parcel as its customer-supplied fabric,
    // and paying takes the BOM's metres (suit jacket 1.80 m and trousers 1.30 m).
    const customer = `客供料客户${Date.now() % 100000}`;
    await page.goto('/home/fastPurchase');
    await page.getByTestId('category-chips').waitFor();
    await fillIndividual(page, customer, async (p) => {
      await p.getByTestId('fabric-source-2').click();
      await choose(p, 'fabric-parcel', /KG-2207.*12\.20/);
      await expect.poll(() => p.getByTestId('fabric-num-text').inputValue()).toBe('KG-2207');
      // The parcel was registered without a composition: the order asks for one.
      await p.getByTestId('fabric-composition').fill('100% wool');
      await choose(p, 'process-select', /.+/);
    });
    await page.getByTestId('fast-submit').click();
    await page.waitForURL('**/home/cart?source=fast');
    await page.getByRole('textbox', { name: '订单号 / 客户姓名' }).fill(customer);
    const cartRow = page.getByTestId('cart-row').filter({ hasText: customer });
    await cartRow.waitFor();
    // The search settles after a pause and resets the choice: choose once it has.
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(1);
    const orderNum = (await cartRow.getAttribute('data-order-num'))!;
    const box = cartRow.getByRole('checkbox');
    await box.check();
    await expect.poll(() => page.getByTestId('cart-total').textContent()).not.toMatch(/^¥0\.00$/);
    await settleWith(page, '123456');
    await page.getByTestId('pay-success').waitFor();

    // The parcel's ledger shows the order's use, and the balance left.
    await page.goto('/home/fabricManagement');
    await page.getByTestId('parcel-row').filter({ hasText: 'KG-2207' }).first().getByTestId('parcel-detail').click();
    await page.getByTestId('parcel-ledger').waitFor();
    const used = page.getByTestId('ledger-row').filter({ hasText: orderNum });
    await used.waitFor();
    expect(await used.textContent()).toContain('−3.10');
    expect(await page.getByTestId('parcel-ledger').textContent()).toContain('订单用料');
    await screenshot(page, 'fabric-used-by-order-zh-laptop');
    await context.close();
  });
});
