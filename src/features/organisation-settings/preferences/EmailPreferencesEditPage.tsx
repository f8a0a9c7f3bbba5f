import type { EmailPreferences } from '@/domain/contract';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import {
  EMAIL_PREFERENCE_FLAGS,
  EMAIL_PREFERENCE_LABELS,
  emailPreferencesProblems,
} from '@/domain/preferences/emailPreferenceFields';
import { useGetEmailPreferencesQuery, useUpdateEmailPreferencesMutation } from '../api';
import { organisationPaths } from '../paths';
import { settingsPage } from './frame';
import { SettingsForm } from './settingsForm';
import { SwitchField } from './SwitchField';

export const EMAIL_PREFERENCES_SAVED = 'Email preferences saved';

/** /settings/organisation/{uid}/email-preferences/edit (admins and owners). */
export const EmailPreferencesEditPage = settingsPage(
  { section: 'email-preferences', title: 'Edit Email Preferences' },
  EmailPreferencesEditor,
);

function EmailPreferencesEditor({ uid }: { uid: string }) {
  const query = useGetEmailPreferencesQuery(uid);
  const [update] = useUpdateEmailPreferencesMutation();
  return (
    <QueryBoundary query={query} noun="e-mail preferences">
      {(prefs) => (
        <SettingsForm<EmailPreferences>
          name="Email preferences"
          idPrefix="email-preferences"
          initialValues={{ ...prefs }}
          labelsFor={() => EMAIL_PREFERENCE_LABELS}
          rules={(values) => emailPreferencesProblems({ ...values }, { partial: false })}
          save={(values) => update({ uid, input: values }).unwrap()}
          savedMessage={EMAIL_PREFERENCES_SAVED}
          returnTo={organisationPaths.emailPreferences(uid)}
        >
          {EMAIL_PREFERENCE_FLAGS.map(({ flag, description }) => (
            <SwitchField key={flag} name={flag} extra={description} />
          ))}
        </SettingsForm>
      )}
    </QueryBoundary>
  );
}
