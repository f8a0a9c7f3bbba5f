import { screen, waitFor, within } from '@testing-library/react';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { productTypesTestKit, typesTable, type User } from '../support/productTypes';

const { simulator, ownerOrganisationId, unitOf, open } = productTypesTestKit();

describe('breaking stock down', () => {
  /** A product with a carton of boxes and at least 3 cartons in stock. */
  function cartonProduct() {
    const organisationId = ownerOrganisationId();
    const product = simulator().products.find(
      (p) =>
        p.organisation_id === organisationId &&
        !p.archived &&
        p.units.some((u) => u.unit === 'BOX') &&
        p.units.some((u) => u.unit === 'CARTON'),
    );
    if (!product) throw new Error('the seed has no product with boxes and cartons');
    const units = product.units.map((u) => (u.unit === 'CARTON' ? { ...u, stock: 5 } : u));
    // Keep the store's invariant: the product's stock is every unit's items.
    const stock = units.reduce((sum, u) => sum + u.stock * u.items_per_unit, 0);
    simulator().products.update(product.id, { units, stock });
    return simulator().products.get(product.id)!;
  }

  async function openDialog(productId: number) {
    const view = await open(`/space/products/${productId}/types`);
    const table = await typesTable();
    await view.user.click(within(table).getByRole('button', { name: 'Break down cartons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Break down cartons' });
    return { ...view, dialog };
  }

  /** Types `count` as the cartons to break down; returns the field. */
  async function enterCartons(user: User, dialog: HTMLElement, count: string) {
    const quantity = within(dialog).getByLabelText('Quantity (cartons)');
    await user.clear(quantity);
    await user.type(quantity, count);
    return quantity;
  }

  /** The dialog refuses, and keeps what the merchant typed. */
  async function expectNotEnoughQuantity(
    dialog: HTMLElement,
    quantity: HTMLElement,
    typed: string,
  ) {
    expect(
      await within(dialog).findByText(CATALOGUE_MESSAGES.notEnoughQuantity),
    ).toBeInTheDocument();
    expect(quantity).toHaveValue(typed);
  }

  it('moves stock from cartons to boxes, writes a movement, and the history says so', async () => {
    const product = cartonProduct();
    // Records are live (the server changes them in place): keep the numbers of before.
    const boxes = unitOf(product.id, 'BOX')!.stock;
    const stock = product.stock;
    const perCarton =
      unitOf(product.id, 'CARTON')!.items_per_unit / unitOf(product.id, 'BOX')!.items_per_unit;
    const movementsBefore = simulator().movements.count();
    const { user, dialog } = await openDialog(product.id);

    await enterCartons(user, dialog, '2');
    expect(within(dialog).getByText(`2 cartons → ${2 * perCarton} boxes`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Break down' }));

    expect(await screen.findByText('Stock broken down')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Break down cartons' })).not.toBeInTheDocument(),
    );
    expect(unitOf(product.id, 'CARTON')!.stock).toBe(3);
    expect(unitOf(product.id, 'BOX')!.stock).toBe(boxes + 2 * perCarton);
    expect(simulator().products.get(product.id)!.stock).toBe(stock);
    expect(simulator().movements.count()).toBe(movementsBefore + 1);
    const written = simulator().movements.find(
      (m) => m.product_id === product.id && m.type === 'breakdown' && m.reference === 'Breakdown',
    );
    expect(written).toMatchObject({ unit: 'CARTON', quantity: -2 });
    // The table follows.
    const table = screen.getByRole('table', { name: 'Product types' });
    await waitFor(() =>
      expect(
        within(table).getByRole('row', { name: /^Carton/ }).lastChild?.previousSibling,
      ).toHaveTextContent(/^3$/),
    );

    await user.click(screen.getByRole('link', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'Product history' });
    const entry = within(history).getByText('broke down cartons into boxes').closest('li')!;
    expect(entry).toHaveTextContent('Carton stock: 5 → 3');
    expect(entry).toHaveTextContent(`Box stock: ${boxes} → ${boxes + 2 * perCarton}`);
  });

  it("says 'Not enough quantity' for more than the stock, keeping the quantity typed", async () => {
    const product = cartonProduct();
    const { user, dialog } = await openDialog(product.id);

    const quantity = await enterCartons(user, dialog, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Break down' }));

    await expectNotEnoughQuantity(dialog, quantity, '6');
    expect(unitOf(product.id, 'CARTON')!.stock).toBe(5);
  });

  it("shows the server's 'Not enough quantity' when the stock went meanwhile", async () => {
    const product = cartonProduct();
    const { user, dialog } = await openDialog(product.id);
    // Someone else breaks the cartons down first: the page still shows 5.
    simulator().products.update(product.id, {
      units: simulator()
        .products.get(product.id)!
        .units.map((u) => (u.unit === 'CARTON' ? { ...u, stock: 1 } : u)),
    });
    const movementsBefore = simulator().movements.count();

    const quantity = await enterCartons(user, dialog, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Break down' }));

    await expectNotEnoughQuantity(dialog, quantity, '4');
    expect(unitOf(product.id, 'CARTON')!.stock).toBe(1);
    expect(simulator().movements.count()).toBe(movementsBefore);
  });
});
