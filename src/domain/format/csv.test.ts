import fc from 'fast-check';
import Papa from 'papaparse';
import { csvDate, csvFileName, csvNumber, toCsv, UTF8_BOM, type CsvColumn } from './csv';
import { isoDays } from '@tests/support/isoDays';

interface Row {
  title: string;
  amount: number;
  day: string;
}
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Title', value: (r) => r.title },
  { header: 'Amount (AUD)', value: (r) => r.amount },
  { header: 'Date', value: (r) => r.day, type: 'date' },
];

/** The file as a spreadsheet would read it: BOM dropped, rows split by papaparse. */
function parse(text: string): string[][] {
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const LINE_BREAK = /\r\n|\r|\n/;

/**
 * The cell as the exporter must write it, line by line: a line starting with a formula character
 * (and a cell starting with a carriage return) gets one quote mark in front; nothing else changes.
 */
function guardedAsWritten(text: string): string {
  const breaks = text.match(/\r\n|\r|\n/g) ?? [];
  const lines = text
    .split(LINE_BREAK)
    .map((line, i) =>
      FORMULA_START.test(line) || (i === 0 && text.startsWith('\r')) ? `'${line}` : line,
    );
  return lines.map((line, i) => line + (breaks[i] ?? '')).join('');
}

/** Text built from the pieces an injection uses: formula characters, line breaks, words. */
const formulaText = fc
  .array(
    fc.oneof(
      fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '\r\n', "'", '"', ',', ' '),
      fc.constantFrom('HYPERLINK("http://x")', 'SUM(A1)', 'cmd|/c calc', 'ok', '1'),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''));

describe('toCsv', () => {
  it('writes a BOM, a header row, unformatted numbers and ISO days, CRLF line ends', () => {
    const text = toCsv(COLUMNS, [
      { title: 'Honey', amount: 1234.5, day: '2026-11-21' },
      { title: 'Wattle seed', amount: -12, day: '2026-11-20T23:30:00.000Z' },
    ]);
    expect(text).toBe(
      `${UTF8_BOM}Title,Amount (AUD),Date\r\nHoney,1234.5,2026-11-21\r\nWattle seed,-12,${csvDate('2026-11-20T23:30:00.000Z')}\r\n`,
    );
    expect(text).not.toMatch(/\$|1,234/);
  });

  it('quotes commas, quotes and line breaks, and neutralises formulas', () => {
    const text = toCsv(COLUMNS, [
      { title: 'Jar, large "500g"\nglass', amount: 0.1 + 0.2, day: '' },
      { title: '=HYPERLINK("x")', amount: 3, day: '' },
    ]);
    expect(text).toContain('"Jar, large ""500g""\nglass",0.3,');
    expect(parse(text)[2]![0]).toBe(`'=HYPERLINK("x")`);
  });

  it('neutralises a formula at the start of every line of a cell, not only the first', () => {
    const text = toCsv(COLUMNS, [
      { title: 'ok\n=HYPERLINK("http://evil.example","x")', amount: 1, day: '' },
      { title: 'a\r\n+1\r-2\n@SUM(A1)\n\tx', amount: 2, day: '' },
      { title: '\r=1', amount: 3, day: '' },
    ]);
    const rows = parse(text);
    expect(rows[1]![0]).toBe(`ok\n'=HYPERLINK("http://evil.example","x")`);
    expect(rows[2]![0]).toBe("a\r\n'+1\r'-2\n'@SUM(A1)\n'\tx");
    expect(rows[3]![0]).toBe("'\r'=1");
  });

  it('lets no line of any exported cell start with a formula character unguarded (property)', () => {
    fc.assert(
      fc.property(fc.array(formulaText, { minLength: 1, maxLength: 5 }), (titles) => {
        const rows = titles.map((title) => ({ title, amount: 0, day: '2026-11-21' }));
        const parsed = parse(toCsv(COLUMNS, rows));
        titles.forEach((title, i) => {
          const cell = parsed[i + 1]![0]!;
          expect(cell).not.toMatch(FORMULA_START);
          for (const line of cell.split(LINE_BREAK)) expect(line).not.toMatch(FORMULA_START);
          // The guard only adds its quote marks: the text is otherwise what was exported.
          expect(cell).toBe(guardedAsWritten(title));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips any rows through papaparse: text as written, numbers to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            title: fc.string({ unit: 'grapheme', maxLength: 30 }),
            amount: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
            day: isoDays('2000-01-01', '2099-12-31'),
          }),
          { maxLength: 20 },
        ),
        (rows) => {
          const parsed = parse(toCsv(COLUMNS, rows));
          expect(parsed[0]).toEqual(['Title', 'Amount (AUD)', 'Date']);
          // skipEmptyLines drops a row whose every cell is empty; none is here (the date is set).
          expect(parsed).toHaveLength(rows.length + 1);
          rows.forEach((row, i) => {
            const [title, amount, day] = parsed[i + 1]!;
            expect(title).toBe(guardedAsWritten(row.title));
            expect(amount).toMatch(/^-?\d+(\.\d{1,2})?$/);
            expect(Number(amount)).toBeCloseTo(row.amount, 2);
            expect(day).toBe(row.day);
          });
        },
      ),
    );
  });
});

describe('csvNumber and csvDate', () => {
  it('rounds to cents without formatting, and leaves out what is not a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const value = csvNumber(cents / 100);
        expect(value).toBe(cents / 100 === 0 ? 0 : cents / 100);
        expect(String(value)).not.toMatch(/[,$e]/);
      }),
    );
    expect([csvNumber(NaN), csvNumber(Infinity), csvNumber(null), csvNumber(-0.001)]).toEqual([
      '',
      '',
      '',
      0,
    ]);
  });

  it('writes dates as YYYY-MM-DD and nothing for a missing or broken date', () => {
    expect(csvDate('2026-02-03')).toBe('2026-02-03');
    expect(csvDate(new Date(2026, 1, 3, 15))).toBe('2026-02-03');
    expect([csvDate(null), csvDate(''), csvDate('not a date')]).toEqual(['', '', '']);
  });

  it('names the file after the report and the day', () => {
    expect(csvFileName('Stock Movement', '2026-11-26')).toBe('stock-movement-2026-11-26.csv');
    expect(csvFileName('Cost analysis — orders', '2026-11-26')).toBe(
      'cost-analysis-orders-2026-11-26.csv',
    );
  });
});
