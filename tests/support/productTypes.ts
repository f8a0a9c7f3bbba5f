/*
 * What the packaging-type tests share: the simulator, the owner's organisation, its products
 * and their units as the simulator holds them, the portal opened as the owner, and the types table.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ProductRecord, UnitRecord } from '@simulator/db/schema';
import { renderApp, signedInStore } from './renderApp';
import { withSimulator } from './simulator';

export type User = ReturnType<typeof renderApp>['user'];

/** Starts the simulator for this test file (call once, at its top). */
export function productTypesTestKit() {
  const simulator = withSimulator();

  function ownerOrganisationId() {
    const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
    // The organisation the owner signs in to: the first membership.
    return simulator().memberships.find((m) => m.user_id === owner.id)!.organisation_id;
  }

  /** An active product of the owner's organisation whose units are exactly `units`. */
  function productWithUnits(units: string[], extra: (p: ProductRecord) => boolean = () => true) {
    const organisationId = ownerOrganisationId();
    const product = simulator().products.find(
      (p) =>
        p.organisation_id === organisationId &&
        !p.archived &&
        p.units.map((u) => u.unit).join() === units.join() &&
        extra(p),
    );
    if (!product) throw new Error(`the seed has no product with units ${units.join()}`);
    return product;
  }

  const unitOf = (productId: number, unit: string): UnitRecord | undefined =>
    simulator()
      .products.get(productId)!
      .units.find((u) => u.unit === unit);

  async function open(path: string) {
    const store = await signedInStore('owner@demo.test');
    return renderApp(path, store);
  }

  return { simulator, ownerOrganisationId, productWithUnits, unitOf, open };
}

export const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** The types table once its fresh units are in (its rows cannot be clicked while they load). */
export async function typesTable() {
  const table = await screen.findByRole('table', { name: 'Product types' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}
