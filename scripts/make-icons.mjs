// Draws the module icons (one SVG) and the app icons (PNG, rendered by the system Chromium).
// Run: node scripts/make-icons.mjs — the outputs are committed under public/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const GLYPHS = {
  scissors: '<circle cx="7" cy="17" r="2.6"/><circle cx="17" cy="17" r="2.6"/><path d="M8.8 15.2L18 4M15.2 15.2L6 4"/>',
  bolt: '<path d="M13 2.5L5 13.5h6l-1 8 8-11h-6z"/>',
  users: '<circle cx="9" cy="8" r="3.2"/><path d="M3 20c.8-3.4 3.1-5.2 6-5.2s5.2 1.8 6 5.2"/><circle cx="17" cy="9" r="2.4"/><path d="M16.5 14.3c2.3.2 3.9 1.8 4.5 4.7"/>',
  list: '<path d="M8 6h12M8 12h12M8 18h12"/><circle cx="4" cy="6" r="1"/><circle cx="4" cy="12" r="1"/><circle cx="4" cy="18" r="1"/>',
  box: '<path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5z"/><path d="M3.5 7.5L12 12l8.5-4.5M12 12v9"/>',
  id: '<rect x="3" y="5" width="18" height="14" rx="2"/><circle cx="9" cy="11" r="2.2"/><path d="M5.8 16.5c.6-1.6 1.8-2.5 3.2-2.5s2.6.9 3.2 2.5M14.5 10h4M14.5 13.5h3"/>',
  badge: '<rect x="5" y="3" width="14" height="18" rx="2"/><circle cx="12" cy="10" r="2.6"/><path d="M8.5 17c.7-1.9 2-2.9 3.5-2.9s2.8 1 3.5 2.9M10 3v2h4V3"/>',
  fabric: '<path d="M4 5h16v14H4z"/><path d="M4 9h16M4 13h16M4 17h16M8 5v14M12 5v14M16 5v14" stroke-opacity=".45"/>',
  shop: '<path d="M4 9l1.5-5h13L20 9"/><path d="M4 9c0 1.7 1.3 2.6 2.7 2.6S9.3 10.7 9.3 9c0 1.7 1.3 2.6 2.7 2.6s2.7-.9 2.7-2.6c0 1.7 1.3 2.6 2.7 2.6S20 10.7 20 9"/><path d="M5.5 11.5V20h13v-8.5M10 20v-5h4v5"/>',
  truck: '<path d="M2.5 6h11v10h-11zM13.5 9.5h4l3 3.5V16h-7z"/><circle cx="6.5" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>',
  ruler: '<path d="M3 16.5L16.5 3l4.5 4.5L7.5 21z"/><path d="M7 12.5l2 2M10 9.5l2 2M13 6.5l2 2"/>',
  chart: '<path d="M4 20V4M4 20h16"/><path d="M8 16v-5M12 16V8M16 16v-8"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z"/>',
};
const COLORS = ['#2f5c99', '#c2410c', '#0f766e', '#7c3aed', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f', '#0369a1', '#9333ea', '#0e7490', '#a16207', '#b91c1c', '#15803d'];

// The module icons in one file, each shown by its view (`/icons/modules.svg#scissors`): every SVG
// an <img> shows is a document of its own in the page, and fourteen of them cost home some 0.5 s of
// the main thread at 4x CPU; one file is one document (docs/speed.md).
const icons = Object.entries(GLYPHS).map(([name, glyph], i) => {
  const c = COLORS[i % COLORS.length];
  const y = i * 48;
  return {
    view: `<view id="${name}" viewBox="0 ${y} 48 48"/>`,
    drawing: `<g transform="translate(0 ${y})"><rect width="48" height="48" rx="12" fill="${c}" fill-opacity=".12"/><g transform="translate(12 12)" fill="none" stroke="${c}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></g>`,
  };
});
const height = icons.length * 48;
mkdirSync('public/icons', { recursive: true });
writeFileSync(
  'public/icons/modules.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="${height}" viewBox="0 0 48 ${height}">\n${icons.map((i) => i.view).join('\n')}\n${icons.map((i) => i.drawing).join('\n')}\n</svg>\n`,
);

// The app mark: a tape measure curling around a collar, on navy.
const mark = (pad) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${pad ? 0 : 96}" fill="#1f3a5f"/>
  <g transform="translate(256 256) scale(${pad ? 0.72 : 0.9}) translate(-256 -256)" fill="none" stroke-linecap="round" stroke-linejoin="round">
    <path d="M150 150l106 70 106-70" stroke="#ffffff" stroke-width="28"/>
    <path d="M150 150v230h212V150" stroke="#ffffff" stroke-width="28"/>
    <path d="M120 330c60 40 212 40 272 0" stroke="#f5b942" stroke-width="30"/>
    <path d="M170 348v-22M214 356v-26M256 358v-22M298 356v-26M342 348v-22" stroke="#1f3a5f" stroke-width="8"/>
  </g>
</svg>`;
writeFileSync('public/favicon.svg', mark(false));

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();
for (const [file, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${mark(maskable)}`);
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
}
await browser.close();
console.log('icons written');
