import { Typography } from 'antd';
import type { FieldChange } from '@/domain/activity/activity';
import { fieldLabel, shownValue as shown } from './changeText';

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
