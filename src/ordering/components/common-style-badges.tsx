import { ActionIcon, Badge, Group } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { ApiError } from '@/api/api-error';
import type { CommonStyle, useDeleteCommonStyle } from '@/ordering/api/common-styles';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import { useWarn } from '@/ui/use-warn';

type CommonStyleBadgesProps = {
  styles: CommonStyle[];
  /** The deletion, held by the search so its answer is still heard once the last badge is gone. */
  remove: ReturnType<typeof useDeleteCommonStyle>;
};

/** The user's common styles of the category, each deletable after a confirmation (deleting needs the server). */
export function CommonStyleBadges({ styles, remove }: CommonStyleBadgesProps) {
  const { t } = useTranslation('ordering');
  const warn = useWarn();
  const confirmDelete = (style: CommonStyle) =>
    confirmAction({
      title: t('commonStyleDelete'),
      message: t('commonStyleDeleteConfirm'),
      danger: true,
      cancelled: t('commonStyleDeleteCancelled'),
      onConfirm: () =>
        remove.mutate(style, {
          onSuccess: () => notify.success(t('commonStyleDeleted'), { autoClose: 2500 }),
          onError: (e) => warn(e instanceof ApiError && e.kind !== 'network' ? { key: 'serverMessage', params: { message: e.message } } : 'offlineCommonStyles'),
        }),
    });

  return (
    <Group gap={6} mt={6} data-testid="common-styles">
      {styles.map((c) => (
        <Badge
          key={c.id}
          variant="light"
          rightSection={
            <ActionIcon size={14} variant="transparent" color="red" onClick={() => confirmDelete(c)} aria-label={`${t('commonStyleDelete')} ${c.name}`}>
              ×
            </ActionIcon>
          }
        >
          {c.name}
        </Badge>
      ))}
    </Group>
  );
}
