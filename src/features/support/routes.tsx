import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { UID } from '@/core/routing/routeParams';
import { supportPaths } from './paths';

/** Chats (Support in the side navigation), a new chat, and one thread by its ticket uid. */
export const supportRoutes: AppRoute[] = [
  pageRoute(supportPaths.chats, async () => (await import('./pages/ChatsListPage')).ChatsListPage, {
    permission: 'view',
    title: 'Chats',
    nav: { section: 'Support', label: 'Chats', order: 1 },
  }),
  pageRoute(supportPaths.newChat(), async () => (await import('./pages/NewChatPage')).NewChatPage, {
    permission: 'edit',
    title: 'New Chat',
  }),
  pageRoute(
    supportPaths.chat(UID),
    async () => (await import('./pages/ChatThreadPage')).ChatThreadPage,
    { permission: 'view', title: 'Chat' },
  ),
];
