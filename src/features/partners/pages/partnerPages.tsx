import type { ComponentType } from 'react';
import type { PageLoader } from '@/core/routing/pageRoute';
import type { RecordPages } from '@/core/routing/recordRoutes';
import type { PartnerSetup, PartnerTab } from '../kinds';

type SetupPage = ComponentType<{ setup: PartnerSetup }>;

/** A shared page bound to one kind's setup: the route shows it without props. */
const bound = (setup: PartnerSetup, load: () => Promise<SetupPage>): PageLoader => {
  return async () => {
    const Page = await load();
    return function PartnerPage() {
      return <Page setup={setup} />;
    };
  };
};

/**
 * The pages of one kind of partner, each a lazy chunk of its own: the list, the add wizard, the
 * edit page and the Summary and Products tabs, the same screens for suppliers and customers.
 */
export function partnerPages(setup: PartnerSetup): RecordPages<PartnerTab> {
  return {
    list: bound(setup, async () => (await import('./PartnerListPage')).PartnerListPage),
    new: bound(setup, async () => (await import('./PartnerWizardPage')).PartnerWizardPage),
    edit: bound(setup, async () => (await import('./PartnerEditPage')).PartnerEditPage),
    summary: bound(setup, async () => (await import('./PartnerSummaryPage')).PartnerSummaryPage),
    products: bound(setup, async () => (await import('./PartnerProductsPage')).PartnerProductsPage),
  };
}
