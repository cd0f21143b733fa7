import { Box, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';

type TaskToolbarProps = {
  keywords: string;
  onKeywords: (text: string) => void;
  /** Enter or the search button applies the keywords (spec 3 §2: search is explicit, not per keystroke). */
  onSearch: () => void;
  orderType: string;
  onOrderType: (value: string) => void;
  onNew: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onCache: () => void;
};

/** The measuring task list's search, order status filter and task actions. */
export function TaskToolbar({ keywords, onKeywords, onSearch, orderType, onOrderType, onNew, onEdit, onDelete, onCache }: TaskToolbarProps) {
  const { t } = useTranslation('measuring');
  return (
    <Paper p="sm" withBorder mb="sm">
      <Group gap="xs" wrap="wrap">
        <TextInput
          placeholder={t('ui.keyword')}
          aria-label={t('ui.keyword')}
          value={keywords}
          onChange={(e) => onKeywords(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearch();
          }}
          w={200}
        />
        <Button variant="light" onClick={onSearch}>
          {t('ui.search')}
        </Button>
        <Select
          aria-label={t('ui.orderStatus')}
          data={['0', '1', '2', '3'].map((v) => ({ value: v, label: t(`ui.orderFilter.${v}`) }))}
          value={orderType}
          onChange={(v) => onOrderType(v ?? '0')}
          w={170}
        />
        <Box style={{ flex: 1 }} />
        <Button onClick={onNew}>{t('ui.newTask')}</Button>
        <Button variant="default" onClick={onEdit}>
          {t('ui.editTask')}
        </Button>
        <Button variant="default" color="red" onClick={onDelete}>
          {t('ui.deleteTask')}
        </Button>
        <Button variant="subtle" onClick={onCache}>
          {t('ui.cache.title')}
        </Button>
      </Group>
    </Paper>
  );
}
