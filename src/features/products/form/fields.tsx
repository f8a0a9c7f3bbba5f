import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { MASK_MARKER, MASKED_VALUE_TOOLTIP } from '@/components/MaskedValue';
import { useFieldMessage, useProductForm } from './ProductFormContext';
import { PRODUCT_FIELD_LABELS, type ProductField } from './values';

export interface ControlProps {
  id: string;
  /** The label names the control even when antd moves `id` to a wrapper (inputs with a count). */
  'aria-labelledby': string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  status?: 'error';
  disabled?: boolean;
}

interface FieldItemProps {
  name: ProductField;
  required?: boolean;
  /** Help that stays visible (format hints). */
  extra?: ReactNode;
  /** Shown in place of the error while there is none (e.g. "Checking the SKU…"). */
  note?: ReactNode;
  feedback?: 'success' | 'validating';
  /** A problem the field found itself (a refused file), shown like a rule's message. */
  problem?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * One labelled field. The message is tied to the control with aria-describedby so a screen reader
 * reads it with the field, not only as red text.
 */
export function FieldItem(props: FieldItemProps) {
  const { name, required, extra, note, feedback, problem, children } = props;
  const { idPrefix, masked } = useProductForm();
  const error = useFieldMessage(name) ?? problem;
  const isMasked = masked.includes(name);
  // A value the server masked for this role: say why it cannot be seen or changed (SPEC §6).
  const hint = isMasked ? MASKED_VALUE_TOOLTIP : extra;
  const id = `${idPrefix}-${name}`;
  const helpId = `${id}-help`;
  const extraId = `${id}-extra`;
  const help = error ?? note;
  const describedBy = [help && helpId, hint && extraId].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Item
      label={<span id={`${id}-label`}>{PRODUCT_FIELD_LABELS[name]}</span>}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : feedback}
      help={help ? <span id={helpId}>{help}</span> : undefined}
      extra={hint ? <span id={extraId}>{hint}</span> : undefined}
    >
      {children({
        id,
        'aria-labelledby': `${id}-label`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        status: error ? 'error' : undefined,
        disabled: isMasked || undefined,
      })}
    </Form.Item>
  );
}

interface TextFieldProps {
  name: ProductField;
  required?: boolean;
  extra?: ReactNode;
  /** Shows "n / max" without cutting the text off, so a paste over the limit is seen and refused. */
  counter?: number;
  placeholder?: string;
  note?: ReactNode;
  feedback?: 'success' | 'validating';
  /**
   * Shown inside the input's end. Pass it (even empty) for a field whose end changes: antd
   * rebuilds an input that gains or loses a suffix, and focus would be lost while typing.
   */
  suffix?: ReactNode;
}

export function TextField({ name, counter, placeholder, suffix, ...item }: TextFieldProps) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldItem name={name} {...item}>
      {(control) => (
        <Input
          {...control}
          name={name}
          value={field.value}
          placeholder={placeholder}
          autoComplete="off"
          suffix={suffix}
          count={counter ? { show: true, max: counter } : undefined}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FieldItem>
  );
}

export function TextAreaField({
  name,
  counter,
  ...item
}: Omit<TextFieldProps, 'placeholder' | 'suffix'>) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldItem name={name} {...item}>
      {(control) => (
        <Input.TextArea
          {...control}
          name={name}
          value={field.value}
          autoSize={{ minRows: 3, maxRows: 8 }}
          count={counter ? { show: true, max: counter } : undefined}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FieldItem>
  );
}

interface NumberFieldProps {
  name: ProductField;
  required?: boolean;
  extra?: ReactNode;
  /** Unit shown after the number: cm, kg, AUD. */
  unit?: string;
  precision?: number;
  min?: number;
}

export function NumberField({ name, unit, precision, min = 0, ...item }: NumberFieldProps) {
  const [field, , helpers] = useField<number | null>(name);
  return (
    <FieldItem name={name} {...item}>
      {(control) => (
        <InputNumber
          {...control}
          name={name}
          value={field.value}
          min={min}
          precision={precision}
          placeholder={control.disabled ? MASK_MARKER : undefined}
          suffix={unit}
          style={{ width: '100%' }}
          onChange={(value) => void helpers.setValue(typeof value === 'number' ? value : null)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FieldItem>
  );
}

interface SelectFieldProps<V extends string | number> {
  name: ProductField;
  required?: boolean;
  extra?: ReactNode;
  options: { value: V; label: string }[];
  placeholder?: string;
  loading?: boolean;
  allowClear?: boolean;
}

export function SelectField<V extends string | number>({
  name,
  options,
  placeholder,
  loading,
  allowClear,
  ...item
}: SelectFieldProps<V>) {
  const [field, , helpers] = useField<V | null>(name);
  const empty = typeof options[0]?.value === 'number' ? null : '';
  return (
    <FieldItem name={name} {...item}>
      {(control) => (
        <Select<V>
          {...control}
          value={field.value === '' || field.value === null ? undefined : field.value}
          options={options}
          placeholder={placeholder}
          loading={loading}
          allowClear={allowClear}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value) => void helpers.setValue((value ?? empty) as V | null)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FieldItem>
  );
}

/** A yes/no preference: the checkbox carries its own label, the description says what it does. */
export function CheckboxField({ name, description }: { name: ProductField; description: string }) {
  const [field, , helpers] = useField<boolean>(name);
  const { idPrefix } = useProductForm();
  const id = `${idPrefix}-${name}`;
  return (
    <Form.Item extra={<span id={`${id}-extra`}>{description}</span>}>
      <Checkbox
        id={id}
        checked={field.value}
        aria-describedby={`${id}-extra`}
        onChange={(e) => {
          void helpers.setValue(e.target.checked);
          void helpers.setTouched(true);
        }}
      >
        {PRODUCT_FIELD_LABELS[name]}
      </Checkbox>
    </Form.Item>
  );
}
