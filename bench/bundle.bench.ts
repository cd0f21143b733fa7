/**
 * What a first visit downloads: the gzip size of every script and stylesheet that /login and /home
 * need before they render, walked from Vite's build manifest (./first-download.ts). three.js and
 * xlsx must never be among them; tests/e2e/first-download.test.ts holds /login to its budget.
 */
import { spawnSync } from 'node:child_process';
import { FIRST_SCREENS, firstDownload, heavyFiles } from './first-download';

const DIST = 'dist';
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function run(): Promise<Record<string, unknown>> {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const figures: Record<string, unknown> = {};
  for (const route of Object.keys(FIRST_SCREENS)) {
    const download = firstDownload(DIST, route);
    const heavy = heavyFiles(DIST, download);
    figures[`${route} first load, gzip KB`] = kb(download.gzipBytes);
    figures[`${route} first load, raw KB`] = kb(download.rawBytes);
    figures[`${route} files`] = download.files.length;
    figures[`${route} includes three.js or xlsx`] = [...heavy['three.js']!, ...heavy.xlsx!].join(', ') || 'no';
    figures[`${route} includes zod or the sync engine`] = [...heavy.zod!, ...heavy['the sync engine']!].join(', ') || 'no';
    figures[`${route} includes Mantine`] = heavy.Mantine!.join(', ') || 'no';
  }
  return figures;
}
