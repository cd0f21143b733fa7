import { confirmAction } from '@/ui/confirm';
import { useTranslation } from '@/ui/i18n';
import { useFastOrder } from '@/ordering/state/fast-order-context';

/**
 * Taking a category out of the order drops its techniques and measures with it, so it is asked
 * first, in the same words whether the user unticks its chip or closes its technique tab.
 */
export function useConfirmRemoveCategory(): (categoryId: number) => void {
  const { t } = useTranslation('ordering');
  const { dispatch } = useFastOrder();
  return (categoryId) =>
    confirmAction({
      title: t('removeCategoryTitle'),
      message: t('removeCategoryConfirm'),
      danger: true,
      cancelled: t('deleteCancelled'),
      onConfirm: () => dispatch({ type: 'removeCategory', category_id: categoryId }),
    });
}
