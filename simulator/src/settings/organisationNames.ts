import type { SimulatorStore } from '../db/store';

/** Whether an organisation (any, in any account) already bears this name, whatever its case. */
export const organisationNameTaken = (store: SimulatorStore, name: string) =>
  store.organisations.count((o) => o.name.trim().toLowerCase() === name.toLowerCase()) > 0;
