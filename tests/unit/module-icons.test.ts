/**
 * The module icons: home draws them in the page (src/app/home/module-icons.tsx), and the modules'
 * API names them as views of one SVG file (`/icons/modules.svg#scissors`, written from the same
 * drawings by scripts/make-icons.ts). Each module's icon must be drawn in the page, and be a view of
 * the file, square, holding the page's drawing.
 */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModuleIcon, ModuleIconDrawing, moduleIconOf } from '@/app/home/module-icons';
import { MODULE_BY_CODE } from '@/domain/modules';

const sprite = readFileSync('public/icons/modules.svg', 'utf8');
const views = new Map([...sprite.matchAll(/<view id="([a-z]+)" viewBox="0 (\d+) 48 48"\/>/g)].map((m) => [m[1]!, Number(m[2])]));
const height = Number(/viewBox="0 0 48 (\d+)"/.exec(sprite)?.[1]);

describe('the module icons', () => {
  it.each([...MODULE_BY_CODE.values()].map((m) => [m.backendCode, m.icon]))('%s has its icon %s drawn in the page and as a view of the file', (_, icon) => {
    const imgUrl = `/icons/modules.svg#${icon}`;
    const name = moduleIconOf(imgUrl);
    expect(name).toBe(icon);
    const inPage = renderToStaticMarkup(createElement(ModuleIcon, { imgUrl }));
    expect(inPage).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
    expect(inPage).not.toContain('<img');

    const y = views.get(icon);
    expect(y, `a view for ${icon}`).toBeDefined();
    expect(y! + 48).toBeLessThanOrEqual(height);
    expect(sprite).toContain(`<g transform="translate(0 ${y})">${renderToStaticMarkup(createElement(ModuleIconDrawing, { name: name! }))}</g>`);
  });

  it('shows an address that is not one of the views as an image', () => {
    for (const imgUrl of ['/icons/other.svg', '/icons/modules.svg#nothing', '/icons/modules.svg#constructor', 'https://example.com/a.png']) {
      expect(moduleIconOf(imgUrl)).toBeNull();
      expect(renderToStaticMarkup(createElement(ModuleIcon, { imgUrl }))).toContain(`<img src="${imgUrl}" alt="" width="48" height="48"/>`);
    }
  });
});
