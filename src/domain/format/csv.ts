import { isoDay } from './isoDay';
import Papa from 'papaparse';

/**
 * CSV files a spreadsheet opens as they are meant: UTF-8 with a byte-order mark (Excel otherwise
 * reads the bytes as the system code page and breaks 'Crème' or '—'), a header row, CRLF line
 * ends, dates as ISO days (YYYY-MM-DD, which every spreadsheet reads as a date whatever its
 * locale), numbers unformatted (1234.5: no currency symbol, no thousands separator, so they stay
 * numbers) and quoting by papaparse (commas, quotes and line breaks inside a value).
 */

export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
  /** 'date': the value is a date or timestamp, written as its ISO day (csvDate). */
  type?: 'date';
}

/**
 * A number as a spreadsheet reads it: plain digits and a dot, rounded to cents so a sum carried
 * through floating point (0.1 + 0.2) is written 0.3; '' for what is not a finite number.
 */
export function csvNumber(value: number | null | undefined): number | '' {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const rounded = Number((Math.round(value * 100) / 100).toFixed(2));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** A date or timestamp as its ISO day (YYYY-MM-DD); '' when missing or not a date. */
export function csvDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return isoDay(value);
}

/** What a spreadsheet may take for the start of a formula at the start of a cell. */
const FORMULA_AT_CELL_START = /^[=+\-@\t\r]/;
/**
 * The same after a line break inside the cell (\r\n, \r or \n): a reader that splits the file
 * on line breaks without honouring quotes sees that line as a row of its own. (A carriage return
 * is itself a line break here, so it cannot start a line.)
 */
const FORMULA_AFTER_LINE_BREAK = /(\r\n|\r|\n)(?=[=+\-@\t])/g;

/**
 * Text that can never run as a formula: every line of it (the first and each one after a line
 * break) that starts with =, +, -, @ or a tab, and a cell that starts with a carriage return,
 * gets a quote mark in front. papaparse's own escapeFormulae looks at the start of the cell only,
 * and misses even that when the cell holds a line break.
 */
export function guardFormulae(text: string): string {
  const lines = text.replace(FORMULA_AFTER_LINE_BREAK, "$1'");
  return FORMULA_AT_CELL_START.test(lines) ? `'${lines}` : lines;
}

// Numbers go to papaparse as numbers: it writes them as they are and never formula-escapes them
// (a negative amount keeps its minus sign).
function cell(value: CsvValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value);
  if (typeof value === 'string') return guardFormulae(value);
  return value;
}

/**
 * The CSV text of the rows, BOM first. Text is guarded line by line (guardFormulae), so a product
 * title can never run as a formula in the spreadsheet that opens the file; numbers are written by
 * csvNumber, so they are never touched.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const body = Papa.unparse(
    {
      fields: columns.map((c) => guardFormulae(c.header)),
      data: rows.map((row) =>
        columns.map((c) => {
          const value = c.value(row);
          return c.type === 'date'
            ? csvDate(typeof value === 'string' ? value : null)
            : cell(value);
        }),
      ),
    },
    { newline: '\r\n' },
  );
  return `${UTF8_BOM}${body}\r\n`;
}

/** `<report>-<YYYY-MM-DD>.csv`, the report's name in lower-case words joined by hyphens. */
export function csvFileName(report: string, day: string): string {
  const slug = report
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'export'}-${day}.csv`;
}

/** Hands the text to the browser as a file download. */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
