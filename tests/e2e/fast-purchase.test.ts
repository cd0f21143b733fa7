/**
 * The fast order in the browser, as the seller 13800000001: an individual fast order (two categories,
 * auto grading, a technique conflict refused with the spec's message), a team order with two
 * configurations and an uploaded Excel of 20 employees, and an order placed offline that is
 * queued and lands exactly once after reconnecting. Each test uses its own customer names, so
 * the other browser tests' cart data does not matter.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import XLSX from 'xlsx';
import { LAPTOP, TABLET, baseUrl, useBrowser, useServer, newContext, screenshot, signIn, untilServiceWorkerControls, recordQueuedSends } from './support';
import { chooseFabricAndProcess, chooseFirstEdition, fillIndividual, openCategoryTab } from './fast-order-form';
import { pickDeliveryDate, untilCalendarClosed } from './pick-day';

const SELLER = '13800000001';

type Envelope<T> = { errcode: number; message: string; result: T };
type CartOrder = {
  id: number;
  order_num: string;
  order_type_id: number;
  sub_fast_type_id: number | null;
  user_name: string;
  group_buy_contacts: string;
  group_buy_company_name: string;
  payamount: string;
  detail_info: { category_id: number; quantity: number }[];
};

/** The seller's cart as the server has it, to check what the screens claim. */
async function cartOf(): Promise<CartOrder[]> {
  const call = async <T>(method: 'GET' | 'POST', path: string, token: string, data?: Record<string, unknown>): Promise<Envelope<T>> => {
    const url = new URL(`${baseUrl()}/order_admin${path}`);
    if (method === 'GET') for (const [k, v] of Object.entries(data ?? {})) url.searchParams.set(k, String(v));
    const res = await fetch(url, {
      method,
      headers: { 'x-token': token, 'content-type': 'application/json', 'accept-language': 'zh' },
      body: method === 'POST' ? JSON.stringify(data ?? {}) : undefined,
    });
    return (await res.json()) as Envelope<T>;
  };
  const anon = await call<{ token: string }>('GET', '/token/get', '');
  const login = await call<{ token: string | null }>('POST', '/index/login', anon.result.token, { mobilephone: SELLER, password: 'demo1234', captcha_code: '' });
  const token = login.result.token ?? anon.result.token;
  return (await call<{ list: CartOrder[] }>('GET', '/common.cart/cart_list', token, { page: 1, size: 100 })).result.list;
}

const notices = (page: Page) => page.locator('.mantine-Notification-description');

async function expectNotice(page: Page, text: string) {
  await expect.poll(() => notices(page).allTextContents()).toContain(text);
}

/** The customer name of the form draft the screen keeps in IndexedDB (Dexie settings), or null. */
function draftCustomer(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('mtm-portal');
        open.onsuccess = () => {
          const get = open.result.transaction('settings').objectStore('settings').get('fastOrder.draft.1');
          get.onsuccess = () => resolve((get.result?.value?.state?.user?.user_name as string | undefined) ?? null);
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
  );
}

async function openFastPurchase(page: Page) {
  await signIn(page, SELLER);
  await page.goto('/home/fastPurchase');
  await page.getByTestId('category-chips').waitFor();
}

