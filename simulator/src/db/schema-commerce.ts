import type {
  BundleInput,
  BundleLine,
  CategoryInput,
  HistoryEntry,
  InvoiceDetail,
  Movement,
  PartnerAddress,
  ProductInput,
  ProductUnit,
} from '@/domain/contract';
import type { OrderUnitType, ShipmentType } from '@/domain/orders/fields';
import type { AddressValidation, OrderSource, OrderSubType } from '@/domain/orders/listContract';
import type { Parcel } from '@/domain/orders/newOrderContract';
import type { ShipmentDetails } from '@/domain/orders/detailContract';
import type {
  TicketAttachment as TicketAttachmentView,
  TicketComment as TicketCommentView,
} from '@/domain/support/contract';
import type { OrderDirection, OrderStatus } from '@/domain/orders/status';

/**
 * Record types of the business data (catalogue, partners, orders, support, billing); split from
 * schema.ts only to keep files short. Import them from schema.ts. Where a record holds what the
 * contract sends, it extends the contract's type, so the two cannot drift.
 */

/** A postal address, as the API sends it (`country` is a country uid of meta/configuration). */
export type Address = PartnerAddress;

/** `color` is a hex colour, #rrggbb. */
export interface CategoryRecord extends CategoryInput {
  id: number;
  organisation_id: number;
  archived: boolean;
  created_at: string;
}

export interface WarehouseStock {
  warehouse_id: number;
  /** BASE items on hand in that warehouse. */
  stock: number;
  /** stock minus what open orders hold. */
  available: number;
}

/**
 * One packaging unit of a product (BASE, BOX, CARTON, PALLET), without the volume the answers
 * derive. `items_per_unit` is absolute (BASE items one unit holds); the parent quantity is
 * derived: items_per_unit ÷ the parent's.
 */
export type UnitRecord = Omit<ProductUnit, 'volume'>;

/**
 * A product: what the wizard sends, plus its stock. Invariants kept by the handlers
 * (simulator/src/catalogue/stock.ts): stock = Σ warehouse_stocks.stock = Σ units.stock ×
 * items_per_unit; available = Σ available; low_stock_alert = lower_limit when low_stock_warning
 * else 0; is_low_stock = warning on and stock ≤ lower_limit. length/width/height/weight are the
 * BASE unit's (mirrored in units[0]); `manufactured_country` is '' when not given.
 */
