import type { UnitType } from '@/domain/contract';
import type {
  CategoryRecord,
  ProductRecord,
  UnitRecord,
  WarehouseRecord,
  WarehouseStock,
} from '../db/schema';
import { countryUid } from '../lib/countries';
import { stableUid } from '../lib/hash';
import { round2, type SeedContext } from './context';
import { pictureFor } from './pictures';

/**
 * One realistic product: used by the demo seed (seed/catalogue.ts) and by bulk seeding for
 * performance work (seed/bulk.ts). Units are built outward from the BASE item so every
 * larger unit holds whole parents and is, side by side, at least as large as its parent; stock is
 * split over units (largest first, the rest loose) and over the organisation's warehouses.
 */
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
const DECLARATIONS = [
  '',
  '',
  '',
  'Contains no animal products',
  'Made from natural materials',
  'For retail sale only',
];
/** Arrangements (along length × width × height) of a parent quantity inside its holder. */
const BOX_PACKS: [number, number, number][] = [
  [3, 2, 1],
  [5, 2, 1],
  [3, 2, 2],
  [5, 2, 2],
  [4, 3, 2],
];
const CARTON_PACKS: [number, number, number][] = [
  [2, 1, 1],
  [2, 2, 1],
  [3, 2, 1],
  [2, 2, 2],
];
const PALLET_PACKS: [number, number, number][] = [
  [4, 3, 2],
  [4, 4, 3],
  [5, 4, 4],
];

export interface CategoryChoice {
  record: CategoryRecord;
  nouns: string[];
}

export interface ProductSpec {
  id: number;
  organisationId: number;
  skuPrefix: string;
  /** Sequence number inside the organisation (the SKU's suffix). */
  n: number;
  categories: CategoryChoice[];
  warehouses: WarehouseRecord[];
}

const isoCountries = new Map<string, string>();
const countryOf = (iso2: string) => {
  if (!isoCountries.has(iso2)) isoCountries.set(iso2, countryUid(iso2));
  return isoCountries.get(iso2)!;
};

