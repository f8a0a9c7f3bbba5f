import * as yup from 'yup';
import { allOf, rulesSchema } from '@/domain/validation/rulesSchema';
import { schemaErrors } from './schemaErrors';

describe('schemaErrors', () => {
  it('validates as formik’s validationSchema does: an optional blank is no value', async () => {
    const schema = yup.object({ code: yup.string().min(3, 'Code must be at least 3 characters') });
    expect(await schemaErrors(schema, { code: '' })).toEqual({});
    expect(await schemaErrors(schema, { code: 'ab' })).toEqual({
      code: 'Code must be at least 3 characters',
    });
  });

  it('gives a shared rule function the values as entered, and nests its paths', async () => {
    const entered: unknown[] = [];
    const schema = rulesSchema((values: { rows: { name: string }[] }) => {
      entered.push(values);
      return values.rows[0]!.name.trim() ? {} : { 'rows[0].name': 'Name is required' };
    });
    expect(await schemaErrors(schema, { rows: [{ name: '' }] })).toEqual({
      rows: [{ name: 'Name is required' }],
    });
    expect(entered).toEqual([{ rows: [{ name: '' }] }]);
  });

  it('hands the form’s context to its rules', async () => {
    const schema = allOf(
      yup.object({
        title: yup.string().test('masked', 'Title is hidden', function () {
          return !(this.options.context as { masked?: string[] }).masked?.includes('title');
        }),
      }),
    );
    expect(await schemaErrors(schema, { title: '' }, { masked: ['title'] })).toEqual({
      title: 'Title is hidden',
    });
    expect(await schemaErrors(schema, { title: '' }, { masked: [] })).toEqual({});
  });
});
