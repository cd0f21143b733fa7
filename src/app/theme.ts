import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { TFunction } from '@/ui/i18n';
import { PALETTES } from './palettes';

/**
 * The app's theme in the reader's language: the readable colours (./palettes.ts) for every screen, and
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
