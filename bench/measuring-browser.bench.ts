/**
 * A 10,000-person measuring task in the real browser (the goal: "stays smooth: no main-thread task
 * over 50 ms while filtering"): the built PWA served by the real server (PGlite in memory), driven
 * in the system Chromium as the measurer on a tablet viewport.
 *
 * Figures: the time to open the task online (its first rows, a first page; the whole list; then until it is stored in IndexedDB), the time
 * to reopen it offline from IndexedDB (each also as the page paints the list, `*_in_page`), each the median of RUNS (bench/runs.ts) new
 * tablets with its spread, the latency from a filter change to the new count on
 * screen, and the main-thread long tasks (PerformanceObserver 'longtask', i.e. over 50 ms) seen
 * while filtering, typing a keyword and switching person (the list marks the person at once;
 * the panel follows as a deferred, interruptible render). Typing measurements with the CPU slowed
 * four times gives INP, the long tasks, each key's time to the next paint and in its handlers, and
 * Chromium's counters of the main thread's work a key (`typing_measurements_4x_cpu`). The first
 * open is timed again with the server on PostgreSQL when DATABASE_URL is set
 * (`first_open_postgres`).
 */
import type { CDPSession, Page } from 'playwright-core';
import { MIRROR_STAMP } from '../src/db/stamp-keys';
import { PORTAL_DB_NAME } from '../src/db/portal-db-name';
import { seedLargeTask } from '../tests/support/large-task';
import { medianOfRuns, RUNS } from './runs';
import { longTaskFigures, openBenchSite, signInAs, startLongTasks, stats, takeLongTasks, type BenchSite } from './browser-support';

const PEOPLE = 10_000;
const MEASURER = '13800000004';

const SHOWN = /^显示 (\d+) 人$/;
const shown = async (page: Page) => Number(SHOWN.exec((await page.getByText(SHOWN).textContent()) ?? '')?.[1]);

/** Runs `act`, then waits until the shown count differs from `before`; returns the elapsed ms. */
async function timed(page: Page, act: () => Promise<void>, before: number): Promise<number> {
  const t0 = performance.now();
  await act();
  await page.waitForFunction(
    ([source, n]) =>
      [...document.querySelectorAll('p')].some((e) => {
        const m = new RegExp(source).exec(e.textContent ?? '');
        return m !== null && Number(m[1]) !== n;
      }),
    [SHOWN.source, before] as const,
    { polling: 'raf' },
  );
  return performance.now() - t0;
}

/**
 * Signs the measurer in on a new tablet and opens the task online for the first time: the time
 * until the list shows (from Playwright, and in the page), until the people's measurements are
 * here, and until the task is stored on the device.
 */
async function firstOpen(site: BenchSite, taskId: number) {
  const context = await site.browser.newContext({ baseURL: site.base, viewport: { width: 1024, height: 768 }, locale: 'zh-CN', serviceWorkers: 'allow' });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  // When the first rows and the whole list's count first show, timed in the page from the
  // navigation's start to the next frame: Playwright sees them only once the page's main thread is
  // free again (a fetched task is then still being processed), which can be a second later than the
  // measurer does.
  await page.addInitScript((text) => {
    const w = window as unknown as { listShownAt?: number; firstRowsAt?: number };
    const seen = new MutationObserver(() => {
      if (w.firstRowsAt === undefined && document.querySelector('[role="option"]')) {
        w.firstRowsAt = 0;
        requestAnimationFrame(() => (w.firstRowsAt = Math.round(performance.now())));
      }
      if (!document.body?.textContent?.includes(text)) return;
      seen.disconnect();
      requestAnimationFrame(() => (w.listShownAt = Math.round(performance.now())));
    });
    seen.observe(document, { subtree: true, childList: true, characterData: true });
  }, `显示 ${PEOPLE} 人`);
  await signInAs(page, MEASURER);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const t0 = performance.now();
  await page.goto(`/home/measuringDetails?id=${taskId}&total=${PEOPLE}`);
  await page.getByText(`显示 ${PEOPLE} 人`).waitFor();
  const listMs = performance.now() - t0;
  const listInPageMs = await listShownInPage(page);
  const firstRowsInPageMs = await page.evaluate(() => (window as unknown as { firstRowsAt?: number }).firstRowsAt ?? null);
  // A first open lists the people before their measurements have come: then a person opens.
  await page.locator('[data-testid="task-storing"][data-stage="measurements"]').waitFor({ state: 'detached' });
  const measurementsHereMs = performance.now() - t0;
  // The list shows what was fetched; the task is on the device (and open to changes) a little later.
  await page.getByTestId('task-storing').waitFor({ state: 'detached' });
  const storedOnDeviceMs = performance.now() - t0;
  return {
    context,
    page,
    figures: {
      open_task_online_ms: Math.round(listMs),
      open_task_online_first_rows_on_screen_in_page_ms: firstRowsInPageMs,
      open_task_online_list_on_screen_in_page_ms: listInPageMs,
      open_task_online_measurements_here_ms: Math.round(measurementsHereMs),
      open_task_online_stored_on_device_ms: Math.round(storedOnDeviceMs),
    },
  };
}

