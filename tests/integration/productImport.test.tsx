import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import Papa from 'papaparse';
import { IMPORT_COLUMNS } from '@/features/products/import/columns';
import { simulatorServer } from '@simulator/node';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

type Cells = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;

const goodCells = (sku: string, extra: Cells = {}): Cells => ({
  sku,
  title: `Imported ${sku}`,
  length: '20',
  width: '10',
  height: '5',
  weight: '0.4',
  manufactured_country: 'AU',
  supplier_value: '3.50',
  hs_code: '6109.10',
  sales_value: '12',
  ...extra,
});

function csvFile(rows: Cells[], name = 'products.csv') {
  const text = Papa.unparse({
    fields: [...IMPORT_COLUMNS],
    data: rows.map((row) => IMPORT_COLUMNS.map((column) => row[column] ?? '')),
  });
  return new File([text], name, { type: 'text/csv' });
}

async function openImport() {
  const store = await signedInStore('owner@demo.test');
  const uid = store.getState().session.user!.x_organisation_uid;
  const organisationId = simulator().organisations.find((o) => o.uid === uid)!.id;
  const view = renderApp('/space/products', store);
  await view.user.click(await screen.findByRole('button', { name: 'Add Multiple Products' }));
  const drawer = await screen.findByRole('dialog', { name: 'Add Multiple Products' });
  return { ...view, drawer, organisationId };
}

async function upload(user: ReturnType<typeof renderApp>['user'], file: File) {
  const input = document.querySelector<HTMLInputElement>('.product-import input[type="file"]')!;
  await user.upload(input, file);
}

const productsOf = (organisationId: number) =>
  simulator().products.filter((p) => p.organisation_id === organisationId);

const problemRows = () =>
  Array.from(
    document.querySelectorAll<HTMLElement>('.product-import .ant-table-tbody > tr.ant-table-row'),
  ).map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent ?? ''));

