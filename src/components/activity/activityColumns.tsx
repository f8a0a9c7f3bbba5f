import type { ColumnsType } from 'antd/es/table';
import type { ActivityEntry } from '@/domain/activity/activity';
import { formatDateTime } from '@/domain/format';
import { ActivityChanges } from './ActivityChanges';
import { ACTION_LABEL } from './changeText';

type Columns = ColumnsType<ActivityEntry>;

/** When and who: the first columns of every activity table. */
export const WHO_AND_WHEN: Columns = [
  { title: 'When', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  { title: 'Member', key: 'actor', render: (_: unknown, entry) => entry.actor.name },
];

/** What was done and what changed (before → after): the last columns of every activity table. */
export const WHAT_CHANGED: Columns = [
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
