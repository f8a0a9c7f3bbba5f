import { screen, waitFor, within } from '@testing-library/react';
import type { ActivityRecord } from '@simulator/db/schema';
import { memberUid } from '@simulator/settings/teamRules';
import { signInAs } from '@simulator/node';
import { call } from '@simulator/testing/helpers';
import { renderApp, signedInStore } from '../support/renderApp';
import { portalTestKit } from '../support/portal';
import { LONG_FLOW } from '../support/patience';

const { simulator, signedIn } = portalTestKit();

/**
 * The entries of the trail's table, as the cells read, once `expected` of them are shown. Entries
 * only: while a page loads, the table holds an empty placeholder row under its header, which
 * counting rows alone took for an entry (antd marks an entry's row with its key).
 */
async function trailRows(expected: number) {
  const entries = () =>
    within(screen.getByRole('table', { name: 'Activity' }))
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-row-key'));
  await screen.findByRole('table', { name: 'Activity' });
  await waitFor(() => expect(entries()).toHaveLength(expected));
  return entries();
}

describe('the activity trail', LONG_FLOW, () => {
  it('shows an owner’s supplier edit with before → after, in Activity and on the supplier’s tab', async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
    const target = simulator().suppliers.find((s) => s.organisation_id === orgId)!;
    const oldPhone = target.phone;
    const { user, router } = renderApp(`/manage/suppliers/${target.id}/summary/edit`, store);

    const phone = await screen.findByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveValue(oldPhone));
    await user.clear(phone);
    await user.paste('+61 400 123 456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supplier updated')).toBeInTheDocument();

    // The simulator holds the entry, with the phone before → after.
    const entries = simulator().activities.filter((a) => a.organisation_id === orgId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'supplier',
      record_id: target.id,
      action: 'updated',
    });
    expect(entries[0]!.changes).toContainEqual({
      field: 'phone',
      before: oldPhone,
      after: '+61 400 123 456',
    });

    await router.navigate('/manage/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const [row] = await trailRows(1);
    expect(row).toHaveTextContent('Updated');
    expect(row).toHaveTextContent(`Phone: ${oldPhone} → +61 400 123 456`);
    const link = within(row!).getByRole('link', { name: `Supplier ${target.name}` });

    // The entry leads to its record, whose Activity tab shows the same change.
    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manage/suppliers/${target.id}/summary`),
    );
    const tabs = await screen.findByRole('navigation', { name: 'Supplier sections' });
    await user.click(within(tabs).getByRole('link', { name: 'Activity' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manage/suppliers/${target.id}/activity`),
    );
    const [tabRow] = await trailRows(1);
    expect(tabRow).toHaveTextContent(`Phone: ${oldPhone} → +61 400 123 456`);
  });

  it('filters the trail by member, kind of record and days', async () => {
    const { store, organisation } = await signedIn('owner@demo.test');
    const memberships = simulator().memberships.filter(
      (m) => m.organisation_id === organisation.id,
    );
    const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
    const admin = simulator().users.find((u) => u.email === 'admin@demo.test')!;
    const entry = (
      actor: typeof owner,
      kind: ActivityRecord['kind'],
      label: string,
      at: string,
    ): Omit<ActivityRecord, 'id'> => ({
      organisation_id: organisation.id,
      actor_id: actor.id,
      actor_name: `${actor.first_name} ${actor.last_name}`,
      at,
      kind,
      record_id: 1,
      record_uid: null,
      record_label: label,
      action: 'created',
      changes: [],
    });
    simulator().activities.insert(entry(owner, 'supplier', 'Old Supplier', '2026-11-10T09:00:00Z'));
    simulator().activities.insert(entry(admin, 'customer', 'New Customer', '2026-11-20T09:00:00Z'));
    simulator().activities.insert(
      entry(owner, 'customer', 'Owner Customer', '2026-11-21T09:00:00Z'),
    );

    const { user, router } = renderApp('/manage/activity', store);
    expect(await trailRows(3)).toHaveLength(3);

    // By kind: the select writes the URL, the server answers the customers only.
    await user.click(screen.getByRole('combobox', { name: 'Record' }));
    await user.click(await screen.findByTitle('Customer'));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('customer'),
    );
    const customers = await trailRows(2);
    expect(customers.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Owner Customer'),
      expect.stringContaining('New Customer'),
    ]);

    // And by member: the admin's one entry.
    await user.click(screen.getByRole('combobox', { name: 'Member' }));
    await user.click(await screen.findByTitle(`${admin.first_name} ${admin.last_name}`));
    const adminMembership = memberships.find((m) => m.user_id === admin.id)!;
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('member')).toBe(
        memberUid(adminMembership),
      ),
    );
    const [byAdmin] = await trailRows(1);
    expect(byAdmin).toHaveTextContent('New Customer');

    // Days: a range in the address is what the server filters by.
    await router.navigate('/manage/activity?from=2026-11-01&to=2026-11-15');
    const table = screen.getByRole('table', { name: 'Activity' });
    await waitFor(() => expect(table).toHaveTextContent('Old Supplier'));
    expect(await trailRows(1)).toHaveLength(1);
  });

  it('shows a cancelled order on the order’s Activity tab', async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
    const order = simulator().orders.find(
      (o) => o.organisation_id === orgId && o.type === 'outbound' && o.status === 'pending',
    )!;
    // Cancelled through the API, as the owner (the order page's own Cancel is tested elsewhere).
    const { headers } = await signInAs('owner@demo.test');
    const cancelled = await call('POST', `bookings/${order.id}/cancel`, {
      auth: headers,
      body: { reason: 'Customer changed their mind' },
    });
    expect(cancelled.status).toBe(200);

    renderApp(`/orders/outbound/${order.id}/activity`, store);
    const [row] = await trailRows(1);
    expect(row).toHaveTextContent('Cancelled');
    expect(row).toHaveTextContent('Status: pending → cancelled');
  });

  it('refuses a MEMBER the screen and the endpoint', async () => {
    const store = await signedInStore('member@demo.test');
    const { router } = renderApp('/manage/activity', store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-allowed'));

    const { headers } = await signInAs('member@demo.test');
    const answer = await call('GET', 'activities', { auth: headers });
    expect(answer.status).toBe(403);
  });
});
