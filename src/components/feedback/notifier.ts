import type { ReactNode } from 'react';
import type { App, AppProps } from 'antd';

type NotificationConfig = NonNullable<AppProps['notification']>;
type NotificationInstance = ReturnType<typeof App.useApp>['notification'];

/**
 * Toasts: top right, auto-close after 2000 ms, newest on top. antd 6 already places the
 * newest notice first; `stack: false` keeps every notice readable instead of folding older ones
 * behind it. Handed to the app's `<App notification={TOAST_DEFAULTS}>`.
 */
export const TOAST_DEFAULTS: NotificationConfig = {
  placement: 'topRight',
  duration: 2,
  top: 24,
  stack: false,
  maxCount: 5,
};

export interface ToastOptions {
  message: ReactNode;
  description?: ReactNode;
  /** A toast with the same key replaces the previous one (e.g. CORS-ERROR). */
  key?: string;
  /** Seconds, like antd; defaults to TOAST_DEFAULTS.duration. */
  duration?: number;
}

type Kind = 'success' | 'error' | 'info' | 'warning';
type Sink = Pick<NotificationInstance, Kind | 'destroy'>;

let sink: Sink | null = null;
/** Toasts raised before the UI mounted (e.g. a failed request at boot) wait for the bridge. */
const pending: { kind: Kind; options: ToastOptions }[] = [];
const MAX_PENDING = 5;

function show(kind: Kind, { message, ...rest }: ToastOptions): void {
  if (!sink) {
    if (pending.length >= MAX_PENDING) pending.shift();
    pending.push({ kind, options: { message, ...rest } });
    return;
  }
  // antd 6 renamed the heading `title`; `message` is deprecated there but reads better for callers.
  sink[kind]({ title: message, ...rest });
}

/** Toasts for code outside React (API interceptors, listeners). */
export const notifier = {
  success: (options: ToastOptions) => show('success', options),
  error: (options: ToastOptions) => show('error', options),
  info: (options: ToastOptions) => show('info', options),
  warning: (options: ToastOptions) => show('warning', options),
  destroy: (key?: string) => sink?.destroy(key),
};

/** Called by NotificationBridge; returns the unregister function for its effect cleanup. */
export function registerNotifier(next: Sink): () => void {
  sink = next;
  pending.splice(0).forEach(({ kind, options }) => show(kind, options));
  return () => {
    if (sink === next) sink = null;
  };
}
