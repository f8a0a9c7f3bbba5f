import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useBreadcrumbNames } from '@/components/breadcrumbs/BreadcrumbNames';
import { buildBreadcrumbs, collapseBreadcrumbs, type Crumb } from '@/lib/breadcrumbs';
import { useViewportWidth } from './useViewportWidth';

function CrumbView({ crumb, last }: { crumb: Crumb; last: boolean }) {
  const content = crumb.home ? (
    <>
      <HomeOutlined aria-hidden="true" />
      <span className="visually-hidden">{crumb.label}</span>
    </>
  ) : (
    crumb.label
  );
  if (crumb.href) {
    return (
      <Link to={crumb.href} className="breadcrumbs__link">
        {content}
      </Link>
    );
  }
  return (
    <span className="breadcrumbs__text" aria-current={last ? 'page' : undefined}>
      {content}
    </span>
  );
}

/** The breadcrumb trail above the content; the rules live in lib/breadcrumbs. */
export function AppBreadcrumbs({ patterns }: { patterns: readonly string[] }) {
  const { pathname } = useLocation();
  const names = useBreadcrumbNames();
  const viewportWidth = useViewportWidth();
  // Keyed by path: a new page starts collapsed again.
  const [expandedFor, setExpandedFor] = useState<string | null>(null);

  const crumbs = useMemo(
    () => buildBreadcrumbs({ pathname, patterns, names, viewportWidth }),
    [pathname, patterns, names, viewportWidth],
  );
  const items = collapseBreadcrumbs(crumbs, expandedFor === pathname);
  if (crumbs.length === 0) return null;

  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {items.map((item, i) => (
          // Separators are drawn by CSS so screen readers hear only the crumbs.
          <li
            className="breadcrumbs__item"
            key={item.kind === 'crumb' ? item.crumb.key : 'ellipsis'}
          >
            {item.kind === 'crumb' ? (
              <CrumbView crumb={item.crumb} last={i === items.length - 1} />
            ) : (
              <Button
                type="text"
                size="small"
                icon={<EllipsisOutlined />}
                aria-label="Show all breadcrumbs"
                title={item.hidden.map((c) => c.label).join(' / ')}
                onClick={() => setExpandedFor(pathname)}
              />
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
