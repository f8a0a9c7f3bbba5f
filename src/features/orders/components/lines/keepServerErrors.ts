import { getIn } from 'formik';
import type { FormStatus } from '@/components/form/serverErrors';

const snapshot = (value: unknown) => JSON.stringify(value ?? null);

/**
 * The form's status after the form itself (not the person) changed `before` into `after`: a
 * server message still shown (the field held what the server refused) is kept with the new value,
 * so it stays until the person changes the field. The kit keeps a message with the refused value
 * (components/form/serverErrors); this moves that value along.
 */
export function keepServerErrors(status: unknown, before: object, after: object): unknown {
  const errors = (status as FormStatus | undefined)?.serverErrors;
  if (!errors) return status;
  const next: NonNullable<FormStatus['serverErrors']> = {};
  let changed = false;
  for (const [field, entry] of Object.entries(errors)) {
    const shown = entry.value === snapshot(getIn(before, field));
    const value = snapshot(getIn(after, field));
    if (shown && value !== entry.value) {
      next[field] = { ...entry, value };
      changed = true;
    } else next[field] = entry;
  }
  return changed ? { ...(status as FormStatus), serverErrors: next } : status;
}
