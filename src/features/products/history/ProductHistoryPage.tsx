import { Card, Empty, Pagination, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import type { HistoryEntry } from '@/api/contract';
import { useGetProductHistoryQuery } from '../api';
import { ProductDetailLayout } from '../detail/ProductDetailLayout';
import { actionText, changeText } from './describeHistory';
import './history.css';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';

export const HISTORY_PAGE_SIZE = 10;
export const EMPTY_HISTORY_TEXT = 'Oops! No Records found';
export const HISTORY_DATE_FORMAT = 'D MMM YYYY, HH:mm';

/** /space/products/:id/history: who changed what, when; newest first, ?page= in the URL. */
export function ProductHistoryPage() {
  return (
    <ProductDetailLayout tab="history">
      {(product) => <History productId={product.id} />}
    </ProductDetailLayout>
  );
}

function Entry({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="history-entry">
      <div className="history-line">
        <Typography.Text strong>{entry.actor}</Typography.Text> {actionText(entry)}
        <time dateTime={entry.created_at} className="history-time">
          {dayjs(entry.created_at).format(HISTORY_DATE_FORMAT)}
        </time>
      </div>
      {entry.changes.length > 0 && (
        <ul className="history-changes" aria-label="Changes">
          {entry.changes.map((change, i) => (
            <li key={`${change.field}-${i}`}>{changeText(change)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

function History({ productId }: { productId: number }) {
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const history = useGetProductHistoryQuery({ id: productId, page, per_page: HISTORY_PAGE_SIZE });
  const entries = history.data?.data ?? [];

  return (
    <Card title={<h2 className="card-heading">History</h2>}>
      {history.isError && (
        <LoadErrorAlert title={history.error.message} onRetry={() => void history.refetch()} />
      )}
      {history.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : entries.length === 0 && !history.isError ? (
        <Empty description={EMPTY_HISTORY_TEXT} />
      ) : (
        <ol
          className="history-list"
          aria-label="Product history"
          aria-busy={history.isFetching || undefined}
        >
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {(history.data?.meta.total ?? 0) > HISTORY_PAGE_SIZE && (
        <Pagination
          className="history-pagination"
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={history.data?.meta.total ?? 0}
          showSizeChanger={false}
          showTotal={(total) => `${total} changes`}
          onChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
        />
      )}
    </Card>
  );
}
