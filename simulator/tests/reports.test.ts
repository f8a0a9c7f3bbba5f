import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import type {
  CostAnalysisRow,
  InventoryReportRow,
  PricingLine,
  StockMovementReportRow,
} from '@/domain/contract';
import type { SimulatorStore } from '@simulator/db/store';
import { SEED_NOON, signedIn } from './catalogueSupport';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The seed's "today" at noon UTC: the seeded movements and orders fall in the default ranges. */
const { getStore } = runSimulatorOnClock(() => SEED_NOON);
const ZONE = 'Australia/Sydney'; // the demo owner's profile

const INVENTORY = 'reports/products/inventory';
const MOVEMENT = 'reports/products/stock_movement';
const COSTS = 'reports/orders/cost_analysis';

type Session = Awaited<ReturnType<typeof signedIn>>;
const get = (session: Session, path: string) => call('GET', path, session);

const activeProducts = (store: SimulatorStore, organisationId: number) =>
  store.products.filter((p) => p.organisation_id === organisationId && !p.archived);

const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;
const merchantDay = (iso: string) => dayjs(iso).tz(ZONE).format('YYYY-MM-DD');

/** Every row of a report through its /download pages, and how many pages it took. */
async function downloadAll<T>(session: Session, path: string, query: string, perPage: number) {
  const rows: T[] = [];
  let pages: number;
  for (let page = 1; ; page++) {
    const answer = await get(session, `${path}/download?${query}&page=${page}&per_page=${perPage}`);
    expect(answer.status).toBe(200);
    rows.push(...(answer.body.data as T[]));
    pages = answer.body.meta.total_pages;
    if (page >= pages) break;
  }
  return { rows, pages };
}

describe('reports/products/inventory', () => {
  it('lists every active product of the organisation, 20 a page, with its figures and totals', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const products = activeProducts(store, session.organisationId);
    const answer = await get(session, INVENTORY);
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({
      page: 1,
      per_page: 20,
      total: products.length,
      total_pages: Math.ceil(products.length / 20),
    });
    const rows = answer.body.data as InventoryReportRow[];
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.sku)).toEqual(
      products
        .map((p) => p.sku)
        .sort((a, b) => a.localeCompare(b))
        .slice(0, 20),
    );
    for (const row of rows) {
      const product = store.products.get(row.id)!;
      expect(product.organisation_id).toBe(session.organisationId);
      expect(row).toMatchObject({
        on_hand: product.stock,
        available: product.available,
        on_hold: product.stock - product.available,
        unit_cost: product.supplier_value,
        stock_value: Math.round(product.stock * product.supplier_value * 100) / 100,
      });
    }
    const { summary } = answer.body;
    expect(summary.products).toBe(products.length);
    expect(summary.on_hand).toBe(products.reduce((s, p) => s + p.stock, 0));
    expect(summary.stock_value).toBeCloseTo(
      sum(products.map((p) => Math.round(p.stock * p.supplier_value * 100) / 100)),
      2,
    );
    expect(sum(summary.by_category.map((c: { stock_value: number }) => c.stock_value))).toBeCloseTo(
      summary.stock_value,
      2,
    );
  });

  it('filters by warehouse (its own quantities), category, low stock and search, and sorts', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const products = activeProducts(store, session.organisationId);
    const warehouse = store.warehouses.find((w) => w.organisation_id === session.organisationId)!;

    const inWarehouse = await get(
      session,
      `${INVENTORY}?warehouse_id=${warehouse.id}&per_page=100`,
    );
    const held = products.filter((p) =>
      p.warehouse_stocks.some((w) => w.warehouse_id === warehouse.id),
    );
    expect(inWarehouse.body.meta.total).toBe(held.length);
    for (const row of inWarehouse.body.data as InventoryReportRow[]) {
      const stock = store.products
        .get(row.id)!
        .warehouse_stocks.find((w) => w.warehouse_id === warehouse.id)!;
      expect([row.on_hand, row.available]).toEqual([stock.stock, stock.available]);
    }

    const low = await get(session, `${INVENTORY}?low_stock=true&per_page=100`);
    expect(low.body.meta.total).toBe(products.filter((p) => p.is_low_stock).length);
    expect((low.body.data as InventoryReportRow[]).every((r) => r.is_low_stock)).toBe(true);

    const category = products.find((p) => p.category_id !== null)!.category_id!;
    const byCategory = await get(session, `${INVENTORY}?category_id=${category}&per_page=100`);
    expect(byCategory.body.meta.total).toBe(
      products.filter((p) => p.category_id === category).length,
    );

    const sku = products[3]!.sku;
    const search = await get(
      session,
      `${INVENTORY}?query=${encodeURIComponent(sku.toLowerCase())}`,
    );
    expect((search.body.data as InventoryReportRow[]).map((r) => r.sku)).toContain(sku);

    const sorted = await get(session, `${INVENTORY}?sort=-stock_value`);
    const values = (sorted.body.data as InventoryReportRow[]).map((r) => r.stock_value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBe(
      Math.max(...products.map((p) => Math.round(p.stock * p.supplier_value * 100) / 100)),
    );
  });

  it('downloads all records in pages of up to 500, the same rows as the report', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const { rows, pages } = await downloadAll<InventoryReportRow>(
      session,
      INVENTORY,
      'sort=sku',
      100,
    );
    const products = activeProducts(store, session.organisationId);
    expect(pages).toBe(Math.ceil(products.length / 100));
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      products.map((p) => p.id).sort((a, b) => a - b),
    );
    const capped = await get(session, `${INVENTORY}/download?per_page=5000`);
    expect(capped.body.meta.per_page).toBe(500);
    expect(capped.body).not.toHaveProperty('summary');
  });
});

