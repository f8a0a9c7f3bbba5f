import type { PageLoader } from '@/core/routing/pageRoute';

/** The inbound order wizard (Supplier, Products, Shipping, Review, Print). */
export const inboundWizardPage: PageLoader = async () =>
  (await import('./InboundWizardPage')).InboundWizardPage;
