import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
import { PageSection } from '@/components/page/PageSection';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetInviteOptionsQuery, useInviteMemberMutation } from '../api';
import { organisationPaths } from '../paths';
import { MemberForm } from './MemberForm';
import { EMPTY_MEMBER, toInviteRequest } from './memberSchema';
import { TeamFrame } from './TeamFrame';

/**
 * /team/members/invite: names, e-mail and role (those the server offers the caller: member or
 * admin; ownership is given later, to someone who has accepted). The invitation is mailed.
 */
export function InviteMemberPage() {
  return <TeamFrame tab="members" content={InviteMember} />;
}

function InviteMember({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const options = useGetInviteOptionsQuery(uid);
  const [invite] = useInviteMemberMutation();
  const back = () => void navigate(organisationPaths.members(uid));
  return (
    <PageSection id="invite-member-title" level={2} title="Invite Member">
      <Typography.Paragraph type="secondary" className="team-form-intro">
        We e-mail them a link to join this organisation. It works once, for 7 days; until they
        accept they are listed as Invited, and you can resend or remove the invitation.
      </Typography.Paragraph>
      <QueryBoundary query={options} noun="invitation form">
        {(roles) => (
          <MemberForm
            label="Invite member"
            idPrefix="invite-member"
            initialValues={EMPTY_MEMBER}
            roles={roles}
            emailEditable
            submitLabel="Send Invitation"
            onCancel={back}
            onSubmit={async (values) => {
              const answer = await invite({
                organisation: uid,
                body: toInviteRequest(values),
              }).unwrap();
              notifier.success({ message: answer.message });
              back();
            }}
          />
        )}
      </QueryBoundary>
    </PageSection>
  );
}
