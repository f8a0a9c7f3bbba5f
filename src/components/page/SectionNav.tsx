import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { Restricted, useIsAllowed } from '../Restricted';
import type { DetailTab } from './detailTabs';
import './detailLayout.css';

export interface SectionNavProps<K extends string> {
  /** The landmark's name: 'Product sections', 'Team tabs'. */
  label: string;
  tabs: readonly DetailTab<K>[];
  /** The tab this page is. */
  current: K;
  /** The record whose tabs these are (each tab builds its address from it). */
  id: number | string;
}

/**
 * Tabs that are routes: links in a navigation landmark, the current one marked with
 * aria-current, so each tab has an address, survives a reload and works with Back. Detail pages
 * and settings sections (and their inner tabs) all use it.
 */
export function SectionNav<K extends string>({ label, tabs, current, id }: SectionNavProps<K>) {
  return (
    <nav aria-label={label} className="detail-tabs">
      {tabs.map((tab) => (
        <SectionTab key={tab.key} tab={tab} id={id} active={tab.key === current} />
      ))}
    </nav>
  );
}

function SectionTab<K extends string>({
  tab,
  id,
  active,
}: {
  tab: DetailTab<K>;
  id: number | string;
  active: boolean;
}) {
  const allowed = useIsAllowed(tab.rule);
  // A tab whose route the role may not open stays in its place, disabled, saying why.
  if (tab.rule && !allowed)
    return (
      <Restricted allowed={false}>
        <Button type="text" className="detail-tab detail-tab-restricted">
          {tab.label}
        </Button>
      </Restricted>
    );
  return (
    <Link
      to={tab.path(id)}
      className={active ? 'detail-tab detail-tab-active' : 'detail-tab'}
      aria-current={active ? 'page' : undefined}
    >
      {tab.label}
    </Link>
  );
}
