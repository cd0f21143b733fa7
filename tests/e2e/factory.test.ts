/**
 * The factory moving orders through production, in the browser as the factory
 * 13800000005: its production board reviews two freshly paid orders (one passes and is advanced
 * step by step to 8, one fails with feedback), and the seller then sees the statuses, the
 * feedback and the timeline. The orders are the seller's reorders of a completed order, paid
 * through the API, so the seeded orders other browser tests use stay as they are.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, TABLET, baseUrl, useBrowser, useServer, newContext, screenshot, signIn } from './support';
import { smallTouchTargets } from './touch-targets';

const SELLER = '13800000001';
const FACTORY = '13800000005';

type Envelope<T> = { errcode: number; message: string; result: T };
type Detail = { order_status_id: number; review_feedback: string | null; actions: string[]; timeline: { to_status: number; action: string }[] };

async function session(mobilephone: string) {
  const call = async <T>(method: 'GET' | 'POST', path: string, token: string, data: Record<string, unknown> = {}): Promise<Envelope<T>> => {
    const url = new URL(`${baseUrl()}/order_admin${path}`);
    if (method === 'GET') for (const [k, v] of Object.entries(data)) url.searchParams.set(k, String(v));
    const res = await fetch(url, {
      method,
      headers: { 'x-token': token, 'content-type': 'application/json', 'accept-language': 'zh' },
      body: method === 'POST' ? JSON.stringify(data) : undefined,
    });
    return (await res.json()) as Envelope<T>;
  };
  const anon = (await call<{ token: string }>('GET', '/token/get', '')).result.token;
  const login = await call<{ token: string | null }>('POST', '/index/login', anon, { mobilephone, password: 'demo1234', captcha_code: '' });
  const token = login.result.token ?? anon;
  return <T>(method: 'GET' | 'POST', path: string, data?: Record<string, unknown>) => call<T>(method, path, token, data);
}

/** A new order under review: the seller reorders a completed order and pays the copy. */
async function paidOrder(seller: Awaited<ReturnType<typeof session>>): Promise<{ id: number; order_num: string }> {
  const done = await seller<{ list: { id: number; order_status_id: number }[] }>('GET', '/order_mgmt/order_list', { tab: 'customization', size: 1000 });
  const completed = done.result.list.find((o) => o.order_status_id === 10);
  if (!completed) throw new Error('no completed order to reorder');
  const copy = await seller<{ id: number; order_num: string }>('POST', '/order_mgmt/reorder', { order_id: completed.id, delivery_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) });
  expect(copy.errcode).toBe(0);
  const paid = await seller<unknown>('POST', '/common.cart/pay', { order_ids: [copy.result.id], pay_password: '123456' });
  expect(paid.errcode).toBe(0);
  return copy.result;
}

const boardRow = (page: Page, orderNum: string) => page.getByTestId('board-row').filter({ hasText: orderNum });

async function findOnBoard(page: Page, orderNum: string) {
  await page.getByRole('radio', { name: '全部', exact: true }).check();
  await page.getByRole('textbox', { name: '订单号 / 客户 / 公司' }).fill(orderNum);
  await boardRow(page, orderNum).waitFor();
}

