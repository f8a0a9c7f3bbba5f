import { Descriptions, Image, Typography } from 'antd';
import type { ProductDetail } from '@/domain/contract';
import { useAppSelector } from '@/core/hooks';
import { MaskedValue } from '@/components/MaskedValue';
import { formatCount, formatMoney, yesNo } from '@/domain/format';

const none = <Typography.Text type="secondary">None</Typography.Text>;

/** Identity: barcode (or the SKU standing in for it), description and pictures. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Barcode">
        {product.barcode || `${product.sku} (the SKU is used)`}
      </Descriptions.Item>
      <Descriptions.Item label="SKU type">
        {product.sku_type === 'marketing' ? 'Marketing' : 'Product'}
      </Descriptions.Item>
      <Descriptions.Item label="Description">
        {product.description ? (
          <Typography.Paragraph className="pre-line">{product.description}</Typography.Paragraph>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Images">
        {product.images.length ? (
          <Image.PreviewGroup>
            {product.images.map((src, i) => (
              <Image
                key={src.slice(-32) + i}
                src={src}
                width={72}
                alt={`${product.title}, image ${i + 1}`}
              />
            ))}
          </Image.PreviewGroup>
        ) : (
          none
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Export values; money the role may not see arrives masked and says so. */
export function ProductValues({ product }: { product: ProductDetail }) {
  const countries = useAppSelector((s) => s.session.configObj?.countries);
  const country = countries?.find((c) => c.value === product.manufactured_country);
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Manufactured country">
        {country?.text ?? product.manufactured_country}
      </Descriptions.Item>
      <Descriptions.Item label="Supplier value">
        <MaskedValue value={formatMoney(product.supplier_value)} />
      </Descriptions.Item>
      <Descriptions.Item label="Sales value">
        <MaskedValue value={formatMoney(product.sales_value)} />
      </Descriptions.Item>
      <Descriptions.Item label="Insurance cover">
        <MaskedValue value={formatMoney(product.insurance_cover)} />
      </Descriptions.Item>
      <Descriptions.Item label="HS code">{product.hs_code || none}</Descriptions.Item>
      <Descriptions.Item label="Import declaration">
        {product.import_declaration || none}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function ProductPreferences({ product }: { product: ProductDetail }) {
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Fragile">{yesNo(product.fragile)}</Descriptions.Item>
      <Descriptions.Item label="Serial number required">
        {yesNo(product.serial_required)}
      </Descriptions.Item>
      <Descriptions.Item label="Pre-packed">{yesNo(product.pre_packed)}</Descriptions.Item>
      <Descriptions.Item label="Auto breakdown">{yesNo(product.auto_breakdown)}</Descriptions.Item>
      <Descriptions.Item label="Low stock warning">
        {product.low_stock_warning ? `Yes, at or below ${formatCount(product.lower_limit)}` : 'No'}
      </Descriptions.Item>
      <Descriptions.Item label="Include marketing material">
        {yesNo(product.include_marketing_material)}
      </Descriptions.Item>
    </Descriptions>
  );
}