const listShownInPage = (page: Page) => page.evaluate(() => (window as unknown as { listShownAt?: number }).listShownAt ?? null);

/** What is typed into the open person's panel: height and weight, then three body items of the first garment. */
const TYPED: [label: string, value: string][] = [
  ['身高', '172'],
  ['体重', '68.5'],
  ['领围', '39.5'],
  ['胸围', '96.5'],
  ['肩宽', '45'],
];

/** Chromium's counters (`Performance.getMetrics`) of the main thread's work while keys are typed. */
const WORK_COUNTERS = ['LayoutCount', 'RecalcStyleCount', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration'] as const;
/** What the counters counted over a while: counts, and durations in seconds as Chromium gives them. */
type Work = Record<(typeof WORK_COUNTERS)[number], number>;

/**
 * Starts counting the page's main-thread work: the answer reads what was counted since. The
 * layouts and style recalculations are counts, steady from run to run where the times move with
 * the machine.
 */
async function countWork(cdp: CDPSession): Promise<() => Promise<Work>> {
  await cdp.send('Performance.enable');
  const read = async () => new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await read();
  return async () => {
    const after = await read();
    return Object.fromEntries(WORK_COUNTERS.map((name) => [name, (after.get(name) ?? 0) - (before.get(name) ?? 0)])) as Work;
  };
}

/** The counters summed over the people typed, per key: counts to one decimal, durations in ms (at the CPU's slowdown). */
function workPerKey(typed: { keys: number; work: Work }[]) {
  const keys = typed.reduce((n, r) => n + r.keys, 0);
  const sum = (name: keyof Work) => typed.reduce((n, r) => n + r.work[name], 0);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    layouts: round(sum('LayoutCount') / keys),
    style_recalcs: round(sum('RecalcStyleCount') / keys),
    script_ms: round((sum('ScriptDuration') * 1000) / keys),
    layout_ms: round((sum('LayoutDuration') * 1000) / keys),
    style_ms: round((sum('RecalcStyleDuration') * 1000) / keys),
    main_thread_ms: round((sum('TaskDuration') * 1000) / keys),
  };
}

/**
 * Typing a measurement with the CPU slowed `rate` times (Chromium's emulation; 4x stands for a
 * mid-range tablet), a key every 120 ms as a measurer types, each field focused as a tap would.
 * Each key is an interaction the page's Event Timing reports when it takes 16 ms or more; with so
 * few, INP is the slowest of them. The main thread's long tasks (over 50 ms) are taken over the
 * same time.
 */
