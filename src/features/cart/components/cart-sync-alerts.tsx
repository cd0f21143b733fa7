import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { notifyUnexpected } from '@/ui/notify-unexpected';
import { discardMutation } from '@/sync/sync.client';
import type { CartOutbox } from '../api/use-cart-replay';

/**
 * The cart's queued changes: how many still wait for the network, and each one the server refused,
 * with its reason and a way to drop it (the changes after it wait until then).
 */
export function CartSyncAlerts({ outbox, onDiscarded }: { outbox: CartOutbox; onDiscarded: () => unknown }) {
  const { t } = useTranslation('cart');
  return (
    <>
      {outbox.waiting.length > 0 && (
        <Alert color="orange" variant="light" mb="md" data-testid="cart-waiting">
          {t('waiting', { count: outbox.waiting.length })}
        </Alert>
      )}
      {outbox.failed.map((m) => (
        <Alert key={m.id} color="red" mb="md" data-testid="cart-sync-failed" title={t('syncFailed', { summary: m.summary })}>
          <Group justify="space-between">
            <Text size="sm">{m.error}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={async () => {
                try {
                  await discardMutation(m.id);
                } catch (err) {
                  return notifyUnexpected(err);
                }
                await onDiscarded();
              }}
            >
              {t('discardChange')}
            </Button>
          </Group>
        </Alert>
      ))}
    </>
  );
}
