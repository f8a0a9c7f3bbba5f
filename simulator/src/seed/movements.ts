import type { MovementType, UnitType } from '@/domain/contract';
import type {
  HistoryRecord,
  MembershipRecord,
  MovementRecord,
  ProductRecord,
  UserRecord,
  WarehouseRecord,
} from '../db/schema';
import { DAY_MS, round2, SEED_REFERENCE_DATE, type SeedContext } from './context';

/**
 * Stock movements and change history of the seeded products. Movements are drawn backwards from
 * the product's current stock (newest first): an outbound before "now" means there was more
 * before it, an inbound is only drawn when the stock after it covers it, so every running
 * balance is ≥ 0 and the newest balance is exactly today's stock.
 */
const NOTES: Record<MovementType, string[]> = {
  outbound: ['Picked and packed', 'Dispatched to customer', 'Marketplace order'],
  inbound: ['Received from supplier', 'Put away', 'Container unloaded'],
  return: ['Customer return, restocked', 'Return to stock after inspection'],
  adjustment: ['Stocktake correction', 'Damaged in storage', 'Found during cycle count'],
  breakdown: ['Opened for picking'],
  // Never drawn: holds and releases are written by orders (orders/stock.ts).
  hold: [],
  release: [],
};

export interface MovementPlan {
  /** How many movements (newest is at most a few hours before the end). */
  count: number;
  /** Window end (ms): the seed's "today". */
  end: number;
  /** The id of the first movement drawn. */
  firstId: number;
}

/** The movements of one product, oldest first with ascending ids. */
export function makeMovements(
  ctx: SeedContext,
  product: ProductRecord,
  warehouses: readonly WarehouseRecord[],
  plan: MovementPlan,
): MovementRecord[] {
  const { faker } = ctx;
  const prefix = product.sku.split('-')[0] ?? 'PO';
  const units = product.units;
  const largest = units[units.length - 1]!;
  const box = units.find((u) => u.unit === 'BOX');
  const start = Math.max(Date.parse(product.created_at), plan.end - 90 * DAY_MS);
  const times = Array.from({ length: plan.count }, () =>
    faker.number.int({ min: start, max: plan.end - 3_600_000 }),
  ).sort((a, b) => b - a);
  // Typical size of one outbound pick, in BASE items.
  const demand = faker.number.int({ min: 1, max: 12 });
  let balance = product.stock;
  const drawn: Omit<MovementRecord, 'id'>[] = [];
  for (const at of times) {
    let type: MovementType = faker.helpers.weightedArrayElement([
      { weight: 62, value: 'outbound' as const },
      { weight: 20, value: 'inbound' as const },
      { weight: 6, value: 'return' as const },
      { weight: 12, value: 'adjustment' as const },
    ]);
    let unit: UnitType = 'BASE';
    let quantity = 0;
    const inUnit = (u: { unit: UnitType; items_per_unit: number }, n: number) => {
      unit = u.unit;
      quantity = n;
      return n * u.items_per_unit;
    };
    let delta = 0;
    if (type === 'inbound') {
      const packed = largest.unit !== 'BASE' && faker.datatype.boolean(0.7);
      delta = packed
        ? inUnit(largest, faker.number.int({ min: 1, max: 4 }))
        : inUnit(units[0]!, faker.number.int({ min: demand * 5, max: demand * 20 }));
    } else if (type === 'return') delta = inUnit(units[0]!, faker.number.int({ min: 1, max: 3 }));
    else if (type === 'adjustment') {
      const n = faker.number.int({ min: 1, max: 5 });
      delta = inUnit(units[0]!, faker.datatype.boolean() ? n : -n);
    }
    // Whatever came in must be covered by the balance after it; otherwise it was a pick.
    if (delta > balance) delta = 0;
    if (delta === 0) {
      type = 'outbound';
      const boxed = box && faker.datatype.boolean(0.15);
      delta = -(boxed
        ? inUnit(box, 1)
        : inUnit(units[0]!, faker.number.int({ min: 1, max: demand })));
      quantity = -quantity;
    }
    drawn.push({
      organisation_id: product.organisation_id,
      product_id: product.id,
      bundle_id: null,
      created_at: new Date(at).toISOString(),
      type,
      unit,
      quantity,
      base_quantity: delta,
      balance,
      warehouse_id: faker.helpers.arrayElement(warehouses).id,
      reference: referenceFor(ctx, type, prefix),
      note: faker.helpers.arrayElement(NOTES[type]),
    });
    balance -= delta;
  }
  // Ids are added in place (after the other fields, where a spread copy would put them): the
  // large seed draws 100,000 movements, and a copy of each doubled the garbage to collect.
  drawn.reverse();
  const movements = drawn as MovementRecord[];
  movements.forEach((m, i) => (m.id = plan.firstId + i));
  return movements;
}

