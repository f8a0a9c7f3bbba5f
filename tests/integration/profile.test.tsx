import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { simulatorServer } from '@simulator/node';
import { renderApp, signedInStore } from '../support/renderApp';
import { codeMailedTo } from '../support/mailbox';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();
const MEMBER = 'member@demo.test';
const OWNER = 'owner@demo.test';
const DETAILS = '/settings/profile/details';
const EDIT = '/settings/profile/details/edit';

const userRecord = (email: string) => simulator().users.find((u) => u.email === email)!;
const userById = (id: number) => simulator().users.find((u) => u.id === id)!;

async function openAs(email: string, path: string) {
  return renderApp(path, await signedInStore(email));
}

const field = (label: string) => screen.getByLabelText(label);

/** The value shown beside a label of the profile card. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement | null;

describe('profile details', () => {
  it("shows the member's profile as the server holds it, with a generated avatar", async () => {
    const record = userRecord(MEMBER);
    await openAs(MEMBER, DETAILS);

    expect(await screen.findByRole('heading', { name: 'Mia Patel', level: 2 })).toBeInTheDocument();
    expect(valueOf('Email')).toHaveTextContent(MEMBER);
    expect(valueOf('Role')).toHaveTextContent('Member');
    expect(valueOf('Status')).toHaveTextContent('Active');
    expect(valueOf('Occupation')).toHaveTextContent(record.occupation);
    expect(valueOf('Phone')).toHaveTextContent(record.phone);
    expect(valueOf('Time zone')).toHaveTextContent('Australia/Sydney');
    expect(screen.queryByText(/^Pending:/)).not.toBeInTheDocument();

    const picture = screen.getByRole('img', { name: 'Profile picture of Mia Patel' });
    const src = new URL(picture.getAttribute('src')!);
    expect(src.host).toBe('ui-avatars.com');
    expect(src.searchParams.get('name')).toBe('Mia Patel');

    // Offline the service cannot answer: the initials stand in, under the same name.
    fireEvent.error(picture);
    expect(
      await screen.findByRole('img', { name: 'Profile picture of Mia Patel' }),
    ).toHaveTextContent('MP');
  });

  it("shows the owner's role in the current organisation", async () => {
    await openAs(OWNER, DETAILS);
    expect(
      await screen.findByRole('heading', { name: 'Olivia Nguyen', level: 2 }),
    ).toBeInTheDocument();
    expect(valueOf('Role')).toHaveTextContent('Owner');
  });

  it('says when the profile cannot be loaded and loads it again on request', async () => {
    simulatorServer.use(
      http.get(
        '*/v1/users/details',
        () => HttpResponse.json({ errors: ['Down'] }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await openAs(MEMBER, DETAILS);

    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Mia Patel', level: 2 })).toBeInTheDocument();
  });
});

