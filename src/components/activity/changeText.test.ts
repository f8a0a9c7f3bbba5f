import fc from 'fast-check';
import { changeText, fieldLabel, shownValue } from './changeText';

describe('the wording of an activity change', () => {
  it('names a field as a person reads it', () => {
    expect(fieldLabel('phone')).toBe('Phone');
    expect(fieldLabel('address.suburb')).toBe('Address suburb');
    expect(fieldLabel('shipping_method')).toBe('Shipping method');
  });

  it('shows nothing as (empty) and a flag as yes or no', () => {
    expect(shownValue(null)).toBe('(empty)');
    expect(shownValue('')).toBe('(empty)');
    expect(shownValue(true)).toBe('yes');
    expect(shownValue(false)).toBe('no');
    expect(shownValue(12.5)).toBe('12.5');
  });

  it('writes one change on one line, before → after', () => {
    expect(changeText({ field: 'phone', before: null, after: '+61 400 000 111' })).toBe(
      'Phone: (empty) → +61 400 000 111',
    );
  });

  it('keeps any text value as it is, between the field and the arrow', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (before, after) => {
        expect(changeText({ field: 'note', before, after })).toBe(`Note: ${before} → ${after}`);
      }),
    );
  });
});
