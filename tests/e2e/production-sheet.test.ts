/**
 * The production sheet in the browser: the factory opens it from its board for the seeded team
 * order (a page per person; 吴刚's waist over his chest, confirmed by the measurer), the seller from
 * an order's detail in English; printed, the sheet shows without the app's controls, an A4 page
 * per person.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { ProductionSheet } from '@/domain/orders/production-sheet';
import { TABLET, baseUrl, newContext, screenshot, signIn, useBrowser, useServer } from './support';

const SELLER = '13800000001';
const FACTORY = '13800000005';

type Envelope<T> = { errcode: number; result: T };

async function api<T>(mobilephone: string, path: string, query: Record<string, string | number>): Promise<T> {
  const call = async <R>(method: 'GET' | 'POST', p: string, token: string, data: Record<string, unknown> = {}) => {
    const url = new URL(`${baseUrl()}/order_admin${p}`);
    if (method === 'GET') for (const [k, v] of Object.entries(data)) url.searchParams.set(k, String(v));
    const res = await fetch(url, { method, headers: { 'x-token': token, 'content-type': 'application/json', 'accept-language': 'en' }, body: method === 'POST' ? JSON.stringify(data) : undefined });
    return ((await res.json()) as Envelope<R>).result;
  };
  const anon = (await call<{ token: string }>('GET', '/token/get', '')).token;
  const login = await call<{ token: string | null }>('POST', '/index/login', anon, { mobilephone, password: 'demo1234', captcha_code: '' });
  return call<T>('GET', path, login.token ?? anon, query);
}

/** axe-core's script, evaluated in the page (the app's Content-Security-Policy refuses an added script tag). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Row = { id: number; order_num: string; order_status_id: number; layout: string };

describe('the production sheet', () => {
  useServer();
  const browser = useBrowser();

  it('opens from the factory board: a page per person with garment, fabric, codes, sizes, the reviewed warning and a QR code; printed without the app', async () => {
    const orders = await api<{ list: Row[] }>(SELLER, '/order_mgmt/order_list', { tab: 'group1', size: 1000 });
    const team = orders.list.find((o) => o.order_status_id === 5)!;
    const sheet = await api<ProductionSheet>(SELLER, '/order_mgmt/production_sheet', { order_num: team.order_num });
    const jacket = sheet.order.detail_info.find((d) => d.category_name === 'Suit jacket')!;
    const code = sheet.items.find((i) => i.item_id === jacket.id)!.tech_codes.find(Boolean)!;

    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, FACTORY);
    await page.goto('/home/orderManagement');
    await page.getByRole('radio', { name: '全部', exact: true }).check();
    await page.getByRole('textbox', { name: '订单号 / 客户 / 公司' }).fill(team.order_num);
    const row = page.getByTestId('board-row').filter({ hasText: team.order_num });
    // On a tablet the row's actions, the sheet's first, stay on screen.
    const advance = row.getByRole('button', { name: /^进入/ });
    await advance.waitFor();
    const box = (await advance.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(TABLET.width);
    await screenshot(page, 'production-sheet-board-zh-tablet', { fullPage: false });
    await row.getByRole('link', { name: '打印生产单' }).click();
    await page.waitForURL(`**/production-sheet/${team.order_num}`);

    const pages = page.getByTestId('sheet-page');
    await expect.poll(() => pages.count()).toBe(12);
    const wu = pages.filter({ hasText: '吴刚' });
    await expect.poll(() => wu.getByTestId('sheet-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await wu.getByTestId('sheet-qr').getAttribute('data-url')).toBe(team.order_num);
    const text = await wu.innerText();
    expect(text).toContain('西服上衣');
    expect(text).toContain(jacket.edition_number);
    expect(await wu.getByTestId('sheet-fabric-code').first().innerText()).toBe('RY1107');
    expect(await wu.getByTestId('sheet-swatch').count()).toBeGreaterThan(0);
    expect(await wu.getByTestId('sheet-design').first().innerText()).toContain(code);
    // His net chest and the finished value the factory cuts to.
    const net = sheet.pages.find((p) => p.person?.truename === '吴刚')!.garments[0]!.size_info[0]!.size_data[0]!;
    expect(text).toContain(String(net.body_item_net_value));
    expect(await wu.getByTestId('size-table-1').first().innerText()).toContain('成衣');
    expect(await wu.getByTestId('sheet-shapes').first().innerText()).toContain('凸肚');
    const warning = wu.getByTestId('sheet-warnings').getByRole('listitem');
    expect(await warning.count()).toBe(1);
    expect(await warning.innerText()).toMatch(/中腰比胸围大 \d+(\.\d)? cm.*已复核/s);
    await screenshot(page, 'production-sheet-zh-tablet');
    await screenshot(wu, 'production-sheet-warning-zh');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('sheet-toolbar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await pages.first().isVisible()).toBe(true);
    // As on paper: A4 less its 10 mm margins is 718 px wide; the first two sheets.
    await page.setViewportSize({ width: 718, height: 1047 });
    await screenshot(page, 'production-sheet-print-zh', { clip: { x: 0, y: 0, width: 718, height: 2094 } });
    // The browser's own PDF of the page: one A4 page a person.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length).toBe(12);
    expect(pdf).toMatch(/\/MediaBox\s*\[0 0 59[45]\.\d+ 841\.\d+\]/);
    await context.close();
  });

  it("opens from the seller's order detail, in English, a page per garment", async () => {
    const orders = await api<{ list: Row[] }>(SELLER, '/order_mgmt/order_list', { tab: 'customization', size: 1000 });
    const done = orders.list.find((o) => o.order_status_id === 10)!;
    const sheet = await api<ProductionSheet>(SELLER, '/order_mgmt/production_sheet', { order_num: done.order_num });

    const context = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto(`/home/orderDetail/${done.order_num}?id=${done.id}&type=${done.layout}`);
    await page.getByRole('link', { name: 'Print production sheet' }).waitFor();
    await screenshot(page, 'production-sheet-detail-en-tablet', { fullPage: false });
    await page.getByRole('link', { name: 'Print production sheet' }).click();
    await page.waitForURL(`**/production-sheet/${done.order_num}`);
    const pages = page.getByTestId('sheet-page');
    await expect.poll(() => pages.count()).toBe(sheet.order.detail_info.length);
    const first = pages.first();
    const text = await first.innerText();
    expect(text).toContain(sheet.order.detail_info[0]!.category_name);
    expect(text).toContain(sheet.order.user_name);
    expect(await first.getByTestId('sheet-fabric-code').innerText()).toBe(sheet.order.detail_info[0]!.fabric_num);
    for (const c of sheet.items[0]!.tech_codes) expect(await first.getByTestId('sheet-design').innerText()).toContain(c);
    expect(await first.getByTestId('size-table-1').innerText()).toContain('Finished');
    expect(await first.getByTestId('sheet-warnings').count()).toBe(0);
    // The shapes the garment is made for (溜肩), not every shape at level none.
    expect(await first.getByTestId('sheet-shapes').innerText()).toMatch(/^Body shape: Sloped shoulder Slight$/);
    await expect.poll(() => first.getByTestId('sheet-qr').getAttribute('data-url')).toBe(done.order_num);
    await screenshot(page, 'production-sheet-en-tablet');
    // Read aloud as well as on paper: WCAG 2.1 AA, one main landmark, an h1 and headings in order.
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
      const rules = { 'landmark-one-main': { enabled: true }, 'page-has-heading-one': { enabled: true }, 'heading-order': { enabled: true } };
      const res = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules });
      return res.violations.map((v) => `${v.id}: ${v.nodes[0]?.html.slice(0, 120)}`);
    });
    expect(violations).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length).toBe(sheet.order.detail_info.length);
    await context.close();
  });

  it("keeps the sheet's button of every board row on a tablet's screen in English", async () => {
    const context = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, FACTORY);
    await page.goto('/home/orderManagement');
    await page.getByRole('radio', { name: 'All', exact: true }).check();
    const links = page.getByTestId('board-row').getByRole('link', { name: 'Print production sheet' });
    await expect.poll(() => links.count()).toBeGreaterThan(10);
    await screenshot(page, 'production-sheet-board-en-tablet', { fullPage: false });
    for (const box of await Promise.all((await links.all()).map((l) => l.boundingBox()))) expect(box!.x + box!.width).toBeLessThanOrEqual(TABLET.width);
    await context.close();
  });
});
