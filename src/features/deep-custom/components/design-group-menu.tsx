import { Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { TechGroup, TechTypeId } from '@/domain/catalogue/types';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import classes from '../steps/design-step.module.css';

const TYPES: TechTypeId[] = [1, 2, 3];

type DesignGroupMenuProps = {
  index: CatalogueIndex;
  groups: TechGroup[];
  activeId: number | undefined;
  /** The technique chosen in a group, if any. */
  choiceOf: (g: TechGroup) => number | undefined;
  onPick: (groupId: number) => void;
};

/** The garment's technology tree: its positions by type, each with the technique chosen there. */
export function DesignGroupMenu({ index, groups, activeId, choiceOf, onPick }: DesignGroupMenuProps) {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  return (
    <ScrollArea.Autosize mah={520} className={classes.menu} type="auto">
      {TYPES.map((type) => {
        const ofType = groups.filter((g) => g.type_id === type);
        if (!ofType.length) return null;
        return (
          <div key={type}>
            <Text size="xs" fw={700} c="dimmed" px="sm" pt="xs" tt="uppercase">
              {t(`ordering:techList.${type}`)}
            </Text>
            {ofType.map((g) => {
              const current = choiceOf(g);
              const name = current ? index.technique.get(current) : undefined;
              return (
                <NavLink
                  key={g.id}
                  className={classes.group}
                  active={g.id === activeId}
                  onClick={() => onPick(g.id)}
                  label={
                    <Group gap={4} wrap="nowrap">
                      {g.is_required ? <Text c="red">*</Text> : null}
                      <Text size="sm">{pickName(lang, g.name, g.name_en)}</Text>
                    </Group>
                  }
                  description={name ? pickName(lang, name.tech_name, name.tech_name_en) : undefined}
                  data-testid={`deep-group-${g.id}`}
                />
              );
            })}
          </div>
        );
      })}
    </ScrollArea.Autosize>
  );
}
