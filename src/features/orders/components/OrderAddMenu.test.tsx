import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/Providers';
import { draftOwner } from '@/lib/drafts/draftStore';
import { signedInStore } from '../../../../tests/support/renderApp';
import { withSimulator } from '../../../../tests/support/simulator';
import { outboundDraftStore } from '../outbound-wizard/draft';
import { emptyOutbound } from '../outbound-wizard/values';
import { OrderAddMenu } from './OrderAddMenu';

withSimulator();

async function renderMenu(direction: 'outbound' | 'inbound', before?: (owner: string) => void) {
  const store = await signedInStore('owner@demo.test');
  before?.(draftOwner(store.getState().session.user));
  const router = createMemoryRouter(
    [{ path: '*', element: <OrderAddMenu direction={direction} /> }],
    { initialEntries: [`/orders/${direction}`] },
  );
  const user = userEvent.setup();
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await user.click(await screen.findByRole('button', { name: `Add ${direction} order` }));
  const menu = await screen.findByRole('menu');
  return { user, router, menu };
}

const names = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);

describe('OrderAddMenu', () => {
  it('offers the outbound options; Split opens the wizard as a split', async () => {
    const { user, router, menu } = await renderMenu('outbound');
    expect(names(menu)).toEqual(['Standard', 'Split', 'Duplicate…']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Split' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=split'));
    expect(router.state.location.pathname).toBe('/orders/outbound/new');
  });

  it('offers Continue Adding Order only with a draft, and Duplicate asks which order', async () => {
    const { user, router, menu } = await renderMenu('outbound', (owner) =>
      outboundDraftStore.save(owner, 1, emptyOutbound({ reference: 'X' })),
    );
    expect(names(menu)).toContain('Continue Adding Order');
    await user.click(within(menu).getByRole('menuitem', { name: 'Duplicate…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate an outbound order' });
    const copy = (await within(dialog).findAllByRole('button', { name: /^Duplicate / }))[0]!;
    await user.click(copy);
    await waitFor(() =>
      expect(router.state.location.search).toMatch(/^\?type=duplicate&from=\d+$/),
    );
    outboundDraftStore.clear();
  });

  it('offers the inbound options', async () => {
    const { menu } = await renderMenu('inbound');
    expect(names(menu)).toEqual(['Standard', 'Back order', 'Transfer']);
  });
});
