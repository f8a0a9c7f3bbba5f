import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Role, TeamFunction } from '@/domain/contract';
import { PageSection } from '@/components/page/PageSection';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { ScrollRegion } from '@/components/page/ScrollRegion';
import { useListFunctionsQuery } from '../api';
import { ROLE_LABEL } from './roles';
import { TeamFrame } from './TeamFrame';

/** ✓ or ✗ with words, so neither the icon nor its colour carries the meaning alone. */
function Allowed({ allowed, role, label }: { allowed: boolean; role: Role; label: string }) {
  const text = `${ROLE_LABEL[role]}: ${allowed ? 'allowed' : 'not allowed'} to ${label.toLowerCase()}`;
  return (
    <span
      role="img"
      aria-label={text}
      title={text}
      className={allowed ? 'team-allowed' : 'team-refused'}
    >
      {allowed ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />}
    </span>
  );
}

function columnsFor(roles: Role[]): ColumnsType<TeamFunction> {
  return [
    {
      title: 'Function',
      dataIndex: 'label',
      render: (label: string, row) => (
        <>
          <Typography.Text strong>{label}</Typography.Text>
          <Typography.Text type="secondary" className="team-function-description">
            {row.description}
          </Typography.Text>
        </>
      ),
    },
    ...roles.map((role) => ({
      title: ROLE_LABEL[role],
      key: role,
      align: 'center' as const,
      render: (_: unknown, row: TeamFunction) => (
        <Allowed allowed={row.allowed[role]} role={role} label={row.label} />
      ),
    })),
  ];
}

/**
 * /team/functions: what each role may do, from the same access map the route guard and the
 * server use (organisations/{id}/users/functions). Owners may always do everything.
 */
export function FunctionsPage() {
  return <TeamFrame tab="functions" content={Functions} />;
}

function Functions({ uid }: { uid: string }) {
  const functions = useListFunctionsQuery(uid);
  return (
    <PageSection id="team-functions-title" level={2} title="Functions">
      <QueryBoundary query={functions} noun="functions">
        {({ roles, functions: rows }) => (
          <ScrollRegion label="Functions by role">
            <Table<TeamFunction>
              aria-label="Functions by role"
              rowKey="permission"
              pagination={false}
              dataSource={rows}
              columns={columnsFor(roles)}
            />
          </ScrollRegion>
        )}
      </QueryBoundary>
    </PageSection>
  );
}
