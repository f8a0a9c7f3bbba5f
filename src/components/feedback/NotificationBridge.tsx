import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastDemand } from './notifier';

const ToastHost = lazy(() => import('./ToastHost'));

/**
 * Where the app's toasts render, inside the theme. antd's notification code is loaded only when
 * the first toast is raised (the notifier holds it until the host is up), so pages that raise
 * none, like sign-in, never download it.
 */
export function NotificationBridge() {
  const wanted = useSyncExternalStore(
    toastDemand.subscribe,
    toastDemand.wanted,
    toastDemand.wanted,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
