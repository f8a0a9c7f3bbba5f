import fc from 'fast-check';
import { invoiceStatusOn } from './invoiceStatus';
import { isoDays } from '../../../tests/support/isoDays';

const day = isoDays('2020-01-01', '2035-12-31');

describe('invoiceStatusOn', () => {
  it('is paid once nothing is owing, whatever the date', () => {
    expect(invoiceStatusOn({ balance: 0, due_date: '2026-11-01' }, '2026-12-01')).toBe('paid');
    expect(invoiceStatusOn({ balance: 0.001, due_date: '2026-11-01' }, '2026-12-01')).toBe('paid');
  });

  it('is unpaid up to and on its due date, overdue from the day after', () => {
    const owing = { balance: 120.5, due_date: '2026-11-23' };
    expect(invoiceStatusOn(owing, '2026-11-21')).toBe('unpaid');
    expect(invoiceStatusOn(owing, '2026-11-23')).toBe('unpaid');
    expect(invoiceStatusOn(owing, '2026-11-24')).toBe('overdue');
  });

  it('never turns back from overdue as days pass, and an owing invoice is never paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), day, day, day, (cents, due, a, b) => {
        const invoice = { balance: cents / 100, due_date: due };
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(invoiceStatusOn(invoice, earlier)).not.toBe('paid');
        if (invoiceStatusOn(invoice, earlier) === 'overdue')
          expect(invoiceStatusOn(invoice, later)).toBe('overdue');
        expect(invoiceStatusOn(invoice, later) === 'overdue').toBe(due < later);
      }),
    );
  });
});
