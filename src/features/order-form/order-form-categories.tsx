import { Alert, Button, Group, NumberInput, SegmentedControl, Select, Tabs } from '@mantine/core';
import { TabCloseButton } from '@/ordering/components/tab-close-button';
import { useTranslation } from '@/ui/i18n';
import type { FormInfo } from '@/domain/order-form/contract';
import { rangePlaceholder } from '@/domain/rules/validation';
import { MeasureGuideButton } from '@/ui/measure-guide/measure-guide';
import { Required } from '@/ui/required-label';
import type { Columns } from '@/ui/data-table';
import { SimpleTable } from '@/ui/simple-table';
import { TitledSection } from '@/ui/titled-section';
import { AddCategoryPicker } from '@/ordering/components/add-category-picker';
import type { OrderFormState } from './use-order-form';

type OrderFormCategoriesProps = { info: FormInfo; state: OrderFormState };

/** The order form's categories: one tab each, its modeling, style and the net and alteration of each body item. */
export function OrderFormCategories({ info, state }: OrderFormCategoriesProps) {
  const { t, i18n } = useTranslation('order_form');
  const name = (c: { name: string; name_en: string }) => (i18n.language === 'en' && c.name_en ? c.name_en : c.name);
  const { form, tab, setTab, adding, addCategory } = state;
  const v = form.values;
  return (
    <TitledSection
      title={t('categories')}
      action={<AddCategoryPicker label={t('add_category')} width={240} categories={info.categories} value={adding} onPick={addCategory} testId="form-add-category" />}
    >
      {form.errors.categories && (
        <Alert color="red" mb="sm">
          {form.errors.categories}
        </Alert>
      )}
      {v.categories.length > 0 && (
        <Tabs value={tab ?? String(v.categories[0]!.category_id)} onChange={setTab}>
          <Tabs.List>
            {v.categories.map((c, i) => (
              <Tabs.Tab key={c.category_id} value={String(c.category_id)} rightSection={<TabCloseButton label={t('remove_category', { name: name(info.categories.find((x) => x.id === c.category_id)!) })} onClose={() => form.removeListItem('categories', i)} />}>
                {name(info.categories.find((x) => x.id === c.category_id)!)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {v.categories.map((c, i) => {
            const category = info.categories.find((x) => x.id === c.category_id)!;
            return (
              <Tabs.Panel key={c.category_id} value={String(c.category_id)} pt="sm" data-testid="form-category">
                <Group align="flex-end" mb="sm">
                  <Select label={t('modeling')} withAsterisk data={category.editions.map((e) => ({ value: String(e.id), label: e.edition_number }))} data-testid="form-modeling" {...form.getInputProps(`categories.${i}.modeling_id`)} />
                  <SegmentedControl value={c.style} onChange={(s) => form.setFieldValue(`categories.${i}.style`, s as 'outer' | 'inner')} data={[{ value: 'outer', label: t('style_outer') }, { value: 'inner', label: t('style_inner') }]} />
                  {/* The keyboard's way to remove the category (the tab's close mark is the pointer's). */}
                  <Button variant="subtle" color="red" onClick={() => form.removeListItem('categories', i)} data-testid="form-remove-category">
                    {t('remove_category', { name: name(category) })}
                  </Button>
                </Group>
                <SizeInfoTable state={state} categoryIndex={i} category={category} name={name} />
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </TitledSection>
  );
}

type FormCategoryInfo = FormInfo['categories'][number];
type SizeLine = { bodyItemId: number; item: FormCategoryInfo['body_items'][number] | undefined };

type SizeInfoTableProps = { state: OrderFormState; categoryIndex: number; category: FormCategoryInfo; name: (c: { name: string; name_en: string }) => string };

/** One category's body items: each one's name (starred when required, with its how-to-measure help), net dimension and alteration. */
function SizeInfoTable({ state: { form }, categoryIndex: i, category, name }: SizeInfoTableProps) {
  const { t } = useTranslation('order_form');
  const rows: SizeLine[] = form.values.categories[i]!.size_info.map((s) => ({ bodyItemId: s.body_item_id, item: category.body_items.find((b) => b.id === s.body_item_id) }));
  const columns: Columns<SizeLine> = [
    {
      key: 'item',
      header: t('categories'),
      cell: ({ bodyItemId, item }) => (
        <Group gap={4} wrap="nowrap">
          <span>{item?.required ? <Required>{name(item)}</Required> : item ? name(item) : bodyItemId}</span>
          {item && <MeasureGuideButton item={item.id} name={name(item)} />}
        </Group>
      ),
    },
    {
      key: 'net',
      header: t('net'),
      cell: ({ item }, k) => (
        <NumberInput min={item?.min ?? 0} max={item?.max ?? 300} clampBehavior="none" decimalScale={1} placeholder={item ? rangePlaceholder({ min_value: item.min, max_value: item.max }) : undefined} aria-label={item ? `${name(item)} ${t('net')}` : t('net')} data-testid="form-net" {...form.getInputProps(`categories.${i}.size_info.${k}.net_dimension`)} />
      ),
    },
    { key: 'alter', header: t('alter'), cell: (_, k) => <NumberInput min={-50} max={50} decimalScale={1} aria-label={t('alter')} {...form.getInputProps(`categories.${i}.size_info.${k}.alter_value`)} /> },
  ];
  return <SimpleTable rows={rows} rowKey={(r) => r.bodyItemId} columns={columns} />;
}
