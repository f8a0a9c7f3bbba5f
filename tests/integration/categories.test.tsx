import { screen, waitFor, within } from '@testing-library/react';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { renderApp } from '../support/renderApp';
import { portalTestKit } from '../support/portal';

const { simulator, signedIn, openAs } = portalTestKit();

async function openAsOwner(path: string) {
  const view = await openAs(path);
  const categories = () =>
    simulator().categories.filter((c) => c.organisation_id === view.orgId && !c.archived);
  return { ...view, categories };
}

describe('categories', () => {
  it('lists the organisation’s categories with parent, colour and product count, and searches them', async () => {
    const { user, router, categories } = await openAsOwner('/space/categories');
    const pantry = categories().find((c) => c.name === 'Pantry')!;
    const child = categories().find((c) => c.parent_id === pantry.id)!;

    const row = await screen.findByRole('row', { name: new RegExp(`^${child.name}`) });
    expect(row).toHaveTextContent('Pantry');
    expect(row).toHaveTextContent(child.color);

    await user.type(screen.getByLabelText('Search categories'), child.name);
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?q=${encodeURIComponent(child.name).replace(/%20/g, '+')}`,
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /^Pantry/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: new RegExp(`^${child.name}`) })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search categories'));
    await user.type(screen.getByLabelText('Search categories'), 'zzz-nothing');
    expect(await screen.findByText('Oops! No Records found')).toBeInTheDocument();
  });

  it('creates a category under a parent and shows it in the list', async () => {
    const { user, router, categories, orgId } = await openAsOwner('/space/categories/new');
    const pantry = categories().find((c) => c.name === 'Pantry')!;

    await user.type(await screen.findByLabelText('Name'), 'Spreads');
    await user.click(screen.getByLabelText('Parent category'));
    await user.click(await screen.findByTitle('Pantry'));
    await user.type(screen.getByLabelText('Color'), '#c80');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/space/categories'));
    const saved = simulator().categories.find(
      (c) => c.organisation_id === orgId && c.name === 'Spreads',
    );
    expect(saved).toMatchObject({ parent_id: pantry.id, color: '#c80', archived: false });
    expect(await screen.findByText('Category “Spreads” created')).toBeInTheDocument();
  });

  it('refuses a colour that is not a hex of 3 or 6 digits, and sends nothing', async () => {
    const { user, categories } = await openAsOwner('/space/categories/new');
    const before = categories().length;

    await user.type(await screen.findByLabelText('Name'), 'Bad colour');
    await user.type(screen.getByLabelText('Color'), '#12');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText(CATALOGUE_MESSAGES.hexColour)).toBeInTheDocument();
    expect(categories()).toHaveLength(before);
    expect(screen.getByLabelText('Name')).toHaveValue('Bad colour');
  });

  it('edits a category and the store holds the change', async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
    const target = simulator().categories.find(
      (c) => c.organisation_id === orgId && c.name === 'Pet',
    )!;
    const { user, router } = renderApp(`/space/categories/${target.id}/edit`, store);

    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Pet'));
    await user.clear(name);
    await user.type(name, 'Pet Supplies');
    await user.clear(screen.getByLabelText('Color'));
    await user.type(screen.getByLabelText('Color'), '#123abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/space/categories'));
    expect(simulator().categories.get(target.id)).toMatchObject({
      name: 'Pet Supplies',
      color: '#123abc',
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('does not offer the category itself or its descendants as parent, and shows the server refusing a cycle', async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
    const own = simulator().categories.filter((c) => c.organisation_id === orgId && !c.archived);
    const parent = own.find((c) => c.parent_id === null && own.some((o) => o.parent_id === c.id))!;
    const child = own.find((c) => c.parent_id === parent.id)!;
    const other = own.find((c) => c.parent_id === null && c.id !== parent.id)!;
    const { user } = renderApp(`/space/categories/${parent.id}/edit`, store);

    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(parent.name));
    await user.click(screen.getByLabelText('Parent category'));
    await screen.findByTitle(other.name);
    expect(screen.queryByTitle(parent.name)).not.toBeInTheDocument();
    expect(screen.queryByTitle(`${parent.name} › ${child.name}`)).not.toBeInTheDocument();

    // Someone else moves `other` under this category after the form loaded its options: the
    // choice is still on offer, and the server is the one to refuse it.
    simulator().categories.update(other.id, { parent_id: parent.id });
    await user.click(screen.getByTitle(other.name));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Parent category cannot be the category itself or one of its sub-categories',
      ),
    ).toBeInTheDocument();
    expect(simulator().categories.get(parent.id)!.parent_id).toBe(null);
  });

  it('archives a category after confirmation, with the server’s message', async () => {
    const { user, categories } = await openAsOwner('/space/categories?q=Baby');
    const baby = categories().find((c) => c.name === 'Baby')!;

    await user.click(await screen.findByRole('button', { name: 'Archive Baby' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Archive “Baby”?');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    expect(simulator().categories.get(baby.id)!.archived).toBe(true);
    expect(await screen.findByText('Oops! No Records found')).toBeInTheDocument();
  });

  it('keeps the category when the confirmation is cancelled', async () => {
    const { user, categories } = await openAsOwner('/space/categories?q=Baby');
    const baby = categories().find((c) => c.name === 'Baby')!;

    await user.click(await screen.findByRole('button', { name: 'Archive Baby' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );

    expect(simulator().categories.get(baby.id)!.archived).toBe(false);
    expect(screen.getByRole('row', { name: /^Baby/ })).toBeInTheDocument();
    expect(screen.queryByText('Category deleted successfully')).not.toBeInTheDocument();
  });
});
