import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import classes from './page-main.module.css';

/**
 * A page's one main landmark, opened by its h1, the portal's name (for a screen reader's list of
 * headings; not drawn). Each screen's visible title is then its h2 and its sections' titles h3,
 * so a screen's headings go down one level at a time.
 */
export function PageMain({ children, ...box }: BoxProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" {...box}>
      <h1 className={classes.title}>{t('app.name')}</h1>
      {children}
    </Box>
  );
}
