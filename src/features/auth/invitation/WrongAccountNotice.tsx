import { Alert } from 'antd';
import { LoadingButton } from '@/components/LoadingButton';
import { useAppDispatch } from '@/core/hooks';
import { signOut } from '@/core/session/sessionThunks';

/**
 * Someone else is signed in on this browser. Accepting would open the invited account's session
 * over theirs, so it waits until they sign out (the page stays: it allows signed-in visitors).
 */
export function WrongAccountNotice({
  signedInAs,
  invitedEmail,
}: {
  signedInAs: string;
  invitedEmail: string;
}) {
  const dispatch = useAppDispatch();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="auth-alert"
      title={`You are signed in as ${signedInAs}. This invitation is for ${invitedEmail}.`}
      description={
        <>
          <p>Sign out first to accept it with the invited address.</p>
          <LoadingButton type="primary" onClick={() => dispatch(signOut())}>
            Sign out and continue
          </LoadingButton>
        </>
      }
    />
  );
}
