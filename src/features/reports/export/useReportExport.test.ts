// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Page } from '@/domain/contract';
import { useReportExport } from './useReportExport';

interface Row {
  sku: string;
  value: number;
}
const COLUMNS = [
  { header: 'SKU', value: (r: Row) => r.sku },
  { header: 'Value (AUD)', value: (r: Row) => r.value },
];

/** A download of `pages` pages of two rows each, every page answered when the test says so. */
function pagedDownload(pages: number) {
  const asked: number[] = [];
  const waiting: (() => void)[] = [];
  const fetchPage = vi.fn(async (page: number, perPage: number): Promise<Page<Row>> => {
    asked.push(page);
    await new Promise<void>((resolve) => waiting.push(resolve));
    return {
      data: [
        { sku: `P${page}-A`, value: page * 10.5 },
        { sku: `P${page}-B`, value: 1234.5 },
      ],
      meta: { page, per_page: perPage, total: pages * 2, total_pages: pages },
    };
  });
  return { fetchPage, asked, answerNext: () => act(async () => waiting.shift()?.()) };
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
    useReportExport<Row>({
      name: 'Inventory report',
      noun: 'products',
      columns: COLUMNS,
      currentRows,
      fetchPage: download.fetchPage,
      today: '2026-11-26',
    }),
  );
  /** Clicks Export all and leaves it running; the promise settles once the export ends. */
  const startExport = () => {
    let done: Promise<void> | undefined;
    act(() => {
      done = hook.result.current.exportAll();
    });
    return done!;
  };
  return { ...download, hook, startExport };
};

describe('useReportExport', () => {
  it('reads every page in turn, reporting progress, and saves one file of all rows', async () => {
    const files = captureFiles();
    const { hook, asked, answerNext, startExport } = setup(3);
    const done = startExport();
    expect(hook.result.current.progress).toEqual({ done: 0, total: null });
    // A second click while it runs starts nothing.
    await act(() => hook.result.current.exportAll());
    expect(asked).toEqual([1]);

    await answerNext();
    await waitFor(() => expect(hook.result.current.progress).toEqual({ done: 1, total: 3 }));
    await answerNext();
    await waitFor(() => expect(hook.result.current.progress).toEqual({ done: 2, total: 3 }));
    await answerNext();
    await act(() => done);

    expect(asked).toEqual([1, 2, 3]);
    expect(hook.result.current.progress).toBeNull();
    expect(files.names()).toEqual(['inventory-report-2026-11-26.csv']);
    const text = await files.blobs[0]!.text();
    expect(text).toBe(
      '\uFEFFSKU,Value (AUD)\r\nP1-A,10.5\r\nP1-B,1234.5\r\nP2-A,21\r\nP2-B,1234.5\r\nP3-A,31.5\r\nP3-B,1234.5\r\n',
    );
  });

  it('saves nothing when stopped, and can run again afterwards', async () => {
    const files = captureFiles();
    const { hook, asked, answerNext, startExport } = setup(2);
    let done = startExport();
    act(() => hook.result.current.cancel());
    await answerNext();
    await act(() => done);
    expect(asked).toEqual([1]);
    expect(files.blobs).toHaveLength(0);
    expect(hook.result.current.progress).toBeNull();

    done = startExport();
    await answerNext();
    await waitFor(() => expect(asked).toEqual([1, 1, 2]));
    await answerNext();
    await act(() => done);
    expect(files.blobs).toHaveLength(1);
  });

  it('exports the rows on screen at once for the current page', async () => {
    const files = captureFiles();
    const { hook, asked } = setup(2, [{ sku: 'ON-SCREEN', value: 0.1 + 0.2 }]);
    await act(() => hook.result.current.exportCurrent());
    expect(asked).toEqual([]);
    expect(await files.blobs[0]!.text()).toBe('\uFEFFSKU,Value (AUD)\r\nON-SCREEN,0.3\r\n');
  });
});
