/**
 * Deep customization in the browser, as the seller 13800000001: the five deep customization steps from an
 * empty draft to the cart and payment (zh, tablet), with the gate sending a deep link back, each
 * step's refusal, a technique's details that must be confirmed first, and a reload in the middle
 * of the design step that keeps every choice; and the same flow offline (en, laptop), which
 * reaches the cart's waiting list, lands exactly once when the network returns, and is paid. Placing
 * an order on a slow device stays in the cart. A choice made just before Next, and typing just
 * before a reload, are in the draft the reload opens.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settleWith } from './cart-pay';
import { selectSuit } from './deep-custom-form';
import { holdStoreRead } from './hold-store';
import { traceDraft } from './draft-trace';
import { choose, fillCustomerAndMeasures } from './fast-order-form';
import { LAPTOP, TABLET, baseUrl, newContext, noHorizontalScroll, screenshot, signIn, untilServiceWorkerControls, useBrowser, useServer, recordQueuedSends } from './support';

const SELLER = '13800000001';

const notices = (page: Page) => page.locator('.mantine-Notification-description');
async function expectNotice(page: Page, text: string | RegExp) {
  await expect.poll(async () => (await notices(page).allTextContents()).some((n) => (typeof text === 'string' ? n === text : text.test(n)))).toBe(true);
}

/** The seller's cart orders of a customer, as the server has them. */
async function serverOrdersOf(customer: string): Promise<{ id: number; order_num: string; order_type_id: number }[]> {
  const call = async (method: 'GET' | 'POST', path: string, token: string, data?: Record<string, unknown>) => {
    const url = new URL(`${baseUrl()}/order_admin${path}`);
    if (method === 'GET') for (const [k, v] of Object.entries(data ?? {})) url.searchParams.set(k, String(v));
    const res = await fetch(url, { method, headers: { 'x-token': token, 'content-type': 'application/json' }, body: method === 'POST' ? JSON.stringify(data ?? {}) : undefined });
    return (await res.json()) as { result: any };
  };
  const anon = (await call('GET', '/token/get', '')).result.token as string;
  const token = ((await call('POST', '/index/login', anon, { mobilephone: SELLER, password: 'demo1234', captcha_code: '' })).result.token as string | null) ?? anon;
  const list = (await call('GET', '/common.cart/cart_list', token, { page: 1, size: 100 })).result.list as { id: number; order_num: string; order_type_id: number; user_name: string }[];
  return list.filter((o) => o.user_name === customer);
}

const next = (page: Page) => page.getByTestId('deep-next').click();

async function chooseFabric(page: Page) {
  await page.getByTestId('deep-fabric-list').locator('button').first().click();
  await page.getByTestId('deep-bom').waitFor();
  await next(page);
  await page.getByTestId('deep-design').waitFor();
}

