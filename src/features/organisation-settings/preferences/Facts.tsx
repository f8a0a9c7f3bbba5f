import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** Label and value pairs; a definition list reads as pairs to screen readers. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="settings-facts">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const orNotSet = (value: string | null | undefined): ReactNode =>
  value?.trim() ? value : <Typography.Text type="secondary">Not set</Typography.Text>;

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
