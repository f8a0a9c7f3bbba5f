import { SearchOutlined } from '@ant-design/icons';
import { Card, Input, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Movement } from '@/api/contract';
import { useGetProductMovementsQuery } from '../api';
import { ProductDetailLayout } from '../detail/ProductDetailLayout';
import { movementColumns } from './movementColumns';
import { useDebouncedValue } from '@/components/hooks/useDebouncedValue';
import { MOVEMENT_PAGE_SIZES, useMovementParams, type MovementParams } from './useMovementParams';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';

export const EMPTY_MOVEMENTS_TEXT = 'Oops! No Records found';
export const SEARCH_DELAY_MS = 300;

/** /space/products/:id/movement: the product's movements, newest first, paged by the server. */
export function ProductMovementPage() {
  return (
    <ProductDetailLayout tab="movement">
      {(product) => <Movements productId={product.id} />}
    </ProductDetailLayout>
  );
}

/**
 * The search box: typing settles for a moment before the URL (and so the request) changes, and
 * a URL changed from outside (back, forward) shows its own search in the box.
 */
function SearchBox({
  params,
  update,
}: {
  params: MovementParams;
  update: (next: Partial<MovementParams>) => void;
}) {
  const [text, setText] = useState(params.query);
  const [shown, setShown] = useState(params.query);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const latest = useRef(params.query);

  // The URL's search changed elsewhere (back, forward, a link): the box follows it.
  if (params.query !== shown) {
    setShown(params.query);
    if (text.trim() !== params.query) setText(params.query);
  }

  useEffect(() => {
    latest.current = params.query;
  }, [params.query]);

  useEffect(() => {
    const query = debounced.trim();
    if (query !== latest.current) update({ query });
  }, [debounced, update]);

  return (
    <Input
      type="search"
      allowClear
      aria-label="Search movements"
      placeholder="Search by reference, note or type"
      prefix={<SearchOutlined aria-hidden />}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onPressEnter={() => update({ query: text })}
      style={{ width: 300, maxWidth: '100%' }}
    />
  );
}

function Movements({ productId }: { productId: number }) {
  const [params, update] = useMovementParams();
  const movements = useGetProductMovementsQuery({
    id: productId,
    page: params.page,
    per_page: params.perPage,
    ...(params.query ? { query: params.query } : {}),
  });

  return (
    <Card
      title={<h2 className="card-heading">Movement</h2>}
      extra={<SearchBox params={params} update={update} />}
    >
      {movements.isError && (
        <LoadErrorAlert title={movements.error.message} onRetry={() => void movements.refetch()} />
      )}
      <Table<Movement>
        rowKey="id"
        size="small"
        aria-label="Movements"
        columns={movementColumns}
        dataSource={movements.data?.data ?? []}
        loading={movements.isFetching}
        locale={{ emptyText: movements.isLoading ? ' ' : EMPTY_MOVEMENTS_TEXT }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: params.page,
          pageSize: params.perPage,
          total: movements.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: MOVEMENT_PAGE_SIZES.map(String),
          showTotal: (total, [from, to]) => `${from}–${to} of ${total} movements`,
          onChange: (page, perPage) => update({ page, perPage }),
        }}
      />
    </Card>
  );
}
