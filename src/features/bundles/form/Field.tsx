import { Form } from 'antd';
import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useServerFieldError } from '@/components/form/serverErrors';

export interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  status?: 'error';
}

interface FieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Help that stays visible (units, format). */
  extra?: ReactNode;
  /** A message from outside formik (the SKU check, a refused upload); formik's own wins. */
  note?: { text: string; tone: 'error' | 'validating' | 'success' };
  /** The note is newer news than formik's message (a file just refused): show it first. */
  noteFirst?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export const fieldId = (name: string) => `bundle-${name.replace(/[^A-Za-z0-9]+/g, '-')}`;

/**
 * One labelled field of the bundle forms. Its message is tied to the control with
 * aria-describedby, so a screen reader reads it with the field rather than as a stray red line.
 */
export function Field({ name, label, required, extra, note, noteFirst, children }: FieldProps) {
  const { errors, touched } = useFormikContext<object>();
  const server = useServerFieldError(name);
  const own = getIn(touched, name) ? getIn(errors, name) : undefined;
  const formikError = (typeof own === 'string' ? own : undefined) ?? server;
  const error = noteFirst && note?.tone === 'error' ? note.text : formikError;
  const id = fieldId(name);
  const helpId = `${id}-help`;
  const extraId = `${id}-extra`;
  const shown = error ?? note?.text;
  const status = error ? 'error' : note?.tone;
  const describedBy = [shown && helpId, extra && extraId].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={status}
      help={shown ? <span id={helpId}>{shown}</span> : undefined}
      extra={extra ? <span id={extraId}>{extra}</span> : undefined}
    >
      {children({
        id,
        'aria-invalid': error || note?.tone === 'error' ? true : undefined,
        'aria-describedby': describedBy,
        status: error || note?.tone === 'error' ? 'error' : undefined,
      })}
    </Form.Item>
  );
}
