/*
 * What most integration tests share: the simulator for the file, the organisation a signed-in
 * store works in (as the simulator knows it), and opening the portal signed in.
 */
import type { AppStore } from '@/app/store';
import { renderApp, signedInStore } from './renderApp';
import { withSimulator } from './simulator';

/**
 * Starts the simulator for this test file (call once, at its top). `organisationOf(store)`: the
 * organisation the store's user works in; `signedIn(email)`: a signed-in store with that
 * organisation and its id, for a test that reads the simulator before it opens a page;
 * `openAs(path, email)`: the same, with the portal rendered at `path`.
 */
export function portalTestKit() {
  const simulator = withSimulator();

  const organisationOf = (store: AppStore) => {
    const uid = store.getState().session.user!.x_organisation_uid;
    return simulator().organisations.find((o) => o.uid === uid)!;
  };

  async function signedIn(email: string) {
    const store = await signedInStore(email);
    const organisation = organisationOf(store);
    return { store, organisation, orgId: organisation.id };
  }

  async function openAs(path: string, email = 'owner@demo.test') {
    const session = await signedIn(email);
    return { ...renderApp(path, session.store), ...session };
  }

  return { simulator, organisationOf, signedIn, openAs };
}
