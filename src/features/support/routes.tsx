import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { supportPaths } from './paths';

const BY = 'the support chat issue (not yet filed)';

export const supportRoutes: AppRoute[] = [
  placeholderRoute(supportPaths.chats, 'Chats', BY, {
    nav: { section: 'Support', label: 'Chats', order: 1 },
  }),
  placeholderRoute(supportPaths.chat(ID), 'Chat', BY),
];
