import * as yup from 'yup';
import { ENTERED_VALUES } from './enteredValues';

/** Field path ('rows[0].country') → message; a nested object or array of messages is flattened. */
type Problems = Readonly<Record<string, unknown>>;

/** The values the rules judge: the entered ones when the kit gave them, else the value itself. */
function enteredValues(ctx: yup.TestContext, value: unknown): unknown {
  const context = ctx.options.context as Record<string, unknown> | undefined;
  return context && ENTERED_VALUES in context ? context[ENTERED_VALUES] : value;
}

/** Nested messages (formik's error shape) as [path, message]: `{ rows: [{ a: 'x' }] }` → `rows[0].a`. */
function flatten(problems: unknown, path = ''): [string, string][] {
  if (typeof problems === 'string') return path ? [[path, problems]] : [];
  if (Array.isArray(problems))
    return problems.flatMap((item, index) => flatten(item, `${path}[${index}]`));
  if (problems && typeof problems === 'object')
    return Object.entries(problems).flatMap(([key, item]) =>
      flatten(item, path ? `${path}.${key}` : key),
    );
  return [];
}

/**
 * One error, its message as the rule wrote it (yup's createError would read '${…}' in it as a
 * placeholder).
 */
const issue = (message: string, value: unknown, path: string, type?: string) =>
  new yup.ValidationError(message, value, path, type);

const join = (base: string | undefined, path: string) =>
  !base ? path : path.startsWith('[') ? `${base}${path}` : `${base}.${path}`;

/**
 * A yup schema asking a rule function (values → problems by field path) its question: the form
 * uses the very function the simulator answers its 422s with, in the same words, instead of a
 * second copy of the rule. Each problem becomes a yup error on its path.
 */
export function rulesSchema<V>(problemsOf: (values: V) => Problems) {
  return yup.mixed().test('rules', function (value) {
    const found = flatten(problemsOf(enteredValues(this, value) as V));
    if (found.length === 0) return true;
    return new yup.ValidationError(
      found.map(([path, message]) => issue(message, value, join(this.path, path), 'rules')),
    );
  });
}

/**
 * One schema of several, run in order on the entered values with the same context: every
 * problem of each is reported, an earlier schema's message first on a field (formik shows the
 * first). The wizard's field rules followed by its cross-field rules; a schema whose rules need
 * the values as entered (a product's '' is not undefined).
 */
export function allOf(...schemas: readonly yup.Schema[]) {
  return yup.mixed().test('all-of', async function (value) {
    const entered = enteredValues(this, value);
    const inner: yup.ValidationError[] = [];
    for (const schema of schemas) {
      try {
        await schema.validate(entered, { abortEarly: false, context: this.options.context });
      } catch (error) {
        if (!yup.ValidationError.isError(error)) throw error;
        for (const found of error.inner.length ? error.inner : [error])
          inner.push(issue(found.message, value, join(this.path, found.path ?? ''), found.type));
      }
    }
    return inner.length ? new yup.ValidationError(inner) : true;
  });
}
