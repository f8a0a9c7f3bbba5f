import { Alert, Button, Flex, Typography } from 'antd';
import { LoadingButton } from '@/components/LoadingButton';
import { CELL_LABELS, type BulkChange, type BulkRow } from './bulkRows';

export interface ReviewLine {
  row: BulkRow;
  changes: BulkChange[];
}

interface BulkReviewProps {
  lines: ReviewLine[];
  applying: boolean;
  /** Why the last Apply failed and what to do; the grid keeps every value. */
  failure: string | null;
  onBack: () => void;
  onApply: () => Promise<void>;
}

/** "Review changes": only the products that change, each change as before → after, then Apply. */
export function BulkReview({ lines, applying, failure, onBack, onApply }: BulkReviewProps) {
  const count = lines.reduce((n, line) => n + line.changes.length, 0);
  return (
    <section aria-labelledby="bulk-review-title">
      <Typography.Title level={2} id="bulk-review-title">
        Review changes
      </Typography.Title>
      <Typography.Paragraph>
        {count} {count === 1 ? 'change' : 'changes'} to {lines.length}{' '}
        {lines.length === 1 ? 'product' : 'products'}. Archiving cannot be undone.
      </Typography.Paragraph>
      <ul className="bulk-review-list" aria-label="Changes">
        {lines.map(({ row, changes }) => (
          <li key={row.id}>
            <Typography.Text strong>
              {row.sku} · {row.title}
            </Typography.Text>
            <ul>
              {changes.map((change) => (
                <li key={change.cell}>
                  {CELL_LABELS[change.cell]}: {change.before} → {change.after}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure} className="bulk-failure" />
      )}
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button onClick={onBack} disabled={applying}>
          Back to editing
        </Button>
        <LoadingButton type="primary" loading={applying} onClick={onApply}>
          Apply changes
        </LoadingButton>
      </Flex>
    </section>
  );
}
