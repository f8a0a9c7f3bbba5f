import { fieldMessages, type FieldDef } from '../fields/registry';
import { isValidLink, linkMessage } from './links';
import { isValidEmail, isValidPhone, messages } from './rules';

/**
 * The first problem of one value against its field's declaration, or null: the one check the
 * portal's forms (through yup) and the simulator's 422s both run, so they word and decide alike.
 * Text is trimmed first; blank passes unless the field is required (a `min` applies only to text
 * that is there: 'at least 5 characters if not blank').
 */
export function fieldProblem(def: FieldDef, raw: unknown): string | null {
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number')
    return `${def.label} is invalid`;
  const value = raw === undefined || raw === null ? '' : String(raw).trim();
  if (value === '') return def.required ? fieldMessages.required(def.label) : null;
  if (def.max !== undefined && value.length > def.max)
    return fieldMessages.maxLength(def.label, def.max);
  switch (def.kind) {
    case 'email':
      return isValidEmail(value) ? null : messages.email(def.label);
    case 'phone':
      return isValidPhone(value) ? null : `${def.label} is invalid`;
    case 'url':
      return isValidLink(value) ? null : linkMessage(def.label);
    case 'choice':
      return def.options?.includes(value)
        ? null
        : fieldMessages.oneOf(def.label, def.options ?? []);
    default:
      return def.min !== undefined && value.length < def.min
        ? fieldMessages.minLength(def.label, def.min)
        : null;
  }
}

/** Every field's first problem, by field name; empty when all pass. */
export function registryProblems(
  registry: Readonly<Record<string, FieldDef>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, def] of Object.entries(registry)) {
    const problem = fieldProblem(def, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * A collection of problems by key, first message only: `add` keeps a key's first message and
 * ignores a null (no problem), so checks can run in order of importance, one after another.
 */
export function firstProblems() {
  const problems: Record<string, string> = {};
  const add = (key: string, message: string | null) => {
    if (message && !(key in problems)) problems[key] = message;
  };
  return { problems, add };
}
