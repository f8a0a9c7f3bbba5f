import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { simulatorServer } from '@simulator/node';
import { withSimulator } from '../support/simulator';
import { chooseTier, fillBusiness, openSignUp, reachTierStep } from '../support/signUp';

const simulator = withSimulator();

describe('signing up', () => {
  it('says when the countries cannot be loaded, and tries again on request', async () => {
    simulatorServer.use(
      http.get('*/v1/meta/configuration', () => new HttpResponse(null, { status: 500 })),
    );
    const { user, wizard } = openSignUp();
    await reachTierStep(user, wizard);
    await chooseTier(user, wizard);
    await wizard.next();

    expect(await screen.findByText("We couldn't load the list of countries.")).toBeInTheDocument();
    simulatorServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await wizard.choose('Country', 'Australia');
    expect(screen.queryByText("We couldn't load the list of countries.")).not.toBeInTheDocument();
  });

  it("maps the server's 422 back onto the field's step, keeping what was typed", async () => {
    const { user, wizard } = openSignUp();
    await reachTierStep(user, wizard);
    // Someone else takes the address between the check on step 1 and the submit.
    const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
    const rival: Partial<typeof owner> = {
      ...owner,
      uid: 'ada@example.com',
      email: 'ada@example.com',
    };
    delete rival.id;
    simulator().users.insert(rival as Omit<typeof owner, 'id'>);
    await chooseTier(user, wizard);
    await wizard.next();
    await fillBusiness(wizard);
    await wizard.submit("Let's Roll");

    expect(await wizard.step('Get Started')).toBeInTheDocument();
    expect(await screen.findByText('Email has already been taken')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(simulator().organisations.find((o) => o.name === 'Analytical Goods')).toBeUndefined();

    await user.clear(screen.getByLabelText('Email'));
    await wizard.enter('Email', 'ada.l@example.com');
    await waitFor(() =>
      expect(screen.queryByText('Email has already been taken')).not.toBeInTheDocument(),
    );
  });

  it('shows a failure that belongs to no field above the form and keeps the input', async () => {
    simulatorServer.use(
      http.post('*/v1/auth', () =>
        HttpResponse.json({ errors: ['Sign-up is paused for maintenance.'] }, { status: 503 }),
      ),
    );
    const { user, wizard } = openSignUp();
    await reachTierStep(user, wizard);
    await chooseTier(user, wizard);
    await wizard.next();
    await fillBusiness(wizard);
    await wizard.submit("Let's Roll");

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-up is paused for maintenance.',
    );
    expect(screen.getByLabelText('Legal name')).toHaveValue('Analytical Goods Pty Ltd');
    expect(screen.getByRole('button', { name: "Let's Roll" })).toBeEnabled();
  });
});
