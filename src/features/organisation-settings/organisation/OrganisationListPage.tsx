import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { OrganisationListItem } from '@/domain/contract';
import { useListParams } from '@/core/routing/urlState';
import { ListCard } from '@/components/page/ListCard';
import { ListPageHeader } from '@/components/page/ListPageHeader';
import { ServerTable } from '@/components/page/ServerTable';
import { useAppSelector } from '@/core/hooks';
import { RESUME_QUERY } from '@/lib/drafts/draftStore';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import { useListOrganisationsQuery } from '../api';
import { organisationPaths } from '../paths';
import { TIER_LABEL } from '../tiers';
import { organisationDraftStore } from './drafts';
import './organisation.css';
import { OrganisationLogo } from '@/components/OrganisationLogo';
import { formatDate } from '@/domain/format';

/** ?page=&per_page=: the user's organisations, paged by the server. */
const ORGANISATION_LIST: ListParamsConfig = {};

/** Creating an organisation needs an admin-level role in the organisation the user works in. */
export const CREATE_ORGANISATION = { permission: 'admin', roles: ADMIN_LEVEL } as const;

function columnsFor(currentUid: string | undefined): ColumnsType<OrganisationListItem> {
  return [
    {
      title: 'Organisation',
      key: 'name',
      render: (_: unknown, organisation) => (
        <Space size={12}>
          <OrganisationLogo organisation={organisation} />
          <span>
            <Link to={organisationPaths.details(organisation.uid)}>{organisation.name}</Link>
            {organisation.uid === currentUid && (
              <Tag className="organisation-current" color="blue">
                Current
              </Tag>
            )}
          </span>
        </Space>
      ),
    },
    {
      title: 'Tier',
      dataIndex: 'tier',
      render: (tier: OrganisationListItem['tier']) => TIER_LABEL[tier],
    },
    {
      title: 'Serviceable',
      dataIndex: 'serviceable',
      render: (serviceable: boolean) =>
        serviceable ? (
          <Tag color="success">Yes</Tag>
        ) : (
          <Tag color="warning">Not yet: no warehouse</Tag>
        ),
    },
    {
      title: 'Date Started',
      dataIndex: 'created_at',
      render: (at: string) => formatDate(at),
    },
    { title: 'Active Users', dataIndex: 'active_users', align: 'right' },
    { title: 'Your role', dataIndex: 'role' },
  ];
}

/**
 * /settings/organisation: the organisations the user belongs to, each linking to its details
 * (which offer to switch when it is not the current one). Adding one needs an admin-level role
 * in the current organisation; 'Continue Adding Organisation' shows while a draft exists.
 */
export function OrganisationListPage() {
  const list = useListParams(ORGANISATION_LIST);
  const organisations = useListOrganisationsQuery(list.request);
  const current = useAppSelector((s) => s.session.user?.x_organisation_uid);
  return (
    <section aria-labelledby="organisations-title" className="organisation-page">
      <ListPageHeader
        id="organisations-title"
        title="Organisations"
        rule={CREATE_ORGANISATION}
        add={{
          label: 'Add Organisation',
          to: organisationPaths.new,
          icon: <PlusOutlined aria-hidden />,
        }}
        draft={{
          store: organisationDraftStore,
          label: 'Continue Adding Organisation',
          to: `${organisationPaths.new}${RESUME_QUERY}`,
        }}
      />
      <ListCard views="organisations">
        <ServerTable
          list={list}
          query={organisations}
          noun="organisations"
          rowKey="uid"
          aria-label="Organisations"
          columns={columnsFor(current)}
        />
      </ListCard>
    </section>
  );
}
