/**
 * Measuring end to end, as the measurer 13800000004 on the seeded task (40 people): open the task
 * online, work it offline across a reload (switch person, search, filters, save, add, delete,
 * rename a department), then submit everything from the offline-cache viewer and check with the
 * API that the server holds each change exactly once. Also: an empty task offers its two ways to
 * be filled, and the measuring screens never scroll sideways on tablets, in Chinese and English.
 * What needs no browser (a refused change, changes waiting, values typed and not saved, the task
 * form's messages, screens never opened offline) is checked in tests/screens.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { xlsxUpload } from './people-sheet';
import { TABLET, TABLET_PORTRAIT, afterNewToast, baseUrl, callApi, useBrowser, useServer, newContext, screenshot, signIn, signInReadyOffline, type Viewport, noHorizontalScroll } from './support';
import { smallTouchTargets } from './touch-targets';
import { openPerson } from './measuring-people';

const MEASURER = '13800000004';
const TASK_NAME = '华东能源 2026 秋季工装量体';
const M = '/measuring.measuring_user';

type Person = { id: number; truename: string; department_name: string; company_name: string; height: number; weight: number; measuring_status_id: number; sign: string | null };
type Measurement = { person_id: number; repair_status_id: number; category_id: number; size: string };

/** Uncaught errors of the pages under test; each test ends by expecting none. */
const pageErrors: string[] = [];

/** A page of the measurer's: its errors are collected for the tests to check. */
function watchPage(page: Page): void {
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (e) => pageErrors.push(`${e.message}\n${e.stack ?? ''}`));
}

/** Signs the measurer in, ready offline (the service worker controls the page), and returns the token the app sends. */
async function signInMeasurer(page: Page): Promise<() => string> {
  watchPage(page);
  const token = await signInReadyOffline(page, MEASURER);
  await page.getByTestId('module-measuring').waitFor();
  return token;
}

/** Adds a man to the first company's 工程部 from the detail's 新增员工, offline: kept on the device. */
async function addEmployeeOffline(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '新增员工' }).click();
  const add = page.getByRole('dialog', { name: '新增员工' });
  await add.getByRole('textbox', { name: '姓名' }).fill(name);
  await add.getByRole('combobox', { name: '性别' }).click();
  await page.getByRole('option', { name: '男', exact: true }).click();
  await add.getByRole('textbox', { name: '部门' }).fill('工程部');
  await afterNewToast(page, '新增成功 · 已存入离线缓存', () => add.getByRole('button', { name: '保存' }).click());
}

async function people(token: string, taskId: number): Promise<Person[]> {
  const r = await callApi<{ list: Person[] }>(token, 'GET', `${M}/get_task_user_list`, { task_id: taskId, page: 1, size: 10000 });
  expect(r.errcode).toBe(0);
  return r.result.list;
}

async function measurements(token: string, taskId: number): Promise<Measurement[]> {
  const r = await callApi<{ list: Measurement[] }>(token, 'GET', `${M}/get_task_measuring_data`, { task_id: taskId });
  expect(r.errcode).toBe(0);
  return r.result.list;
}

/** Opens the demo task from the task list and waits until its 40-odd people are on screen (mirrored). */
async function openTask(page: Page): Promise<number> {
  await page.goto('/home/measuring-tasks');
  await page.getByRole('button', { name: TASK_NAME }).click();
  await page.waitForURL('**/home/measuringDetails?**');
  await page.getByRole('option').first().waitFor();
  return Number(new URL(page.url()).searchParams.get('id'));
}

const shownCount = async (page: Page) => Number((await page.getByText(/^(显示 \d+ 人|\d+ shown)$/).textContent())?.match(/\d+/)?.[0]);

/** Picks a size for every garment of the open person: height and weight alone measure no garment. */
async function chooseSizes(page: Page): Promise<void> {
  const sizes = page.getByRole('combobox', { name: '尺码' });
  await expect.poll(() => sizes.count()).toBeGreaterThan(0);
  for (const select of await sizes.all()) {
    // The size chart comes with the catalogue the tablet mirrors.
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    await select.selectOption({ index: 1 });
  }
}

