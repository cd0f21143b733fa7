/**
 * A 2,000-person group order's size assignment: the shared rule on its own (every
 * person and garment sized from their measurements), and the stage-4 screen in the real browser,
 * the seller on a laptop: the time until the sizes are worked out (in the rules worker) and on
 * screen (each the median of RUNS new devices, bench/runs.ts), and the main-thread long tasks
 * (over 50 ms) while it opens (over all of them) and while paging the people.
 */
import { performance } from 'node:perf_hooks';
import type { Db } from '../server/db/database';
import { loadCatalogue } from '../server/modules/catalogue/snapshot';
import { taskPeople } from '../server/modules/group-buy/service';
import '../server/modules/group-buy/tables';
import { assignSizes } from '../src/domain/group-buy/rules';
import type { GroupGoods } from '../src/domain/group-buy/contract';
import { indexCatalogue } from '../src/domain/catalogue/lookup';
import { countLongTasksFromEachLoad, longTaskFigures, openBenchSite, signInAs, stats, takeLongTasks, type BenchSite } from './browser-support';
import { medianOfRuns, RUNS } from './runs';
import { seedLargeTask } from '../tests/support/large-task';

const PEOPLE = 2_000;
const SELLER = '13800000001';

/** A group order at stage 4 whose measuring task has PEOPLE people (two in three measured). */
async function seedGroupOrder(db: Db): Promise<{ id: number; goods: GroupGoods[] }> {
  const snapshot = await loadCatalogue(db);
  const idx = indexCatalogue(snapshot);
  const goods: GroupGoods[] = ['P01001', 'P02001'].map((code) => {
    const p = snapshot.products.find((x) => x.product_code === code)!;
    return { product_code: code, category_id: p.category_id, quantity: PEOPLE, style_number: '', edition_number: idx.edition.get(p.edition_id)!.edition_number, fabric_num: p.fabric_num, tech_info: p.tech_ids };
  });
  const taskId = await seedLargeTask(
    db,
    PEOPLE,
    goods.map((g) => ({ category_id: g.category_id, edition_type_id: idx.editionByNumber.get(g.edition_number)!.id, num: PEOPLE })),
  );
  const owner = await db.selectFrom('users').select('id').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('group_orders')
    .values({ owner_id: owner.id, stage: 4, company_name: '两千人集团', contacts: '周经理', user_mobilephone: '13900002222', user_address: '上海', delivery_date: '2027-03-01 00:00:00', fabric_type_id: 1, goods: JSON.stringify(goods), measuring_task_id: taskId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, goods };
}

/** Opens the order's stage 4 on a new device, signed in: until its people show, and until their sizes and counts do. */
async function openStage4(site: BenchSite, orderId: number) {
  const context = await site.browser.newContext({ baseURL: site.base, viewport: { width: 1366, height: 820 }, locale: 'zh-CN' });
  // The opening's long tasks are those of the stage's page load, which startLongTasks' observer
  // (in the page as it is) would not outlive.
  await countLongTasksFromEachLoad(context);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await signInAs(page, SELLER);
  await takeLongTasks(page);
  const t0 = performance.now();
  await page.goto(`/home/groupPurchase/${orderId}`);
  await page.getByTestId('sizing-person').first().waitFor();
  const listMs = performance.now() - t0;
  await page.getByTestId('sizing-missing').filter({ hasText: /\d/ }).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="size-counts-1"] tbody tr') !== null);
  const sizedMs = performance.now() - t0;
  return {
    context,
    page,
    figures: { open_stage4_people_on_screen_ms: Math.round(listMs), open_stage4_sizes_and_counts_on_screen_ms: Math.round(sizedMs) },
    longTasks: await takeLongTasks(page),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  let order = { id: 0, goods: [] as GroupGoods[] };
  const site = await openBenchSite(async (db) => {
    order = await seedGroupOrder(db);
  });
  try {
    // The rule alone, as the worker runs it.
    const snapshot = await loadCatalogue(site.db);
    const owner = await site.db.selectFrom('users').select(['id', 'user_type', 'mobilephone']).where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
    const people = await taskPeople(site.db, { id: owner.id, user_type: owner.user_type } as never, order.id);
    const ruleMs: number[] = [];
    let sized = 0;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      sized = assignSizes(snapshot, order.goods, people, []).filter((s) => s.size).length;
      ruleMs.push(performance.now() - t0);
    }

    // The stage opened on RUNS new devices; the last one goes on to page the people.
    const opens: Record<string, number>[] = [];
    const openLong: number[] = [];
    let opened: Awaited<ReturnType<typeof openStage4>> | undefined;
    for (let i = 0; i < RUNS; i += 1) {
      await opened?.context.close();
      opened = await openStage4(site, order.id);
      opens.push(opened.figures);
      openLong.push(...opened.longTasks);
    }
    const { context, page } = opened!;

    const pageMs: number[] = [];
    for (let p = 2; p <= 6; p++) {
      const first = await page.getByTestId('sizing-person').first().getAttribute('data-name');
      const t = performance.now();
      await page.locator('.mantine-Pagination-control').filter({ hasText: String(p) }).first().click();
      await page.waitForFunction((name) => document.querySelector('[data-testid="sizing-person"]')?.getAttribute('data-name') !== name, first);
      pageMs.push(performance.now() - t);
    }
    const pagingLong = await takeLongTasks(page);
    await context.close();

    return {
      people: PEOPLE,
      garments: order.goods.length,
      assign_sizes_rule: { ...stats(ruleMs), sized_of: `${sized}/${PEOPLE * order.goods.length}` },
      open_runs: RUNS,
      ...medianOfRuns(opens),
      page_of_people: stats(pageMs),
      long_tasks_while_opening: longTaskFigures(openLong),
      long_tasks_while_paging: longTaskFigures(pagingLong),
    };
  } finally {
    await site.close();
  }
}
