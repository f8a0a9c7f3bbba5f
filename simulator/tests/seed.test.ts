import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/domain/orders/status';
import { invoiceStatusOn } from '@/domain/billing/invoiceStatus';
import { passwordMatches } from '@simulator/lib/hash';
import {
  buildSeed,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  freshSeed,
  freshSeedFor,
  SEED_REFERENCE_DATE,
} from '@simulator/seed';

describe('seed', () => {
  it('is deterministic: two seeds are equal', () => {
    expect(buildSeed()).toEqual(buildSeed());
  });

  it('hands out independent copies, sharing only the frozen log records (what keeps them quick)', () => {
    freshSeed(); // the first call builds the per-process seed; copies after it are what is timed
    const started = performance.now();
    const a = freshSeed();
    const b = freshSeed();
    // Reported, not asserted: a timing depends on the machine's load (docs/performance.md).
    console.info(`two fresh seed copies: ${(performance.now() - started).toFixed(0)} ms`);
    a.products[0]!.title = 'changed';
    expect(b.products[0]!.title).not.toBe('changed');
    a.tickets[0]!.comments.push({ ...a.tickets[0]!.comments[0]!, id: -1 });
    expect(b.tickets[0]!.comments).not.toContainEqual(expect.objectContaining({ id: -1 }));
    // The tens of thousands of log records are shared, not cloned, and frozen so no store can
    // change another's; each copy has its own arrays to append to.
    expect(a.movements).not.toBe(b.movements);
    expect(a.movements[0]).toBe(b.movements[0]);
    expect(Object.isFrozen(a.movements[0])).toBe(true);
    expect(a.history[0]).toBe(b.history[0]);
    expect(() => {
      (a.movements[0] as { quantity: number }).quantity = 1;
    }).toThrow();
  });

  it('has the demo accounts with their memberships and a hashed password', () => {
    const seed = freshSeed();
    const roleIn = (email: string) => {
      const user = seed.users.find((u) => u.email === email)!;
      expect(passwordMatches(user, DEMO_PASSWORD)).toBe(true);
      expect(user.password_digest).not.toContain(DEMO_PASSWORD);
      return Object.fromEntries(
        seed.memberships
          .filter((m) => m.user_id === user.id)
          .map((m) => [seed.organisations.find((o) => o.id === m.organisation_id)!.name, m.role]),
      );
    };
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
      'owner@demo.test',
      'admin@demo.test',
      'member@demo.test',
      'unverified@demo.test',
    ]);
    expect(roleIn('owner@demo.test')).toEqual({
      'Koala Supply Co': 'OWNER',
      'Harbour & Finch': 'OWNER',
      'Outback Outfitters': 'ADMIN',
    });
    expect(roleIn('admin@demo.test')).toEqual({ 'Koala Supply Co': 'ADMIN' });
    expect(roleIn('member@demo.test')).toEqual({ 'Koala Supply Co': 'MEMBER' });
    expect(roleIn('unverified@demo.test')).toEqual({ 'Koala Supply Co': 'MEMBER' });
    expect(seed.users.find((u) => u.email === 'unverified@demo.test')!.user_verified).toBe(false);
  });

  it('has the volumes and variety the demo needs', () => {
    const seed = freshSeed();
    expect(seed.organisations).toHaveLength(3);
    expect(seed.products).toHaveLength(655);
    expect(seed.bundles).toHaveLength(67);
    expect(seed.orders).toHaveLength(900); // 300 per organisation (seed/moreOrders.ts)
    expect(seed.suppliers).toHaveLength(120); // 40 per organisation
    expect(seed.customers).toHaveLength(450); // 150 per organisation
    expect(seed.tickets).toHaveLength(180); // 60 per organisation
    expect(seed.invoices).toHaveLength(20);
    const statuses = new Set(seed.orders.map((o) => o.status));
    for (const s of ORDER_STATUSES) expect(statuses).toContain(s);
    // Overdue is not stored: it is what an invoice still owing past its due date shows.
    expect(new Set(seed.invoices.map((i) => i.status))).toEqual(new Set(['paid', 'unpaid']));
    const seedDay = new Date(SEED_REFERENCE_DATE).toISOString().slice(0, 10);
    expect(new Set(seed.invoices.map((i) => invoiceStatusOn(i, seedDay)))).toEqual(
      new Set(['paid', 'unpaid', 'overdue']),
    );
    for (const p of seed.products) {
      expect(p.warehouse_stocks.reduce((s, w) => s + w.stock, 0)).toBe(p.stock);
      expect(p.is_low_stock).toBe(p.low_stock_warning && p.stock <= p.lower_limit);
    }
    const ninetyDaysAgo = SEED_REFERENCE_DATE - 90 * 86_400_000;
    for (const o of seed.orders) {
      const created = Date.parse(o.created_at);
      expect(created).toBeGreaterThanOrEqual(ninetyDaysAgo);
      expect(created).toBeLessThanOrEqual(SEED_REFERENCE_DATE);
    }
    expect(seed.sessions).toEqual([]);
    // One mail: the pending invitation of invited@demo.test (seed/invitations.ts).
    expect(seed.mails.map((m) => m.to)).toEqual(['invited@demo.test']);
  });

  it('moves every date by whole days when rebased to another day', () => {
    const later = SEED_REFERENCE_DATE + 10 * 86_400_000 + 5 * 3_600_000;
    const seed = freshSeed();
    const moved = freshSeedFor(later);
    expect(Date.parse(moved.orders[0]!.created_at) - Date.parse(seed.orders[0]!.created_at)).toBe(
      10 * 86_400_000,
    );
    expect(moved.invoices[0]!.date).toBe(
      new Date(Date.parse(`${seed.invoices[0]!.date}T00:00:00Z`) + 10 * 86_400_000)
        .toISOString()
        .slice(0, 10),
    );
    expect(moved.products[0]!.sku).toBe(seed.products[0]!.sku);
  });
});