export function referenceFor(ctx: SeedContext, type: MovementType, prefix: string): string {
  const n = ctx.faker.number.int({ min: 1000, max: 9999 });
  if (type === 'outbound') return `#${n}`;
  if (type === 'inbound') return `PO-${prefix}-${n}`;
  if (type === 'return') return `RMA-${n}`;
  return `ADJ-${n}`;
}

/** Active members' names per organisation: who the history says made each change. */
export function actorsByOrganisation(
  users: readonly UserRecord[],
  memberships: readonly MembershipRecord[],
): Map<number, string[]> {
  const names = new Map<number, string[]>();
  for (const m of memberships) {
    if (m.status !== 'active') continue;
    const user = users.find((u) => u.id === m.user_id);
    if (user)
      names.set(m.organisation_id, [
        ...(names.get(m.organisation_id) ?? []),
        `${user.first_name} ${user.last_name}`,
      ]);
  }
  return names;
}

/** Created, one entry per packaging type added, and up to two edits ending in today's values. */
export function makeHistory(
  ctx: SeedContext,
  product: ProductRecord,
  actors: string[],
  firstId: number,
): HistoryRecord[] {
  const { faker } = ctx;
  const created = Date.parse(product.created_at);
  const later = (min: number) =>
    new Date(
      faker.number.int({ min: created + min, max: SEED_REFERENCE_DATE - 3_600_000 }),
    ).toISOString();
  const entry = (
    at: string,
    action: HistoryRecord['action'],
    changes: HistoryRecord['changes'],
  ): Omit<HistoryRecord, 'id'> => ({
    organisation_id: product.organisation_id,
    product_id: product.id,
    bundle_id: null,
    created_at: at,
    actor: faker.helpers.arrayElement(actors),
    action,
    changes,
  });
  const entries = [
    entry(product.created_at, 'created', [
      { field: 'sku', from: null, to: product.sku },
      { field: 'title', from: null, to: product.title },
    ]),
  ];
  for (const unit of product.units.slice(1))
    entries.push(
      entry(later(60_000), 'type_added', [
        { field: 'unit', from: null, to: unit.unit },
        { field: 'items_per_unit', from: null, to: unit.items_per_unit },
      ]),
    );
  const edits: HistoryRecord['changes'][number][] = [
    { field: 'lower_limit', from: product.lower_limit + 5, to: product.lower_limit },
    { field: 'sales_value', from: round2(product.sales_value * 0.9), to: product.sales_value },
    { field: 'hs_code', from: `${product.hs_code.slice(0, 4)}.00`, to: product.hs_code },
  ];
  for (const change of faker.helpers.arrayElements(edits, { min: 0, max: 2 }))
    entries.push(entry(later(3_600_000), 'updated', [change]));
  if (product.archived)
    entries.push(
      entry(later(7_200_000), 'archived', [{ field: 'archived', from: false, to: true }]),
    );
  return entries
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((h, i) => ({ ...h, id: firstId + i }));
}

export interface StockHistorySeed {
  movements: MovementRecord[];
  history: HistoryRecord[];
}

/** 20–60 movements over the last 90 days and a short history for every seeded product. */
export function seedStockHistory(
  ctx: SeedContext,
  inputs: {
    products: ProductRecord[];
    warehouses: WarehouseRecord[];
    users: UserRecord[];
    memberships: MembershipRecord[];
  },
): StockHistorySeed {
  const movements: MovementRecord[] = [];
  const history: HistoryRecord[] = [];
  const actors = actorsByOrganisation(inputs.users, inputs.memberships);
  const warehousesOf = new Map<number, WarehouseRecord[]>();
  for (const w of inputs.warehouses)
    warehousesOf.set(w.organisation_id, [...(warehousesOf.get(w.organisation_id) ?? []), w]);
  for (const product of inputs.products) {
    const drawn = makeMovements(ctx, product, warehousesOf.get(product.organisation_id)!, {
      count: ctx.faker.number.int({ min: 20, max: 60 }),
      end: SEED_REFERENCE_DATE,
      firstId: movements.length + 1,
    });
    for (const m of drawn) movements.push(m);
    for (const h of makeHistory(
      ctx,
      product,
      actors.get(product.organisation_id) ?? ['System'],
      history.length + 1,
    ))
      history.push(h);
  }
  return { movements, history };
}
