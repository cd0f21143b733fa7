import { SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Who supplies the fabric of a bulk or group order (spec 2 §3): 1 the factory, 2 the customer. */
export function FabricSupplyField({ value, onChange, testId }: { value: 1 | 2; onChange: (value: 1 | 2) => void; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t('fabric_supply.label')}
      </Text>
      <SegmentedControl
        value={String(value)}
        onChange={(v) => onChange(v === '2' ? 2 : 1)}
        data={[
          { value: '1', label: t('fabric_supply.1') },
          { value: '2', label: t('fabric_supply.2') },
        ]}
        data-testid={testId}
      />
    </div>
  );
}
