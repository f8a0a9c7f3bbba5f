import { Form, Modal } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import type { Supplier } from '@/api/contract';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import { toFormStatus } from '@/components/form/serverErrors';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { useCountries } from '@/components/hooks/useCountries';
import { useCreatePartnerMutation } from '@/components/partners/partnerApi';
import { AddressFields, ContactFields } from '@/components/partners/PartnerFields';
import { partnerFieldOf, partnerSchemas, toPartnerInput } from '@/components/partners/values';
import { emptyPartner, partnerLabels, type PartnerFormValues } from '@/lib/fields/partner';

const FORM_ID = 'inbound-add-supplier';
const FORM_NAME = 'Add a supplier';

interface AddSupplierModalProps {
  open: boolean;
  onClose: () => void;
  /** The supplier just saved: the wizard picks it. */
  onAdded: (supplier: Supplier) => void;
}

/**
 * A supplier added without leaving the inbound wizard: the supplier pages' own fields and rules
 * (components/partners), saved at once (POST suppliers), then chosen as the order's supplier.
 */
export function AddSupplierModal({ open, onClose, onAdded }: AddSupplierModalProps) {
  const labels = useMemo(() => partnerLabels('supplier'), []);
  const [createPartner] = useCreatePartnerMutation();
  const submit = useSubmitOnce<PartnerFormValues, [FormikHelpers<PartnerFormValues>]>(
    async (values, helpers) => {
      try {
        const saved = await createPartner({
          kind: 'supplier',
          body: toPartnerInput('supplier', values),
        }).unwrap();
        helpers.resetForm();
        onAdded(saved as Supplier);
        return true;
      } catch (error) {
        helpers.setStatus(toFormStatus(error, labels, values, partnerFieldOf));
        return false;
      }
    },
  );
  return (
    <Formik<PartnerFormValues>
      initialValues={emptyPartner('supplier')}
      validationSchema={partnerSchemas.supplier}
      onSubmit={(values, helpers) => submit(values, helpers)}
    >
      <FormFrameProvider idPrefix={FORM_ID} labels={labels}>
        <SupplierModalBody open={open} onClose={onClose} />
      </FormFrameProvider>
    </Formik>
  );
}

function SupplierModalBody({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formik = useFormikContext<PartnerFormValues>();
  // Asked for only once the modal opens: most orders pick a known supplier.
  return (
    <Modal
      open={open}
      title={FORM_NAME}
      okText="Save supplier"
      onOk={() => void formik.submitForm()}
      confirmLoading={formik.isSubmitting}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      {open && <SupplierModalFields />}
    </Modal>
  );
}

function SupplierModalFields() {
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
        <ContactFields kind="supplier" />
        <AddressFields countries={countries} />
        {/* Enter in a field saves, as in every form of the portal. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </div>
  );
}
