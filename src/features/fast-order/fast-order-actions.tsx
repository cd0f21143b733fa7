import { Button } from '@mantine/core';
import { ActionBar } from '@/ui/action-bar';
import { confirmAction } from '@/ui/confirm';
import { useTranslation } from '@/ui/i18n';
import { useFastOrder } from '@/ordering/state/fast-order-context';

type FastOrderActionsProps = { onSubmit: () => void; sending: boolean };

/** The fast order's bar: clear the form (after asking) and submit it. */
export function FastOrderActions({ onSubmit, sending }: FastOrderActionsProps) {
  const { t } = useTranslation('ordering');
  const { dispatch, work } = useFastOrder();

  const clearForm = () =>
    confirmAction({
      title: t('clearForm'),
      message: t('clearFormConfirm'),
      danger: true,
      cancelled: t('cancelled'),
      onConfirm: () => dispatch({ type: 'reset' }),
    });

  return (
    <ActionBar>
      <Button variant="default" onClick={clearForm} data-testid="fast-clear">
        {t('clearForm')}
      </Button>
      {/* Submit sends the form as it stands, so it waits for a choice the rules worker is still applying. */}
      <Button size="md" color="red" onClick={onSubmit} loading={sending || work.pending} data-testid="fast-submit">
        {t('submit')}
      </Button>
    </ActionBar>
  );
}
