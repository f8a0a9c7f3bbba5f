import { screen, waitFor } from '@testing-library/react';
import { EMAIL_TAKEN_MESSAGE } from '@/domain/partners/fields';
import { renderApp } from '../support/renderApp';
import { expectProductsTabAsStored } from '../support/partnerProducts';
import { portalTestKit } from '../support/portal';
import { wizardDriver } from '../support/wizardDriver';
import { enterAddressStep, enterContact } from '../support/partnerForms';
import { LONG_FLOW } from '../support/patience';

const { simulator, signedIn } = portalTestKit();

describe('customers', LONG_FLOW, () => {
  it('puts the server’s refusal on its field and step, keeps the input, then saves', async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
    const customers = () => simulator().customers.filter((c) => c.organisation_id === orgId);
    const taken = customers()[0]!;
    const before = customers().length;
    const { user, router } = renderApp('/manage/customers/new', store);
    const wizard = wizardDriver(user, 'Add customer');

    await wizard.step('Customer');
    await enterContact(wizard, {
      name: 'Leo Park',
      company: 'Corner Deli',
      // Well-formed, so the form lets it through: only the server knows it is taken.
      email: taken.email,
      type: ['Customer type', 'Distributor'],
    });
    await enterAddressStep(wizard, {
      addressLine1: '3 King Street',
      addressLine2: 'abc',
      suburb: 'Newtown',
      state: 'NSW',
      postcode: '2042',
      country: 'Australia',
    });
    await wizard.next();
    expect(
      await screen.findByText('Address line 2 must be at least 5 characters'),
    ).toBeInTheDocument();
    const line2 = screen.getByLabelText('Address line 2');
    await user.clear(line2);
    await wizard.next();

    await wizard.expectStep('Review');
    await wizard.submit('Save Customer');

    // Back on the Customer step, the message on the e-mail, the input kept.
    expect(await screen.findByText(EMAIL_TAKEN_MESSAGE)).toBeInTheDocument();
    await wizard.step('Customer');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(taken.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveValue('Leo Park');
    expect(customers()).toHaveLength(before);

    await user.clear(email);
    await user.paste('leo@cornerdeli.com.au');
    await wizard.next();
    await wizard.expectStep('Address');
    await wizard.next();
    await wizard.expectStep('Review');
    await wizard.submit('Save Customer');

    await waitFor(() => expect(customers()).toHaveLength(before + 1));
    const saved = customers().find((c) => c.email === 'leo@cornerdeli.com.au')!;
    expect(saved).toMatchObject({
      name: 'Leo Park',
      customer_type: 'distributor',
      address: { addressLine1: '3 King Street', addressLine2: '', suburb: 'Newtown' },
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manage/customers/${saved.id}/summary`),
    );
    expect(await screen.findByText('Customer saved')).toBeInTheDocument();
  });
  it('lists on the Products tab the products of the customer’s orders, as the simulator holds them', () =>
    expectProductsTabAsStored('customer', simulator));
});
