import { screen, waitFor } from '@testing-library/react';
import { useUpdateProfileMutation } from '@/features/profile/api';
import { codeMailedTo } from '../../../tests/support/mailbox';
import { withSimulator } from '../../../tests/support/simulator';
import { EmailChangeFlow, type EmailChangeFlowProps } from './EmailChangeFlow';
import { renderSignedIn } from '@tests/support/emailChange';

const simulator = withSimulator();
const OWNER = 'owner@demo.test';
const NEW_EMAIL = 'olivia.new@demo.test';

const owner = () => simulator().users.find((u) => u.id === ownerId)!;
let ownerId = 0;
beforeEach(() => {
  ownerId = simulator().users.find((u) => u.email === OWNER)!.id;
});

/** The flow as the profile page mounts it: the new address goes to the profile's endpoint. */
function ProfileEmailChange(props: Omit<EmailChangeFlowProps, 'changeEmail'>) {
  const [updateProfile] = useUpdateProfileMutation();
  return <EmailChangeFlow changeEmail={(email) => updateProfile({ email }).unwrap()} {...props} />;
}

describe('EmailChangeFlow', () => {
  it('changes a verified address only once the code mailed to the new one is entered', async () => {
    const onDone = vi.fn();
    const { user, store } = await renderSignedIn(OWNER, <ProfileEmailChange onDone={onDone} />);

    await user.type(await screen.findByLabelText('New email address'), NEW_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Enter your verification code' }),
      ).toHaveTextContent(`Enter the 6-digit code we sent to ${NEW_EMAIL}`),
    );
    // Waiting: the old address still signs in, the new one is pending.
    expect(owner().email).toBe(OWNER);
    expect(owner().pending_email).toBe(NEW_EMAIL);
    expect(store.getState().session.user?.pending_email).toBe(NEW_EMAIL);
    expect(simulator().mails.count((m) => m.to === OWNER)).toBe(0);

    await screen.findByText(/Code expires in/);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus(),
    );
    await user.paste(await codeMailedTo(simulator(), NEW_EMAIL));

    expect(await screen.findByText(`Your e-mail address is now ${NEW_EMAIL}.`)).toBeInTheDocument();
    expect(owner().email).toBe(NEW_EMAIL);
    expect(owner().pending_email).toBeNull();
    expect(store.getState().session.user?.email).toBe(NEW_EMAIL);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ email: NEW_EMAIL }));
  });

  it('rejects the current address and an invalid one before asking the server', async () => {
    const { user } = await renderSignedIn(OWNER, <ProfileEmailChange />);
    const field = await screen.findByLabelText('New email address');

    await user.type(field, 'OWNER@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('The new address is the same as the current one.'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('New email address is required')).toBeInTheDocument();
    expect(owner().pending_email).toBeNull();
  });

  it('goes straight to the code when a change is already waiting', async () => {
    simulator().users.update(ownerId, { pending_email: NEW_EMAIL });
    await renderSignedIn(OWNER, <ProfileEmailChange />);
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Enter your verification code' }),
      ).toHaveTextContent(NEW_EMAIL),
    );
    await codeMailedTo(simulator(), NEW_EMAIL);
  });
});
