import type { UpdateIntegrationRequest } from './preferenceTypes';
import { fieldMessages, labelsOf, type FieldDef } from '../fields/registry';

/**
 * What an admin may change of a shop integration: its name in the portal and whether it feeds
 * orders. The app and the shop are fixed by the connection itself (reconnecting makes a new one).
 */
export const INTEGRATION_FIELDS = {
  name: { label: 'Name', kind: 'text', required: true, max: 100 },
  active: { label: 'Active', kind: 'boolean' },
} as const satisfies Record<keyof UpdateIntegrationRequest, FieldDef>;

export const INTEGRATION_LABELS = labelsOf(INTEGRATION_FIELDS);

export function integrationProblems(
  input: Partial<UpdateIntegrationRequest>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const { label, max } = INTEGRATION_FIELDS.name;
  if (!name) problems.name = fieldMessages.required(label);
  else if (name.length > max) problems.name = fieldMessages.maxLength(label, max);
  if (typeof input.active !== 'boolean')
    problems.active = `${INTEGRATION_LABELS.active} must be yes or no`;
  return problems;
}
