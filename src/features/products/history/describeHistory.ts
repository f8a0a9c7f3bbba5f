import { UNIT_TYPES, type HistoryEntry, type UnitType } from '@/domain/contract';
import { capitalised, formatDecimal, UNIT_NAMES } from '@/domain/format';
import { PRODUCT_FIELD_LABELS } from '../form/values';

/**
 * History entries in words: "broke down cartons into boxes", "Carton stock: 5 → 3". The server
 * names fields by their API keys ('supplier_value', 'BOX items_per_unit'); people read labels.
 */
type Change = HistoryEntry['changes'][number];

const isUnit = (word: string): word is UnitType => (UNIT_TYPES as readonly string[]).includes(word);
const humanise = (key: string) => key.replace(/_/g, ' ');

/** 'supplier_value' → 'Supplier value'; 'BOX items_per_unit' → 'Box items per unit'. */
export function fieldName(field: string): string {
  const [first, ...rest] = field.split(' ');
  if (first && isUnit(first) && rest.length > 0)
    return `${UNIT_NAMES[first].label} ${humanise(rest.join(' '))}`;
  const label = (PRODUCT_FIELD_LABELS as Record<string, string | undefined>)[field];
  return label ?? capitalised(humanise(field));
}

/** A value as it reads: none as '—', yes/no, numbers in en-AU, unit codes by name. */
export function valueText(value: Change['from']): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatDecimal(value);
  return isUnit(value) ? UNIT_NAMES[value].label : value;
}

/** 'Field: from → to'. */
export const changeText = (change: Change): string =>
  `${fieldName(change.field)}: ${valueText(change.from)} → ${valueText(change.to)}`;

/** The unit an entry is about, read from its changes ('unit' → 'BOX', or 'BOX length'). */
function unitsNamed(entry: HistoryEntry): UnitType[] {
  const found: UnitType[] = [];
  for (const c of entry.changes) {
    const word = c.field === 'unit' ? c.to : c.field.split(' ')[0];
    if (typeof word === 'string' && isUnit(word) && !found.includes(word)) found.push(word);
  }
  return found;
}

/** What the person did, as a phrase after their name. */
export function actionText(entry: HistoryEntry): string {
  const units = unitsNamed(entry);
  const one = (u: UnitType | undefined) => (u ? UNIT_NAMES[u].one : 'packaging');
  switch (entry.action) {
    case 'created':
      return 'created the product';
    case 'updated':
      return 'updated the product';
    case 'type_added':
      return `added the ${one(units[0])} type`;
    case 'type_updated':
      return `changed the ${one(units[0])} type`;
    case 'breakdown': {
      const [from, into] = units;
      return from && into
        ? `broke down ${UNIT_NAMES[from].many} into ${UNIT_NAMES[into].many}`
        : 'broke down stock';
    }
    case 'archived':
      return 'archived the product';
    default:
      return humanise(String(entry.action));
  }
}
