import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@tests/support/shell';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { ListClearFilters, ListDateRange, ListFilterBar, ListSelectFilter } from './ListFilters';

const CONFIG: ListParamsConfig = { queryKey: 'q', filters: ['type', 'date_from', 'date_to'] };

function Filters({ search }: { search?: boolean }) {
  const list = useListParams(CONFIG);
  return (
    <ListFilterBar>
      <ListSelectFilter
        list={list}
        name="type"
        id="f-type"
        label="Type"
        options={[
          { value: 'credit', label: 'Credit' },
          { value: 'debit', label: 'Debit' },
        ]}
      />
      <ListDateRange list={list} id="f-date" label="Date" />
      <ListClearFilters list={list} search={search} />
    </ListFilterBar>
  );
}

const open = (path: string, search?: boolean) =>
  renderWithShell(null, {
    path,
    routes: [{ path: '/things', element: <Filters search={search} /> }],
  });

describe('ListFilters', () => {
  it('names each control by its visible label, inside a named group', async () => {
    open('/things?type=debit&date_from=2026-01-02');
    const group = await screen.findByRole('group', { name: 'Filters' });
    expect(group).toContainElement(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getByLabelText('Date')).toHaveValue('2026-01-02');
    expect(screen.getByText('Debit')).toBeInTheDocument();
  });

  it('writes a chosen value to the URL and goes back to page 1', async () => {
    const { user, router } = open('/things?page=3');
    await user.click(await screen.findByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByTitle('Credit'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=credit'));
  });

  it('clears the filters and keeps the search, unless it holds the search too', async () => {
    const first = open('/things?q=tea&type=debit&date_to=2026-01-31');
    await first.user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?q=tea'));
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    first.unmount();

    const second = open('/things?q=tea&type=debit', true);
    await second.user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(second.router.state.location.search).toBe(''));
  });
});
