import { Alert, Card } from 'antd';
import { useMemo } from 'react';
import type { OrderFormOptionsResponse, Parcel, ShipmentDetails } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { CheckboxField } from '@/components/form/CheckboxField';
import { FieldColumns } from '@/components/form/FieldColumns';
import { OrderEditForm } from './OrderEditForm';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/textFields';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { SHIPMENT_TYPES } from '@/domain/orders/fields';
import { WAREHOUSE_AND_METHOD_MESSAGE } from '@/domain/orders/rules';
import { rulesSchema } from '@/domain/validation/rulesSchema';
import {
  useGetOrderFormOptionsQuery,
  useGetParcelsQuery,
  useGetShipmentDetailsQuery,
  useUpdateParcelsMutation,
  useUpdateShipmentDetailsMutation,
} from '../api';
import { EtaField } from '../components/EtaField';
import { useMerchantToday, useMerchantZone } from '../components/useMerchantToday';
import { EditSection } from './EditSection';
import { orderTabPage, type OrderRecord } from './orderDetail';
import { ParcelsField } from '../components/ParcelsField';
import {
  fromShipment,
  parcelsChanged,
  SHIPMENT_LABELS,
  shipmentChanges,
  shipmentLabels,
  shipmentProblems,
  toParcelInputs,
  type ShipmentFormValues,
} from './shipmentForm';

export const SHIPMENT_UPDATED_MESSAGE = 'Shipment updated';
export const NOTHING_CHANGED_MESSAGE = 'Nothing changed';

type FormOptions = OrderFormOptionsResponse['data'];

/**
 * A 422 on a parcel's box (`parcels[0].weight` or Rails' `parcels.0.weight`) lands on that box;
 * `parcels` on the list; the details' fields on theirs.
 */
const fieldOf = (key: string) => {
  const path = key.replace(/^parcels\.(\d+)\./, 'parcels[$1].');
  return path in SHIPMENT_LABELS || path.startsWith('parcels') ? path : undefined;
};

/** The labels of the form as it stands, one row per parcel: a server message on a box names it. */
const shipmentFormLabels = (values: ShipmentFormValues) => shipmentLabels(values.parcels.length);

/** /orders/<direction>/{id}/shipment/edit: change how the order travels, while editable. */
export const ShipmentEditPage = orderTabPage('shipment', EditShipment);

function EditShipment({ order }: { order: OrderRecord }) {
  const outbound = order.type === 'outbound';
  const details = useGetShipmentDetailsQuery(order.id);
  const parcels = useGetParcelsQuery(order.id, { skip: !outbound });
  const options = useGetOrderFormOptionsQuery(order.type);
  // Inbound orders have no parcels: an empty answer stands in for the skipped request.
  const loaded = {
    ...details,
    data:
      details.data && (outbound ? parcels.data : [])
        ? { details: details.data, parcels: outbound ? parcels.data! : [] }
        : undefined,
    isError: details.isError || parcels.isError,
    refetch: () => {
      void details.refetch();
      if (outbound) void parcels.refetch();
    },
  };
  return (
    <EditSection order={order} part="shipment">
      <QueryBoundary query={loaded} noun="shipment" skeletonRows={8}>
        {(data) => (
          <ShipmentForm
            key={order.id}
            order={order}
            details={data.details}
            parcels={data.parcels}
            options={options.data}
          />
        )}
      </QueryBoundary>
    </EditSection>
  );
}

