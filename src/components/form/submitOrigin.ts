import { useAppContextIfAny } from '@/core/appContext';
import { createNavigation, type Navigation } from '@/core/navigation/navigator';

/**
 * Where a submit started. A write can finish after the merchant has left (Cancel, Back, a link):
 * its success navigation happens only while the location is still this one, so a finished write
 * never pulls anyone away from where they have gone since. The location is the app's router's
 * (its context's navigation), or the window's for a form rendered without an app around it.
 */
export function submitOrigin(navigation: Navigation): { stillHere: () => boolean } {
  const start = navigation.currentLocation();
  return {
    stillHere: () => {
      const now = navigation.currentLocation();
      return now.pathname === start.pathname && now.search === start.search;
    },
  };
}

const windowNavigation = createNavigation();

/** The navigation submitOrigin follows in this component: the app's, else the window's. */
export function useSubmitNavigation(): Navigation {
  return useAppContextIfAny()?.navigation ?? windowNavigation;
}