export function makeProduct(ctx: SeedContext, spec: ProductSpec): ProductRecord {
  const { faker } = ctx;
  // An organisation without categories (a fresh sign-up) gets uncategorised products.
  const choice = spec.categories.length ? faker.helpers.arrayElement(spec.categories) : null;
  const category = choice?.record ?? null;
  const nouns = choice?.nouns ?? ['Sample Item', 'Gift Card', 'Tote Bag'];
  const title = `${faker.helpers.arrayElement(ADJECTIVES)} ${faker.helpers.arrayElement(nouns)} – ${faker.helpers.arrayElement(VARIANTS)}`;
  const group = (category?.name ?? 'GEN')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  const sku = `${spec.skuPrefix}-${group || 'GEN'}-${String(spec.n).padStart(4, '0')}`;

  const lowerLimit = faker.helpers.arrayElement([10, 20, 25, 50]);
  // About one product in ten has run out and one in ten more sits at or under its lower limit.
  const stock = faker.helpers.weightedArrayElement([
    { weight: 1, value: 0 },
    { weight: 1, value: faker.number.int({ min: 1, max: lowerLimit }) },
    { weight: 8, value: faker.number.int({ min: lowerLimit + 1, max: 1200 }) },
  ]);
  const units = makeUnits(ctx, sku, stock);
  const base = units[0]!;
  const warehouseStocks = splitStock(ctx, stock, spec.warehouses);
  const supplierValue = ctx.money(2, 120);
  const salesValue = round2(supplierValue * faker.number.float({ min: 1.6, max: 3.2 }));
  const createdAt = ctx.within(365, 3);
  const lowStockWarning = faker.datatype.boolean(0.85);
  return {
    id: spec.id,
    uid: stableUid('product', `${spec.skuPrefix}-${spec.n}`),
    organisation_id: spec.organisationId,
    sku,
    title,
    description: faker.commerce.productDescription(),
    category_id: category?.id ?? null,
    barcode: faker.string.numeric(13),
    sku_type: spec.n % 25 === 0 ? 'marketing' : 'product',
    images: faker.datatype.boolean(0.5) ? [pictureFor(title, category?.color ?? '#607d8b')] : [],
    stock,
    available: warehouseStocks.reduce((sum, w) => sum + w.available, 0),
    low_stock_alert: lowStockWarning ? lowerLimit : 0,
    is_low_stock: lowStockWarning && stock <= lowerLimit,
    warehouse_stocks: warehouseStocks,
    units,
    length: base.length,
    width: base.width,
    height: base.height,
    weight: base.weight,
    manufactured_country: countryOf(faker.helpers.arrayElement(MADE_IN)),
    supplier_value: supplierValue,
    sales_value: salesValue,
    hs_code: `${faker.string.numeric(4)}.${faker.string.numeric(2)}`,
    insurance_cover: faker.datatype.boolean(0.4) ? round2(salesValue * 10) : 0,
    import_declaration: faker.helpers.arrayElement(DECLARATIONS),
    fragile: faker.datatype.boolean(0.15),
    serial_required: faker.datatype.boolean(0.1),
    pre_packed: faker.datatype.boolean(0.3),
    auto_breakdown: units.length > 1 && faker.datatype.boolean(0.3),
    lower_limit: lowerLimit,
    low_stock_warning: lowStockWarning,
    include_marketing_material: faker.datatype.boolean(0.1),
    archived: false,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** BASE always; about two in three have a BOX, a third a CARTON, one in twelve a PALLET. */
function makeUnits(ctx: SeedContext, sku: string, stock: number): UnitRecord[] {
  const { faker } = ctx;
  const base: UnitRecord = {
    unit: 'BASE',
    items_per_unit: 1,
    stock: 0,
    barcode: sku,
    length: faker.number.int({ min: 4, max: 40 }),
    width: faker.number.int({ min: 4, max: 30 }),
    height: faker.number.int({ min: 2, max: 25 }),
    weight: faker.number.float({ min: 0.05, max: 6, fractionDigits: 2 }),
  };
  const units = [base];
  const wrap = (unit: UnitType, packs: [number, number, number][], padding: number) => {
    const parent = units[units.length - 1]!;
    const [a, b, c] = faker.helpers.arrayElement(packs);
    units.push({
      unit,
      items_per_unit: parent.items_per_unit * a * b * c,
      stock: 0,
      barcode: `${sku}-${unit}`,
      length: parent.length * a + padding,
      width: parent.width * b + padding,
      height: parent.height * c + padding,
      weight: round2(parent.weight * a * b * c + padding / 4),
    });
  };
  const roll = faker.number.float({ min: 0, max: 1 });
  if (roll < 0.66) wrap('BOX', BOX_PACKS, 1);
  if (roll < 0.33) wrap('CARTON', CARTON_PACKS, 2);
  if (roll < 0.08) wrap('PALLET', PALLET_PACKS, 15);

  // Largest units first take a share of the stock; what is left stays loose (BASE).
  let left = stock;
  for (const unit of [...units].reverse()) {
    if (unit.unit === 'BASE') continue;
    const whole = Math.floor((left * 0.6) / unit.items_per_unit);
    unit.stock = whole > 0 ? faker.number.int({ min: 0, max: whole }) : 0;
    left -= unit.stock * unit.items_per_unit;
  }
  base.stock = left;
  return units;
}

/** Splits a product's stock over the warehouses; a share of it is held for open orders. */
export function splitStock(
  ctx: SeedContext,
  stock: number,
  stores: WarehouseRecord[],
): WarehouseStock[] {
  let left = stock;
  return stores.map((w, index) => {
    const share = index === stores.length - 1 ? left : ctx.faker.number.int({ min: 0, max: left });
    left -= share;
    const held = ctx.faker.number.int({ min: 0, max: Math.min(share, 15) });
    return { warehouse_id: w.id, stock: share, available: share - held };
  });
}
