import type { CategoryRecord, ProductRecord, WarehouseRecord } from '../db/schema';
import type { SeedContext } from './context';
import { makeProduct, type CategoryChoice } from './productFactory';
import { ORGANISATION_PROFILES } from './profiles';

export interface CatalogueSeed {
  categories: CategoryRecord[];
  products: ProductRecord[];
}

/** Archived products per organisation (the last ones made): their SKUs stay taken. */
export const ARCHIVED_PRODUCTS_PER_ORGANISATION = 2;

/** Categories from the profiles' trees, then products spread over them and the warehouses. */
export function seedCatalogue(ctx: SeedContext, warehouses: WarehouseRecord[]): CatalogueSeed {
  const categories: CategoryRecord[] = [];
  const products: ProductRecord[] = [];

  ORGANISATION_PROFILES.forEach((profile, i) => {
    const organisationId = i + 1;
    const own: CategoryChoice[] = [];
    for (const c of profile.categories) {
      const parent = c.parent ? own.find((o) => o.record.name === c.parent)?.record : undefined;
      const record: CategoryRecord = {
        id: categories.length + 1,
        organisation_id: organisationId,
        name: c.name,
        parent_id: parent?.id ?? null,
        color: c.color,
        archived: false,
        created_at: ctx.within(420, 300),
      };
      categories.push(record);
      own.push({ record, nouns: c.nouns });
    }
    const stores = warehouses.filter((w) => w.organisation_id === organisationId);
    const count = profile.counts.products;
    for (let n = 1; n <= count; n += 1) {
      const product = makeProduct(ctx, {
        id: products.length + 1,
        organisationId,
        skuPrefix: profile.skuPrefix,
        n,
        categories: own,
        warehouses: stores,
      });
      if (n > count - ARCHIVED_PRODUCTS_PER_ORGANISATION) product.archived = true;
      products.push(product);
    }
  });
  return { categories, products };
}
