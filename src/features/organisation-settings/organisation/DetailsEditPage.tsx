import { Card } from 'antd';
import type { OrganisationDetail } from '@/domain/contract';
import { EditForm } from '@/components/form/EditForm';
import { useEditExits } from '@/components/form/editExits';
import { NeedsAttention } from '@/components/form/NeedsAttention';
import { useCountries } from '@/components/hooks/useCountries';
import { AddressFields } from '@/components/form/AddressFields';
import { useAppDispatch } from '@/core/hooks';
import { refreshMe } from '@/core/session/sessionThunks';
import { ORGANISATION_LABELS, type OrganisationFormValues } from '@/domain/organisations/fields';
import { useUpdateOrganisationMutation } from '../api';
import { OrganisationSettingsLayout } from '../layout/OrganisationSettingsLayout';
import { organisationPaths } from '../paths';
import { BasicInformationFields } from './OrganisationFields';
import {
  fromOrganisation,
  organisationFieldOf,
  organisationSchema,
  toOrganisationInput,
} from './values';
import './organisation.css';

export const ORGANISATION_UPDATED = 'Organisation updated';

/** /settings/organisation/{uid}/details/edit: every detail on one page, sent whole. */
export function DetailsEditPage() {
  return <OrganisationSettingsLayout section="details" content={DetailsForm} />;
}

function DetailsForm({ organisation }: { organisation: OrganisationDetail }) {
  const dispatch = useAppDispatch();
  const countries = useCountries();
  const [updateOrganisation] = useUpdateOrganisationMutation();
  const exits = useEditExits(organisationPaths.details(organisation.uid), ORGANISATION_UPDATED);
  const save = async (values: OrganisationFormValues) => {
    await updateOrganisation({ uid: organisation.uid, body: toOrganisationInput(values) }).unwrap();
    // The switcher and the header show the display name: read the user again.
    if (values.name.trim() !== organisation.name) await dispatch(refreshMe());
  };
  return (
    <EditForm
      name="Edit organisation details"
      idPrefix="organisation-edit"
      className="organisation-edit"
      initialValues={fromOrganisation(organisation)}
      labels={ORGANISATION_LABELS}
      validationSchema={organisationSchema}
      fieldOf={organisationFieldOf}
      onSubmit={save}
      {...exits}
      cancelFirst
    >
      <NeedsAttention />
      <Card title={<h2 className="organisation-card-title">Basic Information</h2>}>
        <BasicInformationFields />
      </Card>
      <Card title={<h2 className="organisation-card-title">Address</h2>}>
        <AddressFields countries={countries} />
      </Card>
    </EditForm>
  );
}
