import { Button, Flex, Modal } from 'antd';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MemberAction, TeamMember } from '@/domain/contract';
import { asApiError } from '@/api/fieldErrors';
import { notifier } from '@/components/feedback/notifier';
import { LoadingButton } from '@/components/LoadingButton';
import { Restricted } from '@/components/Restricted';
import { ACCESS_RESTRICTED_TOOLTIP } from '@/domain/permissions/accessControl';
import {
  useRemoveInvitationMutation,
  useResendInvitationMutation,
  useUpdateMemberMutation,
} from '../api';
import { organisationPaths } from '../paths';
import { memberName } from './memberName';

/** Runs a write, then says the server's message in a toast; a refusal is said too. */
async function report(write: () => Promise<{ message: string }>) {
  try {
    notifier.success({ message: (await write()).message });
  } catch (error) {
    notifier.error({ message: asApiError(error).message, duration: 6 });
  }
}

/**
 * The row actions of a member, by status: Deactivate or Reactivate; Resend Invite and Remove
 * Invite; Edit Profile. An action the server refuses for this caller stays visible, disabled,
 * saying why (the role, or the member's own limit: an owner, oneself). Deactivating and removing
 * ask first.
 */
export function MemberActions({
  member,
  organisation,
}: {
  member: TeamMember;
  organisation: string;
}) {
  const navigate = useNavigate();
  const [modal, dialogHolder] = Modal.useModal();
  const [update] = useUpdateMemberMutation();
  const [resend] = useResendInvitationMutation();
  const [remove] = useRemoveInvitationMutation();
  const name = memberName(member);
  const arg = { organisation, uid: member.uid };

  const guard = (action: MemberAction, control: ReactElement<{ disabled?: boolean }>) => {
    const reason = member.refused[action];
    if (!reason) return control;
    const own = reason !== ACCESS_RESTRICTED_TOOLTIP;
    return (
      <Restricted
        allowed={false}
        reason={own ? reason : undefined}
        reasonId={own ? `member-${member.uid}-${action}-reason` : undefined}
      >
        {control}
      </Restricted>
    );
  };

  const confirm = (
    title: string,
    content: string,
    okText: string,
    write: () => Promise<{ message: string }>,
  ) => {
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // Returning the promise keeps the dialog open, its button spinning, until the answer.
      onOk: () => report(write),
    });
  };

  return (
    <Flex gap={8} wrap>
      {member.status === 'active' &&
        guard(
          'deactivate',
          <Button
            size="small"
            danger
            aria-label={`Deactivate ${name}`}
            onClick={() =>
              confirm(
                `Deactivate ${name}?`,
                `${name} loses access to this organisation at their next action. You can reactivate them later.`,
                'Deactivate',
                () => update({ ...arg, body: { status: 'inactive' } }).unwrap(),
              )
            }
          >
            Deactivate
          </Button>,
        )}
      {member.status === 'inactive' &&
        guard(
          'reactivate',
          <LoadingButton
            size="small"
            aria-label={`Reactivate ${name}`}
            onClick={() => report(() => update({ ...arg, body: { status: 'active' } }).unwrap())}
          >
            Reactivate
          </LoadingButton>,
        )}
      {member.status === 'invited' && (
        <>
          {guard(
            'resend_invitation',
            <LoadingButton
              size="small"
              aria-label={`Resend Invite to ${name}`}
              onClick={() => report(() => resend(arg).unwrap())}
            >
              Resend Invite
            </LoadingButton>,
          )}
          {guard(
            'remove_invitation',
            <Button
              size="small"
              danger
              aria-label={`Remove Invite of ${name}`}
              onClick={() =>
                confirm(
                  `Remove the invitation of ${name}?`,
                  `The link mailed to ${member.email} stops working.`,
                  'Remove Invite',
                  () => remove(arg).unwrap(),
                )
              }
            >
              Remove Invite
            </Button>,
          )}
        </>
      )}
      {guard(
        'edit',
        <Button
          size="small"
          aria-label={`Edit Profile of ${name}`}
          onClick={() => void navigate(organisationPaths.memberEdit(organisation, member.uid))}
        >
          Edit Profile
        </Button>,
      )}
      {dialogHolder}
    </Flex>
  );
}
