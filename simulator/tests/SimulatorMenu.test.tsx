import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { SimulatorMenu } from '@simulator/ui/SimulatorMenu';
import { runSimulatorServer } from '@simulator/testing/helpers';
import { seedingStatus } from '@simulator/seedingStatus';

const getStore = runSimulatorServer();
const API_BASE = 'http://localhost:3000/api';

async function openMenu(navigate = vi.fn()) {
  const user = userEvent.setup();
  render(<SimulatorMenu apiBase={API_BASE} navigate={navigate} pollMs={100} />);
  await user.click(await screen.findByRole('button', { name: /simulator/i }));
  const drawer = await screen.findByRole('dialog', { name: 'API simulator' });
  return { user, drawer, navigate };
}

describe('SimulatorMenu', () => {
  it('opens its drawer only once the simulator answers, busy until then', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (answer = resolve));
    render(<SimulatorMenu apiBase={API_BASE} pollMs={100} ready={ready} />);
    const button = screen.getByRole('button', { name: /simulator/i });
    await user.click(button);
    expect(button).toHaveClass('ant-btn-loading');
    expect(screen.queryByRole('dialog', { name: 'API simulator' })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('dialog', { name: 'API simulator' })).toBeInTheDocument();
    expect(button).not.toHaveClass('ant-btn-loading');
  });

  it('says while the demo data is being prepared', async () => {
    render(<SimulatorMenu apiBase={API_BASE} pollMs={100} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    act(() => seedingStatus.set(true));
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the demo data…');
    act(() => seedingStatus.set(false));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows an empty mailbox, then polls in new mail and opens it sanitised', async () => {
    // The seed leaves one invitation in the mailbox; start from an empty one.
    getStore().mails.remove(() => true);
    const { user, drawer } = await openMenu();
    expect(await within(drawer).findByText('No e-mails yet', {})).toBeInTheDocument();

    getStore().sendMail({
      to: 'owner@demo.test',
      subject: 'Your verification code',
      text: 'Code 123456',
      html: '<p>Your code is <b>123456</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
    const item = await within(drawer).findByRole('button', { name: /your verification code/i });
    expect(item).toHaveTextContent('owner@demo.test');

    // DOMPurify misreads happy-dom's nodeName (every tag looks unknown), so its output here is
    // not what a browser gets: check that the body goes through it rather than the result.
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    await user.click(item);
    const article = await within(drawer).findByRole('article', { name: 'Your verification code' });
    expect(article).toHaveTextContent('Your code is 123456');
    expect(sanitize).toHaveBeenCalledWith(expect.stringContaining('<script>alert(2)</script>'));
    sanitize.mockRestore();

    await user.click(within(drawer).getByRole('button', { name: 'Back to mailbox' }));
    expect(
      await within(drawer).findByRole('button', { name: 'Refresh mailbox' }),
    ).toBeInTheDocument();
  });

  it('resets the demo data after confirmation, clears KS_ keys and goes to login', async () => {
    localStorage.setItem('KS_user', '{"email":"owner@demo.test"}');
    localStorage.setItem('other-app', 'kept');
    getStore().sendMail({ to: 'a@b.test', subject: 'Before reset', text: '...' });
    const { user, drawer, navigate } = await openMenu();
    await within(drawer).findByRole('button', { name: /before reset/i });

    await user.click(within(drawer).getByRole('button', { name: 'Reset demo data' }));
    const confirm = await screen.findByRole('button', { name: 'Reset' });
    await user.click(confirm);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login'));
    // Back to the seed: only the seeded invitation is left.
    expect(
      getStore()
        .mails.all()
        .map((m) => m.subject),
    ).toEqual([expect.stringMatching(/invited you to join Harbour & Finch/)]);
    expect(localStorage.getItem('KS_user')).toBeNull();
    expect(localStorage.getItem('other-app')).toBe('kept');
  });
});
