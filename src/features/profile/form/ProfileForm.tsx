import { Button, Form, Input, Space } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Link } from 'react-router-dom';
import type { UpdateUserDetailsRequest } from '@/api/contract';
import { LoadingButton } from '@/components/LoadingButton';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormField, FormFrameProvider } from '@/components/form/FormField';
import { TextField } from '@/components/form/textFields';
import { toFormStatus, type FormStatus } from '@/components/form/serverErrors';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
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
  // Enter pressed twice submits twice in formik: the second must not send again.
  const submit = useSubmitOnce(
    async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
      helpers.setStatus({} satisfies FormStatus);
      try {
        await onSubmit(toProfileInput(values));
        return true;
      } catch (error) {
        // A 422 puts each message on its field; anything else shows above the form.
        helpers.setStatus(toFormStatus(error, PROFILE_LABELS, values));
        return false;
      }
    },
  );
  return (
    <Formik initialValues={initialValues} validationSchema={profileSchema} onSubmit={submit}>
      <FormFrameProvider idPrefix="profile" labels={PROFILE_LABELS}>
        <ProfileFormBody email={email} onCancel={onCancel} />
      </FormFrameProvider>
    </Formik>
  );
}

function ProfileFormBody({ email, onCancel }: { email: string; onCancel: () => void }) {
  const { handleSubmit, isSubmitting } = useFormikContext<ProfileFormValues>();
  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label="Profile"
      className="profile-form"
      onFinish={() => handleSubmit()}
    >
      <FormErrorAlert />
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
      <TextField
        name="phone"
        type="tel"
        autoComplete="tel"
        extra="Optional. A country code may lead, e.g. +61 412 345 678."
      />
      <TextField name="occupation" autoComplete="organization-title" />
      <TimeZoneField />
      <Space>
        <LoadingButton type="primary" htmlType="submit" loading={isSubmitting}>
          Save
        </LoadingButton>
        <Button onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </Space>
    </Form>
  );
}
