import { Typography } from 'antd';
import type { ActivityValue, FieldChange } from '@/domain/activity/activity';

const shown = (value: ActivityValue) =>
  value === null || value === ''
    ? '(empty)'
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : String(value);

/** A field's name as a person reads it: `address.suburb` → 'Address suburb'. */
const fieldLabel = (field: string) => {
  const words = field.replace(/[._]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * What an edit changed, one line per field: 'Phone: +61 400 000 111 → +61 400 000 222' (screen
 * readers read the arrow as one).
 */
export function ActivityChanges({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul className="activity-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <strong>{fieldLabel(change.field)}</strong>
          {': '}
          <span className="activity-before">{shown(change.before)}</span>
          {' → '}
          <span className="activity-after">{shown(change.after)}</span>
        </li>
      ))}
    </ul>
  );
}

export const ACTION_LABEL: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  cancelled: 'Cancelled',
  archived: 'Archived',
  restored: 'Restored',
  deleted: 'Deleted',
};
