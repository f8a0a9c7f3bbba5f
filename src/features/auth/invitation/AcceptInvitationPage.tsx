import { Alert, Button, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSearchParam } from '@/core/routing/urlState';
import type { StoredUser } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { PATHS } from '@/core/navigation/navigator';
import { selectUser, sessionStarted } from '@/core/session/sessionSlice';
import { AuthCard } from '../shared/AuthCard';
import { asApiError } from '@/api/fieldErrors';
import { TokenProblem } from '../shared/TokenProblem';
import { INVITATION_MESSAGES, tokenErrorCode, type TokenErrorCode } from '../shared/tokenErrors';
import { AcceptInvitationForm } from './AcceptInvitationForm';
import { useGetInvitationQuery } from './api';
import { WrongAccountNotice } from './WrongAccountNotice';

const Pending = ({ label }: { label: string }) => (
  <div role="status" aria-live="polite" className="auth-status">
    <Spin /> <span>{label}</span>
  </div>
);

const SignInLink = () => (
  <Typography.Paragraph className="auth-footer">
    <Link to={PATHS.login}>Go to sign in</Link>
  </Typography.Paragraph>
);

/** /auth/accept-invitation?invitation_token=…: joins the inviting organisation. */
export function AcceptInvitationPage() {
  const token = useSearchParam('invitation_token') ?? '';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sessionUser = useAppSelector(selectUser);
  const [accepted, setAccepted] = useState(false);
  const [tokenProblem, setTokenProblem] = useState<TokenErrorCode | null>(
    token ? null : 'TOKEN_INVALID',
  );
  // Once accepted the token is spent: never ask for it again (the new session resets the cache).
  const invitation = useGetInvitationQuery(token, {
    skip: !token || accepted || Boolean(tokenProblem),
  });

  const onAccepted = (user: StoredUser) => {
    setAccepted(true);
    dispatch(sessionStarted(user));
    notifier.success({
      message: `Welcome to ${invitation.data?.organisation_name ?? 'KeepStock'}`,
    });
    void navigate(PATHS.home, { replace: true });
  };

  const problem = tokenProblem ?? (invitation.error ? tokenErrorCode(invitation.error) : null);
  if (problem) {
    return (
      <AuthCard title="Accept invitation" documentTitle="Accept invitation">
        <TokenProblem message={INVITATION_MESSAGES[problem]} />
        <SignInLink />
      </AuthCard>
    );
  }
  if (accepted) {
    return (
      <AuthCard title="Accept invitation" documentTitle="Accept invitation">
        <Pending label="Signing you in…" />
      </AuthCard>
    );
  }
  if (invitation.error) {
    return (
      <AuthCard title="Accept invitation" documentTitle="Accept invitation">
        <Alert
          type="error"
          showIcon
          role="alert"
          className="auth-alert"
          title="We could not load this invitation"
          description={asApiError(invitation.error).message}
        />
        <Button onClick={() => void invitation.refetch()}>Try again</Button>
      </AuthCard>
    );
  }
  if (!invitation.data) {
    return (
      <AuthCard title="Accept invitation" documentTitle="Accept invitation">
        <Pending label="Loading your invitation…" />
      </AuthCard>
    );
  }

  const details = invitation.data;
  const someoneElse =
    sessionUser && sessionUser.email.toLowerCase() !== details.email.toLowerCase()
      ? sessionUser.email
      : null;
  return (
    <AuthCard title={`Join ${details.organisation_name}`} documentTitle="Accept invitation">
      <Typography.Paragraph>
        <strong>{details.invited_by}</strong> invited <strong>{details.email}</strong> to join{' '}
        {details.organisation_name} on KeepStock.
      </Typography.Paragraph>
      {someoneElse ? (
        <WrongAccountNotice signedInAs={someoneElse} invitedEmail={details.email} />
      ) : (
        <AcceptInvitationForm
          token={token}
          invitation={details}
          onAccepted={onAccepted}
          onTokenProblem={setTokenProblem}
        />
      )}
    </AuthCard>
  );
}
