import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ColumnsType } from 'antd/es/table';
import { MEMBER_STATUSES, type MemberStatus, type Role, type TeamMember } from '@/domain/contract';
import { useListParams } from '@/core/routing/urlState';
import { ListFilterBar, ListSelectFilter } from '@/components/page/ListFilters';
import { SavedViews } from '@/components/list-views/SavedViews';
import { PageHeading } from '@/components/page/PageSection';
import { Restricted } from '@/components/Restricted';
import { ListSearch } from '@/components/page/ListSearch';
import { ServerTable } from '@/components/page/ServerTable';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import { useListMembersQuery } from '../api';
import { organisationPaths } from '../paths';
import { MemberActions } from './MemberActions';
import { ROLE_LABEL } from './roles';
import { MEMBER_STATUS_LABEL, MemberStatusBadge } from './MemberStatusBadge';
import { TeamFrame } from './TeamFrame';

/** ?query=&status=&page=&per_page=: a reload or a shared link shows the same members. */
const MEMBER_LIST: ListParamsConfig = { queryKey: 'query', filters: ['status'] };
const INVITE_RULE = { roles: ADMIN_LEVEL } as const;

const STATUS_OPTIONS = MEMBER_STATUSES.map((value) => ({
  value,
  label: MEMBER_STATUS_LABEL[value],
}));

function columnsFor(organisation: string): ColumnsType<TeamMember> {
  return [
    { title: 'First Name', dataIndex: 'first_name' },
    { title: 'Last Name', dataIndex: 'last_name' },
    { title: 'Email', dataIndex: 'email' },
    {
      title: 'Role',
      dataIndex: 'role',
      render: (role: Role, member) =>
        member.is_self ? `${ROLE_LABEL[role]} (you)` : ROLE_LABEL[role],
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: MemberStatus) => <MemberStatusBadge status={status} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, member) => <MemberActions member={member} organisation={organisation} />,
    },
  ];
}

/** /settings/organisation/{uid}/team/members: the team, searched, filtered and paged by the server. */
export function MembersPage() {
  return <TeamFrame tab="members" content={Members} />;
}

function Members({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const list = useListParams(MEMBER_LIST);
  const status = list.params.filters.status as MemberStatus | undefined;
  const members = useListMembersQuery({
    organisation: uid,
    page: list.request.page,
    per_page: list.request.per_page,
    ...(list.params.query ? { query: list.params.query } : {}),
    ...(status ? { status } : {}),
  });
  return (
    <section aria-labelledby="team-members-title">
      <PageHeading
        id="team-members-title"
        level={2}
        title="Members"
        extra={
          <Restricted rule={INVITE_RULE}>
            <Button
              type="primary"
              icon={<UserAddOutlined aria-hidden />}
              onClick={() => void navigate(organisationPaths.inviteMember(uid))}
            >
              Invite Member
            </Button>
          </Restricted>
        }
      />
      <SavedViews list="team.members" style={{ marginBottom: 16 }} />
      {/* The search stays in sight on a phone; the status filter goes behind 'Filters (n)'. */}
      <div className="team-toolbar">
        <ListSearch list={list} label="Search members" placeholder="Name or email" />
        <ListFilterBar list={list}>
          <ListSelectFilter
            list={list}
            name="status"
            id="team-status"
            label="Status"
            options={STATUS_OPTIONS}
          />
        </ListFilterBar>
      </div>
      <ServerTable
        list={list}
        query={members}
        noun="members"
        rowKey="uid"
        aria-label="Members"
        columns={columnsFor(uid)}
      />
    </section>
  );
}
