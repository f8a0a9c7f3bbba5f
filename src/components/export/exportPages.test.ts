import { ExportStopped, fetchAllPages, fromServerPage } from './exportPages';
import { exportRequest } from './serverList';

const pageOf = (page: number, totalPages: number) => ({
  rows: [`p${page}a`, `p${page}b`],
  totalPages,
});

describe('fetchAllPages', () => {
  it('reads every page in order and reports progress after each', async () => {
    const asked: number[] = [];
    const progress: unknown[] = [];
    const rows = await fetchAllPages(
      async (page) => {
        asked.push(page);
        return pageOf(page, 3);
      },
      new AbortController().signal,
      (p) => progress.push(p),
    );
    expect(asked).toEqual([1, 2, 3]);
    expect(rows).toEqual(['p1a', 'p1b', 'p2a', 'p2b', 'p3a', 'p3b']);
    expect(progress).toEqual([
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
  });

  it('follows the page count of the latest answer, and reads one page of an empty selection', async () => {
    const asked: number[] = [];
    await fetchAllPages(
      async (page) => {
        asked.push(page);
        return pageOf(page, page === 1 ? 3 : 2);
      },
      new AbortController().signal,
      () => {},
    );
    expect(asked).toEqual([1, 2]);
    const empty = await fetchAllPages(
      async () => ({ rows: [], totalPages: 0 }),
      new AbortController().signal,
      () => {},
    );
    expect(empty).toEqual([]);
  });

  it('stops between pages, and during a request, without reading further', async () => {
    const controller = new AbortController();
    const asked: number[] = [];
    const run = fetchAllPages(
      async (page) => {
        asked.push(page);
        if (page === 2) controller.abort();
        return pageOf(page, 5);
      },
      controller.signal,
      () => {},
    );
    await expect(run).rejects.toBeInstanceOf(ExportStopped);
    expect(asked).toEqual([1, 2]);

    const during = new AbortController();
    const failing = fetchAllPages(
      async () => {
        during.abort();
        throw new Error('aborted');
      },
      during.signal,
      () => {},
    );
    await expect(failing).rejects.toBeInstanceOf(ExportStopped);
  });

  it('passes a failure on as it is', async () => {
    const run = fetchAllPages(
      async () => {
        throw new Error('Server unavailable');
      },
      new AbortController().signal,
      () => {},
    );
    await expect(run).rejects.toThrow('Server unavailable');
  });
});

describe('server list pages', () => {
  it('keep the list request but ask for the export page and size', () => {
    expect(
      exportRequest(
        { page: 3, per_page: 20, query: 'tea', sort: '-created_at', status: 'pending' },
        2,
      ),
    ).toEqual({ page: 2, per_page: 100, query: 'tea', sort: '-created_at', status: 'pending' });
    expect(
      fromServerPage({ data: [1, 2], meta: { page: 1, per_page: 2, total: 5, total_pages: 3 } }),
    ).toEqual({ rows: [1, 2], totalPages: 3 });
  });
});
