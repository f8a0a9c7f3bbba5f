import fc from 'fast-check';
import { REASON_MAX } from '@/domain/orders/fields';
import { CONFIRMATION_REQUIRED, reasonProblems } from './reasonForm';

describe('reasonProblems', () => {
  it('requires a reason', () => {
    expect(reasonProblems({ reason: '  ', confirmed: false }, false)).toEqual({
      reason: 'Reason is required',
    });
  });

  it('refuses a reason that is too short or too long', () => {
    expect(reasonProblems({ reason: 'no', confirmed: false }, false).reason).toBe(
      'Reason must be at least 3 characters',
    );
    expect(
      reasonProblems({ reason: 'x'.repeat(REASON_MAX + 1), confirmed: false }, false).reason,
    ).toBe(`Reason must be at most ${REASON_MAX} characters`);
  });

  it('asks a cancel to confirm it is irreversible', () => {
    expect(reasonProblems({ reason: 'Customer changed mind', confirmed: false }, true)).toEqual({
      confirmed: CONFIRMATION_REQUIRED,
    });
    expect(reasonProblems({ reason: 'Customer changed mind', confirmed: true }, true)).toEqual({});
  });

  it('accepts every reason of 3 to 500 visible characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: REASON_MAX }), (text) => {
        fc.pre(text.trim().length >= 3 && text.trim() === text);
        expect(reasonProblems({ reason: text, confirmed: true }, true)).toEqual({});
      }),
    );
  });
});
