// Draws the module icons (one SVG) and the app icons (PNG, rendered by the system Chromium).
// Run: npx tsx scripts/make-icons.ts — the outputs are committed under public/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MODULE_ICON_NAMES, ModuleIconDrawing } from '../src/app/home/module-icons';
import { AppMark } from '../src/ui/app-mark';

// The module icons in one file, each shown by its view (`/icons/modules.svg#scissors`), the
// icons' addresses in the modules' API; home draws the same drawings in the page (docs/speed.md).
const icons = MODULE_ICON_NAMES.map((name, i) => {
  const y = i * 48;
  return {
    view: `<view id="${name}" viewBox="0 ${y} 48 48"/>`,
    drawing: `<g transform="translate(0 ${y})">${renderToStaticMarkup(createElement(ModuleIconDrawing, { name }))}</g>`,
  };
});
const height = icons.length * 48;
mkdirSync('public/icons', { recursive: true });
writeFileSync(
  'public/icons/modules.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="${height}" viewBox="0 0 48 ${height}">\n${icons.map((i) => i.view).join('\n')}\n${icons.map((i) => i.drawing).join('\n')}\n</svg>\n`,
);

// The app mark, as screens draw it (src/ui/app-mark.tsx); the PNGs are drawn from it below. The
// favicon is a PNG too: an SVG one is drawn by Chromium as a document of its own on the page's main
// thread at every load (3-29 ms at full speed, traced on /home; docs/speed.md).
const mark = (padded: boolean) => renderToStaticMarkup(createElement(AppMark, { padded }));

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();
for (const [file, size, maskable] of [
  ['icon-32.png', 32, false],
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${mark(maskable)}`);
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
}
await browser.close();
console.log('icons written');
