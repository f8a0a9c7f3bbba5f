import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_RECORDS_TEXT } from './emptyState';
import { QueryBoundary, type QueryLike } from './QueryBoundary';

type Rows = string[];

function show(query: Partial<QueryLike<Rows>>) {
  const full: QueryLike<Rows> = { isError: false, refetch: vi.fn(), ...query };
  render(
    <QueryBoundary query={full} noun="orders" isEmpty={(rows) => rows.length === 0}>
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryBoundary>,
  );
  return full;
}

describe('QueryBoundary', () => {
  it('shows a skeleton until the first answer, and nothing of the content', () => {
    const { container } = render(
      <QueryBoundary query={{ isError: false, isFetching: true, refetch: vi.fn() }} noun="orders">
        {() => <p>content</p>}
      </QueryBoundary>,
    );
    expect(container.querySelector('.ant-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('says what failed, with the server’s reason, and asks again on request', async () => {
    const query = show({ isError: true, error: { status: 500, message: 'Server down' } });
    expect(screen.getByText('The orders could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('says a failure even over rows an earlier request brought', () => {
    show({ isError: true, data: ['PO-1'] });
    expect(screen.getByText('The orders could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('PO-1')).not.toBeInTheDocument();
  });

  it('shows the one empty state for an empty answer', () => {
    show({ data: [] });
    expect(screen.getByText(NO_RECORDS_TEXT)).toBeInTheDocument();
    expect(NO_RECORDS_TEXT).toBe('Oops! No Records found');
  });

  it('gives the content the data once there is some, also while the next page loads', () => {
    show({ data: ['PO-1', 'PO-2'], isFetching: true });
    expect(screen.getByText('PO-1, PO-2')).toBeInTheDocument();
  });
});
