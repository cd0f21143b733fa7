import { Select, SimpleGrid, Stack, Table } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { submitTechIds, type TechState } from '@/domain/rules/technique';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useWarn } from '@/ui/use-warn';
import { rulesWorker } from '../../../workers/rules.client';
import { TechniqueGroupRow } from './technique-group-row';

/** What defines a garment of a category: its pattern (edition), fabric and techniques. */
export type GoodsDefinition = { edition_number: string; fabric_num: string; tech_ids: number[] };

export function fabricLabel(index: CatalogueIndex, lang: string, num: string) {
  const f = index.fabric.get(num);
  return f ? `${num} · ${pickName(lang, f.name, f.name_en)}` : num;
}

type GoodsDefinitionEditorProps = {
  index: CatalogueIndex;
  categoryId: number;
  value: GoodsDefinition;
  onChange: (patch: Partial<GoodsDefinition>) => void;
  /** Told of each choice the rules worker is applying, until it lands (usePendingWork's track). */
  onWork: (work: Promise<unknown>) => void;
  /** Fields of the form's own shown first in the row (a bulk product's retail price). */
  leading?: ReactNode;
};

/**
 * A category's pattern, fabric and techniques being edited, for the bulk and group purchase rows:
 * the fast order's technique rows and rules worker, so a clashing choice is refused with its
 * reason, a new edition brings its defaults, and a new fabric replaces the fabric-dependent
 * (type 3) techniques (spec 2 §4).
 *
 * A choice lands once the worker answers: the pattern and fabric wait for the row's rules to load
 * (a pick before would be dropped), and each choice is told to `onWork` until it lands.
 */
export function GoodsDefinitionEditor({ index, categoryId, value, onChange, onWork, leading }: GoodsDefinitionEditorProps) {
  const { t, i18n } = useTranslation('ordering');
  const lang = i18n.language;
  const warn = useWarn();
  const [tech, setTech] = useState<TechState | null>(null);
  const edition = index.editionByNumber.get(value.edition_number);

  // The panel starts from the saved techniques, once per category; the panel then owns the choices.
  useEffect(() => {
    let live = true;
    void rulesWorker()
      .stateFromTechIds(categoryId, edition?.id ?? null, value.tech_ids)
      .then((s) => live && setTech(s));
    return () => {
      live = false;
    };
  }, [categoryId]);

  const apply = (next: TechState, patch: Partial<GoodsDefinition> = {}) => {
    setTech(next);
    onChange({ ...patch, tech_ids: submitTechIds(next) });
  };
  const chooseEdition = async (id: string | null) => {
    if (!tech || !id) return;
    const next = await rulesWorker().chooseEdition(tech, Number(id));
    if (!next.ok) return warn(next.message);
    apply(await rulesWorker().fabricTechniques(next.value, value.fabric_num), { edition_number: index.edition.get(Number(id))?.edition_number ?? value.edition_number });
  };
  const chooseFabric = async (num: string | null) => {
    if (!tech || !num) return;
    apply(await rulesWorker().fabricTechniques(tech, num), { fabric_num: num });
  };
  const choose = async (techId: number) => {
    if (!tech) return;
    const result = await rulesWorker().chooseTechnique(tech, techId);
    if (!result.ok) return warn(result.message);
    apply(result.value);
  };
  const cancel = async (groupId: number) => tech && apply(await rulesWorker().cancelTechnique(tech, groupId));

  const editions = index.snapshot.editions.filter((e) => e.category_id === categoryId).map((e) => ({ value: String(e.id), label: `${e.edition_number} · ${pickName(lang, e.name, e.name_en)}` }));
  const fabrics = index.snapshot.fabrics.filter((f) => f.category_ids.length === 0 || f.category_ids.includes(categoryId)).map((f) => ({ value: f.fabric_num, label: fabricLabel(index, lang, f.fabric_num) }));
  const groups = (index.groupsOfCategory.get(categoryId) ?? []).filter((g) => g.is_special === 0);

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: leading ? 3 : 2 }} spacing="xs">
        {leading}
        <Select label={t('edition')} data={editions} value={edition ? String(edition.id) : null} onChange={(v) => onWork(chooseEdition(v))} disabled={!tech} allowDeselect={false} data-testid="goods-edition" />
        <Select label={t('fabricNum')} data={fabrics} value={value.fabric_num} onChange={(v) => onWork(chooseFabric(v))} disabled={!tech} searchable allowDeselect={false} data-testid="goods-fabric" />
      </SimpleGrid>
      {tech && (
        <Table withTableBorder striped data-testid="goods-techniques">
          <Table.Tbody>
            {groups.map((g) => {
              const choice = tech.choices.find((c) => c.group_id === g.id);
              return choice ? <TechniqueGroupRow key={g.id} index={index} group={g} choice={choice} tech={tech} onChoose={(id) => onWork(choose(id))} onCancel={(id) => onWork(cancel(id))} withDetails={false} /> : null;
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
