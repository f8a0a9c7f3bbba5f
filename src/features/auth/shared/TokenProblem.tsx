import { Alert } from 'antd';
import type { ReactNode } from 'react';
import type { TokenMessage } from './tokenErrors';

/** Why a mailed link no longer works, and what to do next (`children`: the actions). */
export function TokenProblem({
  message,
  children,
}: {
  message: TokenMessage;
  children?: ReactNode;
}) {
  return (
    <>
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={message.title}
        description={message.description}
        className="auth-alert"
      />
      {children}
    </>
  );
}
