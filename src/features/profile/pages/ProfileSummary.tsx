import { Button, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Role, UserDetails } from '@/domain/contract';
import { LoadingButton } from '@/components/LoadingButton';
import { ProfileAvatar } from '../avatar/ProfileAvatar';

const ROLE_NAMES: Record<Role, string> = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' };

const orNotSet = (value: string | null | undefined): ReactNode =>
  value?.trim() ? value : <Typography.Text type="secondary">Not set</Typography.Text>;

export const fullNameOf = (details: Pick<UserDetails, 'first_name' | 'last_name' | 'email'>) =>
  `${details.first_name} ${details.last_name}`.trim() || details.email;

/** A label and its value; a definition list reads as pairs to screen readers. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface ProfileSummaryProps {
  details: UserDetails;
  onEdit: () => void;
  /** Opens the e-mail change; may first bring the session up to date, hence a promise. */
  onChangeEmail: () => Promise<unknown>;
}

/** The profile card: picture, name, e-mail, role, status, occupation, phone, time zone. */
export function ProfileSummary({ details, onEdit, onChangeEmail }: ProfileSummaryProps) {
  const name = fullNameOf(details);
  return (
    <>
      <div className="profile-card__head">
        <ProfileAvatar name={name} picture={details.profile_picture} />
        <Typography.Title level={2} className="profile-card__name">
          {name}
        </Typography.Title>
      </div>
      <dl className="profile-facts">
        <Fact label="Email">
          <span className="profile-email">
            {details.email}
            {details.pending_email && (
              <>
                <Tag color="orange">Pending: {details.pending_email}</Tag>
                <LoadingButton size="small" onClick={onChangeEmail}>
                  Enter code
                </LoadingButton>
              </>
            )}
          </span>
        </Fact>
        <Fact label="Role">{ROLE_NAMES[details.role]}</Fact>
        <Fact label="Status">
          {details.active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>}
        </Fact>
        <Fact label="Occupation">{orNotSet(details.occupation)}</Fact>
        <Fact label="Phone">{orNotSet(details.phone)}</Fact>
        <Fact label="Time zone">{orNotSet(details.time_zone)}</Fact>
      </dl>
      <Space className="profile-card__actions" wrap>
        <Button type="primary" onClick={onEdit}>
          Edit profile
        </Button>
        <LoadingButton onClick={onChangeEmail}>Change e-mail</LoadingButton>
      </Space>
    </>
  );
}
