import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { FabricParcelPicker } from './fabric-parcel-picker';

type FabricSupplyFieldProps = {
  value: 1 | 2;
  /** With customer-supplied fabric, the parcel it comes from (optional), or null. */
  parcelId: number | null;
  /** The source and, for customer-supplied fabric, the parcel (factory fabric has none). */
  onChange: (value: 1 | 2, parcelId: number | null) => void;
  testId: string;
};

/**
 * Who supplies the fabric of a bulk or group order (spec 2 §3): 1 the factory, 2 the customer,
 * then from which of the account's parcels (paying the order uses the BOM's metres from it).
 */
export function FabricSupplyField({ value, parcelId, onChange, testId }: FabricSupplyFieldProps) {
  const { t } = useTranslation('common');
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('fabric_supply.label')}
        </Text>
        <SegmentedControl
          value={String(value)}
          onChange={(v) => onChange(v === '2' ? 2 : 1, v === '2' ? parcelId : null)}
          data={[
            { value: '1', label: t('fabric_supply.1') },
            { value: '2', label: t('fabric_supply.2') },
          ]}
          data-testid={testId}
        />
      </div>
      {value === 2 && <FabricParcelPicker value={parcelId} onPick={(p) => onChange(2, p?.id ?? null)} testId={`${testId}-parcel`} />}
    </Group>
  );
}
