import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDetail } from '@/domain/contract';
import { Restricted } from '@/components/Restricted';
import { detailTabPage } from '@/components/page/RecordDetail';
import { useGetProductUnitsQuery } from '../api';
import { PRODUCT_DETAIL } from '../detail/productDetail';
import { productPaths } from '../paths';
import { BreakdownDialog } from './BreakdownDialog';
import { TypesTable, type PackagingRow } from './TypesTable';
import { UNIT_NAMES, unitCount } from '@/domain/format';
import { missingPackaging, sortUnits } from './units';
import './types.css';

/** /space/products/:id/types: the units table, adding the missing types, breaking stock down. */
export const ProductTypesPage = detailTabPage(PRODUCT_DETAIL, 'types', (product) => (
  <Types product={product} />
));

function Types({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const { data, isFetching, isError, error, refetch } = useGetProductUnitsQuery(product.id);
  const [breaking, setBreaking] = useState<PackagingRow | null>(null);
  const units = sortUnits(data ?? product.units);
  const missing = product.archived ? [] : missingPackaging(units);

  return (
    <Card title={<h2 className="card-heading">Types</h2>}>
      {missing.length > 0 && (
        <div className="types-toolbar">
          {missing.map((unit) => (
            <Restricted key={unit} rule={{ permission: 'edit' }}>
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => void navigate(productPaths.newType(product.id, unit))}
              >
                Add {UNIT_NAMES[unit].label}
              </Button>
            </Restricted>
          ))}
        </div>
      )}
      {isError && (
        <Alert
          type="error"
          showIcon
          title={error.message}
          className="type-alert"
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      )}
      <Typography.Paragraph type="secondary">
        In stock over every unit: {unitCount(product.stock, 'BASE')}.
      </Typography.Paragraph>
      <TypesTable
        productId={product.id}
        units={units}
        loading={isFetching && !data}
        readOnly={product.archived}
        onBreakdown={setBreaking}
      />
      {breaking && (
        <BreakdownDialog
          key={breaking.unit}
          productId={product.id}
          units={units}
          source={
            (units.find((u) => u.unit === breaking.unit) as PackagingRow | undefined) ?? breaking
          }
          onClose={() => setBreaking(null)}
        />
      )}
    </Card>
  );
}
