import { Form } from 'antd';
import { useFormikContext } from 'formik';
import { createContext, useContext, type ReactNode } from 'react';
import type { ServerFieldErrors } from './request';
import type { CountriesState } from './useCountries';
import type { UniquenessCheck } from '@/components/hooks/useUniquenessCheck';
import { FIELD_LABELS, type SignUpField, type SignUpValues } from './values';

/** What the wizard knows beyond Formik: the server's answers and the country list. */
export interface WizardFieldsState {
  serverErrors: ServerFieldErrors;
  emailCheck: UniquenessCheck;
  organisationCheck: UniquenessCheck;
  countries: CountriesState;
}
export const WizardFieldsContext = createContext<WizardFieldsState | null>(null);

export function useWizardFields(): WizardFieldsState {
  const state = useContext(WizardFieldsContext);
  if (!state) throw new Error('useWizardFields must be used inside the sign-up wizard');
  return state;
}

/**
 * antd's Input swaps its DOM for a wrapper when a suffix (the check's feedback icon) appears,
 * which drops focus mid-typing; a suffix that is always there keeps the same input element.
 */
export const STABLE_SUFFIX = <span aria-hidden />;

export const CHECKING_MESSAGE = 'Checking availability…';
export const CHECK_FAILED_MESSAGE =
  "We couldn't check this just now. We'll check again when you finish.";

/** The message a field shows now: the form's rule once touched, else the server's answer. */
export function useFieldMessage(name: SignUpField, check?: UniquenessCheck) {
  const { values, errors, touched } = useFormikContext<SignUpValues>();
  const { serverErrors } = useWizardFields();
  const server = serverErrors[name];
  const error =
    (touched[name] ? errors[name] : undefined) ??
    (server && server.value === values[name] ? server.message : undefined) ??
    (check?.status === 'taken' ? (check.message ?? undefined) : undefined);
  return { error, validating: !error && check?.status === 'checking' };
}

export interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  status?: 'error';
}

interface WizardFieldProps {
  name: SignUpField;
  /** Defaults to the field's label; `null` for controls that carry their own (a checkbox). */
  label?: ReactNode | null;
  /** Help that stays visible (format hints). */
  extra?: ReactNode;
  required?: boolean;
  /** The field's server-side uniqueness check, shown as a spinner, a tick or a message. */
  check?: UniquenessCheck;
  children: (control: ControlProps) => ReactNode;
}

/**
 * One labelled field of the wizard. The message is linked to the control with
 * aria-describedby so a screen reader reads it with the field, not just as a red line.
 */
export function WizardField({ name, label, extra, required, check, children }: WizardFieldProps) {
  const { error, validating } = useFieldMessage(name, check);
  const id = `signup-${name}`;
  const helpId = `${id}-help`;
  const extraId = `${id}-extra`;
  const note = validating
    ? CHECKING_MESSAGE
    : !error && check?.status === 'unknown'
      ? CHECK_FAILED_MESSAGE
      : undefined;
  const help = error ?? note;
  const describedBy = [help && helpId, extra && extraId].filter(Boolean).join(' ') || undefined;
  const status = error
    ? 'error'
    : validating
      ? 'validating'
      : check?.status === 'unique'
        ? 'success'
        : undefined;

  return (
    <Form.Item
      label={label === null ? undefined : (label ?? FIELD_LABELS[name])}
      htmlFor={id}
      required={required}
      validateStatus={status}
      hasFeedback={Boolean(check)}
      help={help ? <span id={helpId}>{help}</span> : undefined}
      extra={extra ? <span id={extraId}>{extra}</span> : undefined}
    >
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        status: error ? 'error' : undefined,
      })}
    </Form.Item>
  );
}
