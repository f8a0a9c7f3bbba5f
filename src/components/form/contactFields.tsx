import { TextField, type TextFieldProps } from './textFields';

type ContactFieldProps = Omit<TextFieldProps, 'name' | 'type' | 'autoComplete'> & { name?: string };

/** A phone number: the phone keypad and the browser's autofill; `extra` says the format wanted. */
export function PhoneField({ name = 'phone', ...rest }: ContactFieldProps) {
  return <TextField name={name} type="tel" autoComplete="tel" {...rest} />;
}

/** A website address: the address keyboard and the browser's autofill. */
export function WebsiteField({ name = 'website', ...rest }: ContactFieldProps) {
  return <TextField name={name} type="url" autoComplete="url" {...rest} />;
}
