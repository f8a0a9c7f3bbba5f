import { Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingButton } from '@/components/LoadingButton';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { signOut } from '@/core/session/sessionThunks';

export interface VerificationDialogProps {
  /**
   * The slot for the one-time-code form (next issue). Until then the dialog explains where the
   * code went and what is coming.
   */
  content?: ReactNode;
}

export function needsVerification(
  user: { user_verified: boolean } | null,
  pathname: string,
): boolean {
  return Boolean(user) && user?.user_verified === false && !/^\/auth(\/|$)/.test(pathname);
}

/**
 * SPEC §4: an unverified user outside /auth sees a dialog that cannot be dismissed (no close
 * button, no mask click, no Escape) until the code is verified; logging out is the only way out.
 */
export function VerificationDialog({ content }: VerificationDialogProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const { pathname } = useLocation();
  if (!user || !needsVerification(user, pathname)) return null;

  return (
    <Modal
      open
      title="Verify your e-mail address"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={<LoadingButton onClick={() => dispatch(signOut())}>Log out</LoadingButton>}
    >
      {content ?? (
        <>
          <Typography.Paragraph>
            We sent a six-digit code to <strong>{user.email}</strong> to confirm that the address is
            yours.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            The verification screen where you enter the code arrives with the onboarding issue.
            Until then you can log out.
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
