import { Card, Col, Descriptions, Row, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Parcel, Shipment, ShipmentDetails } from '@/domain/contract';
import { LocalTable } from '@/components/page/LocalTable';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { chargeableWeight } from '@/domain/orders/rules';
import { useGetParcelsQuery, useGetShipmentDetailsQuery, useGetShipmentsQuery } from '../api';
import { formatDate, formatDateTime, formatLength, formatWeight } from '@/domain/format';
import { orderTabPage, type OrderRecord } from './orderDetail';
import { OrderTabSection } from './OrderTabSection';

/** /orders/<direction>/{id}/shipment: how it travels, what was sent and (outbound) the parcels. */
export const ShipmentPage = orderTabPage('shipment', ShipmentTab);

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const text = (value: string | null | undefined) => (value ? value : '—');
const SHIPMENT_TYPE_LABEL = { pallet: 'Pallet', container: 'Container' } as const;
const SHIPMENT_STATUS = {
  booked: { label: 'Booked', colour: 'orange' },
  in_transit: { label: 'In transit', colour: 'orange' },
  delivered: { label: 'Delivered', colour: 'green' },
} as const;

function ShipmentTab({ order }: { order: OrderRecord }) {
  const details = useGetShipmentDetailsQuery(order.id);
  return (
    <OrderTabSection order={order} part="shipment" title="Shipment" edit="shipment">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={<h3 className="card-heading">Details</h3>}>
            <QueryBoundary query={details} noun="shipment details" skeletonRows={8}>
              {(loaded) => <DetailsList order={order} details={loaded} />}
            </QueryBoundary>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={<h3 className="card-heading">Shipments</h3>}>
            <Shipments orderId={order.id} />
          </Card>
        </Col>
        {order.type === 'outbound' && (
          <Col xs={24}>
            <Card title={<h3 className="card-heading">Parcels</h3>}>
              <Parcels orderId={order.id} />
            </Card>
          </Col>
        )}
      </Row>
    </OrderTabSection>
  );
}

function DetailsList({ order, details }: { order: OrderRecord; details: ShipmentDetails }) {
  const outbound = order.type === 'outbound';
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Warehouse">
        {details.warehouse.name} ({details.warehouse.code})
      </Descriptions.Item>
      {outbound && (
        <Descriptions.Item label="Shipping method">
          {text(details.shipping_method)}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Carrier">{text(details.carrier)}</Descriptions.Item>
      {outbound && <Descriptions.Item label="Service">{text(details.service)}</Descriptions.Item>}
      {outbound && <Descriptions.Item label="Zone">{text(details.zone)}</Descriptions.Item>}
      <Descriptions.Item label="Tracking ID">{text(details.tracking_id)}</Descriptions.Item>
      {outbound && (
        <>
          <Descriptions.Item label="Insurance">{yesNo(details.insurance)}</Descriptions.Item>
          <Descriptions.Item label="Duties">
            {details.duties === 'DDP'
              ? 'DDP (you pay import duties)'
              : details.duties === 'DDU'
                ? 'DDU (the receiver pays import duties)'
                : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Bring your own label">
            {yesNo(details.byo_label)}
          </Descriptions.Item>
        </>
      )}
      {!outbound && (
        <>
          <Descriptions.Item label="ETA">
            {details.eta ? formatDate(details.eta) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Invoice reference">
            {text(details.invoice_reference)}
          </Descriptions.Item>
          <Descriptions.Item label="Shipment type">
            {details.shipment_type ? SHIPMENT_TYPE_LABEL[details.shipment_type] : '—'}
          </Descriptions.Item>
        </>
      )}
      <Descriptions.Item label="Reference">{text(details.reference)}</Descriptions.Item>
      <Descriptions.Item label="Documents">
        {details.documents.length ? details.documents.map((d) => d.name).join(', ') : 'None'}
      </Descriptions.Item>
    </Descriptions>
  );
}

const SHIPMENT_COLUMNS: ColumnsType<Shipment> = [
  { title: 'Carrier', dataIndex: 'carrier', key: 'carrier' },
  { title: 'Tracking ID', dataIndex: 'tracking_id', key: 'tracking_id' },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: Shipment['status']) => (
      <Tag color={SHIPMENT_STATUS[status].colour}>{SHIPMENT_STATUS[status].label}</Tag>
    ),
  },
  { title: 'When', dataIndex: 'at', key: 'at', render: (at: string) => formatDateTime(at) },
];

function Shipments({ orderId }: { orderId: number }) {
  const shipments = useGetShipmentsQuery(orderId);
  return (
    <QueryBoundary query={shipments} noun="shipments" skeletonRows={3}>
      {(rows) => (
        <LocalTable<Shipment>
          rowKey="id"
          aria-label="Shipments"
          columns={SHIPMENT_COLUMNS}
          dataSource={rows}
          size="small"
        />
      )}
    </QueryBoundary>
  );
}

const kg = (value: number) => formatWeight(value);
const cm = (value: number) => formatLength(value);

const PARCEL_COLUMNS: ColumnsType<Parcel & { index: number }> = [
  { title: 'Parcel', dataIndex: 'index', key: 'index', render: (i: number) => `Parcel ${i + 1}` },
  { title: 'Weight', dataIndex: 'weight', key: 'weight', align: 'right', render: kg },
  { title: 'Length', dataIndex: 'length', key: 'length', align: 'right', render: cm },
  { title: 'Width', dataIndex: 'width', key: 'width', align: 'right', render: cm },
  { title: 'Height', dataIndex: 'height', key: 'height', align: 'right', render: cm },
  {
    title: 'Volumetric weight',
    dataIndex: 'volumetric_weight',
    key: 'volumetric_weight',
    align: 'right',
    render: kg,
  },
  {
    title: 'Charged on',
    key: 'chargeable',
    align: 'right',
    render: (_, parcel) => kg(chargeableWeight(parcel.weight, parcel.volumetric_weight)),
  },
];

function Parcels({ orderId }: { orderId: number }) {
  const parcels = useGetParcelsQuery(orderId);
  return (
    <QueryBoundary query={parcels} noun="parcels" skeletonRows={3}>
      {(rows) => (
        <LocalTable
          rowKey="index"
          aria-label="Parcels"
          columns={PARCEL_COLUMNS}
          dataSource={rows.map((parcel, index) => ({ ...parcel, index }))}
          size="small"
        />
      )}
    </QueryBoundary>
  );
}
