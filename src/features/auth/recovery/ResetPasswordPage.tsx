import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSearchParam } from '@/core/routing/urlState';
import * as yup from 'yup';
import { authPaths } from '../paths';
import { AuthCard } from '../shared/AuthCard';
import { AuthForm } from '../shared/AuthForm';
import { decodeEmailParam } from '../shared/emailParam';
import { newPasswordRules } from '../shared/fields';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { TokenProblem } from '../shared/TokenProblem';
import { withTokenProblems } from '../shared/withTokenProblems';
import { RESET_LINK_MESSAGES, type TokenErrorCode } from '../shared/tokenErrors';
import { useResetPasswordMutation } from './api';

const schema = yup.object(newPasswordRules('New password'));
type FormValues = yup.InferType<typeof schema>;
const LABELS = { password: 'New password', password_confirmation: 'Confirm password' };

/** /auth/reset-password/:token?o=<base64url e-mail>: chooses a new password with a mailed link. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const email = decodeEmailParam(useSearchParam('o'));
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<'changed' | TokenErrorCode | null>(null);

  const onSubmit = withTokenProblems(async (values: FormValues) => {
    await resetPassword({ reset_password_token: token, ...values }).unwrap();
    setOutcome('changed');
  }, setOutcome);

  if (outcome === 'changed') {
    return (
      <AuthCard title="Your password has been changed" documentTitle="Reset password">
        <Typography.Paragraph>
          Sign in with your new password{email ? ` as ${email}` : ''}.
        </Typography.Paragraph>
        <Button
          type="primary"
          block
          size="large"
          onClick={() => void navigate(authPaths.loginAs(email))}
        >
          Sign in
        </Button>
      </AuthCard>
    );
  }

  if (outcome) {
    return (
      <AuthCard title="Reset your password" documentTitle="Reset password">
        <TokenProblem message={RESET_LINK_MESSAGES[outcome]}>
          <Button
            type="primary"
            block
            size="large"
            onClick={() => void navigate(authPaths.forgotPasswordFor(email))}
          >
            Request a new link
          </Button>
        </TokenProblem>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" documentTitle="Reset password">
      {email && (
        <Typography.Paragraph type="secondary">
          for <strong>{email}</strong>
        </Typography.Paragraph>
      )}
      <AuthForm<FormValues>
        name="Choose a new password"
        idPrefix="reset-password"
        labels={LABELS}
        initialValues={{ password: '', password_confirmation: '' }}
        validationSchema={schema}
        onSubmit={onSubmit}
        submitLabel="Change password"
      >
        <NewPasswordFields />
      </AuthForm>
    </AuthCard>
  );
}
