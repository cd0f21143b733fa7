import { memo } from 'react';
import { Box, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { ExchangeRate } from '@/domain/shared/money';

export const COPYRIGHT_START_YEAR = 1985;

/**
 * Spec 1 §2 footer: company, ©1985 to the current year, filing number; in English, the rate the
 * dollar amounts use and its day (or that amounts are in yuan until one is known). Memoised, as
 * the header: the layout around it draws again more often than the rate changes.
 */
export const AppFooter = memo(function AppFooter({ rate }: { rate: ExchangeRate | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="footer" py="md" px="lg" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {i18n.language === 'en' && (
        <Text size="xs" c="dimmed" data-testid="exchange-rate">
          {rate ? t('footer.rate', { rate: Number(rate.cny_per_usd).toFixed(4), date: rate.date }) : t('footer.noRate')}
        </Text>
      )}
      <Text size="xs" c="dimmed" data-testid="footer">
        {t('footer.company')} · © {COPYRIGHT_START_YEAR}–{new Date().getFullYear()} · {t('footer.filing')}
      </Text>
    </Box>
  );
});
