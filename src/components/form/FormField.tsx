import { Form } from 'antd';
import { getIn, useFormikContext } from 'formik';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { MASKED_VALUE_TOOLTIP } from '@/domain/format';
import { useServerFieldError } from './serverErrors';

/** What every field of one form shares: its id prefix, its labels and the masked fields. */
export interface FormFrame {
  /** Prefix of every control id (`product-wizard-sku`), unique on the page. */
  idPrefix: string;
  /** The resource's labels (from its field registry): messages and controls use the same words. */
  labels: Readonly<Record<string, string>>;
  /** Fields the server masked for this role: shown disabled, with the reason. */
  masked?: readonly string[];
}

const FormFrameContext = createContext<FormFrame>({ idPrefix: 'form', labels: {} });

export function FormFrameProvider({ children, ...frame }: FormFrame & { children: ReactNode }) {
  const { idPrefix, labels, masked } = frame;
  const value = useMemo(() => ({ idPrefix, labels, masked }), [idPrefix, labels, masked]);
  return <FormFrameContext.Provider value={value}>{children}</FormFrameContext.Provider>;
}

export const useFormFrame = () => useContext(FormFrameContext);

/** The id of a field's control: names with dots or brackets become dashes. */
export const controlId = (idPrefix: string, name: string) =>
  `${idPrefix}-${name.replace(/[^A-Za-z0-9_]+/g, '-')}`;

/** A message from outside formik: a uniqueness check, a refused file. */
export interface FieldNote {
  text: string;
  /** info: plain help with no status (a check that could not run and blocks nothing). */
  tone: 'error' | 'validating' | 'success' | 'info';
}

/** What a field hands its control: the id, the label link, the error state. */
export interface ControlProps {
  id: string;
  /** The label names the control even when antd moves `id` to a wrapper (inputs with a count). */
  'aria-labelledby': string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  status?: 'error';
  disabled?: boolean;
}

export interface FormFieldProps {
  name: string;
  /** Defaults to the frame's label for `name`. */
  label?: ReactNode;
  required?: boolean;
  /** Help that stays visible (units, format hints). */
  extra?: ReactNode;
  note?: FieldNote;
  /** The note is newer news than formik's message (a file just refused): show it first. */
  noteFirst?: boolean;
  /** Shows antd's status icon (a uniqueness check). */
  hasFeedback?: boolean;
  disabled?: boolean;
  /**
   * The label names the control for screen readers only, where the place already says it to the
   * eye (a quantity in a table row, a step in a numbered list).
   */
  hideLabel?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** A kit field's props apart from its control: what TextField, SelectField … accept. */
export type FieldItemProps = Omit<FormFieldProps, 'children'>;

/**
 * The field's message: formik's own once touched, else the server's while the field still holds
 * the value it refused, else an outside note.
 */
export function useFieldError(name: string, note?: FieldNote, noteFirst?: boolean) {
  const { errors, touched } = useFormikContext<object>();
  const server = useServerFieldError(name);
  // A list touched as a whole (a wizard step's Next) shows the messages of its items too.
  const listTouched = getIn(touched, name.split(/[.[]/)[0] ?? name) === true;
  const own = getIn(touched, name) || listTouched ? getIn(errors, name) : undefined;
  const formik = (typeof own === 'string' ? own : undefined) ?? server;
  const noteError = note?.tone === 'error' ? note.text : undefined;
  return noteFirst ? (noteError ?? formik) : (formik ?? noteError);
}

/**
 * One labelled field bound to formik: label, required marker, help, error, disabled and masked
 * state. Its message is tied to the control with aria-describedby, so a screen reader reads it
 * with the field rather than as a stray red line.
 */
export function FormField(props: FormFieldProps) {
  const { name, label, required, extra, note, noteFirst, hasFeedback, disabled, hideLabel } = props;
  const { idPrefix, labels, masked } = useFormFrame();
  const error = useFieldError(name, note, noteFirst);
  const isMasked = masked?.includes(name) ?? false;
  const hint = isMasked ? MASKED_VALUE_TOOLTIP : extra;
  const id = controlId(idPrefix, name);
  const [labelId, helpId, extraId] = [`${id}-label`, `${id}-help`, `${id}-extra`];
  const shown = error ?? (note?.tone !== 'error' ? note?.text : undefined);
  const status = error
    ? 'error'
    : note?.tone === 'error' || note?.tone === 'info'
      ? undefined
      : note?.tone;
  const describedBy = [shown && helpId, hint && extraId].filter(Boolean).join(' ') || undefined;
  const labelText = (
    <span id={labelId} className={hideLabel ? 'visually-hidden' : undefined}>
      {label ?? labels[name] ?? name}
    </span>
  );
  return (
    <Form.Item
      label={hideLabel ? undefined : labelText}
      htmlFor={hideLabel ? undefined : id}
      required={required}
      validateStatus={status}
      hasFeedback={hasFeedback}
      help={shown ? <span id={helpId}>{shown}</span> : undefined}
      extra={hint ? <span id={extraId}>{hint}</span> : undefined}
    >
      {hideLabel && labelText}
      {props.children({
        id,
        'aria-labelledby': labelId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        status: error ? 'error' : undefined,
        disabled: isMasked || disabled || undefined,
      })}
    </Form.Item>
  );
}
