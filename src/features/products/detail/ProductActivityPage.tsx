import { RecordActivity } from '@/components/activity/RecordActivity';
import { detailTabPage } from '@/components/page/RecordDetail';
import { PRODUCT_DETAIL } from './productDetail';

/** Who changed this product, when, and what, field by field (owners and admins). */
export const ProductActivityPage = detailTabPage(PRODUCT_DETAIL, 'activity', (product) => (
  <RecordActivity kind="product" id={product.id} />
));
