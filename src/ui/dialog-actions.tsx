import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';

type DialogActionsProps = {
  onCancel: () => void;
  /** Without it the confirm button submits the surrounding form. */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  loading?: boolean;
  danger?: boolean;
  disabled?: boolean;
  confirmTestId?: string;
};

/** The buttons at the foot of every dialog: cancel on the left of the one action. */
export function DialogActions({ onCancel, onConfirm, confirmLabel, cancelLabel, loading, danger, disabled, confirmTestId }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('common:actions.cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        loading={loading}
        color={danger ? 'red' : undefined}
        disabled={disabled}
        data-testid={confirmTestId}
      >
        {confirmLabel ?? t('common:actions.confirm')}
      </Button>
    </Group>
  );
}
