import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_FACETS, PRODUCT_FILTER } from '@/api/contract-catalogue';
import { Restricted } from '@/components/Restricted';
import { CatalogueSearch } from '@/components/catalogue-search/CatalogueSearch';
import type { CatalogueListConfig } from '@/components/catalogue-search/listConfig';
import { useHasDraft } from '@/components/wizard/useWizardDraft';
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
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState(0);
  // Only a draft the wizard would resume: this user's, in this organisation.
  const hasDraft = useHasDraft(productDraftStore);

  return (
    <section aria-labelledby="products-title">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} id="products-title">
          Products
        </Typography.Title>
        <Flex gap={8} wrap>
          {hasDraft && (
            <Restricted rule={EDIT}>
              <Button onClick={() => navigate(productPaths.resume)}>Continue Adding Product</Button>
            </Restricted>
          )}
          <Restricted rule={EDIT}>
            <Button onClick={() => setImporting(true)}>Add Multiple Products</Button>
          </Restricted>
          <Restricted rule={EDIT}>
            <Button type="primary" onClick={() => navigate(productPaths.new)}>
              Add Product
            </Button>
          </Restricted>
        </Flex>
      </Flex>
      <CatalogueSearch config={PRODUCT_LIST} refreshSignal={imported} />
      <ImportProductsDrawer
        open={importing}
        onClose={() => setImporting(false)}
        onCreated={() => setImported((n) => n + 1)}
      />
    </section>
  );
}
