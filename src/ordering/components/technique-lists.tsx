import { Table, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { TechGroup, TechTypeId } from '@/domain/catalogue/types';
import type { TechState } from '@/domain/rules/technique';
import { TechniqueGroupRow } from './technique-group-row';

const LIST_TYPES: TechTypeId[] = [1, 2, 3];

type TechniqueListsProps = {
  index: CatalogueIndex;
  /** The category's groups that are not specials. */
  groups: TechGroup[];
  tech: TechState;
  onChoose: (techId: number) => void;
  onCancel: (groupId: number) => void;
};

/** The outer, inner and fabric technique lists: one row per group, with its choice. */
export function TechniqueLists({ index, groups, tech, onChoose, onCancel }: TechniqueListsProps) {
  const { t } = useTranslation('ordering');
  return LIST_TYPES.map((type) => {
    const ofType = groups.filter((g) => g.type_id === type);
    if (!ofType.length) return null;
    return (
      <div key={type}>
        <Title order={4} size="h6" mb={4}>
          {t(`techList.${type}`)}
        </Title>
        <Table withTableBorder verticalSpacing={4} data-testid={`tech-list-${type}`}>
          <Table.Tbody>
            {ofType.map((g) => {
              const choice = tech.choices.find((c) => c.group_id === g.id);
              if (!choice) return null;
              return <TechniqueGroupRow key={g.id} index={index} group={g} choice={choice} tech={tech} onChoose={onChoose} onCancel={onCancel} />;
            })}
          </Table.Tbody>
        </Table>
      </div>
    );
  });
}
