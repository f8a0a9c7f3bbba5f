import type { AlertProps } from 'antd';
import { lazy, Suspense } from 'react';

/*
 * antd's Alert for messages that appear only after something failed (a refused sign-in, a form
 * error): its code loads when the first one shows, not with the page.
 */
const loadAlert = () => import('antd/es/alert');

const Alert = lazy(loadAlert);

/** Starts loading the Alert (when a form is sent), so a refusal shows as soon as it arrives. */
export function preloadAlert(): void {
  void loadAlert();
}

export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
