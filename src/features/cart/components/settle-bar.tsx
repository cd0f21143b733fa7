import type { Ref } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { Money } from '@/ui/money';

type SettleBarProps = { count: number; total: string; onDelete: () => void; onSettle: () => void; settleRef?: Ref<HTMLButtonElement> };

/** The cart's sticky footer: delete the selected orders, their total, settle. */
export function SettleBar({ count, total, onDelete, onSettle, settleRef }: SettleBarProps) {
  const { t } = useTranslation('cart');
  return (
    <Paper withBorder p="md" mt="md" radius="md" pos="sticky" bottom={0}>
      <Group justify="space-between">
        <Group>
          <Button variant="light" color="red" onClick={onDelete}>
            {t('deleteSelected')}
          </Button>
          <Text size="sm">{t('selected', { count })}</Text>
        </Group>
        <Group>
          <Text>
            {t('total')}:{' '}
            <Text span fw={700} size="lg" c="red" data-testid="cart-total">
              <Money yuan={total} />
            </Text>
          </Text>
          <Button ref={settleRef} size="md" onClick={onSettle} data-testid="settle">
            {t('settle')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
