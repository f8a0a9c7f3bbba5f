import type { ShippingMethod } from '@/domain/orders/listContract';

/**
 * The provider's outbound shipping methods and inbound carriers (GET bookings/outbounds/new and
 * bookings/inbounds/new). Prices are AUD excluding GST: a flat base charge plus a rate per
 * chargeable kg (the larger of the parcels' actual and volumetric weights). `insured` methods
 * cover the goods at their cost price, so they refuse an order holding a product without one.
 */
export interface ShippingMethodRecord extends ShippingMethod {
  price: number;
  per_kg: number;
  /** Tracking numbers of this method start with this. */
  tracking_prefix: string;
  /** Domestic methods deliver in Australia only. */
  international: boolean;
}

export const SHIPPING_METHODS: readonly ShippingMethodRecord[] = [
  {
    code: 'AUPOST_PARCEL',
    label: 'Australia Post Parcel Post',
    carrier: 'Australia Post',
    service: 'Parcel Post',
    insured: false,
    price: 9.95,
    per_kg: 1.8,
    tracking_prefix: '33AP',
    international: false,
  },
  {
    code: 'AUPOST_EXPRESS',
    label: 'Australia Post Express Post (insured)',
    carrier: 'Australia Post',
    service: 'Express Post',
    insured: true,
    price: 14.5,
    per_kg: 2.6,
    tracking_prefix: '33XP',
    international: false,
  },
  {
    code: 'STARTRACK_PREMIUM',
    label: 'StarTrack Premium (insured)',
    carrier: 'StarTrack',
    service: 'Premium',
    insured: true,
    price: 18.0,
    per_kg: 2.2,
    tracking_prefix: 'STP',
    international: false,
  },
  {
    code: 'TNT_ROAD',
    label: 'TNT Road Express',
    carrier: 'TNT',
    service: 'Road Express',
    insured: false,
    price: 12.4,
    per_kg: 1.1,
    tracking_prefix: 'TNT',
    international: false,
  },
  {
    code: 'SENDLE_STANDARD',
    label: 'Sendle Standard',
    carrier: 'Sendle',
    service: 'Standard',
    insured: false,
    price: 8.2,
    per_kg: 2.0,
    tracking_prefix: 'S',
    international: false,
  },
  {
    code: 'DHL_EXPRESS',
    label: 'DHL Express Worldwide (insured)',
    carrier: 'DHL',
    service: 'Express Worldwide',
    insured: true,
    price: 42.0,
    per_kg: 9.5,
    tracking_prefix: 'JD0',
    international: true,
  },
  {
    code: 'AUPOST_INTL',
    label: 'Australia Post International Standard',
    carrier: 'Australia Post',
    service: 'International Standard',
    insured: false,
    price: 24.95,
    per_kg: 7.5,
    tracking_prefix: 'LX',
    international: true,
  },
];

export const shippingMethod = (code: string | null | undefined) =>
  SHIPPING_METHODS.find((m) => m.code === code);

/** Carriers bringing stock in (inbound orders). */
export const INBOUND_CARRIERS = [
  'Toll',
  'StarTrack',
  'TNT',
  'Mainfreight',
  'DHL',
  'Australia Post',
  'FedEx',
  'Maersk',
] as const;

/** A tracking number for a method or carrier, from a sequence number. */
export function trackingNumber(prefix: string, n: number): string {
  return `${prefix}${String(100000000 + ((n * 7919) % 900000000)).slice(0, 9)}AU`;
}

/** Delivery zone: international outside Australia; metro for capital-city postcodes. */
export function deliveryZone(iso2: string, postcode: string): string {
  if (iso2 !== 'AU') return 'International';
  const n = Number(postcode);
  const metro =
    (n >= 2000 && n <= 2234) ||
    (n >= 3000 && n <= 3207) ||
    (n >= 4000 && n <= 4207) ||
    (n >= 5000 && n <= 5199) ||
    (n >= 6000 && n <= 6199);
  return metro ? 'Metro' : 'Regional';
}
