import { Alert, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productPaths } from '../paths';

/**
 * Why a type page cannot be used here (an unknown ?unit=, a type the product already has, an
 * archived product), with the way back to the product's types.
 */
export function TypeRefusal({
  productId,
  title,
  description,
  extraLink,
}: {
  productId: number;
  title: string;
  description?: ReactNode;
  extraLink?: ReactNode;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={title}
      description={
        <Space orientation="vertical" size={4}>
          {description}
          <Space wrap size={16}>
            {extraLink}
            <Link to={productPaths.types(productId)}>Back to the product&apos;s types</Link>
          </Space>
        </Space>
      }
    />
  );
}
