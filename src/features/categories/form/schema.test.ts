import fc from 'fast-check';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { categoryMessages, categorySchema, toCategoryInput } from './schema';

async function problems(values: unknown) {
  try {
    await categorySchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const first: Record<string, string> = {};
    for (const e of (error as { inner: { path?: string; message: string }[] }).inner)
      first[e.path ?? ''] ??= e.message;
    return first;
  }
}

describe('the category form rules', () => {
  it('accepts a name, no parent and a 3- or 6-digit colour', async () => {
    expect(await problems({ name: 'Pantry', parent_id: null, color: '#f80' })).toEqual({});
    expect(await problems({ name: 'Pantry', parent_id: 3, color: '#1A2b3C' })).toEqual({});
  });

  it('requires a name and a colour', async () => {
    expect(await problems({ name: '  ', parent_id: null, color: '' })).toEqual({
      name: 'Name is required',
      color: 'Color is required',
    });
  });

  it('limits the name to 100 characters', async () => {
    expect(await problems({ name: 'n'.repeat(101), parent_id: null, color: '#fff' })).toEqual({
      name: 'Name must be at most 100 characters',
    });
  });

  it.each(['red', '#ff', '#ffff', '#12345', '#1234567', '123456', '#ggg'])(
    'refuses the colour %s',
    async (color) => {
      expect(await problems({ name: 'Pantry', parent_id: null, color })).toEqual({
        color: CATALOGUE_MESSAGES.hexColour,
      });
    },
  );

  it('accepts every hex colour of 3 or 6 digits', async () => {
    const hex = fc.constantFrom(...'0123456789abcdefABCDEF');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(hex, { minLength: 3, maxLength: 3 }),
          fc.array(hex, { minLength: 6, maxLength: 6 }),
        ),
        async (digits) => {
          expect(
            await problems({ name: 'x', parent_id: null, color: `#${digits.join('')}` }),
          ).toEqual({});
        },
      ),
      { numRuns: 50 },
    );
    expect(categoryMessages.colorInvalid).toBe(CATALOGUE_MESSAGES.hexColour);
  });

  it('sends trimmed values', () => {
    expect(toCategoryInput({ name: ' Pantry ', parent_id: 2, color: ' #abc ' })).toEqual({
      name: 'Pantry',
      parent_id: 2,
      color: '#abc',
    });
  });
});
