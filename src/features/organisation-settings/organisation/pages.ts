import type { PageLoader } from '@/core/routing/pageRoute';

/** The pages of this part of the organisation settings, each a lazy chunk. */
export const organisationPages = {
  list: async () => (await import('./OrganisationListPage')).OrganisationListPage,
  new: async () => (await import('./OrganisationWizardPage')).OrganisationWizardPage,
  details: async () => (await import('./DetailsPage')).DetailsPage,
  detailsEdit: async () => (await import('./DetailsEditPage')).DetailsEditPage,
  proposal: async () => (await import('./ProposalPage')).ProposalPage,
  activeWarehouse: async () => (await import('./ActiveWarehousePage')).ActiveWarehousePage,
  activeWarehouseEdit: async () =>
    (await import('./ActiveWarehouseEditPage')).ActiveWarehouseEditPage,
} satisfies Record<string, PageLoader>;
