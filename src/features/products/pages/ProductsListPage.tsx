import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_FACETS, PRODUCT_FILTER } from '@/domain/catalogue/searchContract';
import { BULK_EDIT_MAX_ITEMS, mayBulkEdit } from '@/domain/catalogue/bulkEdit';
import { CatalogueSearch } from '@/components/catalogue-search/CatalogueSearch';
import type { CatalogueListConfig } from '@/components/catalogue-search/listConfig';
import type { CatalogueSelection } from '@/components/catalogue-search/selection';
import { ListPageHeader } from '@/components/page/ListPageHeader';
import { useAppSelector } from '@/core/hooks';
import { storeBulkSelection } from '../bulk/bulkSelection';
import { productPaths } from '../paths';
import { productDraftStore } from '../wizard/draft';

const EDIT = { permission: 'edit' } as const;

/** The import (its file reader, upload and review table) loads when it is first opened. */
const ImportProductsDrawer = lazy(async () => ({
  default: (await import('../import/ImportProductsDrawer')).ImportProductsDrawer,
}));

export const PRODUCT_LIST: CatalogueListConfig = {
  noun: 'products',
  views: 'products',
  exportName: 'Products',
  filter: PRODUCT_FILTER,
  facets: [...PRODUCT_FACETS],
  columns: ['sku', 'title', 'category', 'type', 'stock', 'available', 'locations', 'lowStock'],
  href: (hit) => productPaths.summary(hit.id),
};

/** The product list: the catalogue on the hosted search service, and the ways to add to it. */
export function ProductsListPage() {
  const [importing, setImporting] = useState(false);
  // Once opened, the drawer stays mounted so it can animate closed and keep its state.
  const [importLoaded, setImportLoaded] = useState(false);
  const openImport = () => {
    setImportLoaded(true);
    setImporting(true);
  };
  const [imported, setImported] = useState(0);
  const bulkEdit = useBulkEditSelection();

  return (
    <section aria-labelledby="products-title">
      <ListPageHeader
        id="products-title"
        title="Products"
        rule={EDIT}
        add={{ label: 'Add Product', to: productPaths.new }}
        // Only a draft the wizard would resume: this user's, in this organisation.
        draft={{
          store: productDraftStore,
          label: 'Continue Adding Product',
          to: productPaths.resume,
        }}
        actions={<Button onClick={openImport}>Add Multiple Products</Button>}
      />
      <CatalogueSearch config={PRODUCT_LIST} refreshSignal={imported} selection={bulkEdit} />
      {importLoaded && (
        <Suspense fallback={null}>
          <ImportProductsDrawer
            open={importing}
            onClose={() => setImporting(false)}
            onCreated={() => setImported((n) => n + 1)}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Row selection leading to the bulk editor, for a role that may edit and sees the costs (the
 * rule the server applies to items/bulk-update); none for the others.
 */
function useBulkEditSelection(): CatalogueSelection | undefined {
  const user = useAppSelector((s) => s.session.user);
  const navigate = useNavigate();
  const allowed = !!user && mayBulkEdit(user);
  const organisation = user?.x_organisation_uid ?? '';
  return useMemo(
    () =>
      allowed
        ? {
            actionLabel: 'Edit in bulk',
            max: BULK_EDIT_MAX_ITEMS,
            onAction: (ids) => {
              storeBulkSelection(organisation, ids);
              void navigate(productPaths.bulkEdit);
            },
          }
        : undefined,
    [allowed, organisation, navigate],
  );
}
