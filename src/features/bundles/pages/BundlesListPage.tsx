import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BUNDLE_FILTER } from '@/api/contract-catalogue';
import { Restricted } from '@/components/Restricted';
import { CatalogueSearch } from '@/components/catalogue-search/CatalogueSearch';
import type { CatalogueListConfig } from '@/components/catalogue-search/listConfig';
import { useHasDraft } from '@/components/wizard/useWizardDraft';
import { bundlePaths } from '../paths';
import { bundleDraftStore } from '../wizard/draft';

const EDIT = { permission: 'edit' } as const;

/**
 * Bundles have no category or product type of their own, and their low-stock flag is not kept
 * (their stock follows their products), so only where they are and whether any can be made.
 */
export const BUNDLE_LIST: CatalogueListConfig = {
  noun: 'bundles',
  filter: BUNDLE_FILTER,
  facets: ['locations', 'available'],
  columns: ['sku', 'title', 'stock', 'available', 'locations'],
  href: (hit) => bundlePaths.summary(hit.id),
};

/** The bundle list: the bundles on the hosted search service. */
export function BundlesListPage() {
  const navigate = useNavigate();
  // Only a draft the wizard would resume: this user's, in this organisation.
  const hasDraft = useHasDraft(bundleDraftStore);

  return (
    <section aria-labelledby="bundles-title">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} id="bundles-title">
          Bundles
        </Typography.Title>
        <Flex gap={8} wrap>
          {hasDraft && (
            <Restricted rule={EDIT}>
              <Button onClick={() => navigate(bundlePaths.resume)}>Continue Adding Bundle</Button>
            </Restricted>
          )}
          <Restricted rule={EDIT}>
            <Button type="primary" onClick={() => navigate(bundlePaths.new)}>
              Add Bundle
            </Button>
          </Restricted>
        </Flex>
      </Flex>
      <CatalogueSearch config={BUNDLE_LIST} />
    </section>
  );
}
