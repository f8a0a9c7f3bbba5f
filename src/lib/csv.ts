import dayjs from 'dayjs';
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
  const day = dayjs(value);
  return day.isValid() ? day.format('YYYY-MM-DD') : '';
}

// Numbers go to papaparse as numbers: it writes them as they are and never formula-escapes them
// (a negative amount keeps its minus sign).
function cell(value: CsvValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value);
  return value;
}

/**
 * The CSV text of the rows, BOM first. Text starting with =, +, -, @ or a tab is prefixed with a
 * quote mark (papaparse's escapeFormulae), so a product title can never run as a formula in the
 * spreadsheet that opens the file; numbers are written by csvNumber, so they are never touched.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const body = Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) =>
        columns.map((c) => {
          const value = c.value(row);
          return c.type === 'date'
            ? csvDate(typeof value === 'string' ? value : null)
            : cell(value);
        }),
      ),
    },
    { newline: '\r\n', escapeFormulae: true },
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
