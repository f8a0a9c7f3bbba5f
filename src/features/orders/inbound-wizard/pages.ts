import type { PageLoader } from '@/core/routing/pageRoute';
import { pendingPage } from '../pendingPage';

/** The inbound order wizard (Supplier, Products, Shipping, Review, Print). */
export const inboundWizardPage: PageLoader = pendingPage;
