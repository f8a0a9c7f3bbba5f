import { Alert, Typography } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import type { InvitationDetails, StoredUser } from '@/api/contract';
import { messages } from '@/lib/validation/rules';
import { newPasswordRules } from '../shared/fields';
import { FormikForm, FormikInput, NewPasswordFields, SubmitButton } from '../shared/FormikFields';
import { applyServerErrors } from '../shared/serverErrors';
import { useSubmitOnce } from '../shared/submitOnce';
import { tokenErrorCode, type TokenErrorCode } from '../shared/tokenErrors';
import { useAcceptInvitationMutation } from './api';

interface FormValues {
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
}

const newUserSchema = yup.object({
  first_name: yup.string().trim().required(messages.required('First name')),
  last_name: yup.string().trim().required(messages.required('Last name')),
  ...newPasswordRules(),
});
const existingUserSchema = yup.object({
  password: yup.string().required(messages.required('Current password')),
});

const labelsFor = (existing: boolean) => ({
  first_name: 'First name',
  last_name: 'Last name',
  password: existing ? 'Current password' : 'Password',
  password_confirmation: 'Confirm password',
});

interface AcceptInvitationFormProps {
  token: string;
  invitation: InvitationDetails;
  onAccepted: (user: StoredUser) => void;
  onTokenProblem: (code: TokenErrorCode) => void;
}

/**
 * A new user names themselves and chooses a password; an existing user confirms with the
 * password they already have. Either way the answer is a session in the invited organisation.
 */
export function AcceptInvitationForm({
  token,
  invitation,
  onAccepted,
  onTokenProblem,
}: AcceptInvitationFormProps) {
  const existing = invitation.existing_user;
  const [accept] = useAcceptInvitationMutation();
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = useSubmitOnce(
    async (values: FormValues, { setFieldError }: FormikHelpers<FormValues>) => {
      setAlert(null);
      try {
        const user = await accept({
          invitation_token: token,
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          password: values.password,
          // An existing user types the password once; the server compares it with the account's.
          password_confirmation: existing ? values.password : values.password_confirmation,
        }).unwrap();
        onAccepted(user);
        return true;
      } catch (error) {
        const code = tokenErrorCode(error);
        if (!code) {
          setAlert(applyServerErrors(error, labelsFor(existing), setFieldError));
          return false;
        }
        onTokenProblem(code);
        return true;
      }
    },
  );

  return (
    <>
      {existing && (
        <Typography.Paragraph>
          You already have a KeepStock account as <strong>{invitation.email}</strong>. Enter your
          current password to join.
        </Typography.Paragraph>
      )}
      {alert && <Alert type="error" title={alert} showIcon role="alert" className="auth-alert" />}
      <Formik
        initialValues={{
          first_name: invitation.first_name,
          last_name: invitation.last_name,
          password: '',
          password_confirmation: '',
        }}
        validationSchema={existing ? existingUserSchema : newUserSchema}
        onSubmit={onSubmit}
      >
        <FormikForm label={`Join ${invitation.organisation_name}`}>
          {existing ? (
            <FormikInput
              name="password"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
          ) : (
            <>
              <FormikInput name="first_name" label="First name" autoComplete="given-name" />
              <FormikInput name="last_name" label="Last name" autoComplete="family-name" />
              <NewPasswordFields label="Password" />
            </>
          )}
          <SubmitButton>Accept invitation</SubmitButton>
        </FormikForm>
      </Formik>
    </>
  );
}
