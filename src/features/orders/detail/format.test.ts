import fc from 'fast-check';
import { addressLines, formatAud } from './format';

describe('formatAud', () => {
  it('writes Australian dollars the Australian way', () => {
    expect(formatAud(1234.5)).toBe('$1,234.50');
    expect(formatAud(0)).toBe('$0.00');
  });

  it('keeps a masked value masked and a missing one a dash', () => {
    expect(formatAud('***')).toBe('***');
    expect(formatAud(null)).toBe('—');
  });

  it('always shows two decimals for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(formatAud(cents / 100)).toMatch(/^\$[\d,]+\.\d{2}$/);
      }),
    );
  });
});

describe('addressLines', () => {
  it('prints the address on lines, leaving out blank parts', () => {
    expect(
      addressLines(
        {
          addressLine1: '12 Harbour Street',
          addressLine2: '',
          suburb: 'Pyrmont',
          state: 'NSW',
          postcode: '2009',
          country: 'AU',
        },
        'Australia',
      ),
    ).toEqual(['12 Harbour Street', 'Pyrmont NSW 2009', 'Australia']);
  });
});
