import { Form, Modal } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import type { Customer } from '@/api/contract';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import { toFormStatus } from '@/components/form/serverErrors';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { useCountries } from '@/components/hooks/useCountries';
import { useCreatePartnerMutation } from '@/components/partners/partnerApi';
import { AddressFields, ContactFields } from '@/components/partners/PartnerFields';
import { partnerFieldOf, partnerSchemas, toPartnerInput } from '@/components/partners/values';
import { emptyPartner, partnerLabels, type PartnerFormValues } from '@/lib/fields/partner';

const FORM_ID = 'outbound-add-customer';
const FORM_NAME = 'Add a customer';

interface AddCustomerModalProps {
  open: boolean;
  onClose: () => void;
  /** The customer just saved: the wizard picks them. */
  onAdded: (customer: Customer) => void;
}

/**
 * A customer added without leaving the outbound wizard: the customer pages' own fields and rules
 * (components/partners), saved at once (POST customers), then chosen as the order's customer.
 */
export function AddCustomerModal({ open, onClose, onAdded }: AddCustomerModalProps) {
  const labels = useMemo(() => partnerLabels('customer'), []);
  const [createPartner] = useCreatePartnerMutation();
  const submit = useSubmitOnce<PartnerFormValues, [FormikHelpers<PartnerFormValues>]>(
    async (values, helpers) => {
      try {
        const saved = await createPartner({
          kind: 'customer',
          body: toPartnerInput('customer', values),
        }).unwrap();
        helpers.resetForm();
        onAdded(saved as Customer);
        return true;
      } catch (error) {
        helpers.setStatus(toFormStatus(error, labels, values, partnerFieldOf));
        return false;
      }
    },
  );
  return (
    <Formik<PartnerFormValues>
      initialValues={emptyPartner('customer')}
      validationSchema={partnerSchemas.customer}
      onSubmit={(values, helpers) => submit(values, helpers)}
    >
      <FormFrameProvider idPrefix={FORM_ID} labels={labels}>
        <CustomerModalBody open={open} onClose={onClose} />
      </FormFrameProvider>
    </Formik>
  );
}

function CustomerModalBody({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formik = useFormikContext<PartnerFormValues>();
  return (
    <Modal
      open={open}
      title={FORM_NAME}
      okText="Save customer"
      onOk={() => void formik.submitForm()}
      confirmLoading={formik.isSubmitting}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      {open && <CustomerModalFields />}
    </Modal>
  );
}

function CustomerModalFields() {
  const countries = useCountries();
  const formik = useFormikContext<PartnerFormValues>();
  return (
    // The modal sits inside the wizard's form in React's tree: its submit must not bubble there.
    <div onSubmit={(event) => event.stopPropagation()}>
      <FormErrorAlert />
      <Form
        layout="vertical"
        component="form"
        noValidate
        aria-label={FORM_NAME}
        onFinish={() => void formik.submitForm()}
      >
        <ContactFields kind="customer" />
        <AddressFields countries={countries} />
        {/* Enter in a field saves, as in every form of the portal. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </div>
  );
}
