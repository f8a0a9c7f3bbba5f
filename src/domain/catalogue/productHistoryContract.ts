/**
 * Contract of what happened to a product: its stock per warehouse, trends, burn rate, stock
 * movements and record history. Re-exported from contract.ts.
 */
import type { DataAnswer, Page } from '../contract';
import type { UnitType } from '@/domain/catalogue/units';
import type { WarehouseStockRow } from './productContract';

export interface TrendPoint {
  date: string;
  stock: number;
  inbound: number;
  outbound: number;
}
export type TrendsResponse = DataAnswer<TrendPoint[]>;

/** GET items/{id}/movements/burn-rate?days=: units out per day over the window. */
export interface BurnRate {
  days: number;
  units_out: number;
  daily_burn_rate: number;
  stock: number;
  /** stock ÷ daily burn rate; null when nothing went out. */
  days_of_cover: number | null;
}
export type BurnRateResponse = DataAnswer<BurnRate>;

/**
 * `hold` and `release`: an outbound order sets items aside (available down) or lets them go
 * (available up); on hand does not change, so their BASE change is 0 and `quantity` is the change
 * to available.
 */
export type MovementType =
  'inbound' | 'outbound' | 'adjustment' | 'breakdown' | 'return' | 'hold' | 'release';
export interface Movement {
  id: number;
  created_at: string;
  type: MovementType;
  unit: UnitType;
  /** Signed: positive in, negative out (in `unit`s). */
  quantity: number;
  /** BASE items on hand after the movement. */
  balance: number;
  warehouse_name: string;
  reference: string;
  note: string;
}
/** GET items/{id}/movements?page&per_page&query (query matches reference, note, type). */
export type MovementsResponse = Page<Movement>;

export interface HistoryEntry {
  id: number;
  created_at: string;
  actor: string;
  action: 'created' | 'updated' | 'type_added' | 'type_updated' | 'breakdown' | 'archived';
  changes: {
    field: string;
    from: string | number | boolean | null;
    to: string | number | boolean | null;
  }[];
}
/** GET items/{id}/history?page&per_page. */
export type HistoryResponse = Page<HistoryEntry>;

/** GET items/{id}/stock?warehouse_id= . */
export type StockResponse = DataAnswer<WarehouseStockRow[]>;
