import { Button, Typography } from 'antd';
import type { BulkRow } from './bulkRows';

/** The id of a left-out row's "Put back" button (focus lands there when its row leaves last). */
export const putBackId = (row: Pick<BulkRow, 'id'>) => `bulk-put-back-${row.id}`;

/**
 * The rows taken out of this edit: not reviewed, not sent. Each can be put back, with what was
 * typed in it before it left.
 */
export function LeftOutRows({
  rows,
  onPutBack,
}: {
  rows: BulkRow[];
  onPutBack: (id: number) => void;
}) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="bulk-left-out-title" className="bulk-left-out">
      <Typography.Title level={2} id="bulk-left-out-title" className="bulk-left-out-title">
        Left out of this edit
      </Typography.Title>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <span>
              {row.sku} · {row.title}
            </span>
            <Button
              id={putBackId(row)}
              size="small"
              aria-label={`Put back ${row.sku}`}
              onClick={() => onPutBack(row.id)}
            >
              Put back
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
