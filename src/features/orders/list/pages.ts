import type { PageLoader } from '@/core/routing/pageRoute';
import { pendingPage } from '../pendingPage';

/** The order lists, each a lazy chunk of its own. */
export const orderListPages: Record<'outbound' | 'inbound' | 'draft' | 'returns', PageLoader> = {
  outbound: pendingPage,
  inbound: pendingPage,
  draft: pendingPage,
  returns: pendingPage,
};
