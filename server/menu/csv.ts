/** RFC 4180 CSV, small enough to read: fields quoted when they hold a comma, a quote or a line break; CRLF between records. */

const needsQuotes = /[",\r\n]/;

export function csvField(value: string): string {
  return needsQuotes.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

export function writeCsv(rows: string[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
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
