import { Button, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingButton } from '@/components/LoadingButton';
import { useAppDispatch } from '@/core/hooks';
import { PATHS } from '@/core/navigation/navigator';
import { signOut } from '@/core/session/sessionThunks';
import { OtherAccountAlert } from '../shared/OtherAccountAlert';
import { useMagicLinkDetailsQuery } from './api';

/**
 * A sign-in link opened while another account is signed in on this browser. Following it would
 * replace that session, so the page says who is signed in and whom the link is for, and waits:
 * Continue signs the current account out, then the link signs in; Cancel goes back to the
 * dashboard with the current session untouched and the link unspent. A link for the account
 * already signed in goes on without asking. A link that no longer works shows its problem
 * (`onProblem`) without asking either.
 */
export function AskBeforeSwitching({
  token,
  signedInAs,
  onContinue,
  onProblem,
}: {
  token: string;
  signedInAs: string;
  onContinue: () => void;
  onProblem: (error: unknown) => void;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useMagicLinkDetailsQuery(token);
  const linkEmail = link.data?.email;
  const sameAccount = linkEmail?.toLowerCase() === signedInAs.toLowerCase();

  useEffect(() => {
    if (link.error) onProblem(link.error);
    else if (sameAccount) onContinue();
  }, [link.error, sameAccount, onProblem, onContinue]);

  if (!linkEmail || sameAccount) {
    return (
      <div role="status" aria-live="polite" className="auth-status">
        <Spin /> <span>Checking your sign-in link…</span>
      </div>
    );
  }

  const signOutThenContinue = async () => {
    await dispatch(signOut());
    onContinue();
  };

  return (
    <OtherAccountAlert signedInAs={signedInAs} what="sign-in link" forEmail={linkEmail}>
      <p>
        Continue signs {signedInAs} out of this browser and signs in as {linkEmail}.
      </p>
      <Space wrap>
        <LoadingButton type="primary" onClick={signOutThenContinue}>
          Continue
        </LoadingButton>
        <Button onClick={() => void navigate(PATHS.home, { replace: true })}>Cancel</Button>
      </Space>
    </OtherAccountAlert>
  );
}
