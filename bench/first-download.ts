/**
 * What a first visit downloads, read off Vite's build manifest: every script and stylesheet a
 * route needs before it renders (the entry, the route's lazy chunks and all their static
 * imports). Shared by the bundle bench (the figures) and the budget test (the limits).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

/** The lazy modules each route loads before its first paint (src/app/router.tsx and, for every screen behind sign-in, the table src/app/signed-in-routes.tsx). */
// Each also loads the first chunk of the reader's language before the first render
// (src/app/i18n.ts, src/app/router.tsx); Chinese, the larger, is counted.
export const FIRST_SCREENS: Record<string, string[]> = {
  '/login': ['src/features/login/login-page.tsx', 'src/app/locales/zh-core.ts'],
  '/home': ['src/app/signed-in-routes.tsx', 'src/app/mantine-shell.tsx', 'src/app/layout/app-layout.tsx', 'src/app/home/home-page.tsx', 'src/app/locales/zh-core.ts'],
  // A deep link to a measuring task the tablet holds, as a measurer reopens it: the route's
  // preparation, the screen, every namespace and the rest of Mantine's styles. (A first open also
  // asks for the mirror's module, with the changes' schemas, beside them: first-open.ts.)
  '/home/measuringDetails': [
    'src/app/signed-in-routes.tsx',
    'src/app/mantine-shell.tsx',
    'src/app/layout/app-layout.tsx',
    'src/features/measuring/before-screen.ts',
    'src/features/measuring/measuring-details-page.tsx',
    'src/app/styles/rest.ts',
    'src/app/locales/zh-core.ts',
    'src/app/locales/zh-rest.ts',
  ],
};

export type FirstDownload = { files: string[]; gzipBytes: number; rawBytes: number };

export function firstDownload(distDir: string, route: string): FirstDownload {
  return downloadOf(distDir, FIRST_SCREENS[route]!);
}

/**
 * What the entry and `modules` (their source paths) load before they run: each chunk with its
 * stylesheets and static imports, as the browser fetches them.
 */
export function downloadOf(distDir: string, modules: string[]): FirstDownload {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('no entry chunk in the build manifest');
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
  [entry, ...modules].forEach(visit);
  const list = [...files];
  const read = (f: string) => readFileSync(path.join(distDir, f));
  return {
    files: list,
    gzipBytes: list.reduce((sum, f) => sum + gzipSync(read(f), { level: 9 }).length, 0),
    rawBytes: list.reduce((sum, f) => sum + read(f).length, 0),
  };
}

/** The first download's files that carry a library the route must not download. */
export function heavyFiles(distDir: string, download: FirstDownload): Record<string, string[]> {
  // Each script read once, then searched for every library.
  const scripts = download.files.filter((f) => f.endsWith('.js')).map((file) => ({ file, text: readFileSync(path.join(distDir, file), 'utf8') }));
  const carrying = (test: (s: { file: string; text: string }) => boolean) => scripts.filter(test).map((s) => s.file);
  return {
    'three.js': carrying((s) => /three/.test(s.file) || s.text.includes('WebGLRenderer')),
    xlsx: carrying((s) => /xlsx/.test(s.file) || s.text.includes('SheetJS')),
    zod: carrying((s) => s.text.includes('ZodError')),
    // Dexie's own error class; a chunk that only names Dexie's file (a preload list) does not count.
    Dexie: carrying((s) => s.text.includes('DatabaseClosedError')),
    'the sync engine': carrying((s) => /sync\.client|queued-kinds/.test(s.file)),
    // The hook every Mantine component reads its theme with; its error text survives minification.
    Mantine: carrying((s) => s.text.includes('MantineProvider was not found')),
    // A warning of react-router's development build, which its package hands every bundler.
    'react-router warnings': carrying((s) => s.text.includes('Matched leaf route at location')),
  };
}
