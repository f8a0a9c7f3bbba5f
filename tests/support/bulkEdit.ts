import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { simulatorServer } from '@simulator/node';
import { PAGE_LOAD } from './patience';
import { portalTestKit } from './portal';

/**
 * The product bulk editor's tests: open the list, select rows, open the grid, count its reads.
 * Each test file calls `bulkEditKit()` once, at its top: the simulator's hooks belong to the file
 * (test files share their worker's modules, so a kit started when this module loads would serve
 * only the first file that imports it).
 */
export function bulkEditKit() {
  const { simulator, openAs } = portalTestKit();

  async function openList(email = 'owner@demo.test') {
    const view = await openAs('/space/products', email);
    await waitFor(() => expect(resultRows().length).toBeGreaterThan(0), PAGE_LOAD);
    const product = (sku: string) =>
      simulator().products.find((p) => p.organisation_id === view.orgId && p.sku === sku)!;
    return { ...view, product };
  }

  /** Selects the first `count` rows of the list and opens the bulk editor, not waiting for it. */
  async function openFirst(count: number) {
    const view = await openList();
    const skus = skusOnScreen().slice(0, count);
    for (const sku of skus)
      await view.user.click(screen.getByRole('checkbox', { name: `Select ${sku}` }));
    expect(screen.getByText(`${count} selected`)).toBeInTheDocument();
    const reads = recordProductReads();
    await view.user.click(screen.getByRole('button', { name: 'Edit in bulk' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Products in Bulk' }, PAGE_LOAD);
    const cell = (label: string, sku: string) =>
      screen.getByRole('textbox', { name: `${label}, ${sku}` });
    return { ...view, skus, cell, reads };
  }

  /** Selects the first `count` rows of the list and opens the bulk editor with them loaded. */
  async function editFirst(count: number) {
    const view = await openFirst(count);
    await screen.findByRole('textbox', { name: `Supplier value, ${view.skus[0]}` }, PAGE_LOAD);
    return view;
  }

  return { simulator, openList, openFirst, editFirst };
}

/** The result rows on screen (antd's measuring row left out). */
export const resultRows = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row'));
export const skusOnScreen = () =>
  resultRows().map((row) => within(row).getAllByRole('link')[0]!.textContent ?? '');

/**
 * Product reads the portal sends from now on, as `GET <path>?<query>`: the items read by ids
 * (`/items?ids=…`) and single reads (`/items/12`), nothing else.
 */
export function recordProductReads() {
  const reads: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(url.pathname.indexOf('/v1/') + 3);
    if (request.method === 'GET' && /^\/items(\/\d+)?\/?$/.test(path))
      reads.push(`${path}${decodeURIComponent(url.search)}`);
  };
  simulatorServer.events.on('request:start', listen);
  onTestFinished(() => void simulatorServer.events.removeListener('request:start', listen));
  return reads;
}
