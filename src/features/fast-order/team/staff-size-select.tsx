import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { StandardSize } from '@/domain/rules/standard-size';
import { sizeGroupLabel } from '@/ordering/api/use-fast-catalogue';
import { rulesWorker } from '../../../../workers/rules.client';

type StaffSizeSelectProps = { categoryId: number; genderId: number; editionId: number | undefined; value: string; onChange: (value: string, sizeName: string) => void };

/** A standard size of the category's chart (default group 工厂码), from the rules worker. */
export function StaffSizeSelect({ categoryId, genderId, editionId, value, onChange }: StaffSizeSelectProps) {
  const { t } = useTranslation('ordering');
  const [sizes, setSizes] = useState<StandardSize[]>([]);
  useEffect(() => {
    let live = true;
    void rulesWorker()
      .standardSizes(categoryId, genderId, editionId)
      .then((list) => live && setSizes(list));
    return () => {
      live = false;
    };
  }, [categoryId, genderId, editionId]);
  return (
    <Select
      size="xs"
      w={180}
      searchable
      label={`${t('sizeValue')} · ${sizeGroupLabel(t, sizes[0]?.size_name)}`}
      placeholder={t('choose')}
      data={sizes.map((s) => s.size_value)}
      value={value || null}
      onChange={(v) => onChange(v ?? '', sizes.find((s) => s.size_value === v)?.size_name ?? '')}
      maxDropdownHeight={260}
      data-testid={`employee-size-${categoryId}`}
    />
  );
}
