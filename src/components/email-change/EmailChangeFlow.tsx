import { Alert } from 'antd';
import { useState } from 'react';
import type { User } from '@/domain/contract';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { userUpdated } from '@/core/session/sessionSlice';
import { notifier } from '../feedback/notifier';
import { ChangeEmailForm, type ChangeEmail } from './ChangeEmailForm';
import { VerificationScreen } from './VerificationScreen';

export interface EmailChangeFlowProps {
  /** PATCH users/details { email }, through the endpoint of the feature that shows the flow. */
  changeEmail: ChangeEmail;
  /** The new address is verified and now the account's; `user` is the updated user. */
  onDone?: (user: User) => void;
  onCancel?: () => void;
}

/**
 * A verified user's new address takes effect only once a one-time code sent to it is entered
 * (the profile page mounts this): enter the new address → the server keeps it as pending_email and mails
 * an 'email_update' code to it → the same verification screen → the address is changed. A
 * pending address from an earlier visit goes straight to the code.
 */
export function EmailChangeFlow({ changeEmail, onDone, onCancel }: EmailChangeFlowProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const [pendingEmail, setPendingEmail] = useState<string | null>(user?.pending_email ?? null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  if (!user) return null;

  if (changedTo) {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={`Your e-mail address is now ${changedTo}.`}
      />
    );
  }

  if (!pendingEmail) {
    return (
      <ChangeEmailForm
        currentEmail={user.email}
        changeEmail={changeEmail}
        intro="We will send a code to the new address; it replaces your current one once you enter it."
        onChanged={(changed, email, message) => {
          dispatch(userUpdated(changed));
          if (message) notifier.success({ message });
          setPendingEmail(changed.pending_email ?? email);
        }}
        onCancel={onCancel}
      />
    );
  }
  return (
    <VerificationScreen
      key={pendingEmail}
      context={{
        otpable_type: 'user',
        otp_type: 'email_update',
        uid: user.uid,
        email: pendingEmail,
      }}
      onVerified={(updated) => {
        dispatch(userUpdated(updated));
        setChangedTo(updated.email);
        onDone?.(updated);
      }}
      onChangeEmail={() => setPendingEmail(null)}
      onCancel={onCancel}
    />
  );
}
