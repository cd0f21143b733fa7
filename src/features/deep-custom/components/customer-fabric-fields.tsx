import { Group, Image, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { UsableParcel } from '@/domain/customer-fabric/contract';
import { FabricParcelPicker } from '@/ordering/components/fabric-parcel-picker';
import { Required } from '@/ui/required-label';
import classes from '../steps/fabric-step.module.css';
import type { useDeepDraft } from '../state/deep-context';

type CustomerFabricFieldsProps = {
  draft: ReturnType<typeof useDeepDraft>['draft'];
  dispatch: ReturnType<typeof useDeepDraft>['dispatch'];
  /** The parcel picked in this visit of the step, whose images are offered. */
  parcel: UsableParcel | null;
  onPickParcel: (parcel: UsableParcel | null) => void;
};

/** Customer-supplied fabric: one of the account's parcels, its image, and how it is shipped. */
export function CustomerFabricFields({ draft, dispatch, parcel, onPickParcel: pickParcel }: CustomerFabricFieldsProps) {
  const { t } = useTranslation('deep');
  const form = draft.form;
  // The photos are one choice, named by the label above them.
  const imageLabelId = useId();
  const images = parcel?.images ?? (draft.shipment.image ? [draft.shipment.image] : []);
  return (
    <>
      <Group align="flex-end" gap="md" wrap="wrap">
        <FabricParcelPicker value={form.fabric.parcel_id} onPick={pickParcel} testId="deep-parcel" w={360} />
        <TextInput w={200} size="md" label={<Required>{t('fabric.material')}</Required>} value={form.fabric.fabric_num} readOnly data-testid="deep-material-code" />
      </Group>
      {form.fabric.fabric_num && (
        <div role="group" aria-labelledby={imageLabelId}>
          <Required id={imageLabelId}>{t('fabric.image')}</Required>
          {images.length === 0 ? (
            <Text size="sm" c="orange" mt={4}>
              {t('fabric.no_images')}
            </Text>
          ) : (
            <Group gap="sm" mt={6}>
              {images.map((url, i) => (
                <UnstyledButton
                  key={url}
                  className={classes.photo}
                  data-selected={url === draft.shipment.image || undefined}
                  aria-label={t('fabric.image_n', { n: i + 1 })}
                  aria-pressed={url === draft.shipment.image}
                  onClick={() => dispatch({ type: 'setShipment', patch: { image: url } })}
                  data-testid="deep-material-image"
                >
                  <Image src={url} alt="" w={96} h={96} fit="cover" />
                </UnstyledButton>
              ))}
            </Group>
          )}
        </div>
      )}
      <Group gap="md" wrap="wrap">
        <TextInput w={140} size="md" label={t('fabric.quantity')} inputMode="decimal" maxLength={8} value={draft.shipment.quantity} onChange={(e) => dispatch({ type: 'setShipment', patch: { quantity: e.currentTarget.value.replace(/[^\d.]/g, '') } })} />
        <TextInput w={200} size="md" label={t('fabric.logistics_company')} maxLength={64} value={draft.shipment.logistics_company} onChange={(e) => dispatch({ type: 'setShipment', patch: { logistics_company: e.currentTarget.value } })} />
        <TextInput w={220} size="md" label={t('fabric.logistics_num')} maxLength={64} value={draft.shipment.logistics_num} onChange={(e) => dispatch({ type: 'setShipment', patch: { logistics_num: e.currentTarget.value } })} />
      </Group>
    </>
  );
}
