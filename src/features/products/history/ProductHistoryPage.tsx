import { Card, Typography } from 'antd';
import type { HistoryEntry } from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { ListPagination } from '@/components/page/ListPagination';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { detailTabPage } from '@/components/page/RecordDetail';
import { useKeepPageInRange } from '@/components/page/useKeepPageInRange';
import { useGetProductHistoryQuery } from '../api';
import { PRODUCT_DETAIL } from '../detail/productDetail';
import { actionText, changeText } from './describeHistory';
import './history.css';
import { formatDateTime } from '@/domain/format';

/** A page of history is ten changes: each entry is several lines tall. */
const HISTORY_LIST: ListParamsConfig = { defaultPageSize: 10 };

/** Who changed what, when; newest first, the page in the URL. */
export const ProductHistoryPage = detailTabPage(PRODUCT_DETAIL, 'history', (product) => (
  <History productId={product.id} />
));

function Entry({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="history-entry">
      <div className="history-line">
        <Typography.Text strong>{entry.actor}</Typography.Text> {actionText(entry)}
        <time dateTime={entry.created_at} className="history-time">
          {formatDateTime(entry.created_at)}
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
  const list = useListParams(HISTORY_LIST);
  const history = useGetProductHistoryQuery({ id: productId, ...list.request });
  useKeepPageInRange(list, history.data?.meta.total_pages ?? 0);

  return (
    <Card title={<h2 className="card-heading">History</h2>}>
      <QueryBoundary query={history} noun="history" isEmpty={(page) => page.data.length === 0}>
        {(page) => (
          <>
            <ol
              className="history-list"
              aria-label="Product history"
              aria-busy={history.isFetching || undefined}
            >
              {page.data.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ol>
            <ListPagination
              className="history-pagination"
              list={list}
              total={page.meta.total}
              noun="changes"
            />
          </>
        )}
      </QueryBoundary>
    </Card>
  );
}
