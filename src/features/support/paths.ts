const CHATS = '/support/chats';

/** Every address of the support screens: the route table and links build from these. */
export const supportPaths = {
  chats: CHATS,
  chat: (id: number | string) => `${CHATS}/${id}`,
} as const;
