import { useNavigate } from 'react-router-dom';
import type { EmailPreferences } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import {
  EMAIL_PREFERENCE_FLAGS,
  EMAIL_PREFERENCE_LABELS,
  emailPreferencesProblems,
} from '@/domain/preferences/emailPreferenceFields';
import { useGetEmailPreferencesQuery, useUpdateEmailPreferencesMutation } from '../api';
import { organisationPaths } from '../paths';
import { SettingsPage } from './frame';
import { SettingsForm } from './settingsForm';
import { SwitchField } from './SwitchField';

export const EMAIL_PREFERENCES_SAVED = 'Email preferences saved';

/** /settings/organisation/{uid}/email-preferences/edit (admins and owners). */
export function EmailPreferencesEditPage() {
  return (
    <SettingsPage
      section="email-preferences"
      title="Edit Email Preferences"
      headingId="email-preferences-edit-title"
    >
      {(organisation) => <EmailPreferencesEditor uid={organisation.uid} />}
    </SettingsPage>
  );
}

function EmailPreferencesEditor({ uid }: { uid: string }) {
  const query = useGetEmailPreferencesQuery(uid);
  const [update] = useUpdateEmailPreferencesMutation();
  const navigate = useNavigate();
  const back = () => void navigate(organisationPaths.emailPreferences(uid));
  return (
    <QueryBoundary query={query} noun="e-mail preferences">
      {(prefs) => (
        <SettingsForm<EmailPreferences>
          name="Email preferences"
          idPrefix="email-preferences"
          initialValues={{ ...prefs }}
          labelsFor={() => EMAIL_PREFERENCE_LABELS}
          validate={(values) => emailPreferencesProblems({ ...values }, { partial: false })}
          onCancel={back}
          onSubmit={async (values) => {
            await update({ uid, input: values }).unwrap();
            notifier.success({ message: EMAIL_PREFERENCES_SAVED });
            back();
          }}
        >
          {EMAIL_PREFERENCE_FLAGS.map(({ flag, description }) => (
            <SwitchField key={flag} name={flag} extra={description} />
          ))}
        </SettingsForm>
      )}
    </QueryBoundary>
  );
}
