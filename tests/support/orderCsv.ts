/** The outbound order list's CSV header: the table's columns, with the carrier beside shipping. */
export const OUTBOUND_CSV_HEADER = [
  'Reference',
  'Customer',
  'Status',
  'Order type',
  'Warehouse',
  'Country',
  'Shipping',
  'Carrier',
  'Tracking number',
  'Items',
  'Created',
];
