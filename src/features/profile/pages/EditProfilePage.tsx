import { Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
import { PageSection } from '@/components/page/PageSection';
import { useAppDispatch } from '@/core/hooks';
import { userUpdated } from '@/core/session/sessionSlice';
import { useUpdateProfileMutation } from '../api';
import { ProfileForm } from '../form/ProfileForm';
import { toProfileValues } from '../form/schema';
import { profilePaths } from '../paths';
import { ProfileCard } from './ProfileCard';
import '../profile.css';

export const PROFILE_UPDATED = 'Profile updated';

/** /settings/profile/details/edit: names, phone, occupation and time zone. */
export function EditProfilePage() {
  const [updateProfile] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const backToDetails = () => void navigate(profilePaths.details);

  return (
    <PageSection id="profile-edit-title" title="Edit Profile">
      <ProfileCard skeleton={<Skeleton active paragraph={{ rows: 6 }} />}>
        {(details) => (
          <ProfileForm
            key={details.uid}
            initialValues={toProfileValues(details)}
            email={details.email}
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
      </ProfileCard>
    </PageSection>
  );
}
