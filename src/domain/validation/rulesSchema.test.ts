import fc from 'fast-check';
import * as yup from 'yup';
import { ENTERED_VALUES } from './enteredValues';
import { allOf, rulesSchema } from './rulesSchema';

/** Every error a schema finds, as [path, message] in the order yup reports them. */
async function problemsOf(
  schema: yup.Schema,
  value: unknown,
  context?: object,
): Promise<[string, string][]> {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return [];
  } catch (error) {
    if (!yup.ValidationError.isError(error)) throw error;
    return error.inner.map((e) => [e.path ?? '', e.message]);
  }
}

const fieldName = fc.stringMatching(/^[a-z_]{1,12}$/);

describe('rulesSchema', () => {
  it('reports exactly the rule function’s problems, each message as written on its path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fieldName, fc.string({ minLength: 1 })), async (problems) => {
        const found = await problemsOf(
          rulesSchema(() => problems),
          {},
        );
        expect(Object.fromEntries(found)).toEqual(problems);
        expect(found).toHaveLength(Object.keys(problems).length);
      }),
    );
  });

  it('flattens nested messages (formik’s error shape) into paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fieldName,
        fc.array(
          fc.option(fc.dictionary(fieldName, fc.string({ minLength: 1 })), { nil: undefined }),
          {
            maxLength: 4,
          },
        ),
        async (list, rows) => {
          const found = await problemsOf(
            rulesSchema(() => ({ [list]: rows })),
            {},
          );
          const expected = rows.flatMap((row, index) =>
            Object.entries(row ?? {}).map(([key, message]) => [
              `${list}[${index}].${key}`,
              message,
            ]),
          );
          expect(found).toEqual(expected);
        },
      ),
    );
  });

  it('passes when the rule function finds nothing, and hands it the values', async () => {
    const seen: unknown[] = [];
    const schema = rulesSchema((values: { name: string }) => {
      seen.push(values);
      return values.name ? {} : { name: 'Name is required' };
    });
    expect(await problemsOf(schema, { name: 'Koala' })).toEqual([]);
    expect(await problemsOf(schema, { name: '' })).toEqual([['name', 'Name is required']]);
    expect(seen).toEqual([{ name: 'Koala' }, { name: '' }]);
  });

  it('judges the values as entered when the form kit puts them in the context', async () => {
    const schema = rulesSchema((values: { note?: string }) =>
      values.note === undefined ? { note: 'formik’s copy, not the entry' } : {},
    );
    // formik validates a copy whose '' are undefined; the entry is in the context.
    expect(
      await problemsOf(schema, { note: undefined }, { [ENTERED_VALUES]: { note: '' } }),
    ).toEqual([]);
  });
});

describe('allOf', () => {
  const field = yup.object({ name: yup.string().required('Name is required') });
  const rule = rulesSchema((values: { name?: string }) => ({
    name: 'Name is taken',
    other: values.name === 'x' ? 'Other clashes with x' : undefined,
  }));

  it('reports every schema’s problems, the earlier schema’s first on a field', async () => {
    expect(await problemsOf(allOf(field, rule), { name: '' })).toEqual([
      ['name', 'Name is required'],
      ['name', 'Name is taken'],
    ]);
    expect(await problemsOf(allOf(field, rule), { name: 'x' })).toEqual([
      ['name', 'Name is taken'],
      ['other', 'Other clashes with x'],
    ]);
  });

  it('hands its schemas the context (a product’s masked fields)', async () => {
    const masked = yup.mixed().test('masked', 'Masked', function () {
      return !(this.options.context as { masked?: boolean } | undefined)?.masked;
    });
    expect(await problemsOf(allOf(masked), 1, { masked: true })).toEqual([['', 'Masked']]);
    expect(await problemsOf(allOf(masked), 1, { masked: false })).toEqual([]);
  });
});
