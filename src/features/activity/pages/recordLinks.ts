import type { ActivityEntry } from '@/domain/activity/activity';
import { orderPaths } from '@/features/orders/paths';
import { productPaths } from '@/features/products/paths';
import { bundlePaths } from '@/features/bundles/paths';
import { customerPaths, supplierPaths } from '@/features/partners/paths';
import { categoryPaths } from '@/features/categories/paths';
import { organisationPaths } from '@/features/organisation-settings/paths';
import { supportPaths } from '@/features/support/paths';

/** Where an entry's record is shown, or null when it has no screen of its own. */
export function recordLink(
  entry: ActivityEntry,
  organisationUid: string | undefined,
): string | null {
  const { id, uid, direction } = entry.record;
  if (entry.action === 'deleted') return null;
  switch (entry.kind) {
    case 'order':
      return direction ? orderPaths.summary(direction, id) : null;
    case 'product':
      return productPaths.summary(id);
    case 'bundle':
      return bundlePaths.summary(id);
    case 'supplier':
      return supplierPaths.summary(id);
    case 'customer':
      return customerPaths.summary(id);
    case 'category':
      return categoryPaths.edit(id);
    case 'member':
      return organisationUid && uid ? organisationPaths.memberEdit(organisationUid, uid) : null;
    case 'organisation':
      return uid ? organisationPaths.details(uid) : null;
    case 'chat':
      return uid ? supportPaths.chat(uid) : null;
  }
}
