import Papa from 'papaparse';
import { IMPORT_COLUMNS, REQUIRED_COLUMNS, type ImportColumn } from './columns';

/** Enough for a season's range; a bigger catalogue goes in several files (decided). */
export const MAX_IMPORT_ROWS = 1000;

/** One product line of the sheet. `line` is the row number a spreadsheet shows (header = 1). */
export interface SheetRow {
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
}
export interface ParsedSheet {
  rows: SheetRow[];
  /** Headers that are not template columns: left out, and said so. */
  ignoredColumns: string[];
}
export type SheetResult = { ok: true; sheet: ParsedSheet } | { ok: false; error: string };

const KNOWN = new Set<string>(IMPORT_COLUMNS);

/** "Manufactured Country " → "manufactured_country"; a spreadsheet's BOM is dropped too. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Reads the CSV text of the template (header row, every cell trimmed). */
export function parseProductSheet(text: string): SheetResult {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: false,
    transformHeader: normaliseHeader,
    transform: (value) => value.trim(),
  });
  const headers = (parsed.meta.fields ?? []).filter(Boolean);
  if (headers.length === 0) return { ok: false, error: 'The file is empty.' };

  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken)
    return {
      ok: false,
      error: `Row ${(broken.row ?? 0) + 2} could not be read: ${broken.message}.`,
    };

  const missing = REQUIRED_COLUMNS.filter((column) => !headers.includes(column));
  if (missing.length)
    return {
      ok: false,
      error: `The file is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Start from the template.`,
    };

  const rows: SheetRow[] = [];
  parsed.data.forEach((record, index) => {
    const cells: SheetRow['cells'] = {};
    for (const column of IMPORT_COLUMNS) {
      const value = record[column];
      if (typeof value === 'string' && value !== '') cells[column] = value;
    }
    // Blank lines (and lines of empty cells a spreadsheet leaves behind) are not products.
    if (Object.keys(cells).length) rows.push({ line: index + 2, cells });
  });
  if (rows.length === 0) return { ok: false, error: 'The file has no product rows.' };
  if (rows.length > MAX_IMPORT_ROWS)
    return {
      ok: false,
      error: `The file has ${rows.length} product rows; at most ${MAX_IMPORT_ROWS} can be imported at once. Split it into smaller files.`,
    };

  return {
    ok: true,
    sheet: { rows, ignoredColumns: headers.filter((h) => !KNOWN.has(h)) },
  };
}

/** The empty template: the header row, ready for a spreadsheet. */
export function templateCsv(): string {
  return `${Papa.unparse({ fields: [...IMPORT_COLUMNS], data: [] })}\r\n`;
}
