import { Button, Form, Input, Space } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import type { Role } from '@/api/contract';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormField, FormFrameProvider } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/textFields';
import { toFormStatus, type FormStatus } from '@/components/form/serverErrors';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { LoadingButton } from '@/components/LoadingButton';
import { MEMBER_LABELS, memberSchema, type MemberFormValues } from './memberSchema';
import { ROLE_LABEL } from './roles';

const ROLE_HELP: Record<Role, string> = {
  MEMBER: 'Day-to-day work: catalogue, orders, support.',
  ADMIN: 'Everything a member does, plus the team, settings, billing and reports.',
  OWNER: 'Everything; only owners change owners.',
};

export interface MemberFormProps {
  /** 'Invite member' or 'Edit member': the form's accessible name. */
  label: string;
  idPrefix: string;
  initialValues: MemberFormValues;
  /** The roles the server lets this caller give. */
  roles: readonly Role[];
  /** Invite: the e-mail is typed. Edit: it is shown read-only (it is the person's own). */
  emailEditable: boolean;
  /** Why the role cannot change here (one's own role), shown under it. */
  roleNote?: string;
  submitLabel: string;
  /** Resolves when saved; a refusal stays on the form with the input kept. */
  onSubmit: (values: MemberFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** The invite and edit forms of a member: names, e-mail, role. */
export function MemberForm(props: MemberFormProps) {
  const { initialValues, roles, emailEditable, onSubmit, idPrefix } = props;
  const schema = useMemo(
    () => memberSchema(roles, { withEmail: emailEditable }),
    [roles, emailEditable],
  );
  // Enter pressed twice submits twice in formik: the second must not send again.
  const submit = useSubmitOnce(
    async (values: MemberFormValues, helpers: FormikHelpers<MemberFormValues>) => {
      helpers.setStatus({} satisfies FormStatus);
      try {
        await onSubmit(values);
        return true;
      } catch (error) {
        helpers.setStatus(toFormStatus(error, MEMBER_LABELS, values));
        return false;
      }
    },
  );
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      <FormFrameProvider idPrefix={idPrefix} labels={MEMBER_LABELS}>
        <MemberFormBody {...props} />
      </FormFrameProvider>
    </Formik>
  );
}

function MemberFormBody({
  label,
  roles,
  emailEditable,
  roleNote,
  submitLabel,
  onCancel,
}: MemberFormProps) {
  const { handleSubmit, isSubmitting, values } = useFormikContext<MemberFormValues>();
  const options = roles.map((role) => ({ value: role, label: ROLE_LABEL[role] }));
  const chosen = values.role ? ROLE_HELP[values.role] : undefined;
  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label={label}
      className="team-form"
      onFinish={() => handleSubmit()}
    >
      <FormErrorAlert />
      <TextField name="first_name" required autoComplete="off" />
      <TextField name="last_name" required autoComplete="off" />
      {emailEditable ? (
        <TextField name="email" type="email" required autoComplete="off" />
      ) : (
        <FormField name="email" label={MEMBER_LABELS.email}>
          {(control) => <Input {...control} value={values.email} readOnly />}
        </FormField>
      )}
      <SelectField
        name="role"
        required
        options={options}
        placeholder="Choose a role"
        disabled={roles.length <= 1}
        extra={roleNote ?? chosen}
      />
      <Space>
        <LoadingButton type="primary" htmlType="submit" loading={isSubmitting}>
          {submitLabel}
        </LoadingButton>
        <Button onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </Space>
    </Form>
  );
}
