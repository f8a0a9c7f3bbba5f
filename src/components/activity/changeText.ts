import type { ActivityValue, FieldChange } from '@/domain/activity/activity';

/** A value as a person reads it: '(empty)' for nothing, yes / no for a flag. */
export const shownValue = (value: ActivityValue) =>
  value === null || value === ''
    ? '(empty)'
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : String(value);

/** A field's name as a person reads it: `address.suburb` → 'Address suburb'. */
export const fieldLabel = (field: string) => {
  const words = field.replace(/[._]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One change on one line, as the table shows it: 'Phone: +61 400 000 111 → +61 400 000 222'. */
export const changeText = (change: FieldChange) =>
  `${fieldLabel(change.field)}: ${shownValue(change.before)} → ${shownValue(change.after)}`;

export const ACTION_LABEL: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  cancelled: 'Cancelled',
  archived: 'Archived',
  restored: 'Restored',
  deleted: 'Deleted',
};
