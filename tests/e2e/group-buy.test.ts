/**
 * Group purchase in the browser: the seller 13800000001 enters a group order for its
 * company customer (a product picked twice is refused; a changed pattern asks for a new style),
 * finance sends it back with a reason and then the owner, who entered it, passes it with the
 * override on record, measurers are assigned (a measuring task with the company's 12 people), the
 * measurer 13800000004 measures one person on a tablet and the seller's size table picks it up,
 * one is sized by hand, confirming with people unsized is refused naming them, "fill the rest"
 * sizes each of the rest by their own height and weight, and the order goes to the cart.
 * In Chinese and in English.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, newContext, noHorizontalScroll, screenshot, signIn, TABLET, useBrowser, useServer } from './support';
import { pickDeliveryDate } from './pick-day';

const notices = (page: Page) => page.locator('.mantine-Notification-description');

const TEXT = {
  zh: {
    companyRequired: '请填写公司名称',
    twice: '已选择该商品',
    styleChange: '款式变更',
    jacket: '西服上衣',
    styleTaken: '您输入的新款式号已存在，请重新输入。',
    styleAdded: '新款式已保存',
    submitted: '已提交财务审核',
    reasonRequired: '请填写退回原因',
    reason: '预付款不足',
    returned: '退回原因：预付款不足',
    keyword: '请输入关键字',
    height: '身高',
    weight: '体重',
    saveMeasurement: '保存量体数据',
    size: '尺码',
    saved: /保存成功/,
    measured: '已量体',
    noneMissing: '未定尺码：0 人',
    addedToCart: '加入购物车成功',
    sizesSaved: '尺码已保存',
    sameLogin: '这张团购单是您录入的：财务审核应由另一个账号通过。主账号越权通过会记入时间线。',
    override: '主账号越权通过',
    overridden: '财务审核通过（主账号越权）',
    unsized: /^还有 (\d+) 人没有尺码：(.+)。请先为他们量体或选择尺码$/,
  },
  en: {
    companyRequired: 'Please fill in Company',
    twice: 'This product is already chosen',
    styleChange: 'Style change',
    jacket: 'Suit jacket',
    styleTaken: 'The new style number already exists, please enter another.',
    styleAdded: 'New style saved',
    submitted: 'Sent for finance review',
    reasonRequired: 'Enter the reason',
    reason: 'Prepayment too low',
    returned: 'Sent back: Prepayment too low',
    keyword: 'Keyword',
    height: 'Height',
    weight: 'Weight',
    saveMeasurement: 'Save measurement',
    size: 'Size',
    saved: /Saved/,
    measured: 'Measured',
    noneMissing: 'Without a size: 0',
    addedToCart: 'Added to cart',
    sizesSaved: 'Sizes saved',
    sameLogin: 'You entered this group order: another login should pass its finance review. A pass with the main account’s override is recorded in the timeline.',
    override: 'Pass with owner override',
    overridden: 'Finance review passed (owner override)',
    unsized: /^Without a size \((\d+)\): (.+)\. Measure them or choose their sizes first$/,
  },
} as const;
const COMPANY = '华东能源集团有限公司';
const stageOf = (page: Page) => page.getByTestId('group-stage-bar').getAttribute('data-stage');

async function pickOption(page: Page, testId: string, name: RegExp | string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name }).first().click();
}

describe('group purchase', () => {
  useServer();
  const browser = useBrowser();

  for (const lang of ['zh', 'en'] as const) {
    it(`takes a group order through the five stages, with a measurer measuring its task, to the cart (${lang})`, async () => {
      const T = TEXT[lang];
      const context = await newContext(browser(), { lang, viewport: LAPTOP });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await signIn(page, '13800000001');
      await page.goto('/home/groupPurchase');
      await page.getByTestId('group-new').click();
      await page.waitForURL('**/home/groupPurchase/new');

      // 业务录入: what is missing is asked for by name; the company customer fills the company; a product twice is refused.
      await page.getByTestId('group-submit').click();
      await expect.poll(() => notices(page).allTextContents()).toContain(T.companyRequired);
      await pickOption(page, 'group-company-customer', COMPANY);
      expect(await page.getByTestId('group-company_name').inputValue()).toBe(COMPANY);
      await page.getByTestId('group-contacts').fill('周经理');
      await page.getByTestId('group-user_mobilephone').fill('13900002222');
      await page.getByTestId('group-user_address').fill('上海市浦东新区世纪大道 100 号');
      await pickDeliveryDate(page, 'group-delivery_date');
      await page.getByTestId('group-product-picker').fill('P01001');
      await page.getByRole('option', { name: /^P01001/ }).click();
      await page.getByTestId('group-product-picker').fill('P01001');
      await page.getByRole('option', { name: /^P01001/ }).click();
      await expect.poll(() => notices(page).allTextContents()).toContain(T.twice);

      // Another pattern is another style: a new style number, checked as it is typed.
      const row = page.getByTestId('group-goods-P01001');
      await row.getByTestId('goods-edit').click();
      await row.getByTestId('goods-edition').click();
      const current = await row.getByTestId('goods-edition').inputValue();
      await page.getByRole('option').filter({ hasNotText: current }).first().click();
      await row.getByTestId('goods-done').click();
      const dialog = page.getByRole('dialog', { name: T.styleChange });
      await dialog.waitFor();
      // The garment is named in the reader's language.
      expect(await dialog.textContent()).toContain(`P01001 · ${T.jacket}`);
      await dialog.getByTestId('new-codes-style-0').fill('S01001');
      await dialog.getByText(T.styleTaken).waitFor();
      const style = `GB${String(Date.now()).slice(-6)}`;
      await dialog.getByTestId('new-codes-style-0').fill(style);
      await expect.poll(() => dialog.getByTestId('new-codes-confirm').isDisabled()).toBe(false);
      await dialog.getByTestId('new-codes-confirm').click();
      await expect.poll(() => notices(page).allTextContents()).toContain(T.styleAdded);
      await expect.poll(() => row.getByTestId('goods-style').textContent()).toBe(style);
      await screenshot(page, `group-entry-${lang}-laptop`);
      await noHorizontalScroll(page);

      await page.getByTestId('group-submit').click();
      await expect.poll(() => notices(page).allTextContents()).toContain(T.submitted);
      await page.waitForURL(/\/home\/groupPurchase\/\d+$/);
      const id = Number(page.url().split('/').pop());
      await expect.poll(() => stageOf(page)).toBe('2');

      // 财务审核: sent back with a reason, then passed.
      await page.getByTestId('review-return').click();
      await page.getByTestId('review-return-confirm').click();
      await page.getByText(T.reasonRequired).waitFor();
      await page.getByTestId('review-reason').fill(T.reason);
      await page.getByTestId('review-return-confirm').click();
      await expect.poll(() => stageOf(page)).toBe('1');
      await expect.poll(() => page.getByTestId('group-timeline').textContent()).toContain(T.returned);
      await page.getByTestId('group-submit').click();
      await expect.poll(() => stageOf(page)).toBe('2');
      // The seller entered it: no plain pass, but the owner's override, asked and then on record.
      expect(await page.getByTestId('review-same-login').textContent()).toBe(T.sameLogin);
      expect(await page.getByTestId('review-pass').count()).toBe(0);
      await screenshot(page, `group-review-${lang}-laptop`);
      await page.getByTestId('review-override').click();
      await page.getByRole('dialog').getByRole('button', { name: T.override }).click();
      await expect.poll(() => stageOf(page)).toBe('3');
      await expect.poll(() => page.getByTestId('group-timeline').textContent()).toContain(T.overridden);

      // 分配量体师: a measuring task with the company's people.
      await page.getByTestId('assign-measurers').click();
      await page.getByRole('option', { name: /赵量体/ }).click();
      await page.keyboard.press('Escape');
      await page.getByTestId('assign-submit').click();
      await expect.poll(() => stageOf(page)).toBe('4');
      await expect.poll(() => page.getByTestId('sizing-person').count()).toBe(12);
      const first = (await page.getByTestId('sizing-person').first().getAttribute('data-name'))!;

      // 量体套号: the measurer measures one person on the tablet, a size for each garment (height and
      // weight alone measure no garment); the seller's table picks it up.
      const tablet = await newContext(browser(), { lang, viewport: TABLET });
      const measurer = await tablet.newPage();
      measurer.setDefaultTimeout(20_000);
      await signIn(measurer, '13800000004');
      await measurer.goto('/home/measuring-tasks');
      await measurer.getByRole('button', { name: `${COMPANY} · #${id}` }).click();
      await measurer.waitForURL('**/home/measuringDetails?**');
      await measurer.getByRole('textbox', { name: T.keyword }).fill(first);
      await measurer.getByRole('option', { name: new RegExp(`^${first}`) }).click();
      await measurer.getByRole('textbox', { name: T.height }).fill('175');
      await measurer.getByRole('textbox', { name: T.weight }).fill('70');
      const sizes = measurer.getByRole('combobox', { name: T.size });
      await expect.poll(() => sizes.count()).toBeGreaterThan(0);
      for (const select of await sizes.all()) {
        // The size chart comes with the catalogue the tablet mirrors.
        await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
        await select.selectOption({ index: 1 });
      }
      await measurer.getByRole('button', { name: T.saveMeasurement }).click();
      await measurer.getByText(T.saved).last().waitFor();
      const measured = page.getByTestId('sizing-person').filter({ has: page.getByText(T.measured, { exact: true }) });
      await expect.poll(() => measured.count(), { timeout: 30_000 }).toBe(1);
      expect(await measured.getAttribute('data-name')).toBe(first);
      await expect.poll(() => measured.getByTestId('person-size-1').getAttribute('data-size')).toMatch(/^\d{3}\/\d{2,3}[YABC]$/);
      await tablet.close();

      // One by hand, then everyone still without a size at once.
      const unsized = page.getByTestId('sizing-person').filter({ has: page.locator('[data-testid="person-size-1"][data-size=""]') });
      const byHand = unsized.first();
      const byHandName = await byHand.getAttribute('data-name');
      await byHand.getByTestId('person-size-1').click();
      await page.getByTestId('size-picker').fill('175/92A');
      await page.getByRole('option', { name: '175/92A', exact: true }).waitFor();
      // Picked from the keyboard, the one match of what was typed. A pointer click on the option was
      // lost in two fresh-clone CI runs (the picker still open, the option listed, no save) and in
      // none of nine runs on a working copy; its cause is not found yet, so this journey, which is
      // about the stage's flow, does not depend on it.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      // The seller is told it was saved before the row is read: a failure then says which half failed.
      await expect.poll(() => notices(page).allTextContents()).toContain(T.sizesSaved);
      const handRow = page.locator(`[data-testid="sizing-person"][data-name="${byHandName}"]`);
      await expect.poll(() => handRow.getByTestId('person-size-1').getAttribute('data-size'), { timeout: 20_000 }).toBe('175/92A');

      // Confirming with people still without a size is refused, naming them.
      const unsizedNames = await unsized.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')!));
      await page.getByTestId('sizing-confirm').click();
      const refusalOf = async () => (await notices(page).allTextContents()).find((n) => T.unsized.test(n));
      await expect.poll(refusalOf).toBeDefined();
      const refusal = (await refusalOf())!;
      expect(Number(refusal.match(T.unsized)![1])).toBe(unsizedNames.length);
      expect(refusal).toContain(unsizedNames[0]);
      await expect.poll(() => stageOf(page)).toBe('4');

      // Fill the rest: each gets the size recommended for their own gender, height and weight, not one size for all.
      await page.getByTestId('fill-rest').click();
      await expect.poll(() => page.getByTestId('sizing-missing').textContent(), { timeout: 20_000 }).toBe(T.noneMissing);
      const filled = await Promise.all(unsizedNames.map((name) => page.locator(`[data-testid="sizing-person"][data-name="${name}"]`).getByTestId('person-size-1').getAttribute('data-size')));
      expect(filled.every((size) => /^\d{3}\/\d{2,3}[YABC]$/.test(size!))).toBe(true);
      expect(new Set(filled).size).toBeGreaterThan(1);
      expect(await page.getByTestId('fill-rest-asks').count()).toBe(0);
      await screenshot(page, `group-sizing-${lang}-laptop`);
      await page.getByTestId('sizing-confirm').click();
      await expect.poll(() => stageOf(page)).toBe('5');

      // 业务核对: to the cart as a group order.
      await expect.poll(() => page.getByTestId('check-persons').textContent()).toBe('12');
      await screenshot(page, `group-check-${lang}-laptop`);
      await page.getByTestId('check-add-to-cart').click();
      await expect.poll(() => notices(page).allTextContents()).toContain(T.addedToCart);
      await page.waitForURL('**/home/cart?source=group');
      await page.goto(`/home/groupPurchase/${id}`);
      const placed = await page.getByTestId('group-placed').textContent();
      const orderNum = placed!.match(/GB\d+/)![0];
      // The order it became names its group order and shows the stages it went through.
      await page.getByTestId('group-placed').getByRole('link').click();
      await page.getByTestId('detail-group-order').waitFor();
      expect(await page.getByTestId('group-timeline').textContent()).toContain(T.returned);
      await page.goto('/home/cart?source=group');
      await page.locator(`[data-testid="cart-row"][data-order-num="${orderNum}"]`).waitFor();
      await context.close();
    });
  }
});
