import { Badge, Group } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { SUB_ACCOUNT_STATUS } from '@/domain/account/sub-accounts';
import { moduleName } from '@/domain/modules';

/** A shop's or staff member's status (spec 3 §4): enabled in teal, anything else grey. */
export function AccountStatusBadge({ statusId, label }: { statusId: number; label: string }) {
  // Its whole word, never "EN…": the column is as wide as the badge, not the badge as narrow as a squeezed column.
  return (
    <Badge color={statusId === SUB_ACCOUNT_STATUS.enabled ? 'teal' : 'gray'} style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}

/** The modules an account may use, by name in the reader's language. */
export function ModuleBadges({ codes }: { codes: readonly string[] }) {
  const { i18n } = useTranslation();
  return (
    <Group gap={4}>
      {codes.map((m) => (
        <Badge key={m} variant="light" size="sm">
          {moduleName(m, i18n.language)}
        </Badge>
      ))}
    </Group>
  );
}
