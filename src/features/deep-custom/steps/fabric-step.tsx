import { Group, Image, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsableParcel } from '@/domain/customer-fabric/contract';
import type { DeepFabricType } from '@/domain/deep/validate';
import { useChooseFabric } from '@/ordering/api/use-choose-fabric';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { FabricParcelPicker } from '@/ordering/components/fabric-parcel-picker';
import { Required } from '@/ui/required-label';
import { BomPanel } from '../components/bom-panel';
import { StepFooter } from '../components/step-footer';
import { useDeepStepContext } from '../deep-custom-layout';
import { useDeepDraft } from '../state/deep-context';
import { deepStepProblem } from '../state/step-rules';
import { useDeepSteps } from '../state/use-deep-steps';
import classes from './fabric-step.module.css';

/** Swatches shown at once; a search narrows the rest. */
const SHOWN = 24;

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
  const chooseFabric = useChooseFabric();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim().toLowerCase(), 200);
  const [parcel, setParcel] = useState<UsableParcel | null>(null);
  const form = draft.form;
  const type = draft.form.fabric.type_id;
  // The categories as a key: a new array each render, the same categories.
  const categoryKey = form.categories.map((c) => c.category_id).join(',');

  const fitting = useMemo(() => {
    const categoryIds = categoryKey.split(',').map(Number);
    return index.snapshot.fabrics.filter(
      (f) =>
        f.type_id === type &&
        categoryIds.every((id) => f.category_ids.includes(id)) &&
        (!keyword || [f.fabric_num, f.name, f.name_en, f.colour, f.colour_en].some((s) => s.toLowerCase().includes(keyword))),
    );
  }, [index, type, keyword, categoryKey]);

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
  const images = parcel?.images ?? (draft.shipment.image ? [draft.shipment.image] : []);

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
              data={[1, 3, 2].map((v) => ({ value: String(v), label: t(`fast_purchase:fabricType.${v}`) }))}
              data-testid="deep-fabric-type"
            />
          </div>

          {type !== 2 ? (
            <>
              <Group align="flex-end" gap="md">
                <TextInput w={320} size="md" placeholder={t('fabric.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="deep-fabric-search" />
                {form.fabric.fabric_num && (
                  <Text size="sm" data-testid="deep-fabric-chosen">
                    {t('fabric.chosen')}: <b>{form.fabric.fabric_num}</b> · {form.fabric.composition}
                  </Text>
                )}
              </Group>
              {fitting.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('fabric.none')}
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="sm" data-testid="deep-fabric-list">
                  {fitting.slice(0, SHOWN).map((f) => (
                    <UnstyledButton
                      key={f.id}
                      className={classes.swatch}
                      data-selected={f.fabric_num === form.fabric.fabric_num || undefined}
                      onClick={() => void chooseFabric(f)}
                      aria-pressed={f.fabric_num === form.fabric.fabric_num}
                      data-testid={`deep-fabric-${f.fabric_num}`}
                    >
                      <div className={classes.texture} style={{ background: f.colour_hex }}>
                        <Image src={f.texture} alt="" h="100%" w="100%" fit="cover" loading="lazy" />
                      </div>
                      <Text size="xs" fw={600}>
                        {f.fabric_num}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {pickName(lang, f.name, f.name_en)}
                      </Text>
                    </UnstyledButton>
                  ))}
                </SimpleGrid>
              )}
              {fitting.length > SHOWN && (
                <Text size="xs" c="dimmed">
                  {t('fabric.more', { count: fitting.length - SHOWN })}
                </Text>
              )}
            </>
          ) : (
            <>
              <Group align="flex-end" gap="md" wrap="wrap">
                <FabricParcelPicker value={form.fabric.parcel_id} onPick={pickParcel} testId="deep-parcel" w={360} />
                <TextInput w={200} size="md" label={<Required>{t('fabric.material')}</Required>} value={form.fabric.fabric_num} readOnly data-testid="deep-material-code" />
              </Group>
              {form.fabric.fabric_num && (
                <div>
                  <Required>{t('fabric.image')}</Required>
                  {images.length === 0 ? (
                    <Text size="sm" c="orange" mt={4}>
                      {t('fabric.no_images')}
                    </Text>
                  ) : (
                    <Group gap="sm" mt={6}>
                      {images.map((url) => (
                        <UnstyledButton
                          key={url}
                          className={classes.photo}
                          data-selected={url === draft.shipment.image || undefined}
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
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t('fabric.bom')}
        </Title>
        <BomPanel index={index} form={form} />
      </Paper>

      <StepFooter onPrevious={previous} onNext={() => void onNext()} />
    </Stack>
  );
}
