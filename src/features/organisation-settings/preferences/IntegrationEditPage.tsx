import { useParams } from 'react-router-dom';
import type { UpdateIntegrationRequest } from '@/domain/contract';
import { TextField } from '@/components/form/textFields';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import {
  INTEGRATION_FIELDS,
  INTEGRATION_LABELS,
  integrationProblems,
} from '@/domain/preferences/integrationFields';
import { useGetIntegrationQuery, useUpdateIntegrationMutation } from '../api';
import { organisationPaths } from '../paths';
import { Facts } from './Facts';
import { settingsPage } from './frame';
import { SettingsForm } from './settingsForm';
import { SwitchField } from './SwitchField';

export const INTEGRATION_SAVED = 'Integration updated';

/** /settings/organisation/{uid}/integrations/{integration}/edit: its name and whether it is on. */
export const IntegrationEditPage = settingsPage(
  { section: 'integrations', title: 'Edit Integration' },
  IntegrationEditor,
);

function IntegrationEditor({ uid }: { uid: string }) {
  const { uid: integration = '' } = useParams();
  const query = useGetIntegrationQuery({ uid, integration });
  const [update] = useUpdateIntegrationMutation();
  return (
    <QueryBoundary query={query} noun="integration">
      {(shop) => (
        <>
          {/* The connection fixes these: a shop on another platform is another integration. */}
          <Facts
            rows={[
              ['App', shop.app],
              ['Shop', shop.shop],
            ]}
          />
          <SettingsForm<UpdateIntegrationRequest>
            name="Integration"
            idPrefix="integration"
            initialValues={{ name: shop.name, active: shop.active }}
            labelsFor={() => INTEGRATION_LABELS}
            rules={integrationProblems}
            save={(values) =>
              update({ uid, integration, input: { ...values, name: values.name.trim() } }).unwrap()
            }
            savedMessage={INTEGRATION_SAVED}
            returnTo={organisationPaths.integrations(uid)}
          >
            <TextField
              name="name"
              required
              counter={INTEGRATION_FIELDS.name.max}
              extra="How the shop is named across the portal."
            />
            <SwitchField
              name="active"
              extra="While inactive, the shop's new orders are not brought in; orders already here are not affected."
            />
          </SettingsForm>
        </>
      )}
    </QueryBoundary>
  );
}
