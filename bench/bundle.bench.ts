/**
 * What a first visit downloads: the gzip size of every script and stylesheet that /login and /home
 * need before they render (the entry, the route's lazy chunks, and all their static imports),
 * walked from Vite's build manifest. three.js and xlsx must never be among them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

const DIST = 'dist';

/** The lazy modules each route loads before its first paint (src/app/router.tsx). */
// Each also loads the reader's language before the first render (src/app/i18n.ts): sign-in its
// first chunk, the screens behind it the rest too. Chinese, the larger, is counted.
const ROUTES: Record<string, string[]> = {
  '/login': ['src/features/login/login-page.tsx', 'src/app/locales/zh-core.ts'],
  '/home': ['src/app/layout/app-layout.tsx', 'src/app/home/home-page.tsx', 'src/app/locales/zh-core.ts', 'src/app/locales/zh-rest.ts'],
};

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key} in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function run(): Promise<Record<string, unknown>> {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const manifestPath = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('no build manifest');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('no entry chunk');

  const figures: Record<string, unknown> = {};
  for (const [route, lazy] of Object.entries(ROUTES)) {
    const files = [...closure(manifest, [entry, ...lazy])];
    const heavy = files.filter((f) => /three|xlsx/.test(f));
    const gzip = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(DIST, f)), { level: 9 }).length, 0);
    const raw = files.reduce((sum, f) => sum + readFileSync(path.join(DIST, f)).length, 0);
    figures[`${route} first load, gzip KB`] = kb(gzip);
    figures[`${route} first load, raw KB`] = kb(raw);
    figures[`${route} files`] = files.length;
    figures[`${route} includes three.js or xlsx`] = heavy.length > 0 ? heavy.join(', ') : 'no';
  }
  return figures;
}
