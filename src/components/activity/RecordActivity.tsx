import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ActivityEntry, ActivityKind } from '@/domain/activity/activity';
import { formatDateTime } from '@/domain/format';
import { useListParams, type ListParamsConfig } from '@/core/routing/urlState';
import { ServerTable } from '../page/ServerTable';
import { ACTION_LABEL, ActivityChanges } from './ActivityChanges';
import { useListActivitiesQuery } from './activityApi';
import './activity.css';

/** Ten entries a page, newest first; page and size in the URL. */
const RECORD_ACTIVITY_LIST: ListParamsConfig = { defaultPageSize: 10 };

const columns: ColumnsType<ActivityEntry> = [
  { title: 'When', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  { title: 'Member', key: 'actor', render: (_: unknown, entry) => entry.actor.name },
  {
    title: 'Action',
    dataIndex: 'action',
    render: (action: string) => ACTION_LABEL[action] ?? action,
  },
  {
    title: 'Changes',
    key: 'changes',
    render: (_: unknown, entry) => <ActivityChanges changes={entry.changes} />,
  },
];

/**
 * A record's Activity tab (an order's, a product's, a supplier's, a customer's): the trail of
 * that one record, read from the server page by page.
 */
export function RecordActivity({ kind, id }: { kind: ActivityKind; id: number }) {
  const list = useListParams(RECORD_ACTIVITY_LIST);
  const entries = useListActivitiesQuery(
    { ...list.request, kind, record_id: id },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Card title="Activity">
      <ServerTable
        list={list}
        query={entries}
        noun="entries"
        aria-label="Activity"
        size="small"
        columns={columns}
      />
    </Card>
  );
}
