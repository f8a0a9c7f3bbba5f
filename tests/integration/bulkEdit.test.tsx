import { screen, waitFor, within } from '@testing-library/react';
import { simulatorFaults } from '@simulator/node';
import { PAGE_LOAD } from '../support/patience';
import { bulkEditKit, skusOnScreen } from '../support/bulkEdit';

const { editFirst, openList, simulator } = bulkEditKit();

describe('bulk edit of products', () => {
  it('edits cells, pastes a column, reviews only what changes, applies once and shows each row', async () => {
    const { user, skus, cell, product, router } = await editFirst(2);
    const [a, b] = skus as [string, string];
    const before = { a: structuredClone(product(a)), b: structuredClone(product(b)) };
    const countUpdates = (id: number) =>
      simulator().history.filter((h) => h.product_id === id && h.action === 'updated').length;
    const historyBefore = { a: countUpdates(before.a.id), b: countUpdates(before.b.id) };
    expect(router.state.location.pathname).toBe('/space/products/bulk-edit');
    expect(cell('Supplier value', a)).toHaveValue(String(before.a.supplier_value));

    // A cell is checked with the product form's rule, as it is typed.
    await user.clear(cell('Sales value', a));
    await user.type(cell('Sales value', a), 'abc');
    expect(cell('Sales value', a)).toHaveAccessibleDescription('Sales value must be a number');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(
      screen.getByText('Fix the 1 marked cell first.', { selector: '.ant-alert *' }),
    ).toBeInTheDocument();
    await user.clear(cell('Sales value', a));
    await user.type(cell('Sales value', a), '19.95');

    await user.clear(cell('Supplier value', a));
    await user.type(cell('Supplier value', a), '12.34');
    // The arrow keys and Enter move between cells.
    await user.keyboard('{ArrowDown}');
    expect(cell('Supplier value', b)).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(cell('Supplier value', a)).toHaveFocus();

    // A column copied from a spreadsheet fills the column downward.
    await user.click(cell('Lower limit', a));
    await user.paste('7\t x\n9\n');
    expect(cell('Lower limit', a)).toHaveValue('7');
    expect(cell('Lower limit', b)).toHaveValue('9');

    const category = simulator().categories.find(
      (c) =>
        c.organisation_id === before.b.organisation_id &&
        !c.archived &&
        c.id !== before.b.category_id,
    )!;
    await user.selectOptions(
      screen.getByRole('combobox', { name: `Category, ${b}` }),
      category.name,
    );

    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const changes = await screen.findByRole('list', { name: 'Changes' });
    expect(changes).toHaveTextContent(`Supplier value: ${before.a.supplier_value} → 12.34`);
    expect(changes).toHaveTextContent(`Sales value: ${before.a.sales_value} → 19.95`);
    expect(changes).toHaveTextContent(`Lower limit: ${before.b.lower_limit} → 9`);
    expect(changes).toHaveTextContent(`Category: `);
    expect(changes).toHaveTextContent(`→ ${category.name}`);
    expect(changes).not.toHaveTextContent(`Supplier value: ${before.b.supplier_value}`);

    const apply = screen.getByRole('button', { name: 'Apply changes' });
    await user.dblClick(apply);
    const result = await screen.findByRole('region', { name: 'Result' }, PAGE_LOAD);
    expect(within(result).getByRole('row', { name: new RegExp(a) })).toHaveTextContent('Updated');
    expect(within(result).getByRole('row', { name: new RegExp(b) })).toHaveTextContent('Updated');

    expect(product(a)).toMatchObject({ supplier_value: 12.34, sales_value: 19.95, lower_limit: 7 });
    expect(product(b)).toMatchObject({ lower_limit: 9, category_id: category.id });
    // One request despite the double click: one history entry each.
    const updates = (id: number) =>
      simulator().history.filter((h) => h.product_id === id && h.action === 'updated').length;
    expect(updates(before.a.id)).toBe(historyBefore.a + 1);
    expect(updates(before.b.id)).toBe(historyBefore.b + 1);
  });

  it('keeps every typed value when the request fails, and applies once when sent again', async () => {
    const { user, skus, cell, product } = await editFirst(1);
    const [a] = skus as [string];
    expect(product(a).supplier_value).not.toBe(3.21);
    await user.clear(cell('Supplier value', a));
    await user.type(cell('Supplier value', a), '3.21');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    simulatorFaults().add({ kind: 'lost', method: 'POST', path: '/items/bulk-update' });

    await user.click(await screen.findByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText(/Your edits are kept/, {}, PAGE_LOAD)).toBeInTheDocument();
    // The server applied it before the answer was lost; the retry must not apply it again.
    expect(product(a).supplier_value).toBe(3.21);
    await user.click(screen.getByRole('button', { name: 'Back to editing' }));
    expect(cell('Supplier value', a)).toHaveValue('3.21');

    simulatorFaults().add({
      kind: 'status',
      status: 500,
      method: 'POST',
      path: '/items/bulk-update',
    });
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText(/Your edits are kept/, {}, PAGE_LOAD)).toBeInTheDocument();

    const updatesBefore = simulator().history.filter(
      (h) => h.product_id === product(a).id && h.action === 'updated',
    ).length;
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    const result = await screen.findByRole('region', { name: 'Result' }, PAGE_LOAD);
    expect(within(result).getByRole('row', { name: new RegExp(a) })).toHaveTextContent('Updated');
    expect(
      simulator().history.filter((h) => h.product_id === product(a).id && h.action === 'updated'),
    ).toHaveLength(updatesBefore);
  });

  it('pastes a column of category names and one of yes/no answers, leaving out what names none', async () => {
    const { user, skus, product } = await editFirst(3);
    const [a, b, c] = skus as [string, string, string];
    const category = simulator().categories.find(
      (x) =>
        x.organisation_id === product(a).organisation_id &&
        !x.archived &&
        x.id !== product(a).category_id,
    )!;
    const categoryOf = (sku: string) => screen.getByRole('combobox', { name: `Category, ${sku}` });
    const categoryBefore = (categoryOf(c) as HTMLSelectElement).value;

    // Copied from a spreadsheet: a name in other letters, a blank (no category), a name of none.
    await user.click(categoryOf(a));
    await user.paste(`${category.name.toUpperCase()}\n\nNot a category\n`);
    expect(categoryOf(a)).toHaveDisplayValue(category.name);
    expect(categoryOf(b)).toHaveDisplayValue('No category');
    expect((categoryOf(c) as HTMLSelectElement).value).toBe(categoryBefore);
    expect(
      screen.getByText(
        'Pasted 2 values into Category; 1 value is not a category name and was left out: “Not a category”.',
        { selector: '.ant-alert *' },
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: `Archive, ${a}` }));
    await user.paste('no\nYes\nmaybe');
    expect(screen.getByRole('checkbox', { name: `Archive, ${a}` })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Archive, ${b}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Archive, ${c}` })).not.toBeChecked();
    expect(
      screen.getByText(/1 value is not yes or no and was left out: “maybe”/, {
        selector: '.ant-alert *',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const changes = await screen.findByRole('list', { name: 'Changes' });
    expect(changes).toHaveTextContent(`→ ${category.name}`);
    expect(changes).toHaveTextContent('Archive: Active → Archived');
  });

  it('shows the server refusing a row, and that the others were not applied', async () => {
    const { user, skus, cell, product } = await editFirst(2);
    const [a, b] = skus as [string, string];
    await user.clear(cell('Supplier value', a));
    await user.type(cell('Supplier value', a), '5');
    await user.click(screen.getByRole('checkbox', { name: `Archive, ${b}` }));
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Archive: Active → Archived',
    );
    // Someone else archives the first product meanwhile.
    simulator().products.update(product(a).id, { archived: true });

    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    const result = await screen.findByRole('region', { name: 'Result' }, PAGE_LOAD);
    expect(within(result).getByRole('row', { name: new RegExp(a) })).toHaveTextContent(
      'Refused: Product is archived and can no longer be changed',
    );
    expect(within(result).getByRole('row', { name: new RegExp(b) })).toHaveTextContent(
      'Not applied',
    );
    expect(product(b).archived).toBe(false);
    expect(cell('Supplier value', a)).toHaveValue('5');
  });

  it('selects every product the search matches, over all pages', async () => {
    const { user, orgId } = await openList();
    const lowStock = simulator().products.filter(
      (p) => p.organisation_id === orgId && !p.archived && p.is_low_stock,
    );
    expect(lowStock.length).toBeGreaterThan(1);
    const group = screen.getByRole('group', { name: 'Low stock' });
    await user.click(
      within(group).getByRole('checkbox', { name: `Low stock (${lowStock.length})` }),
    );
    await waitFor(() =>
      expect(screen.getByText(`${lowStock.length} products`)).toBeInTheDocument(),
    );
    const [first] = skusOnScreen();
    await user.click(screen.getByRole('checkbox', { name: `Select ${first}` }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: `Select all ${lowStock.length} matching` }),
    );
    expect(await screen.findByText(`${lowStock.length} selected`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit in bulk' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Products in Bulk' }, PAGE_LOAD);
    for (const product of lowStock)
      expect(
        await screen.findByRole('textbox', { name: `Supplier value, ${product.sku}` }, PAGE_LOAD),
      ).toBeInTheDocument();
  });

  it('offers no selection to a role that sees costs masked', async () => {
    await openList('member@demo.test');
    expect(screen.queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit in bulk' })).not.toBeInTheDocument();
  });
});
