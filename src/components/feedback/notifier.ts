import type { ReactNode } from 'react';
import type { notification } from 'antd';

type NotificationConfig = NonNullable<Parameters<typeof notification.useNotification>[0]>;
type NotificationInstance = ReturnType<typeof notification.useNotification>[0];

/**
 * Toasts: top right, auto-close after 2000 ms, newest on top. antd 6 already places the
 * newest notice first; `stack: false` keeps every notice readable instead of folding older ones
 * behind it. Handed to the toast host's `notification.useNotification(TOAST_DEFAULTS)`.
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
/**
 * Toasts raised before a toast host is mounted wait here: one raised before the UI mounted (a
 * failed request at boot), and the first toast of a page, whose host loads only then.
 */
const pending: { kind: Kind; options: ToastOptions }[] = [];
const MAX_PENDING = 5;

/*
 * antd's toast machinery is not part of the first screen: the bridge mounts the host only once a
 * toast is wanted. Wanted stays true, so later toasts show at once.
 */
let hostWanted = false;
const demandListeners = new Set<() => void>();

/** For NotificationBridge (useSyncExternalStore): has any toast been raised yet? */
export const toastDemand = {
  subscribe(listener: () => void): () => void {
    demandListeners.add(listener);
    return () => demandListeners.delete(listener);
  },
  wanted: (): boolean => hostWanted,
};

function wantHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  demandListeners.forEach((listener) => listener());
}

function show(kind: Kind, { message, ...rest }: ToastOptions): void {
  if (!sink) {
    if (pending.length >= MAX_PENDING) pending.shift();
    pending.push({ kind, options: { message, ...rest } });
    wantHost();
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

/** Called by the toast host; returns the unregister function for its effect cleanup. */
export function registerNotifier(next: Sink): () => void {
  sink = next;
  pending.splice(0).forEach(({ kind, options }) => show(kind, options));
  return () => {
    if (sink === next) sink = null;
  };
}
