import { describe, expect, it } from 'vitest';
import type { Category } from '@/domain/contract';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import type { SimulatorStore } from '@simulator/db/store';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();

/** The organisation's stored category of that name (the test fails when there is none). */
function categoryNamed(store: SimulatorStore, organisationId: number, name: string) {
  const category = store.categories.find(
    (c) => c.organisation_id === organisationId && c.name === name,
  );
  expect(category, `category ${name}`).toBeDefined();
  return category!;
}

describe('categories', () => {
  it('lists active categories by name with parent and active product counts, paged and searchable', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const own = store.categories.filter((c) => c.organisation_id === session.organisationId);
    const { body } = await call('GET', 'categories?page=1&per_page=100', session);
    const rows = body.data as Category[];
    expect(rows.map((c) => c.name)).toEqual(
      own.map((c) => c.name).sort((a, b) => a.localeCompare(b)),
    );
    for (const row of rows) {
      const active = store.products.count(
        (p) =>
          p.category_id === row.id && !p.archived && p.organisation_id === session.organisationId,
      );
      expect(row.product_count).toBe(active);
    }
    const coffee = rows.find((c) => c.name === 'Coffee & Tea')!;
    expect(coffee).toMatchObject({
      parent_name: 'Pantry',
      parent_id: rows.find((c) => c.name === 'Pantry')!.id,
    });

    const paged = await call('GET', 'categories?page=2&per_page=4', session);
    expect(paged.body.meta).toEqual({
      page: 2,
      per_page: 4,
      total: own.length,
      total_pages: Math.ceil(own.length / 4),
    });
    const found = await call('GET', 'categories?query=care', session);
    expect(found.body.data.map((c: Category) => c.name)).toEqual(['Personal Care', 'Skincare']);
  });

  it('creates a category and refuses blank or duplicate names, bad colours and foreign parents', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const foreignParent = store.categories.find(
      (c) => c.organisation_id !== session.organisationId,
    )!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ', color: '#abc' }, 'name', 'Name is required'],
      [{ name: 'pantry', color: '#abc' }, 'name', 'Name has already been taken'],
      [{ name: 'Garden', color: '#abcd' }, 'color', CATALOGUE_MESSAGES.hexColour],
      [{ name: 'Garden', color: 'red' }, 'color', CATALOGUE_MESSAGES.hexColour],
      [{ name: 'Garden' }, 'color', 'Color is required'],
      [
        { name: 'Garden', color: '#abc', parent_id: foreignParent.id },
        'parent_id',
        'Parent category was not found',
      ],
    ];
    for (const [input, field, message] of cases) {
      const { status, body } = await call('POST', 'categories', { ...session, body: input });
      expect(status, message).toBe(422);
      expect(body.errors[field], message).toEqual([message]);
    }
    const pantry = categoryNamed(store, session.organisationId, 'Pantry');
    const created = await call('POST', 'categories', {
      ...session,
      body: { name: 'Garden', color: '#3a3', parent_id: pantry.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Garden',
      color: '#3a3',
      parent_name: 'Pantry',
      product_count: 0,
    });
    expect(store.categories.get(created.body.data.id)).toMatchObject({
      organisation_id: session.organisationId,
      parent_id: pantry.id,
    });
    const options = await call('GET', 'categories/new', session);
    expect(options.body.data.parents).toContainEqual({
      id: created.body.data.id,
      name: 'Garden',
      color: '#3a3',
      parent_id: pantry.id,
    });
  });

  it('refuses a parent that is the category itself or one of its sub-categories', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const mine = (name: string) => categoryNamed(store, session.organisationId, name);
    const pantry = mine('Pantry');
    const snacks = mine('Snacks');
    const nested = await call('POST', 'categories', {
      ...session,
      body: { name: 'Chips', color: '#ff0000', parent_id: snacks.id },
    });
    for (const parent of [pantry.id, snacks.id, nested.body.data.id]) {
      const { status, body } = await call('PATCH', `categories/${pantry.id}`, {
        ...session,
        body: { name: 'Pantry', color: '#8c5a2b', parent_id: parent },
      });
      expect(status).toBe(422);
      expect(body.errors.parent_id).toEqual([
        'Parent category cannot be the category itself or one of its sub-categories',
      ]);
    }
    expect(store.categories.get(pantry.id)!.parent_id).toBeNull();
    const moved = await call('PATCH', `categories/${snacks.id}`, {
      ...session,
      body: { parent_id: mine('Household').id, color: '#123' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      name: 'Snacks',
      parent_name: 'Household',
      color: '#123',
    });
  });

  it('archives: the success message, products lose the category, sub-categories move up', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const mine = (name: string) => categoryNamed(store, session.organisationId, name);
    const pantry = mine('Pantry');
    const products = store.products.filter((p) => p.category_id === pantry.id).map((p) => p.id);
    expect(products.length).toBeGreaterThan(0);

    const { status, body } = await call('PATCH', `categories/${pantry.id}/archive`, session);
    expect(status).toBe(200);
    expect(body.message).toBe('Category deleted successfully');
    expect(store.categories.get(pantry.id)!.archived).toBe(true);
    for (const id of products) expect(store.products.get(id)!.category_id).toBeNull();
    expect(mine('Snacks').parent_id).toBeNull();
    expect(mine('Coffee & Tea').parent_id).toBeNull();

    const list = await call('GET', 'categories?per_page=100', session);
    expect(list.body.data.map((c: Category) => c.name)).not.toContain('Pantry');
    expect((await call('GET', `categories/${pantry.id}`, session)).status).toBe(404);
    const again = await call('POST', `categories/${pantry.id}/archive`, session);
    expect(again.status).toBe(404);
    // The name is free again.
    const reused = await call('POST', 'categories', {
      ...session,
      body: { name: 'Pantry', color: '#000' },
    });
    expect(reused.status).toBe(201);
  });
});
