import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ROUTE_ERROR_TEXT, type RouteErrorViewProps } from './routeErrorText';

/*
 * antd's Result (its illustrations alone are ~10 kB gzip) loads only when a route fails. When even
 * that chunk cannot load (a deploy replaced the chunk files), the plain version stands in.
 */
const RouteErrorView = lazy(() =>
  import('./RouteErrorView').catch(() => ({ default: PlainRouteError })),
);

/**
 * Shown when a route fails to render or its chunk fails to load (for example after a deploy
 * replaced the chunk files): offer a reload rather than a blank page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Suspense fallback={null}>
      <RouteErrorView notFound={notFound} />
    </Suspense>
  );
}

function PlainRouteError({ notFound }: RouteErrorViewProps) {
  return (
    <section className="route-error">
      <h1>{notFound ? ROUTE_ERROR_TEXT.notFound : ROUTE_ERROR_TEXT.failed}</h1>
      <p>{ROUTE_ERROR_TEXT.advice}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {ROUTE_ERROR_TEXT.reload}
      </button>
    </section>
  );
}
