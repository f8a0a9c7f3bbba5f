import { useMemo, useState } from 'react';
import type { OtpContext, User } from '@/domain/contract';
import { ChangeEmailForm } from '@/components/email-change/ChangeEmailForm';
import { VerificationScreen } from '@/components/email-change/VerificationScreen';
import { notifier } from '@/components/feedback/notifier';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { userUpdated } from '@/core/session/sessionSlice';
import { signOut } from '@/core/session/sessionThunks';
import { useUpdateProfileMutation } from '@/features/profile/api';

/**
 * The blocking dialog's content for an unverified user: verify the account's address, or change
 * it (the server switches an unverified account at once and mails a new code), or log out.
 */
export function UserVerification() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const [updateProfile] = useUpdateProfileMutation();
  const [changingEmail, setChangingEmail] = useState(false);
  const uid = user?.uid ?? '';
  const email = user?.email ?? '';
  const context = useMemo<OtpContext>(
    () => ({ otpable_type: 'user', otp_type: 'user_signup', uid, email }),
    [uid, email],
  );
  if (!user) return null;

  // Verified: the session's user flips user_verified and the dialog closes at once.
  const onVerified = (verified: User) => dispatch(userUpdated(verified));
  const logOut = () => dispatch(signOut());

  if (changingEmail) {
    return (
      <ChangeEmailForm
        currentEmail={user.email}
        changeEmail={(newEmail) => updateProfile({ email: newEmail }).unwrap()}
        onChanged={(changed, _email, message) => {
          dispatch(userUpdated(changed));
          if (message) notifier.success({ message });
          setChangingEmail(false);
        }}
        onCancel={() => setChangingEmail(false)}
      />
    );
  }
  return (
    <VerificationScreen
      key={context.email}
      context={context}
      onVerified={onVerified}
      onChangeEmail={() => setChangingEmail(true)}
      onLogOut={logOut}
    />
  );
}
