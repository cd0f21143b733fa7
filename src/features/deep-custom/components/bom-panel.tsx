import { Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import type { Category, Edition, Technique } from '@/domain/catalogue/types';
import type { FastOrderForm } from '@/ordering/state/fast-order-state';
import type { Columns } from '@/ui/data-table';
import { SimpleTable } from '@/ui/simple-table';

type BomPanelProps = { index: CatalogueIndex; form: FastOrderForm };
type BomRow = { category: Category; edition: Edition | undefined; fabricTechs: Technique[] };

/**
 * The BOM (spec 2 §7 "POST BOM", only when fabric, pattern and process are all given): per garment
 * the fabric, its unit consumption and the fabric-dependent techniques, read from the mirrored
 * catalogue and the technique states, which already hold this fabric's type-3 techniques.
 */
export function BomPanel({ index, form }: BomPanelProps) {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const known = form.fabric.fabric_num && form.process_id && form.categories.length > 0 && form.categories.every((c) => c.tech?.edition_id);
  if (!known) {
    return (
      <Text size="sm" c="dimmed" data-testid="deep-bom-waiting">
        {t('fabric.bom_waiting')}
      </Text>
    );
  }
  const rows = form.categories.map((c) => ({
    category: index.category.get(c.category_id)!,
    edition: index.edition.get(c.tech!.edition_id!),
    fabricTechs: (c.tech?.choices ?? []).filter((x) => x.type_id === 3 && x.tech_id > 0).map((x) => index.technique.get(x.tech_id)!),
  }));
  const columns: Columns<BomRow> = [
    { key: 'category', header: t('order.category'), cell: (r) => <Text span inherit fw={600}>{pickName(lang, r.category.name, r.category.name_en)}</Text> },
    { key: 'edition', header: t('order.edition'), cell: (r) => r.edition?.edition_number },
    { key: 'fabric', header: t('order.fabric'), cell: (r) => `${form.fabric.fabric_num} · ${t('order.unit_consumption', { metres: r.category.unit_consumption.toFixed(2) })}` },
    { key: 'techniques', header: t('order.techniques'), cell: (r) => r.fabricTechs.map((x) => pickName(lang, x.tech_name, x.tech_name_en)).join(' / ') || '—' },
  ];
  return <SimpleTable rows={rows} columns={columns} rowKey={(r) => r.category.id} testId="deep-bom" />;
}
