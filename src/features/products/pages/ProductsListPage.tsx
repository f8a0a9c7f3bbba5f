import { Button } from 'antd';
import { useState } from 'react';
import { PRODUCT_FACETS, PRODUCT_FILTER } from '@/api/contract-catalogue';
import { CatalogueSearch } from '@/components/catalogue-search/CatalogueSearch';
import type { CatalogueListConfig } from '@/components/catalogue-search/listConfig';
import { ListPageHeader } from '@/components/page/ListPageHeader';
import { ImportProductsDrawer } from '../import/ImportProductsDrawer';
import { productPaths } from '../paths';
import { productDraftStore } from '../wizard/draft';

const EDIT = { permission: 'edit' } as const;

export const PRODUCT_LIST: CatalogueListConfig = {
  noun: 'products',
  filter: PRODUCT_FILTER,
  facets: [...PRODUCT_FACETS],
  columns: ['sku', 'title', 'category', 'type', 'stock', 'available', 'locations', 'lowStock'],
  href: (hit) => productPaths.summary(hit.id),
};

/** The product list: the catalogue on the hosted search service, and the ways to add to it. */
export function ProductsListPage() {
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState(0);

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
        actions={<Button onClick={() => setImporting(true)}>Add Multiple Products</Button>}
      />
      <CatalogueSearch config={PRODUCT_LIST} refreshSignal={imported} />
      <ImportProductsDrawer
        open={importing}
        onClose={() => setImporting(false)}
        onCreated={() => setImported((n) => n + 1)}
      />
    </section>
  );
}
