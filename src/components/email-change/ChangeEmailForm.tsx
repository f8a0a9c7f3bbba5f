import { Button, Input, Typography, type InputRef } from 'antd';
import { useField } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import * as yup from 'yup';
import type { UpdateUserDetailsResponse, User } from '@/domain/contract';
import { EMAIL_MIN_LENGTH, EMAIL_PATTERN, messages } from '@/domain/validation/rules';
import { ActionForm } from '../form/ActionForm';
import { FormField } from '../form/FormField';
import { OTP_MESSAGES } from './messages';

const LABEL = 'New email address';
const LABELS = { email: LABEL };

/**
 * Asks the server to take a new address (PATCH users/details { email }). The caller's feature
 * owns that endpoint; it answers the updated user or rejects with the request's error.
 */
export type ChangeEmail = (email: string) => Promise<UpdateUserDetailsResponse>;

export interface ChangeEmailFormProps {
  currentEmail: string;
  changeEmail: ChangeEmail;
  /** The server took the address: `user` is its answer, `email` what was entered. */
  onChanged: (user: User, email: string, message: string) => void;
  onCancel?: () => void;
  /** Says what happens next, e.g. where the code goes. */
  intro?: string;
}

interface Values {
  email: string;
}

/** The e-mail rule (required, at least 5 characters, an address), and not the current one. */
function schemaFor(currentEmail: string) {
  return yup.object({
    email: yup
      .string()
      .trim()
      .required(messages.required(LABEL))
      .min(EMAIL_MIN_LENGTH, messages.min(LABEL, EMAIL_MIN_LENGTH))
      .matches(EMAIL_PATTERN, messages.email(LABEL))
      .test(
        'different',
        OTP_MESSAGES.sameEmail,
        (v) => v?.toLowerCase() !== currentEmail.toLowerCase(),
      ),
  });
}

/** The new address; it takes the focus, since the button that opened this step is gone. */
function NewEmailField() {
  const [field, , helpers] = useField<string>('email');
  const input = useRef<InputRef>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <FormField name="email">
      {(control) => (
        <Input
          {...control}
          ref={input}
          name="email"
          type="email"
          autoComplete="email"
          value={field.value}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}

/**
 * The new address → PATCH users/details. A refusal is put on the field (or above the form when
 * no field can take it) and what was typed stays; Enter pressed twice sends once.
 */
export function ChangeEmailForm({
  currentEmail,
  changeEmail,
  onChanged,
  onCancel,
  intro,
}: ChangeEmailFormProps) {
  const schema = useMemo(() => schemaFor(currentEmail), [currentEmail]);
  return (
    <section className="otp-screen" aria-label="Change your e-mail address">
      <Typography.Paragraph>
        {intro ?? 'We will send a new code to the address you enter.'} Your current address is{' '}
        <strong>{currentEmail}</strong>.
      </Typography.Paragraph>
      <ActionForm<Values>
        name="Change e-mail address"
        // The control's id is "new-email".
        idPrefix="new"
        labels={LABELS}
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={({ email }) => changeEmail(email.trim())}
        onDone={(answer, { email }) => {
          const { data, message } = answer as UpdateUserDetailsResponse;
          onChanged(data, email.trim(), message);
        }}
        submitLabel="Send code"
        actions={({ submit, sending }) => (
          <div className="otp-screen__actions">
            {onCancel && (
              <Button onClick={onCancel} disabled={sending}>
                Back
              </Button>
            )}
            {submit}
          </div>
        )}
      >
        <NewEmailField />
      </ActionForm>
    </section>
  );
}