async function typeMeasurementsSlowed(page: Page, rate: number) {
  await page.evaluate(() => {
    // Per interaction: its duration (the key to the next paint) and its handlers' time, summed
    // over the events of it that Event Timing reports (those of 16 ms or more: a quick keyup is
    // not among them, and a key all of whose events are quicker is not counted at all).
    const w = window as unknown as { __interactions?: Map<number, [number, number]> };
    // One observer for the page; each person's keys are counted afresh.
    const observing = w.__interactions !== undefined;
    w.__interactions = new Map();
    if (observing) return;
    new PerformanceObserver((list) => {
      // interactionId is newer than TypeScript's DOM types.
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!e.interactionId) continue;
        const [duration, handlers] = w.__interactions!.get(e.interactionId) ?? [0, 0];
        w.__interactions!.set(e.interactionId, [Math.max(duration, e.duration), handlers + e.processingEnd - e.processingStart]);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  // The fields are found before the CPU is slowed: Playwright's role queries run on the page's main
  // thread, and at 4x one took longer than the keys it would be timing.
  const fields = await Promise.all(TYPED.map(([label]) => page.getByRole('textbox', { name: label, exact: true }).first().elementHandle()));
  await startLongTasks(page);
  const cdp = await page.context().newCDPSession(page);
  const workSince = await countWork(cdp);
  // Summed over the person's keys, the focus and select-all of each field included.
  let work: Work | undefined;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  let keys = 0;
  try {
    for (const [i, [, value]] of TYPED.entries()) {
      await fields[i]!.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(value, { delay: 120 });
      keys += value.length;
    }
    // The last key's entry is reported after its frame.
    await page.waitForTimeout(500);
    work = await workSince();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  const slow = await page.evaluate(() => [...(window as unknown as { __interactions: Map<number, [number, number]> }).__interactions.values()]);
  return {
    keys,
    inp_ms: Math.round(Math.max(0, ...slow.map(([duration]) => duration))),
    to_paint_ms: slow.map(([duration]) => duration),
    handlers_ms: slow.map(([, handlers]) => handlers),
    work: work!,
    long_tasks: longTaskFigures(await takeLongTasks(page)),
  };
}

/** The same first open with the server on PostgreSQL, the production database (DATABASE_URL). */
async function firstOpenOnPostgres() {
  let taskId = 0;
  const site = await openBenchSite(async (db) => {
    taskId = await seedLargeTask(db);
  }, 'postgres');
  try {
    const opens: Record<string, number | null>[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const { context, figures } = await firstOpen(site, taskId);
      await context.close();
      opens.push(figures);
    }
    return medianOfRuns(opens);
  } finally {
    await site.close();
  }
}

/**
 * A first open on a new tablet, then the task reopened offline and online: the figures of one run.
 * The page is left offline, open on the task.
 */
async function openAndReopen(site: BenchSite, taskId: number) {
  const { context, page, figures } = await firstOpen(site, taskId);
  let t0: number;

  await context.setOffline(true);
  t0 = performance.now();
  await page.reload();
  await page.getByText(`显示 ${PEOPLE} 人`).waitFor();
  const reopenOfflineMs = performance.now() - t0;
  const reopenOfflineInPageMs = await listShownInPage(page);

  // Online again, a reload fetches the task anew (mostly as it was) and stores it: until the stamp
  // of that store, a change of the task would wait.
  await context.setOffline(false);
  const stamp = () =>
    page.evaluate(
      ([name, key]) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const get = open.result.transaction('settings').objectStore('settings').get(key);
            get.onsuccess = () => {
              resolve(typeof get.result?.value === 'number' ? get.result.value : 0);
              open.result.close();
            };
          };
        }),
      [PORTAL_DB_NAME, MIRROR_STAMP.task(taskId)] as const,
    );
  const before = await stamp();
  t0 = performance.now();
  await page.reload();
  await page.getByText(`显示 ${PEOPLE} 人`).waitFor();
  const reopenOnlineListMs = performance.now() - t0;
  const reopenOnlineInPageMs = await listShownInPage(page);
  while ((await stamp()) === before) await page.waitForTimeout(50);
  const reopenOnlineStoredMs = performance.now() - t0;
  await context.setOffline(true);
  return {
    context,
    page,
    figures: {
      ...figures,
      reopen_task_offline_ms: Math.round(reopenOfflineMs),
      reopen_task_offline_list_on_screen_in_page_ms: reopenOfflineInPageMs,
      reopen_task_online_list_ms: Math.round(reopenOnlineListMs),
      reopen_task_online_list_on_screen_in_page_ms: reopenOnlineInPageMs,
      reopen_task_online_stored_on_device_ms: Math.round(reopenOnlineStoredMs),
    },
  };
}

export async function run(): Promise<Record<string, unknown>> {
  let taskId = 0;
  const site = await openBenchSite(async (db) => {
    taskId = await seedLargeTask(db);
  });
  try {
    const opens: Record<string, number | null>[] = [];
    let opened: Awaited<ReturnType<typeof openAndReopen>> | undefined;
    for (let i = 0; i < RUNS; i += 1) {
      await opened?.context.close();
      opened = await openAndReopen(site, taskId);
      opens.push(opened.figures);
    }
    // The last tablet, offline on the task, is the one filtered, switched and typed on.
    const { context, page } = opened!;

    await startLongTasks(page);
    const filterMs: number[] = [];
    // The status row (全部 未量 已量 未试袖 返修) comes before the gender row (全部 男 女).
    const segment = (label: string, nth = 0) => page.getByText(label, { exact: true }).nth(nth).click();
    for (let round = 0; round < 3; round += 1) {
      for (const label of ['未量', '已量', '返修', '全部']) filterMs.push(await timed(page, () => segment(label), await shown(page)));
      for (const label of ['男', '女']) filterMs.push(await timed(page, () => segment(label), await shown(page)));
      filterMs.push(await timed(page, () => segment('全部', 1), await shown(page)));
    }
    const filterLong = await takeLongTasks(page);

    const keyword = page.getByRole('textbox', { name: '请输入关键字' });
    const typingMs: number[] = [];
    for (const text of ['员工1', '员工12', '员工123', '员工1234']) {
      typingMs.push(await timed(page, () => keyword.fill(text), await shown(page)));
    }
    await keyword.fill('');
    await page.getByText(`显示 ${PEOPLE} 人`).waitFor();
    const typingLong = await takeLongTasks(page);

    // Two moments of a switch: the list marks the clicked person, then the panel shows them.
    const switchMs: number[] = [];
    const panelMs: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const option = page.getByRole('option').nth(i * 2);
      const name = (await option.textContent())?.match(/员工\d+/)?.[0] ?? '';
      const t = performance.now();
      await option.click();
      await page.locator('[aria-selected="true"]').filter({ hasText: name }).first().waitFor();
      switchMs.push(performance.now() - t);
      await page.getByRole('heading', { name, exact: true }).waitFor();
      panelMs.push(performance.now() - t);
    }
    const switchLong = await takeLongTasks(page);

    // The same two moments timed inside the page, from the click to the frame that shows them: the
    // figures above include Playwright's own polling (its role queries walk the whole page).
    // tsx keeps function names with a `__name` helper that the page does not have.
    await page.evaluate('window.__name = (f) => f');
    const inPage = await page.evaluate(async () => {
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      // A figure that never comes fails the bench rather than holding it forever.
      const until = async (done: () => boolean, what: string) => {
        const giveUpAt = performance.now() + 10_000;
        for (;;) {
          const at = await frame();
          if (done()) return at;
          if (at > giveUpAt) throw new Error(`not on screen within 10 s: ${what}`);
        }
      };
      const marked: number[] = [];
      const shown: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const rows = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
        const row = rows[1 + i * 2]!;
        const name = /员工\d+/.exec(row.textContent ?? '')?.[0] ?? '';
        await frame();
        const t0 = performance.now();
        row.click();
        marked.push((await until(() => row.getAttribute('aria-selected') === 'true', `${name} marked`)) - t0);
        // Any heading level: the panel's title is drawn at one size whatever its level in the page.
        shown.push((await until(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].some((h) => h.textContent === name), `${name}'s panel`)) - t0);
      }
      return { marked, shown };
    });
    const inPageLong = await takeLongTasks(page);
    // Three people's fields typed, each opened as a measurer does; the figure is the median person's.
    const typed = [];
    for (const i of [1, 3, 5]) {
      const option = page.getByRole('option').nth(i);
      const name = (await option.textContent())?.match(/员工\d+/)?.[0] ?? '';
      await option.click();
      await page.getByRole('heading', { name, exact: true }).waitFor();
      typed.push(await typeMeasurementsSlowed(page, 4));
    }
    const inp = typed.map((r) => r.inp_ms).sort((a, b) => a - b);
    const typingMeasurements = {
      cpu_slowdown: 4,
      people: typed.length,
      keys_each: typed[0]!.keys,
      inp_ms: inp[1],
      inp_spread: [inp[0], inp[2]],
      long_tasks: { count: typed.reduce((n, r) => n + r.long_tasks.count, 0), max_ms: Math.max(...typed.map((r) => r.long_tasks.max_ms)) },
      // Every key's interaction of the three people that Event Timing reports (16 ms or more, so
      // the figures are of the slower keys): less at the mercy of one slow moment than the
      // slowest key or a count of long tasks, so it is what an A/B of the panel compares.
      key_to_paint: stats(typed.flatMap((r) => r.to_paint_ms)),
      key_handlers: stats(typed.flatMap((r) => r.handlers_ms)),
      // What Chromium counts of the main thread's work a key: the A/B figure whose counts do not
      // move with the machine (layouts, style recalculations), beside its times, which do.
      work_per_key: workPerKey(typed),
    };
    await context.setOffline(false);

    return {
      people: PEOPLE,
      browser: 'system Chromium, headless, 1024x768, service worker on',
      open_runs: RUNS,
      ...medianOfRuns(opens),
      filter_to_count_on_screen: stats(filterMs),
      keyword_to_count_on_screen: stats(typingMs),
      switch_person_list_marked: stats(switchMs),
      switch_person_panel_shown: stats(panelMs),
      long_tasks_while_filtering: longTaskFigures(filterLong),
      long_tasks_while_typing: longTaskFigures(typingLong),
      long_tasks_while_switching_person: longTaskFigures(switchLong),
      switch_person_list_marked_in_page: stats(inPage.marked),
      switch_person_panel_shown_in_page: stats(inPage.shown),
      long_tasks_while_switching_person_in_page: longTaskFigures(inPageLong),
      typing_measurements_4x_cpu: typingMeasurements,
      first_open_postgres: process.env.DATABASE_URL ? await firstOpenOnPostgres() : 'skipped: DATABASE_URL not set',
    };
  } finally {
    await site.close();
  }
}
