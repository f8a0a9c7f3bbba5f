import { screen, waitFor, within } from '@testing-library/react';
import { PARTNER_SEARCH_MESSAGE } from '@/domain/validation/rules';
import { storage, StorageKeys } from '@/lib/storage';
import { renderApp } from '../support/renderApp';
import { expectProductsTabAsStored } from '../support/partnerProducts';
import { portalTestKit } from '../support/portal';
import { retype } from '../support/queries';
import { wizardDriver } from '../support/wizardDriver';
import { enterAddress, enterContact, NEW_SUPPLIER } from '../support/partnerForms';
import { LONG_FLOW } from '../support/patience';

const { simulator, signedIn, openAs } = portalTestKit();

async function openAsOwner(path: string) {
  const view = await openAs(path);
  const suppliers = () => simulator().suppliers.filter((s) => s.organisation_id === view.orgId);
  return { ...view, suppliers };
}

describe('suppliers', () => {
  it('adds a supplier through Company, Address and Review', LONG_FLOW, async () => {
    const { user, router, suppliers } = await openAsOwner('/manage/suppliers/new');
    const wizard = wizardDriver(user, 'Add supplier');
    const before = suppliers().length;
    const address = {
      addressLine1: '12 Harbour Street',
      suburb: 'Pyrmont',
      state: 'NSW',
      postcode: '2009',
    };

    await wizard.step('Company');
    wizard.stepNames(['Company', 'Address', 'Review']);
    await enterContact(wizard, NEW_SUPPLIER);
    await wizard.next();

    await wizard.expectStep('Address');
    await wizard.next();
    expect(await screen.findByText('Address line 1 is required')).toBeInTheDocument();
    await enterAddress(wizard, { ...address, country: 'Australia' });
    await wizard.next();

    await wizard.expectReview(['Bean Brothers', 'Manufacturer', 'Australia']);
    await wizard.submit('Save Supplier');

    await waitFor(() => expect(suppliers()).toHaveLength(before + 1));
    const saved = suppliers().find((s) => s.email === NEW_SUPPLIER.email)!;
    // What was typed is what the simulator holds: 'Mia Chen' of 'Bean Brothers', a manufacturer.
    const { name, company, phone, supplies } = NEW_SUPPLIER;
    expect(saved).toMatchObject({ name, company, phone, supplies, address });
    expect(saved.supplier_type).toBe('manufacturer');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manage/suppliers/${saved.id}/summary`),
    );
    expect(await screen.findByText('Supplier saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Chen' })).toBeInTheDocument();
    expect(storage.get(StorageKeys.supplierDraft)).toBeNull();
  });

  it(
    'refuses a search over 25 characters with the message and sends nothing',
    LONG_FLOW,
    async () => {
      const { user, router, suppliers } = await openAsOwner('/manage/suppliers');
      const first = [...suppliers()].sort((a, b) => a.name.localeCompare(b.name))[0]!;
      expect(await screen.findByRole('link', { name: first.name })).toBeInTheDocument();

      const sent: string[] = [];
      const listen = ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        if (/suppliers|supplier-by-name/.test(url.pathname)) sent.push(url.search);
      };
      const { simulatorServer } = await import('@simulator/node');
      simulatorServer.events.on('request:start', listen);
      try {
        const box = screen.getByRole('combobox', { name: 'Search suppliers' });
        await user.click(box);
        await user.paste('x'.repeat(26));
        expect(await screen.findByText(PARTNER_SEARCH_MESSAGE)).toBeInTheDocument();
        // Longer than the debounce: still nothing goes out, and the list is unchanged.
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(sent).toEqual([]);
        expect(router.state.location.search).toBe('');
        expect(screen.getByRole('link', { name: first.name })).toBeInTheDocument();

        // Back within the rule: the list searches by name.
        await retype(user, box, first.name);
        await waitFor(() =>
          expect(new URLSearchParams(router.state.location.search).get('query')).toBe(first.name),
        );
        expect(screen.queryByText(PARTNER_SEARCH_MESSAGE)).not.toBeInTheDocument();
        // The listener does see what goes out: the settled search asked the server.
        expect(sent.some((q) => q.includes('query='))).toBe(true);
        const table = await screen.findByRole('table', { name: 'Suppliers' });
        await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
        expect(within(table).getByRole('link', { name: first.name })).toBeInTheDocument();
      } finally {
        simulatorServer.events.removeListener('request:start', listen);
      }
    },
  );

  it('edits a supplier and says it was updated', LONG_FLOW, async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
    const target = simulator().suppliers.find((s) => s.organisation_id === orgId)!;
    const { user, router } = renderApp(`/manage/suppliers/${target.id}/summary/edit`, store);

    const company = await screen.findByLabelText('Company');
    await waitFor(() => expect(company).toHaveValue(target.company));
    await retype(user, company, 'Renamed Pty Ltd');
    const suburb = screen.getByLabelText('Suburb');
    await retype(user, suburb, 'Ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Suburb must be at least 3 characters')).toBeInTheDocument();
    expect(simulator().suppliers.get(target.id)!.company).toBe(target.company);

    await retype(user, suburb, 'Newtown');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manage/suppliers/${target.id}/summary`),
    );
    expect(simulator().suppliers.get(target.id)).toMatchObject({
      company: 'Renamed Pty Ltd',
      address: { suburb: 'Newtown' },
    });
    expect(await screen.findByText('Supplier updated')).toBeInTheDocument();
    // The summary shows the new company (under the name and in its details).
    expect((await screen.findAllByText('Renamed Pty Ltd')).length).toBeGreaterThan(0);
  });
  it('lists on the Products tab the products of the supplier’s orders, as the simulator holds them', () =>
    expectProductsTabAsStored('supplier', simulator));
});
