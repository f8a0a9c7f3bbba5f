import { Layout } from 'antd';
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { protectedRoutes } from '@/app/routes';
import { BreadcrumbNamesProvider } from '@/components/breadcrumbs/BreadcrumbNames';
import { RouteGuard } from '@/core/permissions/RouteGuard';
import { flattenRoutes, type AppRoute } from '@/core/routing/routeHandle';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { AppHeader } from './AppHeader';
import { SettingsDrawer } from './SettingsDrawer';
import { SideNav } from './SideNav';
import { usePageTitle } from './usePageTitle';
import { useSideNavState } from './useSideNavState';
import { VerificationDialog } from './VerificationDialog';

export interface AppShellProps {
  /** Tests pass a small route list; the app uses every protected route. */
  routes?: AppRoute[];
}

/** The signed-in layout: header, side navigation, breadcrumbs, the guarded page, the dialogs. */
export function AppShell({ routes = protectedRoutes }: AppShellProps = {}) {
  const nav = useSideNavState();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const patterns = useMemo(() => flattenRoutes(routes).map((r) => r.pattern), [routes]);
  usePageTitle();

  return (
    <BreadcrumbNamesProvider>
      <Layout className="app-shell">
        <a href="#main-content" className="skip-link">
          Skip to content
        </a>
        <AppHeader
          navOpen={nav.open}
          onToggleNav={nav.toggle}
          onOpenSettings={() => setSettingsOpen(true)}
        />
        <Layout className="app-shell__body">
          <SideNav routes={routes} open={nav.open} overlay={nav.overlay} />
          <Layout.Content id="main-content" className="app-shell__content" tabIndex={-1}>
            <AppBreadcrumbs patterns={patterns} />
            {/* Layout.Content is the <main> landmark; this div only spaces the page. */}
            <div className="app-shell__page">
              <RouteGuard>
                <Outlet />
              </RouteGuard>
            </div>
          </Layout.Content>
        </Layout>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        <VerificationDialog />
      </Layout>
    </BreadcrumbNamesProvider>
  );
}
