import { Input } from 'antd';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import type { Role } from '@/domain/contract';
import { EditForm } from '@/components/form/EditForm';
import { FormField } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/textFields';
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
  const { label, idPrefix, initialValues, roles, emailEditable, submitLabel } = props;
  const schema = useMemo(
    () => memberSchema(roles, { withEmail: emailEditable }),
    [roles, emailEditable],
  );
  return (
    <EditForm
      name={label}
      idPrefix={idPrefix}
      className="team-form"
      initialValues={initialValues}
      labels={MEMBER_LABELS}
      validationSchema={schema}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      submitLabel={submitLabel}
    >
      <MemberFields roles={roles} emailEditable={emailEditable} roleNote={props.roleNote} />
    </EditForm>
  );
}

function MemberFields({
  roles,
  emailEditable,
  roleNote,
}: Pick<MemberFormProps, 'roles' | 'emailEditable' | 'roleNote'>) {
  const { values } = useFormikContext<MemberFormValues>();
  const options = roles.map((role) => ({ value: role, label: ROLE_LABEL[role] }));
  const chosen = values.role ? ROLE_HELP[values.role] : undefined;
  return (
    <>
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
    </>
  );
}
