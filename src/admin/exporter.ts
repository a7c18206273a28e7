/** react-admin's exporter for a list (orders, takings): its rows as CSV (recordsCsv.ts), downloaded as `<fileName>.csv`. */
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { recordsCsv } from './recordsCsv';

export const csvExporter =
  (fileName: string, moments: readonly string[] = []): Exporter =>
  (records: RaRecord[]) =>
    downloadCSV(recordsCsv(records, moments), fileName);
