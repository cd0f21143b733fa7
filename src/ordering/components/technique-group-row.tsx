import { ActionIcon, Badge, Button, Group, Loader, Menu, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { TechGroup, Technique } from '@/domain/catalogue/types';
import { fenToYuan } from '@/domain/shared/money';
import type { TechChoice, TechState } from '@/domain/rules/technique';
import { Money } from '@/ui/money';
import { rulesWorker } from '../../../workers/rules.client';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { TechDetailsButton } from './tech-details-button';

type TechniqueGroupRowProps = {
  index: CatalogueIndex;
  group: TechGroup;
  choice: TechChoice;
  tech: TechState;
  onChoose: (techId: number) => void;
  onCancel: (groupId: number) => void;
  /** The technique's detail fields (text and photo items) belong to the fast order's form; other forms list techniques only. */
  withDetails?: boolean;
};

/**
 * One technique position: the chosen technique, changed to a similar one from a menu (options
 * from the rules worker, spec 2 §4) or cancelled back to an empty entry with a negative id.
 */
export function TechniqueGroupRow({ index, group, choice, tech, onChoose, onCancel, withDetails = true }: TechniqueGroupRowProps) {
  const { t, i18n } = useTranslation('ordering');
  const lang = i18n.language;
  const [options, setOptions] = useState<Technique[] | null>(null);
  const current = choice.tech_id > 0 ? index.technique.get(choice.tech_id) : undefined;
  const reference = current ?? index.techniquesOfGroup.get(group.id)?.[0];

  const load = async () => {
    setOptions(null);
    if (!reference) return setOptions([]);
    // For an empty entry, the group's first technique stands in: the options are its group.
    setOptions(await rulesWorker().similarTechniques(tech, reference.id));
  };

  return (
    <Table.Tr data-testid={`tech-group-${group.id}`}>
      <Table.Td w={130}>
        <Text size="sm">
          {group.is_required ? (
            <Text component="span" c="red" mr={2}>
              *
            </Text>
          ) : null}
          {pickName(lang, group.name, group.name_en)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          <Text size="sm" c={current ? undefined : 'dimmed'} data-testid="tech-current">
            {current ? pickName(lang, current.tech_name, current.tech_name_en) : t('techEmpty')}
          </Text>
          {choice.has_changed && (
            <Badge size="xs" variant="light" color="grape">
              {t('techChanged')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td w={90} ta="right">
        {current && current.price_fen > 0 ? <Money yuan={fenToYuan(current.price_fen)} /> : <Text c="dimmed">—</Text>}
      </Table.Td>
      <Table.Td w={170}>
        <Group gap={4} wrap="nowrap">
          <Menu onOpen={() => void load()} position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <Button size="compact-xs" variant="light" data-testid="tech-change">
                {t('techChange')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah={300} style={{ overflowY: 'auto' }}>
              {options === null && (
                <Menu.Label>
                  <Loader size="xs" />
                </Menu.Label>
              )}
              {options?.length === 0 && <Menu.Label>{t('rules:no_techniques')}</Menu.Label>}
              {options?.map((o) => (
                <Menu.Item key={o.id} onClick={() => onChoose(o.id)} disabled={o.id === choice.tech_id} data-testid={`tech-option-${o.id}`}>
                  {pickName(lang, o.tech_name, o.tech_name_en)}
                  {o.price_fen > 0 && (
                    <Text component="span" size="xs" c="dimmed" ml={6}>
                      +<Money yuan={fenToYuan(o.price_fen)} />
                    </Text>
                  )}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {current && withDetails && <TechDetailsButton categoryId={tech.category_id} technique={current} />}
          <Tooltip label={t('techCancel')}>
            <ActionIcon size="sm" variant="subtle" color="gray" disabled={!current} onClick={() => onCancel(group.id)} aria-label={t('techCancel')}>
              ×
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
