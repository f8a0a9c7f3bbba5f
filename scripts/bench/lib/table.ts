/** A plain-text table: columns padded to their widest cell; a row of one cell is a section title. */
export type Row = string[];

export function formatTable(header: Row, rows: Row[]): string {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.filter((r) => r.length > 1).map((r) => (r[i] ?? '').length)),
  );
  const total = widths.reduce((a, b) => a + b, 0) + 3 * (widths.length - 1);
  const line = (cells: Row) =>
    cells
      .map((c, i) => (c ?? '').padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  const out = [line(header), rule];
  for (const row of rows) {
    if (row.length === 1)
      out.push(`${'-'.repeat(2)} ${row[0]} ${'-'.repeat(Math.max(0, total - row[0].length - 4))}`);
    else out.push(line(row));
  }
  return out.join('\n');
}

export const fmtKb = (kb: number) => `${kb.toFixed(1)} kB`;
export const fmtMs = (ms: number | null | undefined) =>
  ms === null || ms === undefined || Number.isNaN(ms)
    ? 'n/a'
    : `${Math.round(ms).toLocaleString('en')} ms`;
export const fmtRatio = (r: number | null | undefined) =>
  r === null || r === undefined || !Number.isFinite(r) ? 'n/a' : `${r.toFixed(2)}x`;
