import type { PageLoader } from '@/core/routing/pageRoute';
import { pendingPage } from '../pendingPage';

/** The outbound order wizard (Who, Address, Products, Shipping, Review). */
export const outboundWizardPage: PageLoader = pendingPage;
