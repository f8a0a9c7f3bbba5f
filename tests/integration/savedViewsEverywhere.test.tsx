/*
 * Saved views on the lists that gained them last (draft orders, organisations, team members,
 * integrations, the activity trail, the reports): each saved, opened from the menu, made the
 * default and applied on coming back to the bare list, its link copied. The rows each view shows
 * are the simulator's rows for its filter.
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { ListName } from '@/components/list-views/listNames';
import { NO_RECORDS_TEXT } from '@/components/page/emptyState';
import { portalTestKit } from '../support/portal';
import { searchOf } from '../support/queries';
import { LONG_FLOW } from '../support/patience';
import * as views from '../support/listViews';

const { simulator, openAs } = portalTestKit();

type Opened = Awaited<ReturnType<typeof openAs>>;

const rangeText = (n: number, noun: string) =>
  new RegExp(`^\\d+–\\d+ of ${n} ${noun}$|^${n} ${noun}$`);

/** Where the test goes in between: a page with a heading of its own. */
const ELSEWHERE: [string, string] = ['/manage/suppliers', 'Suppliers'];

interface ListCase {
  list: ListName;
  /** The list's bare address, for the organisation the owner works in. */
  bare: (organisationUid: string) => string;
  /** The view's search: one filter, one value. */
  filter: [string, string];
  /** Waits until the list shows what the simulator holds for the filter. */
  showsFiltered: (opened: Opened) => Promise<void>;
}

/**
 * Saves the filtered list as 'Mine', opens it from the menu on the bare list, makes it the
 * default, leaves and comes back to the bare list (the view applies and says so), and copies its
 * link.
 */
async function roundTrip({ list, bare, filter: [key, value], showsFiltered }: ListCase) {
  const view = await openAs('/manage/suppliers');
  const { router } = view;
  const path = bare(view.organisation.uid);
  await act(() => router.navigate(`${path}?${key}=${encodeURIComponent(value)}`));
  await showsFiltered(view);

  await views.saveView(view, 'Mine');
  const [saved] = views.storedViews(view, list);
  expect(saved).toEqual(expect.objectContaining({ name: 'Mine' }));
  expect(new URLSearchParams(saved!.search).get(key)).toBe(value);

  await act(() => router.navigate(path));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  await views.openViewFromMenu(view, 'Mine');
  await waitFor(() => expect(searchOf(router).get(key)).toBe(value));
  await showsFiltered(view);

  await views.setDefaultView(view, 'Mine');
  expect(views.storedViews(view, list)[0]).toEqual(expect.objectContaining({ isDefault: true }));
  await views.leaveAndComeBack(view, ELSEWHERE, path);
  await waitFor(() => expect(searchOf(router).get(key)).toBe(value));
  expect(await screen.findByText('Default view: Mine')).toBeInTheDocument();
  await showsFiltered(view);
  await views.expectCopyLink(view);
  // The view is this list's only.
  expect(views.storedViews(view, 'suppliers')).toEqual([]);
}

const CASES: ListCase[] = [
  {
    list: 'orders.draft',
    bare: () => '/orders/draft',
    filter: ['sort', '-reference'],
    showsFiltered: async ({ orgId }) => {
      const drafts = simulator().orders.filter(
        (o) => o.organisation_id === orgId && o.status === 'draft',
      );
      await screen.findByText(rangeText(drafts.length, 'draft orders'));
    },
  },
  {
    list: 'organisations',
    bare: () => '/settings/organisation',
    filter: ['per_page', '10'],
    showsFiltered: async ({ store }) => {
      const userId = store.getState().session.user!.id;
      const mine = simulator().memberships.filter((m) => m.user_id === userId);
      await screen.findByText(rangeText(mine.length, 'organisations'));
    },
  },
  {
    list: 'team.members',
    bare: (uid) => `/settings/organisation/${uid}/team/members`,
    filter: ['status', 'active'],
    showsFiltered: async ({ orgId }) => {
      const active = simulator().memberships.filter(
        (m) => m.organisation_id === orgId && m.status === 'active',
      );
      await screen.findByText(rangeText(active.length, 'members'));
    },
  },
  {
    list: 'integrations',
    bare: (uid) => `/settings/organisation/${uid}/integrations`,
    filter: ['per_page', '20'],
    showsFiltered: async ({ orgId }) => {
      const shops = simulator().integrations.filter((i) => i.organisation_id === orgId);
      await screen.findByText(rangeText(shops.length, 'integrations'));
    },
  },
  {
    list: 'activity',
    bare: () => '/manage/activity',
    filter: ['kind', 'supplier'],
    // Nobody has changed a supplier yet: the filtered trail is empty, the filter shown.
    showsFiltered: async ({ orgId }) => {
      expect(simulator().activities.filter((a) => a.organisation_id === orgId)).toEqual([]);
      await screen.findByText(NO_RECORDS_TEXT);
      expect(await screen.findByTitle('Supplier')).toBeInTheDocument();
    },
  },
  {
    list: 'reports.inventory',
    bare: () => '/reports/products/inventory',
    filter: ['low_stock', 'true'],
    showsFiltered: async ({ orgId }) => {
      const low = simulator().products.filter(
        (p) => p.organisation_id === orgId && !p.archived && p.is_low_stock,
      );
      expect(low.length).toBeGreaterThan(0);
      await screen.findByText(rangeText(low.length, 'products'));
      expect(screen.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
    },
  },
];

describe('saved views on every server list', LONG_FLOW, () => {
  it.each(CASES)('$list: save, open, default on return, copy link', roundTrip);
});
