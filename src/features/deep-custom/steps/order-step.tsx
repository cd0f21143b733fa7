import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { DeepOrderPayload } from '@/domain/deep/contract';
import { prepareDeepOrder, type DeepOrderPrepared } from '@/domain/deep/prepare';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useAddDeepOrder } from '../api/use-add-deep-order';
import { BomPanel } from '../components/bom-panel';
import { OrderMeasures } from '../components/order-measures';
import { OrderPrice } from '../components/order-price';
import { StepFooter } from '../components/step-footer';
import { Field, Section } from '../components/summary-section';
import { useDeepStepContext } from '../deep-custom-layout';
import { useDeepDraft } from '../state/deep-context';
import { deepPayloadOf } from '../state/to-payload';
import { useDeepSteps } from '../state/use-deep-steps';

/**
 * 订单确认 (spec 2 §2.4): every section of what is sent — the very payload add_order gets, priced
 * by the shared rule the server applies (`prepareDeepOrder`), so the price shown is the price
 * charged. Previous goes to the measure step; 加入购物车 places it.
 */
export function OrderStep() {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const { index } = useDeepStepContext();
  const { draft, dispatch } = useDeepDraft();
  const { previous } = useDeepSteps();
  const { add, sending } = useAddDeepOrder(index);
  const [built, setBuilt] = useState<{ payload: DeepOrderPayload; prepared: DeepOrderPrepared } | null>(null);

  useEffect(() => {
    let live = true;
    void deepPayloadOf(draft, index, lang).then((payload) => live && setBuilt({ payload, prepared: prepareDeepOrder(index.snapshot, payload) }));
    return () => {
      live = false;
    };
  }, [draft, index, lang]);

  if (!built) return <Loader />;
  const { payload: p, prepared } = built;
  const name = (zh: string, en: string) => pickName(lang, zh, en);
  const catName = (id: number) => {
    const c = index.category.get(id);
    return c ? name(c.name, c.name_en) : String(id);
  };
  const series = index.series.get(p.series_id);
  const process = index.process.get(p.process_id);
  const fabric = p.fabric_id ? index.fabricById.get(p.fabric_id) : undefined;
  const u = p;

  return (
    <Stack gap="md" data-testid="deep-order">
      {!prepared.ok && (
        <Alert color="red" variant="light" data-testid="deep-order-problem">
          {t(prepared.problem.key, prepared.problem.params ?? {})}
        </Alert>
      )}
      <Section title={t('order.customer')} testId="deep-order-customer">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing={4}>
          <Field label={t('ordering:user.user_name')} value={u.user_name} />
          <Field label={t('ordering:user.user_sex')} value={t(`ordering:sex.${u.user_sex}`)} />
          <Field label={t('ordering:user.user_height')} value={u.user_height === null ? '' : `${u.user_height} cm`} />
          <Field label={t('ordering:user.user_weight')} value={u.user_weight === null ? '' : `${u.user_weight} kg`} />
          <Field label={t('ordering:user.user_mobilephone')} value={u.user_mobilephone} />
          <Field label={t('ordering:user.user_ic')} value={u.user_ic} />
          <Field label={t('ordering:user.user_company_name')} value={u.user_company_name} />
          <Field label={t('ordering:user.user_address')} value={u.user_address} />
          <Field label={t('ordering:user.delivery_date')} value={u.delivery_date} />
          <Field label={t('measure.other_requirement')} value={u.other_requirement} />
        </SimpleGrid>
      </Section>

      <Section title={t('order.goods')} testId="deep-order-goods">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing={4}>
          <Field label={t('order.series')} value={series ? name(series.name, series.name_en) : ''} />
          <Field label={t('order.process')} value={process ? name(process.process_name, process.name_en) : ''} />
          <Field label={t('order.fabric')} value={fabric ? `${fabric.fabric_num} · ${name(fabric.composition, fabric.composition_en)}` : `${p.fabric_info?.fabric_num ?? ''} (${t('ordering:fabricType.2')})`} />
          {p.category_array.map((c) => (
            <Field key={c.category_id} label={catName(c.category_id)} value={`${t('order.edition')} ${c.edition_number}`} />
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('order.style')} testId="deep-order-style">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing={4}>
          {p.category_array.map((c) => {
            const w = index.snapshot.wearing_styles.find((x) => x.id === c.wearing_style);
            return <Field key={c.category_id} label={`${catName(c.category_id)} · ${t('order.wearing_style')}`} value={w ? name(w.name, w.name_en) : ''} />;
          })}
          {p.special_shape.map((s) => {
            const shape = index.snapshot.special_shapes.find((x) => x.id === s.id);
            const level = shape?.items.find((l) => l.id === s.shape_item);
            return <Field key={s.id} label={shape ? name(shape.shape_name, shape.name_en) : s.shape_name} value={level ? name(level.name, level.name_en) : ''} />;
          })}
        </SimpleGrid>
      </Section>

      <OrderMeasures index={index} payload={p} catName={catName} />

      <Section title={t('order.techniques')} testId="deep-order-techniques">
        <Stack gap={4}>
          {p.category_array.map((c) => (
            <Text size="sm" key={c.category_id}>
              <b>{catName(c.category_id)}</b>:{' '}
              {c.tech_info
                .map((x) => {
                  const tech = index.technique.get(x.id);
                  const details = x.items.filter((i) => i.content).map((i) => i.content);
                  return tech ? `${name(tech.tech_name, tech.tech_name_en)}${details.length ? ` (${details.join(', ')})` : ''}` : String(x.id);
                })
                .join(' / ')}
            </Text>
          ))}
        </Stack>
      </Section>

      <Section title={t('order.bom')} testId="deep-order-bom">
        <BomPanel index={index} form={draft.form} />
      </Section>

      <Section title={t('order.remarks')} testId="deep-order-remarks">
        <Text size="sm">{p.user_remark || '—'}</Text>
      </Section>

      <OrderPrice prepared={prepared} showCost={draft.showCost} onShowCost={(on) => dispatch({ type: 'setShowCost', on })} catName={catName} />

      <StepFooter onPrevious={previous} onNext={() => void add()} nextLabel={t('add_to_cart')} loading={sending} />
    </Stack>
  );
}
