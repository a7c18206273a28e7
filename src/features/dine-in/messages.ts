import { defineMessages } from '../../i18n';

/** The words of the Dine In buttons and badge, which first views draw; the scanner's own are in scannerMessages.ts. */
export const m = defineMessages('dineIn', {
  orderingAt: 'Ordering for table {table} at {restaurant}.',
  scanAnother: 'Scan another table',
  scanTable: 'Scan table QR code',
  table: 'Table {table}',
});
