import fc from 'fast-check';
import { REASON_MAX } from '@/domain/orders/fields';
import { schemaErrors } from '@/components/form/schemaErrors';
import { CONFIRMATION_REQUIRED, type ReasonValues } from './reasonForm';
import { reasonSchema } from './reasonSchema';

/** The messages the dialog shows, found as the form kit finds them. */
const reasonProblems = (values: ReasonValues, needsConfirmation: boolean) =>
  schemaErrors(reasonSchema(needsConfirmation), values);

describe('reasonSchema', () => {
  it('requires a reason', async () => {
    expect(await reasonProblems({ reason: '  ', confirmed: false }, false)).toEqual({
      reason: 'Reason is required',
    });
  });

  it('refuses a reason that is too short or too long', async () => {
    expect((await reasonProblems({ reason: 'no', confirmed: false }, false)).reason).toBe(
      'Reason must be at least 3 characters',
    );
    expect(
      (await reasonProblems({ reason: 'x'.repeat(REASON_MAX + 1), confirmed: false }, false))
        .reason,
    ).toBe(`Reason must be at most ${REASON_MAX} characters`);
  });

  it('asks a cancel to confirm it is irreversible', async () => {
    expect(
      await reasonProblems({ reason: 'Customer changed mind', confirmed: false }, true),
    ).toEqual({
      confirmed: CONFIRMATION_REQUIRED,
    });
    expect(
      await reasonProblems({ reason: 'Customer changed mind', confirmed: true }, true),
    ).toEqual({});
  });

  it('accepts every reason of 3 to 500 visible characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 3, maxLength: REASON_MAX }), async (text) => {
        fc.pre(text.trim().length >= 3 && text.trim() === text);
        expect(await reasonProblems({ reason: text, confirmed: true }, true)).toEqual({});
      }),
    );
  });
});
