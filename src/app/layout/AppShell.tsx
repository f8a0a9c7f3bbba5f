import { Layout } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { protectedRoutes } from '@/app/routes';
import { BreadcrumbNamesProvider } from '@/components/breadcrumbs/BreadcrumbNames';
import { usePhoneLayout } from '@/components/hooks/usePhoneLayout';
import { RouteGuard } from '@/core/permissions/RouteGuard';
import { PaletteHost, usePalette } from '@/features/search';
import { ShortcutsHost } from '@/features/shortcuts';
import { flattenRoutes, type AppRoute } from '@/core/routing/routeHandle';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { AppHeader } from './AppHeader';
import { SideNav } from './SideNav';
import { usePageTitle } from './usePageTitle';
import { useSideNavState } from './useSideNavState';
import { VerificationDialog } from './VerificationDialog';

/** A phone's navigation drawer loads the first time the menu button opens it. */
const PhoneNavDrawer = lazy(async () => ({
  default: (await import('./PhoneNavDrawer')).PhoneNavDrawer,
}));

/** The settings drawer loads the first time it is opened, not with every page. */
const SettingsDrawer = lazy(async () => ({
  default: (await import('./SettingsDrawer')).SettingsDrawer,
}));

export interface AppShellProps {
  /** Tests pass a small route list; the app uses every protected route. */
  routes?: AppRoute[];
}

/** The signed-in layout: header, side navigation, breadcrumbs, the guarded page, the dialogs. */
export function AppShell({ routes = protectedRoutes }: AppShellProps = {}) {
  const nav = useSideNavState();
  const phone = usePhoneLayout();
  // Once opened, the phone's drawer stays mounted: it animates closed and hands the focus back.
  const [phoneNavLoaded, setPhoneNavLoaded] = useState(false);
  if (phone && nav.open && !phoneNavLoaded) setPhoneNavLoaded(true);
  const palette = usePalette();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Once opened, the drawer stays mounted so it can animate closed and open again at once.
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const openSettings = () => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  };
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
          phone={phone}
          onToggleNav={nav.toggle}
          onOpenSettings={openSettings}
          onOpenSearch={palette.show}
        />
        <Layout className="app-shell__body">
          {/* A phone keeps the whole width for the page: its navigation is a drawer (below). */}
          {!phone && <SideNav routes={routes} open={nav.open} overlay={nav.overlay} />}
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
        {phone && phoneNavLoaded && (
          <Suspense fallback={null}>
            <PhoneNavDrawer routes={routes} open={nav.open} onClose={nav.close} />
          </Suspense>
        )}
        {settingsLoaded && (
          <Suspense fallback={null}>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        )}
        <PaletteHost palette={palette} routes={routes} />
        <ShortcutsHost routes={routes} />
        <VerificationDialog />
      </Layout>
    </BreadcrumbNamesProvider>
  );
}
