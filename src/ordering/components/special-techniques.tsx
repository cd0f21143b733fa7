import { Badge, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { TechGroup } from '@/domain/catalogue/types';
import type { TechState } from '@/domain/rules/technique';
import { fenToYuan } from '@/domain/shared/money';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { Money } from '@/ui/money';
import { TechDetailsButton } from './tech-details-button';

type SpecialTechniquesProps = {
  index: CatalogueIndex;
  categoryId: number;
  /** The category's special groups. */
  groups: TechGroup[];
  tech: TechState;
  onToggle: (techId: number) => void;
};

/** The special techniques: any number of each group, each with its surcharge and, once ticked, its details. */
export function SpecialTechniques({ index, categoryId, groups, tech, onToggle }: SpecialTechniquesProps) {
  const { t, i18n } = useTranslation('ordering');
  const lang = i18n.language;
  return (
    <div>
      <Title order={4} size="h6" mb={4}>
        {t('techList.special')}
      </Title>
      <Stack gap={6} data-testid="tech-list-special">
        {groups.map((g) => (
          <Group key={g.id} gap="md">
            <Text size="sm" w={130}>
              {pickName(lang, g.name, g.name_en)}
            </Text>
            {(index.techniquesOfGroup.get(g.id) ?? []).map((s) => (
              <Group key={s.id} gap={4} wrap="nowrap">
                <Checkbox
                  size="xs"
                  label={
                    <>
                      {pickName(lang, s.tech_name, s.tech_name_en)}
                      {s.price_fen > 0 && (
                        <Badge size="xs" variant="transparent" color="gray">
                          +<Money yuan={fenToYuan(s.price_fen)} />
                        </Badge>
                      )}
                    </>
                  }
                  checked={tech.specials.includes(s.id)}
                  onChange={() => onToggle(s.id)}
                  data-testid={`special-${s.id}`}
                />
                {tech.specials.includes(s.id) && <TechDetailsButton categoryId={categoryId} technique={s} />}
              </Group>
            ))}
          </Group>
        ))}
      </Stack>
    </div>
  );
}
