import { printResults } from './bulkResults';

const ROWS = [
  { id: 1, reference: 'OUT-1' },
  { id: 2, reference: 'OUT-2' },
  { id: 3, reference: 'OUT-3' },
];

describe('the bulk print results', () => {
  it('says per row what the header says', () => {
    const header = JSON.stringify([
      { id: 1, ok: true },
      { id: 2, ok: false, message: 'A draft has no packaging list' },
    ]);
    expect(printResults(ROWS, header).map((r) => [r.ok, r.text])).toEqual([
      [true, 'OUT-1 printed'],
      [false, 'OUT-2: A draft has no packaging list'],
      [false, 'OUT-3: The server did not say whether it was printed'],
    ]);
  });

  it('claims nothing printed from an unreadable header', () => {
    for (const header of [undefined, '', 'not json', '{"id":1}', '[{"id":"1","ok":true}]'])
      expect(printResults(ROWS, header).every((r) => !r.ok)).toBe(true);
  });
});
