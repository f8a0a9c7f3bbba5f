import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { WHAT_CHANGED, WHO_AND_WHEN } from '@/components/activity/activityColumns';
import { ACTIVITY_KINDS, type ActivityEntry } from '@/domain/activity/activity';
import { recordLink } from './recordLinks';

/** The record an entry is about, as the table names it: 'Product KS-001'. */
export const recordText = (entry: ActivityEntry) =>
  `${ACTIVITY_KINDS[entry.kind]} ${entry.record.label}`;

/** The trail's table: who and when, the record (linked where it has a screen), what changed. */
export function columnsFor(organisationUid: string | undefined): ColumnsType<ActivityEntry> {
  return [
    ...WHO_AND_WHEN,
    {
      title: 'Record',
      key: 'record',
      render: (_: unknown, entry) => {
        const to = recordLink(entry, organisationUid);
        const label = recordText(entry);
        return to ? <Link to={to}>{label}</Link> : label;
      },
    },
    ...WHAT_CHANGED,
  ];
}
