import { screen, waitFor } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { storage, StorageKeys } from '@/lib/storage';
import { simulatorFaults } from '@simulator/node';
import { renderApp, signedInStore } from '../support/renderApp';
import { LONG_FLOW } from '../support/patience';
import { holdRequests, withSimulator } from '../support/simulator';
import { wizardDriver } from '../support/wizardDriver';
import { enterAddressStep, enterContact, NEW_SUPPLIER } from '../support/partnerForms';

const simulator = withSimulator();

function organisationIdOf(store: AppStore) {
  const uid = store.getState().session.user!.x_organisation_uid;
  return simulator().organisations.find((o) => o.uid === uid)!.id;
}

describe('requests that take long never hold the merchant', LONG_FLOW, () => {
  it('Back and Cancel work while a wizard submit hangs; the late answer does not pull the merchant back', async () => {
    const store = await signedInStore('owner@demo.test');
    const orgId = organisationIdOf(store);
    const suppliers = () => simulator().suppliers.filter((s) => s.organisation_id === orgId);
    const before = suppliers().length;
    const { user, router } = renderApp('/manage/suppliers/new', store);
    const wizard = wizardDriver(user, 'Add supplier');

    await wizard.step('Company');
    await enterContact(wizard, NEW_SUPPLIER);
    await enterAddressStep(wizard, {
      addressLine1: '3 Quay Street',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'Australia',
    });
    await wizard.next();
    await wizard.expectStep('Review');

    const hold = holdRequests('post', '*/v1/suppliers');
    await wizard.submit('Save Supplier');
    await waitFor(() => expect(hold.held()).toBe(1));

    // Back moves while the submit is pending, and so does Cancel.
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    await wizard.back();
    await wizard.expectStep('Address');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/suppliers'));

    // The server applies the write after all: the supplier exists, the merchant stays put.
    hold.release();
    await waitFor(() => expect(suppliers()).toHaveLength(before + 1));
    const saved = suppliers().find((s) => s.email === NEW_SUPPLIER.email)!;
    expect(saved.company).toBe(NEW_SUPPLIER.company);
    // The wizard has seen its answer once it drops the draft of the record now made.
    await waitFor(() => expect(storage.get(StorageKeys.supplierDraft)).toBeNull());
    expect(router.state.location.pathname).toBe('/manage/suppliers');
    expect(screen.queryByText('Supplier saved')).not.toBeInTheDocument();
  });

  it('leaving a page aborts its pending reads at once', async () => {
    const store = await signedInStore('owner@demo.test');
    simulatorFaults().add({ kind: 'hang', method: 'GET', path: '^/categories$', times: 0 });
    const { router } = renderApp('/space/categories', store);
    const categoryReads = () =>
      Object.values(
        (
          store.getState() as {
            api: {
              queries: Record<
                string,
                { endpointName?: string; status: string; error?: { name?: string } }
              >;
            };
          }
        ).api.queries,
      ).filter((q) => q?.endpointName === 'listCategories');
    await waitFor(() => expect(categoryReads().some((q) => q.status === 'pending')).toBe(true));

    await router.navigate('/changelog');

    await waitFor(() =>
      expect(categoryReads().map((q) => [q.status, q.error?.name])).toEqual([
        ['rejected', 'AbortError'],
      ]),
    );
    expect(router.state.location.pathname).toBe('/changelog');
  });
});
