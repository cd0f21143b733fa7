import { Button, Group, Modal, TextInput } from '@mantine/core';
import { notify } from '@/ui/notify';
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { ApiError } from '@/api/api-error';
import { checkCommonStyle } from '@/domain/rules/validation';
import { submitTechIds, type TechState } from '@/domain/rules/technique';
import { useOnline } from '@/sync/network';
import { useAddCommonStyle } from '@/ordering/api/common-styles';
import { useWarn } from '@/ui/use-warn';

type SaveCommonStyleButtonProps = { categoryId: number; tech: TechState };

/** Saves the chosen techniques as a named common style (spec 2 §5: name, techniques, category required). */
export function SaveCommonStyleButton({ categoryId, tech }: SaveCommonStyleButtonProps) {
  const { t } = useTranslation('ordering');
  const warn = useWarn();
  const online = useOnline();
  const add = useAddCommonStyle();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');

  const save = () => {
    const input = { name: name.trim(), tech_ids: submitTechIds(tech), category_id: categoryId, edition_id: tech.edition_id };
    const problem = checkCommonStyle(input);
    if (problem) return warn(problem);
    add.mutate(input, {
      onSuccess: (envelope) => {
        notify.success(envelope.message || t('commonStyleSaved'), { autoClose: 2500 });
        setOpen(false);
        setName('');
      },
      // spec 2 §8: a failed common-style add is only logged; the dialog stays open to retry.
      onError: (e) => warn(e instanceof ApiError && e.kind === 'rejected' ? { key: 'serverMessage', params: { message: e.message } } : 'offlineCommonStyles'),
    });
  };

  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)} disabled={!online} data-testid="save-common-style">
        {t('commonStyleSave')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('commonStyleSave')} size="sm">
        <TextInput label={t('commonStyleName')} value={name} maxLength={64} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={save} loading={add.isPending}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
