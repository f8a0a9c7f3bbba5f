import { Tag, Typography } from 'antd';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { EMAIL_PREFERENCE_FLAGS } from '@/domain/preferences/emailPreferenceFields';
import { useGetEmailPreferencesQuery } from '../api';
import { organisationPaths } from '../paths';
import { Facts } from './Facts';
import { settingsPage } from './frame';

/** /settings/organisation/{uid}/email-preferences: which e-mails the organisation gets. */
export const EmailPreferencesPage = settingsPage(
  {
    section: 'email-preferences',
    title: 'Email Preferences',
    edit: { path: organisationPaths.emailPreferencesEdit, label: 'Edit e-mail preferences' },
  },
  EmailFlags,
);

function EmailFlags({ uid }: { uid: string }) {
  const query = useGetEmailPreferencesQuery(uid);
  return (
    <QueryBoundary query={query} noun="e-mail preferences">
      {(prefs) => (
        <Facts
          rows={EMAIL_PREFERENCE_FLAGS.map(
            ({ flag, label, description }) =>
              [
                label,
                <>
                  {prefs[flag] ? <Tag color="green">On</Tag> : <Tag>Off</Tag>}
                  <Typography.Text type="secondary">{description}</Typography.Text>
                </>,
              ] as const,
          )}
        />
      )}
    </QueryBoundary>
  );
}
