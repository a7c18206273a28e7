/** The console's read-only table of figures (reports, the GST summary, the day close): columns that say how to read a row. */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, as figures are read. */
  numeric?: boolean;
}

export function ColumnTable<T>({ label, columns, rows, rowKey = (_row, at) => String(at), stickyHeader = false }: {
  label: string;
  columns: Array<Column<T>>;
  rows: T[];
  rowKey?: (row: T, at: number) => string;
  stickyHeader?: boolean;
}) {
  return (
    <Table size="small" stickyHeader={stickyHeader} aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, at) => (
          <TableRow key={rowKey(row, at)}>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