function ShipmentForm({
  order,
  details,
  parcels,
  options,
}: {
  order: OrderRecord;
  details: ShipmentDetails;
  parcels: Parcel[];
  options: FormOptions | undefined;
}) {
  const zone = useMerchantZone();
  const today = useMerchantToday();
  const [updateDetails] = useUpdateShipmentDetailsMutation();
  const [updateParcels] = useUpdateParcelsMutation();
  const initial = useMemo(() => fromShipment(details, parcels), [details, parcels]);
  const direction = order.type;

  // The rule function the simulator's answer agrees with, asked by the form's yup schema.
  const schema = rulesSchema((values: ShipmentFormValues) =>
    shipmentProblems(values, { direction, initial, today }),
  );

  // A refusal keeps the input: the details' fields and each parcel's box by their labels.
  const submit = async (values: ShipmentFormValues) => {
    const changes = shipmentChanges(direction, initial, values);
    const sendParcels = direction === 'outbound' && parcelsChanged(initial, values);
    if (Object.keys(changes).length === 0 && !sendParcels) return 'unchanged';
    if (Object.keys(changes).length > 0)
      await updateDetails({ id: order.id, body: changes, zone }).unwrap();
    if (sendParcels)
      await updateParcels({ id: order.id, parcels: toParcelInputs(values.parcels) }).unwrap();
    return 'saved';
  };
  // Only while the merchant is still on this form: a save that ends after they left stays quiet.
  const saved = (outcome: unknown) => {
    if (outcome === 'unchanged') notifier.info({ message: NOTHING_CHANGED_MESSAGE });
    else notifier.success({ message: SHIPMENT_UPDATED_MESSAGE });
  };

  return (
    <OrderEditForm<ShipmentFormValues>
      order={order}
      part="shipment"
      name="Edit shipment"
      idPrefix={`order-${order.id}-shipment`}
      initialValues={initial}
      labels={shipmentFormLabels}
      validationSchema={schema}
      fieldOf={fieldOf}
      onSubmit={submit}
      onSaved={saved}
    >
      <ShipmentFields order={order} options={options} today={today} />
    </OrderEditForm>
  );
}

function ShipmentFields({
  order,
  options,
  today,
}: {
  order: OrderRecord;
  options: FormOptions | undefined;
  today: string;
}) {
  const outbound = order.type === 'outbound';
  const warehouses = (options?.warehouses ?? []).map((w) => ({
    value: w.id,
    label: `${w.name} (${w.code})`,
  }));
  const methods = (options?.shipping_methods ?? []).map((m) => ({
    value: m.code,
    label: `${m.label}${m.insured ? ' (insured)' : ''}`,
  }));
  const carriers = (options?.carriers ?? []).map((c) => ({ value: c, label: c }));

  return (
    <>
      {outbound && (
        <Alert
          className="order-refusal"
          type="info"
          showIcon
          title={`${WAREHOUSE_AND_METHOD_MESSAGE}: save one, then change the other.`}
        />
      )}
      <Card title={<h3 className="card-heading">Details</h3>}>
        <FieldColumns columns={2}>
          <SelectField<number>
            name="warehouse_id"
            required
            options={warehouses}
            loading={!options}
          />
          {outbound ? (
            <SelectField<string>
              name="shipping_method"
              required
              options={methods}
              loading={!options}
            />
          ) : (
            <SelectField<string> name="carrier" required options={carriers} loading={!options} />
          )}
        </FieldColumns>
        <FieldColumns columns={2}>
          <TextField name="tracking_id" extra="The carrier's consignment number." />
          <TextField name="reference" required />
        </FieldColumns>
        {outbound ? (
          <>
            <SelectField<string>
              name="duties"
              required
              options={[
                { value: 'DDU', label: 'DDU (the receiver pays import duties)' },
                { value: 'DDP', label: 'DDP (you pay import duties)' },
              ]}
            />
            <CheckboxField name="insurance" description="Cover the goods at their cost value." />
          </>
        ) : (
          <>
            <FieldColumns columns={2}>
              <EtaField today={today} />
              <TextField name="invoice_reference" />
            </FieldColumns>
            <SelectField<string>
              name="shipment_type"
              required
              options={SHIPMENT_TYPES.map((t) => ({
                value: t,
                label: t === 'pallet' ? 'Pallet' : 'Container',
              }))}
            />
          </>
        )}
      </Card>
      {outbound && (
        <Card title={<h3 className="card-heading">Parcels</h3>} className="order-edit-actions">
          <ParcelsField keepOne />
        </Card>
      )}
    </>
  );
}
