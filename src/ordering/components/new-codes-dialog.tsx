import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import { CODE_CHECK_DELAY_MS, CODE_PATTERN, type CodeCheck } from '@/domain/bulk-goods/contract';
import { repeatedStyles } from '@/domain/bulk-goods/rules';
import type { Columns } from '@/ui/data-table';
import { DialogActions } from '@/ui/dialog-actions';
import { SimpleTable } from '@/ui/simple-table';
import { notify } from '@/ui/notify';
import { useOnline } from '@/sync/network';

/** What the dialog asks for: a new product code when `oldCode` is given, and a new style number per line. */
export type NewCodesRequest = { oldCode?: string; styles: { label: string; old: string }[] };
export type NewCodes = { code: string; styles: string[] };

type NewCodesDialogProps = {
  request: NewCodesRequest | null;
  title: ReactNode;
  hint: ReactNode;
  /** Whether codes are taken (the module's own existence check). */
  check: (code: string, styles: string[]) => Promise<CodeCheck>;
  /** Saves the new codes; a refusal is shown and the dialog stays open. */
  onConfirm: (codes: NewCodes) => Promise<void>;
  onClose: () => void;
};

/**
 * A changed garment is another style (spec 2 §2.5, §2.6, §5): the bulk order asks for a new
 * product code and a new style number per category, the group purchase for a new style number.
 * Each is checked for existence 500 ms after typing stops; a style equal to the original gets the
 * red hint; confirm stays off while one is empty, malformed, taken or unchanged; repeated new
 * style numbers are refused on confirm (新输入的款式号有重复).
 */
export function NewCodesDialog({ request, title, ...rest }: NewCodesDialogProps) {
  return (
    <Modal opened={request !== null} onClose={rest.onClose} title={title} size="lg" centered>
      {request && <NewCodesForm request={request} {...rest} />}
    </Modal>
  );
}

function NewCodesForm({ request, hint, check, onConfirm, onClose }: Omit<NewCodesDialogProps, 'title'> & { request: NewCodesRequest }) {
  const { t } = useTranslation('common');
  const askCode = request.oldCode !== undefined;
  const [code, setCode] = useState('');
  const [styles, setStyles] = useState<string[]>(() => request.styles.map(() => ''));
  const [busy, setBusy] = useState(false);
  const typed = { code: code.trim(), styles: styles.map((s) => s.trim()) };
  const [checked] = useDebouncedValue(typed, CODE_CHECK_DELAY_MS);
  const wellFormed = (v: string) => CODE_PATTERN.test(v);
  const toCheck = { code: askCode && wellFormed(checked.code) ? checked.code : '', styles: checked.styles.filter(wellFormed) };
  const asked = Boolean(toCheck.code) || toCheck.styles.length > 0;
  const answer = useQuery({
    queryKey: ['new-codes', check, toCheck.code, toCheck.styles.join(',')],
    queryFn: () => check(toCheck.code, toCheck.styles),
    enabled: asked,
  });
  const online = useOnline();
  const settled = !answer.isFetching && checked.code === typed.code && checked.styles.join(',') === typed.styles.join(',');
  // Asked and not answered: the check failed, or waits for the connection (paused, with no error).
  const unanswered = settled && asked && answer.data === undefined;
  const codeTaken = settled && toCheck.code !== '' && answer.data?.product_code_taken === true;
  const styleTaken = (s: string) => settled && (answer.data?.styles_taken ?? []).some((x) => x.toUpperCase() === s.trim().toUpperCase());
  const sameAsOld = (i: number) => styles[i]!.trim() !== '' && styles[i]!.trim().toUpperCase() === request.styles[i]!.old.toUpperCase();
  const styleError = (i: number) => {
    const v = styles[i]!.trim();
    if (v && !wellFormed(v)) return t('new_codes.code_format');
    if (sameAsOld(i)) return t('new_codes.same_style');
    return styleTaken(v) ? t('new_codes.style_taken') : undefined;
  };
  const codeError = code.trim() && !wellFormed(code.trim()) ? t('new_codes.code_format') : codeTaken ? t('new_codes.code_taken') : undefined;
  // The codes are checked and saved on the server: offline, confirm waits for the connection.
  const blocked =
    !online || !settled || answer.isError || unanswered || (askCode && (!wellFormed(typed.code) || codeTaken)) || typed.styles.some((s, i) => !wellFormed(s) || styleTaken(s) || sameAsOld(i));

  const confirm = async () => {
    if (repeatedStyles(typed.styles)) return notify.warning(t('new_codes.repeated'));
    setBusy(true);
    try {
      await onConfirm(typed);
    } finally {
      setBusy(false);
    }
  };

  const columns: Columns<NewCodesRequest['styles'][number]> = [
    { key: 'category', header: t('new_codes.category'), cell: (line) => line.label },
    { key: 'old', header: t('new_codes.old_style'), cell: (line) => line.old || <Text c="dimmed">{t('new_codes.none')}</Text> },
    {
      key: 'new',
      header: t('new_codes.new_style'),
      cell: (line, i) => (
        <TextInput
          value={styles[i]}
          maxLength={32}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setStyles((list) => list.map((s, j) => (j === i ? v : s)));
          }}
          error={styleError(i)}
          aria-label={`${t('new_codes.new_style')} ${line.label}`}
          data-autofocus={!askCode && i === 0 ? true : undefined}
          data-testid={`new-codes-style-${i}`}
        />
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light">
        {hint}
      </Alert>
      {askCode && (
        <>
          <TextInput label={t('new_codes.old_code')} value={request.oldCode} readOnly variant="filled" />
          <TextInput
            label={t('new_codes.new_code')}
            value={code}
            maxLength={32}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={codeError}
            description={code.trim() && !settled ? t('new_codes.checking') : undefined}
            data-autofocus
            data-testid="new-codes-code"
          />
        </>
      )}
      <SimpleTable rows={request.styles} rowKey={(_, i) => i} columns={columns} />
      {!online ? (
        <Alert color="orange" variant="light" data-testid="new-codes-offline">
          {t('new_codes.offline')}
        </Alert>
      ) : (
        answer.isError && (
          <Alert color="red" variant="light" data-testid="new-codes-check-failed">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('new_codes.check_failed')}</Text>
              <Button size="md" variant="default" onClick={() => void answer.refetch()}>
                {t('new_codes.check_again')}
              </Button>
            </Group>
          </Alert>
        )
      )}
      <DialogActions onCancel={onClose} onConfirm={() => void confirm()} loading={busy} disabled={blocked} confirmTestId="new-codes-confirm" />
    </Stack>
  );
}
