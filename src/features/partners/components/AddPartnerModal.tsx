import { useMemo } from 'react';
import type { PartnerKind, PartnerOf } from '@/domain/contract';
import { DialogForm } from '@/components/form/DialogForm';
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
  return (
    <DialogForm<PartnerFormValues>
      title={formName(kind)}
      idPrefix={idPrefix}
      open={open}
      onClose={onClose}
      initialValues={emptyPartner(kind)}
      labels={labels}
      validationSchema={partnerSchemas[kind]}
      fieldOf={partnerFieldOf}
      onSubmit={(values) => createPartner({ kind, body: toPartnerInput(kind, values) }).unwrap()}
      onSent={(saved) => onAdded(saved as PartnerOf[K])}
      okText={`Save ${PARTNER_WORDS[kind].noun}`}
      destroyOnHidden
      width={720}
    >
      {/* Asked for only once the modal opens: most orders pick a known partner. */}
      {open && <PartnerDialogFields kind={kind} />}
    </DialogForm>
  );
}

function PartnerDialogFields({ kind }: { kind: PartnerKind }) {
  const countries = useCountries();
  return (
    <>
      <ContactFields kind={kind} />
      <AddressFields countries={countries} />
    </>
  );
}
