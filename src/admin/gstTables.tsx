/** A small read-only table of the console's report screens (the GST summary, the day close): a caption and its rows. */
import { Box, Typography } from '@mui/material';
import { ColumnTable, type Column } from './ColumnTable';

export type { Column };

export function ReportTable<T>({ caption, columns, rows, empty }: { caption: string; columns: Array<Column<T>>; rows: T[]; empty: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {caption}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <ColumnTable label={caption} columns={columns} rows={rows} />
      )}
    </Box>
  );
}
