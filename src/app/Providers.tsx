import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { NotificationBridge } from '@/components/feedback/NotificationBridge';
import { TOAST_DEFAULTS } from '@/components/feedback/notifier';
import type { AppStore } from './store';
import { theme } from './theme';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp notification={TOAST_DEFAULTS}>
          <NotificationBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
