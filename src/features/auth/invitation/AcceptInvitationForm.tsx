import { Typography } from 'antd';
import * as yup from 'yup';
import type { InvitationDetails, StoredUser } from '@/domain/contract';
import { PasswordField, TextField } from '@/components/form/textFields';
import { messages } from '@/domain/validation/rules';
import { AuthForm } from '../shared/AuthForm';
import { newPasswordRules } from '../shared/fields';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { withTokenProblems } from '../shared/withTokenProblems';
import type { TokenErrorCode } from '../shared/tokenErrors';
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

const NEW_USER_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  password: 'Password',
  password_confirmation: 'Confirm password',
};
const EXISTING_USER_LABELS = { ...NEW_USER_LABELS, password: 'Current password' };

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
  const labels = existing ? EXISTING_USER_LABELS : NEW_USER_LABELS;
  const [accept] = useAcceptInvitationMutation();

  const onSubmit = withTokenProblems(async (values: FormValues) => {
    const user = await accept({
      invitation_token: token,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      password: values.password,
      // An existing user types the password once; the server compares it with the account's.
      password_confirmation: existing ? values.password : values.password_confirmation,
    }).unwrap();
    onAccepted(user);
  }, onTokenProblem);

  return (
    <>
      {existing && (
        <Typography.Paragraph>
          You already have a KeepStock account as <strong>{invitation.email}</strong>. Enter your
          current password to join.
        </Typography.Paragraph>
      )}
      <AuthForm<FormValues>
        name={`Join ${invitation.organisation_name}`}
        idPrefix="invitation"
        labels={labels}
        initialValues={{
          first_name: invitation.first_name,
          last_name: invitation.last_name,
          password: '',
          password_confirmation: '',
        }}
        validationSchema={existing ? existingUserSchema : newUserSchema}
        onSubmit={onSubmit}
        submitLabel="Accept invitation"
      >
        {existing ? (
          <PasswordField name="password" autoComplete="current-password" />
        ) : (
          <>
            <TextField name="first_name" autoComplete="given-name" />
            <TextField name="last_name" autoComplete="family-name" />
            <NewPasswordFields />
          </>
        )}
      </AuthForm>
    </>
  );
}
