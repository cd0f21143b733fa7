import { createContext, Fragment, useContext, useRef, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { ActionIcon, Checkbox, Group, Loader, Pagination, Paper, Select, SimpleGrid, Stack, Table, Text, em, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/ui/i18n';
import { ChevronDownIcon } from './icons';
import { hitClass, touchClass } from './touch';
import { useVirtualizer } from '@tanstack/react-virtual';

export { pageCount, pageOf } from './paging';

/** One column: its header and how a row shows in it. */
export type Column<T> = {
  key: string;
  header: ReactNode;
  /** `index` is the row's place among the rows shown (0 first). */
  cell: (row: T, index: number) => ReactNode;
  width?: number | string;
  minWidth?: number;
  /** Hidden below this breakpoint (the row shows the value elsewhere on narrow screens). */
  visibleFrom?: MantineBreakpoint;
  /** Money, dates and codes: never wrapped inside. */
  nowrap?: boolean;
  /**
   * Text people type (a name, an address): breaks inside a run where it must. The table keeps
   * Chinese words whole (keep-all), so a long name without spaces was as wide as the table's
   * narrowest width could be, and pushed a table that just fitted sideways.
   */
  breakAnywhere?: boolean;
  /** Below the table's `foldBelow`, shown in the row's expandable detail instead of a column of its own. */
  fold?: boolean;
};

/** Columns as a page lists them; `false` leaves out a column the viewer may not use. */
export type Columns<T> = readonly (Column<T> | false | null | undefined)[];

export type Selection<T, K> = {
  selected: ReadonlySet<K>;
  onChange: (next: Set<K>) => void;
  /** The accessible name of a row's checkbox and of the header's. */
  rowLabel: (row: T) => string;
  allLabel: string;
};

export type Paging = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Offline, a list paged by the server cannot turn its page. */
  disabled?: boolean;
  /** Page-size choice, when the list offers one. */
  size?: { value: number; options: readonly number[]; label: string; onChange: (size: number) => void };
};

export type DataTableProps<T, K extends Key> = {
  rows: readonly T[];
  columns: Columns<T>;
  rowKey: (row: T) => K;
  /** Row numbers counted from the page shown: the first row shown is number `first`. */
  numbered?: { header: ReactNode; first: number; width?: number };
  selection?: Selection<T, K>;
  /** Shown instead of the table while there is no row: loading, empty or not on this device yet. */
  loading?: boolean;
  empty: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns (not while folded). */
  minWidth?: number;
  /**
   * Below this breakpoint (a tablet's 1024 px) the `fold` columns leave the table for a detail each
   * row opens, and row actions (RowActions) become a menu, so the table fits without scrolling
   * sideways and every row's actions stay on screen.
   */
  foldBelow?: MantineBreakpoint;
  rowProps?: (row: T) => Record<`data-${string}`, string | number | undefined>;
  testId?: string;
  paging?: Paging;
  /** Left of the pager: a count, a total. */
  footer?: ReactNode;
  /** Past this many rows only the rows in view are rendered (a page of 1000 stays smooth). */
  virtualizeFrom?: number;
  style?: CSSProperties;
  /**
   * Below this breakpoint each row is a card listing its columns, so nothing (the amount, the
   * status, the actions) hides off a narrow screen in a table that scrolls sideways unseen.
   */
  cardsBelow?: MantineBreakpoint;
};

const VIRTUAL_ROW_HEIGHT = 44;
const VIRTUAL_VIEW_HEIGHT = 640;

/**
 * The one list table of the portal: row numbers from the page shown, selection, an empty and a
 * loading state, paging, and virtual rows for long pages. Built on Mantine's Table (so it looks like
 * every other table and keeps plain table markup for assistive tech and tests) and
 * @tanstack/react-virtual; see README "Shared kit" for why not mantine-datatable.
 */
export function DataTable<T, K extends Key>(props: DataTableProps<T, K>) {
  const { rows, rowKey, numbered, selection, loading, empty, minWidth, rowProps, testId, paging, footer, style } = props;
  const columns = props.columns.filter((c): c is Column<T> => Boolean(c));
  const virtual = rows.length >= (props.virtualizeFrom ?? 300);
  const theme = useMantineTheme();
  const breakpoint = props.cardsBelow ? theme.breakpoints[props.cardsBelow] : undefined;
  const cards = useMediaQuery(below(breakpoint), false, { getInitialValueInEffect: false });
  const folding = useMediaQuery(below(props.foldBelow ? theme.breakpoints[props.foldBelow] : undefined), false, { getInitialValueInEffect: false });
  const folded = folding && columns.some((c) => c.fold);

  const table = rows.length ? (
    cards ? (
      <Cards rows={rows} columns={columns} rowKey={rowKey} numbered={numbered} selection={selection} rowProps={rowProps} testId={testId} />
    ) : (
    <Table.ScrollContainer minWidth={folding ? 0 : (minWidth ?? 0)} type="native" className={folding ? touchClass : undefined}>
      <FoldedContext.Provider value={folding}>
      <Body
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        numbered={numbered}
        selection={selection}
        rowProps={rowProps}
        testId={testId}
        virtual={virtual}
        style={style}
        folded={folded}
      />
      </FoldedContext.Provider>
    </Table.ScrollContainer>
    )
  ) : (
    <Paper withBorder p="xl" ta="center" c="dimmed" data-testid={testId ? `${testId}-empty` : undefined}>
      {loading ? <Loader size="sm" /> : empty}
    </Paper>
  );

  return (
    <>
      {table}
      {(paging || footer) && (
        // On a tablet the page size and the pager are finger-sized too.
        <Group justify="flex-end" mt="md" gap="sm" className={folding ? touchClass : undefined}>
          {footer}
          {paging?.size && (
            <>
              <Text size="sm">{paging.size.label}</Text>
              <Select
                w={80}
                size="xs"
                aria-label={paging.size.label}
                data={paging.size.options.map(String)}
                value={String(paging.size.value)}
                allowDeselect={false}
                disabled={paging.disabled}
                onChange={(v) => v && paging.size?.onChange(Number(v))}
              />
            </>
          )}
          {paging && <Pagination total={Math.max(1, paging.pages)} value={Math.min(paging.page, Math.max(1, paging.pages))} onChange={paging.onPage} disabled={paging.disabled} size="sm" />}
        </Group>
      )}
    </>
  );
}

/** A media query for "narrower than this breakpoint", as Mantine's visibleFrom/hiddenFrom read them; none matches without one. */
function below(breakpoint: string | undefined): string {
  // Mantine's breakpoints are in em; just below one. Hooks cannot be skipped, hence a query that never matches.
  return breakpoint ? `(max-width: ${em(parseFloat(breakpoint) * 16 - 0.1)})` : 'not all';
}

/** Whether the table around is folded for a narrow screen: row actions read it to become a menu. */
const FoldedContext = createContext(false);
export const useFoldedTable = () => useContext(FoldedContext);

/** The rows as cards: each column's header beside its value, the row's checkbox and number on top. */
function Cards<T, K extends Key>({ rows, columns, rowKey, numbered, selection, rowProps, testId }: Omit<BodyProps<T, K>, 'virtual' | 'style'>) {
  return (
    <Stack gap="xs" data-testid={testId}>
      {rows.map((row, i) => {
        const key = rowKey(row);
        return (
          <Paper key={key} withBorder p="sm" {...rowProps?.(row)}>
            {(selection || numbered) && (
              <Group gap="xs" mb={6}>
                {selection && <RowCheckbox selection={selection} row={row} rowKey={key} />}
                {numbered && (
                  <Text size="sm" c="dimmed">
                    {numbered.header} {numbered.first + i}
                  </Text>
                )}
              </Group>
            )}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} style={{ gridTemplateColumns: 'minmax(6em, auto) 1fr' }}>
              {columns.map((c) => (
                <CardField key={c.key} label={c.header} nowrap={c.nowrap}>
                  {c.cell(row, i)}
                </CardField>
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The selection with `keys` turned on or off. */
function toggled<K>(selected: ReadonlySet<K>, keys: readonly K[], on: boolean): Set<K> {
  const next = new Set(selected);
  for (const k of keys) {
    if (on) next.add(k);
    else next.delete(k);
  }
  return next;
}

/** A row's checkbox, in the label that makes it a 44 px target on touch screens (table rows and cards alike). */
function RowCheckbox<T, K>({ selection, row, rowKey }: { selection: Selection<T, K>; row: T; rowKey: K }) {
  return (
    <label className={hitClass}>
      <Checkbox
        aria-label={selection.rowLabel(row)}
        checked={selection.selected.has(rowKey)}
        onChange={(e) => selection.onChange(toggled(selection.selected, [rowKey], e.currentTarget.checked))}
      />
    </label>
  );
}

function CardField({ label, nowrap, children }: { label: ReactNode; nowrap?: boolean | undefined; children: ReactNode }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere', ...(nowrap ? { whiteSpace: 'nowrap' } : {}) }}>{children}</div>
    </>
  );
}

type BodyProps<T, K extends Key> = Pick<DataTableProps<T, K>, 'rows' | 'rowKey' | 'numbered' | 'selection' | 'rowProps' | 'testId' | 'style'> & {
  columns: Column<T>[];
  virtual: boolean;
  /** The `fold` columns are in each row's detail, not in the table. */
  folded?: boolean;
};

/** The button that opens and closes a folded row's detail: a 44 px target, as every control on a tablet. */
function DetailToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ActionIcon variant="subtle" color="gray" size={44} aria-expanded={open} aria-label={t(open ? 'table.hideDetail' : 'table.showDetail')} onClick={onToggle} data-testid="row-detail-toggle">
      <ChevronDownIcon style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
    </ActionIcon>
  );
}

function Body<T, K extends Key>({ rows, columns: allColumns, rowKey, numbered, selection, rowProps, testId, virtual, style, folded }: BodyProps<T, K>) {
  const [open, setOpen] = useState<ReadonlySet<K>>(new Set());
  const columns = folded ? allColumns.filter((c) => !c.fold) : allColumns;
  const detail = folded ? allColumns.filter((c) => c.fold) : [];
  const toggle = (key: K) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const viewport = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => viewport.current,
    estimateSize: () => VIRTUAL_ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const keys = rows.map(rowKey);
  const all = rows.map((row, i) => ({ row, key: keys[i]!, i }));
  const shown = virtual ? items.flatMap((v) => all[v.index] ?? []) : all;
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const span = columns.length + (numbered ? 1 : 0) + (selection ? 1 : 0) + (folded ? 1 : 0);

  const allOn = selection !== undefined && keys.length > 0 && keys.every((k) => selection.selected.has(k));
  const someOn = selection !== undefined && keys.some((k) => selection.selected.has(k));
  const toggleAll = (on: boolean) => selection?.onChange(toggled(selection.selected, keys, on));

  const table = (
    // Folded, each row is as tall as its 44 px toggle and menu buttons, with no padding on top.
    // keep-all: Chinese headers and labels wrap between words, never inside one (序/号).
    <Table striped highlightOnHover verticalSpacing={folded ? 0 : 'xs'} horizontalSpacing={8} style={{ wordBreak: 'keep-all', ...style }} data-testid={testId}>
      <Table.Thead style={virtual ? { position: 'sticky', top: 0, zIndex: 1, background: 'var(--mantine-color-body)' } : undefined}>
        <Table.Tr>
          {folded && <Table.Th w={44} />}
          {selection && (
            <Table.Th w={36}>
              <label className={hitClass}>
                <Checkbox aria-label={selection.allLabel} checked={allOn} indeterminate={!allOn && someOn} onChange={(e) => toggleAll(e.currentTarget.checked)} />
              </label>
            </Table.Th>
          )}
          {numbered && <Table.Th w={numbered.width ?? 40}>{numbered.header}</Table.Th>}
          {columns.map((c) => (
            // A header wraps between words only, never inside one ("Measurer / s"), whatever a table lets its cells do.
            <Table.Th key={c.key} w={c.width} miw={c.minWidth} py={folded ? 'xs' : undefined} visibleFrom={c.visibleFrom} style={{ overflowWrap: 'normal', wordBreak: 'keep-all' }}>
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {padTop > 0 && <tr style={{ height: padTop }} aria-hidden><td colSpan={span} /></tr>}
        {shown.map(({ row, key, i }) => {
          const opened = Boolean(folded) && open.has(key);
          return (
            <Fragment key={key}>
            <Table.Tr {...rowProps?.(row)} data-index={virtual ? i : undefined} ref={virtual ? virtualizer.measureElement : undefined}>
              {folded && (
                <Table.Td p={0}>
                  <DetailToggle open={opened} onToggle={() => toggle(key)} />
                </Table.Td>
              )}
              {selection && (
                <Table.Td>
                  <RowCheckbox selection={selection} row={row} rowKey={key} />
                </Table.Td>
              )}
              {numbered && <Table.Td>{numbered.first + i}</Table.Td>}
              {columns.map((c) => (
                <Table.Td key={c.key} visibleFrom={c.visibleFrom} style={c.nowrap ? { whiteSpace: 'nowrap' } : c.breakAnywhere ? { overflowWrap: 'anywhere' } : undefined}>
                  {c.cell(row, i)}
                </Table.Td>
              ))}
            </Table.Tr>
            {opened && (
              <Table.Tr data-testid={testId ? `${testId}-detail` : undefined}>
                <Table.Td colSpan={span} pl={52} py="xs">
                  <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} style={{ gridTemplateColumns: 'minmax(6em, auto) 1fr' }}>
                    {detail.map((c) => (
                      <CardField key={c.key} label={c.header} nowrap={c.nowrap}>
                        {c.cell(row, i)}
                      </CardField>
                    ))}
                  </SimpleGrid>
                </Table.Td>
              </Table.Tr>
            )}
            </Fragment>
          );
        })}
        {padBottom > 0 && <tr style={{ height: padBottom }} aria-hidden><td colSpan={span} /></tr>}
      </Table.Tbody>
    </Table>
  );

  if (!virtual) return table;
  return (
    <div ref={viewport} style={{ maxHeight: VIRTUAL_VIEW_HEIGHT, overflowY: 'auto' }} data-testid={testId ? `${testId}-viewport` : undefined}>
      {table}
    </div>
  );
}
