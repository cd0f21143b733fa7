import { Button, Modal, Select, Stack } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { GroupPerson } from '@/domain/group-buy/contract';
import type { PersonSize } from '@/domain/group-buy/rules';

type SizePickerModalProps = {
  picking: { person: GroupPerson; categoryId: number } | null;
  /** The person's size for the garment now, if any. */
  picked: PersonSize | null | undefined;
  pickerSizes: string[];
  categoryName: (id: number) => string;
  /** A size chosen, or null to clear one set by hand. */
  onSize: (size: string | null) => void;
  onClose: () => void;
};

/** The one size picker of the page, for the cell clicked: forty pickers of hundreds of sizes each would cost seconds per page. */
export function SizePickerModal({ picking, picked, pickerSizes, categoryName, onSize, onClose }: SizePickerModalProps) {
  const { t } = useTranslation('group_buy');
  return (
    <Modal opened={picking !== null} onClose={onClose} title={picking ? `${picking.person.truename} · ${categoryName(picking.categoryId)}` : ''} size="sm" centered>
      {picking && (
        <Stack gap="sm">
          <Select
            label={t('sizing.size')}
            searchable
            data={pickerSizes}
            value={picked?.size ?? null}
            onChange={(v) => v && onSize(v)}
            data-autofocus
            data-testid="size-picker"
          />
          {picked?.source === 'manual' && (
            <Button variant="subtle" color="gray" onClick={() => onSize(null)} data-testid="size-picker-clear">
              {t('sizing.clear')}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
