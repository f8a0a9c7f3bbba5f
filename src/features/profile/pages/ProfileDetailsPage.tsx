import { Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { refreshMe } from '@/core/session/sessionThunks';
import { useGetProfileQuery } from '../api';
import { ChangeEmailModal } from '../email/ChangeEmailModal';
import { profilePaths } from '../paths';
import { ProfileSummary } from './ProfileSummary';
import '../profile.css';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';

/** /settings/profile/details: the signed-in user's profile and the way to change it. */
export function ProfileDetailsPage() {
  const profile = useGetProfileQuery();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const storedPending = useAppSelector((s) => s.session.user?.pending_email ?? null);
  const [emailOpen, setEmailOpen] = useState(false);

  const openEmailChange = async () => {
    // The flow reads the pending address from the stored user: a change started in another
    // tab is known to the server (and this page) first, so re-read the user before opening.
    if (profile.data && profile.data.pending_email !== storedPending) await dispatch(refreshMe());
    setEmailOpen(true);
  };

  return (
    <section aria-labelledby="profile-title">
      <Typography.Title level={1} id="profile-title">
        Profile
      </Typography.Title>
      <Card>
        {profile.isLoading && <Skeleton active avatar paragraph={{ rows: 4 }} />}
        {profile.isError && !profile.data && (
          <LoadErrorAlert
            title="Your profile could not be loaded."
            description={'message' in profile.error ? profile.error.message : undefined}
            onRetry={() => void profile.refetch()}
          />
        )}
        {profile.data && (
          <ProfileSummary
            details={profile.data}
            onEdit={() => void navigate(profilePaths.edit)}
            onChangeEmail={openEmailChange}
          />
        )}
      </Card>
      <ChangeEmailModal
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        // Verifying invalidates the 'User' tag: the profile refetches and shows the new address.
        onDone={() => setEmailOpen(false)}
      />
    </section>
  );
}
