import { ActionIcon, Badge, Popover, Tooltip } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { Technique } from '@/domain/catalogue/types';
import { TechDetailFields, useTechDetail } from './tech-detail-fields';

type TechDetailsButtonProps = { categoryId: number; technique: Technique };

/** A technique's details (./tech-detail-fields) behind a button on the technique panel's row. */
export function TechDetailsButton({ categoryId, technique }: TechDetailsButtonProps) {
  const { t } = useTranslation('ordering');
  const detail = useTechDetail(categoryId, technique.id);
  if (!technique.allow_content && technique.items.length === 0) return null;
  const filled = Object.values(detail.items).filter(Boolean).length;
  return (
    // The details' fields are reached from the keyboard: the focus goes into them when the popover
    // opens (it is drawn at the end of the page) and back to the button when it closes.
    <Popover position="bottom-end" withArrow shadow="md" width={260} trapFocus returnFocus>
      <Popover.Target>
        <Tooltip label={t('techDetails')}>
          <ActionIcon size="sm" variant="light" color="grape" aria-label={t('techDetails')} data-testid={`tech-details-${technique.id}`}>
            {filled ? <Badge size="xs" circle variant="transparent">{filled}</Badge> : '…'}
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <TechDetailFields categoryId={categoryId} technique={technique} />
      </Popover.Dropdown>
    </Popover>
  );
}
