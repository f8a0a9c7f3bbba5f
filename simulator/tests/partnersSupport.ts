import { goodAddress } from './ordersSupport';

/** Shared set-up of the simulator tests that create partners (partners, activity). */

/** A valid POST suppliers body: a person at a company, with a deliverable address. */
export const supplierBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mia Chen',
  company: 'Bean Brothers',
  email: 'mia@beanbrothers.com.au',
  phone: '+61 412 345 678',
  supplies: 'Coffee beans',
  supplier_type: 'manufacturer',
  address: goodAddress(),
  ...overrides,
});

/** A valid POST customers body: a distributor with a deliverable address. */
export const customerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Leo Park',
  company: 'Corner Deli',
  email: 'leo@cornerdeli.com.au',
  phone: '',
  customer_type: 'distributor',
  address: goodAddress(),
  ...overrides,
});
