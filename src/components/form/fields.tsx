import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { MASK_MARKER } from '../MaskedValue';
import {
  controlId,
  FormField,
  useFieldError,
  useFormFrame,
  type FormFieldProps,
} from './FormField';

/**
 * formik-bound antd controls, each inside one FormField. Every form of the portal builds from
 * these (or from FormField with its own control), so labels, required markers, help, counters,
 * errors, masked values and ids behave the same everywhere.
 */
type ItemProps = Omit<FormFieldProps, 'children'>;

/**
 * antd rebuilds an Input that gains or loses a suffix, which drops focus mid-typing: a field whose
 * end changes (a check's icon) passes one that is always there.
 */
export const STABLE_SUFFIX = <span aria-hidden />;

/** A text control bound to formik: its value, change (optionally parsed) and touch on blur. */
function useTextBinding(name: string, parse?: (text: string) => string) {
  const [field, , helpers] = useField<string>(name);
  return {
    name,
    value: field.value ?? '',
    onChange: (e: { target: { value: string } }) =>
      void helpers.setValue(parse ? parse(e.target.value) : e.target.value),
    onBlur: () => void helpers.setTouched(true),
  };
}

export interface TextFieldProps extends ItemProps {
  /** Shows "n / max" without cutting the text off, so a paste over the limit is seen and refused. */
  counter?: number;
  placeholder?: string;
  type?: 'text' | 'email' | 'url' | 'tel';
  autoComplete?: string;
  suffix?: ReactNode;
  /** Turns the typed text into the stored value (trim nothing here: the schema decides). */
  parse?: (text: string) => string;
}

export function TextField(props: TextFieldProps) {
  const { counter, placeholder, type, autoComplete = 'off', suffix, parse, ...item } = props;
  const binding = useTextBinding(props.name, parse);
  return (
    <FormField {...item}>
      {(control) => (
        <Input
          {...control}
          {...binding}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          suffix={suffix}
          count={counter ? { show: true, max: counter } : undefined}
        />
      )}
    </FormField>
  );
}

export interface PasswordFieldProps extends ItemProps {
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField({ autoComplete = 'new-password', ...item }: PasswordFieldProps) {
  const binding = useTextBinding(item.name);
  return (
    <FormField {...item}>
      {(control) => <Input.Password {...control} {...binding} autoComplete={autoComplete} />}
    </FormField>
  );
}

export function TextAreaField({
  counter,
  rows = 3,
  ...item
}: ItemProps & { counter?: number; rows?: number }) {
  const binding = useTextBinding(item.name);
  return (
    <FormField {...item}>
      {(control) => (
        <Input.TextArea
          {...control}
          {...binding}
          autoSize={{ minRows: rows, maxRows: 8 }}
          count={counter ? { show: true, max: counter } : undefined}
        />
      )}
    </FormField>
  );
}

export interface NumberFieldProps extends ItemProps {
  /** Unit shown after the number: cm, kg, AUD. */
  unit?: string;
  precision?: number;
  min?: number;
  max?: number;
  step?: number;
}

/** A number that is `null` until typed, so "not entered" and 0 stay different. */
export function NumberField({ unit, precision, min = 0, max, step, ...item }: NumberFieldProps) {
  const [field, , helpers] = useField<number | null>(item.name);
  return (
    <FormField {...item}>
      {(control) => (
        <InputNumber
          {...control}
          name={item.name}
          value={field.value}
          min={min}
          max={max}
          step={step}
          precision={precision}
          placeholder={control.disabled && !item.disabled ? MASK_MARKER : undefined}
          suffix={unit}
          style={{ width: '100%' }}
          onChange={(value) => void helpers.setValue(typeof value === 'number' ? value : null)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}

export interface SelectFieldProps<V extends string | number> extends ItemProps {
  options: readonly { value: V; label: string }[];
  placeholder?: string;
  loading?: boolean;
  allowClear?: boolean;
  /** The stored value when nothing is chosen ('' for text, null for ids). */
  emptyValue?: V | null | '';
}

export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const { options, placeholder, loading, allowClear, emptyValue, ...item } = props;
  const [field, , helpers] = useField<V | null | ''>(item.name);
  const empty =
    emptyValue !== undefined ? emptyValue : typeof options[0]?.value === 'number' ? null : '';
  return (
    <FormField {...item}>
      {(control) => (
        <Select<V>
          {...control}
          value={field.value === '' || field.value === null ? undefined : (field.value as V)}
          options={options as { value: V; label: string }[]}
          placeholder={placeholder}
          loading={loading}
          allowClear={allowClear}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value) => void helpers.setValue((value ?? empty) as V | null | '')}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}

/** A yes/no choice: the checkbox carries its own label; `description` says what it does. */
export function CheckboxField({
  name,
  label,
  description,
}: {
  name: string;
  label?: ReactNode;
  description?: ReactNode;
}) {
  const [field, , helpers] = useField<boolean>(name);
  const { idPrefix, labels } = useFormFrame();
  const id = controlId(idPrefix, name);
  // Formik's message once touched, else the server's while the box still holds what it refused.
  const error = useFieldError(name);
  const describedBy =
    [error && `${id}-help`, description && `${id}-extra`].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Item
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-help`}>{error}</span> : undefined}
      extra={description ? <span id={`${id}-extra`}>{description}</span> : undefined}
    >
      <Checkbox
        id={id}
        name={name}
        checked={field.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          void helpers.setValue(e.target.checked);
          void helpers.setTouched(true);
        }}
      >
        {label ?? labels[name] ?? name}
      </Checkbox>
    </Form.Item>
  );
}
