import { Tag, Typography } from 'antd';
import type { ProductDetail } from '@/domain/contract';
import { ColourDot } from '@/components/catalogue-search/components/ColourDot';
import type { RecordDetail } from '@/components/page/RecordDetail';
import { Restricted } from '@/components/Restricted';
import { useGetProductQuery } from '../api';
import { productPaths, productTabs, type ProductTab } from '../paths';
import { ArchiveProductButton } from './ArchiveProductButton';
import { PrintBarcodeButton } from './PrintBarcodeButton';
import './productDetail.css';

/** Under the product's title: its SKU, its category and whether its stock is low. */
function ProductMeta({ product }: { product: ProductDetail }) {
  return (
    <>
      <Typography.Text type="secondary">SKU {product.sku}</Typography.Text>
      {product.category && (
        // A neutral tag with the colour as a dot: text on a tint of any colour a merchant
        // picks cannot promise readable contrast.
        <Tag>
          <ColourDot colour={product.category.color} />
          {product.category.name}
        </Tag>
      )}
      {product.is_low_stock && <Tag color="orange">Low stock</Tag>}
    </>
  );
}

/**
 * The product detail pages (summary, types, movement, history): title, SKU, category and state
 * tags, Print barcode, Edit and Archive, and the tabs. The product loads once for all of them.
 */
export const PRODUCT_DETAIL: RecordDetail<ProductDetail, ProductTab> = {
  noun: 'product',
  useRecord: useGetProductQuery,
  tabs: productTabs,
  editPath: productPaths.edit,
  meta: (product) => <ProductMeta product={product} />,
  actions: (product) => <PrintBarcodeButton productId={product.id} />,
  recordActions: (product) => (
    <Restricted rule={{ permission: 'edit' }}>
      <ArchiveProductButton product={product} />
    </Restricted>
  ),
};
