import Papa from 'papaparse';

/**
 * Text pasted into one cell, read as a spreadsheet copies a range: tab-separated, one line per
 * row. A single value (no line break) is an ordinary paste and gives null; otherwise the first
 * column of every line, trimmed (a trailing blank line, which spreadsheets add, is dropped).
 */
export function pastedColumn(text: string): string[] | null {
  const body = text.replace(/(\r?\n)+$/, '');
  if (!/[\r\n]/.test(body)) return null;
  const parsed = Papa.parse<string[]>(body, { delimiter: '\t', skipEmptyLines: false });
  return parsed.data.map((cells) => (cells[0] ?? '').trim());
}
