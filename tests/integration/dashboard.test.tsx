import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '@/api/baseApi';
import { computeDashboardStatistics } from '@simulator/handlers/dashboard';
import { simulatorServer } from '@simulator/node';
import { renderApp, signedInStore } from '../support/renderApp';
import { portalTestKit } from '../support/portal';

const { simulator, organisationOf } = portalTestKit();

/** Every part of the dashboard has answered: nothing is left in flight for the next test. */
async function dashboardSettled() {
  await screen.findByRole('link', { name: /^Messages Unread \d+$/ });
  await screen.findByText('Active products');
  await screen.findByRole('table', { name: /Top destinations/ });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

const card = (name: string) => screen.findByRole('link', { name: new RegExp(`^${name} \\d+$`) });
const countIn = (link: HTMLElement) => Number(/(\d+)$/.exec(link.textContent ?? '')![1]);

describe('dashboard', () => {
  it('shows each action-center count from the simulator, each card linking to its list, and refreshes on the tag', async () => {
    const store = await signedInStore('owner@demo.test');
    const { user, router } = renderApp('/dashboard', store);
    const orgId = organisationOf(store).id;
    const data = simulator();
    const outbound = (status: string) =>
      data.orders.count(
        (o) => o.organisation_id === orgId && o.type === 'outbound' && o.status === status,
      );
    const expected: [string, number, string][] = [
      ['Outbounds No Stock', outbound('no_stock'), '/orders/outbound?status=no_stock'],
      ['Outbounds Amending', outbound('amending'), '/orders/outbound?status=amending'],
      ['Outbounds In Progress', outbound('in_progress'), '/orders/outbound?status=in_progress'],
      [
        'Invoices Unpaid',
        data.invoices.count((i) => i.organisation_id === orgId && i.status !== 'paid'),
        '/settings/billing?status=unpaid',
      ],
      [
        'Messages Unread',
        data.tickets.count((t) => t.organisation_id === orgId && t.status === 'open' && t.unread),
        '/support/chats?status=open&unread=1',
      ],
    ];
    await dashboardSettled();
    for (const [name, count, href] of expected) {
      const link = await card(name);
      expect(countIn(link), name).toBe(count);
      expect(link).toHaveAttribute('href', href);
    }

    // What a live update does: the store changes, the tag is invalidated, the counts follow.
    const delivered = data.orders.find(
      (o) => o.organisation_id === orgId && o.type === 'outbound' && o.status === 'delivered',
    )!;
    data.orders.update(delivered.id, { status: 'no_stock' });
    store.dispatch(baseApi.util.invalidateTags(['DashboardStatistics']));
    await waitFor(async () =>
      expect(countIn(await card('Outbounds No Stock'))).toBe(expected[0]![1] + 1),
    );
    await dashboardSettled();

    await user.click(await card('Outbounds In Progress'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/orders/outbound?status=in_progress',
      ),
    );
  });

  it('shows the seven statistics as the simulator computes them for the organisation', async () => {
    const store = await signedInStore('owner@demo.test');
    renderApp('/dashboard', store);
    const orgId = organisationOf(store).id;
    await dashboardSettled();
    const figures = computeDashboardStatistics(simulator(), orgId, Date.now());
    const count = (n: number) => new Intl.NumberFormat('en-AU').format(n);
    const expected: [string, string][] = [
      ['Active products', count(figures.products)],
      ['Low stock products', count(figures.low_stock_products)],
      ['Units in stock', count(figures.stock_on_hand)],
      ['Orders in the last 30 days', count(figures.orders_last_30_days)],
      ['Inbound orders open', count(figures.inbound_open)],
      ['Open support tickets', count(figures.open_tickets)],
      [
        'Amount unpaid',
        new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(
          figures.unpaid_amount as number,
        ),
      ],
    ];
    // The figures are the organisation's own, and none of them is trivially zero.
    expect(figures.products).toBeGreaterThan(0);
    expect(figures.stock_on_hand).toBeGreaterThan(0);
    expect(figures.orders_last_30_days).toBeGreaterThan(0);
    expect(figures.unpaid_amount).toBeGreaterThan(0);
    const section = screen.getByRole('heading', { name: 'Statistics' }).closest('section')!;
    const shown = within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual(expected);
  });

  it('lists the top destinations with their figures and the latest messages, each opening its thread', async () => {
    const store = await signedInStore('owner@demo.test');
    renderApp('/dashboard', store);
    const orgId = organisationOf(store).id;
    await dashboardSettled();

    const table = screen.getByRole('table', { name: 'Top destinations, last 90 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    const since = Date.now() - 90 * 86_400_000;
    const australia = simulator().orders.count(
      (o) =>
        o.organisation_id === orgId &&
        o.type === 'outbound' &&
        o.country_iso2 === 'AU' &&
        !['draft', 'cancelled'].includes(o.status) &&
        Date.parse(o.created_at) >= since,
    );
    expect(rows[0]).toHaveTextContent(new RegExp(`^Australia${australia}\\d+%$`));
    expect(rows.length).toBeGreaterThan(1);

    const newest = simulator()
      .tickets.filter((t) => t.organisation_id === orgId)
      .flatMap((t) => t.comments.filter((c) => c.from_support).map((c) => ({ t, c })))
      .sort((a, b) => b.c.created_at.localeCompare(a.c.created_at) || b.c.id - a.c.id)[0]!;
    const messages = screen.getByRole('list', { name: 'Latest messages' });
    const first = within(messages).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: newest.t.subject })).toHaveAttribute(
      'href',
      `/support/chats/${newest.t.uid}`,
    );
    expect(within(messages).getAllByRole('listitem')).toHaveLength(5);
  });

  it('prompts an unverified member to verify, says a zero in words, and keeps invoices from a member', async () => {
    const store = await signedInStore('unverified@demo.test');
    // Nothing out of stock: that card says so in words.
    const orgId = organisationOf(store).id;
    for (const order of simulator().orders.filter(
      (o) => o.organisation_id === orgId && o.status === 'no_stock',
    ))
      simulator().orders.update(order.id, { status: 'in_progress' });
    renderApp('/dashboard', store);
    expect(await screen.findByText('Every outbound order has its stock.')).toBeInTheDocument();
    expect(countIn(await card('Outbounds No Stock'))).toBe(0);
    const prompt = (
      await screen.findByText('Please verify your e-mail address to start using the portal.')
    ).closest<HTMLElement>('[role="alert"]')!;
    // The verification dialog names the address too, once it has loaded: read the prompt's own.
    expect(within(prompt).getByText('unverified@demo.test', { selector: 'strong' })).toBeVisible();
    expect(
      await screen.findByText(/^Access restricted due to your current role permissions$/i),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Invoices Unpaid/ })).not.toBeInTheDocument();
    // The statistics' money comes masked for a member, and says why instead of showing asterisks.
    expect(await screen.findByRole('button', { name: '*** (masked)' })).toBeInTheDocument();
    expect(screen.queryByText(/^\$[\d,]+\.\d\d$/)).not.toBeInTheDocument();
    await dashboardSettled();
  });

  it('shows one failing card its own error with a retry, the rest of the dashboard intact', async () => {
    simulatorServer.use(
      http.get(
        '*/v1/dashboard/action_center/amending',
        () => HttpResponse.json({ errors: ['The warehouse system is down'] }, { status: 503 }),
        { once: true },
      ),
    );
    const store = await signedInStore('owner@demo.test');
    const { user } = renderApp('/dashboard', store);
    const failure = await screen.findByText('Outbounds Amending could not be loaded.');
    expect(await card('Outbounds No Stock')).toBeInTheDocument();
    await dashboardSettled();

    const alert = failure.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const orgId = organisationOf(store).id;
    const amending = simulator().orders.count(
      (o) => o.organisation_id === orgId && o.type === 'outbound' && o.status === 'amending',
    );
    expect(countIn(await card('Outbounds Amending'))).toBe(amending);
    expect(screen.queryByText('Outbounds Amending could not be loaded.')).not.toBeInTheDocument();
  });
});
