import { Card } from 'antd';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { ListSearch } from '@/components/page/ListSearch';
import { detailTabPage } from '@/components/page/RecordDetail';
import { ServerTable } from '@/components/page/ServerTable';
import { useGetProductMovementsQuery } from '../api';
import { PRODUCT_DETAIL } from '../detail/productDetail';
import { movementColumns } from './movementColumns';

/** The movement tab's ?page=&per_page=&query=, so a reload or a shared link shows the same rows. */
const MOVEMENT_LIST: ListParamsConfig = { queryKey: 'query' };

/** The product's movements, newest first, paged and searched by the server. */
export const ProductMovementPage = detailTabPage(PRODUCT_DETAIL, 'movement', (product) => (
  <Movements productId={product.id} />
));

function Movements({ productId }: { productId: number }) {
  const list = useListParams(MOVEMENT_LIST);
  const movements = useGetProductMovementsQuery({ id: productId, ...list.request });

  return (
    <Card
      title={<h2 className="card-heading">Movement</h2>}
      extra={
        <ListSearch
          list={list}
          label="Search movements"
          placeholder="Search by reference, note or type"
          style={{ width: 300, maxWidth: '100%' }}
        />
      }
    >
      <ServerTable
        list={list}
        query={movements}
        noun="movements"
        size="small"
        columns={movementColumns}
      />
    </Card>
  );
}
