import { Alert } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { notifier } from '@/components/feedback/notifier';
import { PageSection } from '@/components/page/PageSection';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetMemberQuery, useUpdateMemberMutation } from '../api';
import { organisationPaths } from '../paths';
import { MemberForm } from './MemberForm';
import { memberName } from './memberName';
import { toMemberValues, toUpdateRequest } from './memberSchema';
import { TeamFrame } from './TeamFrame';

/**
 * /team/members/{uid}/edit: names and role. The roles offered are those the server lets the
 * caller give this member; a member the caller may not change (an owner, for an admin) is shown
 * with the reason instead of a form.
 */
export function EditMemberPage() {
  return <TeamFrame tab="members" content={EditMember} />;
}

function EditMember({ uid: organisation }: { uid: string }) {
  const { uid = '' } = useParams();
  const navigate = useNavigate();
  const member = useGetMemberQuery({ organisation, uid });
  // The breadcrumb names the member, not their uid.
  useBreadcrumbName(uid, member.data && memberName(member.data));
  const [update] = useUpdateMemberMutation();
  const back = () => void navigate(organisationPaths.members(organisation));
  return (
    <PageSection id="edit-member-title" level={2} title="Edit Profile">
      <QueryBoundary query={member} noun="member">
        {(found) =>
          found.refused.edit ? (
            <Alert
              type="warning"
              showIcon
              title={`${memberName(found)} cannot be edited`}
              description={found.refused.edit}
            />
          ) : (
            <MemberForm
              key={found.uid}
              label={`Edit ${memberName(found)}`}
              idPrefix="edit-member"
              initialValues={toMemberValues(found)}
              roles={found.grantable_roles}
              emailEditable={false}
              roleNote={found.is_self ? 'You cannot change your own role.' : undefined}
              submitLabel="Save"
              onCancel={back}
              onSubmit={async (values) => {
                const answer = await update({
                  organisation,
                  uid,
                  body: toUpdateRequest(values, found),
                }).unwrap();
                notifier.success({ message: answer.message });
                back();
              }}
            />
          )
        }
      </QueryBoundary>
    </PageSection>
  );
}
