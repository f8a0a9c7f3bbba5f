import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/core/hooks';

/** The dialog and its verification forms load only for a user who must verify. */
const VerificationModal = lazy(() => import('./VerificationModal'));

export interface VerificationDialogProps {
  /** Replaces the verification screen (tests of the dialog's own behaviour). */
  content?: ReactNode;
}

export function needsVerification(
  user: { user_verified: boolean } | null,
  pathname: string,
): boolean {
  return Boolean(user) && user?.user_verified === false && !/^\/auth(\/|$)/.test(pathname);
}

/**
 * An unverified user outside /auth sees a dialog that cannot be dismissed (no close
 * button, no mask click, no Escape) until the code is verified. The verification screen inside
 * offers Resend, Change e-mail and Log out; verifying flips user_verified and the dialog goes.
 */
export function VerificationDialog({ content }: VerificationDialogProps) {
  const user = useAppSelector((s) => s.session.user);
  const { pathname } = useLocation();
  if (!user || !needsVerification(user, pathname)) return null;

  return (
    <Suspense fallback={null}>
      <VerificationModal content={content} />
    </Suspense>
  );
}
