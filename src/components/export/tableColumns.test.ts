import { csvColumnsOf } from './tableColumns';

interface Row {
  id: string;
  date: string;
  amount: number;
}

describe('csvColumnsOf', () => {
  it('keeps the table’s labels and order, leaves out columns without a value, marks dates', () => {
    const table = [
      { title: 'Date', key: 'date', render: () => 'rendered' },
      { title: '', key: 'select' },
      { title: 'ID', dataIndex: 'id' },
      { title: 'Amount', dataIndex: 'amount', key: 'amount' },
    ];
    const columns = csvColumnsOf<Row>(
      table,
      { id: (r) => r.id, date: (r) => r.date, amount: (r) => r.amount },
      ['date'],
    );
    expect(columns.map((c) => [c.header, c.type])).toEqual([
      ['Date', 'date'],
      ['ID', undefined],
      ['Amount', undefined],
    ]);
    expect(columns[2]!.value({ id: 'X', date: '2026-11-03', amount: 1234.5 })).toBe(1234.5);
  });
});
