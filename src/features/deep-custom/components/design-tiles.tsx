import { Badge, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { TechGroup, Technique } from '@/domain/catalogue/types';
import type { TechState } from '@/domain/rules/technique';
import { fenToYuan } from '@/domain/shared/money';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { Money } from '@/ui/money';
import classes from '../steps/design-step.module.css';

type DesignTilesProps = { index: CatalogueIndex; group: TechGroup; tech: TechState; onClick: (technique: Technique) => void };

/** The techniques of the position in view, as tiles: their surcharge, and whether they are chosen. */
export function DesignTiles({ index, group, tech, onClick }: DesignTilesProps) {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const techniques = index.techniquesOfGroup.get(group.id) ?? [];
  if (techniques.length === 0) return <Text c="dimmed">{t('design.none')}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="deep-tiles">
      {techniques.map((x) => {
        const chosen = group.is_special ? tech.specials.includes(x.id) : tech.choices.some((c) => c.tech_id === x.id);
        return (
          <UnstyledButton key={x.id} className={classes.tile} data-selected={chosen || undefined} aria-pressed={chosen} onClick={() => onClick(x)} data-testid={`deep-tech-${x.id}`}>
            <Text size="sm" fw={600}>
              {pickName(lang, x.tech_name, x.tech_name_en)}
            </Text>
            <Group gap={4}>
              {x.price_fen > 0 && (
                <Text size="xs" c="dimmed">
                  +<Money yuan={fenToYuan(x.price_fen)} />
                </Text>
              )}
              {chosen && (
                <Badge size="xs" color="red">
                  {t('design.chosen')}
                </Badge>
              )}
            </Group>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
