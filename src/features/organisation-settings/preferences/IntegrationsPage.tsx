import { Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import type { Integration } from '@/domain/contract';
import { SavedViews } from '@/components/list-views/SavedViews';
import { useIsAllowed } from '@/components/Restricted';
import { useListParams } from '@/core/routing/urlState';
import { ServerTable } from '@/components/page/ServerTable';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListIntegrationsQuery } from '../api';
import { organisationPaths } from '../paths';
import { ADMIN_RULE, settingsPage } from './frame';
import { formatDateTime } from '@/domain/format';

/** A short list (a few shops): ten a page, nothing to search or sort. */
const INTEGRATION_LIST: ListParamsConfig = { defaultPageSize: 10 };

export const activeTag = (active: boolean) =>
  active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>;

const columns = (uid: string, canEdit: boolean): ColumnsType<Integration> => [
  { title: 'App', dataIndex: 'app', key: 'app' },
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    // Admins open the edit page from the name; others read it.
    render: (name: string, row) =>
      canEdit ? <Link to={organisationPaths.integrationEdit(uid, row.uid)}>{name}</Link> : name,
  },
  { title: 'Shop', dataIndex: 'shop', key: 'shop' },
  { title: 'Active', dataIndex: 'active', key: 'active', render: activeTag },
  {
    title: 'Updated At',
    dataIndex: 'updated_at',
    key: 'updated_at',
    render: (at: string) => formatDateTime(at),
  },
];

/** /settings/organisation/{uid}/integrations: the shops that feed the organisation orders. */
export const IntegrationsPage = settingsPage(
  { section: 'integrations', title: 'Integrations' },
  IntegrationsTable,
);

function IntegrationsTable({ uid }: { uid: string }) {
  const list = useListParams(INTEGRATION_LIST);
  const query = useListIntegrationsQuery({ uid, ...list.request });
  const canEdit = useIsAllowed(ADMIN_RULE);
  return (
    <Flex vertical gap={16}>
      <SavedViews list="integrations" />
      <ServerTable<Integration>
        list={list}
        query={query}
        noun="integrations"
        rowKey="uid"
        aria-label="Integrations"
        columns={columns(uid, canEdit)}
      />
    </Flex>
  );
}
