import { useTranslation } from '@/ui/i18n';
import { FormDialog } from '@/data/form-dialog';
import type { FormDialogProps } from '@/ui/form-dialog';

type Values = Record<string, unknown>;

type CustomerFormDialogProps<V extends Values, I> = Omit<FormDialogProps<V>, 'label' | 'toInput' | 'onSubmit' | 'needsNetwork' | 'submitLabel'> & {
  /** Each field's name on the form, which the schema's messages name it by too. */
  labels: Record<keyof V & string, string>;
  /** The values as the call sends them: what the contract's schema checks is what is sent. */
  toInput: (values: V) => I;
  onSave: (input: I) => Promise<unknown>;
};

/**
 * A dialog that adds or edits customer data (a customer, a company, a measured person, an
 * address): saved with 保存 / Save, sent only while the server can be reached (customer data is
 * not kept on the device), its fields named by one table of labels, and what it sends exactly what
 * the contract's schema checked.
 */
export function CustomerFormDialog<V extends Values, I>({ labels, toInput, onSave, ...dialog }: CustomerFormDialogProps<V, I>) {
  const { t } = useTranslation('customers');
  return <FormDialog<V> {...dialog} label={(f) => labels[f]} toInput={toInput} needsNetwork={t('needs_network')} submitLabel={t('save')} onSubmit={(v) => onSave(toInput(v))} />;
}
