import { Alert, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/api/api-error';
import { bulkApi, bulkKeys } from '@/api/bulk-goods';
import { CODE_CHECK_DELAY_MS, CODE_PATTERN, type ProductInfo } from '@/domain/bulk-goods/contract';
import { repeatedStyles } from '@/domain/bulk-goods/rules';
import { DialogActions } from '@/ui/dialog-actions';
import { notify } from '@/ui/notify';
import type { ProductRow } from './state';

type StyleChangeDialogProps = { row: ProductRow | null; onClose: () => void; onDone: (key: string, info: ProductInfo) => void };

/**
 * A product whose pattern, fabric or techniques changed is another product (spec 2 §2.6, §5): it
 * gets a new product code and a new style number per category. Each is checked for existence
 * 500 ms after typing stops; confirm stays off while one is empty, malformed or taken.
 */
export function StyleChangeDialog({ row, onClose, onDone }: StyleChangeDialogProps) {
  const { t } = useTranslation('large_goods');
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('style_change.title')} size="lg" centered>
      {row && <StyleChangeForm row={row} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function StyleChangeForm({ row, onClose, onDone }: { row: ProductRow; onClose: () => void; onDone: (key: string, info: ProductInfo) => void }) {
  const { t } = useTranslation('large_goods');
  const [code, setCode] = useState('');
  const [styles, setStyles] = useState<string[]>(() => row.goods.map(() => ''));
  const [busy, setBusy] = useState(false);
  // One key for this dialog's confirm: a retry after a lost answer adds the code once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [checked] = useDebouncedValue({ code: code.trim(), styles: styles.map((s) => s.trim()) }, CODE_CHECK_DELAY_MS);
  const wellFormed = (v: string) => CODE_PATTERN.test(v);
  const toCheck = { code: wellFormed(checked.code) ? checked.code : '', styles: checked.styles.filter(wellFormed) };
  const check = useQuery({
    queryKey: bulkKeys.check(toCheck.code, toCheck.styles.join(',')),
    queryFn: () => bulkApi.check(toCheck.code, toCheck.styles),
    enabled: Boolean(toCheck.code) || toCheck.styles.length > 0,
  });
  const settled = !check.isFetching && checked.code === code.trim() && checked.styles.join(',') === styles.map((s) => s.trim()).join(',');
  const codeTaken = settled && toCheck.code !== '' && check.data?.product_code_taken === true;
  const styleTaken = (s: string) => settled && (check.data?.styles_taken ?? []).some((x) => x.toUpperCase() === s.trim().toUpperCase());
  const fieldError = (v: string, taken: boolean, key: string) => (v.trim() && !wellFormed(v.trim()) ? t('code_format') : taken ? t(key) : undefined);
  const blocked = !settled || !wellFormed(code.trim()) || codeTaken || styles.some((s) => !wellFormed(s.trim()) || styleTaken(s)) || check.isError;

  const confirm = async () => {
    const repeated = repeatedStyles(styles);
    if (repeated) return notify.warning(t(repeated.replace('large_goods:', '')));
    setBusy(true);
    try {
      const info = await bulkApi.addCodes(
        {
          source_code: row.product_code,
          product_code: code.trim(),
          goods_array: row.goods.map((g, i) => ({ category_item_id: g.category_item_id, style_number: styles[i]!.trim(), edition_number: g.edition_number, fabric_num: g.fabric_num, retail: Number(g.retail), tech_info: g.tech_ids })),
        },
        idempotencyKey,
      );
      notify.success(t('codes_added'));
      onDone(row.key, info);
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light">
        {t('style_change.hint')}
      </Alert>
      <TextInput label={t('style_change.old_code')} value={row.product_code} readOnly variant="filled" />
      <TextInput
        label={t('style_change.new_code')}
        value={code}
        maxLength={32}
        onChange={(e) => setCode(e.currentTarget.value)}
        error={fieldError(code, codeTaken, 'code_taken')}
        description={code.trim() && !settled ? t('style_change.checking') : undefined}
        data-autofocus
        data-testid="style-change-code"
      />
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('category')}</Table.Th>
            <Table.Th>{t('style_change.old_style')}</Table.Th>
            <Table.Th>{t('style_change.new_style')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {row.goods.map((g, i) => (
            <Table.Tr key={g.category_item_id}>
              <Table.Td>{g.category_item_name}</Table.Td>
              <Table.Td>{row.saved[i]?.style_number || <Text c="dimmed">{t('style_change.none')}</Text>}</Table.Td>
              <Table.Td>
                <TextInput
                  value={styles[i]}
                  maxLength={32}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setStyles((list) => list.map((s, j) => (j === i ? v : s)));
                  }}
                  error={fieldError(styles[i]!, styleTaken(styles[i]!), 'style_taken')}
                  aria-label={`${t('style_change.new_style')} ${g.category_item_name}`}
                  data-testid={`style-change-style-${i}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <DialogActions onCancel={onClose} onConfirm={() => void confirm()} confirmLabel={t('style_change.confirm')} cancelLabel={t('style_change.cancel')} loading={busy} disabled={blocked} confirmTestId="style-change-confirm" />
    </Stack>
  );
}
