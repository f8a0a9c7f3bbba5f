import type { Integration } from '@/domain/preferences/contract';
import { integrationProblems } from '@/domain/preferences/integrationFields';
import type { IntegrationRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import type { JsonBody } from '../server-rules/body';

/** The organisation's shops, the last changed first. */
export const integrationsOf = (store: SimulatorStore, organisationId: number) =>
  store.integrations
    .filter((i) => i.organisation_id === organisationId)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id - b.id);

export const integrationIn = (store: SimulatorStore, organisationId: number, uid: string) =>
  store.integrations.find((i) => i.organisation_id === organisationId && i.uid === uid);

export const integrationView = (record: IntegrationRecord): Integration => ({
  uid: record.uid,
  app: record.app,
  name: record.name,
  shop: record.shop,
  active: record.active,
  updated_at: record.updated_at,
});

/**
 * PATCH app_integrations/{uid}: the name and the switch, each optional, over the stored ones.
 * App and shop belong to the connection and are ignored if sent.
 */
export function readIntegrationUpdate(
  body: JsonBody,
  current: IntegrationRecord,
): { errors: Record<string, string[]> } | { value: Pick<IntegrationRecord, 'name' | 'active'> } {
  const next = {
    name: 'name' in body ? body.name : current.name,
    active: 'active' in body ? body.active : current.active,
  } as { name: string; active: boolean };
  const problems = integrationProblems(next);
  if (Object.keys(problems).length)
    return { errors: Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, [m]])) };
  return { value: { name: next.name.trim(), active: next.active } };
}