describe('profile edit', () => {
  it('saves names, phone and time zone, refusing a bad phone inline first', async () => {
    const { user, router, store } = await openAs(MEMBER, DETAILS);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(EDIT));

    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue('Mia');
    expect(field('Email')).toHaveValue(MEMBER);
    expect(field('Email')).toHaveAttribute('readonly');

    await user.clear(first);
    await user.type(first, 'Mina');
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Patel-Jones');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), 'call me');
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'Perth');
    await user.click(await screen.findByTitle('Australia/Perth'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Phone is invalid')).toBeInTheDocument();
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(userRecord(MEMBER).first_name).toBe('Mia');

    await user.clear(field('Phone'));
    await user.type(field('Phone'), '+61 412 345 678');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(DETAILS));
    expect(userRecord(MEMBER)).toMatchObject({
      first_name: 'Mina',
      last_name: 'Patel-Jones',
      phone: '+61 412 345 678',
      time_zone: 'Australia/Perth',
    });
    expect(
      await screen.findByRole('heading', { name: 'Mina Patel-Jones', level: 2 }),
    ).toBeInTheDocument();
    expect(valueOf('Time zone')).toHaveTextContent('Australia/Perth');
    // The header and the stored user carry the new name.
    expect(store.getState().session.user).toMatchObject({
      first_name: 'Mina',
      last_name: 'Patel-Jones',
    });
  });

  it("puts the server's refusal on its field and keeps what was typed", async () => {
    // A rule the portal does not know: only the server can refuse this.
    simulatorServer.use(
      http.patch(
        '*/v1/users/details',
        () =>
          HttpResponse.json({ errors: { occupation: ['is not allowed here'] } }, { status: 422 }),
        { once: true },
      ),
    );
    const { user, router } = await openAs(MEMBER, EDIT);
    const occupation = await screen.findByLabelText('Occupation');
    await user.clear(occupation);
    await user.type(occupation, 'Chief Box Officer');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Occupation is not allowed here')).toBeInTheDocument();
    expect(occupation).toHaveValue('Chief Box Officer');
    expect(router.state.location.pathname).toBe(EDIT);

    // Once changed, the stale refusal goes; the server now takes the value.
    await user.type(occupation, 's');
    await waitFor(() =>
      expect(screen.queryByText('Occupation is not allowed here')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(DETAILS));
    expect(userRecord(MEMBER).occupation).toBe('Chief Box Officers');
  });

  it('Cancel goes back without saving', async () => {
    const { user, router } = await openAs(MEMBER, EDIT);
    await user.type(await screen.findByLabelText('First name'), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(DETAILS));
    expect(userRecord(MEMBER).first_name).toBe('Mia');
  });
});

describe('changing the e-mail', () => {
  const NEW_EMAIL = 'olivia.new@demo.test';

  it('changes the address once the code mailed to the new one is entered', async () => {
    const ownerId = userRecord(OWNER).id;
    const { user, store } = await openAs(OWNER, DETAILS);
    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });

    await user.type(await within(dialog).findByLabelText('New email address'), NEW_EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    // Waiting for the code: the page shows the pending address, the old one still holds.
    expect(await screen.findByText(`Pending: ${NEW_EMAIL}`)).toBeInTheDocument();
    expect(userById(ownerId)).toMatchObject({ email: OWNER, pending_email: NEW_EMAIL });

    await within(dialog).findByText(/Code expires in/);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus(),
    );
    await user.paste(await codeMailedTo(simulator(), NEW_EMAIL));

    expect(await screen.findByText('Your e-mail address has been updated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change e-mail' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(valueOf('Email')).toHaveTextContent(NEW_EMAIL));
    expect(screen.queryByText(/^Pending:/)).not.toBeInTheDocument();
    expect(userById(ownerId)).toMatchObject({ email: NEW_EMAIL, pending_email: null });
    expect(store.getState().session.user?.email).toBe(NEW_EMAIL);
  });

  it('offers Enter code for a change already waiting, and finishes it', async () => {
    const ownerId = userRecord(OWNER).id;
    const store = await signedInStore(OWNER);
    // Started earlier or in another tab: the server holds the pending address.
    simulator().users.update(ownerId, { pending_email: NEW_EMAIL });
    const { user } = renderApp(DETAILS, store);

    expect(await screen.findByText(`Pending: ${NEW_EMAIL}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    await waitFor(() =>
      expect(
        within(dialog).getByRole('region', { name: 'Enter your verification code' }),
      ).toHaveTextContent(NEW_EMAIL),
    );
    await within(dialog).findByText(/Code expires in/);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus(),
    );
    await user.paste(await codeMailedTo(simulator(), NEW_EMAIL));

    await waitFor(() => expect(valueOf('Email')).toHaveTextContent(NEW_EMAIL));
    expect(userById(ownerId)).toMatchObject({ email: NEW_EMAIL, pending_email: null });
  });

  it("shows the server's message for an address someone else has", async () => {
    const { user } = await openAs(MEMBER, DETAILS);
    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    await user.type(await within(dialog).findByLabelText('New email address'), OWNER);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    expect(await within(dialog).findByText('Email has already been taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New email address')).toHaveValue(OWNER);
    expect(userRecord(MEMBER).pending_email).toBeNull();
    expect(simulator().mails.count((m) => m.to === OWNER && /\d{6}$/.test(m.subject))).toBe(0);
  });
});
