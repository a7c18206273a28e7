import { defineMessages } from '../../i18n';

/**
 * The table scanner's words and the toast once a table is open: they load with the scanner (QrScanner.tsx) and the
 * table's opening (openTable.ts), not with the Scan button that every first view's boot chunk carries (messages.ts).
 */
export const m = defineMessages('dineIn', {
  scanTitle: "Scan the table's QR code",
  cameraPreview: 'Camera preview',
  notTableCode: 'This is not a table QR code.',
  cameraUnavailable: 'The camera is not available. Allow camera access, or type the code printed under the QR code.',
  typeCode: 'Or type the code printed under the QR code',
  /** An example of a table code and its secret, as printed under the QR code. */
  codePlaceholder: 'GL-MOH8-T1 K7QX-M9XD-…',
  typeSecretToo: 'Type the whole code printed under the QR code: the table’s code and the letters after it.',
  openTable: 'Open table',
  /** The toast once a table's code is read: 'Table T1 at Gold Leaf Phase 7'. */
  tableAt: 'Table {table} at {restaurant}',
});
