import { useParams } from 'react-router-dom';

/**
 * The parameter segments of route patterns. A domain's path builders, given these, return the
 * route's pattern (`productPaths.summary(ID)` is '/space/products/:id/summary'), so the route
 * table and every link build from the same builder.
 */
export const ID = ':id';
export const UID = ':uid';
export const TOKEN = ':token';

/** The route's :id as a record id, or null when it is not one (`/space/products/abc`). */
export function useRouteId(): number | null {
  const { id } = useParams();
  const parsed = Number(id);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}
