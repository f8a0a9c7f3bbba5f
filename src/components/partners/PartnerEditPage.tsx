import { Alert, Button, Card, Form, Space } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Partner } from '@/api/contract';
import { useRouteId } from '@/core/routing/routeParams';
import { partnerLabels, type PartnerFormValues } from '@/lib/fields/partner';
import { useBreadcrumbName } from '../breadcrumbs/BreadcrumbNames';
import { notifier } from '../feedback/notifier';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormFrameProvider } from '../form/FormField';
import { toFormStatus, type FormStatus } from '../form/serverErrors';
import { useCountries } from '../hooks/useCountries';
import { LoadingButton } from '../LoadingButton';
import { PageSection } from '../page/PageSection';
import { QueryBoundary } from '../page/QueryBoundary';
import { PARTNER_WORDS, updatedMessage, type PartnerSetup } from './kinds';
import { useGetPartnerQuery, useUpdatePartnerMutation } from './partnerApi';
import { AddressFields, ContactFields } from './PartnerFields';
import { fromPartner, partnerFieldOf, partnerSchemas, toPartnerInput } from './values';
import './partners.css';

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
          {(loaded) => <EditForm key={loaded.id} setup={setup} partner={loaded} />}
        </QueryBoundary>
      )}
    </PageSection>
  );
}

function EditForm({ setup, partner }: { setup: PartnerSetup; partner: Partner }) {
  const { kind, paths } = setup;
  const navigate = useNavigate();
  const [updatePartner] = useUpdatePartnerMutation();
  const labels = useMemo(() => partnerLabels(kind), [kind]);

  const submit = async (values: PartnerFormValues, helpers: FormikHelpers<PartnerFormValues>) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      await updatePartner({ kind, id: partner.id, body: toPartnerInput(kind, values) }).unwrap();
      notifier.success({ message: updatedMessage(kind) });
      await navigate(paths.summary(partner.id));
    } catch (error) {
      // The input stays; each refusal lands on its field.
      helpers.setStatus(toFormStatus(error, labels, values, partnerFieldOf));
    }
  };

  return (
    <Formik
      initialValues={fromPartner(kind, partner)}
      validationSchema={partnerSchemas[kind]}
      onSubmit={submit}
    >
      <FormFrameProvider idPrefix={`${kind}-edit`} labels={labels}>
        <EditBody setup={setup} partner={partner} />
      </FormFrameProvider>
    </Formik>
  );
}

function EditBody({ setup, partner }: { setup: PartnerSetup; partner: Partner }) {
  const { kind, paths } = setup;
  const words = PARTNER_WORDS[kind];
  const navigate = useNavigate();
  const countries = useCountries();
  const { handleSubmit, isSubmitting, submitCount, isValid } =
    useFormikContext<PartnerFormValues>();
  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label={`Edit ${words.noun}`}
      onFinish={() => handleSubmit()}
    >
      <FormErrorAlert />
      {submitCount > 0 && !isValid && (
        <Alert type="error" showIcon role="alert" title="Some fields need attention." />
      )}
      <Card title={words.firstStep}>
        <ContactFields kind={kind} />
      </Card>
      <Card title="Address">
        <AddressFields countries={countries} />
      </Card>
      <Space>
        <Button onClick={() => void navigate(paths.summary(partner.id))}>Cancel</Button>
        <LoadingButton type="primary" htmlType="submit" loading={isSubmitting}>
          Save
        </LoadingButton>
      </Space>
    </Form>
  );
}
