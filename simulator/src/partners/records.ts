import type { Partner, PartnerKind } from '@/domain/contract';
import type { CustomerRecord, SupplierRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';

/** A stored partner of either kind, read by the fields both kinds share and their own. */
export type AnyPartnerRecord = SupplierRecord | CustomerRecord;

/**
 * The two kinds' collections behind one face, so each rule is written once. The casts only
 * forget which of the two record types a collection holds.
 */
export interface PartnerTable {
  all(): readonly AnyPartnerRecord[];
  filter(predicate: (row: AnyPartnerRecord) => boolean): AnyPartnerRecord[];
  find(predicate: (row: AnyPartnerRecord) => boolean): AnyPartnerRecord | undefined;
  get(id: number): AnyPartnerRecord | undefined;
  insert(record: Omit<AnyPartnerRecord, 'id'>): AnyPartnerRecord;
  update(id: number, patch: Partial<AnyPartnerRecord>): AnyPartnerRecord | undefined;
}

export function partnerTable(store: SimulatorStore, kind: PartnerKind): PartnerTable {
  return (kind === 'supplier' ? store.suppliers : store.customers) as unknown as PartnerTable;
}

/** The partner of that id in the organisation, or undefined (another organisation's too). */
export function partnerIn(
  store: SimulatorStore,
  kind: PartnerKind,
  id: number,
  organisationId: number,
): AnyPartnerRecord | undefined {
  const record = Number.isInteger(id) ? partnerTable(store, kind).get(id) : undefined;
  return record?.organisation_id === organisationId ? record : undefined;
}

/** What the API sends of a stored partner: the record without its organisation. */
export function partnerView(record: AnyPartnerRecord): Partner {
  const view: Record<string, unknown> & Partial<SupplierRecord> = {
    ...record,
    address: { ...record.address },
  };
  // The organisation is the request's own: the API never sends it.
  delete view.organisation_id;
  return ('supplier_type' in view ? { ...view, supplies: view.supplies ?? '' } : view) as Partner;
}
