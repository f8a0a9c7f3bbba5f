import { labelsOf, type FieldDef } from '../fields/registry';

/**
 * A category's fields, declared once: the category form and the simulator's categories
 * endpoints read the labels and the name's limit from here.
 */
export const CATEGORY_NAME_MAX_LENGTH = 100;

export const CATEGORY_FIELDS = {
  name: { label: 'Name', kind: 'text', required: true, max: CATEGORY_NAME_MAX_LENGTH },
  parent_id: { label: 'Parent category', kind: 'id' },
  /** A hex colour, #rgb or #rrggbb. */
  color: { label: 'Color', kind: 'text', required: true },
} as const satisfies Record<string, FieldDef>;

export const CATEGORY_LABELS = labelsOf(CATEGORY_FIELDS);
