import { notification } from 'antd';
import { useEffect } from 'react';
import { registerNotifier, TOAST_DEFAULTS } from './notifier';

/**
 * antd's notification holder with the portal's toast defaults. Rendered inside the providers,
 * so toasts follow the theme (antd's static API would ignore ConfigProvider).
 */
export default function ToastHost() {
  const [api, contextHolder] = notification.useNotification(TOAST_DEFAULTS);
  useEffect(() => registerNotifier(api), [api]);
  return contextHolder;
}
