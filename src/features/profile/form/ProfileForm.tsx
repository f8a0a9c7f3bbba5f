import { Input } from 'antd';
import { Link } from 'react-router-dom';
import type { UpdateUserDetailsRequest } from '@/domain/contract';
import { EditForm } from '@/components/form/EditForm';
import { FormField } from '@/components/form/FormField';
import { TextField } from '@/components/form/textFields';
import { PhoneField } from '@/components/form/contactFields';
import { profilePaths } from '../paths';
import { PROFILE_LABELS, profileSchema, toProfileInput, type ProfileFormValues } from './schema';
import { TimeZoneField } from './TimeZoneField';

export interface ProfileFormProps {
  initialValues: ProfileFormValues;
  /** Shown read-only: changing the e-mail needs a one-time code sent to the new address. */
  email: string;
  /** Resolves when saved; a rejection (the server's refusal) is shown on the form, input kept. */
  onSubmit: (input: UpdateUserDetailsRequest) => Promise<unknown>;
  onCancel: () => void;
}

export function ProfileForm({ initialValues, email, onSubmit, onCancel }: ProfileFormProps) {
  return (
    <EditForm
      name="Profile"
      idPrefix="profile"
      className="profile-form"
      initialValues={initialValues}
      labels={PROFILE_LABELS}
      validationSchema={profileSchema}
      onSubmit={(values) => onSubmit(toProfileInput(values))}
      onCancel={onCancel}
    >
      <TextField name="first_name" required autoComplete="given-name" />
      <TextField name="last_name" required autoComplete="family-name" />
      <FormField
        name="email"
        label="Email"
        extra={
          <>
            Changing your e-mail needs a one-time code: use{' '}
            <Link to={profilePaths.details}>Change e-mail</Link> on your profile.
          </>
        }
      >
        {(control) => <Input {...control} value={email} readOnly />}
      </FormField>
      <PhoneField extra="Optional. A country code may lead, e.g. +61 412 345 678." />
      <TextField name="occupation" autoComplete="organization-title" />
      <TimeZoneField />
    </EditForm>
  );
}
