import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@/lib/pageTitle';

export const BRAND_NAME = 'KeepStock';

/** Keeps the tab title in step with the route: "<Page> | KeepStock". */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${pageTitle(pathname)} | ${BRAND_NAME}`;
  }, [pathname]);
}
