import { createTheme, DEFAULT_THEME, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { TFunction } from '@/ui/i18n';
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

/** Every palette of Mantine's but `dark` (already dark), and the brand's navy, made readable once. */
const PALETTES = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, navy: NAVY })
    .filter(([name]) => name !== 'dark')
    .map(([name, shades]) => [name, readablePalette(shades)]),
);

/**
 * The app's theme in the reader's language: the colours are chosen here once for every screen, and
 * the controls Mantine draws without words (a dialog's or a toast's close, a field's clear, the
 * pages' arrows) get their names here, so no screen can leave one unnamed.
 */
export function appTheme(t: TFunction): MantineThemeOverride {
  const pageLabels = { first: t('paging.first'), previous: t('paging.previous'), next: t('paging.next'), last: t('paging.last') };
  return createTheme({
    primaryColor: 'navy',
    colors: PALETTES,
    // Declared once, in CSS, for the screens that paint before Mantine loads (./styles/first-paint.css).
    fontFamily: 'var(--app-font-family)',
    defaultRadius: 'md',
    // A reader who asked their system for less motion gets dialogs, menus and toasts without their
    // transitions (Mantine ignores the setting unless told).
    respectReducedMotion: true,
    components: {
      // Toasts show on every screen, the tablets' too: their close button is a finger-sized target.
      Notification: { defaultProps: { closeButtonProps: { size: 44, 'aria-label': t('actions.close') } } },
      CloseButton: { defaultProps: { 'aria-label': t('actions.close') } },
      InputClearButton: { defaultProps: { 'aria-label': t('actions.clear') } },
      // A NavLink that acts (opens a dialog, picks a group) is a button: Mantine draws it as a link
      // without an address, which the keyboard never reaches. The ones that go somewhere pass
      // component={Link}.
      NavLink: { defaultProps: { component: 'button' } },
      Pagination: { defaultProps: { getControlProps: (control: keyof typeof pageLabels) => ({ 'aria-label': pageLabels[control] }) } },
    },
  });
}
