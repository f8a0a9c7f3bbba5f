import { Alert } from 'antd';
import type { ReactNode } from 'react';

export interface OtherAccountAlertProps {
  /** The address of the account signed in on this browser. */
  signedInAs: string;
  /** What was opened ('invitation', 'sign-in link') and the address it is for. */
  what: string;
  forEmail: string;
  /** What the visitor can do about it: the sentence and the buttons. */
  children: ReactNode;
}

/**
 * Another account is signed in on this browser than the one a link was made for: the warning
 * that says both addresses and waits for the visitor's choice (announced as an alert).
 */
export function OtherAccountAlert({
  signedInAs,
  what,
  forEmail,
  children,
}: OtherAccountAlertProps) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="auth-alert"
      title={`You are signed in as ${signedInAs}. This ${what} is for ${forEmail}.`}
      description={children}
    />
  );
}