describe('reports/products/stock_movement', () => {
  it('defaults to the last 30 merchant days, one row per day, figures from the movements', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const answer = await get(session, `${MOVEMENT}?per_page=100`);
    expect(answer.status).toBe(200);
    const today = dayjs(SEED_NOON).tz(ZONE).format('YYYY-MM-DD');
    const from = dayjs.utc(today).subtract(29, 'day').format('YYYY-MM-DD');
    expect(answer.body.summary).toMatchObject({ from, to: today });
    const rows = answer.body.data as StockMovementReportRow[];
    expect(rows).toHaveLength(30);
    expect(rows[0]!.date).toBe(today);

    // Recomputed independently: every product movement of the organisation, per merchant day.
    const expected = new Map<string, { inbound: number; outbound: number; adjustments: number }>();
    // Only movements within a day of the range can fall in it: the zone's day is converted for those.
    const earliest = dayjs.utc(from).subtract(1, 'day').toISOString();
    for (const m of store.movements.all()) {
      if (m.organisation_id !== session.organisationId || m.product_id === null) continue;
      if (m.created_at < earliest) continue;
      const day = merchantDay(m.created_at);
      if (day < from || day > today) continue;
      const tally = expected.get(day) ?? { inbound: 0, outbound: 0, adjustments: 0 };
      if (m.type === 'inbound' || m.type === 'return') tally.inbound += m.base_quantity;
      else if (m.type === 'outbound') tally.outbound -= m.base_quantity;
      else tally.adjustments += m.base_quantity;
      expected.set(day, tally);
    }
    expect(expected.size).toBeGreaterThan(10);
    for (const row of rows) {
      const tally = expected.get(row.date!) ?? { inbound: 0, outbound: 0, adjustments: 0 };
      expect(row).toMatchObject(tally);
      expect(row.net).toBe(tally.inbound - tally.outbound + tally.adjustments);
    }
    expect(answer.body.summary.by_day).toHaveLength(30);
    expect(answer.body.summary.outbound).toBe(sum(rows.map((r) => r.outbound)));
  });

  it('groups by product, filters by type, warehouse and product, and downloads all', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const range = 'from=2026-10-01&to=2026-11-21';
    const byProduct = await get(session, `${MOVEMENT}?${range}&group_by=product&type=outbound`);
    expect(byProduct.status).toBe(200);
    const rows = byProduct.body.data as StockMovementReportRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.inbound === 0 && r.adjustments === 0 && r.outbound > 0)).toBe(true);
    const top = rows[0]!;
    const moved = store.movements.filter(
      (m) =>
        m.product_id === top.product_id &&
        m.type === 'outbound' &&
        merchantDay(m.created_at) >= '2026-10-01' &&
        merchantDay(m.created_at) <= '2026-11-21',
    );
    expect(top.outbound).toBe(-moved.reduce((s, m) => s + m.base_quantity, 0));
    expect(top.movements).toBe(moved.length);

    const warehouse = store.warehouses.find((w) => w.organisation_id === session.organisationId)!;
    const one = await get(
      session,
      `${MOVEMENT}?${range}&group_by=product&warehouse_id=${warehouse.id}`,
    );
    expect((one.body.data as StockMovementReportRow[]).length).toBeGreaterThan(0);
    for (const row of one.body.data as StockMovementReportRow[])
      expect(
        store.movements.find(
          (m) => m.product_id === row.product_id && m.warehouse_id === warehouse.id,
        ),
      ).toBeDefined();

    const sku = top.sku!;
    const search = await get(session, `${MOVEMENT}?${range}&group_by=product&query=${sku}`);
    expect((search.body.data as StockMovementReportRow[]).map((r) => r.sku)).toContain(sku);

    const all = await downloadAll<StockMovementReportRow>(
      session,
      MOVEMENT,
      `${range}&group_by=product`,
      50,
    );
    const full = await get(session, `${MOVEMENT}?${range}&group_by=product`);
    expect(all.rows).toHaveLength(full.body.meta.total);
  });
});

