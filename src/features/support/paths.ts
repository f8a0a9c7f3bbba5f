import { withQuery } from '@/lib/withQuery';

const CHATS = '/support/chats';

/** What the chats list can be opened with (all of it lives in the URL). */
export interface ChatListFilters {
  status?: 'open' | 'closed';
  unread?: boolean;
  order_id?: number | string;
  type?: 'order' | 'general';
  q?: string;
}

/**
 * Every address of the support screens: the route table and links build from these. Other
 * features (an order's Chat tab, the dashboard) link with `chatsWith({ order_id })`,
 * `newChat(orderId)` and `chat(uid)`.
 */
export const supportPaths = {
  chats: CHATS,
  /** A thread; without `page` it opens on its latest page. */
  chat: (uid: number | string, page?: number) =>
    withQuery(`${CHATS}/${uid}`, { page: page || undefined }),
  /** The new-chat form, the order filled in when one is given. */
  newChat: (orderId?: number | string | null) =>
    withQuery(`${CHATS}/new`, { order_id: orderId || undefined }),
  chatsWith: ({ status, unread, order_id, type, q }: ChatListFilters) =>
    withQuery(CHATS, { status, unread, order_id, type, q }),
} as const;
