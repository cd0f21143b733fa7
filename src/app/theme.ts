import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'navy',
  colors: {
    navy: ['#eef3f9', '#d9e3ef', '#b0c4dd', '#84a3cb', '#6087bb', '#4a76b1', '#3d6dae', '#2f5c99', '#26518a', '#1f3a5f'],
  },
  // Declared once, in CSS, for the screens that paint before Mantine loads (./styles/first-paint.css).
  fontFamily: 'var(--app-font-family)',
  defaultRadius: 'md',
  components: {
    // Toasts show on every screen, the tablets' too: their close button is a finger-sized target.
    Notification: { defaultProps: { closeButtonProps: { size: 44 } } },
  },
});
