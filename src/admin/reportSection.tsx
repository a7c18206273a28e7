/**
 * One section of the finance report: a chart (@mui/x-charts, the console's MUI) with the same figures as a table
 * beside it, so every bar can be read to the paisa and by a screen reader, and a CSV of the table's rows.
 */
import type { ReactNode } from 'react';
import { downloadCSV } from 'react-admin';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { recordsCsv } from './recordsCsv';
import { ColumnTable, type Column } from './ColumnTable';

export type { Column };

export function ReportSection<T>({ title, chart, rows, columns, rowKey, csv, fileName }: {
  title: string;
  chart: ReactNode;
  rows: T[];
  columns: Array<Column<T>>;
  rowKey: (row: T) => string;
  csv: () => Array<Record<string, unknown>>;
  fileName: string;
}) {
  const label = title.toLowerCase();
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button size="small" startIcon={<DownloadIcon />} aria-label={`Export ${label} CSV`} onClick={() => downloadCSV(recordsCsv(csv()), fileName)} disabled={rows.length === 0}>
            Export {label} CSV
          </Button>
        </Stack>
        {rows.length === 0 ? (
          <Typography color="text.secondary">Nothing in this range.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
            <Box>{chart}</Box>
            <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
              <ColumnTable label={`${title} table`} columns={columns} rows={rows} rowKey={rowKey} stickyHeader />
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
