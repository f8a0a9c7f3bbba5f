import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the support chat issue (not yet filed)';

export const supportRoutes: AppRoute[] = [
  placeholderRoute('/support/chats', 'Chats', BY, {
    nav: { section: 'Support', label: 'Chats', order: 1 },
  }),
  placeholderRoute('/support/chats/:id', 'Chat', BY),
];
