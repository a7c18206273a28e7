/**
 * CSV as every export writes it (the menu's on the server, the console's orders and takings) and the menu import
 * reads it: RFC 4180, fields quoted when they hold a comma, a quote or a line break, CRLF between records.
 *
 * A text cell that begins with =, +, -, @, a tab or a carriage return is a formula to Excel, LibreOffice and Google
 * Sheets: a diner named '=HYPERLINK(…)' would run in finance's spreadsheet (OWASP's CSV injection). Every cell goes
 * through csvCell, which writes such text with a leading ' so it opens as text. Numbers are written as numbers
 * (-12.5 is no formula), so they stay numbers. Reading takes the ' off again (originalCell); text that already began
 * with ' before one of those characters gets one more on the way out, so a round trip gives back any text exactly.
 */

/** What an export puts in a cell: text, a number, yes/no, or nothing. */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** Text as a spreadsheet must read it: as text, never as a formula. */
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A cell's text as it was before neutralised (the import's reading of an export). */
export const originalCell = (text: string): string => (NEUTRALISED.test(text) ? text.slice(1) : text);

/** One cell, neutralised and quoted as it needs. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = neutralised(value);
  return needsQuotes.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function writeCsv(rows: CsvValue[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export interface CsvRecord {
  /** The line the record starts on (from 1): a quoted field may span lines. */
  line: number;
  fields: string[];
}

/** Every record, with the line it starts on; a record of one empty field (a blank line) is skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += ch;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
