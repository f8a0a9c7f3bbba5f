import { screen, within } from '@testing-library/react';
import { simulatorFaults } from '@simulator/node';
import { PAGE_LOAD } from '../support/patience';
import { bulkEditKit } from '../support/bulkEdit';

const { editFirst, openFirst, simulator } = bulkEditKit();

/** The bulk editor's load: one read of the selection, leaving rows out, a failed read. */
describe('bulk edit of products: loading the selection', () => {
  it('reads the selected products in one request', async () => {
    const { skus, cell, product, reads } = await editFirst(3);
    expect(reads).toEqual([`/items?ids=${skus.map((sku) => product(sku).id).join(',')}`]);
    for (const sku of skus)
      expect(cell('Supplier value', sku)).toHaveValue(String(product(sku).supplier_value));
    expect(screen.getByText('3 products in this edit.')).toBeInTheDocument();
  });

  it('leaves a row out by keyboard: not reviewed, not sent, and it can be put back', async () => {
    const { user, skus, cell, product } = await editFirst(3);
    const [a, b, c] = skus as [string, string, string];
    const before = { a: product(a).supplier_value, b: product(b).supplier_value };
    const count = () => screen.getByText(/in this edit/);
    for (const sku of [a, b]) {
      await user.clear(cell('Supplier value', sku));
      await user.type(cell('Supplier value', sku), '42.5');
    }

    screen.getByRole('button', { name: `Leave out ${b}` }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: `Supplier value, ${b}` })).not.toBeInTheDocument();
    expect(count()).toHaveTextContent('2 products in this edit, 1 left out.');
    // The focus goes on to the next row's button, not lost with the row.
    expect(screen.getByRole('button', { name: `Leave out ${c}` })).toHaveFocus();

    // Put back, the row keeps what was typed; then out again.
    const leftOut = screen.getByRole('region', { name: 'Left out of this edit' });
    await user.click(within(leftOut).getByRole('button', { name: `Put back ${b}` }));
    expect(cell('Supplier value', b)).toHaveValue('42.5');
    expect(screen.getByRole('button', { name: `Leave out ${b}` })).toHaveFocus();
    expect(count()).toHaveTextContent('3 products in this edit.');
    await user.keyboard(' ');
    expect(count()).toHaveTextContent('2 products in this edit, 1 left out.');

    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const changes = await screen.findByRole('list', { name: 'Changes' });
    expect(changes).toHaveTextContent(`${a} ·`);
    expect(changes).not.toHaveTextContent(`${b} ·`);
    expect(screen.getByText(/1 change to 1 product/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    const result = await screen.findByRole('region', { name: 'Result' }, PAGE_LOAD);
    expect(within(result).queryByRole('row', { name: new RegExp(b) })).not.toBeInTheDocument();

    expect(before.a).not.toBe(42.5);
    expect(product(a).supplier_value).toBe(42.5);
    expect(product(b).supplier_value).toBe(before.b);
  });

  it('offers Try again when the read fails, keeps the selection, and says what no longer exists', async () => {
    simulatorFaults().add({ kind: 'status', status: 500, method: 'GET', path: '^/items/?$' });
    const { user, skus, cell, product, reads } = await openFirst(3);
    const [a, b, c] = skus as [string, string, string];
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert).toHaveTextContent('The selected products could not be loaded');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    // Meanwhile one of them is archived elsewhere.
    simulator().products.update(product(b).id, { archived: true });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('textbox', { name: `Supplier value, ${a}` }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(cell('Supplier value', c)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: `Supplier value, ${b}` })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        '1 of the selected products no longer exist or are archived; they are left out.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('2 products in this edit.')).toBeInTheDocument();
    // The failed read and the one that recovered: never one per product.
    expect(reads).toHaveLength(2);
    expect(new Set(reads).size).toBe(1);
  });
});