describe('deep customization in the browser', () => {
  useServer();
  const browser = useBrowser();

  it('goes from an empty draft through the five steps to the cart and payment (zh, tablet)', async () => {
    const customer = `深定${Date.now() % 100000}`;
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, SELLER);

    // A deep link to a later step of an empty draft opens the first step.
    await page.goto('/home/deepCustomization/deepCusMeasure');
    await page.getByTestId('deep-selection').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home/deepCustomization');

    // Each part of the selection is asked for in the spec's words.
    await next(page);
    await expectNotice(page, '请选择系列');
    await page.getByTestId('deep-series-1').click();
    await next(page);
    await expectNotice(page, '请选择品类');
    await page.getByTestId('deep-category-1').click();
    await page.getByTestId('deep-category-2').click();
    await next(page);
    await expectNotice(page, /^请选择.+版型$/);
    await choose(page, 'deep-edition-1', /.+/);
    await choose(page, 'deep-edition-2', /.+/);
    await next(page);
    await expectNotice(page, '请选择加工工艺');
    await choose(page, 'deep-process', /.+/);
    await screenshot(page, 'deep-selection-zh-tablet');
    await next(page);

    await page.getByTestId('deep-fabric').waitFor();
    await next(page);
    await expectNotice(page, '请选择面料');
    await page.getByTestId('deep-bom-waiting').waitFor();
    await page.getByTestId('deep-fabric-list').locator('button').first().click();
    await page.getByTestId('deep-bom').waitFor();
    await screenshot(page, 'deep-fabric-zh-tablet');
    await next(page);

    // Design: a technique with details must be confirmed before anything else.
    await page.getByTestId('deep-design').waitFor();
    await page.getByTestId(/^deep-group-\d+$/).filter({ hasText: '刺绣' }).click();
    await page.getByTestId(/^deep-tech-\d+$/).filter({ hasText: '内里绣字' }).click();
    const sub = page.getByTestId('deep-sub-choice');
    await sub.waitFor();
    expect(await page.getByTestId('deep-next').isDisabled()).toBe(true);
    await page.getByTestId(/^deep-group-\d+$/).first().click();
    await expectNotice(page, '请先确认当前工艺');
    await sub.getByRole('textbox').first().fill('ZW');
    await screenshot(page, 'deep-design-sub-choice-zh-tablet');
    await page.getByTestId('deep-sub-confirm').click();
    await sub.waitFor({ state: 'detached' });

    // A reload in the middle of the design step keeps every choice.
    await page.reload();
    await page.getByTestId('deep-design').waitFor();
    await page.getByTestId(/^deep-group-\d+$/).filter({ hasText: '刺绣' }).click();
    await expect.poll(() => page.getByTestId(/^deep-tech-\d+$/).filter({ hasText: '内里绣字' }).getAttribute('aria-pressed')).toBe('true');
    // Clicking a chosen technique again removes it; choosing it again brings its details back.
    await page.getByTestId(/^deep-tech-\d+$/).filter({ hasText: '内里绣字' }).click();
    await expect.poll(() => page.getByTestId(/^deep-tech-\d+$/).filter({ hasText: '内里绣字' }).getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId(/^deep-tech-\d+$/).filter({ hasText: '内里绣字' }).click();
    await page.getByTestId('deep-sub-confirm').click();
    await noHorizontalScroll(page);
    await next(page);

    // Measure: the gender is the selection's; the fast order's widgets.
    await page.getByTestId('deep-measure').waitFor();
    await next(page);
    await expectNotice(page, '请填写姓名');
    expect(await page.getByTestId('user-user_sex').locator('input').first().isDisabled()).toBe(true);
    await fillCustomerAndMeasures(page, customer, [1, 2]);
    await page.getByTestId('user-user_height').fill('17..6');
    await next(page);
    await expectNotice(page, '身高请输入数字');
    await page.getByTestId('user-user_height').fill('176');
    await page.getByTestId('user-user_remark').fill('袖口略短');
    await next(page);

    await page.getByTestId('deep-order').waitFor();
    for (const section of ['customer', 'goods', 'style', 'measures', 'techniques', 'bom', 'remarks', 'price']) await page.getByTestId(`deep-order-${section}`).waitFor();
    expect(await page.getByTestId('deep-order-customer').textContent()).toContain(customer);
    expect(await page.getByTestId('deep-order-techniques').textContent()).toContain('内里绣字 (ZW)');
    const total = (await page.getByTestId('deep-order-total').textContent())!;
    expect(total).toMatch(/^¥[\d,]+\.\d{2}$/);
    await screenshot(page, 'deep-order-zh-tablet');
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await page.getByTestId('deep-next').isVisible()).toBe(true);

    // A busy device: a read of the settings table keeps the draft's drop waiting, and the page
    // goes (the detail opened by address) as soon as the cart's address shows. Chromium drops a
    // write that has not started, so only the drop's own copy keeps the draft from coming back.
    await holdStoreRead(page, 'settings', 20_000);
    await next(page);
    await expectNotice(page, '加入购物车成功');
    await page.waitForURL('**/home/cart?source=customization');
    const orders = await serverOrdersOf(customer);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.order_type_id).toBe(1);

    // The order's detail shows what the confirmation showed.
    await page.goto(`/home/cart-detail/${orders[0]!.id}/${orders[0]!.order_num}?type=customization`);
    await page.getByTestId('detail-order-num').waitFor();
    const detail = (await page.locator('main').textContent()) ?? '';
    for (const text of [customer, '袖口略短', '内里绣字', '西服上衣', '西裤']) expect(detail).toContain(text);
    await screenshot(page, 'deep-order-detail-zh-tablet');

    // The draft is gone: the flow starts again from the selection.
    await page.goto('/home/deepCustomization/deepCusOrder');
    await page.getByTestId('deep-selection').waitFor();

    // Pay it from the cart.
    await page.goto('/home/cart');
    await page.getByRole('textbox', { name: '订单号 / 客户姓名' }).fill(customer);
    const row = page.getByTestId('cart-row').filter({ hasText: customer });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(1);
    expect(await row.textContent()).toContain(total.replace('¥', ''));
    await row.getByRole('checkbox').check();
    await settleWith(page, '123456');
    await page.getByTestId('pay-success').waitFor();
    await context.close();
  });

  it('keeps a choice made just before Next and typing just before a reload (zh, tablet)', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    const trace = await traceDraft(context, page, { field: 'user-user_name', keyPart: 'deepCustom.draft', prop: 'user_name' });
    await signIn(page, SELLER);
    await page.goto('/home/deepCustomization');
    await page.getByTestId('deep-selection').waitFor();
    await selectSuit(page);

    // The fabric picked and Next pressed at once, then a reload as soon as the design step's
    // address shows: the step is complete only with the draft holding the fabric.
    await page.getByTestId('deep-fabric-NS1101').click();
    await next(page);
    await page.waitForURL('**/deepCusDesign');
    await page.reload();
    await page.getByTestId('deep-design').waitFor();
    await page.getByTestId('deep-prev').click();
    expect(await page.getByTestId('deep-fabric-chosen').textContent()).toContain('NS1101');
    expect(await page.getByTestId('deep-fabric-NS1101').getAttribute('aria-pressed')).toBe('true');
    await next(page);
    await page.getByTestId('deep-design').waitFor();
    await next(page);

    // What was typed on 量体 is there after a reload at once. Before each write was committed at
    // once about one reload in ten lost it, so one reload proves little: ten in a row do. Every
    // other time a read of the same table is still running as the name is typed (a screen's live
    // read, another mirror's write do that), so the draft's write waits for its turn when the
    // page goes, and the browser drops such a write: before the change was also kept outside
    // IndexedDB until written, each of those five reloads lost the name.
    await page.getByTestId('deep-measure').waitFor();
    const kept: string[] = [];
    for (let i = 1; i <= 10; i++) {
      if (i % 2 === 0) await holdStoreRead(page, 'settings', 400);
      trace.mark(`fills in 刚输入的名字${i}`);
      await page.getByTestId('user-user_name').fill(`刚输入的名字${i}`);
      trace.mark('reloads');
      await page.reload();
      await page.getByTestId('deep-measure').waitFor();
      kept.push(await page.getByTestId('user-user_name').inputValue());
      trace.mark(`reads ${kept.at(-1)}`);
    }
    expect(kept).toEqual(Array.from({ length: 10 }, (_, i) => `刚输入的名字${i + 1}`));
    await context.close();
  });

  it("stays in the cart after placing an order on a slow device (zh, tablet)", async () => {
    // Placing an order opens the cart, then empties the draft. The cart's screen is drawn in a
    // transition; on a slow device the last step was still drawn when the emptied draft was read,
    // and its gate sent the user back to the first step instead of the cart (CI met it). Here the
    // page's CPU runs 20 times slower from the click on. The race still depends on timing: on the
    // code before the fix (bac67d9) this test failed 2 of 5 runs; after it, never.
    const customer = `深定慢${Date.now() % 100000}`;
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(page, SELLER);
    await page.goto('/home/deepCustomization');
    await page.getByTestId('deep-selection').waitFor();
    await selectSuit(page);
    await chooseFabric(page);
    await next(page);
    await page.getByTestId('deep-measure').waitFor();
    await fillCustomerAndMeasures(page, customer, [1, 2]);
    await next(page);
    await page.getByTestId('deep-order').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await next(page);
    await page.waitForURL('**/home/cart?source=customization');
    await page.getByRole('textbox', { name: '订单号 / 客户姓名' }).or(page.getByTestId('deep-selection')).first().waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Past the moment the draft is emptied: the cart is still the page.
    await expect.poll(async () => (await serverOrdersOf(customer)).length).toBe(1);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/home/cart');
    await page.getByRole('textbox', { name: '订单号 / 客户姓名' }).fill(customer);
    await page.getByTestId('cart-row').filter({ hasText: customer }).waitFor();
    await context.close();
  });

  it('works offline from the mirrored catalogue: the order waits in the cart and lands once online (en, laptop)', async () => {
    const customer = `Deep offline ${Date.now() % 100000}`;
    const context = await newContext(browser(), { lang: 'en', viewport: LAPTOP, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const queued = recordQueuedSends(context);
    const sends = () => queued.filter((q) => q.path === '/deep_custom/add_order').map((q) => q.key);
    await signIn(page, SELLER);
    await page.goto('/home/deepCustomization');
    await page.getByTestId('deep-selection').waitFor();
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    await page.getByTestId('deep-offline').waitFor();

    await selectSuit(page);
    // The 3D viewer was never opened on this device: its code is precached, so it draws offline.
    await page.getByTestId('preview-3d').click();
    await expect.poll(() => page.getByTestId('viewer-canvas').getAttribute('data-first-frame-ms'), { timeout: 20_000 }).not.toBeNull();
    expect(await page.getByTestId('viewer-unavailable').count()).toBe(0);
    await page.keyboard.press('Escape');
    await chooseFabric(page);
    await screenshot(page, 'deep-design-en-laptop');
    await next(page);
    await page.getByTestId('deep-measure').waitFor();
    await fillCustomerAndMeasures(page, customer, [1, 2]);
    await next(page);
    await page.getByTestId('deep-order').waitFor();
    await screenshot(page, 'deep-order-en-laptop');
    await next(page);
    await page.waitForURL('**/home/cart?source=customization');
    const queuedRow = page.locator('[data-testid="cart-row"]').filter({ hasText: customer });
    await queuedRow.getByText('Waiting to sync').first().waitFor();
    expect(await queuedRow.textContent()).toContain('Suit jacket/Suit trousers');
    // The cart was never opened online on this device: the page says it shows only what was placed here.
    expect(await page.getByTestId('cart-offline').textContent()).toContain('the cart is not on this device yet');
    await screenshot(page, 'deep-offline-cart-en-laptop');
    expect(await serverOrdersOf(customer)).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(async () => (await serverOrdersOf(customer)).length, { timeout: 20_000 }).toBe(1);
    expect(new Set(sends()).size).toBe(1);
    // The open cart hears the answer: the waiting row becomes the server's order. (Reloading before
    // that replays the change, which the server answers again from its idempotency record; until
    // then the cart shows the server's order beside the one still waiting.)
    await expect
      .poll(() => queuedRow.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order-num'))), { timeout: 20_000 })
      .toEqual([expect.stringMatching(/^DC\d+$/)]);
    // The row reads as it did while it waited: the same categories, as the server names them.
    expect(await queuedRow.textContent()).toContain('Suit jacket/Suit trousers');

    // Once placed, it is paid like any other order.
    await page.reload();
    await page.getByRole('textbox', { name: 'Order number / customer name' }).fill(customer);
    const row = page.getByTestId('cart-row').filter({ hasText: customer });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(1);
    await expect.poll(() => row.getAttribute('data-order-num')).toMatch(/^DC\d+$/);
    await row.getByRole('checkbox').check();
    await settleWith(page, '123456', 'en');
    await page.getByTestId('pay-success').waitFor();
    await context.close();
  });
});
