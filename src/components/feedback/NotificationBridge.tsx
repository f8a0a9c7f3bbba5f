import { App } from 'antd';
import { useEffect } from 'react';
import { registerNotifier } from './notifier';

/**
 * Renders nothing. Must sit inside antd's `<App>` so the notifier uses the context-aware
 * instance (theme, locale) rather than antd's static API, which ignores ConfigProvider.
 */
export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => registerNotifier(notification), [notification]);
  return null;
}
