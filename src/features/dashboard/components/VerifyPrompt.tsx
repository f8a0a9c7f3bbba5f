import { Alert } from 'antd';

/**
 * An unverified user is kept on the dashboard behind the verification dialog, which cannot be
 * dismissed and is always open for them: the prompt says why and where to act, rather than offer
 * a button to a dialog that is already there.
 */
export function VerifyPrompt({ email }: { email: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      className="dashboard-alert"
      title="Please verify your e-mail address to start using the portal."
      description={
        <>
          We sent a six-digit code to <strong>{email}</strong>. Enter it in the{' '}
          <em>Verify your e-mail address</em> dialog; there you can also ask for a new code or
          change the address.
        </>
      }
    />
  );
}
