/**
 * Every measurement a measurer or seller types has its how-to-measure figure and line: each body
 * item the code names and the demo catalogue holds, and height and weight, has a marker on the
 * silhouette and a line in both languages, so an item added without them fails here. The figure
 * drawn for an item carries that item's marker and line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BODY_ITEM } from '@/domain/catalogue/constants';
import type { LanguageResources } from '@/domain/shared/translator';
import { i18n } from '@/ui/i18n';
import { MeasureGuide } from '@/ui/measure-guide/measure-guide';
import { MARKERS, type GuideKey } from '@/ui/measure-guide/markers';
import { BODY_ITEMS } from '../../server/seed/catalogue-sizes';

const LANGS = ['zh', 'en'] as const;
const guides = Object.fromEntries(
  LANGS.map((lang) => [lang, JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/measure_guide.json`), 'utf8')) as { how: Record<string, string> }]),
) as Record<(typeof LANGS)[number], { how: Record<string, string> }>;

const KNOWN: GuideKey[] = ['height', 'weight', ...new Set([...Object.values(BODY_ITEM), ...BODY_ITEMS.map((b) => b.id)])];

describe('how to measure', () => {
  it.each(KNOWN.map((k) => [k]))('item %s has a marker inside the figure and a line in Chinese and English', (key) => {
    const marker = MARKERS.get(key);
    expect(marker, `marker of ${key}`).toBeDefined();
    if (marker && marker.kind !== 'scale') {
      for (const [x, y] of [marker.from, marker.to]) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(60);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(120);
      }
    }
    for (const lang of LANGS) expect(guides[lang].how[String(key)]?.trim(), `${lang} line of ${key}`).toBeTruthy();
  });

  it('has no marker or line for an item nobody measures', () => {
    const known = new Set(KNOWN.map(String));
    expect([...MARKERS.keys()].map(String).filter((k) => !known.has(k))).toEqual([]);
    for (const lang of LANGS) expect(Object.keys(guides[lang].how).filter((k) => !known.has(k))).toEqual([]);
  });

  it('draws the item asked for: chest round the chest from the front, shoulder width across the back, with their lines', async () => {
    // English comes when the language switches to it, as the app's second language does.
    i18n.init('zh', { measure_guide: guides.zh }, (lang) => Promise.resolve<LanguageResources>(lang === 'en' ? { measure_guide: guides.en } : {}));
    const render = (item: GuideKey, name: string) => renderToStaticMarkup(createElement(MantineProvider, null, createElement(MeasureGuide, { item, name })));

    const chest = render(BODY_ITEM.chest, '胸围');
    expect(chest).toContain('data-guide="2"');
    expect(chest).toContain('data-view="front"');
    expect(chest).toContain('data-marker="girth"');
    // The tape's loop at the chest's level, from one side of the body to the other.
    expect(chest).toContain('M19.5 31A10.5 2 0 0 0 40.5 31');
    expect(chest).toContain('如何测量：胸围');
    expect(chest).toContain(guides.zh.how['2']);

    await i18n.changeLanguage('en');
    const shoulder = render(BODY_ITEM.shoulder, 'Shoulder width');
    expect(shoulder).toContain('data-view="back"');
    expect(shoulder).toContain('data-marker="span"');
    expect(shoulder).toContain('How to measure: Shoulder width');
    expect(shoulder).toContain(guides.en.how['4']!.replace(/'/g, '&#x27;'));
    // An item without a figure draws nothing.
    expect(render(999, 'Unknown')).not.toContain('<figure');
  });
});
