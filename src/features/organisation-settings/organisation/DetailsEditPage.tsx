import { Alert, Button, Card, Form, Space } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import type { OrganisationDetail } from '@/api/contract';
import { notifier } from '@/components/feedback/notifier';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import { toFormStatus, type FormStatus } from '@/components/form/serverErrors';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { useCountries } from '@/components/hooks/useCountries';
import { LoadingButton } from '@/components/LoadingButton';
import { AddressFields } from '@/components/partners/PartnerFields';
import { useAppDispatch } from '@/core/hooks';
import { refreshMe } from '@/core/session/sessionThunks';
import { ORGANISATION_LABELS, type OrganisationFormValues } from '@/lib/fields/organisation';
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
  return (
    <OrganisationSettingsLayout section="details">
      {(organisation) => <EditForm key={organisation.uid} organisation={organisation} />}
    </OrganisationSettingsLayout>
  );
}

function EditForm({ organisation }: { organisation: OrganisationDetail }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [updateOrganisation] = useUpdateOrganisationMutation();
  // Enter pressed twice submits twice in formik: the second must not send again.
  const submit = useSubmitOnce(
    async (values: OrganisationFormValues, helpers: FormikHelpers<OrganisationFormValues>) => {
      helpers.setStatus({} satisfies FormStatus);
      try {
        await updateOrganisation({
          uid: organisation.uid,
          body: toOrganisationInput(values),
        }).unwrap();
        // The switcher and the header show the display name: read the user again.
        if (values.name.trim() !== organisation.name) await dispatch(refreshMe());
        notifier.success({ message: ORGANISATION_UPDATED });
        await navigate(organisationPaths.details(organisation.uid));
        return true;
      } catch (error) {
        // The input stays; each refusal lands on its field.
        helpers.setStatus(toFormStatus(error, ORGANISATION_LABELS, values, organisationFieldOf));
        return false;
      }
    },
  );
  return (
    <Formik
      initialValues={fromOrganisation(organisation)}
      validationSchema={organisationSchema}
      onSubmit={submit}
    >
      <FormFrameProvider idPrefix="organisation-edit" labels={ORGANISATION_LABELS}>
        <EditBody uid={organisation.uid} />
      </FormFrameProvider>
    </Formik>
  );
}

function EditBody({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const countries = useCountries();
  const { handleSubmit, isSubmitting, submitCount, isValid } =
    useFormikContext<OrganisationFormValues>();
  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label="Edit organisation details"
      onFinish={() => handleSubmit()}
      className="organisation-edit"
    >
      <FormErrorAlert />
      {submitCount > 0 && !isValid && (
        <Alert type="error" showIcon role="alert" title="Some fields need attention." />
      )}
      <Card title={<h2 className="organisation-card-title">Basic Information</h2>}>
        <BasicInformationFields />
      </Card>
      <Card title={<h2 className="organisation-card-title">Address</h2>}>
        <AddressFields countries={countries} />
      </Card>
      <Space>
        <Button
          onClick={() => void navigate(organisationPaths.details(uid))}
          disabled={isSubmitting}
        >
          Cancel
        </Button>
        <LoadingButton type="primary" htmlType="submit" loading={isSubmitting}>
          Save
        </LoadingButton>
      </Space>
    </Form>
  );
}
