import { screen } from '@testing-library/react';
import { renderWithShell } from '@tests/support/shell';
import type { DetailTab } from './detailTabs';
import type { QueryLike } from './QueryBoundary';
import { detailTabPage, type DetailRecord, type RecordDetail } from './RecordDetail';

interface Thing extends DetailRecord {
  sku: string;
}

const MUG: Thing = { id: 7, title: 'Blue mug', archived: false, sku: 'MUG-1' };

const tabs = [
  { key: 'summary', label: 'Summary', path: (id) => `/things/${id}/summary` },
  { key: 'history', label: 'History', path: (id) => `/things/${id}/history` },
] as const satisfies readonly DetailTab[];

/** What the record's query hook was asked, and an answer for record 7 only. */
const asked: { id: number; skip: boolean }[] = [];
function useThing(id: number, { skip }: { skip: boolean }): QueryLike<Thing> {
  asked.push({ id, skip });
  return id === MUG.id && !skip
    ? { isError: false, data: MUG, refetch: () => {} }
    : { isError: true, error: { status: 404, message: 'No such thing' }, refetch: () => {} };
}

const THING: RecordDetail<Thing, 'summary' | 'history'> = {
  noun: 'thing',
  useRecord: useThing,
  tabs,
  meta: (thing) => <span>SKU {thing.sku}</span>,
};

const HistoryPage = detailTabPage(THING, 'history', (thing) => <p>History of {thing.title}</p>);

const open = (path: string) =>
  renderWithShell(null, {
    path,
    routes: [{ path: '/things/:id/history', element: <HistoryPage /> }],
  });

describe('detailTabPage', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it('frames the tab’s content with the record of the route’s :id', async () => {
    open('/things/7/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue mug' })).toBeInTheDocument();
    expect(screen.getByText('SKU MUG-1')).toBeInTheDocument();
    expect(screen.getByText('History of Blue mug')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the address names no record, without asking the server', async () => {
    open('/things/abc/history');
    expect(await screen.findByText('This is not a thing address.', {})).toBeInTheDocument();
    expect(asked.every((call) => call.skip)).toBe(true);
  });

  it('says why the record could not be loaded', async () => {
    open('/things/8/history');
    expect(await screen.findByText('The thing could not be loaded.', {})).toBeInTheDocument();
    expect(screen.getByText('No such thing')).toBeInTheDocument();
  });
});
