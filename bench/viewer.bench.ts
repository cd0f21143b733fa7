/**
 * The 3D garment viewer, in the system Chromium at 1024x768 on the production build: the
 * gzip size of what opening it downloads (three.js and the viewer's own chunk), the time from the
 * click on 3D preview to the first frame with the garments, and frames per second while the
 * garment is orbited by dragging (headless Chromium draws with software WebGL, so a tablet's GPU
 * does better). The timed figures are the median of RUNS runs (bench/runs.ts), each on a new device.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { openBenchSite, signInAs, type BenchSite } from './browser-support';
import { medianOfRuns, RUNS } from './runs';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function chunkGzip(prefix: string): number {
  const file = readdirSync('dist-bench/assets').find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  if (!file) throw new Error(`no ${prefix} chunk in the build`);
  return gzipSync(readFileSync(`dist-bench/assets/${file}`)).length;
}

/** Opens the viewer from a new fast order on a new device and orbits it: one run's figures. */
async function openAndOrbit(site: BenchSite): Promise<Record<string, number>> {
  const context = await site.browser.newContext({ baseURL: site.base, viewport: { width: 1024, height: 768 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await signInAs(page, '13800000001');
    await page.goto('/home/fastPurchase');
    await page.getByTestId('category-chips').waitFor();
    await page.getByTestId('category-1').click();
    await page.getByTestId('category-2').click();
    await page.getByTestId('fabric-select').click();
    await page.getByRole('option').first().click();

    const clicked = Date.now();
    await page.getByTestId('preview-3d').click();
    const canvas = page.getByTestId('viewer-canvas');
    await canvas.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="viewer-canvas"]')?.hasAttribute('data-first-frame-ms'), undefined, { timeout: 60_000 });
    const firstFrameMs = Date.now() - clicked;

    const box = (await canvas.boundingBox())!;
    // A string, so the bundler's helpers (tsx names inner functions) never reach the page.
    await page.evaluate(`window.__frames = 0; (function tick() { window.__frames++; requestAnimationFrame(tick); })();`);
    const orbitStart = Date.now();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 0; i < 60; i++) await page.mouse.move(box.x + box.width / 2 + Math.sin(i / 6) * 150, box.y + box.height / 2 + Math.cos(i / 9) * 40);
    await page.mouse.up();
    const seconds = (Date.now() - orbitStart) / 1000;
    const frames = await page.evaluate<number>('window.__frames');
    return {
      'open to first frame, ms (click to garments drawn, incl. download)': firstFrameMs,
      'frames per second while orbiting, 1024x768 (software WebGL)': Math.round((frames / seconds) * 10) / 10,
    };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<Record<string, unknown>> {
  const site = await openBenchSite(async () => {});
  try {
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await openAndOrbit(site));
    return {
      'three.js chunk, gzip KB': kb(chunkGzip('three-')),
      'viewer chunk, gzip KB': kb(chunkGzip('garment-viewer-')),
      runs: RUNS,
      ...medianOfRuns(runs),
    };
  } finally {
    await site.close();
  }
}