describe('fast purchase in the browser', () => {
  useServer();
  const browser = useBrowser();

  it('places an individual order with two categories and auto grading, refusing a technique conflict with the spec message', async () => {
    const customer = `快单个定${Date.now() % 100000}`;
    const context = await newContext(browser(), { lang: 'zh', viewport: LAPTOP });
    const page = await context.newPage();
    await openFastPurchase(page);

    // spec 2 §5: the first check of a submit is the category.
    await page.getByTestId('fast-submit').click();
    await expectNotice(page, '请至少选择一个品类');

    await fillIndividual(page, customer);

    // The double-breasted front owns a clash with the narrow lapel: the change is refused.
    const jacket = page.getByTestId('tech-panel-1');
    await openCategoryTab(page, 1);
    const lapelWidth = jacket.locator('[data-testid^="tech-group-"]').filter({ hasText: '驳头宽' }).first();
    const before = await lapelWidth.getByTestId('tech-current').textContent();
    await lapelWidth.getByTestId('tech-change').click();
    await page.getByRole('menuitem', { name: '驳头宽6.5cm' }).click();
    await expectNotice(page, '所选工艺驳头宽6.5cm和已选工艺双排六粒扣存在冲突, 请重新选择!');
    expect(await lapelWidth.getByTestId('tech-current').textContent()).toBe(before);
    await page.keyboard.press('Escape');
    await screenshot(page, 'fast-individual-zh-laptop');

    // Leaving the screen keeps the unfinished form on the device.
    await expect.poll(() => draftCustomer(page)).toBe(customer);
    await page.goto('/home');
    await page.goto('/home/fastPurchase');
    await expect.poll(() => page.getByTestId('user-user_name').inputValue()).toBe(customer);

    // The 3D preview shows the garments beside the form and closes without touching it.
    await page.getByTestId('preview-3d').click();
    await page.getByTestId('viewer-canvas').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('viewer-canvas').waitFor({ state: 'detached' });

    await page.getByTestId('fast-submit').click();
    await page.waitForURL('**/home/cart?source=fast');
    await expectNotice(page, '加入购物车成功');
    const placed = (await cartOf()).filter((o) => o.user_name === customer);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.sub_fast_type_id).toBe(1);
    expect(placed[0]!.detail_info.map((d) => d.category_id).sort()).toEqual([1, 2]);
    await context.close();
  });

  it('places a team order with two configurations and an uploaded Excel of 20 employees', async () => {
    const contacts = `团装联系人${Date.now() % 100000}`;
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await openFastPurchase(page);
    // Switching the order type asks first either way when it would clear something; cancelling says 已取消.
    const switchDialog = page.getByRole('dialog');
    await page.getByTestId('category-1').click();
    // The category is in the form (its technique tab shows) before the switch that would clear it.
    await page.getByTestId('category-tab-1').waitFor();
    await page.getByTestId('order-type-2').click();
    await switchDialog.getByText('切换后将清空已选品类、客户信息和量体数据，是否继续?').waitFor();
    await switchDialog.getByRole('button', { name: '取消' }).click();
    await expectNotice(page, '已取消');
    expect(await page.getByTestId('order-type-1').isChecked()).toBe(true);
    await page.getByTestId('order-type-2').click();
    await switchDialog.getByRole('button', { name: '确定' }).click();
    await page.getByTestId('team-section').waitFor();
    for (const quantities of [{ 1: '1', 2: '1' }, { 1: '1', 2: '2' }]) {
      await page.getByTestId('add-config').click();
      for (const [id, q] of Object.entries(quantities)) await page.getByTestId(`config-qty-${id}`).fill(q);
      await page.getByTestId('config-confirm').click();
    }
    await page.getByTestId('config-tab-1').waitFor();
    // The first 已取消 has closed by now (2.5 s); the way back asks and cancels the same.
    await expect.poll(() => notices(page).allTextContents(), { timeout: 10_000 }).not.toContain('已取消');
    await page.getByTestId('order-type-1').click();
    await switchDialog.getByText('切换后将清空团装配置和员工数据，是否继续?').waitFor();
    await switchDialog.getByRole('button', { name: '取消' }).click();
    await expectNotice(page, '已取消');
    await page.getByTestId('team-section').waitFor();

    // The server's template, filled with 20 employees: 12 in the first configuration, 8 in the second.
    const template = await page.request.get('/order_admin/fast_order/template_file?lang=zh');
    const book = XLSX.read(await template.body(), { type: 'buffer' });
    const header = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0]!;
    const employee = (i: number, gender: string) => {
      const row: unknown[] = new Array(header.length).fill('');
      row.splice(0, 10, `员工${i + 1}`, gender, '行政部', 170, 65, 30, i < 12 ? 1 : 2, 3, '', '170/88A');
      return row;
    };
    const uploadRows = async (rows: unknown[][]) => {
      const filled = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(filled, XLSX.utils.aoa_to_sheet(rows), 'staff');
      const buffer = XLSX.write(filled, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
      await page.locator('input[type=file]').setInputFiles({ name: 'team.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    };
    // A refused file lists its errors under their rows (a row with two wrong cells is one wrong
    // row), and offers to import the correct rows; a whole-file error names no row.
    const rowErrors = () => page.getByTestId('upload-error-row').allTextContents();
    const bad = employee(1, '未知');
    bad[6] = 9;
    await uploadRows([header, employee(0, '男'), bad]);
    await expect.poll(rowErrors).toEqual([expect.stringMatching(/^第 3 行性别：[^第]+配置：[^第]+$/)]);
    expect(await page.getByTestId('upload-errors').getByText('1 行有误（共 2 处），请修改后重新上传，或只导入正确的行').count()).toBe(1);
    await screenshot(page, 'fast-upload-errors-zh-tablet');
    await page.getByTestId('import-valid-rows').click();
    await expectNotice(page, '已导入 1 行，跳过了 1 行有误的数据');
    // The correct row went into the first configuration.
    await page.getByTestId('config-tab-0').click();
    await expect.poll(() => page.getByTestId('staff-table').getAttribute('data-count')).toBe('1');
    // Take the row out again, so the order below has the staff of the full sheet only.
    await page.getByTestId('staff-table').getByRole('button', { name: '删除员工' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByTestId('staff-table').getAttribute('data-count')).toBe('0');
    await page.getByTestId('config-tab-1').click();
    await uploadRows([header]);
    await expect.poll(() => page.getByTestId('upload-errors').locator('li').allTextContents()).toEqual(['文件中没有员工']);

    await uploadRows([header, ...Array.from({ length: 20 }, (_, i) => employee(i, i % 2 ? '女' : '男'))]);
    await expectNotice(page, '上传成功');
    await expect.poll(() => page.getByTestId('staff-table').getAttribute('data-count')).toBe('8');
    await page.getByTestId('config-tab-0').click();
    await expect.poll(() => page.getByTestId('staff-table').getAttribute('data-count')).toBe('12');

    // Adding an employee by hand needs a measuring way for every category.
    await page.getByTestId('add-employee').click();
    await page.getByTestId('employee-name').fill('手工员工');
    await page.getByTestId('employee-save').click();
    // The spec's message, after whom and which category it is about.
    await expect.poll(async () => (await notices(page).allTextContents()).some((t) => /^手工员工·.+：请选择量体方式$/.test(t))).toBe(true);
    await screenshot(page, 'fast-employee-zh-tablet');
    await page.keyboard.press('Escape');

    await chooseFirstEdition(page, 1);
    await chooseFirstEdition(page, 2);
    await chooseFabricAndProcess(page);
    await page.getByTestId('group-company_name').fill('上海团装测试有限公司');
    await page.getByTestId('group-contacts').fill(contacts);
    await page.getByTestId('group-user_mobilephone').fill('13912345678');
    await page.getByTestId('group-user_address').fill('上海市浦东新区世纪大道 2 号');
    // The delivery date is the form's last field, near the window's bottom; its calendar opens
    // above it. Scrolled up until the field is off the window, the open calendar stays and works.
    const dateField = page.getByTestId('group-delivery_date');
    await dateField.click();
    const fieldTop = (await dateField.boundingBox())!.y;
    await page.mouse.wheel(0, -(TABLET.height - fieldTop + 40));
    await page.waitForFunction((el) => el!.getBoundingClientRect().top > innerHeight, await dateField.elementHandle());
    await page.locator('.mantine-DateTimePicker-calendarHeaderControl[data-direction="next"]').click();
    await page.keyboard.press('Escape');
    await untilCalendarClosed(page);
    await pickDeliveryDate(page, 'group-delivery_date');
    await screenshot(page, 'fast-team-zh-tablet');
    // The save bar stays in view on a tablet wherever the long form is scrolled, its top too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.getByTestId('fast-submit').evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight && el.getBoundingClientRect().top >= 0)).toBe(true);
    await screenshot(page, 'fast-team-top-zh-tablet', { fullPage: false });

    await page.getByTestId('fast-submit').click();
    // The staff were imported at the upload; what the submit did is add the order to the cart.
    await expect.poll(() => notices(page).allTextContents(), { timeout: 10_000 }).toContain('加入购物车成功');
    await page.waitForURL('**/home/cart?source=fast');
    const placed = (await cartOf()).filter((o) => o.group_buy_contacts === contacts || o.user_name === contacts);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.sub_fast_type_id).toBe(2);
    const pieces = Object.fromEntries(placed[0]!.detail_info.map((d) => [d.category_id, d.quantity]));
    expect(pieces).toEqual({ 1: 20, 2: 28 });
    await context.close();
  });

  it('queues an order placed offline, shows it in the cart as waiting, and lands it exactly once after reconnecting', async () => {
    const customer = `Offline ${Date.now() % 100000}`;
    const context = await newContext(browser(), { lang: 'en', viewport: TABLET, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const queued = recordQueuedSends(context);
    const sends = () => queued.filter((q) => q.path === '/fast_order/add_order').map((q) => q.key);
    await openFastPurchase(page);
    await untilServiceWorkerControls(page);
    await page.getByTestId('category-chips').waitFor();
    // The whole form works offline from the mirrored catalogue and the rules worker.
    await context.setOffline(true);
    await page.getByTestId('fast-offline').waitFor();
    await fillIndividual(page, customer);
    await screenshot(page, 'fast-individual-en-tablet');
    await page.setViewportSize(LAPTOP);
    await screenshot(page, 'fast-individual-en-laptop');
    await page.setViewportSize(TABLET);

    await page.getByTestId('fast-submit').click();
    await page.waitForURL('**/home/cart?source=fast');
    const queuedRow = page.locator('[data-testid="cart-row"]').filter({ hasText: customer });
    await queuedRow.getByText('Waiting to sync').first().waitFor();
    await screenshot(page, 'fast-offline-cart-en-tablet');
    expect((await cartOf()).filter((o) => o.user_name === customer)).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(async () => (await cartOf()).filter((o) => o.user_name === customer).length, { timeout: 20_000 }).toBe(1);
    await page.getByTestId('cart-waiting').waitFor({ state: 'detached' });
    // A fresh read of the cart still has it once, and it was sent once.
    await page.reload();
    await page.getByRole('textbox', { name: 'Order number / customer name' }).fill(customer);
    await expect.poll(() => page.locator('[data-testid="cart-row"]').filter({ hasText: customer }).count()).toBe(1);
    expect((await cartOf()).filter((o) => o.user_name === customer)).toHaveLength(1);
    expect(new Set(sends()).size).toBe(1);
    await context.close();
  });
});
