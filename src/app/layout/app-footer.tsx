import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const COPYRIGHT_START_YEAR = 1985;

/** Spec 1 §2 footer: company, ©1985 to the current year, filing number. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" py="md" px="lg" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="xs" c="dimmed" data-testid="footer">
        {t('footer.company')} · © {COPYRIGHT_START_YEAR}–{new Date().getFullYear()} · {t('footer.filing')}
      </Text>
    </Box>
  );
}
