import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { Button, Popconfirm, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ProductDetail } from '@/api/contract';
import { Restricted, useIsAllowed } from '@/components/Restricted';
import { useDraftOwner } from '@/components/wizard/draftOwner';
import { RESUME_QUERY } from '@/lib/drafts/draftStore';
import {
  hasInboundDraft,
  needsRestock,
  restockLine,
  startRestockDraft,
  RESTOCK_DAYS,
  RESTOCK_THRESHOLD_DAYS,
} from '@/features/orders/api';
import { orderPaths } from '@/features/orders/paths';
import { useGetBurnRateQuery } from '../api';
import { BURN_RATE_DAYS } from '../detail/summary/CoverCard';

const UNIT_WORD = { BASE: 'items', BOX: 'boxes', CARTON: 'cartons', PALLET: 'pallets' } as const;

/**
 * From stock to order: on a product whose days of cover is below the threshold (the Cover card's
 * 'reorder soon', 14 days), one click writes an inbound draft holding this product and enough for
 * 30 days at the current burn rate (whole cartons when it has one) and opens it at Products.
 */
export function RestockButton({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const owner = useDraftOwner();
  const allowed = useIsAllowed({ permission: 'edit' });
  // The same request as the Cover card beside it: one answer from the cache.
  const burn = useGetBurnRateQuery({ id: product.id, days: BURN_RATE_DAYS });
  if (product.archived || !burn.data || !needsRestock(burn.data)) return null;
  const line = restockLine(product, burn.data);
  if (!line) return null;

  const restock = () => {
    if (startRestockDraft(owner, product, burn.data!))
      void navigate(`${orderPaths.new('inbound')}${RESUME_QUERY}`);
  };
  const unit = line.unit_type ?? 'BASE';
  const suggestion = `${(line.quantity ?? 0).toLocaleString('en-AU')} ${UNIT_WORD[unit]}`;
  const button = (onClick?: () => void) => (
    <Button type="primary" icon={<ShoppingCartOutlined aria-hidden />} onClick={onClick}>
      Restock
    </Button>
  );
  return (
    <div className="restock" style={{ marginTop: 16 }}>
      <Typography.Paragraph>
        Under {RESTOCK_THRESHOLD_DAYS} days of cover. Restock suggests {suggestion}: enough for{' '}
        {RESTOCK_DAYS} days at the current burn rate.
      </Typography.Paragraph>
      {!allowed ? (
        <Restricted allowed={false}>{button()}</Restricted>
      ) : hasInboundDraft(owner) ? (
        <Popconfirm
          title="Replace your unfinished inbound order?"
          description="Restock starts a new inbound draft in its place."
          okText="Replace draft"
          cancelText="Keep it"
          onConfirm={restock}
        >
          {button()}
        </Popconfirm>
      ) : (
        button(restock)
      )}
    </div>
  );
}
