/** What the route error page says, with or without antd's illustration. */
export const ROUTE_ERROR_TEXT = {
  notFound: 'Page not found',
  failed: 'This page could not be displayed',
  advice: 'Reload the page to try again. If it keeps happening, contact support.',
  reload: 'Reload',
} as const;

export interface RouteErrorViewProps {
  notFound: boolean;
}