async function measure(page: Page, name: string, height: number, weight: number): Promise<void> {
  await openPerson(page, name);
  await page.getByRole('textbox', { name: '身高' }).fill(String(height));
  await page.getByRole('textbox', { name: '体重' }).fill(String(weight));
  await chooseSizes(page);
  await afterNewToast(page, '保存成功 · 已存入离线缓存', () => page.getByRole('button', { name: '保存量体数据' }).click());
}

/** Opens the order info of the open person, draws a signature, saves it and the order info. */
async function signOrderInfo(page: Page, name: string, done: string, screenshotName?: string): Promise<void> {
  await openPerson(page, name);
  await page.getByRole('button', { name: '订单信息' }).click();
  const order = page.getByRole('dialog', { name: '订单信息' });
  await order.getByRole('button', { name: /^(开始|更换)签名$/ }).click();
  const pad = order.locator('canvas');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, box.y + 140, { steps: 8 });
  await page.mouse.move(box.x + 260, box.y + 80, { steps: 8 });
  await page.mouse.up();
  if (screenshotName) await shot(page, screenshotName);
  await order.getByRole('button', { name: '保存签名' }).click();
  // The drawing shows at once, from the device.
  await order.getByRole('img', { name: '签名' }).waitFor();
  expect(await order.getByRole('img', { name: '签名' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await afterNewToast(page, done, () => order.getByRole('button', { name: '保存', exact: true }).click());
  await order.waitFor({ state: 'detached' });
}

/** No column header breaks inside a word ("Measurer / s"); between words it may wrap. */
async function headersKeepWords(page: Page): Promise<void> {
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('thead th')]
      .filter((th) => th.offsetParent !== null)
      .flatMap((th) => {
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        const out: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          let lastTop: number | null = null;
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = range.getClientRects()[0]?.top;
            if (top === undefined || /\s/.test(text[i]!)) continue;
            // A new line that starts inside a run of Latin letters breaks a word.
            if (lastTop !== null && top > lastTop + 2 && /[A-Za-z]/.test(text[i - 1] ?? '') && /[A-Za-z]/.test(text[i]!)) out.push(text);
            lastTop = top;
          }
        }
        return out;
      }),
  );
  expect(broken, `headers break inside a word at ${page.url()}`).toEqual([]);
}

