/**
 * The console's list exports (orders, takings) as CSV: every field of the rows as the server sent them, a column each,
 * written by src/lib/csv.ts, which keeps spreadsheet formulas out of every cell. Moments (`moments`: fields of epoch
 * ms) are written in India's time, '2026-11-27 05:13'; anything nested is written as JSON in its cell.
 */
import { writeCsv, type CsvValue } from '../lib/csv';
import { sheetTimeText } from './dateTime';

export function recordsCsv(records: ReadonlyArray<Record<string, unknown>>, moments: readonly string[] = []): string {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const cell = (field: string, value: unknown): CsvValue =>
    moments.includes(field) && typeof value === 'number'
      ? sheetTimeText(value)
      : value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : JSON.stringify(value);
  return writeCsv([columns, ...records.map((record) => columns.map((field) => cell(field, record[field])))]);
}
