import { getIn, useFormikContext } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import { controlId, useFormFrame } from '@/components/form/FormField';

/**
 * Keeps the keyboard where the person works in an editable list of rows: after Add, on the new
 * row's first control; after Remove (whose button is gone), on the Add button.
 */
function useRowFocus(rowCount: number, firstControlId: (index: number) => string, addId: string) {
  const pending = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    const what = pending.current;
    pending.current = null;
    if (what === 'added') document.getElementById(firstControlId(rowCount - 1))?.focus();
    if (what === 'removed') document.getElementById(addId)?.focus();
  }, [rowCount, firstControlId, addId]);
  return {
    added: () => (pending.current = 'added'),
    removed: () => (pending.current = 'removed'),
  };
}

/**
 * The rows of a formik list field (`name`), with Add and Remove that keep the keyboard in place
 * (useRowFocus): `firstField` is the control a new row is focused on, `addId` the Add button's id.
 */
export function useFormRows<Row>(name: string, firstField: keyof Row & string, addId: string) {
  const { values, setFieldValue } = useFormikContext<object>();
  const { idPrefix } = useFormFrame();
  const rows = (getIn(values, name) as Row[] | undefined) ?? [];
  const focus = useRowFocus(
    rows.length,
    useCallback(
      (i: number) => controlId(idPrefix, `${name}[${i}].${firstField}`),
      [idPrefix, name, firstField],
    ),
    addId,
  );
  return {
    rows,
    add: (row: Row) => {
      focus.added();
      void setFieldValue(name, [...rows, row]);
    },
    remove: (index: number) => {
      focus.removed();
      void setFieldValue(
        name,
        rows.filter((_, i) => i !== index),
      );
    },
  };
}
