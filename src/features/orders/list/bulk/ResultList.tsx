import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { Flex, Typography } from 'antd';
import type { RowResult } from './bulkResults';

/** Per-row outcome of a bulk action: an icon and the words, so colour is never the only signal. */
export function ResultList({ results, label }: { results: readonly RowResult[]; label: string }) {
  const failed = results.filter((r) => !r.ok).length;
  return (
    <section aria-label={label}>
      <Typography.Paragraph role="status">
        {failed === 0
          ? `All ${results.length} done.`
          : `${results.length - failed} of ${results.length} done, ${failed} refused.`}
      </Typography.Paragraph>
      <ul className="order-bulk-results">
        {results.map((r) => (
          <li key={r.id}>
            <Flex gap={8} align="baseline">
              {r.ok ? (
                <CheckCircleFilled aria-hidden style={{ color: '#389e0d' }} />
              ) : (
                <CloseCircleFilled aria-hidden style={{ color: '#cf1322' }} />
              )}
              <span>{r.text}</span>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