describe('Add Multiple Products', () => {
  it('offers the template with every column', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:template';
    });
    // Following the download link would navigate the test's window away from the portal.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { user } = await openImport();
      await user.click(screen.getByRole('button', { name: 'Download CSV template' }));
      expect(created).toHaveLength(1);
      expect((await created[0].text()).trim()).toBe(IMPORT_COLUMNS.join(','));
      expect(click.mock.contexts[0]).toHaveAttribute('download', 'products-template.csv');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('checks every row first, reports exactly the bad ones, then creates exactly the good ones', async () => {
    const { user, organisationId, store } = await openImport();
    const category = simulator().categories.find(
      (c) => c.organisation_id === organisationId && !c.archived,
    )!;
    const existing = productsOf(organisationId)[0];
    const before = productsOf(organisationId).length;

    await upload(
      user,
      csvFile([
        goodCells('IMP-001', { category: category.name.toUpperCase(), fragile: 'yes' }),
        goodCells('IMP-002', { manufactured_country: 'nz', sku_type: 'marketing' }),
        goodCells('IMP-BAD-HS', { hs_code: '12345' }),
        goodCells(existing.sku.toLowerCase()),
        goodCells('IMP-003', { low_stock_warning: 'yes', lower_limit: '6' }),
        goodCells('DUP-1'),
        goodCells('dup-1'),
        goodCells('IMP-NO-TITLE', { title: '' }),
      ]),
    );

    expect(
      await screen.findByText('products.csv: 3 of 8 rows ready to import'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '5 rows have problems and will not be imported. Fix them in the sheet and upload it again, or import the valid rows now.',
      ),
    ).toBeInTheDocument();
    expect(
      problemRows().map(([line, sku, , status, problems]) => [line, sku, status, problems]),
    ).toEqual([
      ['4', 'IMP-BAD-HS', 'Has problems', 'HS code is invalid'],
      ['5', existing.sku.toLowerCase(), 'Has problems', expect.stringMatching(/taken/i)],
      ['7', 'DUP-1', 'Has problems', 'SKU appears more than once in this file (rows 7, 8)'],
      ['8', 'dup-1', 'Has problems', 'SKU appears more than once in this file (rows 7, 8)'],
      ['9', 'IMP-NO-TITLE', 'Has problems', 'Title is required'],
    ]);
    // Nothing is sent before the person confirms.
    expect(productsOf(organisationId)).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: 'Import 3 valid rows' }));

    expect(await screen.findByText('3 products created, 5 rows not created')).toBeInTheDocument();
    const after = productsOf(organisationId);
    expect(after).toHaveLength(before + 3);
    const imported = after.filter((p) => p.sku.startsWith('IMP-'));
    expect(imported.map((p) => p.sku).sort()).toEqual(['IMP-001', 'IMP-002', 'IMP-003']);
    const one = imported.find((p) => p.sku === 'IMP-001')!;
    expect(one).toMatchObject({
      category_id: category.id,
      fragile: true,
      hs_code: '6109.10',
      title: 'Imported IMP-001',
    });
    const countries = store.getState().session.configObj!.countries;
    expect(one.manufactured_country).toBe(countries.find((c) => c.iso2 === 'AU')!.value);
    expect(imported.find((p) => p.sku === 'IMP-002')!.manufactured_country).toBe(
      countries.find((c) => c.iso2 === 'NZ')!.value,
    );
    expect(imported.find((p) => p.sku === 'IMP-002')).toMatchObject({ sku_type: 'marketing' });
    expect(imported.find((p) => p.sku === 'IMP-003')).toMatchObject({
      low_stock_warning: true,
      lower_limit: 6,
    });

    const createdList = screen.getByRole('region', { name: 'Created (3)' });
    expect(within(createdList).getByRole('link', { name: 'IMP-001' })).toHaveAttribute(
      'href',
      `/space/products/${one.id}/summary`,
    );

    // Closed, the list shows what was created (the search cache was cleared).
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('link', { name: 'IMP-003' })).toBeInTheDocument();
  });

  it('keeps rows the server refused, with its reason, and sends them again on retry', async () => {
    let refuse = true;
    simulatorServer.use(
      http.post(/\/v1\/items\/?$/, async ({ request }) => {
        const body = (await request.clone().json()) as { sku: string };
        if (refuse && body.sku === 'RETRY-1')
          return Response.json(
            { message: 'Validation failed', errors: { sku: ['is reserved for a moment'] } },
            { status: 422 },
          );
        return undefined;
      }),
    );
    const { user, organisationId } = await openImport();

    await upload(user, csvFile([goodCells('RETRY-0'), goodCells('RETRY-1')]));
    await user.click(await screen.findByRole('button', { name: 'Import 2 valid rows' }));

    expect(await screen.findByText('1 product created, 1 row not created')).toBeInTheDocument();
    expect(problemRows()).toEqual([
      ['3', 'RETRY-1', 'Imported RETRY-1', 'Not created', 'SKU is reserved for a moment'],
    ]);
    expect(
      productsOf(organisationId)
        .filter((p) => p.sku.startsWith('RETRY-'))
        .map((p) => p.sku),
    ).toEqual(['RETRY-0']);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry 1 failed row' }));

    expect(await screen.findByText('2 products created, 0 rows not created')).toBeInTheDocument();
    expect(
      productsOf(organisationId)
        .filter((p) => p.sku.startsWith('RETRY-'))
        .map((p) => p.sku)
        .sort(),
    ).toEqual(['RETRY-0', 'RETRY-1']);
  });

  it('asks before closing mid-way, and then starts no further rows', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    simulatorServer.use(
      http.post(/\/v1\/items\/?$/, async () => {
        await gate;
        return undefined;
      }),
    );
    const { user, organisationId } = await openImport();
    await upload(user, csvFile(['A', 'B', 'C', 'D', 'E', 'F'].map((s) => goodCells(`STOP-${s}`))));
    await user.click(await screen.findByRole('button', { name: 'Import 6 valid rows' }));
    expect(await screen.findByText('Creating products: 0 of 6 sent.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    const stop = await screen.findByRole('button', { name: 'Stop and close' });
    const confirm = stop.closest<HTMLElement>('.ant-modal')!;
    expect(confirm).toHaveTextContent('Stop importing?');
    expect(confirm).toHaveTextContent(
      'Products created so far stay created. Rows not sent yet will not be imported.',
    );
    await user.click(stop);
    release();

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Add Multiple Products' }),
      ).not.toBeInTheDocument(),
    );
    // The four already on their way finish; the other two are never sent.
    await waitFor(() =>
      expect(productsOf(organisationId).filter((p) => p.sku.startsWith('STOP-'))).toHaveLength(4),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(productsOf(organisationId).filter((p) => p.sku.startsWith('STOP-'))).toHaveLength(4);
  });

  it('refuses a file that is not the template, saying what is missing', async () => {
    const { user } = await openImport();
    await upload(user, new File(['name,price\nMug,3\n'], 'prices.csv', { type: 'text/csv' }));
    expect(await screen.findByText('prices.csv was not imported')).toBeInTheDocument();
    expect(
      screen.getByText(/The file is missing the columns sku, title, length/),
    ).toBeInTheDocument();
  });
});