export interface ProductRecord extends ProductInput {
  id: number;
  uid: string;
  organisation_id: number;
  stock: number;
  available: number;
  low_stock_alert: number;
  is_low_stock: boolean;
  warehouse_stocks: WarehouseStock[];
  /** Smallest first; always starts with BASE. */
  units: UnitRecord[];
  archived: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * A bundle: a virtual product made of other products (`lines`, sent as `products`); its stock is
 * derived from theirs.
 */
export interface BundleRecord extends Omit<BundleInput, 'products'> {
  id: number;
  uid: string;
  organisation_id: number;
  lines: BundleLine[];
  archived: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * One stock movement of a product (product_id) or of a bundle (bundle_id). `quantity` is signed
 * in `unit`s; `base_quantity` is the signed change of the total BASE stock (0 for a breakdown);
 * `balance` is the total BASE stock after it (bundles: whole bundles).
 */
export interface MovementRecord extends Omit<Movement, 'warehouse_name'> {
  organisation_id: number;
  product_id: number | null;
  bundle_id: number | null;
  base_quantity: number;
  warehouse_id: number;
}

/** Who changed what on a product or bundle, and when. */
export interface HistoryRecord extends HistoryEntry {
  organisation_id: number;
  product_id: number | null;
  bundle_id: number | null;
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
  /**
   * What the supplier sends in ('' when not said). Optional only because the first partner
   * generator predates it: seed/morePartners.ts fills every seeded supplier's.
   */
  supplies?: string;
}
export interface CustomerRecord extends PartnerRecord {
  customer_type: 'retailer' | 'distributor';
}

export type OrderType = OrderDirection;
export type { OrderStatus, OrderSubType };
/**
 * Statuses of an inbound order still on its way in (placed, being changed, in transit, being
 * counted); `inbound_open` on the dashboard counts these.
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'no_stock',
  'amending',
  'in_progress',
  'shipped',
];

/**
 * One line of an order. `quantity` is in `unit_type`s (inbound may count boxes, cartons or
 * pallets; outbound is always BASE). `counted` and `stored` are what the warehouse counted and
 * put away (inbound receipt); `on_hold` the BASE items an outbound order holds in its warehouse
 * until it is dispatched or cancelled. Prices are the product's when the line was written.
 */
export interface OrderLine {
  product_id: number;
  quantity: number;
  unit_type: OrderUnitType;
  counted: number;
  stored: number;
  on_hold: number;
  sale_price: number;
  supplier_cost: number;
}

/** A status the order reached, and when (the progress tab). */
export interface OrderStatusStep {
  status: OrderStatus;
  at: string;
}

/** A document sent with an outbound order, kept as a data URL (no file storage). */
export interface OrderDocument {
  name: string;
  content_type: string;
  data_url: string;
}

/** How the order ships: the fields its shipment details show and edit, stored as they are. */
type OrderShipping = Pick<
  ShipmentDetails,
  | 'shipping_method'
  | 'carrier'
  | 'service'
  | 'zone'
  | 'tracking_id'
  | 'insurance'
  | 'duties'
  | 'byo_label'
  | 'chat_comment'
>;

export interface OrderRecord extends OrderShipping {
  id: number;
  organisation_id: number;
  type: OrderType;
  /** A return is an inbound order of sub_type 'return' whose source_order_id is the original. */
  sub_type: OrderSubType;
  status: OrderStatus;
  reference: string;
  source: OrderSource;
  barcode: string;
  warehouse_id: number;
  supplier_id: number | null;
  customer_id: number | null;
  customer_name: string;
  /** Where it goes (outbound) or comes from (inbound). */
  country_iso2: string;
  lines: OrderLine[];
  reason: string | null;
  created_at: string;
  processed_at: string | null;
  /** Outbound: the delivery address (a copy: editing the customer later does not move it). */
  address: Address | null;
  address_validation: AddressValidation;
  parcels: Parcel[];
  documents: OrderDocument[];
  /** Inbound: expected arrival, YYYY-MM-DD. */
  eta: string | null;
  invoice_reference: string | null;
  shipment_type: ShipmentType | null;
  /** The other orders of the same split (this one excluded); [] when not split. */
  linked_ids: number[];
  /** The order a return, back order or duplicate follows. */
  source_order_id: number | null;
  /** A transfer's sending warehouse. */
  from_warehouse_id: number | null;
  /** Every status the order reached, oldest first (the first is its creation). */
  status_history: OrderStatusStep[];
}

/**
 * A file sent with a comment, kept as a data URL (the simulator has no file storage); its kind
 * is derived from the content type when it is shown (support/views.ts).
 */
export interface TicketAttachment extends Pick<
  TicketAttachmentView,
  'id' | 'name' | 'content_type' | 'size'
> {
  data_url: string;
}
/** A comment as the wire shows it, with its files as stored (older comments have none). */
export interface TicketComment extends Omit<TicketCommentView, 'attachments'> {
  attachments?: TicketAttachment[];
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

/**
 * An invoice; the answers derive `tax_invoice` from its document number, and the status they
 * show from the balance and the due date (domain/billing/invoiceStatus.ts): Overdue is never stored,
 * so `status` only says whether it has been paid.
 */
export interface InvoiceRecord extends Omit<InvoiceDetail, 'tax_invoice' | 'status'> {
  organisation_id: number;
  status: 'paid' | 'unpaid';
}
