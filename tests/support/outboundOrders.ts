/*
 * What the outbound order tests pick from the seed: the customer whose address the carrier
 * refuses, products in stock in a warehouse, the organisation's active warehouse; a product made
 * to lack its cost price; and a draft filled up to Review. Each reads the test's simulator store
 * (`simulator()`).
 */
import type { PartnerAddress } from '@/domain/contract';
import {
  addressKey,
  emptyOutbound,
  type OutboundValues,
} from '@/features/orders/outbound-wizard/values';
import type { SimulatorStore } from '@simulator/db/store';
import { FAILING_CUSTOMER_STREET } from '@simulator/seed/moreOrders';

/** A line as the editor keeps it, stock unknown (read again from the product). */
export function lineOf(id: number, sku: string, title: string) {
  return { product_id: id, sku, title, quantity: 1, cost_valid: true };
}

export function outboundSeed(simulator: () => SimulatorStore) {
  /** The organisation's customer whose street the carrier refuses (seeded). */
  function failingCustomer(orgId: number) {
    const customer = simulator().customers.find(
      (c) => c.organisation_id === orgId && c.address.addressLine1 === FAILING_CUSTOMER_STREET,
    );
    if (!customer) throw new Error('the seed has no customer with a failing address');
    return customer;
  }

  /** Live products of the organisation with stock available in `warehouseId`. */
  function productsIn(orgId: number, warehouseId: number, count: number) {
    const found = simulator().products.filter(
      (p) =>
        p.organisation_id === orgId &&
        !p.archived &&
        p.warehouse_stocks.some((s) => s.warehouse_id === warehouseId && s.available > 5),
    );
    if (found.length < count) throw new Error('the seed has too few products in stock');
    return found.slice(0, count);
  }

  /** Makes a product's cost price invalid (0), as a product missing its cost is. */
  function withoutCost(productId: number) {
    simulator().products.get(productId)!.supplier_value = 0;
  }

  function activeWarehouse(orgId: number) {
    const org = simulator().organisations.find((o) => o.id === orgId)!;
    return (
      org.active_warehouse_id ?? simulator().warehouses.find((w) => w.organisation_id === orgId)!.id
    );
  }

  /** A draft filled up to Review for `customer`, with the address validated as it stands. */
  function draftValues(
    orgId: number,
    customer: { id: number; name: string; company: string; address: PartnerAddress },
    overrides: Partial<OutboundValues> = {},
  ): OutboundValues {
    const warehouseId = activeWarehouse(orgId);
    const [p] = productsIn(orgId, warehouseId, 1);
    const values = emptyOutbound({
      ...customer.address,
      customer: { id: customer.id, name: customer.name, company: customer.company },
      warehouse_id: warehouseId,
      products: [lineOf(p!.id, p!.sku, p!.title)],
      shipping_method: 'AUPOST_PARCEL',
      reference: 'DRAFT-REF-1',
      ...overrides,
    });
    const failing = customer.address.addressLine1 === FAILING_CUSTOMER_STREET;
    values.address_validation = {
      valid: !failing,
      problems: failing
        ? { addressLine1: 'The carrier cannot deliver to this street address' }
        : {},
      checked_at: new Date().toISOString(),
      for: addressKey(values),
    };
    values.address_override = failing;
    return values;
  }

  return { failingCustomer, productsIn, withoutCost, activeWarehouse, draftValues };
}
