// By module: antd's Input index also loads TextArea, Search and OTP, which these fields do not use.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField, type FieldItemProps } from './FormField';

/*
 * The kit's formik-bound controls, each inside one FormField, one file per antd control so a
 * page loads only the controls it shows (the sign-in page needs no Select). Every form of the
 * portal builds from these (or from FormField with its own control), so labels, required markers,
 * help, counters, errors, masked values and ids behave the same everywhere.
 */

/**
 * antd rebuilds an Input that gains or loses a suffix, which drops focus mid-typing: a field whose
 * end changes (a check's icon) passes one that is always there.
 */
export const STABLE_SUFFIX = <span aria-hidden />;

/** A text control bound to formik: its value, change (optionally parsed) and touch on blur. */
export function useTextBinding(name: string, parse?: (text: string) => string) {
  const [field, , helpers] = useField<string>(name);
  return {
    name,
    value: field.value ?? '',
    onChange: (e: { target: { value: string } }) =>
      void helpers.setValue(parse ? parse(e.target.value) : e.target.value),
    onBlur: () => void helpers.setTouched(true),
  };
}

export interface TextFieldProps extends FieldItemProps {
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

export interface PasswordFieldProps extends FieldItemProps {
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField({ autoComplete = 'new-password', ...item }: PasswordFieldProps) {
  const binding = useTextBinding(item.name);
  return (
    <FormField {...item}>
      {(control) => <Password {...control} {...binding} autoComplete={autoComplete} />}
    </FormField>
  );
}
