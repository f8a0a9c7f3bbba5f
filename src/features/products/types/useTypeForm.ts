import { useCallback, useState } from 'react';
import {
  ERROR_OF_FIELD,
  type TypeErrorKey,
  type TypeErrors,
  type TypeField,
  type TypeFormValues,
} from './typeForm';

/**
 * The values and messages of a type form. Messages appear when a step is checked (Next, Create,
 * Save) or the server refuses, and a field's message goes as soon as that field is changed, so
 * nothing nags while the person is still typing.
 */
export function useTypeForm(initial: TypeFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TypeErrors>({});
  const change = useCallback(<F extends TypeField>(field: F, value: TypeFormValues[F]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => {
      const key = ERROR_OF_FIELD[field];
      if (!(key in prev)) return prev;
      const next = { ...prev };
      delete next[key];
      return next;
    });
  }, []);
  return { values, errors, setErrors, change };
}

/** Moves focus to the first control of the first message, after React has drawn it. */
export function focusFirstTypeError(idPrefix: string, errors: TypeErrors): void {
  const order: [TypeErrorKey, TypeField][] = [
    ['dimensions', 'length'],
    ['weight', 'weight'],
    ['parent_quantity', 'parent_quantity'],
    ['barcode', 'barcode'],
  ];
  const first = order.find(([key]) => errors[key]);
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(`${idPrefix}-${first[1]}`)?.focus());
}
