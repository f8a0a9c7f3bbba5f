import { HttpResponse, type PathParams } from 'msw';
import type { ApiErrorBody } from '@/domain/contract';
import type { CategoryRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { stableUid } from '../lib/hash';

/**
 * Lookups that stay inside the current organisation (another organisation's id is simply not
 * found), and the catalogue's non-field refusals: 422 `{ message, errors: [message] }`.
 */
export const CATALOGUE_REFUSALS = {
  productArchived: 'Product is archived and can no longer be changed',
  productAlreadyArchived: 'Product is already archived',
  bundleArchived: 'Bundle is archived and can no longer be changed',
  bundleAlreadyArchived: 'Bundle is already archived',
} as const;

export const refuse = (message: string) =>
  HttpResponse.json({ message, errors: [message] } satisfies ApiErrorBody, { status: 422 });

/** The record with this id when it belongs to the organisation (another one's is not found). */
function ownedBy<T extends { id: number; organisation_id: number }>(
  rows: { find(predicate: (row: T) => boolean): T | undefined },
  id: number,
  organisationId: number,
): T | undefined {
  return rows.find((r) => r.id === id && r.organisation_id === organisationId);
}

/** The product the path's `:id` names. */
export const productIn = (store: SimulatorStore, params: PathParams, organisationId: number) =>
  ownedBy(store.products, Number(params.id), organisationId);

/** The bundle the path's `:id` names. */
export const bundleIn = (store: SimulatorStore, params: PathParams, organisationId: number) =>
  ownedBy(store.bundles, Number(params.id), organisationId);

/** Active (not archived) categories only: an archived category is deleted for the portal. */
export function categoryIn(
  store: SimulatorStore,
  id: number,
  organisationId: number,
): CategoryRecord | undefined {
  const category = ownedBy(store.categories, id, organisationId);
  return category && !category.archived ? category : undefined;
}

/** A public identifier for a new record: stable for its organisation, id and creation time. */
export const newUid = (kind: string, organisationId: number, id: number, now: number) =>
  stableUid(kind, `${organisationId}:${id}:${now}`);

export const isoNow = (now: number) => new Date(now).toISOString();

/**
 * The organisation's SKU prefix: the most common first segment of its product SKUs ('KSC' in
 * 'KSC-PAN-0001'), else the first three letters of its name.
 */
export function skuPrefixOf(store: SimulatorStore, organisationId: number, name: string): string {
  const prefixes = new Map<string, number>();
  for (const p of store.products.all())
    if (p.organisation_id === organisationId) {
      const prefix = p.sku.split('-')[0]!;
      prefixes.set(prefix, (prefixes.get(prefix) ?? 0) + 1);
    }
  return (
    [...prefixes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ??
    (name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() ||
      'SKU')
  );
}
