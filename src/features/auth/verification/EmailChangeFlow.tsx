import { Alert } from 'antd';
import { useState } from 'react';
import type { User } from '@/api/contract';
import { notifier } from '@/components/feedback/notifier';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { userUpdated } from '@/core/session/sessionSlice';
import { ChangeEmailForm } from './ChangeEmailForm';
import { VerificationScreen } from './VerificationScreen';

export interface EmailChangeFlowProps {
  /** The new address is verified and now the account's; `user` is the updated user. */
  onDone?: (user: User) => void;
  onCancel?: () => void;
}

/**
 * SPEC §5 "Updating an e-mail requires one-time-code verification", for a verified user (the
 * profile page mounts it): enter the new address → the server keeps it as pending_email and mails
 * an 'email_update' code to it → the same verification screen → the address is changed. A
 * pending address from an earlier visit goes straight to the code.
 */
export function EmailChangeFlow({ onDone, onCancel }: EmailChangeFlowProps) {
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
