import type { OrderListItem } from '@/domain/contract';
import type { CsvColumn, CsvValue } from '@/domain/format/csv';
import { ORDER_STATUS_LABEL, SUB_TYPE_LABEL } from '@/domain/orders/status';
import { orderColumns, type ColumnContext } from './orderColumns';

type Order = OrderListItem;

/**
 * What each table column writes to the file, by the column's key: the value itself, not its
 * rendering (plain text for links and badges, the ISO day for dates, numbers unformatted).
 */
const CSV_VALUES = (ctx: ColumnContext): Record<string, (order: Order) => CsvValue> => ({
  reference: (o) => o.reference,
  type: (o) => (o.type === 'inbound' ? 'Inbound' : 'Outbound'),
  customer_name: (o) => o.customer_name,
  status: (o) => ORDER_STATUS_LABEL[o.status] ?? o.status,
  original_order: (o) => o.original_order?.reference ?? '',
  sub_type: (o) => SUB_TYPE_LABEL[o.sub_type] ?? o.sub_type,
  warehouse: (o) => o.warehouse?.name ?? '',
  country_iso2: (o) =>
    ctx.countries.find((c) => c.iso2.toUpperCase() === o.country_iso2.toUpperCase())?.text ??
    o.country_iso2,
  shipping: (o) =>
    o.shipping_method
      ? (ctx.methods.find((m) => m.code === o.shipping_method)?.label ?? o.shipping_method)
      : '',
  tracking_number: (o) => o.tracking_number ?? '',
  items: (o) => o.items,
  created_at: (o) => o.created_at,
});

const DATE_COLUMNS = new Set(['created_at']);

/**
 * The CSV columns of an order list: the table's own columns, with their labels, in their order
 * (so the file reads as the screen does), and the carrier, which the table shows under the
 * shipping method, as a column of its own.
 */
export function orderCsvColumns(ctx: ColumnContext): CsvColumn<Order>[] {
  const values = CSV_VALUES(ctx);
  return orderColumns(ctx).flatMap((column) => {
    const key = String(column.key ?? ('dataIndex' in column ? column.dataIndex : ''));
    const value = values[key];
    if (!value) return [];
    const csv: CsvColumn<Order> = {
      header: String(column.title),
      value,
      ...(DATE_COLUMNS.has(key) ? { type: 'date' as const } : {}),
    };
    return key === 'shipping'
      ? [csv, { header: 'Carrier', value: (o: Order) => o.carrier ?? '' }]
      : [csv];
  });
}
