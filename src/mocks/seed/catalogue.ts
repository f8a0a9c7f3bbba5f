import { stableUid } from '../lib/hash';
import type { CategoryRecord, ProductRecord, WarehouseRecord, WarehouseStock } from '../db/schema';
import { round2, type SeedContext } from './context';
import { ORGANISATION_PROFILES } from './profiles';

const VARIANTS = [
  'Small',
  'Medium',
  'Large',
  'Natural',
  'Charcoal',
  'Sage',
  'Sand',
  'Twin Pack',
  'Refill',
];
const ADJECTIVES = [
  'Organic',
  'Classic',
  'Premium',
  'Everyday',
  'Handmade',
  'Recycled',
  'Australian',
  'Deluxe',
  'Essential',
  'Coastal',
];
const MADE_IN = ['AU', 'AU', 'AU', 'CN', 'NZ', 'VN', 'IN', 'US', 'JP'];

export interface CatalogueSeed {
  categories: CategoryRecord[];
  products: ProductRecord[];
}

/** Categories from the profiles' trees, then products spread over them and the warehouses. */
export function seedCatalogue(ctx: SeedContext, warehouses: WarehouseRecord[]): CatalogueSeed {
  const { faker } = ctx;
  const categories: CategoryRecord[] = [];
  const products: ProductRecord[] = [];

  ORGANISATION_PROFILES.forEach((profile, i) => {
    const organisationId = i + 1;
    const own: { record: CategoryRecord; nouns: string[] }[] = [];
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

    for (let n = 1; n <= profile.counts.products; n += 1) {
      const { record: category, nouns } = faker.helpers.arrayElement(own);
      const noun = faker.helpers.arrayElement(nouns);
      const title = `${faker.helpers.arrayElement(ADJECTIVES)} ${noun} – ${faker.helpers.arrayElement(VARIANTS)}`;
      // About one product in ten has run out and one in ten more sits under its alert level.
      const lowStockAlert = faker.helpers.arrayElement([10, 20, 25, 50]);
      const stock = faker.helpers.weightedArrayElement([
        { weight: 1, value: 0 },
        { weight: 1, value: faker.number.int({ min: 1, max: lowStockAlert }) },
        { weight: 8, value: faker.number.int({ min: lowStockAlert + 1, max: 800 }) },
      ]);
      const warehouseStocks = splitStock(ctx, stock, stores);
      const available = warehouseStocks.reduce((sum, w) => sum + w.available, 0);
      const supplierValue = ctx.money(2, 120);
      products.push({
        id: products.length + 1,
        uid: stableUid('product', `${profile.skuPrefix}-${n}`),
        organisation_id: organisationId,
        sku: `${profile.skuPrefix}-${category.name
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()}-${String(n).padStart(4, '0')}`,
        title,
        description: faker.commerce.productDescription(),
        category_id: category.id,
        barcode: faker.string.numeric(13),
        sku_type: n % 25 === 0 ? 'marketing' : 'product',
        stock,
        available,
        low_stock_alert: lowStockAlert,
        is_low_stock: stock <= lowStockAlert,
        warehouse_stocks: warehouseStocks,
        length: faker.number.int({ min: 5, max: 80 }),
        width: faker.number.int({ min: 5, max: 60 }),
        height: faker.number.int({ min: 2, max: 50 }),
        weight: faker.number.float({ min: 0.05, max: 12, fractionDigits: 2 }),
        supplier_value: supplierValue,
        sales_value: round2(supplierValue * faker.number.float({ min: 1.6, max: 3.2 })),
        hs_code: `${faker.string.numeric(4)}.${faker.string.numeric(2)}`,
        manufactured_country_iso2: faker.helpers.arrayElement(MADE_IN),
        archived: false,
        created_at: ctx.within(365),
      });
    }
  });
  return { categories, products };
}

/** Splits a product's stock over the warehouses; a share of it is allocated to open orders. */
function splitStock(ctx: SeedContext, stock: number, stores: WarehouseRecord[]): WarehouseStock[] {
  let left = stock;
  return stores.map((w, index) => {
    const share = index === stores.length - 1 ? left : ctx.faker.number.int({ min: 0, max: left });
    left -= share;
    const allocated = ctx.faker.number.int({ min: 0, max: Math.min(share, 15) });
    return { warehouse_id: w.id, stock: share, available: share - allocated };
  });
}
