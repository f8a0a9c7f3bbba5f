import { screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { makeUser, renderWithShell } from '@tests/support/shell';
import type { StoredUser } from '@/domain/contract';
import { DetailLayout } from './DetailLayout';
import type { DetailTab } from './detailTabs';

const paths = {
  summary: (id: number | string) => `/space/things/${id}/summary`,
  history: (id: number | string) => `/space/things/${id}/history`,
  edit: (id: number | string) => `/space/things/${id}/summary/edit`,
};
const tabs = [
  { key: 'summary', label: 'Summary', path: paths.summary },
  { key: 'history', label: 'History', path: paths.history },
] as const satisfies readonly DetailTab[];

function show(archived: boolean, user?: StoredUser) {
  return renderWithShell(
    <DetailLayout
      id={7}
      title="Blue mug"
      noun="thing"
      archived={archived}
      meta={<span>SKU MUG-1</span>}
      editPath={paths.edit(7)}
      actions={<Button>Print barcode</Button>}
      recordActions={<Button>Archive</Button>}
      tabs={tabs}
      current="history"
    >
      <p>The history of the thing</p>
    </DetailLayout>,
    { path: paths.history(7), user },
  );
}

describe('DetailLayout', () => {
  it('names the page after the record and shows its facts and content', async () => {
    show(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue mug' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Blue mug' })).toHaveTextContent('SKU MUG-1');
    expect(screen.getByText('The history of the thing')).toBeInTheDocument();
  });

  it('renders the tabs as links to their routes, the current one marked', async () => {
    show(false);
    const nav = await screen.findByRole('navigation', { name: 'Thing sections' });
    const summary = within(nav).getByRole('link', { name: 'Summary' });
    const history = within(nav).getByRole('link', { name: 'History' });
    expect(summary).toHaveAttribute('href', '/space/things/7/summary');
    expect(summary).not.toHaveAttribute('aria-current');
    expect(history).toHaveAttribute('href', '/space/things/7/history');
    expect(history).toHaveAttribute('aria-current', 'page');
  });

  it('offers Edit and the record’s actions while the record can change', async () => {
    const { user, router } = show(false);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(router.state.location.pathname).toBe('/space/things/7/summary/edit');
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.queryByText('Archived')).not.toBeInTheDocument();
  });

  it('on an archived record offers neither Edit nor changes, and says it is archived', async () => {
    show(true);
    await screen.findByRole('heading', { level: 1, name: 'Blue mug' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print barcode' })).toBeInTheDocument();
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(screen.getByText(/This thing is archived/)).toBeInTheDocument();
    // The tabs stay: an archived record is still there to look at.
    expect(screen.getByRole('link', { name: 'Summary' })).toBeInTheDocument();
  });

  it('keeps Edit to those who may edit', async () => {
    show(
      false,
      makeUser({
        role: 'MEMBER',
        user_role: 'MEMBER',
        accessControlMap: { MEMBER: { edit: false } },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeDisabled();
  });
});
