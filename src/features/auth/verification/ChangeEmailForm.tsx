import { Alert, Button, Form, Input, Typography, type InputRef } from 'antd';
import { Formik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as yup from 'yup';
import type { User } from '@/api/contract';
import { EMAIL_MIN_LENGTH, EMAIL_PATTERN, messages } from '@/lib/validation/rules';
import { useUpdateUserDetailsMutation } from './api';
import { OTP_MESSAGES } from './messages';
import { readOtpFailure } from './otpErrors';

const LABEL = 'New email address';

export interface ChangeEmailFormProps {
  currentEmail: string;
  /** The server took the address: `user` is its answer, `email` what was entered. */
  onChanged: (user: User, email: string, message: string) => void;
  onCancel?: () => void;
  /** Says what happens next, e.g. where the code goes. */
  intro?: string;
}

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

/** Rails says "has already been taken"; SPEC §5 prefixes such messages with the field label. */
const withLabel = (message: string) => (/^[a-z]/.test(message) ? `${LABEL} ${message}` : message);

/** The new address (SPEC §5 e-mail rule) → PATCH users/details; errors keep what was typed. */
export function ChangeEmailForm({
  currentEmail,
  onChanged,
  onCancel,
  intro,
}: ChangeEmailFormProps) {
  const [updateUserDetails] = useUpdateUserDetailsMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => schemaFor(currentEmail), [currentEmail]);
  // Enter pressed twice submits twice in formik: the second must not send again.
  const submitting = useRef(false);
  // The button that opened this step is gone: the focus must land on the new field, not <body>.
  const field = useRef<InputRef>(null);
  useEffect(() => field.current?.focus(), []);

  return (
    <section className="otp-screen" aria-label="Change your e-mail address">
      <Typography.Paragraph>
        {intro ?? 'We will send a new code to the address you enter.'} Your current address is{' '}
        <strong>{currentEmail}</strong>.
      </Typography.Paragraph>
      {formError && <Alert type="error" showIcon role="alert" title={formError} />}
      <Formik
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          if (submitting.current) return;
          submitting.current = true;
          setFormError(null);
          const email = values.email.trim();
          try {
            const answer = await updateUserDetails({ email }).unwrap();
            onChanged(answer.data, email, answer.message);
          } catch (caught) {
            const failure = readOtpFailure(caught);
            const fieldMessage = failure.fieldErrors?.email?.[0];
            if (fieldMessage) helpers.setFieldError('email', withLabel(fieldMessage));
            else setFormError(failure.message);
          } finally {
            submitting.current = false;
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, handleSubmit, isSubmitting }) => (
          <Form layout="vertical" onFinish={() => handleSubmit()} noValidate component="form">
            <Form.Item
              label={LABEL}
              htmlFor="new-email"
              validateStatus={touched.email && errors.email ? 'error' : undefined}
              help={touched.email && errors.email}
            >
              <Input
                id="new-email"
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={handleChange}
                onBlur={handleBlur}
                ref={field}
              />
            </Form.Item>
            <div className="otp-screen__actions">
              {onCancel && (
                <Button onClick={onCancel} disabled={isSubmitting}>
                  Back
                </Button>
              )}
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                Send code
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
