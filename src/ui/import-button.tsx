import { useState } from 'react';
import { Alert, Button, FileButton, List, Progress, Text, type ButtonProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import { notify } from './notify';

/**
 * A refused cell of an imported sheet, as the server answers it: its message names the row and
 * column; `cell` is the same without the row, shown under its row's heading.
 */
export type ImportRowError = { row?: number; field?: string; message: string; cell?: string };

/**
 * What a refused import comes to: the words to show, the refused cells, and how many rows were
 * wrong and right (when the sheet could be read row by row).
 */
export type ImportRefusal = { message: string; errors: ImportRowError[]; invalidRows?: number | undefined; validRows?: number | undefined };

// The panel's full line of its own in the wrapping row of buttons it sits in, so a long list never squeezes them.
const OWN_LINE: CSSProperties = { flexBasis: '100%' };

/** What the list shows at most; a sheet of 5000 broken rows still says how many in the title. */
const SHOWN_ERRORS = 50;

export type ImportButtonProps<R> = {
  label: string;
  /** File name endings accepted (checked before anything is sent; the server checks the content). */
  extensions: readonly string[];
  /** Said when the file's name has another ending. */
  wrongType: string;
  /** Said offline, where nothing can be imported. */
  offline: string;
  /** Said (with the server's message when it answered) when the import is refused. */
  failed: string;
  /** A check before sending (a configuration to import into): its message, or null to go on. */
  precheck?: () => string | null;
  upload: (file: File) => Promise<R>;
  /** Sends the same file again asking for its correct rows only; offered when some rows are wrong and some right. */
  uploadValid?: (file: File) => Promise<R>;
  onImported: (result: R, file: File) => void;
  testId?: string;
} & Pick<ButtonProps, 'size' | 'variant'>;

export type ImportViewProps<R> = ImportButtonProps<R> & {
  /** Whether the device is online: offline nothing is sent and the button says why. */
  online: boolean;
  /** Reads what `upload` threw; `failed` is what to say when it names nothing better. */
  readRefusal: (err: unknown, failed: string) => ImportRefusal;
};

/**
 * The Excel import as drawn: pick an xls/xlsx, send it, and list the rows that were refused (each
 * with its row and column), or hand the answer on. The button and its panel (progress, refusal) sit
 * together, the panel on a line of its own in a wrapping row. Screens use `ImportButton` of
 * src/data, which knows the network and reads the server's refusals.
 */
export function ImportButtonView<R>(props: ImportViewProps<R>) {
  const { button, panel } = useImportView(props);
  return (
    <>
      {button}
      {panel && <div style={OWN_LINE}>{panel}</div>}
    </>
  );
}

/**
 * The same import with its panel handed back apart (null while there is nothing to show), for a
 * button in a header row of actions: the panel belongs under the header, across the section.
 */
export function useImportView<R>({ label, extensions, wrongType, offline, failed, precheck, upload, uploadValid, onImported, testId, size, variant = 'light', online, readRefusal }: ImportViewProps<R>): { button: ReactNode; panel: ReactNode } {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ file: File; text: string; errors: ImportRowError[]; invalidRows: number; validRows: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const errors = refused?.errors ?? [];

  const send = async (file: File | null, validOnly = false) => {
    if (!file) return;
    setRefused(null);
    setMessage(null);
    if (!online) return notify.warning(offline);
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!extensions.includes(ext)) return setMessage(wrongType);
    const blocked = precheck?.();
    if (blocked) return setMessage(blocked);
    setBusy(true);
    try {
      onImported(await (validOnly && uploadValid ? uploadValid(file) : upload(file)), file);
    } catch (err) {
      const { message: text, errors: rows, invalidRows, validRows } = readRefusal(err, failed);
      const numbered = new Set(rows.flatMap((e) => (e.row && e.row > 0 ? [e.row] : []))).size;
      // The refusal is said once, where the file was picked and where its rows are listed (an alert
      // a screen reader announces), not again in a toast: stacked over the page, a toast covered the
      // control a tablet user needed next.
      setRefused(rows.length ? { file, text, errors: rows, invalidRows: invalidRows ?? numbered, validRows: validRows ?? 0 } : null);
      if (!rows.length) setMessage(text);
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <FileButton onChange={(f) => void send(f)} accept={extensions.map((e) => `.${e}`).join(',')}>
      {(props) => (
        <Button
          {...props}
          // Offline the button still answers, with the reason, instead of doing nothing.
          onClick={online ? props.onClick : () => notify.warning(offline)}
          size={size}
          variant={variant}
          loading={busy}
          data-testid={testId}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
  const shown = busy || message !== null || (refused !== null && errors.length > 0);
  const panel = shown ? (
    <>
      {busy && (
        // The server answers a sheet whole (read, checked, saved), so there is no honest percentage to
        // show: a running bar says it is under way, on a line of its own.
        <Progress value={100} animated striped size="sm" mt="xs" aria-label={t('common:import.running')} data-testid="import-progress" />
      )}
      {message && (
        <Alert color="red" variant="light" mt="xs" data-testid="import-message">
          {message}
        </Alert>
      )}
      {refused && errors.length > 0 && (
        <Alert
          color="red"
          variant="light"
          mt="xs"
          title={refused.text}
          data-testid="upload-errors"
        >
          <Text size="sm" mb={4} data-testid="upload-errors-advice">
            {refused.invalidRows > 0 ? t('common:import.rowErrors', { rows: refused.invalidRows, count: errors.length }) : t('common:import.fileErrors')}
          </Text>
          <List size="xs" spacing={2} style={{ maxHeight: 240, overflow: 'auto' }}>
            {groupByRow(errors.slice(0, SHOWN_ERRORS)).map((g) =>
              g.row === null ? (
                g.errors.map((e, i) => <List.Item key={`file-${i}`}>{e.message}</List.Item>)
              ) : (
                <List.Item key={g.row} data-testid="upload-error-row" data-row={g.row}>
                  {t('common:import.row', { row: g.row })}
                  <List size="xs" withPadding>
                    {g.errors.map((e, i) => (
                      <List.Item key={i}>{e.cell ?? e.message}</List.Item>
                    ))}
                  </List>
                </List.Item>
              ),
            )}
          </List>
          {uploadValid && refused.validRows > 0 && (
            <Button size="xs" mt="xs" variant="white" color="red" loading={busy} onClick={() => void send(refused.file, true)} data-testid="import-valid-rows">
              {t('common:import.importValid', { count: refused.validRows })}
            </Button>
          )}
        </Alert>
      )}
    </>
  ) : null;
  return { button, panel };
}

/** Errors of numbered rows under their row, in row order; errors of the whole file (no row) first. */
function groupByRow(errors: readonly ImportRowError[]): { row: number | null; errors: ImportRowError[] }[] {
  const groups = new Map<number | null, ImportRowError[]>();
  for (const e of errors) {
    const row = e.row && e.row > 0 ? e.row : null;
    groups.set(row, [...(groups.get(row) ?? []), e]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a ?? -1) - (b ?? -1)).map(([row, list]) => ({ row, errors: list }));
}
