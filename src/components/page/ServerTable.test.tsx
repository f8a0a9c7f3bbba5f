import { screen, waitFor, within } from '@testing-library/react';
import type { ColumnsType } from 'antd/es/table';
import type { Page } from '@/domain/contract';
import { renderWithShell } from '@tests/support/shell';
import type { ListParamsConfig, ListRequest } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { NO_RECORDS_TEXT } from './emptyState';
import type { QueryLike } from './QueryBoundary';
import { ServerTable } from './ServerTable';
import { PAGE_LOAD } from '../../../tests/support/patience';

interface Order {
  id: number;
  reference: string;
  status: string;
}

const ORDERS: Order[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  reference: `PO-${String(i + 1).padStart(2, '0')}`,
  status: i % 3 === 0 ? 'shipped' : 'open',
}));

/** What a server would answer: filtered, sorted, then one page. */
function serve({ page, per_page, sort, status }: ListRequest): Page<Order> {
  let rows = ORDERS.filter((o) => !status || o.status === status);
  if (sort) {
    const desc = sort.startsWith('-');
    rows = [...rows].sort((a, b) => a.reference.localeCompare(b.reference) * (desc ? -1 : 1));
  }
  return {
    data: rows.slice((page - 1) * per_page, page * per_page),
    meta: { page, per_page, total: rows.length, total_pages: Math.ceil(rows.length / per_page) },
  };
}

const CONFIG: ListParamsConfig = { sorts: ['reference'], filters: ['status'] };
const columns: ColumnsType<Order> = [
  { title: 'Reference', dataIndex: 'reference', key: 'reference', sorter: true },
  { title: 'Status', dataIndex: 'status' },
];

function Orders({ failed }: { failed?: boolean }) {
  const list = useListParams(CONFIG);
  const query: QueryLike<Page<Order>> = failed
    ? { isError: true, error: { status: 500, message: 'Server down' }, refetch: () => {} }
    : { isError: false, data: serve(list.request), refetch: () => {} };
  // Keyed by id and named after its noun ('Orders') without being told.
  return <ServerTable list={list} query={query} noun="orders" columns={columns} />;
}

function open(path: string, failed = false) {
  return renderWithShell(null, {
    path,
    routes: [{ path: '/orders', element: <Orders failed={failed} /> }],
  });
}

const firstReference = () =>
  within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')[1]!.textContent;

describe('ServerTable', () => {
  it('shows the page the URL names, with the rows counted', async () => {
    open('/orders?page=2');
    expect(await screen.findByText('21–40 of 45 orders', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(firstReference()).toContain('PO-21');
  });

  it('puts paging in the URL and keeps the page’s other parameters', async () => {
    const { user, router } = open('/orders?tab=open');
    await screen.findByText('1–20 of 45 orders', {}, PAGE_LOAD);
    await user.click(screen.getByTitle('Next Page'));
    expect(router.state.location.search).toBe('?tab=open&page=2');
    expect(firstReference()).toContain('PO-21');
  });

  it('goes back to page 1 for another page size', async () => {
    const { user, router } = open('/orders?page=2');
    await screen.findByText('21–40 of 45 orders', {}, PAGE_LOAD);
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('50 / page'));
    expect(router.state.location.search).toBe('?per_page=50');
    expect(screen.getByText('1–45 of 45 orders')).toBeInTheDocument();
  });

  it('sorts on the server by the column’s key, either way, from page 1', async () => {
    const { user, router } = open('/orders?page=2');
    await screen.findByText('21–40 of 45 orders', {}, PAGE_LOAD);
    const header = () => screen.getByRole('columnheader', { name: /Reference/ });
    await user.click(header());
    expect(router.state.location.search).toBe('?sort=reference');
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header());
    expect(router.state.location.search).toBe('?sort=-reference');
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(firstReference()).toContain('PO-45');
  });

  it('reads the named filters from the URL and asks the server with them', async () => {
    open('/orders?status=shipped');
    expect(await screen.findByText('1–15 of 15 orders', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(firstReference()).toContain('PO-01');
  });

  it('moves a page past the end back to the last page', async () => {
    const { router } = open('/orders?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'), PAGE_LOAD);
    expect(screen.getByText('41–45 of 45 orders')).toBeInTheDocument();
  });

  it('says when there are no records', async () => {
    open('/orders?status=lost');
    expect(await screen.findByText(NO_RECORDS_TEXT, {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('says why the rows could not be loaded, with a retry', async () => {
    open('/orders', true);
    expect(
      await screen.findByText('The orders could not be loaded.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
