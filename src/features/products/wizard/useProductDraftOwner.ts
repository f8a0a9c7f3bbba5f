import { useAppSelector } from '@/core/hooks';
import { productDraftOwner } from './draft';

/** The owner key of the signed-in user's product draft in the current organisation. */
export function useProductDraftOwner(): string | null {
  const user = useAppSelector((s) => s.session.user);
  return productDraftOwner(user);
}
