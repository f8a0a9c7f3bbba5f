import type { InvoiceStatus } from '@/api/contract';

/**
 * Record types of the business data (catalogue, partners, orders, support, billing); split from
 * schema.ts only to keep files short. Import them from schema.ts.
 */

export interface Address {
  addressLine1: string;
  addressLine2: string;
  suburb: string;
  state: string;
  postcode: string;
  /** A country uid from meta/configuration. */
  country: string;
}

export interface CategoryRecord {
  id: number;
  organisation_id: number;
  name: string;
  parent_id: number | null;
  /** Hex colour, #rrggbb. */
  color: string;
  archived: boolean;
  created_at: string;
}

export interface WarehouseStock {
  warehouse_id: number;
  stock: number;
  available: number;
}

export interface ProductRecord {
  id: number;
  uid: string;
  organisation_id: number;
  sku: string;
  title: string;
  description: string;
  category_id: number | null;
  /** Code 128 payload. */
  barcode: string;
  sku_type: 'product' | 'marketing';
  stock: number;
  available: number;
  low_stock_alert: number;
  is_low_stock: boolean;
  warehouse_stocks: WarehouseStock[];
  length: number;
  width: number;
  height: number;
  weight: number;
  supplier_value: number;
  sales_value: number;
  hs_code: string;
  manufactured_country_iso2: string;
  archived: boolean;
  created_at: string;
}

export interface PartnerRecord {
  id: number;
  uid: string;
  organisation_id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
  address: Address;
  created_at: string;
}
export interface SupplierRecord extends PartnerRecord {
  supplier_type: 'supplier' | 'manufacturer';
}
export interface CustomerRecord extends PartnerRecord {
  customer_type: 'retailer' | 'distributor';
}

export type OrderType = 'inbound' | 'outbound';
export type OrderSubType = 'standard' | 'split' | 'duplicate' | 'transfer' | 'return';
export type OrderStatus =
  'draft' | 'no_stock' | 'amending' | 'in_progress' | 'shipped' | 'delivered' | 'cancelled';
/** Statuses of an order that is still moving; `inbound_open` on the dashboard counts these. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = [
  'no_stock',
  'amending',
  'in_progress',
  'shipped',
];

export interface OrderLine {
  product_id: number;
  quantity: number;
  counted: number;
  stored: number;
  sale_price: number;
  supplier_cost: number;
}

export interface OrderRecord {
  id: number;
  organisation_id: number;
  type: OrderType;
  sub_type: OrderSubType;
  status: OrderStatus;
  reference: string;
  source: 'portal' | 'shopify' | 'woocommerce' | 'api';
  barcode: string;
  warehouse_id: number;
  supplier_id: number | null;
  customer_id: number | null;
  customer_name: string;
  country_iso2: string;
  lines: OrderLine[];
  reason: string | null;
  created_at: string;
  processed_at: string | null;
}

export interface TicketComment {
  id: number;
  author: string;
  from_support: boolean;
  body: string;
  created_at: string;
}
export interface TicketRecord {
  id: number;
  uid: string;
  organisation_id: number;
  order_id: number | null;
  subject: string;
  status: 'open' | 'closed';
  unread: boolean;
  comments: TicketComment[];
  created_at: string;
  updated_at: string;
}

export interface InvoiceRecord {
  id: number;
  organisation_id: number;
  document_number: string;
  date: string;
  due_date: string;
  amount: number;
  received: number;
  received_at: string | null;
  balance: number;
  currency: 'AUD';
  status: InvoiceStatus;
  tax_reference: string;
  breakdown: { description: string; amount: number }[];
}
