import { flattenRoutes } from './routeHandle';
import { recordRoutes, type RecordDomain } from './recordRoutes';

function Page() {
  return null;
}

const things: RecordDomain<'summary' | 'log'> = {
  one: 'Thing',
  many: 'Things',
  nav: { section: 'Spaces', order: 4 },
  paths: { list: '/things', new: '/things/new', edit: (id) => `/things/${id}/summary/edit` },
  tabs: [
    { key: 'summary', label: 'Summary', path: (id) => `/things/${id}/summary` },
    { key: 'log', label: 'Log', path: (id) => `/things/${id}/log` },
  ],
};

describe('recordRoutes', () => {
  it('titles each page from the record name; looking needs view, adding and editing edit', () => {
    const load = async () => Page;
    const routes = recordRoutes(things, {
      list: load,
      new: load,
      edit: load,
      summary: load,
      log: load,
    });
    expect(flattenRoutes(routes)).toEqual([
      {
        pattern: '/things',
        handle: {
          permission: 'view',
          title: 'Things',
          nav: { section: 'Spaces', label: 'Things', order: 4 },
        },
      },
      { pattern: '/things/new', handle: { permission: 'edit', title: 'Add Thing' } },
      { pattern: '/things/:id/summary/edit', handle: { permission: 'edit', title: 'Edit Thing' } },
      { pattern: '/things/:id/summary', handle: { permission: 'view', title: 'Thing Summary' } },
      { pattern: '/things/:id/log', handle: { permission: 'view', title: 'Thing Log' } },
    ]);
  });

  it('loads each page lazily, only when its route is visited', async () => {
    const pages = {
      list: vi.fn(async () => Page),
      new: vi.fn(),
      edit: vi.fn(),
      summary: vi.fn(),
      log: vi.fn(),
    };
    const [list] = recordRoutes(things, pages);
    expect(pages.list).not.toHaveBeenCalled();
    expect(await (list.lazy as () => Promise<unknown>)()).toEqual({ Component: Page });
  });
});
