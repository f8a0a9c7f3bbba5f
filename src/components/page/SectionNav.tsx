import { Link } from 'react-router-dom';
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
        <Link
          key={tab.key}
          to={tab.path(id)}
          className={tab.key === current ? 'detail-tab detail-tab-active' : 'detail-tab'}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
