import type { PartnerKind } from '@/domain/contract';
import type { DetailTab } from '../../components/page/detailTabs';

/** The words each kind's screens use: one set of screens, two vocabularies. */
export interface PartnerWords {
  /** 'Supplier' */
  one: string;
  /** 'Suppliers' */
  many: string;
  /** 'supplier', inside sentences and ids. */
  noun: string;
  /** The first wizard step: 'Company' for suppliers, 'Customer' for customers. */
  firstStep: string;
  /** How each type reads. */
  types: Readonly<Record<string, string>>;
}

export const PARTNER_WORDS: Record<PartnerKind, PartnerWords> = {
  supplier: {
    one: 'Supplier',
    many: 'Suppliers',
    noun: 'supplier',
    firstStep: 'Company',
    types: { supplier: 'Supplier', manufacturer: 'Manufacturer' },
  },
  customer: {
    one: 'Customer',
    many: 'Customers',
    noun: 'customer',
    firstStep: 'Customer',
    types: { retailer: 'Retailer', distributor: 'Distributor' },
  },
};

/** The success toasts: 'Supplier saved' after the wizard, 'Supplier updated' after an edit. */
export const savedMessage = (kind: PartnerKind) => `${PARTNER_WORDS[kind].one} saved`;
export const updatedMessage = (kind: PartnerKind) => `${PARTNER_WORDS[kind].one} updated`;

export type PartnerTab = 'summary' | 'products' | 'activity';

/** A kind's addresses, from its feature's paths.ts. */
export interface PartnerPaths {
  list: string;
  new: string;
  /** 'Continue Adding …': the wizard with ?resume=1. */
  resume: string;
  summary: (id: number | string) => string;
  edit: (id: number | string) => string;
  products: (id: number | string) => string;
  activity: (id: number | string) => string;
}

/**
 * What a kind's feature hands the shared screens: the kind, its addresses and tabs, and where a
 * product's own page is (the screens may not know other features).
 */
export interface PartnerSetup {
  kind: PartnerKind;
  paths: PartnerPaths;
  tabs: readonly DetailTab<PartnerTab>[];
  productPath: (id: number) => string;
}