describe('the factory in the browser', () => {
  useServer();
  const browser = useBrowser();

  it('reviews paid orders (pass and fail with feedback) and advances one through production; the seller sees each move', async () => {
    const seller = await session(SELLER);
    const passing = await paidOrder(seller);
    const failing = await paidOrder(seller);

    const context = await newContext(browser(), { lang: 'zh', viewport: LAPTOP });
    const page = await context.newPage();
    await signIn(page, FACTORY);
    await page.goto('/home/orderManagement');
    await page.getByRole('heading', { name: '生产看板' }).waitFor();
    // The factory places no orders: no cart in its header.
    expect(await page.getByTestId('cart-badge').count()).toBe(0);
    // The board opens on the orders under review: both new orders are there.
    await boardRow(page, passing.order_num).waitFor();
    await boardRow(page, failing.order_num).waitFor();
    await screenshot(page, 'factory-board-zh-laptop');

    await boardRow(page, passing.order_num).getByRole('button', { name: '审核通过' }).click();
    await page.getByText(`订单 ${passing.order_num}：审核通过`).waitFor();

    await boardRow(page, failing.order_num).getByRole('button', { name: '审核不通过' }).click();
    const dialog = page.getByRole('dialog', { name: '审核不通过：给下单人的反馈' });
    await dialog.getByRole('button', { name: '审核不通过' }).click();
    await page.getByText('请填写不通过的原因').waitFor();
    await dialog.getByRole('textbox').fill('袖长与身高不符，请复核后重新下单');
    await dialog.getByRole('button', { name: '审核不通过' }).click();
    await dialog.waitFor({ state: 'detached' });
    await boardRow(page, failing.order_num).waitFor({ state: 'detached' });

    // Advance the passed order one production step at a time until it waits for the seller (8).
    await findOnBoard(page, passing.order_num);
    const row = boardRow(page, passing.order_num);
    for (let step = 0; step < 5; step += 1) {
      await row.getByRole('button', { name: /^进入/ }).click();
      await expect.poll(async () => (await seller<Detail>('GET', '/order_mgmt/order_detail', { order_id: passing.id })).result.order_status_id).toBe([4, 5, 6, 7, 8][step]);
    }
    await expect.poll(() => row.getByRole('button', { name: /^进入/ }).count()).toBe(0);

    // The factory reads the order detail but has none of the seller's actions.
    await row.getByRole('link', { name: passing.order_num }).click();
    await page.waitForURL(/\/home\/orderDetail\//);
    await page.getByText(passing.order_num).first().waitFor();
    expect(await page.getByRole('button', { name: '取消订单' }).count()).toBe(0);
    await context.close();

    // The seller: statuses, feedback and the timeline of every move.
    const passed = (await seller<Detail>('GET', '/order_mgmt/order_detail', { order_id: passing.id })).result;
    expect(passed.order_status_id).toBe(8);
    expect(passed.timeline.map((h) => h.to_status)).toEqual(expect.arrayContaining([2, 13, 4, 5, 6, 7, 8]));
    const refused = (await seller<Detail>('GET', '/order_mgmt/order_detail', { order_id: failing.id })).result;
    expect(refused.order_status_id).toBe(3);
    expect(refused.review_feedback).toBe('袖长与身高不符，请复核后重新下单');

    const sellerContext = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const sellerPage = await sellerContext.newPage();
    await signIn(sellerPage, SELLER);
    await sellerPage.goto(`/home/orderDetail/${failing.order_num}?id=${failing.id}&type=customization`);
    await sellerPage.getByText('Review failed').first().waitFor();
    await screenshot(sellerPage, 'order-detail-review-failed-en-tablet');
    await sellerContext.close();
  });
  it('keeps every row action of the board on a touch tablet, finger-sized, in English, whose step names are long', async () => {
    const context = await newContext(browser(), { lang: 'en', viewport: TABLET, touch: true });
    const page = await context.newPage();
    await signIn(page, FACTORY);
    await page.goto('/home/orderManagement');
    await page.getByRole('radio', { name: 'All', exact: true }).check();
    // Rows at several steps, so "Move to …" buttons of different lengths are drawn.
    await expect.poll(() => page.getByTestId('board-row').getByRole('button', { name: /^Move to / }).count()).toBeGreaterThan(2);
    const outside = await page.getByTestId('board-row').evaluateAll((rows) =>
      rows.flatMap((row) => [...row.querySelectorAll('button')].filter((b) => b.getBoundingClientRect().right > window.innerWidth).map((b) => b.textContent)),
    );
    expect(outside, 'row actions past the right edge of a 1024 px screen').toEqual([]);
    expect(await smallTouchTargets(page, '[data-testid=factory-board]'), 'board controls under 44x44 px').toEqual([]);
    await screenshot(page, 'factory-board-en-tablet-touch');
    await context.close();
  });
});
