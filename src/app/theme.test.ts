import { describe, expect, it } from 'vitest';
import type { MantineColorsTuple } from '@mantine/core';
import type { TFunction } from '@/ui/i18n';
import { contrastRatio } from './contrast';
import { PALETTES } from './palettes';
import { readablePalettes, SURFACES } from './readable-palettes';
import { appTheme } from './theme';

const theme = appTheme(((key: string) => key) as unknown as TFunction);
const palettes = Object.entries(theme.colors ?? {}) as [string, MantineColorsTuple][];

describe('the theme reads in a bright workshop (WCAG 2.1 AA)', () => {
  it('reads the palettes the rules give (after a Mantine upgrade that changes them: npm run palettes)', () => {
    expect(PALETTES).toEqual(readablePalettes());
  });

  it('has its palettes', () => {
    expect(palettes.map(([name]) => name)).toEqual(expect.arrayContaining(['navy', 'gray', 'red', 'orange', 'teal', 'green', 'blue']));
  });

  it.each(palettes)('%s: text in shade 6 (text, links, the dimmed grey) reads at 4.5:1 on every surface, and white on it (filled buttons, badges)', (_, shades) => {
    for (const surface of SURFACES) expect(contrastRatio(shades[6], surface), `${shades[6]} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    // Filled controls and their hover shade carry white words.
    for (const shade of [6, 7, 8] as const) expect(contrastRatio('#ffffff', shades[shade]), `white on shade ${shade}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(palettes)('%s: a light badge or alert (shade 9 on shade 1 or 2) reads at 4.5:1', (_, shades) => {
    for (const bg of [1, 2] as const) expect(contrastRatio(shades[9], shades[bg]), `9 on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring (the primary colour) stands out at 3:1 from every surface', () => {
    const primary = theme.colors![theme.primaryColor!]![6];
    for (const surface of SURFACES) expect(contrastRatio(primary, surface)).toBeGreaterThanOrEqual(3);
  });

  it('names the wordless controls Mantine draws, in the reader\'s words', () => {
    const props = (name: string) => theme.components![name]!.defaultProps as Record<string, unknown>;
    expect(props('CloseButton')['aria-label']).toBe('actions.close');
    expect(props('InputClearButton')['aria-label']).toBe('actions.clear');
    const control = props('Pagination').getControlProps as (c: string) => Record<string, string>;
    expect(['first', 'previous', 'next', 'last'].map((c) => control(c)['aria-label'])).toEqual(['paging.first', 'paging.previous', 'paging.next', 'paging.last']);
  });
});
