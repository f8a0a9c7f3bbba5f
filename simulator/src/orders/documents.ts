import { ORDER_STATUS_LABEL } from '@/domain/orders/status';
import type { OrderRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { countryList } from '../lib/countries';
import type { PdfInput, PdfLine } from '../lib/pdf';
import { baseQuantity, itemsPerUnit } from './views';

/** The text of the order documents the warehouse prints, from the store. */

const h1 = (text: string): PdfLine => ({ text, size: 16, bold: true });
const h2 = (text: string): PdfLine => ({ text, size: 12, bold: true });
const blank: PdfLine = { text: '' };
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

/** What every document opens with: its title, then which order it is, for whom and where. */
function opening(store: SimulatorStore, order: OrderRecord, title: string): PdfInput[] {
  const warehouse = store.warehouses.get(order.warehouse_id);
  const organisation = store.organisations.get(order.organisation_id);
  return [
    h1(title),
    { text: `Order ${order.reference}  ·  ${order.barcode}`, size: 12 },
    `Merchant: ${organisation?.name ?? ''}`,
    `Warehouse: ${warehouse ? `${warehouse.name} (${warehouse.code})` : '-'}`,
    `Status: ${ORDER_STATUS_LABEL[order.status]}  ·  Created ${day(order.created_at)}`,
  ];
}

function lineRows(
  store: SimulatorStore,
  order: OrderRecord,
  extra: 'pack' | 'receive',
): PdfInput[] {
  return order.lines.map((line, i) => {
    const product = store.products.get(line.product_id);
    const qty =
      line.unit_type === 'BASE'
        ? `${line.quantity}`
        : `${line.quantity} ${line.unit_type} (${baseQuantity(store, line)} items, ${itemsPerUnit(product, line.unit_type)} per ${line.unit_type})`;
    const tail =
      extra === 'pack'
        ? `qty ${qty}  [  ] picked`
        : `ordered ${qty}  counted ${line.counted}  stored ${line.stored}`;
    return `${i + 1}. ${product?.sku ?? line.product_id}  ${product?.title ?? ''}  -  ${tail}`;
  });
}

export function packagingListLines(store: SimulatorStore, order: OrderRecord): PdfInput[] {
  const a = order.address;
  const country = a ? (countryList().find((c) => c.value === a.country)?.text ?? '') : '';
  return [
    ...opening(store, order, 'Packaging list'),
    blank,
    h2('Ship to'),
    order.customer_name,
    ...(a
      ? [
          a.addressLine1,
          ...(a.addressLine2 ? [a.addressLine2] : []),
          `${a.suburb} ${a.state} ${a.postcode}`,
          country,
        ]
      : []),
    blank,
    h2('Shipping'),
    `Method: ${order.shipping_method ?? '-'}  ·  Carrier: ${order.carrier ?? '-'} ${order.service ?? ''}`,
    `Tracking: ${order.tracking_id ?? 'not yet booked'}  ·  Parcels: ${order.parcels.length}`,
    blank,
    h2(`Items (${order.lines.reduce((s, l) => s + baseQuantity(store, l), 0)})`),
    ...lineRows(store, order, 'pack'),
    blank,
    'Packed by: ____________________   Checked by: ____________________',
  ];
}

export function shipmentLabelLines(store: SimulatorStore, order: OrderRecord): PdfInput[] {
  const cartons = order.lines.reduce((s, l) => s + l.quantity, 0);
  return [
    ...opening(store, order, 'Inbound shipment label'),
    blank,
    h2('From'),
    order.customer_name,
    `Carrier: ${order.carrier ?? '-'}  ·  Tracking: ${order.tracking_id ?? '-'}`,
    `ETA: ${order.eta ?? '-'}  ·  Shipment type: ${order.shipment_type ?? '-'}`,
    `Invoice: ${order.invoice_reference ?? '-'}`,
    blank,
    h2(`Contents: ${order.lines.length} lines, ${cartons} units`),
    ...lineRows(store, order, 'receive'),
    blank,
    { text: `*${order.barcode}*`, size: 20, bold: true },
  ];
}

export function receivingReportLines(store: SimulatorStore, order: OrderRecord): PdfInput[] {
  const ordered = order.lines.reduce((s, l) => s + l.quantity, 0);
  const counted = order.lines.reduce((s, l) => s + l.counted, 0);
  const stored = order.lines.reduce((s, l) => s + l.stored, 0);
  return [
    ...opening(store, order, 'Receiving report'),
    `Supplier: ${order.customer_name}  ·  Carrier: ${order.carrier ?? '-'}  ·  ETA ${order.eta ?? '-'}`,
    `Received: ${order.status === 'received' ? day(order.processed_at) : 'not yet'}`,
    blank,
    h2('Lines'),
    ...lineRows(store, order, 'receive'),
    blank,
    `Totals: ordered ${ordered}, counted ${counted}, stored ${stored}`,
    counted === ordered
      ? 'No discrepancies.'
      : `Discrepancy: ${ordered - counted} not counted yet.`,
  ];
}
