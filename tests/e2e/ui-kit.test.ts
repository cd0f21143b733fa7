/**
 * The shared DataTable in a real browser, on a page of its own (tests/e2e/kit): past 300 rows it
 * renders only the rows in view, keeps the row numbers and the selection of every row, not only of
 * the rendered ones.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, TABLET, useBrowser } from './support';

const OUT = path.resolve('.test-output/kit');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

describe('the shared data table', () => {
  const browser = useBrowser();
  let server: http.Server;
  let url = '';

  beforeAll(async () => {
    const build = spawnSync('npx', ['vite', 'build', '--config', 'tests/e2e/kit/vite.config.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', KIT_OUT_DIR: OUT } });
    if (build.status !== 0) throw new Error('kit build failed');
    server = http.createServer((req, res) => {
      const file = path.join(OUT, !req.url || req.url === '/' ? 'index.html' : req.url.split('?')[0]!);
      try {
        res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      } catch {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('renders only the rows in view of a 1,000-row page, numbers them, and selects all of them at once', async () => {
    const context = await newContext(browser(), { viewport: TABLET });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('table').waitFor();
    const rendered = await page.getByTestId('row').count();
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(100);
    expect(await page.getByTestId('row').first().textContent()).toBe('1Person 1');

    // Scrolled to the middle, the rows there are rendered with their own numbers.
    await page.getByTestId('table-viewport').evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
    await expect.poll(() => page.getByTestId('row').first().textContent()).toMatch(/^4\d\dPerson 4\d\d$/);
    const [number, name] = (await page.getByTestId('row').first().textContent())!.split('Person ');
    expect(number).toBe(name);
    expect(await page.getByTestId('row').count()).toBeLessThan(100);

    await page.getByRole('checkbox', { name: 'all' }).check();
    await expect.poll(() => page.getByTestId('selected').textContent()).toBe('1000');
    // A row well inside the view: the first rendered one is overscan, half under the sticky header.
    await page.getByTestId('row').nth(4).getByRole('checkbox').uncheck();
    await expect.poll(() => page.getByTestId('selected').textContent()).toBe('999');
    await context.close();
  });
});
