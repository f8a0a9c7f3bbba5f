import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

interface LoadErrorAlertProps {
  /** What could not be loaded, e.g. "The product could not be loaded." */
  title: ReactNode;
  /** The server's reason, when there is one. */
  description?: ReactNode;
  onRetry: () => void;
}

/** Something a page needs failed to load: say so and offer to ask again. */
export function LoadErrorAlert({ title, description, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
