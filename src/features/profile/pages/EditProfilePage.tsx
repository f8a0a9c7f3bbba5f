import { Card, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
import { useAppDispatch } from '@/core/hooks';
import { userUpdated } from '@/core/session/sessionSlice';
import { useGetProfileQuery, useUpdateProfileMutation } from '../api';
import { ProfileForm } from '../form/ProfileForm';
import { toProfileValues } from '../form/schema';
import { profilePaths } from '../paths';
import '../profile.css';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';

export const PROFILE_UPDATED = 'Profile updated';

/** /settings/profile/details/edit: names, phone, occupation and time zone. */
export function EditProfilePage() {
  const profile = useGetProfileQuery();
  const [updateProfile] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const backToDetails = () => void navigate(profilePaths.details);

  return (
    <section aria-labelledby="profile-edit-title">
      <Typography.Title level={1} id="profile-edit-title">
        Edit Profile
      </Typography.Title>
      <Card>
        {profile.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
        {profile.isError && !profile.data && (
          <LoadErrorAlert
            title="Your profile could not be loaded."
            description={'message' in profile.error ? profile.error.message : undefined}
            onRetry={() => void profile.refetch()}
          />
        )}
        {profile.data && (
          <ProfileForm
            key={profile.data.uid}
            initialValues={toProfileValues(profile.data)}
            email={profile.data.email}
            onCancel={backToDetails}
            onSubmit={async (input) => {
              const answer = await updateProfile(input).unwrap();
              // The header and the stored user show the new name at once.
              dispatch(userUpdated(answer.data));
              notifier.success({ message: PROFILE_UPDATED });
              await navigate(profilePaths.details);
            }}
          />
        )}
      </Card>
    </section>
  );
}
