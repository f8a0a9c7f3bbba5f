import { Card } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NewOrganisationOptions, OrganisationDetail } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { useCountries, type CountriesState } from '@/components/hooks/useCountries';
import { PageSection } from '@/components/page/PageSection';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { AddressFields } from '@/components/form/AddressFields';
import { useWizardDraft } from '@/components/wizard/useWizardDraft';
import { Wizard } from '@/components/wizard/Wizard';
import type { WizardStep } from '@/components/wizard/wizardSteps';
import { useAppDispatch } from '@/core/hooks';
import { refreshMe } from '@/core/session/sessionThunks';
import { ADDRESS_FIELD_NAMES } from '@/domain/address/fields';
import {
  EMPTY_ORGANISATION,
  ORGANISATION_LABELS,
  type OrganisationFormValues,
} from '@/domain/organisations/fields';
import { useCreateOrganisationMutation, useGetNewOrganisationOptionsQuery } from '../api';
import { organisationPaths } from '../paths';
import { organisationDraftStore } from './drafts';
import { NameCheckProvider, useNameNote } from './NameCheck';
import { BasicInformationFields, type TierOption } from './OrganisationFields';
import { OrganisationReview } from './OrganisationReview';
import {
  addressSchema,
  BASIC_FIELDS,
  basicInformationSchema,
  organisationFieldOf,
  toOrganisationInput,
} from './values';
import './organisation.css';

export const ORGANISATION_ADDED = 'Organisation added';

function BasicStep({ tiers }: { tiers: readonly TierOption[] }) {
  return <BasicInformationFields nameChecked nameNote={useNameNote()} tiers={tiers} />;
}

function organisationSteps(
  tiers: readonly TierOption[],
  countries: CountriesState,
): WizardStep<OrganisationFormValues>[] {
  return [
    {
      title: 'Basic Information',
      fields: BASIC_FIELDS,
      schema: basicInformationSchema,
      body: <BasicStep tiers={tiers} />,
    },
    {
      title: 'Address',
      fields: ADDRESS_FIELD_NAMES,
      schema: addressSchema,
      body: <AddressFields countries={countries} />,
    },
    { title: 'Review', fields: [], body: <OrganisationReview countries={countries} /> },
  ];
}

/**
 * /settings/organisation/new: Basic Information → Address → Review on the wizard kit, with its
 * draft. organisations/new gives the tiers and what the blank form starts with (the country, the
 * creator's e-mail). On create the user is the new organisation's OWNER: the session user is read
 * again so the switcher lists it at once, and its details page offers to switch to it.
 */
export function OrganisationWizardPage() {
  const options = useGetNewOrganisationOptionsQuery();
  return (
    <PageSection id="organisation-new-title" title="Add Organisation" className="organisation-page">
      <QueryBoundary query={options} noun="form" skeletonRows={8}>
        {(loaded) => <OrganisationWizard options={loaded} />}
      </QueryBoundary>
    </PageSection>
  );
}

function OrganisationWizard({ options }: { options: NewOrganisationOptions }) {
  const fresh = useMemo<OrganisationFormValues>(
    () => ({
      ...EMPTY_ORGANISATION,
      company_email: options.default_company_email,
      country: options.default_country,
    }),
    [options],
  );
  const { start, draft, choice } = useWizardDraft(organisationDraftStore, { fresh });
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Asked for at once, so the Address step rarely waits for the list.
  const countries = useCountries();
  const steps = useMemo(() => organisationSteps(options.tiers, countries), [options, countries]);
  const [createOrganisation] = useCreateOrganisationMutation();
  return (
    <>
      {choice({
        title: 'You have an unfinished organisation',
        description: 'Continue your draft or start over?',
      })}
      {start && (
        <Card>
          <Wizard<OrganisationFormValues, OrganisationDetail>
            id="organisation-wizard"
            label="Add organisation"
            steps={steps}
            labels={ORGANISATION_LABELS}
            fieldOf={organisationFieldOf}
            submitLabel="Add Organisation"
            opening={{ start, draft }}
            wrap={(children) => <NameCheckProvider>{children}</NameCheckProvider>}
            onSubmit={(values, submission) =>
              createOrganisation({ ...toOrganisationInput(values), ...submission }).unwrap()
            }
            onDone={async (organisation) => {
              // The switcher reads the session user: read it again so the new one is there.
              await dispatch(refreshMe());
              notifier.success({ message: ORGANISATION_ADDED });
              await navigate(organisationPaths.details(organisation.uid));
            }}
            onCancel={() => void navigate(organisationPaths.list)}
            draftNote="Your answers are kept on this device as you go: 'Continue Adding Organisation' on the list brings you back here."
          />
        </Card>
      )}
    </>
  );
}
