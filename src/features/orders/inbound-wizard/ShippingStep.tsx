import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FieldColumns } from '@/components/form/FieldColumns';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/textFields';
import { INBOUND_SHIPPING_FIELDS, SHIPMENT_TYPES } from '@/domain/orders/fields';
import { useGetOrderFormOptionsQuery } from '../api';
import { useReferenceCheck, referenceNote } from '../components/referenceCheck';
import { EtaField } from '../components/EtaField';
import { useMerchantToday } from '../components/useMerchantToday';
import type { InboundFormValues } from './values';

const F = INBOUND_SHIPPING_FIELDS;
export const SHIPMENT_TYPE_LABELS: Record<(typeof SHIPMENT_TYPES)[number], string> = {
  pallet: 'Pallet',
  container: 'Container',
};

/** Step 3: where it goes, who brings it, when, and the order's own references. */
export function ShippingStep() {
  const { values, setFieldValue } = useFormikContext<InboundFormValues>();
  const options = useGetOrderFormOptionsQuery('inbound');
  const today = useMerchantToday();
  const reference = useReferenceCheck();
  const warehouses = (options.data?.warehouses ?? []).map((w) => ({
    value: w.id,
    label: `${w.name} (${w.code})`,
  }));
  const carriers = (options.data?.carriers ?? []).map((c) => ({ value: c, label: c }));

  // The organisation's active warehouse is the first choice, as on every new order.
  const fallback = options.data?.default_warehouse_id;
  useEffect(() => {
    if (values.warehouse_id === null && fallback) void setFieldValue('warehouse_id', fallback);
  }, [fallback, values.warehouse_id, setFieldValue]);

  return (
    <>
      <FieldColumns columns={2}>
        <SelectField<number>
          name="warehouse_id"
          label={values.sub_type === 'transfer' ? 'Warehouse receiving it' : F.warehouse_id.label}
          required
          options={warehouses}
          loading={options.isLoading}
        />
        {values.sub_type === 'transfer' && (
          <SelectField<number>
            name="from_warehouse_id"
            label="From warehouse"
            required
            options={warehouses}
            loading={options.isLoading}
            extra="Another warehouse of your organisation sending the stock."
          />
        )}
      </FieldColumns>
      <FieldColumns columns={2}>
        <SelectField<string>
          name="carrier"
          required
          options={carriers}
          loading={options.isLoading}
        />
        <TextField name="tracking_id" extra="Optional: the carrier's consignment number." />
      </FieldColumns>
      <FieldColumns columns={2}>
        <EtaField today={today} />
        <SelectField<string>
          name="shipment_type"
          required
          options={SHIPMENT_TYPES.map((t) => ({ value: t, label: SHIPMENT_TYPE_LABELS[t] }))}
        />
      </FieldColumns>
      <FieldColumns columns={2}>
        <TextField name="invoice_reference" extra="Optional: the supplier's invoice number." />
        <TextField
          name="reference"
          required
          counter={F.reference.max}
          note={referenceNote(reference)}
          hasFeedback
          extra="Your own reference: unique across your orders."
        />
      </FieldColumns>
    </>
  );
}