describe('reports/orders/cost_analysis', () => {
  it('charges each order what its pricing page charges, grouped by type and month', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const answer = await get(session, `${COSTS}?per_page=100`);
    expect(answer.status).toBe(200);
    const { summary } = answer.body;
    const placed = store.orders.filter(
      (o) =>
        o.organisation_id === session.organisationId &&
        o.status !== 'draft' &&
        o.status !== 'cancelled' &&
        merchantDay(o.created_at) >= summary.from &&
        merchantDay(o.created_at) <= summary.to,
    );
    expect(answer.body.meta.total).toBe(placed.length);
    expect(summary.orders).toBe(placed.length);

    const rows = answer.body.data as CostAnalysisRow[];
    for (const row of [
      rows.find((r) => r.order_type === 'outbound')!,
      rows.find((r) => r.order_type !== 'outbound')!,
    ]) {
      const pricing = await get(session, `bookings/${row.id}/pricing`);
      const lines = pricing.body.data.lines as PricingLine[];
      const amount = (match: (label: string) => boolean) =>
        sum(lines.filter((l) => match(l.label)).map((l) => Number(l.amount)));
      expect(row.pick_pack).toBe(amount((l) => l.startsWith('Pick and pack')));
      expect(row.shipping).toBe(amount((l) => l.startsWith('Shipping')));
      expect(row.insurance).toBe(amount((l) => l === 'Insurance'));
      expect(row.receiving).toBe(amount((l) => l.startsWith('Receiving')));
      expect(row.total).toBe(sum([row.pick_pack, row.shipping, row.insurance, row.receiving]));
    }
    const byType = summary.by_type as { order_type: string; orders: number; total: number }[];
    expect(byType.map((t) => t.order_type)).toEqual(['outbound', 'inbound', 'return']);
    expect(byType.reduce((s, t) => s + t.orders, 0)).toBe(placed.length);
    expect(sum(byType.map((t) => t.total))).toBeCloseTo(summary.total, 2);
    expect(sum(summary.by_month.map((m: { total: number }) => m.total))).toBeCloseTo(
      summary.total,
      2,
    );

    const returns = await get(session, `${COSTS}?order_type=return&per_page=100`);
    expect(returns.body.meta.total).toBe(byType[2]!.orders);
    expect((returns.body.data as CostAnalysisRow[]).every((r) => r.order_type === 'return')).toBe(
      true,
    );
  });
});

describe('report rules', () => {
  it('refuses a MEMBER every report and download (finance marker)', async () => {
    const session = await signedIn(getStore(), 'member@demo.test');
    for (const path of [INVENTORY, MOVEMENT, COSTS]) {
      for (const url of [path, `${path}/download`]) {
        const answer = await get(session, url);
        expect(answer.status).toBe(403);
        expect(answer.body.errors).toEqual(['Action Not Allowed!']);
      }
    }
  });

  it('answers 422 for a bad date range or an unknown filter value', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const other = store.warehouses.find((w) => w.organisation_id !== session.organisationId)!;
    const cases: [string, Record<string, string[]>][] = [
      [`${MOVEMENT}?from=2026-11-10&to=2026-11-01`, { to: ['To must be on or after From'] }],
      [`${COSTS}?from=2026-02-30`, { from: ['From must be a date (YYYY-MM-DD)'] }],
      [`${COSTS}?from=2025-01-01&to=2026-11-01`, { to: ['The range can be at most 366 days'] }],
      [
        `${MOVEMENT}/download?group_by=week`,
        { group_by: ['Group by must be one of: day, product'] },
      ],
      [
        `${INVENTORY}?warehouse_id=${other.id}`,
        { warehouse_id: ["Warehouse is not one of this organisation's"] },
      ],
      [`${INVENTORY}?low_stock=maybe`, { low_stock: ['Low stock must be true or false'] }],
    ];
    for (const [url, fieldErrors] of cases) {
      const answer = await get(session, url);
      expect(answer.status, url).toBe(422);
      expect(answer.body.errors, url).toEqual(fieldErrors);
    }
  });
});
