import type { Router } from 'instantsearch.js';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigation,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import {
  listStateMapping,
  routeFromSearch,
  routeToSearch,
  type ListRoute,
} from '@/core/routing/urlState';

/** The URL's list state in canonical form, so `?page=1&q=` and `?` compare equal. */
const canonical = (search: string) => routeToSearch(routeFromSearch(search));

/** Typing changes only the query (and resets the page): not worth a history entry per letter. */
function onlyQueryChanged(before: ListRoute, after: ListRoute): boolean {
  const rest = ({ q: _q, page: _page, ...others }: ListRoute) => routeToSearch(others);
  return before.q !== after.q && rest(before) === rest(after);
}

/**
 * InstantSearch routing on React Router instead of InstantSearch's own history router, which
 * would write `window.history` behind the router's back (and cannot drive a memory router in
 * tests). Writes go through `navigate`; Back/Forward reach InstantSearch through `onUpdate`.
 */
export function useListRouting() {
  const location = useLocation();
  const navigate = useNavigate();
  // A navigation under way (a lazy page loading): where it goes, before `location` says so.
  const leavingTo = useNavigation().location?.pathname ?? null;
  const latest = useRef<{
    location: Location;
    navigate: NavigateFunction;
    leavingTo: string | null;
  }>({ location, navigate, leavingTo });
  const onUpdate = useRef<((route: ListRoute) => void) | null>(null);
  /** The canonical search InstantSearch already knows about (written by it or read by it). */
  const known = useRef(canonical(location.search));
  /**
   * Searches it wrote that the page has not shown yet, oldest first. The page shows a URL a render
   * after the router has it, and a person typing can write the next one in between: the earlier
   * URL then reaches the effect below after InstantSearch has moved on, and is not news to it.
   */
  const unseenWrites = useRef<string[]>([]);

  useLayoutEffect(() => {
    latest.current = { location, navigate, leavingTo };
  });
  // Set before InstantSearch (a child) disposes: cleanups run parent first on unmount, and
  // InstantSearch writes its reset state as it goes.
  const unmounted = useRef(false);
  useLayoutEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  const [routing] = useState(() => {
    const basePath = location.pathname;
    const router: Router<ListRoute> = {
      $$type: 'react-router',
      read: () => routeFromSearch(latest.current.location.search),
      write: (route) => {
        const { location: now, navigate: go, leavingTo: next } = latest.current;
        // InstantSearch writes again while the page is being left (and on unmount): never pull
        // the user back from the page they are going to.
        if (unmounted.current || now.pathname !== basePath) return;
        if (next !== null && next !== basePath) return;
        const search = routeToSearch(route);
        known.current = search;
        // What the URL is about to be: the last search written, until the page shows it.
        const before = unseenWrites.current.at(-1) ?? canonical(now.search);
        if (before === search) return;
        unseenWrites.current.push(search);
        const replace = onlyQueryChanged(routeFromSearch(before), route);
        void go({ pathname: basePath, search: search ? `?${search}` : '' }, { replace });
      },
      createURL: (route) => {
        const search = routeToSearch(route);
        return search ? `${basePath}?${search}` : basePath;
      },
      onUpdate: (callback) => {
        onUpdate.current = callback;
      },
      dispose: () => {
        onUpdate.current = null;
      },
    };
    return { router, stateMapping: listStateMapping };
  });

  // Back/Forward or a link to another view of the same list: hand the URL to InstantSearch. A
  // URL it wrote itself, shown late, is not handed back: that would undo the keys typed since.
  useEffect(() => {
    const search = canonical(location.search);
    const written = unseenWrites.current.indexOf(search);
    if (written >= 0) {
      unseenWrites.current.splice(0, written + 1);
      return;
    }
    if (search === known.current) return;
    unseenWrites.current = [];
    known.current = search;
    onUpdate.current?.(routeFromSearch(search));
  }, [location.search]);

  return routing;
}
