/**
 * Every export's cells (src/lib/csv.ts): text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage
 * return first: OWASP's CSV injection) is written with a leading ', numbers stay numbers, and reading a cell back
 * gives the text it was. The console's orders and takings exports (src/admin/recordsCsv.ts) write through it.
 */
import { describe, expect, it } from 'vitest';
import { csvCell, originalCell, parseCsv, writeCsv } from '../../src/lib/csv';
import { recordsCsv } from '../../src/admin/recordsCsv';

/** The six ways a cell can start a formula, and what the raw CSV must hold for each. */
const FORMULAS: Array<[string, string]> = [
  ['=1+1', "'=1+1"],
  ['+1', "'+1"],
  ['-1', "'-1"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\tTab first', "'\tTab first"],
  ['\rCR first', `"'\rCR first"`],
];

describe('a CSV cell', () => {
  it('starts a formula never: the text is written after a leading quote', () => {
    for (const [text, raw] of FORMULAS) expect(csvCell(text), JSON.stringify(text)).toBe(raw);
    // With a comma the cell is quoted too, the ' inside the quotes.
    expect(csvCell('=HYPERLINK("http://x.example","a, b")')).toBe(`"'=HYPERLINK(""http://x.example"",""a, b"")"`);
  });

  it('leaves other text, numbers and yes/no as they are', () => {
    expect(['Dal Makhani', "Chef's special", '1+1', 'a-b', ''].map(csvCell)).toEqual(['Dal Makhani', "Chef's special", '1+1', 'a-b', '']);
    expect([-1, -12.5, 0, 399.5, true, null, undefined].map(csvCell)).toEqual(['-1', '-12.5', '0', '399.5', 'true', '', '']);
  });

  it('reads back as the text it was, whatever the text, a quote before a formula character included', () => {
    const texts = [...FORMULAS.map(([text]) => text), "'=already quoted", "''+1", "'plain", "'", 'plain', '-'];
    const [record] = parseCsv(writeCsv([texts]));
    expect(record!.fields.map(originalCell)).toEqual(texts);
  });
});

describe('the console’s list export', () => {
  it('writes an order’s fields a column each, formulas neutralised, its time in India’s, numbers as numbers', () => {
    const orders = [
      { id: 'GL1001', placedAt: Date.parse('2026-11-27T05:13:00+05:30'), customerName: '=1+1', outletTitle: '+1', status: 'DELIVERED', total: 355.95, paymentMode: null },
      { id: 'GL1002', placedAt: Date.parse('2026-11-27T21:00:00+05:30'), customerName: '-1', outletTitle: '@SUM(A1)', status: 'PLACED', total: 90, paymentMode: '\tWALLET' },
    ];
    const rows = parseCsv(recordsCsv(orders, ['placedAt'])).map((record) => record.fields);
    expect(rows).toEqual([
      ['id', 'placedAt', 'customerName', 'outletTitle', 'status', 'total', 'paymentMode'],
      ['GL1001', '2026-11-27 05:13', "'=1+1", "'+1", 'DELIVERED', '355.95', ''],
      ['GL1002', '2026-11-27 21:00', "'-1", "'@SUM(A1)", 'PLACED', '90', "'\tWALLET"],
    ]);
  });

  it('writes takings with a negative net as a number and an outlet named like a formula as text', () => {
    const takings = [{ id: '2026-11-27:3', day: '2026-11-27', outletTitle: '\rMohali', sales: 100, givenBack: 150.5, net: -50.5, parts: [{ by: 'WALLET', amount: 100 }] }];
    const [header, row] = parseCsv(recordsCsv(takings)).map((record) => record.fields);
    expect(header).toEqual(['id', 'day', 'outletTitle', 'sales', 'givenBack', 'net', 'parts']);
    expect(row).toEqual(['2026-11-27:3', '2026-11-27', "'\rMohali", '100', '150.5', '-50.5', '[{"by":"WALLET","amount":100}]']);
  });
});