/** The button is on screen, not covered, and tappable without scrolling anything. */
async function reachableWithoutScrolling(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name} ends on screen`).toBeLessThanOrEqual(viewport.height);
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(hit).toBe(name);
}

/** Screenshots after the dialogs' open transitions have finished. */
async function shot(page: Page, name: string): Promise<void> {
  // Finite ones only: a spinner would run for ever.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await screenshot(page, name);
}

const cacheRows = (page: Page) => page.getByRole('dialog', { name: '离线缓存' }).locator('tbody tr');

describe('measuring tasks offline-first, in the browser', () => {
  useServer();
  const browser = useBrowser();

  it('works the task offline across a reload, then submits everything once from the cache viewer', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const token = await signInMeasurer(page);
    const taskId = await openTask(page);
    await expect.poll(() => shownCount(page)).toBe(40);
    const before = await people(token(), taskId);
    expect(before).toHaveLength(40);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: TASK_NAME }).waitFor();
    await page.getByText('离线模式', { exact: true }).waitFor();
    await expect.poll(() => shownCount(page)).toBe(40);

    // Status and gender filters and the search run locally.
    await page.getByText('已量', { exact: true }).click();
    await expect.poll(() => shownCount(page)).toBe(10);
    await page.getByText('未量', { exact: true }).click();
    await expect.poll(() => shownCount(page)).toBe(30);
    await page.getByText('全部', { exact: true }).first().click();
    await page.getByText('女', { exact: true }).click();
    await expect.poll(() => shownCount(page)).toBe(14);
    await page.getByText('全部', { exact: true }).nth(1).click();
    await page.getByRole('textbox', { name: '请输入关键字' }).fill('伟');
    await expect.poll(() => shownCount(page)).toBe(4);

    // Switching person works offline: the people are mirrored.
    await openPerson(page, '王伟');
    await openPerson(page, '张伟');
    await shot(page, 'measuring-detail-offline-zh-tablet');

    // Measure, and sign the order info: the signature is kept in the queued change.
    await measure(page, '李洋', 172, 66);
    await signOrderInfo(page, '李洋', '保存成功 · 已存入离线缓存', 'measuring-signature-offline-zh-tablet');
    await measure(page, '张娜', 169, 63.5);
    await signOrderInfo(page, '张娜', '保存成功 · 已存入离线缓存');
    // Switching back and forth shows each person's own saved values (the panel resets in place).
    await openPerson(page, '李洋');
    await expect.poll(() => page.getByRole('textbox', { name: '身高' }).inputValue()).toBe('172 cm');
    await openPerson(page, '张娜');
    await expect.poll(() => page.getByRole('textbox', { name: '体重' }).inputValue()).toBe('63.5 kg');

    // Add an employee, then measure them before the server has ever seen them.
    await addEmployeeOffline(page, '离线新人');
    await measure(page, '离线新人', 180, 75);
    await signOrderInfo(page, '离线新人', '保存成功 · 已存入离线缓存');
    // Reopened, the order info shows the signature from the device.
    await page.getByRole('button', { name: '订单信息' }).click();
    await page.getByRole('dialog', { name: '订单信息' }).getByRole('img', { name: '签名' }).waitFor();
    await page.keyboard.press('Escape');

    // Delete an employee (with the confirmation).
    await openPerson(page, '杨丽');
    await page.getByRole('button', { name: '删除员工' }).click();
    await page.getByRole('dialog', { name: '删除员工' }).getByRole('button', { name: '删除' }).click();
    await page.getByText('删除成功 · 已存入离线缓存').waitFor();
    await page.getByRole('textbox', { name: '请输入关键字' }).fill('杨丽');
    await expect.poll(() => shownCount(page)).toBe(0);

    // Rename a department of the second company.
    await page.getByRole('textbox', { name: '请输入关键字' }).fill('');
    // Tablets open the detail with the department panel folded.
    await page.getByRole('button', { name: '公司与部门 ›' }).click();
    await page.getByRole('button', { name: '编辑部门 风控部' }).click();
    const rename = page.getByRole('dialog', { name: '编辑部门' });
    await rename.getByRole('textbox', { name: '部门' }).fill('风险管理部');
    await rename.getByRole('button', { name: '保存' }).click();
    await page.getByText('编辑成功 · 已存入离线缓存').waitFor();
    await page.getByRole('button', { name: /^风险管理部 \(8\)$/ }).waitFor();
    await expect.poll(() => shownCount(page)).toBe(40);

    // The queue survives a reload, and every change is listed in the cache viewer.
    await page.reload();
    await expect.poll(() => shownCount(page)).toBe(40);
    await page.getByText('离线缓存', { exact: true }).click();
    await expect.poll(() => cacheRows(page).count()).toBe(9);
    const summaries = await cacheRows(page).locator('td:nth-child(3)').allTextContents();
    expect(summaries).toEqual([
      '保存量体数据: 李洋',
      '订单信息: 李洋',
      '保存量体数据: 张娜',
      '订单信息: 张娜',
      '新增员工: 离线新人',
      '保存量体数据: 离线新人',
      '订单信息: 离线新人',
      '删除员工: 杨丽',
      '修改部门: 风控部 → 风险管理部',
    ]);
    await shot(page, 'measuring-cache-offline-zh-tablet');
    await page.keyboard.press('Escape');

    // The task list: import, export and search need the network, with the spec's messages.
    await page.getByRole('button', { name: /量体任务/ }).click();
    await page.getByRole('button', { name: TASK_NAME }).waitFor();
    // Its counters include what was measured offline.
    await page.getByRole('cell', { name: '13/40', exact: true }).waitFor();
    await page.getByRole('button', { name: '导入' }).click();
    await page.getByText('离线状态下不可导入！').waitFor();
    await page.getByRole('button', { name: '导出' }).click();
    await page.getByText('离线状态下不可导出！').waitFor();
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByText('离线状态下不可搜索！').waitFor();
    await shot(page, 'measuring-tasks-offline-zh-tablet');

    // Nothing reached the server while offline.
    expect(await people(token(), taskId)).toHaveLength(40);

    await context.setOffline(false);
    await page.getByText('离线模式', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '离线缓存' }).first().click();
    await expect.poll(() => cacheRows(page).count()).toBe(9);
    // The automatic replay is off: nothing left the device when the network came back.
    expect(await people(token(), taskId)).toHaveLength(40);
    await page.getByRole('button', { name: '全部提交', exact: true }).click();
    await page.getByText('已经全部成功提交！').waitFor();
    await page.getByText('没有待提交的离线数据').waitFor();
    await shot(page, 'measuring-cache-submitted-zh-tablet');

    // The server holds exactly those changes, once each.
    const after = await people(token(), taskId);
    expect(after).toHaveLength(40);
    const byName = (n: string) => after.filter((p) => p.truename === n);
    expect(byName('杨丽')).toHaveLength(0);
    expect(byName('离线新人')).toHaveLength(1);
    expect(byName('离线新人')[0]).toMatchObject({ company_name: '华东能源集团有限公司', department_name: '工程部', height: 180, weight: 75, measuring_status_id: 2 });
    expect(byName('李洋')[0]).toMatchObject({ height: 172, weight: 66, measuring_status_id: 2 });
    expect(byName('张娜')[0]).toMatchObject({ height: 169, weight: 63.5, measuring_status_id: 2 });
    expect(after.filter((p) => p.department_name === '风控部')).toHaveLength(0);
    expect(after.filter((p) => p.department_name === '风险管理部')).toHaveLength(8);
    const rows = await measurements(token(), taskId);
    for (const name of ['李洋', '张娜', '离线新人']) {
      const mine = rows.filter((r) => r.person_id === byName(name)[0]!.id);
      expect(mine.map((r) => r.category_id).sort()).toEqual([1, 2]);
    }
    // Untouched people kept their data; the seed's 10 measured plus our 3.
    expect(after.filter((p) => p.measuring_status_id !== 1)).toHaveLength(13);
    // Each signature drawn offline is stored once, as an image of its own.
    const signs = after.filter((p) => p.sign !== null).map((p) => p.sign!);
    expect(after.filter((p) => p.sign !== null).map((p) => p.truename).sort()).toEqual(['张娜', '李洋', '离线新人'].sort());
    expect(new Set(signs).size).toBe(3);
    for (const sign of signs) {
      expect(sign).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);
      const image = await fetch(`${baseUrl()}${sign}`);
      expect(image.headers.get('content-type')).toBe('image/png');
    }

    // Back in the detail, the new employee now carries the server's id (no "not synced" mark).
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: TASK_NAME }).click();
    await openPerson(page, '离线新人');
    await expect.poll(() => page.getByRole('option', { name: /^离线新人 \*/ }).count()).toBe(0);

    // Online, a change is sent at once, without the cache viewer: change-info with a new signature.
    await openPerson(page, '王伟');
    // The keyboard, not a click: the notifications of the saves above cover the panel's top corner.
    await page.getByRole('switch', { name: '返修模式' }).press('Space');
    await expect.poll(() => page.getByRole('switch', { name: '返修模式' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '变更信息' }).click();
    const change = page.getByRole('dialog', { name: '变更信息' });
    await change.getByRole('button', { name: /^(开始|更换)签名$/ }).click();
    const pad = change.locator('canvas');
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 200, { steps: 8 });
    await page.mouse.up();
    await change.getByRole('button', { name: '保存签名' }).click();
    await change.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功', { exact: true }).waitFor();
    const wangWei = (await people(token(), taskId)).find((p) => p.truename === '王伟')!;
    const info = await callApi<{ sign: string | null }>(token(), 'GET', `${M}/get_measuring_user_order_info`, { task_id: taskId, user_id: wangWei.id, repair_status_id: 1 });
    expect(info.result.sign).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    await page.getByText('离线缓存', { exact: true }).click();
    await page.getByText('没有待提交的离线数据').waitFor();
    await context.close();
    expect(pageErrors).toEqual([]);
  });

  it('opens a task with no one in it, offering to add people and to import them; offline, one never opened here says it is not on the device', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const token = await signInMeasurer(page);
    // Three tasks for a company with no people on file, made by the measurer with the demo task's measurers.
    const tasks = await callApi<{ list: Array<{ name: string; measurers: Array<{ id: number }> }> }>(token(), 'GET', '/measuring.index/measuring_list', { page: 1, size: 10 });
    const measurers = tasks.result.list.find((x) => x.name === TASK_NAME)!.measurers.map((m) => m.id);
    const create = async (name: string) => {
      const r = await callApi<{ id: number }>(token(), 'POST', '/measuring.index/add_task', {
        name,
        order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }],
        bodybuilders: measurers,
        body_item_ids: [1, 2, 3],
        special_shape_ids: [1],
      });
      expect(r.errcode).toBe(0);
      return r.result.id;
    };
    const byHand = await create('空任务 逐个新增');
    const imported = await create('空任务 导入名单');
    await create('空任务 未到本机');

    // Opened (it said 请先导入任务数据 and stayed on the list), it offers both ways to fill it.
    await page.goto('/home/measuring-tasks');
    await page.getByRole('button', { name: '空任务 逐个新增' }).click();
    await page.waitForURL('**/home/measuringDetails?**');
    const empty = page.getByTestId('empty-task');
    await empty.getByText('任务中还没有人员').waitFor();
    expect(await page.getByText('请先导入任务数据').count()).toBe(0);
    await shot(page, 'measuring-empty-task-zh-tablet');
    await empty.getByRole('button', { name: '新增员工' }).click();
    const add = page.getByRole('dialog', { name: '新增员工' });
    await add.getByRole('textbox', { name: '姓名' }).fill('林新');
    await add.getByRole('combobox', { name: '性别' }).click();
    await page.getByRole('option', { name: '男', exact: true }).click();
    // No company in the task yet: one is typed.
    await add.getByLabel('公司', { exact: true }).fill('新客户有限公司');
    await add.getByRole('textbox', { name: '部门' }).fill('销售部');
    await add.getByRole('button', { name: '保存' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('option', { name: /^林新/ }).waitFor();
    expect(await empty.count()).toBe(0);
    await expect.poll(async () => (await people(token(), byHand)).map((p) => [p.truename, p.company_name, p.department_name])).toEqual([['林新', '新客户有限公司', '销售部']]);

    // The other one is filled from a list, and shows its people at once.
    await page.goto('/home/measuring-tasks');
    await page.getByRole('button', { name: '空任务 导入名单' }).click();
    await page.waitForURL('**/home/measuringDetails?**');
    await empty.getByRole('button', { name: '导入人员名单' }).click();
    const dialog = page.getByRole('dialog', { name: '导入 · 空任务 导入名单' });
    const file = xlsxUpload('people.xlsx', '人员名单', [['姓名', '性别', '公司', '部门', '身高', '体重'], ['周一', '男', '新客户有限公司', '工程部', 175, 70], ['吴二', '女', '新客户有限公司', '工程部', 160, 50]]);
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('option').count(), { timeout: 20_000 }).toBe(2);
    expect(await empty.count()).toBe(0);
    expect((await people(token(), imported)).map((p) => p.truename).sort()).toEqual(['吴二', '周一']);

    // Offline, an empty task never opened here is not "empty": it is not on this device yet.
    await page.goto('/home/measuring-tasks');
    await page.getByRole('button', { name: '空任务 未到本机' }).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: '空任务 未到本机' }).click();
    await page.getByText('该任务尚未缓存到本机，请联网打开一次').waitFor();
    expect(await empty.count()).toBe(0);
    expect(await page.getByText('请先导入任务数据').count()).toBe(0);
    await context.close();

    // The same offer in English, online: this device installs no service worker.
    const en = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const enPage = await en.newPage();
    watchPage(enPage);
    await signIn(enPage, MEASURER);
    await enPage.getByTestId('module-measuring').waitFor();
    await enPage.getByText('EN', { exact: true }).click();
    await enPage.getByRole('heading', { name: 'Modules' }).waitFor();
    await enPage.goto('/home/measuring-tasks');
    await enPage.getByRole('button', { name: '空任务 未到本机' }).click();
    const enEmpty = enPage.getByTestId('empty-task');
    await enEmpty.getByText('No one is in this task yet').waitFor();
    await enEmpty.getByRole('button', { name: 'Add employee' }).waitFor();
    await enEmpty.getByRole('button', { name: 'Import a list of people' }).waitFor();
    await noHorizontalScroll(enPage);
    expect(await smallTouchTargets(enPage), 'controls under 44x44 px on an empty task').toEqual([]);
    await shot(enPage, 'measuring-empty-task-en-tablet');
    await en.close();
    expect(pageErrors).toEqual([]);
  });

  const SIZES: Array<{ size: string; viewport: Viewport }> = [
    { size: 'tablet', viewport: TABLET },
    { size: 'portrait', viewport: TABLET_PORTRAIT },
  ];

  for (const lang of ['zh', 'en'] as const) {
    // One device turned from landscape to portrait, as a tablet is: one sign-in for both sizes.
    it(`has no horizontal scrolling on the task list, the detail and its dialogs (${lang}, tablet and portrait)`, async () => {
      const context = await newContext(browser(), { lang, viewport: TABLET, serviceWorkers: 'allow' });
      const page = await context.newPage();
      await signInMeasurer(page);
      if (lang === 'en') {
        await page.getByText('EN', { exact: true }).click();
        await page.getByRole('heading', { name: 'Modules' }).waitFor();
      }
      for (const { size, viewport } of SIZES) {
        const name = `${lang}-${size}`;
        await context.setOffline(false);
        await page.setViewportSize(viewport);
        await page.goto('/home/measuring-tasks');
        await page.getByRole('button', { name: TASK_NAME }).waitFor();
        await noHorizontalScroll(page);
        await headersKeepWords(page);
        expect(await smallTouchTargets(page), `controls under 44x44 px on the task list (${name})`).toEqual([]);
        await shot(page, `measuring-tasks-${name}`);

        await page.getByRole('button', { name: TASK_NAME }).click();
        await page.getByRole('option').first().click();
        await page.getByRole('button', { name: lang === 'zh' ? '保存量体数据' : 'Save measurement' }).waitFor();
        await noHorizontalScroll(page);
        expect(await smallTouchTargets(page), `controls under 44x44 px on the detail (${name})`).toEqual([]);
        await reachableWithoutScrolling(page, lang === 'zh' ? '保存量体数据' : 'Save measurement');
        await shot(page, `measuring-detail-${name}`);

        await page.getByRole('button', { name: lang === 'zh' ? '订单信息' : 'Order info' }).click();
        // Dialogs opened from a measuring screen are finger-sized too.
        await page.getByRole('button', { name: lang === 'zh' ? /^(开始|更换)签名$/ : /^(Start|Change) signature$/ }).waitFor();
        expect(await smallTouchTargets(page, '[role=dialog]'), `controls under 44x44 px in the order info (${name})`).toEqual([]);
        // A click while the dialog is still fading in can be lost under load: click until the pad shows.
        const startSigning = page.getByRole('button', { name: lang === 'zh' ? /^(开始|更换)签名$/ : /^(Start|Change) signature$/ });
        await expect
          .poll(async () => {
            if (!(await page.locator('canvas').isVisible()) && (await startSigning.isVisible())) await startSigning.click();
            return page.locator('canvas').isVisible();
          })
          .toBe(true);
        await noHorizontalScroll(page);
        await shot(page, `measuring-signature-${name}`);
        await page.keyboard.press('Escape');

        await page.getByText(lang === 'zh' ? '离线缓存' : 'Offline cache', { exact: true }).click();
        await page.getByText(lang === 'zh' ? '没有待提交的离线数据' : 'No offline changes waiting').waitFor();
        await noHorizontalScroll(page);
        expect(await smallTouchTargets(page, '[role=dialog]'), `controls under 44x44 px in the cache viewer (${name})`).toEqual([]);
        await shot(page, `measuring-cache-${name}`);
        await page.keyboard.press('Escape');

        await context.setOffline(true);
        await page.reload();
        await page.getByText(lang === 'zh' ? '离线模式' : 'Offline mode', { exact: true }).waitFor();
        await page.getByRole('option').first().click();
        await noHorizontalScroll(page);
        await shot(page, `measuring-detail-offline-${name}`);
      }
      await context.close();
      expect(pageErrors).toEqual([]);
    });
  }
});
