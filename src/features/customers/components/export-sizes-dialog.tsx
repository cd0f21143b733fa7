import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { customerKeys, customersApi } from '@/api/customers';
import { CLIENT_TYPE, type ClientType } from '@/domain/customers/contract';
import { FormDialog } from '@/data/form-dialog';
import { LabelledSegmentedControl } from '@/ui/labelled-segmented-control';
import { notify } from '@/ui/notify';

type ExportValues = { edition_id: string | null; client_type: ClientType };

/** spec 3 §2 "Export dialog": choose a pattern edition (请选择版型 without one), then download the sizes as .xlsx. */
export function ExportSizesDialog({ opened, onClose, clientType }: { opened: boolean; onClose: () => void; clientType: ClientType }) {
  const { t, i18n } = useTranslation('customers');
  const editions = useQuery({ queryKey: [...customerKeys.editions, i18n.language], queryFn: customersApi.editions, enabled: opened, staleTime: 10 * 60_000 });
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const e of editions.data ?? []) groups.set(e.category, [...(groups.get(e.category) ?? []), { value: String(e.id), label: `${e.category} · ${e.edition_number}` }]);
  return (
    <FormDialog<ExportValues>
      opened={opened}
      onClose={onClose}
      title={t('export_title')}
      initialValues={{ edition_id: null, client_type: clientType }}
      validate={(v) => (v.edition_id ? {} : { edition_id: t('pattern_required') })}
      needsNetwork={t('needs_network')}
      submitLabel={t('export_btn')}
      submitTestId="export-sizes-submit"
      onSubmit={async (v) => {
        const name = await customersApi.exportSizes(Number(v.edition_id), v.client_type, i18n.language);
        notify.success(name);
        onClose();
      }}
    >
      {(form) => (
        <Stack gap="sm">
          <Select
            label={t('edition')}
            withAsterisk
            searchable
            placeholder={t('pattern_required')}
            data={[...groups.entries()].map(([group, items]) => ({ group, items }))}
            nothingFoundMessage={t('none')}
            data-testid="export-edition"
            {...form.getInputProps('edition_id')}
          />
          <LabelledSegmentedControl
            label={t('client_type')}
            value={String(form.values.client_type)}
            onChange={(v) => form.setFieldValue('client_type', Number(v) as ClientType)}
            data={[
              { value: String(CLIENT_TYPE.individual), label: t('export_c') },
              { value: String(CLIENT_TYPE.company), label: t('export_b') },
            ]}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
