import { Card } from 'antd';
import type { ActivityKind } from '@/domain/activity/activity';
import { useListParams, type ListParamsConfig } from '@/core/routing/urlState';
import { ServerTable } from '../page/ServerTable';
import { WHAT_CHANGED, WHO_AND_WHEN } from './activityColumns';
import { useListActivitiesQuery } from './activityApi';
import './activity.css';

/** Ten entries a page, newest first; page and size in the URL. */
const RECORD_ACTIVITY_LIST: ListParamsConfig = { defaultPageSize: 10 };

const columns = [...WHO_AND_WHEN, ...WHAT_CHANGED];

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
