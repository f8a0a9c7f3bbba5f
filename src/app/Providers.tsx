import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { NotificationBridge } from '@/components/feedback/NotificationBridge';
import { TOAST_DEFAULTS } from '@/components/feedback/notifier';
import { BUTTON_SPINNER } from '@/components/LoadingButton';
import type { AppStore } from './store';
import { theme } from './theme';

/** Every antd Button's spinner adds nothing to its name, busy or done (see BUTTON_SPINNER). */
const BUTTON_CONFIG = { loadingIcon: BUTTON_SPINNER };

/** The portal's colours and button spinner, for every React root the page mounts. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <AntApp notification={TOAST_DEFAULTS}>
          <NotificationBridge />
          {children}
        </AntApp>
      </ThemeProvider>
    </Provider>
  );
}
