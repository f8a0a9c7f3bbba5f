import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderActions, orderTarget } from '@simulator/ui/OrderActions';
import { runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();
const API = 'http://localhost:3000/api';

afterEach(() => localStorage.clear());

describe("the Simulator menu's order actions", () => {
  it('advances the outbound order open on screen and says where it is now', async () => {
    const store = getStore();
    const order = store.orders.find((o) => o.type === 'outbound' && o.status === 'packed')!;
    const user = userEvent.setup();
    render(
      <OrderActions apiBase={API} currentPath={() => `/orders/outbound/${order.id}/summary`} />,
    );
    await user.click(screen.getByRole('button', { name: 'Advance an outbound order' }));
    expect(await screen.findByText(`${order.reference} is now Shipped`)).toBeInTheDocument();
    expect(store.orders.get(order.id)!.status).toBe('shipped');
  });

  it('receives the organisation’s oldest waiting inbound order when none is on screen', async () => {
    const store = getStore();
    const organisation = store.organisations.all()[0]!;
    localStorage.setItem('KS_user', JSON.stringify({ x_organisation_uid: organisation.uid }));
    expect(orderTarget('/orders/outbound/12/summary', 'inbound')).toEqual({
      organisation_uid: organisation.uid,
    });
    const user = userEvent.setup();
    render(<OrderActions apiBase={API} currentPath={() => '/dashboard'} />);
    await user.click(screen.getByRole('button', { name: 'Receive an inbound order' }));
    expect(await screen.findByText(/is now Received$/)).toBeInTheDocument();
  });

  it('shows the warehouse’s refusal, and asks to sign in first when no one is', async () => {
    const store = getStore();
    const order = store.orders.find((o) => o.type === 'outbound' && o.status === 'no_stock')!;
    const user = userEvent.setup();
    const { unmount } = render(
      <OrderActions apiBase={API} currentPath={() => `/orders/outbound/${order.id}`} />,
    );
    await user.click(screen.getByRole('button', { name: 'Advance an outbound order' }));
    expect(await screen.findByText(/cannot move it on/)).toBeInTheDocument();
    unmount();
    render(<OrderActions apiBase={API} currentPath={() => '/dashboard'} />);
    await user.click(screen.getByRole('button', { name: 'Receive an inbound order' }));
    expect(await screen.findByText(/Sign in first/)).toBeInTheDocument();
  });
});
