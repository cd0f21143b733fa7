import type { Key } from 'react';
import { Table, type MantineFontSize } from '@mantine/core';
import type { Column, Columns } from './data-table';

type SimpleTableProps<T> = {
  rows: readonly T[];
  columns: Columns<T>;
  rowKey: (row: T, index: number) => Key;
  testId?: string;
  fz?: MantineFontSize;
  /** Rows as short as the inputs in them (a measurement sheet). */
  compact?: boolean;
};

/**
 * A small bordered table (an order's goods, prices, sizes; a measurement sheet, its cells
 * inputs): no paging, selection or empty state, the columns declared as for DataTable.
 */
export function SimpleTable<T>({ rows, columns, rowKey, testId, fz = 'sm', compact }: SimpleTableProps<T>) {
  const shown = columns.filter((c): c is Column<T> => Boolean(c));
  return (
    <Table withTableBorder fz={fz} verticalSpacing={compact ? 2 : undefined} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((c) => (
            <Table.Th key={c.key} w={c.width}>
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={rowKey(row, i)}>
            {shown.map((c) => (
              <Table.Td key={c.key} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                {c.cell(row, i)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
