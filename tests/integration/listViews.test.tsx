import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { portalTestKit } from '../support/portal';
import { searchOf } from '../support/queries';
import { LONG_FLOW } from '../support/patience';
import {
  clearDefaultView,
  dialogTitled,
  expectCopyLink,
  leaveAndComeBack,
  openViewFromMenu,
  saveView,
  setDefaultView,
  storedViews,
} from '../support/listViews';

const { simulator, openAs } = portalTestKit();

const rangeText = (n: number, noun: string) =>
  new RegExp(`^\\d+–\\d+ of ${n} ${noun}$|^${n} ${noun}$`);

/** The result rows on screen (antd's measuring row left out). */
const resultRows = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row'));

describe('saved views on the server lists', LONG_FLOW, () => {
  it('invoices: saves a view, opens it, makes it the default, and copies its link', async () => {
    const view = await openAs('/settings/billing?status=paid');
    const { router, user, orgId } = view;
    const paid = simulator().invoices.filter(
      (i) => i.organisation_id === orgId && i.status === 'paid',
    );
    const all = simulator().invoices.filter((i) => i.organisation_id === orgId);
    await screen.findByText(rangeText(paid.length, 'invoices'));

    await saveView(view, 'Paid ones');
    expect(storedViews(view, 'invoices')).toEqual([
      expect.objectContaining({ name: 'Paid ones', search: 'status=paid' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByText(rangeText(all.length, 'invoices'));
    await openViewFromMenu(view, 'Paid ones');
    await waitFor(() => expect(searchOf(router).get('status')).toBe('paid'));
    await screen.findByText(rangeText(paid.length, 'invoices'));

    await setDefaultView(view, 'Paid ones');
    expect(storedViews(view, 'invoices')[0]).toEqual(
      expect.objectContaining({ name: 'Paid ones', isDefault: true }),
    );
    expect(screen.getByText('Default view: Paid ones')).toBeInTheDocument();

    await leaveAndComeBack(view, ['/manage/suppliers', 'Suppliers'], '/settings/billing');
    await waitFor(() => expect(searchOf(router).get('status')).toBe('paid'));
    await screen.findByText(rangeText(paid.length, 'invoices'));
    expect(screen.getByText('Default view: Paid ones')).toBeInTheDocument();

    await expectCopyLink(view);

    // Without a clipboard the link shows, selected, in a dialog.
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const dialog = await dialogTitled('Link to this view');
    const link = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Link' });
    expect(link.value).toBe('http://localhost:3000/settings/billing?status=paid');
    await waitFor(() => expect(link).toHaveFocus());
    writeText.mockRestore();

    // Cleared, the bare list stays bare.
    await user.click(within(dialog).getByText('Close', { selector: 'button > span' }));
    await clearDefaultView(view, 'Paid ones');
    await leaveAndComeBack(view, ['/manage/suppliers', 'Suppliers'], '/settings/billing');
    await screen.findByText(rangeText(all.length, 'invoices'));
    expect(router.state.location.search).toBe('');
  });

  it('suppliers: a saved search becomes the default and applies on the bare list', async () => {
    const view = await openAs('/manage/suppliers');
    const { router, orgId } = view;
    const target = simulator().suppliers.find((s) => s.organisation_id === orgId)!;
    const query = encodeURIComponent(target.company);
    await router.navigate(`/manage/suppliers?query=${query}`);
    await screen.findByRole('link', { name: target.name });

    await saveView(view, 'One supplier');
    expect(storedViews(view, 'suppliers')).toEqual([
      expect.objectContaining({ name: 'One supplier' }),
    ]);
    expect(new URLSearchParams(storedViews(view, 'suppliers')[0]!.search).get('query')).toBe(
      target.company,
    );
    // Another list keeps its own views.
    expect(storedViews(view, 'customers')).toEqual([]);

    await router.navigate('/manage/suppliers');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await openViewFromMenu(view, 'One supplier');
    await waitFor(() => expect(searchOf(router).get('query')).toBe(target.company));

    await setDefaultView(view, 'One supplier');
    await leaveAndComeBack(view, ['/manage/customers', 'Customers'], '/manage/suppliers');
    await waitFor(() => expect(searchOf(router).get('query')).toBe(target.company));
    await screen.findByText('Default view: One supplier');
    await screen.findByRole('link', { name: target.name });
    await expectCopyLink(view);
  });

  it('products (hosted search): a saved sort becomes the default and applies on the bare list', async () => {
    const view = await openAs('/space/products?sort=sku');
    const { router } = view;
    await waitFor(() => expect(resultRows().length).toBeGreaterThan(0));

    await saveView(view, 'By SKU');
    expect(storedViews(view, 'products')).toEqual([
      expect.objectContaining({ name: 'By SKU', search: 'sort=sku' }),
    ]);
    expect(storedViews(view, 'bundles')).toEqual([]);

    await router.navigate('/space/products');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await openViewFromMenu(view, 'By SKU');
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('sku'));

    await setDefaultView(view, 'By SKU');
    await leaveAndComeBack(view, ['/space/bundles', 'Bundles'], '/space/products');
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('sku'));
    await screen.findByText('Default view: By SKU');
    // The search service was asked for the view's sort, and the URL keeps it.
    await waitFor(() => expect(resultRows().length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(searchOf(router).get('sort')).toBe('sku');
    await expectCopyLink(view);
  });
});
