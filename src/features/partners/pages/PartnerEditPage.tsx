import { Alert, Card } from 'antd';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Partner } from '@/domain/contract';
import { useRouteId } from '@/core/routing/routeParams';
import { partnerLabels, type PartnerFormValues } from '@/domain/partners/fields';
import { useBreadcrumbName } from '../../../components/breadcrumbs/BreadcrumbNames';
import { notifier } from '../../../components/feedback/notifier';
import { EditForm } from '../../../components/form/EditForm';
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
  const navigate = useNavigate();
  const countries = useCountries();
  const [updatePartner] = useUpdatePartnerMutation();
  const labels = useMemo(() => partnerLabels(kind), [kind]);
  const initialValues = useMemo(() => fromPartner(kind, partner), [kind, partner]);

  // A refusal keeps the input; each lands on its field.
  const submit = async (values: PartnerFormValues) => {
    await updatePartner({ kind, id: partner.id, body: toPartnerInput(kind, values) }).unwrap();
  };
  // Only while the merchant is still on this form: a save that ends after they left stays quiet.
  const saved = async () => {
    notifier.success({ message: updatedMessage(kind) });
    await navigate(paths.summary(partner.id));
  };

  return (
    <EditForm
      name={`Edit ${words.noun}`}
      idPrefix={`${kind}-edit`}
      initialValues={initialValues}
      labels={labels}
      validationSchema={partnerSchemas[kind]}
      fieldOf={partnerFieldOf}
      onSubmit={submit}
      onSaved={saved}
      onCancel={() => void navigate(paths.summary(partner.id))}
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

/** After a Save that the form's own rules stopped: one line above the fields. */
function NeedsAttention() {
  const { submitCount, isValid } = useFormikContext<PartnerFormValues>();
  return submitCount > 0 && !isValid ? (
    <Alert type="error" showIcon role="alert" title="Some fields need attention." />
  ) : null;
}
