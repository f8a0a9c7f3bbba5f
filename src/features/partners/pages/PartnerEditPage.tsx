import { Alert, Card } from 'antd';
import { useMemo } from 'react';
import type { Partner } from '@/domain/contract';
import { useRouteId } from '@/core/routing/routeParams';
import { partnerLabels, type PartnerFormValues } from '@/domain/partners/fields';
import { useBreadcrumbName } from '../../../components/breadcrumbs/BreadcrumbNames';
import { EditForm } from '../../../components/form/EditForm';
import { useEditExits } from '../../../components/form/editExits';
import { NeedsAttention } from '../../../components/form/NeedsAttention';
import { useCountries } from '../../../components/hooks/useCountries';
import { PageSection } from '../../../components/page/PageSection';
import { QueryBoundary } from '../../../components/page/QueryBoundary';
import { PARTNER_WORDS, updatedMessage, type PartnerSetup } from '../kinds';
import { useGetPartnerQuery, useUpdatePartnerMutation } from '../api';
import { AddressFields } from '../../../components/form/AddressFields';
import { ContactFields } from '../components/PartnerFields';
import { fromPartner, partnerFieldOf, partnerSchemas, toPartnerInput } from '../values';
import '../partners.css';

/** /{id}/summary/edit: every field of the wizard on one page, sent whole. */
export function PartnerEditPage({ setup }: { setup: PartnerSetup }) {
  const { kind } = setup;
  const words = PARTNER_WORDS[kind];
  const id = useRouteId();
  const partner = useGetPartnerQuery({ kind, id: id ?? 0 }, { skip: id === null });
  useBreadcrumbName(id ?? undefined, partner.data?.name);
  return (
    <PageSection
      id={`${words.noun}-edit-title`}
      title={partner.data ? `Edit ${partner.data.name}` : `Edit ${words.one}`}
      className="partner-page"
    >
      {id === null ? (
        <Alert type="error" showIcon title={`This is not a ${words.noun} address.`} />
      ) : (
        <QueryBoundary query={partner} noun={words.noun} skeletonRows={8}>
          {(loaded) => <PartnerEditForm key={loaded.id} setup={setup} partner={loaded} />}
        </QueryBoundary>
      )}
    </PageSection>
  );
}

function PartnerEditForm({ setup, partner }: { setup: PartnerSetup; partner: Partner }) {
  const { kind, paths } = setup;
  const words = PARTNER_WORDS[kind];
  const countries = useCountries();
  const [updatePartner] = useUpdatePartnerMutation();
  const labels = useMemo(() => partnerLabels(kind), [kind]);
  const initialValues = useMemo(() => fromPartner(kind, partner), [kind, partner]);

  // A refusal keeps the input; each lands on its field.
  const submit = async (values: PartnerFormValues) => {
    await updatePartner({ kind, id: partner.id, body: toPartnerInput(kind, values) }).unwrap();
  };
  const exits = useEditExits(paths.summary(partner.id), updatedMessage(kind));

  return (
    <EditForm
      name={`Edit ${words.noun}`}
      idPrefix={`${kind}-edit`}
      initialValues={initialValues}
      labels={labels}
      validationSchema={partnerSchemas[kind]}
      fieldOf={partnerFieldOf}
      onSubmit={submit}
      {...exits}
      cancelFirst
    >
      <NeedsAttention />
      <Card title={words.firstStep}>
        <ContactFields kind={kind} />
      </Card>
      <Card title="Address">
        <AddressFields countries={countries} />
      </Card>
    </EditForm>
  );
}
