import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useCurrentRouteHandle } from '@/core/permissions/RouteGuard';
import { PATHS } from '@/core/navigation/navigator';

export const COMING_SOON_IMAGE = '/coming-soon.svg';

/**
 * The honest stand-in for a route whose screen a later issue builds (placeholderRoute): it names
 * the screen and the issue instead of pretending to work.
 */
export function PlaceholderPage() {
  const handle = useCurrentRouteHandle();
  const title = handle?.title ?? 'Coming soon';
  const builtBy = handle?.placeholder?.builtBy ?? 'a later issue';
  return (
    <section className="placeholder-page" aria-labelledby="placeholder-title">
      <Typography.Title level={1} id="placeholder-title">
        {title}
      </Typography.Title>
      <img src={COMING_SOON_IMAGE} alt="Coming soon" width={350} height={350} />
      <Typography.Paragraph>
        This screen is not built yet. It arrives with {builtBy}.
      </Typography.Paragraph>
      <Link to={PATHS.home}>Back to the dashboard</Link>
    </section>
  );
}
