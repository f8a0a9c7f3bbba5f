/*
 * What the bundle tests share: the simulator, a signed-in owner with their organisation's
 * products and bundles as the simulator holds them, and typing a value as a paste.
 */
import { screen } from '@testing-library/react';
import { renderApp, signedInStore } from './renderApp';
import { portalTestKit } from './portal';

export type User = ReturnType<typeof renderApp>['user'];

/** Starts the simulator for this test file (call once, at its top). */
export function bundleTestKit() {
  const { simulator, organisationOf } = portalTestKit();

  async function ownerStore() {
    const store = await signedInStore('owner@demo.test');
    const orgId = organisationOf(store).id;
    const products = () =>
      simulator().products.filter((p) => p.organisation_id === orgId && !p.archived);
    const bundles = () => simulator().bundles.filter((b) => b.organisation_id === orgId);
    return { store, orgId, products, bundles };
  }

  return { simulator, ownerStore };
}

/** Types a whole value at once, as a paste: typing it key by key re-validates the form per key. */
export async function fill(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}
