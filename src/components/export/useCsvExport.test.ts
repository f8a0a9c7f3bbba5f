// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ExportPage } from './exportPages';
import { useCsvExport } from './useCsvExport';

interface Row {
  sku: string;
  value: number;
}
const COLUMNS = [
  { header: 'SKU', value: (r: Row) => r.sku },
  { header: 'Value (AUD)', value: (r: Row) => r.value },
];

/** A selection of `pages` pages of two rows each, every page answered when the test says so. */
function pagedDownload(pages: number) {
  const asked: number[] = [];
  const waiting: ((fail?: boolean) => void)[] = [];
  const fetchPage = vi.fn(async (page: number): Promise<ExportPage<Row>> => {
    asked.push(page);
    const failed = await new Promise<boolean>((resolve) => waiting.push((f) => resolve(!!f)));
    if (failed) throw { status: 503, message: 'The server is busy' };
    return {
      rows: [
        { sku: `P${page}-A`, value: page * 10.5 },
        { sku: `P${page}-B`, value: 1234.5 },
      ],
      totalPages: pages,
    };
  });
  return {
    fetchPage,
    asked,
    answerNext: () => act(async () => waiting.shift()?.()),
    failNext: () => act(async () => waiting.shift()?.(true)),
  };
}

function captureFiles() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { blobs, names: () => click.mock.contexts.map((a) => (a as HTMLAnchorElement).download) };
}

afterEach(() => vi.restoreAllMocks());

const setup = (pages: number, currentRows: Row[] = []) => {
  const download = pagedDownload(pages);
  const hook = renderHook(() =>
    useCsvExport<Row>({
      name: 'Inventory report',
      noun: 'products',
      columns: COLUMNS,
      currentRows,
      fetchPage: download.fetchPage,
      today: '2026-11-26',
    }),
  );
  /** Chooses All matching and leaves it running; the promise settles once the export ends. */
  const start = (run: () => Promise<void> = () => hook.result.current.exportAll()) => {
    let done: Promise<void> | undefined;
    act(() => {
      done = run();
    });
    return done!;
  };
  return { ...download, hook, start };
};

describe('useCsvExport', () => {
  it('reads every page in turn, reporting progress, and saves one file of all rows', async () => {
    const files = captureFiles();
    const { hook, asked, answerNext, start } = setup(3);
    const done = start();
    expect(hook.result.current.state).toEqual({ status: 'running', done: 0, total: null });
    // A second click while it runs starts nothing.
    await act(() => hook.result.current.exportAll());
    await waitFor(() => expect(asked).toEqual([1]));

    await answerNext();
    await waitFor(() =>
      expect(hook.result.current.state).toEqual({ status: 'running', done: 1, total: 3 }),
    );
    await answerNext();
    await waitFor(() =>
      expect(hook.result.current.state).toEqual({ status: 'running', done: 2, total: 3 }),
    );
    await answerNext();
    await act(() => done);

    expect(asked).toEqual([1, 2, 3]);
    expect(hook.result.current.state).toEqual({ status: 'idle' });
    expect(files.names()).toEqual(['inventory-report-2026-11-26.csv']);
    expect(await files.blobs[0]!.text()).toBe(
      '\uFEFFSKU,Value (AUD)\r\nP1-A,10.5\r\nP1-B,1234.5\r\nP2-A,21\r\nP2-B,1234.5\r\nP3-A,31.5\r\nP3-B,1234.5\r\n',
    );
  });

  it('saves nothing when stopped, says so, and can run again afterwards', async () => {
    const files = captureFiles();
    const { hook, asked, answerNext, start } = setup(2);
    let done = start();
    await waitFor(() => expect(asked).toEqual([1]));
    act(() => hook.result.current.stop());
    await answerNext();
    await act(() => done);
    expect(asked).toEqual([1]);
    expect(files.blobs).toHaveLength(0);
    expect(hook.result.current.state).toEqual({ status: 'stopped' });

    done = start();
    await waitFor(() => expect(asked).toEqual([1, 1]));
    await answerNext();
    await waitFor(() => expect(asked).toEqual([1, 1, 2]));
    await answerNext();
    await act(() => done);
    expect(files.blobs).toHaveLength(1);
  });

  it('says what failed and what to do, and Retry runs the same export again', async () => {
    const files = captureFiles();
    const { hook, asked, answerNext, failNext, start } = setup(1);
    const done = start();
    await waitFor(() => expect(asked).toEqual([1]));
    await failNext();
    await act(() => done);
    expect(hook.result.current.state).toEqual({
      status: 'failed',
      message:
        'The export failed (The server is busy). Nothing was saved: press Retry to try again.',
    });
    expect(files.blobs).toHaveLength(0);

    const retried = start(() => hook.result.current.retry());
    await waitFor(() => expect(asked).toEqual([1, 1]));
    await answerNext();
    await act(() => retried);
    expect(files.blobs).toHaveLength(1);
  });

  it('exports the rows on screen at once for This page, with columns loaded on demand', async () => {
    const files = captureFiles();
    const { hook, asked } = setup(2, [{ sku: 'ON-SCREEN', value: 0.1 + 0.2 }]);
    await act(() => hook.result.current.exportPage());
    expect(asked).toEqual([]);
    expect(await files.blobs[0]!.text()).toBe('\uFEFFSKU,Value (AUD)\r\nON-SCREEN,0.3\r\n');
  });
});
