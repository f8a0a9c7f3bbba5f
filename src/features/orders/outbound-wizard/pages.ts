import type { PageLoader } from '@/core/routing/pageRoute';

/** The outbound order wizard (Who, Address, Products, Shipping, Review). */
export const outboundWizardPage: PageLoader = async () =>
  (await import('./OutboundWizardPage')).OutboundWizardPage;
