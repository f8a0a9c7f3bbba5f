import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { pageTitle } from '@/lib/pageTitle';

export const BRAND_NAME = 'KeepStock';

/**
 * Keeps the tab title in step with the route: "<Page> | KeepStock". A page's code loads when it is
 * first opened, and the router moves its location only once it has: the title follows the
 * navigation as soon as it starts (the pending location), so a click retitles the tab at once.
 */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const pending = useNavigation().location?.pathname;
  const shown = pending ?? pathname;
  useEffect(() => {
    document.title = `${pageTitle(shown)} | ${BRAND_NAME}`;
  }, [shown]);
}
