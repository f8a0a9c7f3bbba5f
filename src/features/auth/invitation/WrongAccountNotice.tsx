import { LoadingButton } from '@/components/LoadingButton';
import { useAppDispatch } from '@/core/hooks';
import { signOut } from '@/core/session/sessionThunks';
import { OtherAccountAlert } from '../shared/OtherAccountAlert';

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
    <OtherAccountAlert signedInAs={signedInAs} what="invitation" forEmail={invitedEmail}>
      <p>Sign out first to accept it with the invited address.</p>
      <LoadingButton type="primary" onClick={() => dispatch(signOut())}>
        Sign out and continue
      </LoadingButton>
    </OtherAccountAlert>
  );
}
