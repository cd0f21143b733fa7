import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { TitledSection } from '@/ui/titled-section';
import type { UsableParcel } from '@/domain/customer-fabric/contract';
import type { DeepFabricType } from '@/domain/deep/validate';
import { Required } from '@/ui/required-label';
import { BomPanel } from '../components/bom-panel';
import { CustomerFabricFields } from '../components/customer-fabric-fields';
import { FabricSwatches } from '../components/fabric-swatches';
import { StepFooter } from '../components/step-footer';
import { useDeepStepContext } from '../deep-custom-layout';
import { useDeepDraft } from '../state/deep-context';
import { deepStepProblem } from '../state/step-rules';
import { useDeepSteps } from '../state/use-deep-steps';

/**
 * 面料 (spec 2 §2.4, §5): domestic and imported fabric from a searchable list of swatches of the
 * chosen categories; customer-supplied fabric from one of the account's parcels, with its image
 * chosen and the shipment described. The BOM shows once fabric, patterns and process are known.
 */
export function FabricStep() {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const { index } = useDeepStepContext();
  const { draft, dispatch } = useDeepDraft();
  const { next, previous, restartFrom } = useDeepSteps();
  const [search, setSearch] = useState('');
  const [parcel, setParcel] = useState<UsableParcel | null>(null);
  const form = draft.form;
  const type = draft.form.fabric.type_id;

  const setType = (v: string) => {
    dispatch({ type: 'setFabricType', fabric_type: Number(v) as DeepFabricType });
    setParcel(null);
    void restartFrom(1);
  };

  const pickParcel = (p: UsableParcel | null) => {
    setParcel(p);
    dispatch({ type: 'form', action: { type: 'setFabric', fabric: p ? { parcel_id: p.id, fabric_num: p.fabric_num, composition: p.composition } : { parcel_id: null, fabric_num: '', composition: '' } } });
    dispatch({ type: 'setShipment', patch: { image: p?.images[0] ?? '' } });
  };

  const onNext = () => next(deepStepProblem(1, draft, index, lang));

  return (
    <Stack gap="md" data-testid="deep-fabric">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <div>
            <Required>{t('fabric.type')}</Required>
            <SegmentedControl
              mt={6}
              size="md"
              value={String(type)}
              onChange={setType}
              data={[1, 3, 2].map((v) => ({ value: String(v), label: t(`ordering:fabricType.${v}`) }))}
              data-testid="deep-fabric-type"
            />
          </div>

          {type !== 2 ? (
            <FabricSwatches index={index} form={form} search={search} onSearch={setSearch} />
          ) : (
            <CustomerFabricFields draft={draft} dispatch={dispatch} parcel={parcel} onPickParcel={pickParcel} />
          )}
        </Stack>
      </Paper>

      <TitledSection title={t('fabric.bom')}>
        <BomPanel index={index} form={form} />
      </TitledSection>

      <StepFooter onPrevious={previous} onNext={() => void onNext()} />
    </Stack>
  );
}
