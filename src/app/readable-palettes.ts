/**
 * How the theme's palettes are made readable (WCAG 2.1 AA): Mantine's own and the brand's navy,
 * each strong shade darkened until text in it reads on every light surface. The app does not run
 * this as it starts: `npm run palettes` writes its answer to ./palettes.ts, which the theme reads,
 * and ./theme.test.ts checks that file is still what this gives (a Mantine upgrade that changes its
 * colours fails there).
 */
import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { contrastRatio, darker, readableOn } from './contrast';

/**
 * The light surfaces text sits on: the page, the grey of headers, footers and striped rows, and the
 * light blue of a selected row. Every colour that shows as text must read on each of them.
 */
export const SURFACES = ['#ffffff', '#f8f9fa', '#f1f3f5', '#e7f5ff'] as const;

/** A little over WCAG AA's 4.5:1 for text, so rounding in a browser never falls under it. */
const TEXT_RATIO = 4.6;

/** The colour darkened until it reads on every surface. */
const readableOnSurfaces = (hex: string) => SURFACES.reduce((c, s) => readableOn(c, s, TEXT_RATIO), hex);

const darkest = (a: string, b: string) => (contrastRatio(a, '#ffffff') >= contrastRatio(b, '#ffffff') ? a : b);

/**
 * A palette whose strong shades read in a bright workshop. Mantine draws text, filled buttons and
 * badges, links and the dimmed grey with shade 6 (the primary shade), and a light badge's or
 * alert's words with shade 9 on shade 1: Mantine's own shade 6 reads at 2.4 to 3.6:1 for red,
 * orange, teal, green and grey. Shade 6 is darkened until it reads on every surface (and white
 * reads on it), 7 and 8 (hovers) stay darker still, and 9, no lighter than 8, reads on the light backgrounds 1 and 2.
 * The light shades 0 to 5 (backgrounds, borders) are Mantine's.
 */
export function readablePalette(shades: MantineColorsTuple): MantineColorsTuple {
  const six = readableOnSurfaces(shades[6]);
  const seven = darkest(shades[7], darker(six, 0.1));
  const eight = darkest(shades[8], darker(six, 0.2));
  const nine = readableOn(readableOn(darkest(shades[9], eight), shades[1], TEXT_RATIO), shades[2], TEXT_RATIO);
  return [shades[0], shades[1], shades[2], shades[3], shades[4], shades[5], six, seven, eight, nine];
}

const NAVY: MantineColorsTuple = ['#eef3f9', '#d9e3ef', '#b0c4dd', '#84a3cb', '#6087bb', '#4a76b1', '#3d6dae', '#2f5c99', '#26518a', '#1f3a5f'];

/** Every palette of Mantine's but `dark` (already dark), and the brand's navy, made readable. */
export const readablePalettes = (): Record<string, MantineColorsTuple> =>
  Object.fromEntries(
    Object.entries({ ...DEFAULT_THEME.colors, navy: NAVY })
      .filter(([name]) => name !== 'dark')
      .map(([name, shades]) => [name, readablePalette(shades)]),
  );
