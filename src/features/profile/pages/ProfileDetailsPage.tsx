import { Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserDetails } from '@/domain/contract';
import { PageSection } from '@/components/page/PageSection';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { refreshMe } from '@/core/session/sessionThunks';
import { ChangeEmailModal } from '../email/ChangeEmailModal';
import { profilePaths } from '../paths';
import { ProfileCard } from './ProfileCard';
import { ProfileSummary } from './ProfileSummary';
import '../profile.css';

/** /settings/profile/details: the signed-in user's profile and the way to change it. */
export function ProfileDetailsPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const storedPending = useAppSelector((s) => s.session.user?.pending_email ?? null);
  const [emailOpen, setEmailOpen] = useState(false);

  const openEmailChange = async (details: UserDetails) => {
    // The flow reads the pending address from the stored user: a change started in another
    // tab is known to the server (and this page) first, so re-read the user before opening.
    if (details.pending_email !== storedPending) await dispatch(refreshMe());
    setEmailOpen(true);
  };

  return (
    <PageSection id="profile-title" title="Profile">
      <ProfileCard skeleton={<Skeleton active avatar paragraph={{ rows: 4 }} />}>
        {(details) => (
          <ProfileSummary
            details={details}
            onEdit={() => void navigate(profilePaths.edit)}
            onChangeEmail={() => openEmailChange(details)}
          />
        )}
      </ProfileCard>
      <ChangeEmailModal
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        // Verifying invalidates the 'User' tag: the profile refetches and shows the new address.
        onDone={() => setEmailOpen(false)}
      />
    </PageSection>
  );
}
