import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BUTTON_SPINNER } from '@/components/buttonSpinner';
import { NotificationBridge } from '@/components/feedback/NotificationBridge';
import { AppContextProvider } from '@/core/appContext';
import { RestockDraftsProvider } from '@/features/products/components/restockDrafts';
import type { AppStore } from './store';
import { theme } from './theme';

/**
 * A product's Restock writes an inbound draft of the orders feature, which products may not
 * import (orders imports products): the orders module, loaded when a product shows Restock.
 */
const loadRestockDrafts = () => import('@/features/orders/api');

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

/**
 * The store, its app context (src/core/appContext.tsx), the theme and the toasts around the app. No antd `<App>`: its message, notification
 * and modal holders would put antd's Modal and Form on the first screen. Toasts mount their own
 * host when the first one is raised; a confirmation uses `Modal.useModal()` where it is asked.
 * `.app-root` gives our own markup the text style `<App>` gave it (src/styles/global.css).
 */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AppContextProvider context={store.context}>
        <ThemeProvider>
          <div className="app-root">
            <NotificationBridge />
            <RestockDraftsProvider value={loadRestockDrafts}>{children}</RestockDraftsProvider>
          </div>
        </ThemeProvider>
      </AppContextProvider>
    </Provider>
  );
}
