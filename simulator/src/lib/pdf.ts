/**
 * A small PDF writer for the simulator's documents (packaging lists, shipment labels, receiving
 * reports, the seeded chat attachments): lines of real text in Helvetica on A4 pages, as many
 * pages as the lines need, with a correct cross-reference table so any viewer opens it. No
 * library: the simulator must stay light, and these documents are text only.
 */
export interface PdfLine {
  text: string;
  /** Points; 10 when absent. */
  size?: number;
  bold?: boolean;
  /** Starts a new page here (the line itself is not drawn). */
  pageBreak?: boolean;
}
/** A line as callers write it: plain text, or text with a size and weight. */
export type PdfInput = string | PdfLine;

const PAGE = { width: 595, height: 842, margin: 48 } as const;
const LINE_GAP = 1.45;

/** Helvetica's WinAnsi encoding has no dash or multiplication sign of its own in this writer. */
function latin1(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/×/g, 'x')
    .replace(/[^\x20-\xff]/g, '?');
}

const escape = (text: string) => latin1(text).replace(/([\\()])/g, '\\$1');

const asLine = (line: string | PdfLine): PdfLine =>
  typeof line === 'string' ? { text: line } : line;

/** Splits lines into pages by the height they take. */
function paginate(lines: PdfLine[]): PdfLine[][] {
  const usable = PAGE.height - 2 * PAGE.margin;
  const pages: PdfLine[][] = [[]];
  let used = 0;
  for (const line of lines) {
    if (line.pageBreak) {
      if (pages.at(-1)!.length) pages.push([]);
      used = 0;
      continue;
    }
    const h = (line.size ?? 10) * LINE_GAP;
    if (used + h > usable && pages.at(-1)!.length) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(line);
    used += h;
  }
  return pages;
}

function pageStream(lines: PdfLine[], pageNumber: number, pageCount: number): string {
  let y = PAGE.height - PAGE.margin;
  const parts = lines.map((line) => {
    const size = line.size ?? 10;
    y -= size * LINE_GAP;
    return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td (${escape(line.text)}) Tj ET`;
  });
  if (pageCount > 1)
    parts.push(
      `BT /F1 8 Tf ${PAGE.width - PAGE.margin - 60} ${PAGE.margin / 2} Td (Page ${pageNumber} of ${pageCount}) Tj ET`,
    );
  return parts.join('\n');
}

/** The PDF as a binary string (one character per byte). */
export function pdfText(lines: readonly PdfInput[], title = 'Document'): string {
  const pages = paginate(lines.map(asLine));
  // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then page + content pairs.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<</Type/Catalog/Pages 2 0 R>>',
    `<</Type/Pages/Kids[${pageIds.map((id) => `${id} 0 R`).join(' ')}]/Count ${pages.length}>>`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica-Bold/Encoding/WinAnsiEncoding>>',
    `<</Title(${escape(title)})/Producer(Merchant portal simulator)>>`,
  ];
  pages.forEach((page, i) => {
    const stream = pageStream(page, i + 1, pages.length);
    objects.push(
      `<</Type/Page/Parent 2 0 R/MediaBox[0 0 ${PAGE.width} ${PAGE.height}]/Contents ${pageIds[i]! + 1} 0 R/Resources<</Font<</F1 3 0 R/F2 4 0 R>>>>>>`,
      `<</Length ${stream.length}>>stream\n${stream}\nendstream`,
    );
  });
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R/Info 5 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** The PDF as bytes, for an application/pdf answer. */
export function pdfBytes(lines: readonly PdfInput[], title?: string): Uint8Array {
  const text = pdfText(lines, title);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}
