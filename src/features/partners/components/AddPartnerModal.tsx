import { Form, Modal } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import type { PartnerKind, PartnerOf } from '@/domain/contract';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import { toFormStatus } from '@/components/form/serverErrors';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { useCountries } from '@/components/hooks/useCountries';
import { emptyPartner, partnerLabels, type PartnerFormValues } from '@/domain/partners/fields';
import { PARTNER_WORDS } from '../kinds';
import { useCreatePartnerMutation } from '../api';
import { AddressFields } from '../../../components/form/AddressFields';
import { ContactFields } from './PartnerFields';
import { partnerFieldOf, partnerSchemas, toPartnerInput } from '../values';

interface AddPartnerModalProps<K extends PartnerKind> {
  kind: K;
  /** The id prefix of the modal's fields, unique on the page ('inbound-add-supplier'). */
  idPrefix: string;
  open: boolean;
  onClose: () => void;
  /** The partner just saved: the caller picks it. */
  onAdded: (partner: PartnerOf[K]) => void;
}

const formName = (kind: PartnerKind) => `Add a ${PARTNER_WORDS[kind].noun}`;

/**
 * A supplier or customer added without leaving a form (the order wizards): the partner pages'
 * own fields and rules, saved at once (POST suppliers / customers), then handed to `onAdded`.
 */
export function AddPartnerModal<K extends PartnerKind>({
  kind,
  idPrefix,
  open,
  onClose,
  onAdded,
}: AddPartnerModalProps<K>) {
  const labels = useMemo(() => partnerLabels(kind), [kind]);
  const [createPartner] = useCreatePartnerMutation();
  const submit = useSubmitOnce<PartnerFormValues, [FormikHelpers<PartnerFormValues>]>(
    async (values, helpers) => {
      try {
        const saved = await createPartner({ kind, body: toPartnerInput(kind, values) }).unwrap();
        helpers.resetForm();
        onAdded(saved as PartnerOf[K]);
        return true;
      } catch (error) {
        helpers.setStatus(toFormStatus(error, labels, values, partnerFieldOf));
        return false;
      }
    },
  );
  return (
    <Formik<PartnerFormValues>
      initialValues={emptyPartner(kind)}
      validationSchema={partnerSchemas[kind]}
      onSubmit={(values, helpers) => submit(values, helpers)}
    >
      <FormFrameProvider idPrefix={idPrefix} labels={labels}>
        <ModalBody kind={kind} open={open} onClose={onClose} />
      </FormFrameProvider>
    </Formik>
  );
}

function ModalBody({
  kind,
  open,
  onClose,
}: {
  kind: PartnerKind;
  open: boolean;
  onClose: () => void;
}) {
  const formik = useFormikContext<PartnerFormValues>();
  return (
    <Modal
      open={open}
      title={formName(kind)}
      okText={`Save ${PARTNER_WORDS[kind].noun}`}
      onOk={() => void formik.submitForm()}
      confirmLoading={formik.isSubmitting}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      {/* Asked for only once the modal opens: most orders pick a known partner. */}
      {open && <ModalFields kind={kind} />}
    </Modal>
  );
}

function ModalFields({ kind }: { kind: PartnerKind }) {
  const countries = useCountries();
  const formik = useFormikContext<PartnerFormValues>();
  return (
    // The modal sits inside the caller's form in React's tree: its submit must not bubble there.
    <div onSubmit={(event) => event.stopPropagation()}>
      <FormErrorAlert />
      <Form
        layout="vertical"
        component="form"
        noValidate
        aria-label={formName(kind)}
        onFinish={() => void formik.submitForm()}
      >
        <ContactFields kind={kind} />
        <AddressFields countries={countries} />
        {/* Enter in a field saves, as in every form of the portal. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </div>
  );
}
