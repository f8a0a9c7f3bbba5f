import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Shown when a route fails to render or its chunk fails to load (for example after a deploy
 * replaced the chunk files): offer a reload rather than a blank page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={notFound ? '404' : '500'}
      title={notFound ? 'Page not found' : 'This page could not be displayed'}
      subTitle="Reload the page to try again. If it keeps happening, contact support."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
