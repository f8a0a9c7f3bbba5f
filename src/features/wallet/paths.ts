/** Every address of the wallet screens: the route table and links use these. */
export const walletPaths = {
  wallet: '/settings/wallet',
} as const;
